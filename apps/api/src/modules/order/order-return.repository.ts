import type { OrderStatus } from "@shop/core/order/order-status";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { byteaAsBase64, byteaValue } from "../../db/schema/columns.js";
import { orderClaims, orderItems, orders } from "../../db/schema/order.js";
import { orderClaimPhotos } from "../../db/schema/order-return.js";

type Executor = Db | Tx;

export interface NewClaimPhoto {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A return's or exchange's photos, in the order they were sent. */
export async function insertClaimPhotos(tx: Tx, claimId: number, photos: readonly NewClaimPhoto[]) {
  if (photos.length === 0) return;
  await tx.insert(orderClaimPhotos).values(
    photos.map((photo, index) => ({
      claimId,
      sortOrder: index,
      fileName: photo.fileName,
      contentType: photo.contentType,
      byteSize: photo.data.length,
      data: byteaValue(photo.data),
    })),
  );
}

/** The ids of the claims' photos, in order. */
export function findClaimPhotoIds(db: Executor, claimIds: readonly number[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: orderClaimPhotos.id, claimId: orderClaimPhotos.claimId })
    .from(orderClaimPhotos)
    .where(inArray(orderClaimPhotos.claimId, [...claimIds]))
    .orderBy(orderClaimPhotos.claimId, orderClaimPhotos.sortOrder);
}

/** One photo of a claim on one of the member's orders (undefined for anyone else's, as for none). */
export async function findMemberClaimPhoto(db: Executor, userId: number, claimId: number, photoId: number) {
  const [row] = await db
    .select({
      fileName: orderClaimPhotos.fileName,
      contentType: orderClaimPhotos.contentType,
      data: byteaAsBase64(orderClaimPhotos.data),
    })
    .from(orderClaimPhotos)
    .innerJoin(orderClaims, eq(orderClaims.id, orderClaimPhotos.claimId))
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .where(and(eq(orderClaimPhotos.id, photoId), eq(orderClaimPhotos.claimId, claimId), eq(orders.userId, userId)));
  return row;
}

/** The order's return or exchange still open (applied, being picked up or refunding), if any. */
export async function findOpenReturnClaim(db: Executor, orderId: number) {
  const [row] = await db
    .select()
    .from(orderClaims)
    .where(
      and(
        eq(orderClaims.orderId, orderId),
        inArray(orderClaims.kind, ["return", "exchange"]),
        inArray(orderClaims.status, ["requested", "collecting", "refunding"]),
      ),
    );
  return row;
}

/** A claim locked for the rest of the caller's transaction. */
export async function lockClaim(tx: Tx, claimId: number) {
  const [row] = await tx.select().from(orderClaims).where(eq(orderClaims.id, claimId)).for("update");
  return row;
}

/** Moves some lines of an order to `status`; answers them as updated. */
export function setLineStatus(tx: Tx, orderId: number, orderItemIds: readonly number[], status: OrderStatus) {
  return tx
    .update(orderItems)
    .set({ status })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...orderItemIds])))
    .returning();
}

/** Restarts an order's confirm clock (an exchange's new piece arrived). */
export async function markOrderDelivered(tx: Tx, orderId: number, at: Date) {
  await tx
    .update(orders)
    .set({ deliveredAt: at })
    .where(and(eq(orders.id, orderId), sql`${orders.status} = 'delivered'`));
}

/** Returns whose refund was asked of the gateway before `cutoff` and never settled, oldest first. */
export function findStuckRefunds(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: orderClaims.id })
    .from(orderClaims)
    .where(
      and(eq(orderClaims.kind, "return"), eq(orderClaims.status, "refunding"), lt(orderClaims.refundAskedAt, cutoff)),
    )
    .orderBy(orderClaims.refundAskedAt)
    .limit(limit);
}
