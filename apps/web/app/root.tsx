// First, so the reset and tokens come before every component's styles in the shell CSS.
import "./styles/global.css";
import { lazy, Suspense, useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { AlertProvider } from "./components/ui/alert-modal";
import { ConnectionStatus } from "./components/ui/connection-status";
import { ErrorPage } from "./components/ui/error-page";
import { ToastProvider } from "./components/ui/toast";
import { FlashAlert } from "./features/account/flash-alert";
import { isAppUserAgent } from "./lib/app-user-agent";
import { isAdminPath } from "./lib/back-office-path";
import { installChunkReloadGuard, isChunkLoadError, reloadAfterChunkFailure } from "./lib/chunk-reload-guard";
import { useDailyVisit } from "./lib/daily-visit";
import { demoModeOf } from "./lib/demo-mode";
import { loadMaintenance, MAINTENANCE_PATH } from "./lib/maintenance.server";
import { restoreMobileLogin } from "./lib/mobile-login-persistence.server";
import { loadSeo } from "./lib/seo.server";
import { buildSeoMeta } from "./lib/seo-meta";
import {
  commitShopperSession,
  ensureCsrfToken,
  hasShopperState,
  isLoggedIn,
  loadShopperSession,
  slideLogin,
} from "./lib/session.server";
import { loadShellData, pathHasChrome } from "./lib/shell-data.server";
import { isStripeBannerClosed } from "./lib/stripe-banner-cookie";
import { useTracking } from "./lib/tracking/use-tracking-cookies";
import { useRootData } from "./lib/use-root-data";

/**
 * The route checks of SPEC §2, in its order: maintenance redirect, mobile login persistence,
 * header. Runs for every page (resource routes such as /healthcheck skip it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);

  // The back office stays open through the shop's maintenance window: its staff are the ones running it.
  if (url.pathname !== MAINTENANCE_PATH && !isAdminPath(url.pathname)) {
    const maintenance = await loadMaintenance(context);
    if (maintenance?.active) throw redirect(MAINTENANCE_PATH);
  }

  // The session is written here and in actions that redirect, never by page loaders: one writer per response, so
  // two Set-Cookie headers of the same cookie never race.
  const { session, expired } = await loadShopperSession(request);
  const restored = await restoreMobileLogin(request, context, session);
  // A guest with no session gets none from a page view: no token, no Set-Cookie, so the page is every guest's and may
  // be served from the page cache. Their forms are accepted on the browser's same-origin proof until a session with
  // a token exists (readProtectedForm, docs/decisions/023).
  const csrf = hasShopperState(session) ? ensureCsrfToken(session) : { token: "", created: false };
  const flashMessage = session.get("alert");
  const slid = slideLogin(session);
  const headers = new Headers();
  if (expired || restored.sessionChanged || csrf.created || flashMessage !== undefined || slid) {
    headers.append("Set-Cookie", await commitShopperSession(request, session));
  }
  for (const cookie of restored.cookies) headers.append("Set-Cookie", cookie);

  const stripeBannerClosed = isStripeBannerClosed(request.headers.get("cookie"));
  const [seo, chrome] = await Promise.all([
    loadSeo(context, url.pathname),
    pathHasChrome(url.pathname) ? loadShellData(context, request, { stripeBannerClosed }) : null,
  ]);
  return data(
    {
      seo,
      chrome,
      shopper: {
        loggedIn: isLoggedIn(session),
        loginType: isLoggedIn(session) ? (session.get("loginType") ?? null) : null,
        isApp: isAppUserAgent(request.headers.get("user-agent")),
      },
      // "" for a guest without a session (see above): their forms post no token.
      csrf: csrf.token,
      // An id per message, so the same alert set twice in a row still shows twice.
      flash: flashMessage ? { id: crypto.randomUUID(), message: flashMessage } : null,
      stripeBannerClosed,
      // The API's mode, the same for every shopper (the demo bar of the layouts, features/layout/demo-bar.tsx).
      demo: demoModeOf(context),
    },
    { headers },
  );
}

// The checks and the SEO answer depend on the path: a new path or a submitted form re-runs
// them, a query-string change (sorting, paging) does not.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => buildSeoMeta(data?.seo);

// React Router gives the CSP nonce (entry.server.tsx) to <Links>, <Scripts> and <ScrollRestoration> on the server.
// In the browser only an element's `nonce` property still holds it (the attribute reads as ""), so the client takes
// it from the page's scripts: a style <Links> writes (the dev server's critical CSS) would otherwise differ at
// hydration.
const nonceInBrowser =
  typeof document === "undefined" ? undefined : document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no" />
        <meta name="theme-color" content="#0a7d3e" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links nonce={nonceInBrowser} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The app's start behaviours (SPEC §4) and with them the bridge's message schemas (zod, ~25 KB gzip) load only inside
 * the app: a browser's pages never carry them (the item page's JavaScript budget, bench/README.md).
 */
const AppStart = lazy(() => import("./features/app-bridge/app-start").then((module) => ({ default: module.AppStart })));

export default function App() {
  const { isApp } = useRootData().shopper;
  useSamePathHashScroll();
  useEffect(() => installChunkReloadGuard(), []);
  useTracking();
  useDailyVisit(useLocation().pathname);
  return (
    <AlertProvider>
      <ToastProvider>
        <FlashAlert />
        <ConnectionStatus />
        {isApp && (
          <Suspense fallback={null}>
            <AppStart />
          </Suspense>
        )}
        <Outlet />
      </ToastProvider>
    </AlertProvider>
  );
}

/**
 * SPEC §2: a hash on the same path scrolls to its anchor. ScrollRestoration handles anchors that
 * exist at navigation time; this catches the ones a page renders a moment later (FAQ answers,
 * notice bodies).
 */
function useSamePathHashScroll() {
  const location = useLocation();
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (!samePath || location.hash.length < 2) return;
    let id = location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape cannot match an element id decoded; use it as written.
    }
    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: "start" });
      return target !== null;
    };
    if (scrollToAnchor()) return;
    const frame = window.requestAnimationFrame(() => scrollToAnchor());
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname, location.hash]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure) reloadAfterChunkFailure();
  }, [chunkFailure]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        kind="not-found"
        title="요청하신 페이지를 찾을 수 없습니다."
        messages={["이용에 불편을 드려 죄송합니다.", "새로고침 하시거나 잠시 후 다시 시도해 주세요."]}
        homeButtonOnMobileOnly={false}
      />
    );
  }
  if (!isRouteErrorResponse(error)) console.error("[web] unexpected error", error);
  return (
    <>
      <ErrorPage
        kind="error"
        title="일시적인 오류가 발생했습니다."
        messages={["이용에 불편을 드려 죄송합니다.", "새로고침 하시거나 잠시 후 다시 시도해 주세요."]}
        homeButtonOnMobileOnly={false}
      />
      {import.meta.env.DEV && error instanceof Error && (
        <pre style={{ padding: "1.6rem", overflow: "auto", fontSize: "1.2rem" }}>{error.stack}</pre>
      )}
    </>
  );
}
