import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, JOIN_PASSWORD, joinMember, loginToken, signatureHeaders } from "../test/auth-client.js";
import { IMAGE_SAMPLES, multipartPayload } from "../test/multipart.js";
import { type RawConnection as Connection, RawConnection, rawRequest } from "../test/raw-connection.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { PERMISSIONS_POLICY } from "./security.js";

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function signed(body: Buffer) {
  return signatureHeaders(t.app.config.AUTH_CLIENT_SECRET, body.toString("latin1"));
}

const big = (bytes: number) => Buffer.from(`{"salesonId":"${"a".repeat(bytes)}"}`);

describe("an early refusal never leaves the connection hanging", () => {
  // Each sends a body the server refuses before reading all of it; the next request on the same keep-alive socket
  // must then be answered, or the socket closed so the client reconnects — never left waiting (the probe saw ~73 s).
  const cases: {
    name: string;
    status: number;
    request: () => Buffer | Promise<Buffer>;
  }[] = [
    {
      name: "a signed token call over its 16 KiB limit (Content-Length)",
      status: 413,
      request: () => {
        const body = big(300_000);
        return rawRequest({
          method: "POST",
          path: "/api/auth/guest-token",
          headers: { "Content-Type": "application/json", ...signed(body) },
          body,
        });
      },
    },
    {
      name: "a signed token call over its 16 KiB limit (chunked)",
      status: 413,
      request: () => {
        const body = big(300_000);
        return rawRequest({
          method: "POST",
          path: "/api/auth/guest-token",
          headers: { "Content-Type": "application/json", ...signed(body) },
          body,
          chunked: true,
        });
      },
    },
    {
      name: "a body over the 1 MiB limit of every route",
      status: 413,
      request: () =>
        rawRequest({
          method: "POST",
          path: "/api/auth/send-auth-number",
          headers: { "Content-Type": "application/json" },
          body: big(1_500_000),
        }),
    },
    {
      name: "a body over the 1 MiB limit, chunked",
      status: 413,
      request: () =>
        rawRequest({
          method: "POST",
          path: "/api/auth/send-auth-number",
          headers: { "Content-Type": "application/json" },
          body: big(1_500_000),
          chunked: true,
        }),
    },
    {
      name: "a member route refusing an anonymous call before reading its body (401)",
      status: 401,
      request: () =>
        rawRequest({
          method: "POST",
          path: "/api/item/G0000001/restock",
          headers: { "Content-Type": "application/json" },
          body: big(300_000),
        }),
    },
    {
      name: "a review photo over 5 MB, refused while it streams in (the rest of the form unread)",
      status: 400,
      request: async () => {
        const member = await joinMember(t.app);
        const token = await loginToken(t.app, member.loginId, JOIN_PASSWORD);
        const photo = Buffer.concat([IMAGE_SAMPLES.jpeg, Buffer.alloc(6 * 1024 * 1024, 1)]);
        const form = multipartPayload({ itemUserCode: "G0000001", orderItemId: 1, score: 5, content: "맛있어요" }, [
          { field: "photos", filename: "big.jpg", contentType: "image/jpeg", data: photo },
          { field: "photos", filename: "more.jpg", contentType: "image/jpeg", data: photo },
        ]);
        return rawRequest({
          method: "POST",
          path: "/api/item/review",
          headers: { ...form.headers, ...bearer(token) },
          body: form.payload,
        });
      },
    },
    {
      name: "a content type no route reads (415)",
      status: 415,
      request: () =>
        rawRequest({
          method: "POST",
          path: "/api/auth/send-auth-number",
          headers: { "Content-Type": "text/xml" },
          body: big(300_000),
        }),
    },
  ];

  it.each(cases)("$name", async ({ status, request }) => {
    const connection: Connection = await RawConnection.open(port);
    try {
      connection.send(await request());
      const first = await connection.nextAnswer();
      expect(first).toMatchObject({ kind: "answer", status });
      const refusal = first.kind === "answer" ? first : null;
      expect(JSON.parse(refusal?.body ?? "{}").message).toMatch(/[가-힣]/);

      connection.send(rawRequest({ method: "GET", path: "/api/healthcheck" }));
      const next = await connection.nextAnswer();
      if (next.kind === "closed") expect(refusal?.headers.connection).toBe("close");
      else expect(next).toMatchObject({ kind: "answer", status: 200 });
    } finally {
      connection.close();
    }
  });

  it("keeps the connection of an ordinary refusal whose body was read", async () => {
    const connection = await RawConnection.open(port);
    try {
      const body = Buffer.from('{"salesonId":"x"}');
      connection.send(
        rawRequest({
          method: "POST",
          path: "/api/auth/guest-token",
          headers: { "Content-Type": "application/json", "X-Timestamp": "1", "X-Signature": "0".repeat(64) },
          body,
        }),
      );
      const first = await connection.nextAnswer();
      expect(first).toMatchObject({ kind: "answer", status: 401 });
      expect(first.kind === "answer" && first.headers.connection).toBe("keep-alive");
      connection.send(rawRequest({ method: "GET", path: "/api/healthcheck" }));
      expect(await connection.nextAnswer()).toMatchObject({ kind: "answer", status: 200 });
    } finally {
      connection.close();
    }
  });
});

describe("security headers", () => {
  it("carry the Permissions-Policy and a script policy with no inline script at all on API answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/healthcheck" });
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=(self)"]) {
      expect(PERMISSIONS_POLICY).toContain(feature);
    }
    const csp = String(res.headers["content-security-policy"]);
    // JSON writes no script: neither a nonce nor 'unsafe-inline' (pages get their nonce, security-csp.test.ts).
    expect(csp.split(";").find((directive) => directive.startsWith("script-src "))).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
