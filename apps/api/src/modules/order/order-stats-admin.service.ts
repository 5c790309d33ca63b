import type {
  AdminDashboard,
  AdminSettlementQuery,
  AdminSettlements,
  AdminStatsQuery,
  SalesFigures,
  SettlementLine,
  SettlementRow,
  StatsDay,
} from "@shop/contracts/admin-stats";
import { SHIPPING_PREPAID } from "@shop/core/checkout/delivery-groups";
import { splitClaimShipping } from "@shop/core/order/claim-shipping-split";
import { commissionRateLabel, settle, settlementMonth, statsPeriod } from "@shop/core/order/sales-stats";
import { paginationOf } from "@shop/core/paging/paging";
import { formatKoreaDate, koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { MemberStatsService } from "../account/member-stats.service.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { SellerService } from "../seller/seller.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  type ClaimShippingFacts,
  type ClaimShippingShare,
  type FiguresRow,
  findAllSettlementLines,
  findClaimShippingFacts,
  findItemIds,
  findSettlementLines,
  type StatsRange,
  sumFigures,
  sumTotal,
} from "./order-stats-admin.repository.js";
import { renderDashboardXlsx, renderSettlementsXlsx } from "./order-stats-admin-xlsx.js";

// The back office's numbers (issue 14 item 6, docs/decisions/039): the dashboard of a period and the month's
// settlements per seller, from the order module's own tables; members, sellers and livestock kinds from their
// modules' services. A seller's staff read their own seller only.

export interface OrderStatsAdminDeps {
  db: Db;
  sellers: Pick<SellerService, "listCommissionRates">;
  catalog: Pick<CatalogService, "livestockOfItems" | "listLivestock">;
  members: Pick<MemberStatsService, "newMembersPerDay">;
  clock?: () => Date;
}

const KIND_LABELS = { paid: "결제", cancel: "취소", return: "반품" } as const;

function figuresOf(row: FiguresRow | undefined): SalesFigures {
  const figures = {
    orderCount: row?.order_count ?? 0,
    paidAmount: row?.paid_amount ?? 0,
    cancelCount: row?.cancel_count ?? 0,
    cancelAmount: row?.cancel_amount ?? 0,
    returnCount: row?.return_count ?? 0,
    returnAmount: row?.return_amount ?? 0,
  };
  return { ...figures, netAmount: figures.paidAmount - figures.cancelAmount - figures.returnAmount };
}

/**
 * Each claim of the range's shipping refund per seller (core splitClaimShipping): which of its boxes it emptied, what
 * the order's earlier claims had kept back from them.
 */
export function claimShippingShares(facts: ClaimShippingFacts): ClaimShippingShare[] {
  const boxById = new Map(facts.boxes.map((box) => [box.id, box]));
  const lineById = new Map(facts.lines.map((line) => [line.id, line]));
  const shares: ClaimShippingShare[] = [];
  facts.claims.forEach((claim, index) => {
    if (!claim.in_range) return;
    const earlier = facts.claims.slice(0, index).filter((other) => other.order_id === claim.order_id);
    const gone = new Set([...earlier.flatMap((other) => other.order_item_ids), ...claim.order_item_ids]);
    const claimed = claim.order_item_ids
      .flatMap((id) => {
        const line = lineById.get(id);
        return line && line.order_id === claim.order_id ? [line] : [];
      })
      .sort((a, b) => a.id - b.id);
    const first = claimed[0] ? boxById.get(claimed[0].shipment_id) : undefined;
    if (!first) return;
    const boxIds = [...new Set(claimed.map((line) => line.shipment_id))];
    const split = splitClaimShipping({
      kind: claim.kind,
      shippingPayer: claim.kind === "return" ? claim.shipping_payer : null,
      rest: claim.refund_amount - claimed.reduce((sum, line) => sum + line.amount, 0),
      boxDeductions: claim.box_deductions,
      firstSellerId: first.seller_id,
      boxes: boxIds.flatMap((boxId) => {
        const box = boxById.get(boxId);
        if (!box) return [];
        return [
          {
            shipmentId: box.id,
            sellerId: box.seller_id,
            prepaid: box.shipping_payment_type === SHIPPING_PREPAID,
            paidShipping: box.paid_shipping,
            shippingFee: box.shipping_fee,
            sellerShippingFee: box.seller_shipping_fee,
            deductedBefore: earlier
              .flatMap((other) => other.box_deductions)
              .filter((entry) => entry.shipmentId === box.id)
              .reduce((sum, entry) => sum + entry.amount, 0),
            emptied: facts.lines.every((line) => line.shipment_id !== box.id || gone.has(line.id)),
          },
        ];
      }),
    });
    for (const part of split) shares.push({ claimId: claim.claim_id, ...part });
  });
  return shares;
}

function badRequest(field: string, message: string): ApiError {
  return new ApiError(400, "BAD_REQUEST", message, `admin stats: ${field}`, [{ field, message }]);
}

export function createOrderStatsAdminService({
  db,
  sellers,
  catalog,
  members,
  clock = () => new Date(),
}: OrderStatsAdminDeps) {
  /**
   * The seller the numbers are limited to: a seller's staff always their own (another seller's id answers 404, as a
   * made-up one); an operator's filter, 404 for a seller that does not exist.
   */
  async function scopeOf(staff: StaffContext, sellerId: number | undefined): Promise<number | undefined> {
    if (staff.role === "ROLE_SELLER") {
      if (staff.sellerId === null || (sellerId !== undefined && sellerId !== staff.sellerId)) {
        throw ApiError.notFound(`seller ${sellerId} for staff ${staff.staffId}`);
      }
      return staff.sellerId;
    }
    if (sellerId !== undefined && (await sellers.listCommissionRates([sellerId])).length === 0) {
      throw ApiError.notFound(`seller ${sellerId}`);
    }
    return sellerId;
  }

  /** A period (of one seller) with its claims' shipping refunds split per seller. */
  async function statsRange(start: Date, end: Date, sellerId: number | undefined): Promise<StatsRange> {
    const claimShipping = claimShippingShares(await findClaimShippingFacts(db, { start, end }));
    return { start, end, sellerId, claimShipping };
  }

  async function sellerNames(): Promise<Map<number, string>> {
    return new Map((await sellers.listCommissionRates()).map((row) => [row.sellerId, row.sellerName]));
  }

  async function dashboard(staff: StaffContext, query: AdminStatsQuery): Promise<AdminDashboard> {
    const now = clock();
    const period = statsPeriod(query, now);
    if (!period.ok) throw badRequest(period.field, period.message);
    const sellerId = await scopeOf(staff, query.sellerId);
    const todayDay = formatKoreaDate(now);
    const [range, today] = await Promise.all([
      statsRange(period.start, period.end, sellerId),
      statsRange(koreaDayStart(todayDay)!, koreaDayEnd(todayDay)!, sellerId),
    ]);
    // New members are the shop's, not a seller's: operators only.
    const withMembers = staff.role !== "ROLE_SELLER";

    const itemIds = await findItemIds(db, range);
    const [byDay, bySeller, total, todayTotal, kinds, livestockList, names, joined, joinedToday] = await Promise.all([
      sumFigures(db, range, "day"),
      sumFigures(db, range, "seller_id"),
      sumTotal(db, range),
      sumTotal(db, today),
      catalog.livestockOfItems(itemIds),
      catalog.listLivestock(),
      sellerNames(),
      withMembers ? members.newMembersPerDay(period.start, period.end) : null,
      withMembers ? members.newMembersPerDay(today.start, today.end) : null,
    ]);
    const byKind = await sumFigures(db, range, "livestock", kinds);

    const dayRows = new Map(byDay.map((row) => [String(row.key), row]));
    const days: StatsDay[] = period.days.map((day) => ({
      day,
      ...figuresOf(dayRows.get(day)),
      newMembers: joined ? (joined.get(day) ?? 0) : null,
    }));
    const kindNames = new Map(livestockList.list.map((kind) => [kind.code, kind.name]));
    const kindOrder = new Map(livestockList.list.map((kind, index) => [kind.code, index]));
    return {
      from: period.from,
      to: period.to,
      today: {
        day: todayDay,
        ...figuresOf(todayTotal),
        newMembers: joinedToday ? (joinedToday.get(todayDay) ?? 0) : null,
      },
      sellerId: sellerId ?? null,
      total: {
        ...figuresOf(total),
        newMembers: joined ? [...joined.values()].reduce((sum, count) => sum + count, 0) : null,
      },
      days,
      sellers: bySeller
        .map((row) => {
          const id = Number(row.key);
          return { sellerId: id, sellerName: names.get(id) ?? `판매사 ${id}`, ...figuresOf(row) };
        })
        .sort((a, b) => b.paidAmount - a.paidAmount || a.sellerId - b.sellerId),
      livestock: byKind
        .map((row) => {
          const code = String(row.key ?? "");
          return { livestock: code, livestockName: kindNames.get(code) ?? "기타", ...figuresOf(row) };
        })
        .sort((a, b) => (kindOrder.get(a.livestock) ?? 99) - (kindOrder.get(b.livestock) ?? 99)),
    };
  }

  async function settlementRows(range: StatsRange) {
    const [bySeller, rates] = await Promise.all([
      sumFigures(db, range, "seller_id"),
      sellers.listCommissionRates(range.sellerId === undefined ? undefined : [range.sellerId]),
    ]);
    const figures = new Map(bySeller.map((row) => [Number(row.key), figuresOf(row)]));
    const rows: SettlementRow[] = rates.map((seller) => {
      const sold = figures.get(seller.sellerId) ?? figuresOf(undefined);
      return {
        sellerId: seller.sellerId,
        sellerName: seller.sellerName,
        commissionRateBp: seller.commissionRateBp,
        commissionRateLabel: commissionRateLabel(seller.commissionRateBp),
        orderCount: sold.orderCount,
        ...settle(sold.paidAmount, sold.cancelAmount + sold.returnAmount, seller.commissionRateBp),
      };
    });
    const sum = (pick: (row: SettlementRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const total = {
      orderCount: sum((row) => row.orderCount),
      paidAmount: sum((row) => row.paidAmount),
      refundAmount: sum((row) => row.refundAmount),
      netSales: sum((row) => row.netSales),
      commission: sum((row) => row.commission),
      payout: sum((row) => row.payout),
    };
    return { rows, total };
  }

  async function monthRange(staff: StaffContext, query: { month?: string | undefined; sellerId?: number | undefined }) {
    const month = settlementMonth(query.month, clock());
    if (!month.ok) throw badRequest(month.field, month.message);
    const sellerId = await scopeOf(staff, query.sellerId);
    return { month: month.month, range: await statsRange(month.start, month.end, sellerId) };
  }

  const toLine = (row: Awaited<ReturnType<typeof findAllSettlementLines>>[number]): SettlementLine => ({
    kind: row.kind,
    kindLabel: KIND_LABELS[row.kind],
    at: row.at.toISOString(),
    orderCode: row.order_code,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    amount: row.amount,
  });

  async function settlements(staff: StaffContext, query: AdminSettlementQuery): Promise<AdminSettlements> {
    const { month, range } = await monthRange(staff, query);
    const page = { page: query.page, size: query.size };
    const [{ rows, total }, lines] = await Promise.all([
      settlementRows(range),
      findSettlementLines(db, range, { limit: page.size, offset: (page.page - 1) * page.size }),
    ]);
    return {
      month,
      sellerId: range.sellerId ?? null,
      sellers: rows,
      total,
      lines: { list: lines.rows.map(toLine), pagination: paginationOf(page, lines.total) },
    };
  }

  return {
    dashboard,
    settlements,

    /** The dashboard as an .xlsx workbook: 일별, 판매사별 and 축종별 sheets. */
    async dashboardXlsx(staff: StaffContext, query: AdminStatsQuery) {
      const numbers = await dashboard(staff, query);
      const bytes = await renderDashboardXlsx(numbers, clock());
      return {
        bytes,
        fileName: `매출통계_${numbers.from}_${numbers.to}.xlsx`,
        asciiName: `sales-stats_${numbers.from}_${numbers.to}.xlsx`,
      };
    },

    /** The month's settlements as an .xlsx workbook: the per-seller sheet and every line behind it. */
    async settlementsXlsx(staff: StaffContext, query: { month?: string | undefined; sellerId?: number | undefined }) {
      const { month, range } = await monthRange(staff, query);
      const [{ rows, total }, lines] = await Promise.all([settlementRows(range), findAllSettlementLines(db, range)]);
      const bytes = await renderSettlementsXlsx({ month, sellers: rows, total, lines: lines.map(toLine) }, clock());
      return { bytes, fileName: `정산_${month}.xlsx`, asciiName: `settlements_${month}.xlsx` };
    },
  };
}

export type OrderStatsAdminService = ReturnType<typeof createOrderStatsAdminService>;
