import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { itemCodeParamsSchema } from "@shop/contracts/item";
import { ORDER_STATUSES } from "@shop/core/order/order-status";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const devOrderBodySchema = z.object({
  loginId: z.string().min(1).max(30),
  itemUserCode: itemCodeParamsSchema.shape.itemUserCode,
  quantity: z.number().int().min(1).max(999).default(1),
  /** delivered (default) and confirmed lines may be reviewed; others let tests see the refusal. */
  status: z.enum(ORDER_STATUSES).default("delivered"),
});
const devOrderResponseSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  orderItemId: z.number().int(),
  itemId: z.number().int(),
  itemUserCode: z.string(),
  status: z.enum(ORDER_STATUSES),
});

/** Development only (DEV_TOOLS): purchases for browser tests, until the order work places real ones. */
export const orderDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountDev, orders, orderPayments } = app.services;

  const route = endpointRoute(apiEndpoints.devPlaceOrder, {
    tags: ["dev"],
    summary: "Development: a delivered one-line order of an item for a member (login id), so it can be reviewed",
    errors: errorResponses,
  });
  app.route({
    ...route,
    // The body and answer are the API's own (development only): the endpoint map declares none.
    schema: {
      ...route.schema,
      body: devOrderBodySchema,
      response: { 200: devOrderResponseSchema, ...route.schema.response },
    },
    handler: async (request) =>
      orders.placeDevPurchase({ ...request.body, userId: await accountDev.requireMemberId(request.body.loginId) }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.devMoveOrder, {
      tags: ["dev"],
      summary:
        "Development: moves an order along the core status table (e.g. to delivered for a review); 409 for an illegal move",
      errors: { ...errorResponses, 409: errorBodySchema },
    }),
    handler: async (request) => orders.moveForDev(request.params.orderCode, request.body.status),
  });

  app.route({
    ...endpointRoute(apiEndpoints.devCloseOverdueOrders, {
      tags: ["dev"],
      summary: "Development: runs the sweep that cancels unpaid orders past their deadline now (answers how many)",
    }),
    handler: async () => ({ closed: await orderPayments.closeOverdue() }),
  });
};
