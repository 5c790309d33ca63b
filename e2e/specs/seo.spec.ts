import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";

// robots.txt and the sitemap files as a crawler gets them from the running shop. The XML is read by
// Chromium's own parser (DOMParser), so a stray '&' or a wrong namespace fails here. The e2e shop
// runs without PUBLIC_ORIGIN: absolute URLs take the request's origin.

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

interface ParsedXml {
  errors: number;
  root: string;
  namespace: string | null;
  locs: string[];
  lastmods: string[];
}

async function fetchXml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  return response.text();
}

function parseXml(page: Page, text: string): Promise<ParsedXml> {
  return page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const texts = (tag: string) => Array.from(doc.getElementsByTagNameNS(ns, tag), (el) => el.textContent ?? "");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: texts("loc"),
        lastmods: texts("lastmod"),
      };
    },
    { text, ns: SITEMAP_NS },
  );
}

interface Outline {
  itemFiles: { file: number; itemCount: number }[];
}

test.describe("robots.txt", { tag: "@api" }, () => {
  test("opens the catalog, closes private paths and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    expect((await response.text()).split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /mypage",
      "Disallow: /cart",
      "Disallow: /order",
      "Disallow: /user",
      "Disallow: /api/",
      "Disallow: /popup",
      "Disallow: /demo",
      "",
      `Sitemap: ${new URL("/sitemap.xml", baseURL).href}`,
      "",
    ]);
  });

  test("behind a TLS proxy names the forwarded origin and varies on it", async ({ request }) => {
    const response = await request.get("/robots.txt", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "meat.example.kr" },
    });
    expect(await response.text()).toContain("\nSitemap: https://meat.example.kr/sitemap.xml\n");
    expect(response.headers().vary).toMatch(/X-Forwarded-Host/);
  });
});

test.describe("sitemap", { tag: "@pc" }, () => {
  test("the index lists the static file and every item file the API reports, and nothing more", async ({
    page,
    request,
    baseURL,
  }) => {
    const outline = (await (await request.get("/api/sitemap")).json()) as Outline;
    expect(outline.itemFiles.length).toBeGreaterThan(0);
    const index = await parseXml(page, await fetchXml(request, "/sitemap.xml"));
    expect(index).toMatchObject({ errors: 0, root: "sitemapindex", namespace: SITEMAP_NS });
    const origin = new URL(baseURL!).origin;
    expect(index.locs).toEqual([
      `${origin}/sitemap-static.xml`,
      ...outline.itemFiles.map((file) => `${origin}/sitemap-items-${file.file}.xml`),
    ]);
    expect(index.lastmods.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);

    // Every listed item file holds its items; the next number is no file.
    for (const file of outline.itemFiles) {
      const items = await parseXml(page, await fetchXml(request, `/sitemap-items-${file.file}.xml`));
      expect(items).toMatchObject({ errors: 0, root: "urlset", namespace: SITEMAP_NS });
      expect(items.locs).toHaveLength(file.itemCount);
      expect(items.lastmods).toHaveLength(file.itemCount);
      expect(items.locs.every((loc) => loc.startsWith(`${origin}/items/`))).toBe(true);
    }
    expect(index.locs.some((loc) => loc.endsWith("/sitemap-items-1.xml"))).toBe(true);
    const past = outline.itemFiles.at(-1)!.file + 1;
    expect((await request.get(`/sitemap-items-${past}.xml`)).status()).toBe(404);
  });

  test("the item file links the item pages by their codes", async ({ page, request, baseURL }) => {
    const items = await parseXml(page, await fetchXml(request, "/sitemap-items-1.xml"));
    expect(items.locs[0]).toBe(`${new URL(baseURL!).origin}/items/G0000001`);
    expect(new Set(items.locs).size).toBe(items.locs.length);
  });

  test("the static file escapes its URLs and keeps private pages out", async ({ page, request, baseURL }) => {
    const text = await fetchXml(request, "/sitemap-static.xml");
    // Brand lists carry two query parameters: the '&' is written as an entity, never bare.
    expect(text).toMatch(/\/items\?livestock=[a-z-]+&amp;sellerId=\d+<\/loc>/);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const parsed = await parseXml(page, text);
    expect(parsed).toMatchObject({ errors: 0, root: "urlset", namespace: SITEMAP_NS });
    const origin = new URL(baseURL!).origin;
    expect(parsed.locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/items`,
        `${origin}/company/about`,
        `${origin}/items?livestock=hanwoo`,
        `${origin}/items?livestock=hanwoo&sellerId=90000000`,
      ]),
    );
    // The events live now (the demo's are dated), each under /event/{link}.
    const live = (await (await request.get("/api/event?size=100")).json()) as { list: { link: string }[] };
    expect(live.list.length).toBeGreaterThan(0);
    expect(parsed.locs).toEqual(
      expect.arrayContaining(live.list.map((event) => `${origin}/event/${encodeURIComponent(event.link)}`)),
    );
    expect(parsed.locs.filter((loc) => /\/category\/\d+$/.test(loc)).length).toBeGreaterThan(10);
    expect(new Set(parsed.locs).size).toBe(parsed.locs.length);
    for (const loc of parsed.locs) {
      expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      expect(new URL(loc).pathname, loc).not.toMatch(/^\/(mypage|cart|order|user|api|popup|search)\b/);
    }
  });
});
