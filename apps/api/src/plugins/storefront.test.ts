import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../config.js";
import { multipartPayload } from "../test/multipart.js";
import { RawConnection, rawRequest } from "../test/raw-connection.js";
import { pageState } from "../test/storefront-fixture-state.js";
import { errorsPlugin } from "./errors.js";
import { PERMISSIONS_POLICY, securityPlugin } from "./security.js";
import { PAGE_UPLOAD_LIMIT_BYTES, storefrontPlugin } from "./storefront.js";

// The storefront on a three-route build (src/test/storefront-fixture), with the plugins app.ts registers before it;
// no API routes or database are needed for what is tested here.
let app: FastifyInstance;
let port: number;

const buildDir = fileURLToPath(new URL("../test/storefront-fixture", import.meta.url));

/** The part of the config the storefront reads: the mode and the sandboxes (docs/decisions/012). */
function modeConfig(mode: AppConfig["mode"], sandboxes: string[]): AppConfig {
  return { mode, sandboxes } as Partial<AppConfig> as AppConfig;
}

async function storefrontApp(config: AppConfig): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  instance.decorate("config", config);
  await instance.register(errorsPlugin);
  await instance.register(securityPlugin);
  await instance.register(storefrontPlugin, { buildDir, webDir: buildDir, dev: false });
  return instance;
}

beforeAll(async () => {
  app = await storefrontApp(modeConfig("demo", ["sms", "socialLogin", "payment"]));
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

function scriptSrc(csp: string | undefined): string {
  return (csp ?? "").split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
}

describe("storefront pages", () => {
  it("give every page's scripts a fresh nonce that the CSP allows, and no 'unsafe-inline' for scripts", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ method: "GET", url: "/form" });
      expect(res.statusCode).toBe(200);
      const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = scriptSrc(res.headers["content-security-policy"] as string);
      expect(policy).toContain(`'nonce-${nonce}'`);
      expect(policy).not.toContain("'unsafe-inline'");
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("carry the Permissions-Policy", async () => {
    const res = await app.inject({ method: "GET", url: "/form" });
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(PERMISSIONS_POLICY).toContain("payment=(self)");
  });

  it("send every Set-Cookie a loader gives", async () => {
    // Over a socket: app.inject's response object does not lose a repeated header the way Node's does.
    const res = await fetch(`http://127.0.0.1:${port}/cookies`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(["first=1; Path=/", "second=2; Path=/"]);
  });
});

describe("storefront page encoding", () => {
  // A page over the 1 KiB threshold: the form's action echoes a long field into the page.
  const review = "국내산 한우 등심이 정말 부드럽고 맛있어요. ".repeat(60);
  const postReview = (acceptEncoding: string) =>
    app.inject({
      method: "POST",
      url: "/form",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": acceptEncoding },
      payload: new URLSearchParams({ review }).toString(),
    });
  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    identity: (body) => body,
  };

  it.each([
    ["a browser (gzip, deflate, br)", "gzip, deflate, br", "br"],
    ["brotli preferred by weight", "gzip;q=0.5, br", "br"],
    ["gzip only", "gzip", "gzip"],
    ["gzip preferred by weight", "br;q=0.1, gzip", "gzip"],
    ["nothing it can decode", "identity", "identity"],
    ["no Accept-Encoding", "", "identity"],
  ])("compress a rendered page whole for %s, with its length", async (_name, acceptEncoding, expected) => {
    const res = await postReview(acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"] ?? "identity").toBe(expected);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(res.headers["transfer-encoding"]).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    const html = decoders[expected]!(res.rawPayload).toString();
    expect(pageState(html).actionData).toEqual({ fields: { review } });
  });

  it("send a page under 1 KiB as it is", async () => {
    const res = await app.inject({ method: "GET", url: "/form", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  });
});

describe("storefront load context", () => {
  it("tells every page demo mode and its sandboxes, from the API's config", async () => {
    const res = await app.inject({ method: "GET", url: "/form" });
    expect(pageState(res.body).loaderData.root).toEqual({
      page: "root",
      demo: { sandboxes: ["sms", "socialLogin", "payment"] },
    });
  });

  it("tells every page it is live (demo: null) in a live configuration, sandboxes or not", async () => {
    const live = await storefrontApp(modeConfig("live", ["sms", "socialLogin"]));
    try {
      const res = await live.inject({ method: "GET", url: "/form" });
      expect(pageState(res.body).loaderData.root).toEqual({ page: "root", demo: null });
    } finally {
      await live.close();
    }
  });
});

describe("storefront form posts", () => {
  it.each([
    ["a form (urlencoded)", "application/x-www-form-urlencoded", "loginId=hong1234&csrf=abc"],
    ["a form with its charset", "application/x-www-form-urlencoded; charset=UTF-8", "loginId=hong1234&csrf=abc"],
  ])("reach the action: %s", async (_name, contentType, payload) => {
    const res = await app.inject({ method: "POST", url: "/form", headers: { "content-type": contentType }, payload });
    expect(res.statusCode).toBe(200);
    expect(pageState(res.body).actionData).toEqual({ fields: { loginId: "hong1234", csrf: "abc" } });
  });

  it("reach the action: an empty form (a form with no fields)", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/form",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
    expect(pageState(res.body).actionData).toEqual({ fields: {} });
  });

  it("reach the action: a multipart form", async () => {
    const form = multipartPayload({ content: "맛있어요", score: 5 });
    const res = await app.inject({ method: "POST", url: "/form", headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect(pageState(res.body).actionData).toEqual({ fields: { content: "맛있어요", score: "5" } });
  });

  it("reach the action: a multipart form with files over the 1 MiB limit of other bodies", async () => {
    const photo = { field: "photos", filename: "steak.jpg", contentType: "image/jpeg", data: Buffer.alloc(4e6, 1) };
    const form = multipartPayload({ content: "맛있어요" }, [photo, photo]);
    const res = await app.inject({ method: "POST", url: "/form", headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect(pageState(res.body).actionData).toMatchObject({ fields: { content: "맛있어요" } });
  });

  it("refuse a multipart form over its own limit, in Korean", async () => {
    const file = {
      field: "files",
      filename: "big.pdf",
      contentType: "application/pdf",
      data: Buffer.alloc(PAGE_UPLOAD_LIMIT_BYTES + 1, 1),
    };
    const form = multipartPayload({}, [file]);
    const res = await app.inject({ method: "POST", url: "/form", headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain("요청 크기가 너무 큽니다.");
  });

  it("reach the action: a fetcher's submission (React Router's .data request)", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/form.data",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "loginId=hong1234",
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("hong1234");
  });

  const big = `loginId=${"a".repeat(1_100_000)}`;
  it.each([
    { name: "no body at all", status: 400, headers: {}, payload: undefined },
    { name: "JSON", status: 415, headers: { "content-type": "application/json" }, payload: '{"loginId":"a"}' },
    { name: "text/plain", status: 415, headers: { "content-type": "text/plain" }, payload: "loginId=a" },
    { name: "a body without a content type", status: 415, headers: {}, payload: "loginId=a" },
    { name: "a malformed content type", status: 415, headers: { "content-type": "form" }, payload: "loginId=a" },
    {
      name: "multipart without a boundary",
      status: 400,
      headers: { "content-type": "multipart/form-data" },
      payload: "loginId=a",
    },
    {
      name: "multipart that does not parse",
      status: 400,
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: "--xyz\r\nno headers here",
    },
    {
      name: "a form over the 1 MiB body limit",
      status: 413,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: big,
    },
  ])("are refused before React Router runs, in Korean: $name", async ({ status, headers, payload }) => {
    const res = await app.inject({
      method: "POST",
      url: "/form",
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toMatch(/<p>[가-힣 ]+\.<\/p>/);
    expect(res.body).not.toContain('id="state"');
  });

  it.each([
    { name: "JSON to a page (415)", status: 415, type: "application/json", bytes: 300_000 },
    { name: "a form over the body limit (413)", status: 413, type: "application/x-www-form-urlencoded", bytes: 2e6 },
  ])("never leave a kept-alive connection hanging: $name", async ({ status, type, bytes }) => {
    const connection = await RawConnection.open(port);
    try {
      const body = Buffer.from(`loginId=${"a".repeat(bytes)}`);
      connection.send(
        rawRequest({ method: "POST", path: "/user/logout", headers: { "Content-Type": type }, body, chunked: true }),
      );
      const first = await connection.nextAnswer();
      expect(first).toMatchObject({ kind: "answer", status });
      connection.send(rawRequest({ method: "GET", path: "/form" }));
      const next = await connection.nextAnswer();
      if (next.kind === "closed") expect(first.kind === "answer" && first.headers.connection).toBe("close");
      else expect(next).toMatchObject({ kind: "answer", status: 200 });
    } finally {
      connection.close();
    }
  });
});
