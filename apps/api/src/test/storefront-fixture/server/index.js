// A React Router server build of five routes, in the shape `react-router build` writes, for the storefront plugin's
// tests: they need a page render, a form action and a loader's cookies, not the whole shop (whose build is made
// only for the browser tests). The document is written by the entry below instead of React.
import { data } from "react-router";

function escapeHtml(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Writes what the storefront handed over (the CSP nonce) and what the routes answered, where a test can read it. */
function handleRequest(_request, status, headers, context, loadContext) {
  const { loaderData, actionData } = context.staticHandlerContext;
  const state = JSON.stringify({ loaderData, actionData: actionData?.["routes/form"] ?? null });
  headers.set("Content-Type", "text/html; charset=utf-8");
  const html =
    `<!doctype html><html lang="ko"><body><pre id="state">${escapeHtml(state)}</pre>` +
    `<script nonce="${loadContext.cspNonce ?? ""}">window.hydrated = true;</script></body></html>`;
  return new Response(html, { status, headers });
}

const rootModule = {
  default: () => null,
  // Echoes the load context's demo mode, which the storefront takes from the API's config.
  loader: ({ context }) => ({ page: "root", demo: context.demo }),
};

const formModule = {
  default: () => null,
  loader: () => ({ page: "form" }),
  async action({ request }) {
    const form = await request.formData();
    return { fields: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])) };
  },
};

const cookiesModule = {
  default: () => null,
  loader() {
    const headers = new Headers();
    headers.append("Set-Cookie", "first=1; Path=/");
    headers.append("Set-Cookie", "second=2; Path=/");
    return data({ page: "cookies" }, { headers });
  },
};

// A page on a path the page cache shares (/items/:id). The test steers it through globalThis.storefrontFixture: how many
// times it rendered, the price it shows, a delay, a failure, a cookie to set (plugins/page-cache tests).
const itemModule = {
  default: () => null,
  async loader({ params }) {
    const fixture = globalThis.storefrontFixture ?? {};
    if (fixture.delayMs) await new Promise((resolve) => setTimeout(resolve, fixture.delayMs));
    if (fixture.fail) throw new Error("the item page failed on purpose");
    fixture.renders = (fixture.renders ?? 0) + 1;
    const page = { page: "item", id: params.id, price: fixture.price ?? 0, render: fixture.renders };
    if (!fixture.setCookie) return page;
    return data(page, { headers: { "Set-Cookie": fixture.setCookie } });
  },
};

// A member's page: its loader and its form action each call the API three times with one bearer token, as a real
// page's loaders do (plugins/storefront-page-render tests: a page read looks the token up once, a form's calls each).
const MEMBER_TOKEN = "m".repeat(32);
async function callThrice(context) {
  const call = async () => {
    const response = await context.apiFetch("/api/whoami", { headers: { authorization: `Bearer ${MEMBER_TOKEN}` } });
    return response.json();
  };
  return Promise.all([call(), call(), call()]);
}
const memberModule = {
  default: () => null,
  loader: async ({ context }) => ({ page: "member", answers: await callThrice(context) }),
  action: async ({ context }) => ({ answers: await callThrice(context) }),
};

function route(id, parentId, path, module) {
  return { id, parentId, path, index: undefined, caseSensitive: undefined, module };
}

function manifestRoute(id, parentId, path, module) {
  return {
    id,
    parentId,
    path,
    index: undefined,
    caseSensitive: undefined,
    module: `/assets/${id.replace("/", "-")}.js`,
    imports: [],
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  };
}

const table = [
  ["root", undefined, "", rootModule],
  ["routes/form", "root", "form", formModule],
  ["routes/cookies", "root", "cookies", cookiesModule],
  ["routes/item", "root", "items/:id", itemModule],
  ["routes/member", "root", "member", memberModule],
];

export const entry = { module: { default: handleRequest } };
export const routes = Object.fromEntries(table.map((row) => [row[0], route(...row)]));
export const assets = {
  entry: { module: "/assets/entry.client.js", imports: [] },
  routes: Object.fromEntries(table.map((row) => [row[0], manifestRoute(...row)])),
  url: "/assets/manifest.js",
  version: "fixture",
};
export const basename = "/";
export const publicPath = "/";
export const assetsBuildDirectory = "client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
