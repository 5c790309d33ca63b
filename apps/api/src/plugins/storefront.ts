import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import compression from "compression";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, type ServerBuild } from "react-router";
import { cspNonceOf } from "./security.js";

export interface StorefrontOptions {
  /** apps/web/build: holds client/ (assets) and server/index.js (SSR). */
  buildDir: string;
  /** apps/web: in dev mode pages come from Vite's dev server (HMR) instead of the build. */
  webDir: string;
  dev: boolean;
}

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What a page's form may be sent as: React Router's <Form> and fetchers send one of these, and so do plain forms. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The Korean sentence a refused page request answers with, by status. */
const PAGE_REFUSALS: Record<number, string> = {
  400: "요청 형식이 올바르지 않습니다.",
  413: "요청 크기가 너무 큽니다.",
  415: "지원하지 않는 요청 형식입니다.",
};
const PAGE_FAILURE = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";

class PageRefusal extends Error {
  constructor(
    readonly statusCode: number,
    why: string,
  ) {
    super(why);
  }
}

function refusalPage(message: string): string {
  return `<!doctype html><html lang="ko"><meta charset="utf-8"><title>${message}</title><p>${message}</p></html>`;
}

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

  // The mode decided at start (docs/decisions/012), the same for every page and shopper: the storefront shows its demo
  // bar and inbox from this, never from a guess of its own (apps/web/app/lib/load-context.ts).
  const demo =
    app.config.mode === "demo" ? Object.freeze({ sandboxes: Object.freeze([...app.config.sandboxes]) }) : null;

  const handleDocument = createRequestHandler(build, opts.dev ? "development" : "production");
  // Hijacked replies bypass Fastify's reply pipeline, so HTML is compressed on the raw response.
  const compress = compression();

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = reply.raw;
    const aborted = new AbortController();
    res.on("close", () => aborted.abort());
    try {
      const response = await handleDocument(pageRequest(request, aborted.signal), {
        apiFetch: apiFetchFrom(request.raw.socket.remoteAddress ?? ""),
        cspNonce: cspNonceOf(reply),
        demo,
      });
      await writePage(response, res, request.method === "HEAD");
    } catch (error) {
      // The shopper left mid-page: nobody is waiting for an answer.
      if (aborted.signal.aborted) return;
      request.log.error({ err: error, url: request.url }, "page render failed");
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "content-type": "text/html; charset=utf-8" }).end(refusalPage(PAGE_FAILURE));
    }
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A form is read whole here, within the app's body limit (413 past it, and the connection closed), so a refusal
    // comes before React Router runs and an action's request.formData() gets a body it can read. Any other type is a
    // 415 (Fastify's own answer when no parser matches).
    scope.addContentTypeParser(FORM_TYPES, { parseAs: "buffer" }, async (request: FastifyRequest, body: Buffer) => {
      // A multipart body that does not parse would fail inside the action as a 500.
      const contentType = request.headers["content-type"] ?? "";
      if (contentType.toLowerCase().startsWith("multipart/")) {
        try {
          await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
        } catch {
          throw new PageRefusal(400, "multipart body does not parse");
        }
      }
      return body;
    });
    // Every page action reads a form: a POST with no body at all has nothing to act on.
    scope.addHook("preHandler", async (request) => {
      if (request.method === "POST" && !Buffer.isBuffer(request.body))
        throw new PageRefusal(400, "POST without a body");
    });
    // A page request refused before React Router answers a short Korean page, not the API's JSON error body.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      const message = PAGE_REFUSALS[status] ?? (status === 500 ? PAGE_FAILURE : "요청을 처리할 수 없습니다.");
      if (status === 500) request.log.error({ err: error, url: request.url }, "page request failed");
      return reply
        .status(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(refusalPage(message));
    });

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const serve = () => void renderPage(request, reply);
      compress(request.raw as never, reply.raw as never, () =>
        assets ? assets(request.raw, reply.raw, serve) : serve(),
      );
    };
    const page = { handler: render, schema: { hide: true }, config: { page: true } };
    scope.route({ method: ["GET", "HEAD", "POST"], url: "/*", ...page });
    scope.route({ method: ["GET", "HEAD"], url: "/", ...page });
  });
});

/** The shopper's request as React Router takes it: the form body Fastify already read, the rest as received. */
function pageRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) headers.append(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  const protocol = "encrypted" in raw.socket && raw.socket.encrypted ? "https:" : "http:";
  const url = new URL(raw.url ?? "/", `${protocol}//${headers.get("host") ?? "localhost"}`);
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method: request.method, headers, signal, ...(body ? { body } : {}) });
}

/** Writes React Router's answer on the raw response, streaming the HTML as it renders. */
async function writePage(response: Response, res: ServerResponse, head: boolean) {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    // Headers yields each Set-Cookie on its own; appended, none replaces another.
    if (name === "set-cookie") res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  if (head || response.body === null) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

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
