import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Answers smaller than this go as they are: a header's worth of bytes saved does not pay for the work. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Brotli's quality, for callers that accept brotli and not gzip: 4 is the cheapest level that packs JSON as well as
 * gzip; zlib's default of 11 costs ~30 ms for a 9 KiB item page (docs/decisions/025).
 */
export const BROTLI_QUALITY = 4;
/** zlib's brotli options at that quality: the API's answers here, the storefront's pages (plugins/storefront.ts). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
/** The API's JSON only: PDFs, pictures and spreadsheets are compressed formats already, and SVGs are left alone. */
const COMPRESSIBLE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i;

/** Whether a route is one of the API's (under /api): the storefront's pages and files are never compressed here. */
function isApiRoute(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

/**
 * Compresses the API's JSON answers over 1 KiB with gzip, or brotli for a caller that takes only that, as its
 * Accept-Encoding asks
 * (API_COMPRESSION; the mobile app reads them over mobile networks). The storefront's page routes hijack their reply
 * and compress their HTML themselves (plugins/storefront.ts), and its files are served precompressed: those routes
 * get no compression hook at all, so nothing is compressed twice. Request bodies are not decompressed.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.API_COMPRESSION) return;
  // Added before @fastify/compress's own onRoute hook, so it sees `compress: false` on the routes it must leave alone.
  app.addHook("onRoute", (route) => {
    if (route.config?.page || !isApiRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    // gzip first where the caller accepts both: on the shop's 2 cores brotli at quality 4 took ~1.6× gzip's CPU for
    // answers only ~4 % smaller (1,410 against 1,473 bytes for a 20-card page; docs/decisions/025).
    encodings: ["gzip", "br"],
    brotliOptions: BROTLI_OPTIONS,
    // Up to this size in one synchronous call (a 20-card page is ~10 KiB, well under a millisecond at these levels)
    // rather than through a zlib stream and the thread pool, which cost more than the work on 2 cores; the answer
    // then keeps its Content-Length. The plugin's default on 2 cores would be 8 KiB.
    syncThreshold: 64 * 1024,
    customTypes: COMPRESSIBLE,
  });
});
