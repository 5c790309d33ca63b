import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig } from "../config.js";
import { NICEPAY_LIVE_SCRIPT_URL } from "../providers/nicepay/nicepay-gateway.js";

/**
 * What pages may ask the browser for. A meat shop needs no camera, microphone, location or motion sensors, so a
 * script slipped into a page (or a third-party frame) cannot ask for them either; `payment` stays with the shop's own
 * origin for the card payment window (docs/decisions/013-security-headers-and-session-cookie.md). Only features
 * Chromium recognises: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

// Keyed by the raw response: the hijacked page render reads it back through the reply.
const scriptNonces = new WeakMap<ServerResponse, string>();

declare module "fastify" {
  interface FastifyInstance {
    /** This shop's Content-Security-Policy allowing the inline scripts that carry `nonce` (security plugin). */
    cspWithScriptNonce: (nonce: string) => string;
  }
}

/**
 * The script nonce this response's Content-Security-Policy allows: the page render gives it to every script it
 * writes (React Router's hydration data, module loader and scroll restoration), the payment sandbox to its return
 * script. Made on the first call for a response, fresh for every response, and written into the response's policy
 * then; answers that write no inline script (the API's JSON) never ask and keep the policy without a nonce, which
 * allows no inline script at all. Call it before the response's headers are sent.
 */
export function cspNonceOf(reply: FastifyReply): string {
  const known = scriptNonces.get(reply.raw);
  if (known !== undefined) return known;
  if (!reply.server.hasDecorator("cspWithScriptNonce")) {
    throw new Error("no CSP nonce: the security plugin runs before every route");
  }
  if (reply.raw.headersSent) throw new Error("no CSP nonce: the response's headers are already sent");
  const nonce = randomBytes(16).toString("base64");
  scriptNonces.set(reply.raw, nonce);
  reply.raw.setHeader("content-security-policy", reply.server.cspWithScriptNonce(nonce));
  return nonce;
}

/**
 * The payment window's origin when it is not this shop: NICEPAY's JS SDK (https://pay.nicepay.co.kr/v1/js/, or the
 * NICEPAY_JS_URL configured) is a script of another origin that shows its window in a frame or by a form post, so
 * checkout pages must allow that one origin for scripts, frames and form posts. The shop's own sandbox script is a
 * path on this origin and needs nothing. Decided as the providers plugin decides the script (plugins/providers.ts).
 */
export function paymentWindowOrigins(
  config: Pick<AppConfig, "sandboxes"> & Partial<Pick<AppConfig, "NICEPAY_JS_URL">>,
) {
  const scriptUrl = config.NICEPAY_JS_URL ?? (config.sandboxes.includes("payment") ? null : NICEPAY_LIVE_SCRIPT_URL);
  return scriptUrl && !scriptUrl.startsWith("/") ? [new URL(scriptUrl).origin] : [];
}

// Stands for the nonce in the policy helmet writes once; helmet refuses only `;` and `,` in a directive's values.
const NONCE_MARK = "NONCE_MARK_0";

/**
 * The headers helmet writes, as [name, value]: run once on a stand-in response, since nothing in them depends on the
 * request. helmet stays the one that knows what each header says; the shop only stops redoing it per request.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const standIn = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, standIn as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers on every response, pages included: written on the raw response in onRequest, so the hijacked
 * SSR replies carry them too. Every header is computed once at start (docs/decisions/025): per request the hook only
 * sets the same strings; a response that writes inline scripts asks cspNonceOf, which makes its nonce and rewrites
 * its policy then.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const payment = paymentWindowOrigins(app.config);
  const policy = (scriptSrc: string[]): HelmetOptions => ({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts from this origin, and inline ones only with this response's nonce ('unsafe-inline' would let an
        // injected <script> run). No 'strict-dynamic': with nothing but 'self' allowed there is no host list to
        // replace, and React Router's modulepreload links are then checked by origin alone.
        scriptSrc: ["'self'", ...scriptSrc, ...payment],
        // React's style attributes are inline styles; a style nonce here would turn 'unsafe-inline' off for them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...payment],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...payment],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const headers: [string, string][] = [...helmetHeaders(policy([])), ["permissions-policy", PERMISSIONS_POLICY]];
  const noncePolicy = new Map(helmetHeaders(policy([`'nonce-${NONCE_MARK}'`]))).get("content-security-policy");
  const [beforeNonce, afterNonce] = noncePolicy?.split(NONCE_MARK) ?? [];
  if (beforeNonce === undefined || afterNonce === undefined) throw new Error("helmet wrote no script nonce");
  app.decorate("cspWithScriptNonce", (nonce: string) => `${beforeNonce}${nonce}${afterNonce}`);

  // A callback hook, not an async one: no promise per request for a loop over constant strings.
  app.addHook("onRequest", (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });

  // An answer sent before the request's body has all arrived (a size limit, a guard in onRequest, a 415, a photo
  // refused while it streams in) leaves the rest of that body on the socket, and on a kept-alive connection the
  // client's next request would wait behind it until the keep-alive timeout. Ending the connection with the answer
  // costs an honest client one reconnect; draining instead would read whatever size a stranger chose to send.
  // (`complete` is Node's own flag; app.inject's requests have none and are left alone.)
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.raw.complete === false) reply.header("connection", "close");
    done(null, payload);
  });
});
