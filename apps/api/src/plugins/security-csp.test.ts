import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { AppConfig } from "../config.js";
import { cspNonceOf, paymentWindowOrigins, securityPlugin } from "./security.js";

// The payment window's origin in the Content-Security-Policy: NICEPAY's JS SDK (live) is allowed for scripts, frames
// and form posts, and nothing else is; the shop's own sandbox script needs no exception.

function configOf(sandboxes: string[], jsUrl?: string): AppConfig {
  return { sandboxes, ...(jsUrl ? { NICEPAY_JS_URL: jsUrl } : {}) } as Partial<AppConfig> as AppConfig;
}

async function cspOf(config: AppConfig): Promise<Map<string, string>> {
  const app = Fastify({ logger: false });
  app.decorate("config", config);
  await app.register(securityPlugin);
  // A page writing an inline script, as the storefront and the payment sandbox do.
  app.get("/page", async (_request, reply) =>
    reply.type("text/html").send(`<script nonce="${cspNonceOf(reply)}"></script>`),
  );
  const response = await app.inject({ method: "GET", url: "/page" });
  await app.close();
  return directivesOf(response.headers["content-security-policy"]);
}

function directivesOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(";")
      .map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

describe("paymentWindowOrigins", () => {
  it.each([
    { case: "the shop's sandbox", config: configOf(["payment"]), origins: [] },
    { case: "NICEPAY live", config: configOf([]), origins: ["https://pay.nicepay.co.kr"] },
    {
      case: "NICEPAY's own test window",
      config: configOf([], "https://sandbox-pay.nicepay.co.kr/v1/js/"),
      origins: ["https://sandbox-pay.nicepay.co.kr"],
    },
    { case: "a script path on this shop", config: configOf([], "/api/dev/pg/v1/js"), origins: [] },
  ])("$case: $origins", ({ config, origins }) => {
    expect(paymentWindowOrigins(config)).toEqual(origins);
  });
});

describe("the Content-Security-Policy and the payment window", () => {
  it("allows NICEPAY's origin for the script, its frame and its form post in a live configuration", async () => {
    const csp = await cspOf(configOf([]));
    expect(csp.get("script-src")).toMatch(/^'self' 'nonce-[^']+' https:\/\/pay\.nicepay\.co\.kr$/);
    expect(csp.get("frame-src")).toBe("'self' https://pay.nicepay.co.kr");
    expect(csp.get("form-action")).toBe("'self' https://pay.nicepay.co.kr");
    // Nothing else widens: data calls, images and being framed stay the shop's own.
    expect(csp.get("connect-src")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'self'");
  });

  it("keeps everything on the shop's origin with the sandbox", async () => {
    const csp = await cspOf(configOf(["payment"]));
    expect(csp.get("script-src")).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(csp.get("frame-src")).toBe("'self'");
    expect(csp.get("form-action")).toBe("'self'");
  });
});

describe("the script nonce", () => {
  it("is made for an answer that writes an inline script, fresh each time and the one its policy allows", async () => {
    const app = Fastify({ logger: false });
    app.decorate("config", configOf(["payment"]));
    await app.register(securityPlugin);
    app.get("/page", async (_request, reply) => {
      // Asked twice within one answer: the same nonce.
      const nonce = cspNonceOf(reply);
      expect(cspNonceOf(reply)).toBe(nonce);
      return reply.type("text/html").send(`<script nonce="${nonce}"></script>`);
    });
    app.get("/data", async () => ({ ok: true }));
    const pages = await Promise.all([1, 2].map(() => app.inject({ method: "GET", url: "/page" })));
    const data = await app.inject({ method: "GET", url: "/data" });
    await app.close();

    const nonces = pages.map((page) => /nonce="([^"]+)"/.exec(page.body)?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    pages.forEach((page, i) => {
      expect(directivesOf(page.headers["content-security-policy"]).get("script-src")).toBe(
        `'self' 'nonce-${nonces[i]}'`,
      );
    });
    // An answer that writes no script allows no inline script at all, and the rest of its policy is the same.
    const dataPolicy = directivesOf(data.headers["content-security-policy"]);
    expect(dataPolicy.get("script-src")).toBe("'self'");
    const pagePolicy = directivesOf(pages[0]?.headers["content-security-policy"]);
    pagePolicy.delete("script-src");
    dataPolicy.delete("script-src");
    expect(dataPolicy).toEqual(pagePolicy);
  });
});
