import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BANNER_KINDS, getBannerImage, getBrandLogo } from "./display-image.service.js";
import type { RenderedImage } from "./media.service.js";

const svgFile = (pattern: RegExp, message: string) =>
  z
    .string()
    .regex(pattern, message)
    .transform((file) => file.slice(0, -".svg".length));

const bannerParamsSchema = z.object({
  kind: z.enum(BANNER_KINDS),
  file: svgFile(/^[a-z0-9][a-z0-9-]{0,79}\.svg$/, "이미지 주소가 올바르지 않습니다."),
});

const brandLogoParamsSchema = z.object({
  file: svgFile(/^[1-9]\d{0,8}\.svg$/, "브랜드 번호가 올바르지 않습니다.").transform(Number),
});

/** Browsers and the storefront may keep a picture a day, then revalidate by ETag. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const svgResponses = {
  200: z.string().meta({ description: "image/svg+xml" }),
  304: z.null().meta({ description: "Not modified" }),
  ...errorResponses,
};

/** Banner pictures and brand logos drawn on request (the URLs the display seed stores). */
export const displayImageRoutes: FastifyPluginAsyncZod = async (app) => {
  function send(
    request: { headers: Record<string, unknown> },
    reply: import("fastify").FastifyReply,
    image: RenderedImage,
  ) {
    reply.header("cache-control", CACHE_CONTROL).header("etag", image.etag);
    if (request.headers["if-none-match"] === image.etag) return reply.code(304).send(null);
    return reply.type("image/svg+xml; charset=utf-8").send(image.svg);
  }

  app.get(
    "/images/banners/:kind/:file",
    {
      schema: {
        tags: ["media"],
        summary: "Banner picture as SVG: main visual (PC or mobile), event, style book or display page hero",
        params: bannerParamsSchema,
        response: svgResponses,
      },
    },
    async (request, reply) =>
      send(request, reply, await getBannerImage(app.db, request.params.kind, request.params.file)),
  );

  app.get(
    "/images/brands/:file",
    {
      schema: {
        tags: ["media"],
        summary: "Brand logo as SVG",
        params: brandLogoParamsSchema,
        response: svgResponses,
      },
    },
    async (request, reply) => send(request, reply, await getBrandLogo(app.db, request.params.file)),
  );
};
