import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getItemImage } from "./media.service.js";

const itemImageParamsSchema = z.object({
  itemUserCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "상품 코드가 올바르지 않습니다."),
  file: z
    .string()
    .regex(/^[1-9][0-9]?\.svg$/, "이미지 번호가 올바르지 않습니다.")
    .transform((file) => Number.parseInt(file, 10)),
});

/** Browsers and the storefront may keep a picture a day, then revalidate by ETag. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** Item pictures drawn on request (the URLs the demo catalog stores: /images/items/{code}/{n}.svg). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/images/items/:itemUserCode/:file",
    {
      schema: {
        tags: ["media"],
        summary: "Item picture n as SVG (cacheable; revalidate with If-None-Match)",
        params: itemImageParamsSchema,
        response: {
          200: z.string().meta({ description: "image/svg+xml" }),
          304: z.null().meta({ description: "Not modified" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { svg, etag } = await getItemImage(app.db, request.params.itemUserCode, request.params.file);
      reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return reply.type("image/svg+xml; charset=utf-8").send(svg);
    },
  );
};
