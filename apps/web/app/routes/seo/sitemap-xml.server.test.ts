import { SITEMAP_MAX_ITEM_FILES, type Sitemap } from "@shop/contracts/sitemap";
import { describe, expect, it, vi } from "vitest";
import { publicOrigin } from "../../lib/public-origin.server";
import {
  indexEntries,
  itemEntries,
  parseItemFilePath,
  STATIC_PATHS,
  sitemapIndexXml,
  staticEntries,
  urlsetXml,
} from "./sitemap-xml.server";

const ORIGIN = "https://shop.example.com";

function outline(overrides: Partial<Sitemap> = {}): Sitemap {
  return { itemsPerFile: 50_000, itemFiles: [], categories: [], brands: [], events: [], ...overrides };
}

describe("urlsetXml", () => {
  it("writes absolute, entity-escaped URLs with their days", () => {
    const xml = urlsetXml(ORIGIN, [
      { path: "/items?livestock=hanwoo&sellerId=90000000" },
      { path: "/items/G0000001", lastmod: "2026-11-01" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://shop.example.com/items?livestock=hanwoo&amp;sellerId=90000000</loc></url>",
        "<url><loc>https://shop.example.com/items/G0000001</loc><lastmod>2026-11-01</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it.each([
    ["a quote and apostrophe", `/event/a"b'c`, "https://shop.example.com/event/a%22b&apos;c"],
    ["angle brackets", "/event/<b>", "https://shop.example.com/event/%3Cb%3E"],
    ["Hangul", "/event/한우", "https://shop.example.com/event/%ED%95%9C%EC%9A%B0"],
    ["an ampersand already encoded", "/items?q=a%26b&x=1", "https://shop.example.com/items?q=a%26b&amp;x=1"],
  ])("escapes %s", (_name, path, loc) => {
    expect(urlsetXml(ORIGIN, [{ path }])).toContain(`<loc>${loc}</loc>`);
  });
});

describe("sitemapIndexXml and indexEntries", () => {
  it("lists the static file, then each item file with its newest day", () => {
    const entries = indexEntries(
      outline({
        itemFiles: [
          { file: 1, itemCount: 50_000, lastmod: "2026-11-20" },
          { file: 3, itemCount: 12, lastmod: "2026-11-21" },
        ],
        categories: [{ id: 1, depth: 1, livestock: "", lastmod: "2026-10-01" }],
        events: [{ link: "gift", lastmod: "2026-11-02" }],
      }),
    );
    expect(entries).toEqual([
      { path: "/sitemap-static.xml", lastmod: "2026-11-02" },
      { path: "/sitemap-items-1.xml", lastmod: "2026-11-20" },
      { path: "/sitemap-items-3.xml", lastmod: "2026-11-21" },
    ]);
    expect(sitemapIndexXml(ORIGIN, entries)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<sitemap><loc>https://shop.example.com/sitemap-static.xml</loc><lastmod>2026-11-02</lastmod></sitemap>",
        "<sitemap><loc>https://shop.example.com/sitemap-items-1.xml</loc><lastmod>2026-11-20</lastmod></sitemap>",
        "<sitemap><loc>https://shop.example.com/sitemap-items-3.xml</loc><lastmod>2026-11-21</lastmod></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });

  it("lists the static file alone for an empty catalog", () => {
    expect(indexEntries(outline())).toEqual([{ path: "/sitemap-static.xml" }]);
  });

  it("leaves out and reports item files past the routed ones", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const files = Array.from({ length: SITEMAP_MAX_ITEM_FILES + 2 }, (_, i) => ({
      file: i + 1,
      itemCount: 1,
      lastmod: "2026-11-01",
    }));
    const entries = indexEntries(outline({ itemFiles: files }));
    expect(entries).toHaveLength(1 + SITEMAP_MAX_ITEM_FILES);
    expect(entries.at(-1)?.path).toBe(`/sitemap-items-${SITEMAP_MAX_ITEM_FILES}.xml`);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("2 item files"));
    error.mockRestore();
  });
});

describe("staticEntries", () => {
  it("adds categories, brand lists and live events to the static pages, each path once", () => {
    const entries = staticEntries(
      outline({
        categories: [
          { id: 1, depth: 1, livestock: "hanwoo", lastmod: "2026-10-01" },
          { id: 2, depth: 1, livestock: "meat-processing", lastmod: "2026-10-02" },
          { id: 12, depth: 2, livestock: "hanwoo", lastmod: "2026-10-03" },
          { id: 12, depth: 2, livestock: "hanwoo", lastmod: "2026-10-03" },
        ],
        brands: [{ sellerId: 90000000, livestock: "hanwoo" }],
        events: [{ link: "한우 선물", lastmod: "2026-11-02" }],
      }),
    );
    expect(entries.slice(0, STATIC_PATHS.length).map((entry) => entry.path)).toEqual(STATIC_PATHS);
    expect(entries.slice(STATIC_PATHS.length)).toEqual([
      { path: "/items?livestock=hanwoo", lastmod: "2026-10-01" },
      { path: "/category/2", lastmod: "2026-10-02" },
      { path: "/category/12", lastmod: "2026-10-03" },
      { path: "/items?livestock=hanwoo&sellerId=90000000" },
      { path: "/event/%ED%95%9C%EC%9A%B0%20%EC%84%A0%EB%AC%BC", lastmod: "2026-11-02" },
    ]);
  });

  it("keeps member, checkout and noindex pages out", () => {
    for (const path of ["/mypage", "/cart", "/search", "/user/login", "/notice", "/faq"]) {
      expect(STATIC_PATHS).not.toContain(path);
    }
  });
});

describe("itemEntries and parseItemFilePath", () => {
  it("makes item pages of the codes, encoded", () => {
    expect(itemEntries({ file: 1, list: [{ itemUserCode: "G 1/2", lastmod: "2026-01-02" }] })).toEqual([
      { path: "/items/G%201%2F2", lastmod: "2026-01-02" },
    ]);
  });

  it.each([
    ["/sitemap-items-1.xml", 1],
    ["/sitemap-items-20.xml", 20],
    ["/sitemap-items-0.xml", null],
    ["/sitemap-items-01.xml", null],
    ["/sitemap-items-x.xml", null],
    ["/sitemap-items-1.xml/", null],
    ["/sitemap.xml", null],
  ])("reads %s as file %s", (pathname, file) => {
    expect(parseItemFilePath(pathname)).toBe(file);
  });
});

describe("publicOrigin", () => {
  it.each([
    ["the configured origin wins", "https://shop.example.com", {}, { origin: ORIGIN, fromRequest: false }],
    ["the request's own", "", {}, { origin: "http://127.0.0.1:4106", fromRequest: true }],
    [
      "a TLS proxy's forwarded scheme and host",
      "",
      { "x-forwarded-proto": "https", "x-forwarded-host": "meat.example.kr, inner" },
      { origin: "https://meat.example.kr", fromRequest: true },
    ],
    [
      "a forwarded scheme alone",
      "",
      { "x-forwarded-proto": "https" },
      { origin: "https://127.0.0.1:4106", fromRequest: true },
    ],
    [
      "an unreadable forwarded host",
      "",
      { "x-forwarded-host": "a b" },
      { origin: "http://127.0.0.1:4106", fromRequest: true },
    ],
    [
      "a forwarded scheme it does not know",
      "",
      { "x-forwarded-proto": "gopher" },
      { origin: "http://127.0.0.1:4106", fromRequest: true },
    ],
  ])("%s", (_name, configured, headers, expected) => {
    const request = new Request("http://127.0.0.1:4106/sitemap.xml", { headers });
    expect(publicOrigin(request, configured || undefined)).toEqual(expected);
  });
});
