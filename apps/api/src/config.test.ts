import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import {
  DEMO_SECRETS,
  describeMode,
  loadConfig,
  PROVIDERS,
  type ProviderSpec,
  repoRoot,
  SANDBOX_CAFE24_KEYS,
  SANDBOX_JUSO_CONFIRM_KEY,
  SANDBOX_NICEPAY_KEYS,
} from "./config.js";

const secrets = {
  SESSION_SECRET: "test-session-secret-0123456789",
  AUTH_CLIENT_SECRET: "test-client-secret-0123456789",
};

describe("PUBLIC_ORIGIN", () => {
  it.each([
    ["empty means unset", "", undefined],
    ["an https origin", "https://shop.example.com", "https://shop.example.com"],
    ["a trailing slash and upper case are normalised", "https://Shop.Example.com/", "https://shop.example.com"],
    ["a port is kept", "http://127.0.0.1:4106", "http://127.0.0.1:4106"],
    ["the default port is dropped", "https://shop.example.com:443", "https://shop.example.com"],
  ])("%s", (_name, value, origin) => {
    expect(loadConfig({ ...secrets, PUBLIC_ORIGIN: value }).PUBLIC_ORIGIN).toBe(origin);
  });

  it.each([
    ["a path", "https://shop.example.com/shop"],
    ["a query", "https://shop.example.com/?a=1"],
    ["credentials", "https://user:pw@shop.example.com"],
    ["another scheme", "ftp://shop.example.com"],
    ["no scheme", "shop.example.com"],
  ])("refuses %s", (_name, value) => {
    expect(() => loadConfig({ ...secrets, PUBLIC_ORIGIN: value })).toThrow(
      "PUBLIC_ORIGIN: PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example.com",
    );
  });
});

describe("LIST_PAGE_CACHE", () => {
  it.each([
    [undefined, true],
    ["true", true],
    ["false", false],
  ])("%s gives %s", (value, expected) => {
    const env = value === undefined ? secrets : { ...secrets, LIST_PAGE_CACHE: value };
    expect(loadConfig(env).LIST_PAGE_CACHE).toBe(expected);
  });

  it("refuses anything but true or false", () => {
    expect(() => loadConfig({ ...secrets, LIST_PAGE_CACHE: "off" })).toThrow("LIST_PAGE_CACHE");
  });
});

describe("demo mode or a live configuration", () => {
  const real = {
    SESSION_SECRET: "k3Jx9vQ2mW7pL4tR8yB1nF6hD0sG5cZa",
    AUTH_CLIENT_SECRET: "Vb8Nq2Lw5Xe9Rt3Yu7Io1Pa4Sd6Fg0Hj",
  };
  const off = { DEV_TOOLS: "false" };

  it.each([
    [
      "nothing set",
      {},
      { mode: "demo", devTools: true, apiDocs: true, demoSecrets: ["SESSION_SECRET", "AUTH_CLIENT_SECRET"] },
    ],
    [
      "nothing set, production (npm start)",
      { NODE_ENV: "production" },
      { mode: "demo", devTools: true, apiDocs: true },
    ],
    ["empty secrets (a copied .env.example)", { SESSION_SECRET: "", AUTH_CLIENT_SECRET: "" }, { mode: "demo" }],
    [
      "demo mode with the dev routes switched off (bench)",
      { NODE_ENV: "production", ...off },
      { mode: "demo", devTools: false },
    ],
    [
      "SHOP_MODE=demo in production",
      { NODE_ENV: "production", SHOP_MODE: "demo", ...real },
      { mode: "demo", devTools: true, demoSecrets: [] },
    ],
    [
      "SHOP_MODE=demo keeps a secret that is set",
      { SHOP_MODE: "demo", SESSION_SECRET: real.SESSION_SECRET },
      { mode: "demo", demoSecrets: ["AUTH_CLIENT_SECRET"] },
    ],
    [
      "real secrets in development",
      { NODE_ENV: "development", ...real },
      { mode: "live", devTools: true, apiDocs: true, demoSecrets: [] },
    ],
    [
      "test secrets in the test env (test-app.ts)",
      { NODE_ENV: "test", ...secrets },
      { mode: "live", devTools: true, apiDocs: true },
    ],
  ])("%s", (_name, env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  // A later provider's keys (issue 11's NICEPAY) by the same rule: keys set mean the real provider.
  const payment: Record<string, ProviderSpec> = {
    payment: { label: "NICEPAY", keys: ["NICEPAY_CLIENT_KEY", "NICEPAY_SECRET_KEY"] },
  };
  const nicepay = { NICEPAY_CLIENT_KEY: "R2_client", NICEPAY_SECRET_KEY: "secret-key-0123" };

  it.each([
    ["real secrets and keys, dev routes off", { ...real, ...nicepay, ...off }, { devTools: false, apiDocs: false }],
    ["the API docs on by choice", { ...real, ...nicepay, ...off, API_DOCS: "true" }, { apiDocs: true }],
  ])("a live production start with %s", (_name, env, expected) => {
    const config = loadConfig({ NODE_ENV: "production", ...env }, payment);
    expect(config).toMatchObject({ mode: "live", sandboxes: [], demoSecrets: [], ...expected });
  });

  it.each([
    ["a provider key alone means a live configuration", nicepay, { ...off }, ["SESSION_SECRET: not set"]],
    [
      "a provider without its keys in production",
      {},
      { ...real, ...off },
      [
        "NICEPAY: the sandbox would answer in production (set NICEPAY_CLIENT_KEY, NICEPAY_SECRET_KEY for the real provider)",
      ],
    ],
    [
      "half a provider's keys",
      { NICEPAY_CLIENT_KEY: "R2_client" },
      { ...real, ...off },
      ["NICEPAY_SECRET_KEY: not set, but NICEPAY_CLIENT_KEY is: NICEPAY needs all its keys"],
    ],
  ])("refuses %s", (_name, keys, env, problems) => {
    const attempt = () => loadConfig({ NODE_ENV: "production", ...keys, ...env }, payment);
    for (const problem of problems) expect(attempt).toThrow(problem);
  });

  it("a provider without keys outside production answers from its sandbox", () => {
    expect(loadConfig({ NODE_ENV: "development", ...real }, payment)).toMatchObject({ sandboxes: ["payment"] });
  });

  it("a copy of .env.example is demo mode with the defaults, also under npm start's NODE_ENV=production", () => {
    const example = parseEnv(readFileSync(path.join(repoRoot, ".env.example"), "utf8"));
    expect(loadConfig({ ...example, NODE_ENV: "production" })).toMatchObject({
      mode: "demo",
      devTools: true,
      PORT: 3000,
      PGLITE_DIR: path.join(repoRoot, "data/pglite"),
    });
  });

  it("demo mode runs on the committed demo secrets and every sandbox", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config).toMatchObject({
      ...DEMO_SECRETS,
      sandboxes: ["sms", "socialLogin", "payment", "postcode", "cafe24", "businessLookup"],
      ...SANDBOX_NICEPAY_KEYS,
    });
  });

  it.each([
    [
      "production with only SESSION_SECRET",
      { NODE_ENV: "production", SESSION_SECRET: real.SESSION_SECRET, ...off },
      ["AUTH_CLIENT_SECRET: not set"],
    ],
    [
      "production with a demo value",
      { NODE_ENV: "production", ...real, AUTH_CLIENT_SECRET: DEMO_SECRETS.AUTH_CLIENT_SECRET, ...off },
      ["AUTH_CLIENT_SECRET: the public demo value"],
    ],
    [
      "any value starting demo-, in development too",
      { SESSION_SECRET: "demo-my-own-secret-0123456789", AUTH_CLIENT_SECRET: real.AUTH_CLIENT_SECRET },
      ["SESSION_SECRET: the public demo value"],
    ],
    [
      "production with real secrets and DEV_TOOLS=true",
      { NODE_ENV: "production", ...real, DEV_TOOLS: "true" },
      ["DEV_TOOLS: the dev routes (/api/dev/*) must be off in production"],
    ],
    [
      "production with real secrets: the sandboxes are all SMS and social login have",
      { NODE_ENV: "production", ...real, ...off },
      [
        "SMS: the sandbox would answer in production (no real provider exists yet, only the sandbox)",
        "Naver/Kakao login: the sandbox would answer in production",
        "Payments (NICEPAY): the sandbox would answer in production",
      ],
    ],
    [
      "production secrets shorter than 32 characters",
      { NODE_ENV: "production", ...secrets, ...off },
      ["SESSION_SECRET: must be at least 32 characters in production"],
    ],
    [
      "a secret shorter than 16 characters",
      { ...secrets, SESSION_SECRET: "short" },
      ["SESSION_SECRET: must be at least 16"],
    ],
    [
      "SHOP_MODE=live with nothing set",
      { SHOP_MODE: "live" },
      ["SESSION_SECRET: not set", "AUTH_CLIENT_SECRET: not set"],
    ],
    [
      "a wrong variable elsewhere does not hide the missing secret",
      { NODE_ENV: "production", SESSION_SECRET: real.SESSION_SECRET, PORT: "http", ...off },
      ["PORT:", "AUTH_CLIENT_SECRET: not set"],
    ],
  ])("refuses %s, listing what is wrong", (_name, env, problems) => {
    const attempt = () => loadConfig(env);
    for (const problem of problems) expect(attempt).toThrow(problem);
  });

  it("lists every problem at once", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: "demo-0123456789abcdef", DEV_TOOLS: "true" }),
    ).toThrow(`Invalid environment:
  SESSION_SECRET: the public demo value: set a secret of your own (or unset every secret for demo mode)
  AUTH_CLIENT_SECRET: not set (a live configuration needs every secret; leave them all unset for demo mode)
  SMS: the sandbox would answer in production (no real provider exists yet, only the sandbox)
  Naver/Kakao login: the sandbox would answer in production (no real provider exists yet, only the sandbox)
  Payments (NICEPAY): the sandbox would answer in production (set NICEPAY_CLIENT_KEY, NICEPAY_SECRET_KEY for the real provider)
  Postcode search (juso.go.kr): the sandbox would answer in production (set JUSO_CONFIRM_KEY for the real provider)
  Cafe24 points (Admin API): the sandbox would answer in production (set CAFE24_MALL_ID, CAFE24_CLIENT_ID, CAFE24_CLIENT_SECRET, CAFE24_REFRESH_TOKEN for the real provider)
  Business lookup (NICE): the sandbox would answer in production (set NICE_DMOA_API_KEY, NICE_DMOA_API_BASE for the real provider)
  DEV_TOOLS: the dev routes (/api/dev/*) must be off in production`);
  });

  it.each([
    [
      "nothing set",
      {},
      "warn",
      "DEMO MODE (no secret configured, NODE_ENV=development). In use: public demo secrets (SESSION_SECRET, AUTH_CLIENT_SECRET), sandboxes (SMS, Naver/Kakao login, Payments (NICEPAY), Postcode search (juso.go.kr), Cafe24 points (Admin API), Business lookup (NICE)), dev routes (/api/dev/*, e.g. the SMS outbox /api/dev/outbox), API docs (/api/docs). Not for real customers: set the secrets of .env.example for a live shop.",
    ],
    [
      "SHOP_MODE=demo in production",
      { NODE_ENV: "production", SHOP_MODE: "demo", ...real, ...off },
      "warn",
      "DEMO MODE (SHOP_MODE=demo, NODE_ENV=production). In use: sandboxes (SMS, Naver/Kakao login, Payments (NICEPAY), Postcode search (juso.go.kr), Cafe24 points (Admin API), Business lookup (NICE)), API docs (/api/docs). Not for real customers: set the secrets of .env.example for a live shop.",
    ],
    [
      "a live configuration in development",
      real,
      "info",
      "Live configuration (secrets configured, NODE_ENV=development). In use: sandboxes (SMS, Naver/Kakao login, Payments (NICEPAY), Postcode search (juso.go.kr), Cafe24 points (Admin API), Business lookup (NICE)), dev routes (/api/dev/*, e.g. the SMS outbox /api/dev/outbox), API docs (/api/docs).",
    ],
  ])("the start's log line: %s", (_name, env, level, message) => {
    expect(describeMode(loadConfig(env))).toEqual({ level, message });
  });
});

describe("NICEPAY", () => {
  const real = {
    SESSION_SECRET: "k3Jx9vQ2mW7pL4tR8yB1nF6hD0sG5cZa",
    AUTH_CLIENT_SECRET: "Vb8Nq2Lw5Xe9Rt3Yu7Io1Pa4Sd6Fg0Hj",
  };
  const keys = { NICEPAY_CLIENT_KEY: "S2_af4543a0be4d49a98122e01ec2059a56", NICEPAY_SECRET_KEY: "9eb85607103646da" };

  it("is a provider whose keys mean the real NICEPAY", () => {
    expect(PROVIDERS.payment).toEqual({
      label: "Payments (NICEPAY)",
      keys: ["NICEPAY_CLIENT_KEY", "NICEPAY_SECRET_KEY"],
    });
  });

  it.each([
    [
      "without keys: the sandbox, on its public keys",
      { ...secrets },
      { sandboxes: ["sms", "socialLogin", "payment", "postcode", "cafe24", "businessLookup"], ...SANDBOX_NICEPAY_KEYS },
    ],
    [
      "with keys: the real NICEPAY",
      { ...secrets, ...keys },
      { sandboxes: ["sms", "socialLogin", "postcode", "cafe24", "businessLookup"], ...keys },
    ],
    ["the keys alone make a live configuration", { ...real, ...keys }, { mode: "live" }],
    ["the timeout's default (NICEPAY's guide: 30 s)", secrets, { NICEPAY_TIMEOUT_MS: 30_000 }],
    [
      "an API base loses its trailing slash",
      { ...secrets, NICEPAY_API_BASE: "https://sandbox-api.nicepay.co.kr/" },
      { NICEPAY_API_BASE: "https://sandbox-api.nicepay.co.kr" },
    ],
    [
      "a script on this shop",
      { ...secrets, NICEPAY_JS_URL: "/api/dev/pg/v1/js" },
      { NICEPAY_JS_URL: "/api/dev/pg/v1/js" },
    ],
    ["a timeout", { ...secrets, NICEPAY_TIMEOUT_MS: "5000" }, { NICEPAY_TIMEOUT_MS: 5000 }],
  ])("%s", (_name, env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it("leaves the API base, the script and the webhook URL to the providers when unset", () => {
    const config = loadConfig(secrets);
    expect([config.NICEPAY_API_BASE, config.NICEPAY_JS_URL, config.NICEPAY_WEBHOOK_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    [
      "an API base that is no URL",
      { NICEPAY_API_BASE: "api.nicepay.co.kr" },
      "NICEPAY_API_BASE: NICEPAY_API_BASE must be",
    ],
    [
      "a webhook URL that is no URL",
      { NICEPAY_WEBHOOK_URL: "/hook" },
      "NICEPAY_WEBHOOK_URL: NICEPAY_WEBHOOK_URL must be",
    ],
    ["a timeout that is not a number", { NICEPAY_TIMEOUT_MS: "soon" }, "NICEPAY_TIMEOUT_MS"],
    [
      "the sandbox's public keys in a live configuration",
      SANDBOX_NICEPAY_KEYS,
      "NICEPAY_CLIENT_KEY: a public sandbox value",
    ],
  ])("refuses %s", (_name, env, problem) => {
    expect(() => loadConfig({ ...secrets, ...env })).toThrow(problem);
  });
});

describe("postcode search (도로명주소 검색 API)", () => {
  it("is a provider whose approval key means the real API", () => {
    expect(PROVIDERS.postcode).toEqual({ label: "Postcode search (juso.go.kr)", keys: ["JUSO_CONFIRM_KEY"] });
  });

  it.each([
    ["without a key: the sandbox, on its public key", { ...secrets }, { JUSO_CONFIRM_KEY: SANDBOX_JUSO_CONFIRM_KEY }],
    [
      "with a key: the real API",
      { ...secrets, JUSO_CONFIRM_KEY: "U01TX0FVVEgyMDI1MDEwMTEyMzQ1" },
      { JUSO_CONFIRM_KEY: "U01TX0FVVEgyMDI1MDEwMTEyMzQ1" },
    ],
    [
      "an API base loses its trailing slash",
      { ...secrets, JUSO_API_BASE: "https://business.juso.go.kr/addrlink/" },
      { JUSO_API_BASE: "https://business.juso.go.kr/addrlink" },
    ],
  ])("%s", (_name, env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it("counts the key among the sandboxes' switches and leaves the API base to the provider", () => {
    expect(loadConfig(secrets).sandboxes).toContain("postcode");
    expect(loadConfig(secrets).JUSO_API_BASE).toBeUndefined();
    expect(loadConfig({ ...secrets, JUSO_CONFIRM_KEY: "U01TX0FVVEgyMDI1MDEwMTEyMzQ1" }).sandboxes).not.toContain(
      "postcode",
    );
  });

  it.each([
    ["an API base that is not a URL", { JUSO_API_BASE: "business.juso.go.kr" }, "JUSO_API_BASE must be an http(s) URL"],
    [
      "the sandbox's public key in a live configuration",
      { JUSO_CONFIRM_KEY: SANDBOX_JUSO_CONFIRM_KEY },
      "JUSO_CONFIRM_KEY: a public sandbox value",
    ],
  ])("refuses %s", (_name, env, problem) => {
    expect(() => loadConfig({ ...secrets, ...env })).toThrow(problem);
  });
});

describe("Cafe24 points (decision 033): the app's client credentials and the first refresh token", () => {
  const live = {
    CAFE24_MALL_ID: "nhmeatmall",
    CAFE24_CLIENT_ID: "KxVwdBN7OVtnbS3F0s7S1MD",
    CAFE24_CLIENT_SECRET: "EhFg3LXjMJGmAeey1IbixH",
    CAFE24_REFRESH_TOKEN: "JTb2dldHRTSDpCcklmcUVLb1Bx",
  };

  it("runs on the sandbox's public app with no refresh token to configure (the sandbox issues the seed)", () => {
    const config = loadConfig(secrets);
    expect(config).toMatchObject({ ...SANDBOX_CAFE24_KEYS, CAFE24_SANDBOX_TOKEN_TTL_SECONDS: 7_200 });
    expect(config.sandboxes).toContain("cafe24");
    expect(config.CAFE24_REFRESH_TOKEN).toBeUndefined();
  });

  it("all four keys mean the real Cafe24", () => {
    expect(loadConfig({ ...secrets, ...live }).sandboxes).not.toContain("cafe24");
  });

  it.each([
    [
      "the client credentials without the first refresh token",
      { ...live, CAFE24_REFRESH_TOKEN: "" },
      "CAFE24_REFRESH_TOKEN: not set",
    ],
    [
      "a refresh token without the client credentials",
      { CAFE24_MALL_ID: "nhmeatmall", CAFE24_REFRESH_TOKEN: "x".repeat(20) },
      "CAFE24_CLIENT_ID, CAFE24_CLIENT_SECRET: not set",
    ],
    [
      "the sandbox's public client in a live configuration",
      { ...live, CAFE24_CLIENT_ID: SANDBOX_CAFE24_KEYS.CAFE24_CLIENT_ID },
      "CAFE24_CLIENT_ID: a public sandbox value",
    ],
  ])("refuses %s", (_name, env, problem) => {
    expect(() => loadConfig({ ...secrets, ...env })).toThrow(problem);
  });

  it("refuses a live production start without the client credentials", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SESSION_SECRET: "k3Jx9vQ2mW7pL4tR8yB1nF6hD0sG5cZa",
        AUTH_CLIENT_SECRET: "Vb8Nq2Lw5Xe9Rt3Yu7Io1Pa4Sd6Fg0Hj",
        DEV_TOOLS: "false",
      }),
    ).toThrow(
      "Cafe24 points (Admin API): the sandbox would answer in production (set CAFE24_MALL_ID, CAFE24_CLIENT_ID, CAFE24_CLIENT_SECRET, CAFE24_REFRESH_TOKEN for the real provider)",
    );
  });
});
