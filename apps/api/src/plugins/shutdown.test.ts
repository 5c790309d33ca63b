import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { shutdownPlugin } from "./shutdown.js";

// Closing while a request is being served: the request is answered, and the close does not then wait out the 72 s
// keep-alive of the connection it came on (the hang that once held an API test's afterAll past its 60 s limit).

async function appWithSlowRoutes() {
  const app = Fastify();
  await app.register(shutdownPlugin);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  app.get("/slow", async () => {
    arrived();
    await released;
    return { ok: true };
  });
  app.get("/slow-page", async (_request, reply) => {
    reply.hijack();
    arrived();
    await released;
    reply.raw.writeHead(200, { "content-type": "text/html" }).end("<p>ok</p>");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  // The slow routes answer only once the server has begun to close (its idle connections closed, this one busy).
  const closeServer = app.server.close.bind(app.server);
  app.server.close = (callback) => {
    const server = closeServer(callback);
    release();
    return server;
  };
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, origin, arrival };
}

describe("closing with a request under way", () => {
  it.each(["/slow", "/slow-page"])("%s is answered and the app closes", async (path) => {
    const { app, origin, arrival } = await appWithSlowRoutes();
    const answer = fetch(`${origin}${path}`);
    await arrival;
    const closed = app.close();
    const response = await answer;
    expect(response.status).toBe(200);
    await response.text();
    // Without the plugin this waits the full keep-alive (72 s), past the test's limit.
    await closed;
    expect(app.server.listening).toBe(false);
  });

  it("an answer sent while closing tells the client the connection ends with it", async () => {
    const { app, origin, arrival } = await appWithSlowRoutes();
    const answer = fetch(`${origin}/slow`);
    await arrival;
    const closed = app.close();
    expect((await answer).headers.get("connection")).toBe("close");
    await closed;
  });
});
