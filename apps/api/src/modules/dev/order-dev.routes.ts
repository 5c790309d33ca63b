import { errorResponses } from "@shop/contracts/common";
import { itemCodeParamsSchema } from "@shop/contracts/item";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/account.js";
import { items } from "../../db/schema/catalog.js";
import { createPurchase } from "../../db/seed/order.factory.js";
import { ApiError } from "../../lib/api-error.js";

const devOrderBodySchema = z.object({
  loginId: z.string().min(1).max(30),
  itemUserCode: itemCodeParamsSchema.shape.itemUserCode,
  quantity: z.number().int().min(1).max(999).default(1),
  /** delivered (default) and confirmed lines may be reviewed; others let tests see the refusal. */
  status: z.enum(["ordered", "paid", "shipping", "delivered", "confirmed", "cancelled"]).default("delivered"),
});
const devOrderResponseSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  orderItemId: z.number().int(),
  itemId: z.number().int(),
  itemUserCode: z.string(),
  status: z.string(),
});

/** Gives a member a one-line order of an item, as checkout will once it exists (docs/decisions/010). */
async function createDevOrder(db: Db, body: z.infer<typeof devOrderBodySchema>) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, body.loginId));
  if (!user) throw new ApiError(404, "NOT_FOUND", "존재하지 않는 회원입니다.", `member ${body.loginId} not found`);
  const [item] = await db
    .select({ id: items.id, presentPrice: items.presentPrice })
    .from(items)
    .where(and(eq(items.itemUserCode, body.itemUserCode), eq(items.displayed, true)));
  if (!item) throw new ApiError(404, "NOT_FOUND", "존재하지 않는 상품입니다.", `item ${body.itemUserCode} not found`);
  const { order, orderItem } = await db.transaction((tx) =>
    createPurchase(tx, {
      userId: user.id,
      itemId: item.id,
      quantity: body.quantity,
      unitPrice: item.presentPrice,
      status: body.status,
    }),
  );
  return {
    orderId: order.id,
    orderCode: order.orderCode,
    orderItemId: orderItem.id,
    itemId: item.id,
    itemUserCode: body.itemUserCode,
    status: orderItem.status,
  };
}

/** Development only (DEV_TOOLS): purchases for browser tests, until the order work places real ones. */
export const orderDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/dev/orders",
    {
      schema: {
        tags: ["dev"],
        summary: "Development: a delivered one-line order of an item for a member (login id), so it can be reviewed",
        body: devOrderBodySchema,
        response: { 200: devOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => createDevOrder(app.db, request.body),
  );
};
