import { errorBodySchema } from "@shop/contracts/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { renderBannerImage } from "./banner-image.renderer.js";
import { renderBrandLogo } from "./brand-logo.renderer.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("GET /images/banners/{kind}/{key}.svg", () => {
  it.each([
    ["/images/banners/main/hanwoo-holiday-gift.svg", 'width="1200" height="480"', "한우 명절 선물 기획전"],
    ["/images/banners/main-mobile/hanwoo-holiday-gift.svg", 'width="720" height="720"', "한우 명절 선물 기획전"],
    ["/images/banners/event/time-sale.svg", 'width="800" height="400"', "타임세일"],
    ["/images/banners/style-book/oxtail-gomtang.svg", 'width="800" height="600"', "꼬리반골 곰탕"],
    ["/images/banners/display/dry-aging.svg", 'width="1200" height="400"', "드라이에이징 전문관"],
  ])("draws %s", async (url, size, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toContain("max-age=86400");
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(size);
    expect(res.body).toContain(`<title>${title}`);
    const again = await get(url, { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("serves the picture every seeded URL points at", async () => {
    const urls = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === "string" && value.startsWith("/images/")) urls.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    for (const api of [
      "/api/display/promotion",
      "/api/display/dry-aging",
      "/api/display/safety",
      "/api/display/shop-info",
      "/api/display/delivery",
      "/api/display/brand",
      "/api/event?size=100",
      "/api/event?status=ended&size=100",
      "/api/style-book?size=100",
      "/api/brand/main",
      "/api/designated",
    ]) {
      collect((await get(api)).json());
    }
    expect(urls.size).toBeGreaterThan(40);
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  });

  it("answers 404 for a picture nothing has", async () => {
    for (const url of [
      "/images/banners/main/no-such-banner.svg",
      "/images/banners/event/no-such-event.svg",
      "/images/banners/style-book/no-such-recipe.svg",
      // The block exists but has no hero picture.
      "/images/banners/display/best.svg",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).code).toBe("NOT_FOUND");
    }
  });

  it.each([
    "/images/banners/poster/time-sale.svg",
    "/images/banners/event/time-sale.png",
    "/images/banners/event/Time_Sale.svg",
    "/images/banners/event/.svg",
  ])("%s is a 400", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).code).toBe("VALIDATION");
  });
});

describe("GET /images/brands/{id}.svg", () => {
  it("draws the brand's logo with its name", async () => {
    const res = await get("/images/brands/1.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.body).toContain("<title>농협안심한우</title>");
    expect(res.body).toContain(">한우</text>");
  });

  it("answers 404 for an unknown brand and 400 for a bad file", async () => {
    expect((await get("/images/brands/9999.svg")).statusCode).toBe(404);
    for (const url of ["/images/brands/0.svg", "/images/brands/abc.svg", "/images/brands/1.png"]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe("renderers", () => {
  const subject = {
    title: "한우 명절 선물 기획전",
    subTitle: "보냉 포장 무료",
    theme: "gift",
    backgroundColor: "#7e1426",
  };

  it("draw the same picture every time, and a different one for other text, theme or variant", () => {
    const svg = renderBannerImage(subject, "event");
    expect(renderBannerImage(subject, "event")).toBe(svg);
    expect(renderBannerImage({ ...subject, title: "타임세일" }, "event")).not.toBe(svg);
    expect(renderBannerImage({ ...subject, theme: "time-sale" }, "event")).not.toBe(svg);
    expect(renderBannerImage(subject, "main")).not.toBe(svg);
  });

  it("escape text for XML and fall back on a bad colour", () => {
    const svg = renderBannerImage({ ...subject, title: `<행사&"특가'>`, backgroundColor: "red;" }, "main");
    expect(svg).toContain("&#60;행사&#38;&#34;특가&#39;&#62;");
    expect(svg).not.toContain("<행사");
    expect(svg).not.toContain("red;");
    const logo = renderBrandLogo({ brandName: "<브랜드>", livestock: "unknown", livestockName: "기타" });
    expect(logo).toContain("&#60;브랜드&#62;");
  });

  it("break a long brand name over two lines", () => {
    const logo = renderBrandLogo({ brandName: "농협 신선마켓", livestock: "fresh", livestockName: "신선식품" });
    expect(logo).toContain(">농협</text>");
    expect(logo).toContain(">신선마켓</text>");
  });
});
