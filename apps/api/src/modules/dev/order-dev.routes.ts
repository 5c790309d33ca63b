import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/**
 * Development only (DEV_TOOLS): moving a real order along (tests buy through checkout and the payment sandbox, then
 * deliver the order here to review it) and running the unpaid-order sweep now.
 */
export const orderDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, orderPayments, orderConfirms } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.devMoveOrder, {
      tags: ["dev"],
      summary:
        "Development: moves an order along the core status table (e.g. to delivered for a review); 409 for an illegal move",
      errors: { ...errorResponses, 409: errorBodySchema },
    }),
    // To 구매확정 the way a shopper confirms (points earned), every other step as the status table allows.
    handler: async (request) =>
      request.body.status === "confirmed"
        ? orderConfirms.confirmForDev(request.params.orderCode)
        : orders.moveForDev(request.params.orderCode, request.body.status),
  });

  app.route({
    ...endpointRoute(apiEndpoints.devConfirmDelivered, {
      tags: ["dev"],
      summary:
        "Development: runs the sweep that confirms purchases delivered 7 days ago or more now (answers how many)",
    }),
    handler: async () => ({ confirmed: await orderConfirms.autoConfirm() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.devCloseOverdueOrders, {
      tags: ["dev"],
      summary: "Development: runs the sweep that cancels unpaid orders past their deadline now (answers how many)",
    }),
    handler: async () => ({ closed: await orderPayments.closeOverdue() }),
  });
};
