import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: relative paths in the environment are read against it, whatever the cwd. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

// Parsed once at boot: a bad variable stops the process with a clear message instead of
// surfacing later as a confusing runtime failure.
/** An empty variable (as `.env.example` leaves them) means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const DEMO_SECRET_PREFIX = "demo-";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")),
  PGLITE_DIR: z
    .string()
    .default("./data/pglite")
    .transform((dir) => path.resolve(repoRoot, dir)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters"),
  AUTH_CLIENT_SECRET: z.string().min(16, "AUTH_CLIENT_SECRET must be at least 16 characters"),
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
  DEV_TOOLS: optional(z.enum(["true", "false"])).transform((value) =>
    value === undefined ? undefined : value === "true",
  ),
  /**
   * Item-list and search pages kept 2 s in process (docs/decisions/008). `false` builds every page
   * fresh: for measuring what the cache saves (bench/README.md), not for running a shop.
   */
  LIST_PAGE_CACHE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
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
});

/** `http(s)://host[:port]`, optionally with a trailing slash: no path, query or credentials. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password
  );
}

export type AppConfig = z.infer<typeof envSchema> & { devTools: boolean };

/** Reads and checks the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && process.env.ALLOW_DEMO_SECRETS !== "true") {
    const demo = (["SESSION_SECRET", "AUTH_CLIENT_SECRET"] as const).filter((key) =>
      config[key].startsWith(DEMO_SECRET_PREFIX),
    );
    if (demo.length > 0) {
      throw new Error(`Invalid environment:\n  ${demo.join(", ")}: demo value refused in production`);
    }
  }
  return { ...config, devTools: config.DEV_TOOLS ?? config.NODE_ENV !== "production" };
}
