import { createHash } from "node:crypto";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/** A drawing served as SVG with its entity tag. */
export interface SvgImage {
  svg: string;
  etag: string;
}

/** The drawing with a content-hash tag: the tag changes exactly when the drawing does (a new cut, grade or renderer). */
export function svgImage(svg: string): SvgImage {
  return { svg, etag: `"${createHash("sha1").update(svg).digest("base64url")}"` };
}

/** Drawn pictures may be kept a day, then revalidated by ETag. */
const SVG_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** The responses of a route that answers a drawing. */
export const svgResponses = {
  200: z.string().meta({ description: "image/svg+xml" }),
  304: z.null().meta({ description: "Not modified" }),
  ...errorResponses,
};

/** Answers the drawing, or 304 when the client already holds this tag. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, image: SvgImage) {
  reply.header("cache-control", SVG_CACHE_CONTROL).header("etag", image.etag);
  if (request.headers["if-none-match"] === image.etag) return reply.code(304).send(null);
  return reply.type("image/svg+xml; charset=utf-8").send(image.svg);
}
