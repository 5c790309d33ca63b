import { existsSync } from "node:fs";
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
}

/**
 * Serves the React Router storefront from the same process as the API. Loaders reach the API
 * through app.inject, so a page render costs no socket round trip.
 */
export const storefrontPlugin = fp(async (app: FastifyInstance, opts: StorefrontOptions) => {
  const serverEntry = path.join(opts.buildDir, "server", "index.js");
  const clientDir = path.join(opts.buildDir, "client");
  if (!existsSync(serverEntry)) {
    throw new Error(`Storefront build missing at ${serverEntry}: run \`npm run build\` first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  // Hashed assets never change: cache for a year, serve the brotli/gzip files written at build.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    immutable: true,
    maxAge: "365d",
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/static-root/",
    serve: false,
    decorateReply: true,
  });

  const apiFetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const response = await app.inject({
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
    mode: process.env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: () => ({ apiFetch }),
  });
  // Hijacked replies bypass @fastify/compress, so HTML is compressed on the raw response.
  const compress = compression();

  await app.register(async (scope) => {
    // Without parsers the raw body stream reaches React Router's actions untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    const render = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
      reply.hijack();
      compress(request.raw as never, reply.raw as never, () => {
        handleRequest(request.raw, reply.raw);
      });
    };
    for (const file of ["favicon.ico", "favicon.svg", "robots.txt", "manifest.webmanifest"]) {
      if (existsSync(path.join(clientDir, file))) {
        scope.get(`/${file}`, (_request, reply) => reply.sendFile(file, clientDir, { maxAge: "1d" }));
      }
    }
    scope.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: render, schema: { hide: true } });
    scope.route({ method: ["GET", "HEAD"], url: "/", handler: render, schema: { hide: true } });
  });
});
