import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CSV_TYPE, sendDownload } from "../../lib/download.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's roulette events (docs/decisions/054): /api/admin/roulettes[/{id}[/end|/spins|/spins.csv]]. */
export const rouletteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rouletteAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminRoulettes, {
      tags,
      summary: "Staff: roulette events, latest start first, with spins and prizes given against their stock",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => rouletteAdmin.list(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminRoulette, {
      tags,
      summary: "Staff: a roulette event with its prizes: odds (weight and percent), total stock, won and left",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => rouletteAdmin.get(request.params.id),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateRoulette, {
      tags,
      summary: "Staff: add a roulette event with its prizes in wheel order (a taken title answers 409)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => rouletteAdmin.create(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateRoulette, {
      tags,
      summary:
        "Staff: edit a roulette event and its prizes, safe while members spin (a prize's total never under its copies won)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => rouletteAdmin.update(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminEndRoulette, {
      tags,
      summary: "Staff: end a running roulette event now (409 when it has ended or not started)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => rouletteAdmin.end(staffOf(request), request.params.id),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminRouletteSpins, {
      tags,
      summary: "Staff: a roulette event's spins, latest first, members masked",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => rouletteAdmin.spins(request.params.id, request.query),
  });

  const csv = endpointRoute(apiEndpoints.adminRouletteSpinsCsv, {
    tags,
    summary: "Staff: a roulette event's spins as .csv (번호, 참여 시각, 회원 아이디·이름 masked, 경품)",
    errors,
  });
  app.route({
    ...csv,
    schema: {
      ...csv.schema,
      produces: [CSV_TYPE],
      response: { 200: z.instanceof(Buffer).meta({ description: `${CSV_TYPE} bytes` }), ...errors },
    },
    onRequest: guard,
    handler: async (request, reply) => sendDownload(reply, await rouletteAdmin.spinsCsv(request.params.id), CSV_TYPE),
  });
};
