import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendSvg, svgResponses } from "../../lib/svg-image.js";

const itemImageParamsSchema = z.object({
  itemUserCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "상품 코드가 올바르지 않습니다."),
  file: z
    .string()
    .regex(/^[1-9][0-9]?\.svg$/, "이미지 번호가 올바르지 않습니다.")
    .transform((file) => Number.parseInt(file, 10)),
});

/** Item pictures drawn on request (the URLs the demo catalog stores: /images/items/{code}/{n}.svg). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.services;

  app.get(
    "/images/items/:itemUserCode/:file",
    {
      schema: {
        tags: ["media"],
        summary: "Item picture n as SVG (cacheable; revalidate with If-None-Match)",
        params: itemImageParamsSchema,
        response: svgResponses,
      },
    },
    async (request, reply) =>
      sendSvg(request, reply, await media.getItemImage(request.params.itemUserCode, request.params.file)),
  );
};
