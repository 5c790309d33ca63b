import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { byteaAsBase64 } from "../../db/schema/columns.js";
import { orderClaims, orderItems, orderShipments, orders } from "../../db/schema/order.js";
import { orderClaimPhotos } from "../../db/schema/order-return.js";

type Executor = Db | Tx;

/** The back office's claim filters, as the service resolved them (Korea days to instants, the seller's scope). */
export interface AdminClaimFilter {
  kind?: "cancel" | "return" | "exchange" | undefined;
  status?: "requested" | "collecting" | "refunding" | "completed" | "failed" | "refused" | undefined;
  from?: Date | undefined;
  /** Exclusive: the start of the day after the last one asked for. */
  until?: Date | undefined;
  /** Claims with a line of this seller's (a seller's staff: always their own). */
  sellerId?: number | undefined;
  orderCode?: string | undefined;
}

/**
 * A claim with a line in a box of `sellerId`: first the orders with a box of the seller's (the index on
 * order_shipments (seller_id, order_id)), then the claim's lines (jsonb ids, matched with @> per line of that box).
 */
export function claimOfSeller(sellerId: number): SQL {
  return sql`${orderClaims.orderId} in (select ${orderShipments.orderId} from ${orderShipments} where ${orderShipments.sellerId} = ${sellerId})
    and exists (select 1 from ${orderShipments} join ${orderItems} on ${orderItems.shipmentId} = ${orderShipments.id}
    where ${orderShipments.orderId} = ${orderClaims.orderId} and ${orderShipments.sellerId} = ${sellerId}
    and ${orderClaims.orderItemIds} @> to_jsonb(${orderItems.id}))`;
}

/** Everything but the status: the list's conditions, and the counts' (the tabs count every status). */
function baseConditions(filter: AdminClaimFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(orderClaims.kind, filter.kind));
  if (filter.from) conditions.push(gte(orderClaims.requestedAt, filter.from));
  if (filter.until) conditions.push(lt(orderClaims.requestedAt, filter.until));
  if (filter.orderCode) {
    conditions.push(
      sql`${orderClaims.orderId} = (select ${orders.id} from ${orders} where ${orders.orderCode} = ${filter.orderCode})`,
    );
  }
  if (filter.sellerId !== undefined) conditions.push(claimOfSeller(filter.sellerId));
  return conditions;
}

/** One page of claims for the filters, newest first, with their orders' code, date and orderer, and the total. */
export async function findAdminClaimPage(
  db: Executor,
  filter: AdminClaimFilter,
  window: { offset: number; limit: number },
) {
  const where = and(...baseConditions(filter), filter.status ? eq(orderClaims.status, filter.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        claim: orderClaims,
        orderCode: orders.orderCode,
        orderedAt: orders.orderedAt,
        ordererName: orders.ordererName,
      })
      .from(orderClaims)
      .innerJoin(orders, eq(orders.id, orderClaims.orderId))
      .where(where)
      .orderBy(desc(orderClaims.requestedAt), desc(orderClaims.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(orderClaims).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Claims per status for the filters without the status one. */
export function countAdminClaimsByStatus(db: Executor, filter: AdminClaimFilter) {
  return db
    .select({ status: orderClaims.status, n: count() })
    .from(orderClaims)
    .where(and(...baseConditions(filter)))
    .groupBy(orderClaims.status);
}

/** A claim with its order's code, date and orderer; undefined for none. */
export async function findAdminClaim(db: Executor, claimId: number) {
  const [row] = await db
    .select({
      claim: orderClaims,
      orderCode: orders.orderCode,
      orderedAt: orders.orderedAt,
      ordererName: orders.ordererName,
      paymentMethod: orders.paymentMethod,
    })
    .from(orderClaims)
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .where(eq(orderClaims.id, claimId));
  return row;
}

/** A claim's photos without their bytes, in the order they were sent. */
export function findClaimPhotoInfos(db: Executor, claimId: number) {
  return db
    .select({ id: orderClaimPhotos.id, fileName: orderClaimPhotos.fileName })
    .from(orderClaimPhotos)
    .where(eq(orderClaimPhotos.claimId, claimId))
    .orderBy(orderClaimPhotos.sortOrder);
}

/** One photo of a claim, with its bytes (base64). */
export async function findClaimPhoto(db: Executor, claimId: number, photoId: number) {
  const [row] = await db
    .select({
      fileName: orderClaimPhotos.fileName,
      contentType: orderClaimPhotos.contentType,
      data: byteaAsBase64(orderClaimPhotos.data),
    })
    .from(orderClaimPhotos)
    .where(and(eq(orderClaimPhotos.id, photoId), eq(orderClaimPhotos.claimId, claimId)));
  return row;
}
