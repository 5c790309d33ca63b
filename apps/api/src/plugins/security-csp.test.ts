import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { AppConfig } from "../config.js";
import { paymentWindowOrigins, securityPlugin } from "./security.js";

// The payment window's origin in the Content-Security-Policy: NICEPAY's JS SDK (live) is allowed for scripts, frames
// and form posts, and nothing else is; the shop's own sandbox script needs no exception.

function configOf(sandboxes: string[], jsUrl?: string): AppConfig {
  return { sandboxes, ...(jsUrl ? { NICEPAY_JS_URL: jsUrl } : {}) } as Partial<AppConfig> as AppConfig;
}

async function cspOf(config: AppConfig): Promise<Map<string, string>> {
  const app = Fastify({ logger: false });
  app.decorate("config", config);
  await app.register(securityPlugin);
  app.get("/page", async () => "ok");
  const response = await app.inject({ method: "GET", url: "/page" });
  await app.close();
  const header = String(response.headers["content-security-policy"]);
  return new Map(
    header.split(";").map((directive) => {
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
