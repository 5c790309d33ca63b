import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
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

// Keyed by the raw response: helmet's directive functions see only that, and the hijacked page render reads it back.
const scriptNonces = new WeakMap<ServerResponse, string>();

/**
 * The script nonce this response's Content-Security-Policy allows: the page render gives it to every script it
 * writes (React Router's hydration data, module loader and scroll restoration). Fresh for every response.
 */
export function cspNonceOf(reply: FastifyReply): string {
  const nonce = scriptNonces.get(reply.raw);
  if (nonce === undefined) throw new Error("no CSP nonce: the security plugin runs before every route");
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

/**
 * Security headers on every response, pages included: helmet writes them on the raw response
 * in onRequest, so the hijacked SSR replies carry them too.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const payment = paymentWindowOrigins(app.config);
  // Registered before helmet: its script-src reads the nonce made here.
  app.addHook("onRequest", async (_request, reply) => {
    scriptNonces.set(reply.raw, randomBytes(16).toString("base64"));
    reply.raw.setHeader("permissions-policy", PERMISSIONS_POLICY);
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Scripts from this origin, and inline ones only with this response's nonce ('unsafe-inline' would let an
        // injected <script> run). No 'strict-dynamic': with nothing but 'self' allowed there is no host list to
        // replace, and React Router's modulepreload links are then checked by origin alone.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonces.get(res) ?? ""}'`, ...payment],
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
    hsts: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  // An answer sent before the request's body has all arrived (a size limit, a guard in onRequest, a 415, a photo
  // refused while it streams in) leaves the rest of that body on the socket, and on a kept-alive connection the
  // client's next request would wait behind it until the keep-alive timeout. Ending the connection with the answer
  // costs an honest client one reconnect; draining instead would read whatever size a stranger chose to send.
  // (`complete` is Node's own flag; app.inject's requests have none and are left alone.)
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.raw.complete === false) reply.header("connection", "close");
    return payload;
  });
});
