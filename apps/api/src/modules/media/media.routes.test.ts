import { errorBodySchema } from "@shop/contracts/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoItem } from "../../db/seed/catalog.factory.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { renderItemImage } from "./item-image.renderer.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const first = buildDemoItem(0);

describe("GET /images/items/:itemUserCode/:n.svg", () => {
  it("draws the item's cut as a cacheable SVG", async () => {
    const res = await t.app.inject({ method: "GET", url: first.images[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toContain("max-age=86400");
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(`>${first.item.cutName}</text>`);
    expect(res.body).toContain("<title>자체가공육 양념 목살</title>");

    const again = await t.app.inject({ method: "GET", url: first.images[0]!.url });
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const res = await t.app.inject({ method: "GET", url: first.images[0]!.url });
    const cached = await t.app.inject({
      method: "GET",
      url: first.images[0]!.url,
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    const stale = await t.app.inject({
      method: "GET",
      url: first.images[0]!.url,
      headers: { "if-none-match": '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("404s for an unknown item or a picture the item does not have", async () => {
    for (const url of ["/images/items/G9999999/1.svg", `/images/items/G0000001/${first.images.length + 1}.svg`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json())).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
  });

  it.each(["/images/items/G0000001/1.png", "/images/items/G0000001/0.svg", "/images/items/G0000001/abc.svg"])(
    "%s is a 400",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).code).toBe("VALIDATION");
    },
  );
});

describe("renderItemImage", () => {
  const subject = { livestock: "hanwoo", livestockName: "한우", cutName: "등심", grade: "1++", n: 1 };

  it("is deterministic and differs by cut, grade and picture number", () => {
    const svg = renderItemImage(subject);
    expect(renderItemImage(subject)).toBe(svg);
    expect(renderItemImage({ ...subject, cutName: "안심" })).not.toBe(svg);
    expect(renderItemImage({ ...subject, grade: "2" })).not.toBe(svg);
    expect(renderItemImage({ ...subject, n: 2 })).not.toBe(svg);
    expect(svg).toContain(">1++등급</text>");
  });

  it("escapes text for XML", () => {
    const svg = renderItemImage({ ...subject, cutName: `<갈비&"살'>` });
    expect(svg).toContain("&#60;갈비&#38;&#34;살&#39;&#62;");
    expect(svg).not.toContain("<갈비");
  });
});
