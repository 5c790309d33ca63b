import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../config.js";
import { errorsPlugin } from "./errors.js";
import { gzipAnswer, gzipPartsOf, type PageRequestFacts, pageCacheDecision } from "./page-cache.js";
import { securityPlugin } from "./security.js";
import { storefrontPlugin } from "./storefront.js";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const APP = `${BROWSER} NHMeatApp/2.4.1`;

function facts(overrides: Partial<PageRequestFacts> & { cookie?: string; ua?: string } = {}): PageRequestFacts {
  const { cookie, ua = BROWSER, ...rest } = overrides;
  return {
    method: "GET",
    url: "/items/1001",
    protocol: "http",
    ...rest,
    headers: { host: "shop.test", "user-agent": ua, ...(cookie ? { cookie } : {}), ...rest.headers },
  };
}

const keyOf = (request: PageRequestFacts): string => {
  const decision = pageCacheDecision(request);
  if (!decision.shared) throw new Error(`not shared: ${decision.reason}`);
  return decision.key;
};

describe("which page requests share the cache", () => {
  it.each([
    ["/", true],
    ["/?utm_source=kakao", true],
    ["/category", true],
    ["/category/12", true],
    ["/category/blank/12", true],
    ["/items", true],
    ["/items?sort=price&page=2", true],
    ["/items/1001", true],
    ["/search?keyword=한우", true],
    ["/brand", true],
    ["/brand/index2", true],
    ["/display/dry-aging", true],
    ["/display/shop-info", true],
    ["/event/best", true],
    ["/event/stylebook/3", true],
    ["/featured", true],
    ["/featured/pages/7", true],
    ["/notice", true],
    ["/customer/notice/5", true],
    ["/faq", true],
    ["/customer/faq", true],
    ["/policy/terms", true],
    ["/policy/privacy", true],
    ["/company/about", true],
    // One shopper's pages, the popup window, redirects, data requests and resource routes are not.
    ["/cart", false],
    ["/user/login", false],
    ["/mypage/order", false],
    ["/order/step1", false],
    ["/order/no-member", false],
    ["/designated", false],
    ["/popup/3", false],
    ["/event/time-sale", false],
    ["/maintenance", false],
    ["/items/1001.data", false],
    ["/_root.data", false],
    ["/sitemap.xml", false],
    ["/demo/inbox", false],
  ])("%s → shared %s", (url, shared) => {
    expect(pageCacheDecision(facts({ url })).shared).toBe(shared);
  });

  it.each([
    ["POST", "method"],
    ["PUT", "method"],
    ["HEAD", null],
    ["GET", null],
  ])("method %s → %s", (method, reason) => {
    const decision = pageCacheDecision(facts({ method }));
    expect(decision.shared ? null : decision.reason).toBe(reason);
  });

  it.each([
    ["the session", "__shop_session=abc"],
    ["the session among others", "_ga=GA1.2.3; __shop_session=abc; stripe_banner_closed=1"],
    ["the remember-me token", "__shop_remember=xyz"],
    ["a checkout draft", "__shop_checkout=xyz"],
  ])("a request with %s never shares", (_name, cookie) => {
    expect(pageCacheDecision(facts({ cookie }))).toEqual({ shared: false, reason: "session" });
  });

  it.each([
    ["an analytics cookie", { cookie: "_ga=GA1.2.3; _fbp=fb.1" }, true],
    ["a popup cookie not set to 1", { cookie: "popup_check_3=0" }, true],
    ["the same popups in another order", { cookie: "popup_check_3=1; popup_check_1=1" }, false],
    ["the stripe banner closed", { cookie: "stripe_banner_closed=1" }, false],
    ["a popup dismissed", { cookie: "popup_check_3=1" }, false],
    ["the companion app", { ua: APP }, false],
    ["another host", { headers: { host: "www.shop.test" } }, false],
    ["a proxy's forwarded host", { headers: { "x-forwarded-host": "shop.example" } }, false],
    ["a proxy's forwarded proto", { headers: { "x-forwarded-proto": "https" } }, false],
    ["HTTPS", { protocol: "https" }, false],
    ["another query", { url: "/items/1001?tab=review" }, false],
    ["HEAD", { method: "HEAD" }, true],
    ["another browser", { ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0" }, true],
  ] as const)("the key with %s is the plain guest's: %s", (_name, change, same) => {
    expect(keyOf(facts(change)) === keyOf(facts())).toBe(same);
  });

  it("keys dismissed popups by their set, whatever the cookie order", () => {
    expect(keyOf(facts({ cookie: "popup_check_3=1; popup_check_1=1" }))).toBe(
      keyOf(facts({ cookie: "popup_check_1=1; popup_check_3=1; _ga=1" })),
    );
  });
});

// Through the real storefront plugin on the fixture build (src/test/storefront-fixture): its /items/:id page counts its
// renders and shows a price the test sets, through globalThis.storefrontFixture.
interface FixtureItem {
  renders?: number;
  price?: number;
  delayMs?: number;
  fail?: boolean;
  setCookie?: string;
}
const fixture = (): FixtureItem => (globalThis as { storefrontFixture?: FixtureItem }).storefrontFixture!;
const buildDir = fileURLToPath(new URL("../test/storefront-fixture", import.meta.url));
const TTL = 2;
const STALE = 2;

function cacheConfig(pageCache: boolean): AppConfig {
  return {
    mode: "demo",
    sandboxes: [],
    PAGE_CACHE: pageCache,
    PAGE_CACHE_TTL_SECONDS: TTL,
    PAGE_CACHE_STALE_SECONDS: STALE,
    PAGE_CACHE_MAX_MB: 8,
  } as Partial<AppConfig> as AppConfig;
}

async function storefrontApp(config: AppConfig, maintenance = false): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  instance.decorate("config", config);
  await instance.register(errorsPlugin);
  await instance.register(securityPlugin);
  // The root loader's maintenance call, which the cache asks too.
  instance.get("/api/common/maintenance", async () => ({ active: maintenance }));
  await instance.register(storefrontPlugin, { buildDir, webDir: buildDir, dev: false });
  return instance;
}

/** What the page showed: the fixture item's render number and price. */
function shown(res: LightMyRequestResponse): { render: number; price: number } {
  const text = /<pre id="state">([^<]*)<\/pre>/.exec(res.body)?.[1] ?? "{}";
  const state = JSON.parse(text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"));
  return state.loaderData["routes/item"];
}

function nonceOf(res: LightMyRequestResponse): string | undefined {
  return /<script nonce="([^"]+)">/.exec(res.body)?.[1];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${TTL}, stale-while-revalidate=${STALE}`;

describe("gzipAnswer", () => {
  const long = "<li>한우 1++ 등심 구이용 500g 89,000원</li>".repeat(2_000);
  it.each([
    ["one part (a page without scripts)", ["<p>안녕하세요</p>"]],
    ["a page cut at three nonces", ['<html><script nonce="', '">a()</script><script nonce="', '">b()</script>', ""]],
    ["empty parts", ["", "", ""]],
    ["long parts of Hangul", [long, long.slice(7), "끝"]],
  ])("gives the gzip of the parts joined by the answer's nonce: %s", (_name, parts) => {
    const kept = gzipPartsOf(parts);
    for (const nonce of ["AAAAAAAAAAAAAAAAAAAAAA==", "zZ9+/01234567890abcdEF=="]) {
      const body = gzipAnswer(kept, nonce);
      expect(gunzipSync(body).toString()).toBe(parts.join(nonce));
    }
  });

  it("compresses a long page to a small share of its size, once", () => {
    const body = gzipAnswer(gzipPartsOf([long, long]), "n".repeat(24));
    expect(body.length).toBeLessThan(Buffer.byteLength(long) / 20);
  });
});

describe("the page cache in the storefront", () => {
  let app: FastifyInstance;
  let nextId = 1;
  // Each test its own item, so its own key.
  const itemUrl = () => `/items/${nextId++}`;
  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url, headers: { "user-agent": BROWSER, ...headers } });

  beforeAll(async () => {
    app = await storefrontApp(cacheConfig(true));
  });
  afterAll(() => app.close());
  afterEach(() => {
    (globalThis as { storefrontFixture?: FixtureItem }).storefrontFixture = { renders: 0, price: 1000 };
  });
  (globalThis as { storefrontFixture?: FixtureItem }).storefrontFixture = { renders: 0, price: 1000 };

  it("answers a guest's page MISS, then HIT from the same render, with headers a CDN may cache by", async () => {
    const url = itemUrl();
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(first.headers.vary).toContain("Cookie");
    expect(first.headers["set-cookie"]).toBeUndefined();
    const second = await get(url, { cookie: "_ga=GA1.2.3" });
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(shown(second)).toEqual(shown(first));
    expect(fixture().renders).toBe(1);
  });

  it("gives every answer from the cache a fresh nonce, the one its CSP header allows", async () => {
    const url = itemUrl();
    const answers = [await get(url), await get(url), await get(url)];
    expect(answers.map((res) => res.headers["x-page-cache"])).toEqual(["MISS", "HIT", "HIT"]);
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((res, i) => {
      expect(nonces[i]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.headers["content-security-policy"]).toContain(`'nonce-${nonces[i]}'`);
      // Only its own nonce: no other response's, and not the one the kept page was rendered with.
      expect(res.body.match(/nonce="/g)).toHaveLength(1);
    });
  });

  it("sends kept pages gzipped, spliced from the parts compressed once, each with its own nonce", async () => {
    const url = itemUrl();
    const plain = await get(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const answers = [
      await get(url, { "accept-encoding": "gzip, deflate, br" }),
      await get(url, { "accept-encoding": "gzip" }),
    ];
    for (const res of answers) {
      expect(res.headers["x-page-cache"]).toBe("HIT");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
      const html = gunzipSync(res.rawPayload).toString();
      const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
      expect(res.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
      expect(html.replaceAll(nonce!, "")).toBe(plain.body.replaceAll(nonceOf(plain)!, ""));
    }
    expect(fixture().renders).toBe(1);
  });

  it("never serves or fills the cache for a shopper with a session, and marks their page private, no-store", async () => {
    const url = itemUrl();
    const member = await get(url, { cookie: "__shop_session=sealed-session-of-a-member" });
    expect(member.headers["x-page-cache"]).toBe("BYPASS");
    expect(member.headers["cache-control"]).toBe("private, no-store");
    // The member's render was not kept: the first guest renders anew.
    const guest = await get(url);
    expect(guest.headers["x-page-cache"]).toBe("MISS");
    expect(shown(guest).render).toBe(2);
    // And a kept guest page is not the member's either.
    const again = await get(url, { cookie: "stripe_banner_closed=1; __shop_session=sealed" });
    expect(again.headers["x-page-cache"]).toBe("BYPASS");
    expect(shown(again).render).toBe(3);
  });

  it("keeps a page per cookie that changes the HTML, and ignores the others", async () => {
    const url = itemUrl();
    await get(url);
    expect((await get(url, { cookie: "stripe_banner_closed=1" })).headers["x-page-cache"]).toBe("MISS");
    expect((await get(url, { cookie: "stripe_banner_closed=1; _fbp=1" })).headers["x-page-cache"]).toBe("HIT");
    expect((await get(url, { "user-agent": APP })).headers["x-page-cache"]).toBe("MISS");
    expect(fixture().renders).toBe(3);
  });

  it("never keeps an answer that sets a cookie", async () => {
    const url = itemUrl();
    fixture().setCookie = "handed_out=1; Path=/";
    const first = await get(url);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.headers["set-cookie"]).toBe("handed_out=1; Path=/");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const second = await get(url);
    expect(second.headers["x-page-cache"]).toBe("MISS");
    expect(shown(second).render).toBe(2);
  });

  it("lets requests that miss together wait for one render, each with its own nonce", async () => {
    const url = itemUrl();
    fixture().delayMs = 150;
    const answers = await Promise.all([get(url), get(url), get(url)]);
    expect(fixture().renders).toBe(1);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => shown(res).render)).toEqual([1, 1, 1]);
    expect(new Set(answers.map(nonceOf)).size).toBe(3);
  });

  it("fills the cache from a HEAD and answers it without a body", async () => {
    const url = itemUrl();
    const head = await get(url, {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("MISS");
    expect(head.body).toBe("");
    expect((await get(url)).headers["x-page-cache"]).toBe("HIT");
  });

  it("after the fresh time serves the page STALE once while one render replaces it, which shows a new price", async () => {
    const url = itemUrl();
    expect(shown(await get(url)).price).toBe(1000);
    fixture().price = 1200;
    expect((await get(url)).headers["x-page-cache"]).toBe("HIT");
    await sleep(TTL * 1000 + 100);
    const stale = await get(url);
    expect(stale.headers["x-page-cache"]).toBe("STALE");
    expect(shown(stale).price).toBe(1000);
    await expect.poll(() => fixture().renders).toBe(2);
    const fresh = await get(url);
    expect(fresh.headers["x-page-cache"]).toBe("HIT");
    expect(shown(fresh)).toEqual({ page: "item", id: expect.any(String), price: 1200, render: 2 });
  });

  it("keeps the stale page while its background render fails, until the stale time ends", async () => {
    const url = itemUrl();
    await get(url);
    fixture().fail = true;
    await sleep(TTL * 1000 + 100);
    expect((await get(url)).headers["x-page-cache"]).toBe("STALE");
    await sleep(50);
    const stillStale = await get(url);
    expect(stillStale.headers["x-page-cache"]).toBe("STALE");
    expect(stillStale.statusCode).toBe(200);
    await sleep(STALE * 1000);
    // Past fresh + stale: rendered anew, and the failure (500) is answered, not kept.
    const gone = await get(url);
    expect(gone.headers["x-page-cache"]).toBe("MISS");
    expect(gone.statusCode).toBe(500);
  });

  it("is left out when PAGE_CACHE is off, and while a maintenance window is on", async () => {
    for (const instance of [await storefrontApp(cacheConfig(false)), await storefrontApp(cacheConfig(true), true)]) {
      try {
        for (let i = 0; i < 2; i += 1) {
          const res = await instance.inject({ method: "GET", url: "/items/77" });
          expect(res.headers["x-page-cache"]).toBe("BYPASS");
        }
      } finally {
        await instance.close();
      }
    }
  });
});
