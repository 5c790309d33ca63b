import { z } from "zod";

/** An empty variable (as `.env.example` leaves them) means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** `http(s)://host[:port]`, optionally with a trailing slash: no path, query or credentials. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password
  );
}

// What the storefront's server reads. In one process the API has parsed the same variables first (its config
// decides demo values and refuses them in production); the storefront checks only what it uses itself.
const webEnvSchema = z.object({
  /** Signs the shopper's session cookie and the join-complete cookie. */
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters"),
  /** Signs token-issuing calls to the API (X-Timestamp, X-Signature). */
  AUTH_CLIENT_SECRET: z.string().min(16, "AUTH_CLIENT_SECRET must be at least 16 characters"),
  /** The shop's public address for absolute URLs; unset, each request's own (proxy) headers give it. */
  PUBLIC_ORIGIN: optional(
    z
      .string()
      .refine(isOrigin, "PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example.com")
      .transform((value) => new URL(value).origin),
  ),
});

export type WebEnv = z.infer<typeof webEnvSchema>;

/** Reads and checks the storefront's environment; throws with every problem listed. */
export function parseWebEnv(env: NodeJS.ProcessEnv = process.env): WebEnv {
  const parsed = webEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid storefront environment:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

let parsedEnv: WebEnv | null = null;

/**
 * The storefront's environment, parsed once. The server entry reads it at boot so a wrong value stops the process
 * before the first request; parsed on first use rather than at import, so unit tests of modules that only import
 * this one need no secrets.
 */
export function webEnv(): WebEnv {
  parsedEnv ??= parseWebEnv();
  return parsedEnv;
}
