import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers on every response, pages included: helmet writes them on the raw response
 * in onRequest, so the hijacked SSR replies carry them too.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router streams its hydration data in inline scripts.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
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
