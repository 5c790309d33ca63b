import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { sellers } from "../../db/schema/catalog.js";

type Executor = Db | Tx;

const adminColumns = {
  sellerId: sellers.id,
  sellerName: sellers.name,
  businessNumber: sellers.businessNumber,
  commissionRateBp: sellers.commissionRateBp,
  shippingFee: sellers.shippingFee,
  freeShippingThreshold: sellers.freeShippingThreshold,
};

export type SellerAdminRow = Awaited<ReturnType<typeof findSellersForAdmin>>[number];

/** Every seller (or one) with its business number, commission rate and shipping terms, by id. */
export function findSellersForAdmin(db: Executor, id?: number) {
  return db
    .select(adminColumns)
    .from(sellers)
    .where(id === undefined ? undefined : eq(sellers.id, id))
    .orderBy(asc(sellers.id));
}

/** A seller's row locked for a change (undefined for an unknown id). */
export async function lockSellerForAdmin(tx: Tx, id: number) {
  const [row] = await tx.select(adminColumns).from(sellers).where(eq(sellers.id, id)).for("update");
  return row;
}

export async function setCommissionRate(tx: Tx, id: number, commissionRateBp: number) {
  await tx.update(sellers).set({ commissionRateBp }).where(eq(sellers.id, id));
}
