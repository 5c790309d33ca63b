import type { SellerBrand } from "@shop/contracts/catalog";
import type { SellerDetail, SellerNoticeList } from "@shop/contracts/display";
import { dispatchDate } from "@shop/core/shipping/dispatch-date";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { BrandService } from "../brand/brand.service.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { findBrandsOfSeller, findSellerNotices, findSellers, type SellerRow } from "./seller.repository.js";

// A seller without a stored policy ships like most sellers do: by parcel, dispatched on the
// weekday the order is paid if before 2 pm.
const DEFAULT_POLICY = { deliveryMethod: "택배", courier: "", dispatchCutoffHour: 14, preparationDays: 0 };

function policyOf(row: SellerRow) {
  return {
    deliveryMethod: row.deliveryMethod ?? DEFAULT_POLICY.deliveryMethod,
    courier: row.courier ?? DEFAULT_POLICY.courier,
    cutoffHour: row.dispatchCutoffHour ?? DEFAULT_POLICY.dispatchCutoffHour,
    preparationDays: row.preparationDays ?? DEFAULT_POLICY.preparationDays,
  };
}

function missingSellers(ids: readonly number[]): ApiError {
  return new ApiError(
    404,
    "NOT_FOUND",
    "요청하신 정보를 찾을 수 없습니다.",
    `sellers ${ids.join(", ")} not found`,
    ids.map((id) => ({ field: "sellerIds", message: `판매자 ${id}을(를) 찾을 수 없습니다.` })),
  );
}

export interface SellerServiceDeps {
  db: Db;
  catalog: CatalogService;
  brands: BrandService;
}

/** Sellers, their brands, notices and shipping terms. */
export function createSellerService({ db, catalog, brands }: SellerServiceDeps) {
  async function requireSeller(id: number): Promise<SellerRow> {
    const [row] = await findSellers(db, [id]);
    if (!row) throw ApiError.notFound(`seller ${id}`);
    return row;
  }

  /** The sellers of `ids` in that order; 404 naming every unknown id. */
  async function requireSellers(ids: readonly number[]): Promise<SellerRow[]> {
    const rows = await findSellers(db, ids);
    const byId = new Map(rows.map((row) => [row.sellerId, row]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) throw missingSellers(unknown);
    return ids.map((id) => byId.get(id)!);
  }

  return {
    /** A seller's business details, contact, shipping terms and brands; 404 for an unknown seller. */
    async getSeller(id: number): Promise<SellerDetail> {
      const [row, brands] = await Promise.all([requireSeller(id), findBrandsOfSeller(db, id)]);
      const policy = policyOf(row);
      return {
        seller: {
          sellerId: row.sellerId,
          sellerName: row.sellerName,
          bossName: row.bossName,
          businessNumber: formatBusinessNumber(row.businessNumber),
          phone: row.phone,
          address: row.address,
          shippingCondition: row.shippingCondition,
          shippingFee: row.shippingFee,
          freeShippingThreshold: row.freeShippingThreshold,
          deliveryMethod: policy.deliveryMethod,
          brands,
        },
      };
    },

    /** Business numbers (3-2-5) of the sellers asked for, in that order (order quotes). */
    async listBusinessNumbers(ids: readonly number[]) {
      const rows = await requireSellers(ids);
      return {
        list: rows.map((row) => ({
          sellerId: row.sellerId,
          sellerName: row.sellerName,
          bossName: row.bossName,
          businessNumber: formatBusinessNumber(row.businessNumber),
        })),
      };
    },

    /** SPEC §3 seller shipping info for an order paid at `now`, in the order asked. */
    async listShippingInfos(ids: readonly number[], now = new Date()) {
      const rows = await requireSellers(ids);
      return {
        list: rows.map((row) => {
          const policy = policyOf(row);
          const dispatch = dispatchDate(now, policy);
          return {
            sellerId: row.sellerId,
            shippingCondition: row.shippingCondition,
            shippingDate: dispatch.date,
            shippingDateText: dispatch.text,
            deliveryMethod: policy.deliveryMethod,
            courier: policy.courier,
          };
        }),
      };
    },

    /** Every seller's shipping terms, for the delivery guide. */
    async listShippingTerms() {
      return (await findSellers(db)).map((row) => {
        const policy = policyOf(row);
        return {
          sellerId: row.sellerId,
          sellerName: row.sellerName,
          shippingCondition: row.shippingCondition,
          shippingFee: row.shippingFee,
          freeShippingThreshold: row.freeShippingThreshold,
          deliveryMethod: policy.deliveryMethod,
          courier: policy.courier,
          dispatchCutoffHour: policy.cutoffHour,
        };
      });
    },

    /** Every seller (or those of `ids`) with its commission rate in basis points, for settlements (decision 039). */
    async listCommissionRates(ids?: readonly number[]) {
      return (await findSellers(db, ids)).map((row) => ({
        sellerId: row.sellerId,
        sellerName: row.sellerName,
        commissionRateBp: row.commissionRateBp,
      }));
    },

    /** A seller's notices, pinned first then newest; 404 for an unknown seller. */
    async listNotices(sellerId: number): Promise<SellerNoticeList> {
      const [, rows] = await Promise.all([requireSeller(sellerId), findSellerNotices(db, sellerId)]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          sellerId: row.sellerId,
          title: row.title,
          content: row.content,
          pinned: row.pinned,
          date: formatKoreaDate(row.createdAt),
        })),
      };
    },

    /** Seller brands selling one livestock kind (the header's category menu); 404 for an unknown kind. */
    async listBrandsByLivestock(livestock: string): Promise<{ list: SellerBrand[] }> {
      const kind = (await catalog.listLivestock()).list.find((entry) => entry.code === livestock);
      if (!kind) throw ApiError.notFound(`livestock ${livestock}`);
      return { list: kind.sellerBrands };
    },

    /** Every seller brand, grouped by livestock kind in its display order. */
    async listAllBrands(): Promise<{ list: SellerBrand[] }> {
      return { list: (await catalog.listLivestock()).list.flatMap((kind) => kind.sellerBrands) };
    },

    /** The brands one seller sells under; 404 for an unknown seller. */
    async listBrandsOfSeller(sellerId: number) {
      const [row, list] = await Promise.all([requireSeller(sellerId), findBrandsOfSeller(db, sellerId)]);
      return { sellerId: row.sellerId, sellerName: row.sellerName, list };
    },

    /** The seller's brands that have items on display, most bought first. */
    async listFavoriteBrands(sellerId: number) {
      const [row, list] = await Promise.all([requireSeller(sellerId), brands.listFavoriteBrandsOfSeller(sellerId)]);
      return { sellerId: row.sellerId, sellerName: row.sellerName, list };
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;
