import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../config.js";
import { bearer, signedPost } from "../test/auth-client.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { COMPRESSION_THRESHOLD, compressionPlugin } from "./compression.js";
import { errorsPlugin } from "./errors.js";
import { securityPlugin } from "./security.js";
import { storefrontPlugin } from "./storefront.js";

// API answers compressed by Accept-Encoding (API_COMPRESSION, docs/decisions/025): JSON over 1 KiB only, never a
// PDF, never the storefront's pages, and nothing with the switch off.

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp(), createTestApp({ env: { API_COMPRESSION: "off" } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
});

// A page of 20 item cards: several KiB of JSON.
const LIST = "/api/item?livestock=hanwoo&page=1&size=20";

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers });

describe("API answers over 1 KiB", () => {
  it.each([
    { accept: "gzip", encoding: "gzip", decode: gunzipSync },
    { accept: "br", encoding: "br", decode: brotliDecompressSync },
    // A browser's list: gzip is preferred when both are accepted (cheaper on the shop's CPU for about the same size).
    { accept: "gzip, deflate, br", encoding: "gzip", decode: gunzipSync },
    { accept: "br;q=1, gzip;q=0.5", encoding: "br", decode: brotliDecompressSync },
  ])("Accept-Encoding: $accept → $encoding, the same JSON decoded", async ({ accept, encoding, decode }) => {
    const plain = await get(t, LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const packed = await get(t, LIST, { "accept-encoding": accept });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers["content-encoding"]).toBe(encoding);
    expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
    expect(packed.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(Number(packed.headers["content-length"])).toBe(packed.rawPayload.length);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("the item detail too", async () => {
    const packed = await get(t, "/api/item/G0000001", { "accept-encoding": "gzip" });
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(itemDetailResponseSchema.parse(JSON.parse(gunzipSync(packed.rawPayload).toString("utf8")))).toEqual(
      (await get(t, "/api/item/G0000001")).json(),
    );
  });

  it("go as they are without Accept-Encoding, or with identity or an encoding the shop does not make", async () => {
    const cases: Record<string, string>[] = [{}, { "accept-encoding": "identity" }, { "accept-encoding": "compress" }];
    for (const headers of cases) {
      const res = await get(t, LIST, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json().list).toHaveLength(20);
    }
  });

  it("go as they are with API_COMPRESSION=off", async () => {
    const res = await get(off, LIST, { "accept-encoding": "gzip, br" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual((await get(t, LIST)).json());
  });
});

describe("what is not compressed", () => {
  it("an answer under 1 KiB", async () => {
    const res = await get(t, "/api/healthcheck", { "accept-encoding": "gzip, br" });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("a PDF: the quote of a guest's cart comes back as PDF bytes", async () => {
    const token = (await signedPost(t.app, "/api/auth/guest-token", {})).json().token as string;
    const detail = itemDetailResponseSchema.parse((await get(t, "/api/item/G0000001")).json());
    const option = detail.options.find((candidate) => !candidate.soldOut)!;
    const added = await t.app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers: bearer(token),
      payload: { arrayRequiredItems: [{ itemId: detail.item.itemId, optionId: option.optionId, quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(200);

    const pdf = await get(t, "/api/cart/quote/pdf", { ...bearer(token), "accept-encoding": "gzip, deflate, br" });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("the storefront's pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // As server.ts puts them together: the API's plugins, then the storefront (on its three-route fixture build).
    app = Fastify({ logger: false });
    app.decorate("config", { mode: "demo", sandboxes: [], API_COMPRESSION: true } as Partial<AppConfig> as AppConfig);
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    app.get("/api/big", async () => ({ text: "한우".repeat(1000) }));
    const buildDir = fileURLToPath(new URL("../test/storefront-fixture", import.meta.url));
    await app.register(storefrontPlugin, { buildDir, webDir: buildDir, dev: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it("are left to the storefront: no compression hook on page routes, an API route beside them compressed", async () => {
    for (const accept of ["br", "gzip", "gzip, deflate, br"]) {
      const page = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": accept } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      // Whatever the storefront chose, one decoding gives the page: it was compressed at most once.
      const encoding = page.headers["content-encoding"];
      const html =
        encoding === "br"
          ? brotliDecompressSync(page.rawPayload)
          : encoding === "gzip"
            ? gunzipSync(page.rawPayload)
            : page.rawPayload;
      expect(html.toString("utf8")).toContain('<pre id="state">');
    }

    const api = await app.inject({ method: "GET", url: "/api/big", headers: { "accept-encoding": "br" } });
    expect(api.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString("utf8")).text).toHaveLength(2000);
  });
});
