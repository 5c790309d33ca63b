import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import compression from "compression";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, type ServerBuild } from "react-router";
import { newPageRender, withinPageRender } from "../lib/page-render.js";
import { onShopChange } from "../lib/shop-changes.js";
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD } from "./compression.js";
import {
  type CachedPage,
  createPageCache,
  gzipAnswer,
  gzipPartsOf,
  hasShopperCookie,
  type PageCacheStatus,
  pageCacheDecision,
  type SharedRender,
} from "./page-cache.js";
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
/**
 * A page's multipart form (review photos, inquiry and store-application files) is read whole before its action runs,
 * so it may be larger than the app's 1 MiB body limit that every other form and JSON call keeps: up to five 5 MB
 * photos or three 10 MB files, and their fields. The API's own multipart routes check each file as it streams in.
 */
export const PAGE_UPLOAD_LIMIT_BYTES = 32 * 1024 * 1024;

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
  // (login throttling, verification codes) see the shopper rather than this process. A page read's calls are one
  // render (lib/page-render.ts: its bearer token is looked up once); a form's are not.
  const apiFetchFrom = (remoteAddress: string, method: string) => {
    const render = method === "GET" || method === "HEAD" ? newPageRender() : undefined;
    return async (input: string, init?: RequestInit): Promise<Response> => {
      const call = () =>
        app.inject({
          remoteAddress,
          method: (init?.method ?? "GET") as "GET",
          url: input,
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
          ...(init?.body !== undefined && init.body !== null ? { payload: init.body as string } : {}),
        });
      const response = await (render ? withinPageRender(render, call) : call());
      const headers = new Headers();
      for (const [key, value] of Object.entries(response.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(key, v);
        else if (value !== undefined) headers.set(key, String(value));
      }
      const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
      return new Response(hasBody ? response.rawPayload : null, { status: response.statusCode, headers });
    };
  };

  // The mode decided at start (docs/decisions/012), the same for every page and shopper: the storefront shows its demo
  // bar and inbox from this, never from a guess of its own (apps/web/app/lib/load-context.ts).
  const demo =
    app.config.mode === "demo" ? Object.freeze({ sandboxes: Object.freeze([...app.config.sandboxes]) }) : null;

  const handleDocument = createRequestHandler(build, opts.dev ? "development" : "production");
  // Hijacked replies bypass Fastify's reply pipeline, so HTML is compressed on the raw response.
  const compress = compression();

  // Guests' pages from memory (docs/decisions/023); never while Vite serves the pages, whose modules change under it.
  const pageCache =
    app.config.PAGE_CACHE && !opts.dev
      ? createPageCache({
          ttlSeconds: app.config.PAGE_CACHE_TTL_SECONDS,
          staleSeconds: app.config.PAGE_CACHE_STALE_SECONDS,
          maxBytes: app.config.PAGE_CACHE_MAX_MB * 1024 * 1024,
        })
      : null;
  // Staff changed an item or shop content (here or in another worker): guests' kept pages may show it, so they all go
  // (docs/decisions/038, 040).
  if (pageCache) {
    const stopListening = onShopChange(["catalog", "content"], () => pageCache.clear());
    app.addHook("onClose", async () => stopListening());
  }
  // max-age=0: a browser asks again each time; a CDN or proxy may keep the page like this process does. Vary names
  // what the key reads, so a shared cache keeps a shopper with cookies or the app apart from a plain guest.
  const sharedHeaders = {
    "cache-control": `public, max-age=0, s-maxage=${app.config.PAGE_CACHE_TTL_SECONDS}, stale-while-revalidate=${app.config.PAGE_CACHE_STALE_SECONDS}`,
    vary: "Accept-Encoding, Cookie, User-Agent, X-Forwarded-Host, X-Forwarded-Proto",
  };
  // A kept page goes gzipped from its parts compressed once (page-cache.ts), to whoever takes gzip; others get it as
  // the compression middleware answers any page.
  const gzipAccepted = new Negotiator({ supportedValues: ["gzip"] });
  const maintenanceActive = maintenanceCheck(app);

  const renderFailed = (request: FastifyRequest, res: ServerResponse, error: unknown) => {
    request.log.error({ err: error, url: request.url }, "page render failed");
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "content-type": "text/html; charset=utf-8" }).end(refusalPage(PAGE_FAILURE));
  };

  /** A page rendered for this request alone, streamed as it renders. */
  const renderOwnPage = async (request: FastifyRequest, reply: FastifyReply, cacheStatus: "BYPASS" | "MISS") => {
    const res = reply.raw;
    const aborted = new AbortController();
    res.on("close", () => aborted.abort());
    try {
      const response = await handleDocument(pageRequest(request, aborted.signal), {
        apiFetch: apiFetchFrom(request.raw.socket.remoteAddress ?? "", request.method),
        cspNonce: cspNonceOf(reply),
        demo,
      });
      const headers = new Headers(response.headers);
      headers.set("x-page-cache", cacheStatus);
      // A page of one shopper's session, or one that sets a cookie, is kept by no browser history or proxy.
      if (hasShopperCookie(request.headers.cookie) || headers.has("set-cookie")) {
        headers.set("cache-control", "private, no-store");
      }
      await writePage(response.status, headers, response.body, res, request);
    } catch (error) {
      // The shopper left mid-page: nobody is waiting for an answer.
      if (aborted.signal.aborted) return;
      renderFailed(request, res, error);
    }
  };

  /**
   * A render the cache may keep: as a GET (a HEAD fills the cache too), read whole, with a nonce of its own that the
   * kept body is cut at. Only a 200 HTML page with no Set-Cookie and nothing saying private is shareable.
   */
  const renderForCache =
    (request: FastifyRequest): SharedRender =>
    async () => {
      const renderNonce = randomBytes(16).toString("hex");
      const response = await handleDocument(pageRequest(request, undefined, "GET"), {
        apiFetch: apiFetchFrom(request.raw.socket.remoteAddress ?? "", "GET"),
        cspNonce: renderNonce,
        demo,
      });
      const html = response.body ? await response.text() : "";
      const cacheControl = response.headers.get("cache-control") ?? "";
      const shareable =
        response.status === 200 &&
        !response.headers.has("set-cookie") &&
        !/private|no-store/i.test(cacheControl) &&
        (response.headers.get("content-type") ?? "").startsWith("text/html");
      const headers = [...response.headers].filter(([name]) => !KEPT_HEADERS_SKIPPED.has(name));
      const parts = html.split(renderNonce);
      // Compressed once for the cache's answers: a page only its own request sees is compressed as it is sent.
      const gzipParts = gzipPartsOf(shareable ? parts : []);
      const page = { status: response.status, headers, parts, gzipParts, renderedAt: 0 };
      // What the entry holds: the parts as text and compressed (their checksums are a few numbers).
      const bytes = Buffer.byteLength(html) + gzipParts.deflated.reduce((sum, part) => sum + part.length, 0);
      return { page: { ...page, bytes }, shareable };
    };

  const sendPage = (
    reply: FastifyReply,
    page: CachedPage,
    cacheStatus: PageCacheStatus,
    shared: boolean,
    head: boolean,
  ) => {
    const res = reply.raw;
    // Each answer carries its own response's nonce, the one its CSP header allows (asked before any header is sent).
    const nonce = cspNonceOf(reply);
    res.statusCode = page.status;
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") res.appendHeader(name, value);
      else res.setHeader(name, value);
    }
    if (shared) for (const [name, value] of Object.entries(sharedHeaders)) res.setHeader(name, value);
    else if (page.headers.some(([name]) => name === "set-cookie")) res.setHeader("cache-control", "private, no-store");
    res.setHeader("x-page-cache", cacheStatus);
    const gzip = shared && gzipAccepted.negotiate(reply.request.headers["accept-encoding"] ?? "") === "gzip";
    if (!gzip) {
      res.end(head ? undefined : page.parts.join(nonce));
      return;
    }
    // Encoded here, so the compression middleware leaves the body alone; it would have named Accept-Encoding in Vary.
    const body = gzipAnswer(page.gzipParts, nonce);
    res.setHeader("content-encoding", "gzip");
    res.setHeader("content-length", body.length);
    res.end(head ? undefined : body);
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw;
    const decision = pageCacheDecision({
      method: request.method,
      url: raw.url ?? "/",
      protocol: "encrypted" in raw.socket && raw.socket.encrypted ? "https" : "http",
      headers: request.headers,
    });
    if (!pageCache || !decision.shared) return renderOwnPage(request, reply, "BYPASS");
    // A maintenance window sends every page to /maintenance (the root loader): no kept page may stand in for that.
    if (await maintenanceActive()) return renderOwnPage(request, reply, "BYPASS");
    const head = request.method === "HEAD";
    let answer: Awaited<ReturnType<typeof pageCache.serve>>;
    try {
      answer = await pageCache.serve(decision.key, renderForCache(request), (error) =>
        request.log.warn({ err: error, url: request.url }, "page cache: the background render failed; the page stays"),
      );
    } catch (error) {
      renderFailed(request, reply.raw, error);
      return;
    }
    if (answer.page) return sendPage(reply, answer.page, answer.status, answer.shared, head);
    // Another request's render that was not shareable: its answer is its own, this one renders for itself.
    return renderOwnPage(request, reply, "MISS");
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A form is read whole here, within the app's body limit (a multipart one within PAGE_UPLOAD_LIMIT_BYTES; 413 past
    // it, and the connection closed), so a refusal
    // comes before React Router runs and an action's request.formData() gets a body it can read. Any other type is a
    // 415 (Fastify's own answer when no parser matches).
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "buffer" },
      async (_request: FastifyRequest, body: Buffer) => body,
    );
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: PAGE_UPLOAD_LIMIT_BYTES },
      async (request: FastifyRequest, body: Buffer) => {
        // A multipart body that does not parse would fail inside the action as a 500.
        const contentType = request.headers["content-type"] ?? "";
        try {
          await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
        } catch {
          throw new PageRefusal(400, "multipart body does not parse");
        }
        return body;
      },
    );
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

/** Headers a kept page does not keep: the cache writes its own Cache-Control, and Node counts the body. */
const KEPT_HEADERS_SKIPPED = new Set(["cache-control", "content-length", "date", "vary"]);

/**
 * Whether a maintenance window is on, asked of the API at most once a second (GET /api/common/maintenance, the
 * root loader's own call). Unreadable counts as off, as it does for the root loader.
 */
function maintenanceCheck(app: FastifyInstance): () => Promise<boolean> {
  let asked: { at: number; active: Promise<boolean> } | null = null;
  return () => {
    const now = Date.now();
    if (asked && now - asked.at < 1000) return asked.active;
    const active = app
      .inject({ method: "GET", url: apiPath(apiEndpoints.maintenance) })
      .then((response) => response.statusCode === 200 && response.json<{ active?: unknown }>().active === true)
      .catch(() => false);
    asked = { at: now, active };
    return active;
  };
}

/** The shopper's request as React Router takes it: the form body Fastify already read, the rest as received. */
function pageRequest(request: FastifyRequest, signal: AbortSignal | undefined, method = request.method): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) headers.append(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  const protocol = "encrypted" in raw.socket && raw.socket.encrypted ? "https:" : "http:";
  const url = new URL(raw.url ?? "/", `${protocol}//${headers.get("host") ?? "localhost"}`);
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method, headers, ...(signal ? { signal } : {}), ...(body ? { body } : {}) });
}

/** Brotli first, as browsers take it and it packs a page ~10 % smaller than gzip for less CPU at this quality. */
const pageEncodings = new Negotiator({ supportedValues: ["br", "gzip"] });
const brotliPage = promisify(brotliCompress);
const gzipPage = promisify(gzip);

/**
 * Writes React Router's answer on the raw response: the page whole (entry.server.tsx answers it as one buffer),
 * compressed in one call on the thread pool as the shopper's Accept-Encoding asks, with its Content-Length.
 */
async function writePage(
  status: number,
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  res: ServerResponse,
  request: FastifyRequest,
) {
  res.statusCode = status;
  for (const [name, value] of headers) {
    // Headers yields each Set-Cookie on its own; appended, none replaces another.
    if (name === "set-cookie") res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  if (request.method === "HEAD" || body === null) {
    res.end();
    return;
  }
  const page = Buffer.from(await new Response(body).arrayBuffer());
  // Encoded here, so the compression middleware around every page leaves it alone (it still names Accept-Encoding in
  // Vary, for this answer as for the ones it compresses).
  const encoding =
    page.length >= COMPRESSION_THRESHOLD ? pageEncodings.negotiate(request.headers["accept-encoding"] ?? "") : null;
  const sent =
    encoding === "br" ? await brotliPage(page, BROTLI_OPTIONS) : encoding === "gzip" ? await gzipPage(page) : page;
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", sent.length);
  res.end(sent);
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
