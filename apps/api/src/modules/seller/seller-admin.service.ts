import type { AdminSellerEntry } from "@shop/contracts/admin-seller";
import { commissionRateLabel } from "@shop/core/order/sales-stats";
import { commissionPercentText } from "@shop/core/seller/commission-rate";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields } from "../../lib/audit-fields.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findSellersForAdmin,
  lockSellerForAdmin,
  type SellerAdminRow,
  setCommissionRate,
} from "./seller-admin.repository.js";

function entryOf(row: SellerAdminRow): AdminSellerEntry {
  return {
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    businessNumber: formatBusinessNumber(row.businessNumber),
    commissionRateBp: row.commissionRateBp,
    commissionRateLabel: commissionRateLabel(row.commissionRateBp),
    commissionPercent: commissionPercentText(row.commissionRateBp),
    shippingFee: row.shippingFee,
    freeShippingThreshold: row.freeShippingThreshold,
  };
}

/**
 * Sellers in the back office (입점사 관리, operators only; docs/decisions/045): the list with their terms, and the
 * commission rate the settlements of every month not yet paid out read (decision 039 computes a settlement when it is
 * asked for, with the rate of that moment).
 */
export function createSellerAdminService(deps: { db: Db; audit: StaffAuditService }) {
  const { db, audit } = deps;

  async function list() {
    return { list: (await findSellersForAdmin(db)).map(entryOf) };
  }

  async function setCommission(staff: StaffContext, id: number, commissionRateBp: number): Promise<AdminSellerEntry> {
    const updated = await db.transaction(async (tx) => {
      const row = await lockSellerForAdmin(tx, id);
      if (!row) throw ApiError.notFound(`seller ${id}`);
      const change = changedFields(row, { commissionRateBp }, ["commissionRateBp"]);
      if (change.changed.length === 0) return row;
      await setCommissionRate(tx, id, commissionRateBp);
      await audit.record(tx, staff, {
        action: "seller.commission",
        targetType: "seller",
        targetId: id,
        before: change.before,
        after: change.after,
      });
      return { ...row, commissionRateBp };
    });
    return entryOf(updated);
  }

  return { list, setCommission };
}
export type SellerAdminService = ReturnType<typeof createSellerAdminService>;
