import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: relative paths in the environment are read against it, whatever the cwd. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

// Parsed once at boot: a bad variable stops the process with a clear message instead of
// surfacing later as a confusing runtime failure. loadConfig drops empty variables first, so unset and empty agree.
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

const flag = () =>
  optional(z.enum(["true", "false"])).transform((value) => (value === undefined ? undefined : value === "true"));

/**
 * The demo secrets: public (they are in this repository), so demo mode may use them and a live
 * configuration refuses them, as it refuses any value starting `demo-`.
 */
export const DEMO_SECRETS = {
  SESSION_SECRET: "demo-session-secret-change-me-0123456789",
  AUTH_CLIENT_SECRET: "demo-auth-client-secret-0123456789",
} as const;
type SecretName = keyof typeof DEMO_SECRETS;
const SECRET_NAMES = Object.keys(DEMO_SECRETS) as SecretName[];
const DEMO_SECRET_PREFIX = "demo-";
const SECRET_MIN_LENGTH = 16;
/** Under NODE_ENV=production a live secret is at least this long (e.g. `openssl rand -base64 32`). */
const PRODUCTION_SECRET_MIN_LENGTH = 32;

/**
 * Outside services and the variables that point each at its real provider. Without them a service uses the
 * shop's own sandbox, which a live configuration refuses under NODE_ENV=production. A service whose list is
 * empty has no real adapter yet: only its sandbox exists. A later provider adds its variables here and to the
 * schema below.
 */
export const PROVIDERS: ProviderTable = {
  sms: { label: "SMS", keys: [] },
  socialLogin: { label: "Naver/Kakao login", keys: [] },
  payment: { label: "Payments (NICEPAY)", keys: ["NICEPAY_CLIENT_KEY", "NICEPAY_SECRET_KEY"] },
  postcode: { label: "Postcode search (juso.go.kr)", keys: ["JUSO_CONFIRM_KEY"] },
  cafe24: {
    label: "Cafe24 points (Admin API)",
    keys: ["CAFE24_MALL_ID", "CAFE24_CLIENT_ID", "CAFE24_CLIENT_SECRET", "CAFE24_REFRESH_TOKEN"],
  },
  businessLookup: { label: "Business lookup (NICE)", keys: ["NICE_DMOA_API_KEY", "NICE_DMOA_API_BASE"] },
};

/**
 * The approval key of the shop's own road-name address API sandbox (/api/dev/juso, modules/juso-sandbox): public,
 * used while the postcode search has no JUSO_CONFIRM_KEY, and refused by a live configuration like any `demo-` value.
 */
export const SANDBOX_JUSO_CONFIRM_KEY = "demo-juso-sandbox-confirm-key";

/**
 * The API key of the shop's own sandbox of NICE's business information API (/api/dev/nice-dmoa, modules/
 * nice-dmoa-sandbox): public, used while the business lookup has no NICE_DMOA_API_KEY, and refused by a live
 * configuration like any `demo-` value.
 */
export const SANDBOX_NICE_DMOA_API_KEY = "demo-nice-dmoa-sandbox-key";

/**
 * The mall id and OAuth app credentials of the shop's own Cafe24 Admin API sandbox (/api/dev/cafe24, modules/cafe24):
 * public, used while the points exchange has no Cafe24 keys, and refused by a live configuration like any `demo-` value.
 * The sandbox issues the first refresh token itself (no CAFE24_REFRESH_TOKEN to configure in demo mode).
 */
export const SANDBOX_CAFE24_KEYS = {
  CAFE24_MALL_ID: "demo-cafe24-mall",
  CAFE24_CLIENT_ID: "demo-cafe24-sandbox-client",
  CAFE24_CLIENT_SECRET: "demo-cafe24-sandbox-client-secret",
} as const;

/**
 * The keys of the shop's own NICEPAY sandbox (/api/dev/pg, modules/pg-sandbox): public, used while payment is a
 * sandbox (no NICEPAY key set), and refused by a live configuration like any value starting `demo-`.
 */
export const SANDBOX_NICEPAY_KEYS = {
  NICEPAY_CLIENT_KEY: "demo-nicepay-sandbox-client",
  NICEPAY_SECRET_KEY: "demo-nicepay-sandbox-secret-0123456789",
} as const;
type ProviderTable = Readonly<Record<string, ProviderSpec>>;
export interface ProviderSpec {
  label: string;
  /** All set: the real provider; none: the sandbox; some: refused. */
  keys: readonly string[];
}

export type ShopMode = "demo" | "live";

/** What demo mode or a live configuration is decided from; checked as a whole even when another variable is wrong. */
const modeSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** `demo` on purpose, `live` to refuse a start with nothing configured; unset: decided by what is set. */
  SHOP_MODE: optional(z.enum(["demo", "live"])),
  SESSION_SECRET: optional(z.string()),
  AUTH_CLIENT_SECRET: optional(z.string()),
  /** The dev routes (/api/dev/*). Unset: on in demo mode, and in a live configuration unless NODE_ENV=production. */
  DEV_TOOLS: flag(),
  /** The OpenAPI page and JSON (/api/docs). Unset: like DEV_TOOLS; `true` in production is allowed. */
  API_DOCS: flag(),
});

const envSchema = modeSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")),
  PGLITE_DIR: z
    .string()
    .default("./data/pglite")
    .transform((dir) => path.resolve(repoRoot, dir)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SEED_ITEMS: z.coerce.number().int().min(0).max(1_000_000).default(360),
  /** Maintenance window override, Korea time 'YYYY-MM-DD HH:mm' like the stored one; either set replaces it. */
  MAINTENANCE_START: optional(z.string()),
  MAINTENANCE_END: optional(z.string()),
  /**
   * Which peers may tell the client's address in X-Forwarded-For (Fastify trustProxy): `true`, `false`, or
   * addresses/CIDRs/names such as `loopback,10.0.0.0/8`. The default trusts only a proxy on this host, so a
   * client reaching the shop directly cannot pick the address the login throttling counts.
   */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((value): boolean | string => (value === "true" || value === "false" ? value === "true" : value)),
  /**
   * Item-list and search pages kept 2 s in process (docs/decisions/008). `false` builds every page
   * fresh: for measuring what the cache saves (bench/README.md), not for running a shop.
   */
  LIST_PAGE_CACHE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /**
   * Guests' catalog, item, event and content pages answered from memory (docs/decisions/023): fresh for
   * PAGE_CACHE_TTL_SECONDS, then served stale for up to PAGE_CACHE_STALE_SECONDS while one render replaces them, in at
   * most PAGE_CACHE_MAX_MB. `off` renders every page (measuring, debugging); the Vite dev server never caches.
   */
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((value) => value === "on"),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * API answers (JSON over 1 KiB) compressed with brotli or gzip as the caller's Accept-Encoding asks
   * (plugins/compression.ts, docs/decisions/025). `off` when a proxy in front compresses instead.
   */
  API_COMPRESSION: z
    .enum(["on", "off"])
    .default("on")
    .transform((value) => value === "on"),
  /**
   * config.pointUseRatio (SPEC §3 order base data): the share of what is left to pay after coupons, shipping
   * included, that points may cover at checkout, 0 to 1 (0.3 = 30 %).
   */
  POINT_USE_RATIO: z.coerce
    .number()
    .min(0, "POINT_USE_RATIO must be between 0 and 1")
    .max(1, "POINT_USE_RATIO must be between 0 and 1")
    .default(0.3),
  /**
   * The shop's public address (`https://shop.example.com`) for absolute URLs (sitemap, robots.txt).
   * Unset: taken from each request's Host and X-Forwarded-Proto / X-Forwarded-Host.
   */
  PUBLIC_ORIGIN: optional(
    z
      .string()
      .refine(isOrigin, "PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example.com")
      .transform((value) => new URL(value).origin),
  ),
  /**
   * NICEPAY (docs/decisions/016): both keys set means the real NICEPAY; neither means the shop's own sandbox, whose
   * public keys they then take (the mode is decided from the environment as given, so these defaults count as unset).
   */
  NICEPAY_CLIENT_KEY: z.string().default(SANDBOX_NICEPAY_KEYS.NICEPAY_CLIENT_KEY),
  NICEPAY_SECRET_KEY: z.string().default(SANDBOX_NICEPAY_KEYS.NICEPAY_SECRET_KEY),
  /**
   * The API the adapter calls, without a trailing slash. Unset: the shop's own sandbox at its listening address +
   * /api/dev/pg while payment is a sandbox, https://api.nicepay.co.kr with keys.
   */
  NICEPAY_API_BASE: optional(
    z
      .string()
      .refine(isHttpUrl, "NICEPAY_API_BASE must be an http(s) URL such as https://api.nicepay.co.kr")
      .transform((value) => value.replace(/\/+$/, "")),
  ),
  /** The window script checkout pages load. Unset: the sandbox's /api/dev/pg/v1/js, or NICEPAY's live script. */
  NICEPAY_JS_URL: optional(
    z
      .string()
      .refine(
        (value) => value.startsWith("/") || isHttpUrl(value),
        "NICEPAY_JS_URL must be an http(s) URL or a path on this shop",
      ),
  ),
  /** Where the sandbox posts its webhooks. Unset: the shop's own listening address + the checkout's receiver. */
  NICEPAY_WEBHOOK_URL: optional(z.string().refine(isHttpUrl, "NICEPAY_WEBHOOK_URL must be an http(s) URL")),
  /** Read timeout of every NICEPAY call; past it an approval is resolved by lookup or net cancel. */
  NICEPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /**
   * The road-name address search API of 행정안전부 (도로명주소 검색 API, business.juso.go.kr): its approval key
   * (confmKey) set means the real API; unset, the shop's own sandbox answers, with its public key.
   */
  JUSO_CONFIRM_KEY: z.string().default(SANDBOX_JUSO_CONFIRM_KEY),
  /**
   * Where the postcode search calls addrLinkApi.do, without the trailing `/addrLinkApi.do`. Unset: the shop's own
   * sandbox (/api/dev/juso, reached in process) while JUSO_CONFIRM_KEY is unset, https://business.juso.go.kr/addrlink
   * with a key.
   */
  JUSO_API_BASE: optional(
    z
      .string()
      .refine(isHttpUrl, "JUSO_API_BASE must be an http(s) URL such as https://business.juso.go.kr/addrlink")
      .transform((value) => value.replace(/\/+$/, "")),
  ),
  /**
   * NICE's business information API (사업자 정보 조회 for the company join, docs/api/nice-dmoa.md, docs/decisions/053):
   * the API key NICE issued the shop and the API base its contract names (without the trailing /v1/business/status).
   * Both set: the real service; none: the shop's own sandbox (/api/dev/nice-dmoa, reached in process).
   */
  NICE_DMOA_API_KEY: z.string().min(1).default(SANDBOX_NICE_DMOA_API_KEY),
  NICE_DMOA_API_BASE: optional(
    z
      .string()
      .refine(isHttpUrl, "NICE_DMOA_API_BASE must be an http(s) URL such as https://api.example.co.kr/dmoa")
      .transform((value) => value.replace(/\/+$/, "")),
  ),
  /** Read timeout of every business lookup; past it the lookup answers 503 and the join goes on without it. */
  NICE_DMOA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * The cooperative's Cafe24 mall (외부 포인트 전환, docs/decisions/033): its mall id, the client id and secret of the
   * shop's Cafe24 app (scopes mall.read_customer / mall.write_customer; HTTP Basic on the token endpoint), and the
   * refresh token Cafe24 issued when the mall's operator approved the app: the seed of the token chain. Access tokens
   * (2 hours) and later refresh tokens (2 weeks, a new one at each refresh) are kept in the database
   * (cafe24_oauth_tokens); a different CAFE24_REFRESH_TOKEN configured later starts the chain over. All four set: the
   * real Cafe24 Admin API (https://{mall id}.cafe24api.com); none: the shop's own sandbox (/api/dev/cafe24).
   */
  CAFE24_MALL_ID: z.string().min(1).default(SANDBOX_CAFE24_KEYS.CAFE24_MALL_ID),
  CAFE24_CLIENT_ID: z.string().min(1).default(SANDBOX_CAFE24_KEYS.CAFE24_CLIENT_ID),
  CAFE24_CLIENT_SECRET: z.string().min(1).default(SANDBOX_CAFE24_KEYS.CAFE24_CLIENT_SECRET),
  CAFE24_REFRESH_TOKEN: optional(z.string().min(1)),
  /** How long the sandbox's access tokens last (Cafe24's: 2 hours); tests shorten it to see them expire. */
  CAFE24_SANDBOX_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(7_200).default(7_200),
  /** Where the adapter calls (without /api/v2/admin). Unset: the sandbox, or https://{CAFE24_MALL_ID}.cafe24api.com. */
  CAFE24_API_BASE: optional(
    z
      .string()
      .refine(isHttpUrl, "CAFE24_API_BASE must be an http(s) URL such as https://mymall.cafe24api.com")
      .transform((value) => value.replace(/\/+$/, "")),
  ),
  /** The Admin API version asked for (X-Cafe24-Api-Version). */
  CAFE24_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "CAFE24_API_VERSION must be a date such as 2025-12-01")
    .default("2025-12-01"),
  /** Read timeout of every Cafe24 call; past it a decrease is resolved by reading the points history. */
  CAFE24_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * App push through FCM HTTP v1 (modules/app-push/push-sender.ts, docs/decisions/046): the service account key's
   * JSON (project_id, client_email, private_key) as one line. Unset: pushes land in the sandbox outbox (the demo inbox).
   */
  FCM_SERVICE_ACCOUNT_JSON: optional(z.string().min(1)),
  /** FCM's API base without a trailing slash (tests, a proxy). Unset: https://fcm.googleapis.com. */
  FCM_API_BASE: optional(z.string().refine(isHttpUrl, "FCM_API_BASE must be an http(s) URL")),
  /**
   * Naver Pay 주문형 (docs/decisions/033): the merchant id and 인증키 (certiKey) Naver issued the shop. Naver's callbacks
   * (/api/open-market/checkOutReturn, /checkOutWishReturn) carry both; anything else is refused. Unset: the public demo
   * pair, which only demo mode accepts (the dev route /api/dev/open-market/send plays Naver with it).
   */
  NAVERPAY_CHECKOUT_MERCHANT_ID: z.string().min(1).max(50).default("demo-naverpay-merchant"),
  NAVERPAY_CHECKOUT_CERTI_KEY: z.string().min(1).max(200).default("demo-naverpay-checkout-certi-key"),
  /** Google Analytics 4 (docs/decisions/048): the measurement id whose gtag.js snippet the common tracking call answers. */
  GA_MEASUREMENT_ID: optional(
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, "GA_MEASUREMENT_ID must be a GA4 measurement id such as G-ABC123DEF4"),
  ),
});

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** `http(s)://host[:port]`, optionally with a trailing slash: no path, query or credentials. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password
  );
}

type Env = z.infer<typeof envSchema>;
type ModeEnv = z.infer<typeof modeSchema>;

/** What is decided from ModeEnv: the mode, the secrets in force and the switches that follow from it. */
interface ModeDecision extends Record<SecretName, string> {
  /** demo: nothing configured or SHOP_MODE=demo; live: the operator's own secrets (docs/decisions/012). */
  mode: ShopMode;
  /** Why this mode: the log says it at every start. */
  modeReason: string;
  devTools: boolean;
  apiDocs: boolean;
  /** The services (names in PROVIDERS) answered by the shop's own sandbox instead of a real provider. */
  sandboxes: string[];
  /** The secrets that run on their public demo value (demo mode only). */
  demoSecrets: SecretName[];
}

export type AppConfig = Omit<Env, keyof ModeEnv> & Pick<Env, "NODE_ENV"> & ModeDecision;

/** The environment cannot run the shop; `problems` is the complete list, one line each. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/**
 * Reads and checks the environment and decides, once, demo mode or a live configuration from the values in
 * force; throws with every problem listed.
 */
export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  providers: ProviderTable = PROVIDERS,
): AppConfig {
  // An empty variable (`PORT=` in a copied .env.example) means "not set": its default applies.
  const env = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(env);
  // The mode is still judged when another variable is wrong, so one start lists every problem.
  const modeInput = parsed.success ? parsed : modeSchema.safeParse(env);
  const decided = modeInput.success ? decideMode(modeInput.data, env, providers) : undefined;
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)),
    ...(modeInput.success && decided ? checkMode(modeInput.data, decided, env, providers) : []),
  ];
  if (!parsed.success || !decided || problems.length > 0) {
    throw new InvalidEnvironmentError(problems);
  }
  const { SHOP_MODE, SESSION_SECRET, AUTH_CLIENT_SECRET, DEV_TOOLS, API_DOCS, ...rest } = parsed.data;
  return { ...rest, ...decided };
}

// Every committed demo secret starts with the prefix, so the prefix alone recognises them.
const isDemoValue = (value: string) => value.startsWith(DEMO_SECRET_PREFIX);

/** Whether the operator configured anything secret: one secret or provider key is enough to mean live. */
const anySecretSet = (config: ModeEnv, env: NodeJS.ProcessEnv, providers: ProviderTable) =>
  SECRET_NAMES.some((name) => config[name] !== undefined) ||
  Object.values(providers).some((provider) => provider.keys.some((key) => !!env[key]));

/** A service without every one of its keys (or with none to have) is answered by its sandbox. */
const usesSandbox = (provider: { keys: readonly string[] }, env: NodeJS.ProcessEnv) =>
  provider.keys.length === 0 || provider.keys.some((key) => !env[key]);

function decideMode(config: ModeEnv, env: NodeJS.ProcessEnv, providers: ProviderTable): ModeDecision {
  const mode: ShopMode = config.SHOP_MODE ?? (anySecretSet(config, env, providers) ? "live" : "demo");
  const modeReason =
    config.SHOP_MODE !== undefined
      ? `SHOP_MODE=${config.SHOP_MODE}`
      : mode === "demo"
        ? "no secret configured"
        : "secrets configured";
  const onByDefault = mode === "demo" || config.NODE_ENV !== "production";
  return {
    // Unset secrets take the demo values only in demo mode: checkMode refuses them missing in a live one.
    SESSION_SECRET: config.SESSION_SECRET ?? DEMO_SECRETS.SESSION_SECRET,
    AUTH_CLIENT_SECRET: config.AUTH_CLIENT_SECRET ?? DEMO_SECRETS.AUTH_CLIENT_SECRET,
    mode,
    modeReason,
    devTools: config.DEV_TOOLS ?? onByDefault,
    apiDocs: config.API_DOCS ?? onByDefault,
    sandboxes: Object.entries(providers)
      .filter(([, provider]) => usesSandbox(provider, env))
      .map(([name]) => name),
    demoSecrets: SECRET_NAMES.filter((name) => {
      const value = config[name];
      return value === undefined || isDemoValue(value);
    }),
  };
}

/**
 * Everything wrong with the secrets and switches: a secret set too short in any mode; in a live configuration a
 * secret missing or public; under production also a sandbox or the dev routes in use.
 */
function checkMode(config: ModeEnv, decided: ModeDecision, env: NodeJS.ProcessEnv, providers: ProviderTable): string[] {
  const production = config.NODE_ENV === "production";
  const problems: string[] = [];
  for (const provider of Object.values(providers)) {
    const set = provider.keys.filter((key) => !!env[key]);
    if (set.length > 0 && set.length < provider.keys.length) {
      const missing = provider.keys.filter((key) => !env[key]);
      problems.push(`${missing.join(", ")}: not set, but ${set.join(", ")} is: ${provider.label} needs all its keys`);
    }
    if (decided.mode === "live") {
      for (const key of set.filter((name) => isDemoValue(env[name] ?? ""))) {
        problems.push(
          `${key}: a public sandbox value: set ${provider.label}'s own key (or unset its keys for the sandbox)`,
        );
      }
    }
  }
  for (const name of SECRET_NAMES) {
    const value = config[name];
    if (value === undefined) {
      if (decided.mode === "live") {
        problems.push(`${name}: not set (a live configuration needs every secret; leave them all unset for demo mode)`);
      }
    } else if (value.length < SECRET_MIN_LENGTH) {
      problems.push(`${name}: must be at least ${SECRET_MIN_LENGTH} characters`);
    } else if (decided.mode === "live" && isDemoValue(value)) {
      problems.push(`${name}: the public demo value: set a secret of your own (or unset every secret for demo mode)`);
    } else if (decided.mode === "live" && production && value.length < PRODUCTION_SECRET_MIN_LENGTH) {
      problems.push(`${name}: must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`);
    }
  }
  if (decided.mode === "live" && production) {
    for (const provider of Object.values(providers).filter((provider) => usesSandbox(provider, env))) {
      const how =
        provider.keys.length === 0
          ? "no real provider exists yet, only the sandbox"
          : `set ${provider.keys.join(", ")} for the real provider`;
      problems.push(`${provider.label}: the sandbox would answer in production (${how})`);
    }
    if (decided.devTools) problems.push("DEV_TOOLS: the dev routes (/api/dev/*) must be off in production");
  }
  return problems;
}

/**
 * The start's one line about the mode: demo mode is a warning listing what is on (secrets, sandboxes, dev
 * routes, docs); a live configuration names only the sandboxes and switches it still runs.
 */
export function describeMode(config: AppConfig): { level: "warn" | "info"; message: string } {
  const on = [
    config.demoSecrets.length > 0 ? `public demo secrets (${config.demoSecrets.join(", ")})` : undefined,
    config.sandboxes.length > 0
      ? `sandboxes (${config.sandboxes.map((name) => PROVIDERS[name]?.label ?? name).join(", ")})`
      : undefined,
    config.devTools ? "dev routes (/api/dev/*, e.g. the SMS outbox /api/dev/outbox)" : undefined,
    config.apiDocs ? "API docs (/api/docs)" : undefined,
  ].filter((part) => part !== undefined);
  const list = on.length > 0 ? on.join(", ") : "nothing extra";
  const why = `${config.modeReason}, NODE_ENV=${config.NODE_ENV}`;
  if (config.mode === "demo") {
    return {
      level: "warn",
      message: `DEMO MODE (${why}). In use: ${list}. Not for real customers: set the secrets of .env.example for a live shop.`,
    };
  }
  return { level: "info", message: `Live configuration (${why}). In use: ${list}.` };
}
