import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServerBuild } from "react-router";

export interface StorefrontOptions {
  /** apps/web/build: holds client/ (assets) and server/index.js (SSR). */
  buildDir: string;
  /** apps/web: in dev mode pages come from Vite's dev server (HMR) instead of the build. */
  webDir: string;
  dev: boolean;
}

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves the React Router storefront from the same process as the API. Loaders reach the API
 * through app.inject, so a page render costs no socket round trip.
 */
export const storefrontPlugin = fp(async (app: FastifyInstance, opts: StorefrontOptions) => {
  const { build, assets } = opts.dev
    ? await viteDevServer(app, opts.webDir)
    : await builtStorefront(app, opts.buildDir);

  // Bound per page request to the shopper's socket address, so the API's per-address limits
  // (login throttling, verification codes) see the shopper rather than this process.
  const apiFetchFrom =
    (remoteAddress: string) =>
    async (input: string, init?: RequestInit): Promise<Response> => {
      const response = await app.inject({
        remoteAddress,
        method: (init?.method ?? "GET") as "GET",
        url: input,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(init?.body !== undefined && init.body !== null ? { payload: init.body as string } : {}),
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(response.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(key, v);
        else if (value !== undefined) headers.set(key, String(value));
      }
      const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
      return new Response(hasBody ? response.rawPayload : null, { status: response.statusCode, headers });
    };

  const handleRequest = createRequestListener({
    build,
    mode: opts.dev ? "development" : "production",
    getLoadContext: (_request, client) => ({ apiFetch: apiFetchFrom(client.address) }),
  });
  // Hijacked replies bypass Fastify's reply pipeline, so HTML is compressed on the raw response.
  const compress = compression();

  await app.register(async (scope) => {
    // Without parsers the raw body stream reaches React Router's actions untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    const render = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
      reply.hijack();
      const serve = () => handleRequest(request.raw, reply.raw);
      compress(request.raw as never, reply.raw as never, () =>
        assets ? assets(request.raw, reply.raw, serve) : serve(),
      );
    };
    scope.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: render, schema: { hide: true } });
    scope.route({ method: ["GET", "HEAD"], url: "/", handler: render, schema: { hide: true } });
  });
});

async function builtStorefront(app: FastifyInstance, buildDir: string) {
  const serverEntry = path.join(buildDir, "server", "index.js");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(serverEntry)) {
    throw new Error(`Storefront build missing at ${serverEntry}: run \`npm run build\` first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  // Files are routed one by one (no wildcard) so every other path reaches the SSR catch-all.
  // Hashed assets never change: a year, immutable; public/ files (favicon, robots.txt): a day.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=86400");
    },
  });
  return { build, assets: undefined as NodeMiddleware | undefined };
}

async function viteDevServer(app: FastifyInstance, webDir: string) {
  // Imported lazily: production installs never load Vite.
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    server: { middlewareMode: true },
  });
  app.addHook("onClose", async () => {
    await vite.close();
  });
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { build, assets: vite.middlewares as NodeMiddleware };
}
