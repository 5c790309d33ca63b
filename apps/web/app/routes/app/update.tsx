import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { appStartTarget } from "@shop/core/app/app-version";
import { Link } from "react-router";
import { appPlatformOfUserAgent, appVersionOfUserAgent, sendToApp } from "../../features/app-bridge/app-bridge";
import styles from "../../features/app-bridge/app-pages.module.css";
import { storeLinksFor } from "../../features/app-bridge/app-store-links";
import { callApi } from "../../lib/api-client.server";
import { isAppUserAgent } from "../../lib/app-user-agent";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/update";

/** The phone a browser runs on, for the store to offer; null on a PC. */
function phonePlatform(userAgent: string | null) {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios" as const;
  return /Android/.test(userAgent) ? ("android" as const) : null;
}

/**
 * /app/update (SPEC §2): where the app start sends an app older than the shop's newest version (SPEC §4), and where
 * the floating menu's QR leads a phone to install the app. The stores of the phone's platform (both on a PC).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const userAgent = request.headers.get("user-agent");
  const inApp = isAppUserAgent(userAgent);
  const platform = inApp ? appPlatformOfUserAgent(userAgent) : phonePlatform(userAgent);
  const installed = inApp ? appVersionOfUserAgent(userAgent) : null;
  let latest: { version: string; forceUpdate: boolean } | null = null;
  if (inApp) {
    try {
      latest = await callApi(context, apiEndpoints.appVersion, { query: { platform: platform ?? "android" } });
    } catch (error) {
      console.error("[web] app version for /app/update failed", error);
    }
  }
  const outdated = latest !== null && appStartTarget(latest.version, installed) !== null;
  return {
    inApp,
    installed,
    latest: latest?.version ?? null,
    // An app that must update has no way back into the shop until it does.
    mustUpdate: outdated && latest?.forceUpdate === true,
    outdated,
    stores: storeLinksFor(platform),
  };
}

// The page depends on the phone's platform and installed version, which the shared page cache does not key on.
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("cache-control", "no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "앱 업데이트");

export default function AppUpdatePage({ loaderData }: Route.ComponentProps) {
  const { inApp, installed, latest, mustUpdate, outdated, stores } = loaderData;
  const title = inApp ? (outdated ? "새 버전이 나왔습니다" : "최신 버전을 사용하고 있습니다") : "농협몰 앱 설치";
  const lead = inApp
    ? outdated
      ? "더 안정적이고 편리한 쇼핑을 위해 최신 버전으로 업데이트해 주세요."
      : "지금 사용하는 앱이 최신 버전입니다. 업데이트 없이 계속 이용하실 수 있습니다."
    : "농협몰 앱을 설치하시면 재입고, 배송 시작, 문의 답변 소식을 알림으로 빠르게 받아 보실 수 있습니다.";
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.center}`} aria-labelledby="app-update-title">
        <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
          <rect x="16" y="4" width="32" height="56" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M32 18v20m-9-9 9 9 9-9" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          <path d="M26 50h12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 id="app-update-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {inApp && installed && latest && (
          <dl className={styles.versions}>
            <div>
              <dt>현재 버전</dt>
              <dd>{installed}</dd>
            </div>
            <div>
              <dt>최신 버전</dt>
              <dd>{latest}</dd>
            </div>
          </dl>
        )}
        <div className={styles.actions}>
          {(!inApp || outdated) &&
            stores.map((store) => (
              <a
                key={store.platform}
                className={styles.primary}
                href={store.url}
                rel="noopener noreferrer"
                target="_blank"
                onClick={(event) => {
                  // In the app the store opens outside the web view; elsewhere the link opens it.
                  if (inApp && sendToApp({ type: "openLink", url: store.url, external: true })) event.preventDefault();
                }}
              >
                {store.label}에서 {inApp ? "업데이트하기" : "받기"}
              </a>
            ))}
          {!mustUpdate && (
            <Link className={styles.secondary} to="/" replace>
              {inApp && outdated ? "다음에 하기" : "쇼핑 계속하기"}
            </Link>
          )}
        </div>
        {mustUpdate && <p className={styles.note}>이번 업데이트는 필수입니다. 업데이트 후 앱을 다시 실행해 주세요.</p>}
      </section>
    </main>
  );
}
