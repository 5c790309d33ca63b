import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";

// Issue 15 item 6, docs/decisions/049. Every internal link a shopper can reach in two steps from the home page
// answers below 400, for a guest and for a member, at both widths: the home page's links (read from the page as the
// browser drew it) and the links of the pages those lead to (read from their server-rendered HTML), each requested
// once with the page's cookies. Requests, not navigations, so a project's crawl stays near a minute.
// And the old SPEC §2 addresses each answer their permanent redirect to the page that replaced them.

/** The most addresses one crawl requests, and the most of one shape (e.g. /items/:id), so a long list stays cheap. */
const MAX_LINKS = 220;
const MAX_PER_SHAPE = 6;
/**
 * Requests in flight at once: one. The shop runs on two cores shared with two other test workers, and four server
 * renders at a time made their journeys time out in CI.
 */
const PARALLEL = 1;
/** Internal redirects followed before an answer counts as a loop. */
const MAX_HOPS = 5;

/** Links the crawl must not follow: the dev tools, the logouts (they would end the member's session). */
const SKIPPED = [/^\/api\/dev(\/|$)/, /\/logout(\/|$)/];

/** The path and query of an internal link (hash dropped), or null for another origin, a scheme or a skipped link. */
function internalTarget(href: string, base: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (SKIPPED.some((pattern) => pattern.test(url.pathname))) return null;
  return `${url.pathname}${url.search}`;
}

/** The shape of an address for the per-shape cap: its first two path segments, an id in them made generic. */
function shapeOf(target: string): string {
  const path = target.split("?")[0] ?? target;
  const segments = path.split("/").filter(Boolean).slice(0, 2);
  return `/${segments.map((segment, i) => (i > 0 && /\d/.test(segment) ? ":id" : segment)).join("/")}`;
}

/** The href of every anchor of an HTML text, parsed by the browser's own parser (inside the page). */
function hrefsOfHtml(page: Page, html: string): Promise<string[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "text/html");
    return Array.from(doc.querySelectorAll("a[href]"), (a) => a.getAttribute("href") ?? "");
  }, html);
}

interface Answer {
  status: number;
  /** The last internal address reached (after redirects). */
  finalTarget: string;
  html: string | null;
}

/** Requests an address with the page's cookies, following internal redirects; a redirect out of the shop ends it. */
async function fetchTarget(request: APIRequestContext, target: string, origin: string): Promise<Answer> {
  let current = target;
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    const response = await request.get(current, { maxRedirects: 0, failOnStatusCode: false });
    const status = response.status();
    const location = response.headers().location;
    if (status >= 300 && status < 400 && location) {
      const next = new URL(location, `${origin}${current}`);
      // Sent out of the shop (a payment window, an SNS login): the shop's part answered fine.
      if (next.origin !== origin) return { status, finalTarget: current, html: null };
      current = `${next.pathname}${next.search}`;
      continue;
    }
    const html = (response.headers()["content-type"] ?? "").startsWith("text/html") ? await response.text() : null;
    return { status, finalTarget: current, html };
  }
  return { status: 508, finalTarget: current, html: null };
}

/** Runs `work` over `items`, `PARALLEL` at a time. */
async function eachInParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

interface Broken {
  target: string;
  from: string;
  status: number;
  finalTarget: string;
}

/** Crawls two steps from the home page the page is on; answers what it requested and what broke. */
async function crawlFromHome(page: Page, origin: string): Promise<{ crawled: number; broken: Broken[] }> {
  const seen = new Set<string>(["/"]);
  const perShape = new Map<string, number>();
  const broken: Broken[] = [];

  /** Admits new targets under the caps; answers the ones admitted. */
  const admit = (hrefs: string[], base: string): string[] => {
    const admitted: string[] = [];
    for (const href of hrefs) {
      const target = internalTarget(href, base, origin);
      if (target === null || seen.has(target) || seen.size >= MAX_LINKS) continue;
      const shape = shapeOf(target);
      const count = perShape.get(shape) ?? 0;
      if (count >= MAX_PER_SHAPE) continue;
      perShape.set(shape, count + 1);
      seen.add(target);
      admitted.push(target);
    }
    return admitted;
  };

  // Step 1: the links of the home page as the browser drew it (after hydration, so client-only links count too).
  const homeHrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const firstStep = admit(homeHrefs, `${origin}/`);
  const secondStep: { target: string; from: string }[] = [];

  await eachInParallel(firstStep, async (target) => {
    const answer = await fetchTarget(page.request, target, origin);
    if (answer.status >= 400) broken.push({ target, from: "/", ...answer });
    if (answer.html === null) return;
    const hrefs = await hrefsOfHtml(page, answer.html);
    for (const next of admit(hrefs, `${origin}${answer.finalTarget}`)) secondStep.push({ target: next, from: target });
  });

  // Step 2: the addresses those pages link to, requested once each.
  await eachInParallel(secondStep, async ({ target, from }) => {
    const answer = await fetchTarget(page.request, target, origin);
    if (answer.status >= 400) broken.push({ target, from, status: answer.status, finalTarget: answer.finalTarget });
  });

  return { crawled: firstStep.length + secondStep.length + 1, broken };
}

test.describe("링크 점검", { tag: "@both" }, () => {
  test("비회원: 홈에서 두 단계 안의 내부 링크가 모두 열린다", async ({ page, baseURL }, testInfo) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await page.waitForLoadState("networkidle");

    const { crawled, broken } = await crawlFromHome(page, origin);
    console.log(`[link-crawl] ${testInfo.project.name} guest: ${crawled} addresses crawled`);
    expect(broken, "links answering 400 or more").toEqual([]);
    expect(crawled).toBeGreaterThan(20);
  });

  test("회원: 홈에서 두 단계 안의 내부 링크가 모두 열린다", async ({ page, request, baseURL }, testInfo) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    const member = newMember("crawl");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(`${origin}/`);
    await page.waitForLoadState("networkidle");

    const { crawled, broken } = await crawlFromHome(page, origin);
    console.log(`[link-crawl] ${testInfo.project.name} member: ${crawled} addresses crawled`);
    expect(broken, "links answering 400 or more").toEqual([]);
    expect(crawled).toBeGreaterThan(20);
    // Still logged in: nothing the crawl requested ended the session.
    const mypage = await page.request.get("/mypage", { maxRedirects: 0 });
    expect(mypage.status()).toBe(200);
  });
});

// SPEC §2's old addresses and the pages that replaced them (docs/decisions/049).
const OLD_ROUTES: [path: string, successor: string][] = [
  ["/category/old", "/category"],
  ["/items/test1", "/items"],
  ["/items/test2", "/items"],
  ["/search/index2", "/search"],
  ["/cart/index-bak", "/cart"],
];

test.describe("옛 주소", { tag: "@api" }, () => {
  for (const [path, successor] of OLD_ROUTES) {
    test(`${path}는 ${successor}로 영구 이동한다 (검색 조건 유지)`, async ({ request }) => {
      const query = "?keyword=%ED%95%9C%EC%9A%B0&livestock=hanwoo";
      const moved = await request.get(`${path}${query}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(`${successor}${query}`);
      const bare = await request.get(path, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toBe(successor);
      // The successor itself opens (the cart for a guest too).
      const landed = await request.get(`${path}${query}`);
      expect(landed.status()).toBe(200);
    });
  }
});
