import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Lets `app.close()` finish as soon as the requests under way are answered. Node's `server.close()` closes the
 * connections idle at that moment, but a request still being served keeps its connection, and once answered that
 * connection waits out Fastify's 72 s keep-alive before the server may close: a deploy (or a test's afterAll) stalled
 * for a minute by one webhook in flight. From the moment the app starts closing, answers say `Connection: close`,
 * and the storefront's hijacked page answers, which skip Fastify's hooks, get a keep-alive of 1 ms.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    app.server.keepAliveTimeout = 1;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
});
