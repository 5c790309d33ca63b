import { webEnv } from "./env.server";

/** Where absolute URLs of the shop point, and whether the request decided it. */
export interface PublicOrigin {
  origin: string;
  /** True when PUBLIC_ORIGIN is unset and the request's headers gave the origin. */
  fromRequest: boolean;
}

const firstValue = (header: string | null) => header?.split(",")[0]?.trim() || undefined;

/**
 * The address shoppers and crawlers see, for every absolute URL the shop writes (sitemaps, robots.txt, share
 * links, social-login callbacks): PUBLIC_ORIGIN when configured; otherwise the request's own origin, with the
 * proxy's X-Forwarded-Proto and X-Forwarded-Host as the API trusts them (trustProxy): behind a TLS proxy the socket
 * says http while shoppers use https.
 */
export function publicOrigin(request: Request, configured: string | undefined = webEnv().PUBLIC_ORIGIN): PublicOrigin {
  if (configured) return { origin: configured, fromRequest: false };
  const own = new URL(request.url);
  const proto = firstValue(request.headers.get("x-forwarded-proto"))?.toLowerCase();
  const scheme = proto === "http" || proto === "https" ? proto : own.protocol.slice(0, -1);
  const forwarded = `${scheme}://${firstValue(request.headers.get("x-forwarded-host")) ?? own.host}`;
  // An unreadable forwarded host leaves the request's own origin.
  return { origin: URL.canParse(forwarded) ? new URL(forwarded).origin : own.origin, fromRequest: true };
}

/**
 * Cache headers of a public, crawler-facing text answer. An origin taken from the request makes
 * the body depend on those headers, so shared caches must key on them.
 */
export function publicTextHeaders(contentType: string, maxAgeSeconds: number, origin: PublicOrigin): HeadersInit {
  return {
    "content-type": contentType,
    "cache-control": `public, max-age=${maxAgeSeconds}`,
    ...(origin.fromRequest ? { vary: "Host, X-Forwarded-Host, X-Forwarded-Proto" } : {}),
  };
}
