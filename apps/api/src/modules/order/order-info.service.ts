import type { MemberProfile } from "@shop/contracts/auth";
import type { CouponOption } from "@shop/contracts/order";
import type {
  DirectDeliveryInfo,
  OrderCoupons,
  RecentOrderItem,
  SalesLedger,
  SalesLedgerRow,
} from "@shop/contracts/order-info";
import { FRESH_LOGISTICS } from "@shop/core/checkout/delivery-groups";
import { trackingInfo } from "@shop/core/order/carrier-tracking";
import { BOX_PROGRESS_LABELS, boxProgress, dispatchDayText, expectedArrival } from "@shop/core/order/direct-delivery";
import { paymentResultMessage } from "@shop/core/order/payment-result-message";
import { rebuyState } from "@shop/core/order/purchase-history";
import { ledgerTotals, salesLedgerPeriod } from "@shop/core/order/sales-ledger";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { SellerService } from "../seller/seller.service.js";
import { findShipments } from "./checkout.repository.js";
import type { CheckoutService } from "./checkout.service.js";
import { findPurchasedOrders, findRecentPurchasedLines } from "./order-info.repository.js";
import { ledgerRowsOfOrders } from "./order-ledger-rows.js";
import type { OrderQueryService } from "./order-query.service.js";

export const SALES_LEDGER_COMPANY_ONLY_MESSAGE = "거래 원장은 사업자 회원만 조회할 수 있습니다.";

type Member = AuthContext & { userId: number };

export interface OrderInfoServiceDeps {
  db: Db;
  catalog: Pick<CatalogService, "optionsForCart" | "listItemCardsByIds">;
  sellers: Pick<SellerService, "listShippingInfos">;
  /** Checkout's step1 coupons: what each coupon would take off each line and box of a checkout. */
  checkout: Pick<CheckoutService, "stepCoupons">;
  /** One order of the caller's, or 404: the one ownership rule of the order pages. */
  orderQueries: Pick<OrderQueryService, "detail">;
  accounts: { getMe(member: Member): Promise<MemberProfile> };
  clock?: () => Date;
}

/** The usable coupons of a line or box, largest discount first. */
function usableCoupons(options: readonly CouponOption[]) {
  return options
    .filter((option) => option.usable && option.discountAmount > 0)
    .sort((a, b) => b.discountAmount - a.discountAmount || a.couponUserId - b.couponUserId)
    .map((option) => ({
      couponUserId: option.couponUserId,
      couponName: option.couponName,
      couponConcurrently: option.couponConcurrently,
      discountAmount: option.discountAmount,
      discountPrice: option.discountPrice,
    }));
}

/**
 * The order module's reads beside checkout and the order pages (SPEC §7 Cart and order): a member's recently ordered
 * items for 재구매, a company buyer's purchase ledger, where an order's fresh-logistics boxes are, the shopper's
 * message for a payment window's result code, and the coupons usable on a checkout's lines and boxes.
 */
export function createOrderInfoService(deps: OrderInfoServiceDeps) {
  const { db, catalog, sellers, checkout, orderQueries, accounts } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** GET /api/order/recent-order-item: the member's last purchase of each item and option, newest first. */
    async recentItems(userId: number, limit: number): Promise<{ list: RecentOrderItem[] }> {
      const rows = await findRecentPurchasedLines(db, userId, limit);
      const optionIds = rows.flatMap((row) => (row.optionId === null ? [] : [row.optionId]));
      const withoutOption = rows.filter((row) => row.optionId === null).map((row) => row.itemId);
      const [options, cards] = await Promise.all([
        catalog.optionsForCart(optionIds),
        catalog.listItemCardsByIds([...new Set(withoutOption)]),
      ]);
      const cardsById = new Map(cards.map((card) => [card.itemId, card]));
      return {
        list: rows.map((row) => {
          // A line recorded with its option is bought again as that option; one without is judged by its item
          // (the shopper picks the option on the item page).
          const option = row.optionId === null ? undefined : options.get(row.optionId);
          const card = row.optionId === null ? cardsById.get(row.itemId) : undefined;
          const now =
            option ??
            (card ? { ...card, displayed: true, stock: card.soldOut ? 0 : 1, unitPrice: card.presentPrice } : null);
          const state = rebuyState(now);
          // A line made before checkout kept no item code or name (demo and dev purchases): the catalog's are shown.
          return {
            itemId: row.itemId,
            optionId: row.optionId,
            itemUserCode: row.itemUserCode || (now?.itemUserCode ?? ""),
            itemName: row.itemName || (now?.itemName ?? ""),
            optionName: row.optionName || (option?.optionName ?? ""),
            imageSrc: row.imageSrc ?? (now?.imageSrc || null),
            lastOrderedAt: row.orderedAt.toISOString(),
            lastOrderCode: row.orderCode,
            lastQuantity: row.quantity,
            unitPrice: now?.displayed ? now.unitPrice : null,
            ...state,
          };
        }),
      };
    },

    /**
     * GET /api/order/sales-ledger: a company buyer's purchases paid in a period (Korea days, default this month so
     * far, at most a year): a row per bought line and per box's shipping fee, with supply amount, VAT and tax-free
     * amount, paged, and the period's totals. 403 for a personal member; 400 for an unreadable or too long period.
     */
    async salesLedger(
      member: Member,
      query: { from?: string | undefined; to?: string | undefined; page: number; size: number },
    ): Promise<SalesLedger> {
      const profile = await accounts.getMe(member);
      if (profile.userType !== "BUSINESS") {
        throw new ApiError(403, "BUSINESS_MEMBERS_ONLY", SALES_LEDGER_COMPANY_ONLY_MESSAGE, "personal member");
      }
      const period = salesLedgerPeriod(query, clock());
      if (!period.ok) {
        throw new ApiError(400, "BAD_REQUEST", period.message, `sales ledger period: ${period.field}`, [
          { field: period.field, message: period.message },
        ]);
      }
      const orders = await findPurchasedOrders(db, member.userId, period.start, period.end);
      // The seller of each row is for the tax bill and the statement; the ledger's rows do not carry it.
      const rows: SalesLedgerRow[] = (await ledgerRowsOfOrders(db, catalog, orders)).map(
        ({ sellerId: _sellerId, sellerName: _sellerName, ...row }) => row,
      );

      const window = pageWindow(query);
      return {
        list: rows.slice(window.offset, window.offset + window.limit),
        pagination: paginationOf(query, rows.length),
        period: { from: period.from, to: period.to },
        buyer: {
          companyName: profile.companyName ?? "",
          businessNumber: profile.businessNumber ? formatBusinessNumber(profile.businessNumber) : "",
        },
        totals: ledgerTotals(rows),
      };
    },

    /**
     * GET /api/order/direct-delivery-info/:orderCode: the order's fresh-logistics boxes with carrier, tracking number
     * and link, the dispatch day and the expected arrival; the caller's own order only (404 for anyone else).
     */
    async directDelivery(auth: AuthContext, orderCode: string): Promise<DirectDeliveryInfo> {
      const order = await orderQueries.detail(auth, orderCode);
      const fresh = order.boxes.filter((box) => box.deliveryType === FRESH_LOGISTICS);
      const shipments = fresh.length > 0 ? await findShipments(db, order.orderId) : [];
      const stored = new Map(
        shipments
          .filter((shipment) => shipment.deliveryType === FRESH_LOGISTICS)
          .map((shipment) => [shipment.sellerId, shipment]),
      );
      const boxes = fresh.map((box) => {
        const shipment = stored.get(box.sellerId);
        const tracking = trackingInfo(shipment?.carrier ?? "", shipment?.trackingNumber ?? "");
        const statuses = box.lines.flatMap((line) => (line.status === null ? [] : [line.status]));
        const progress = boxProgress(statuses, tracking.trackingNumber !== null);
        return { box, tracking, progress };
      });

      // The dispatch day follows from the payment and the seller's dispatch policy; it is told while the box is on
      // its way, not after it arrived or before it is paid.
      const paidAt = order.payment.paidAt === null ? null : new Date(order.payment.paidAt);
      const underway = boxes.filter(({ progress }) => progress === "preparing" || progress === "shipping");
      const sellerIds = [...new Set(underway.map(({ box }) => box.sellerId))];
      const infos = paidAt && sellerIds.length > 0 ? (await sellers.listShippingInfos(sellerIds, paidAt)).list : [];
      const dispatch = new Map(infos.map((info) => [info.sellerId, info.shippingDate]));
      const now = clock();

      return {
        orderCode: order.orderCode,
        status: order.status,
        statusLabel: order.statusLabel,
        paidAt: order.payment.paidAt,
        boxes: boxes.map(({ box, tracking, progress }) => {
          const day = progress === "preparing" || progress === "shipping" ? dispatch.get(box.sellerId) : undefined;
          const arrival = day ? expectedArrival(day) : null;
          return {
            boxKey: box.boxKey,
            title: box.title,
            sellerId: box.sellerId,
            sellerName: box.sellerName,
            progress,
            progressLabel: BOX_PROGRESS_LABELS[progress],
            ...tracking,
            dispatchDate: day ?? null,
            dispatchDateText: day ? dispatchDayText(day, now) : null,
            expectedArrivalDate: arrival?.date ?? null,
            expectedArrivalText: arrival?.text ?? null,
            lines: box.lines.map((line) => ({
              orderItemId: line.orderItemId,
              itemUserCode: line.itemUserCode,
              itemName: line.itemName,
              optionName: line.optionName,
              imageSrc: line.imageSrc,
              quantity: line.quantity,
              status: line.status,
            })),
          };
        }),
      };
    },

    /** GET /api/order/mobile-payment-message/:code: the shopper's message for a NICEPAY result code (never a 404). */
    paymentMessage(code: string) {
      return paymentResultMessage(code);
    },

    /**
     * GET /api/order/coupons: the member's coupons usable on each chosen cart line (item coupons) and each box
     * (shipping coupons), with what each takes off — checkout's step1 coupons, grouped per line and box.
     */
    async coupons(auth: AuthContext, cartIds: readonly number[]): Promise<OrderCoupons> {
      const { itemCoupons, shippingCoupons } = await checkout.stepCoupons(auth, cartIds);
      const boxKeys = [...new Set(shippingCoupons.flatMap((option) => option.shippingIndex ?? []))];
      return {
        lines: cartIds.map((cartId) => ({
          cartId,
          coupons: usableCoupons(itemCoupons.filter((option) => option.itemSequence === cartId)),
        })),
        boxes: boxKeys.map((boxKey) => ({
          boxKey,
          coupons: usableCoupons(shippingCoupons.filter((option) => option.shippingIndex === boxKey)),
        })),
      };
    },
  };
}

export type OrderInfoService = ReturnType<typeof createOrderInfoService>;
