import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import { MEAT_CUT_CHART_PATH } from "@shop/contracts/system-code";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** A chart's address: the kind, the content hash and the extension. */
const chartParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9-]{1,40}-[0-9a-f]{64}\.(svg|jpg|png|webp)$/, "이미지 주소가 올바르지 않습니다.")
    .transform((file) => {
      const match = /^(.+)-([0-9a-f]{64})\.(\w+)$/.exec(file);
      return { livestock: match?.[1] ?? "", sha256: match?.[2] ?? "", extension: match?.[3] ?? "" };
    }),
});

/** The address names the content hash: the bytes never change under it, so anyone may keep them a year. */
const CHART_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** A drawn SVG is shown as a picture only: no script, no outside fetch, even when opened on its own. */
const CHART_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The shop's code tables (issue 15 item 5, docs/decisions/052): GET /api/common/cart-info, common-code, bank-info,
 * policy-info, account-numbers; GET /api/system-code/meat-cut and /system-code-image (the operators' writes are in
 * system-code-admin.routes.ts); and the chart pictures' own addresses under /images/meat-cut-charts.
 */
export const systemCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { systemCodes } = app.services;
  const tags = ["common"];

  app.route({
    ...endpointRoute(apiEndpoints.cartInfo, {
      tags,
      summary:
        "What the cart page shows beside the cart: each seller's free-shipping terms, cut-off hour and dispatch day, island surcharges, line limit, notes",
      description:
        "`sellerId` may repeat (the sellers of the cart's lines); without it every seller is answered. An unknown seller answers 404.",
      errors: errorResponses,
    }),
    handler: async (request) => systemCodes.cartInfo(request.query.sellerId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.commonCode, {
      tags,
      summary: "Select-box codes by group (DELIVERY_REQUEST, CANCEL_REASON, INQUIRY_TYPE, CART_NOTICE …)",
      description: "With `group` that group only (404 when it has no codes); without it every group.",
      errors: errorResponses,
    }),
    handler: async (request) => systemCodes.commonCodes(request.query.group),
  });

  app.route({
    ...endpointRoute(apiEndpoints.bankInfo, {
      tags,
      summary:
        "Banks with their 금융결제원 codes: `use=refund` for refund accounts, `use=virtualAccount` for NICEPAY's",
      errors: errorResponses,
    }),
    handler: async (request) => systemCodes.bankInfo(request.query.use),
  });

  app.route({
    ...endpointRoute(apiEndpoints.policyInfo, {
      tags,
      summary: "Each policy's version in effect today (Korea time) and the next announced revision",
    }),
    handler: async () => systemCodes.policyInfo(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.accountNumbers, {
      tags,
      summary: "The cooperative's deposit accounts for bank transfer and company buyers",
    }),
    handler: async () => systemCodes.accountNumbers(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.meatCuts, {
      tags: ["system-code"],
      summary: "The meat cuts (부위) of each livestock kind, with the kind's cut chart picture",
      description: "With `livestock` that kind only (404 when it has no cuts).",
      errors: errorResponses,
    }),
    handler: async (request) => systemCodes.meatCuts(request.query.livestock),
  });

  app.route({
    ...endpointRoute(apiEndpoints.meatCutCharts, {
      tags: ["system-code"],
      summary: "The cut chart picture (부위 안내도) of each livestock kind",
      description: "With `livestock` that kind only (404 when it has no chart).",
      errors: errorResponses,
    }),
    handler: async (request) => systemCodes.meatCutCharts(request.query.livestock),
  });

  app.get(
    `${MEAT_CUT_CHART_PATH}/:file`,
    {
      schema: {
        tags: ["media"],
        summary: "A cut chart picture (immutable: the address names its content hash; ETag revalidation)",
        params: chartParamsSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: "image/svg+xml, image/jpeg, image/png or image/webp" }),
          304: z.null().meta({ description: "Not modified" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { livestock, sha256, extension } = request.params.file;
      const chart = await systemCodes.chartFile(livestock, sha256, extension);
      reply
        .header("cache-control", CHART_CACHE_CONTROL)
        .header("etag", chart.etag)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", CHART_CSP);
      if (request.headers["if-none-match"] === chart.etag) return reply.code(304).send(null);
      return reply.type(chart.contentType).send(chart.data);
    },
  );
};
