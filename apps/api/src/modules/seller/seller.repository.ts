import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sellerBrands, sellers } from "../../db/schema/catalog.js";
import { sellerNotices, sellerShippingPolicies } from "../../db/schema/display.js";

const sellerColumns = {
  sellerId: sellers.id,
  sellerName: sellers.name,
  bossName: sellers.bossName,
  businessNumber: sellers.businessNumber,
  phone: sellers.phone,
  address: sellers.address,
  shippingCondition: sellers.shippingCondition,
  shippingFee: sellers.shippingFee,
  freeShippingThreshold: sellers.freeShippingThreshold,
  commissionRateBp: sellers.commissionRateBp,
  deliveryMethod: sellerShippingPolicies.deliveryMethod,
  courier: sellerShippingPolicies.courier,
  dispatchCutoffHour: sellerShippingPolicies.dispatchCutoffHour,
  preparationDays: sellerShippingPolicies.preparationDays,
};

export type SellerRow = Awaited<ReturnType<typeof findSellers>>[number];

/** Sellers with their shipping policy (null columns when a seller has none yet), by id. */
export function findSellers(db: Db, ids?: readonly number[]) {
  return db
    .select(sellerColumns)
    .from(sellers)
    .leftJoin(sellerShippingPolicies, eq(sellerShippingPolicies.sellerId, sellers.id))
    .where(ids === undefined ? undefined : inArray(sellers.id, [...ids]))
    .orderBy(asc(sellers.id));
}

const brandColumns = {
  id: sellerBrands.id,
  sellerId: sellerBrands.sellerId,
  brandName: sellerBrands.brandName,
  sellerName: sellers.name,
  livestock: sellerBrands.livestock,
};

export function findBrandsOfSeller(db: Db, sellerId: number) {
  return db
    .select(brandColumns)
    .from(sellerBrands)
    .innerJoin(sellers, eq(sellers.id, sellerBrands.sellerId))
    .where(eq(sellerBrands.sellerId, sellerId))
    .orderBy(asc(sellerBrands.sortOrder), asc(sellerBrands.id));
}

/** Displayed notices of a seller: pinned first, then newest. */
export function findSellerNotices(db: Db, sellerId: number) {
  return db
    .select({
      id: sellerNotices.id,
      sellerId: sellerNotices.sellerId,
      title: sellerNotices.title,
      content: sellerNotices.content,
      pinned: sellerNotices.pinned,
      createdAt: sellerNotices.createdAt,
    })
    .from(sellerNotices)
    .where(and(eq(sellerNotices.sellerId, sellerId), eq(sellerNotices.displayed, true)))
    .orderBy(desc(sellerNotices.pinned), desc(sellerNotices.createdAt), desc(sellerNotices.id));
}
