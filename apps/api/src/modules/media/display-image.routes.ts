import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendSvg, svgResponses } from "../../lib/svg-image.js";
import { BANNER_KINDS } from "./display-image.service.js";

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

/** Banner pictures and brand logos drawn on request (the URLs the display seed stores). */
export const displayImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { displayImages } = app.services;

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
      sendSvg(request, reply, await displayImages.getBannerImage(request.params.kind, request.params.file)),
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
    async (request, reply) => sendSvg(request, reply, await displayImages.getBrandLogo(request.params.file)),
  );
};
