import { TZDate } from "@date-fns/tz";
import type { ConfirmPurchaseResult, MemberGradeInfo } from "@shop/contracts/order-confirm";
import {
  AUTO_CONFIRM_AFTER_DAYS,
  amountToNextGrade,
  GRADE_PERIOD_MONTHS,
  gradeFor,
  MEMBER_GRADES,
  nextGrade,
  purchasePointReason,
  purchasePoints,
} from "@shop/core/member/member-grade";
import { canChangeOrderStatus, STATUS_CHANGE_REFUSED_MESSAGE } from "@shop/core/order/order-status";
import { format, startOfDay, subDays, subMonths } from "date-fns";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import {
  findOrderByCode,
  findOrderItems,
  lockOrderById,
  type OrderRow,
  updateOrder,
  updateOrderLineStatus,
} from "./checkout.repository.js";
import {
  countMemberPaidOrders,
  findOrdersToConfirm,
  sumMemberPaid,
  sumPaidByMember,
} from "./order-claim.repository.js";
import { isOrderOwner } from "./order-claims.js";
import { ORDER_NOT_FOUND_MESSAGE } from "./order-query.service.js";

export const CONFIRM_NOT_DELIVERED_MESSAGE = "배송이 완료된 주문만 구매확정할 수 있습니다.";
export const CONFIRM_ALREADY_MESSAGE = "이미 구매확정된 주문입니다.";
export const CONFIRM_CLAIM_OPEN_MESSAGE =
  "반품·교환을 처리하고 있는 상품이 있어 구매확정할 수 없습니다. 처리가 끝난 뒤 구매확정해 주세요.";

const SEOUL = "Asia/Seoul";

/** What the order module needs of the point module to credit a confirmed purchase. */
export interface PurchasePoints {
  earn(tx: Tx, userId: number, orderId: number, amount: number, reason: string): Promise<boolean>;
}

export interface OrderConfirmServiceDeps {
  db: Db;
  points: PurchasePoints;
  clock?: () => Date;
}

/** "구매가 확정되었습니다. 적립금 500원이 적립되었습니다." */
export function confirmedMessage(points: number): string {
  return points > 0
    ? `구매가 확정되었습니다. 적립금 ${points.toLocaleString("ko-KR")}원이 적립되었습니다.`
    : "구매가 확정되었습니다.";
}

/**
 * Confirming purchases (구매확정): by the shopper once the goods arrived, or automatically AUTO_CONFIRM_AFTER_DAYS
 * after delivery; a member's confirmed purchase earns points at their grade's rate (once per order, the ledger's
 * index). Member grades are judged on what the member paid over the last GRADE_PERIOD_MONTHS months.
 */
export function createOrderConfirmService({ db, points, clock = () => new Date() }: OrderConfirmServiceDeps) {
  /** The period a grade is judged on: the last months, in whole Korean days up to now. */
  function periodOf(now: Date) {
    const today = new TZDate(now, SEOUL);
    return { from: new Date(startOfDay(subMonths(today, GRADE_PERIOD_MONTHS)).getTime()), to: now };
  }

  /**
   * Whether a locked order has a line under a return or exchange, or an exchange's new piece still on its way
   * (docs/decisions/030): it is confirmed once they are done.
   */
  async function hasLineInClaim(tx: Tx, orderId: number): Promise<boolean> {
    const lines = await findOrderItems(tx, [orderId]);
    return lines.some(
      (line) => line.status !== "delivered" && line.status !== "cancelled" && line.status !== "returned",
    );
  }

  /** Confirms a locked, delivered order in `tx` and credits its points; answers the points earned. */
  async function confirmInTx(tx: Tx, order: OrderRow, now: Date): Promise<number> {
    await updateOrder(tx, order.id, { status: "confirmed", confirmedAt: now });
    const lines = await updateOrderLineStatus(tx, order.id, "confirmed");
    if (order.userId === null) return 0;
    const paid = lines.reduce(
      (sum, line) => sum + line.unitPrice * line.quantity - line.couponDiscount - line.pointShare,
      0,
    );
    const { from, to } = periodOf(now);
    const grade = gradeFor(await sumMemberPaid(tx, order.userId, from, to));
    const earned = purchasePoints(paid, grade);
    if (earned > 0 && !(await points.earn(tx, order.userId, order.id, earned, purchasePointReason(grade)))) return 0;
    return earned;
  }

  /** Confirms the order if it is delivered; 409 otherwise. */
  async function confirmOrder(orderId: number): Promise<{ order: OrderRow; earned: number }> {
    return db.transaction(async (tx) => {
      const order = await lockOrderById(tx, orderId);
      if (!order) throw new ApiError(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, `no order ${orderId}`);
      if (order.status === "confirmed") {
        throw new ApiError(409, "ALREADY_CONFIRMED", CONFIRM_ALREADY_MESSAGE, "already confirmed");
      }
      if (order.status !== "delivered") {
        throw new ApiError(409, "NOT_DELIVERED", CONFIRM_NOT_DELIVERED_MESSAGE, `order is ${order.status}`);
      }
      if (await hasLineInClaim(tx, order.id)) {
        throw new ApiError(409, "CLAIM_OPEN", CONFIRM_CLAIM_OPEN_MESSAGE, "a line is under a return or exchange");
      }
      return { order, earned: await confirmInTx(tx, order, clock()) };
    });
  }

  return {
    /** POST /api/order/confirm-purchase: the caller's delivered order confirmed, its points credited. */
    async confirm(auth: AuthContext | null, orderCode: string): Promise<ConfirmPurchaseResult> {
      const found = await findOrderByCode(db, orderCode);
      if (!found || !isOrderOwner(found, auth)) {
        throw new ApiError(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, `order ${orderCode} is not the caller's`);
      }
      const { earned } = await confirmOrder(found.id);
      return { orderCode, pointsEarned: earned, message: confirmedMessage(earned) };
    },

    /** Development and tests: confirms a delivered order as its shopper would (dev route's move to 구매확정). */
    async confirmForDev(orderCode: string) {
      const found = await findOrderByCode(db, orderCode);
      if (!found) throw new ApiError(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, `no order ${orderCode}`);
      if (!canChangeOrderStatus(found.status, "confirmed")) {
        throw new ApiError(409, "STATUS_CHANGE_REFUSED", STATUS_CHANGE_REFUSED_MESSAGE, `${found.status} → confirmed`);
      }
      await confirmOrder(found.id);
      return { orderCode, status: "confirmed" as const };
    },

    /** The sweep: orders delivered AUTO_CONFIRM_AFTER_DAYS ago or more are confirmed; answers how many. */
    async autoConfirm(now: Date = clock(), limit = 200): Promise<number> {
      let confirmed = 0;
      for (const { id } of await findOrdersToConfirm(db, subDays(now, AUTO_CONFIRM_AFTER_DAYS), limit)) {
        const done = await db.transaction(async (tx) => {
          const order = await lockOrderById(tx, id);
          if (order?.status !== "delivered" || (await hasLineInClaim(tx, order.id))) return false;
          await confirmInTx(tx, order, now);
          return true;
        });
        if (done) confirmed += 1;
      }
      return confirmed;
    },

    /** The back office's member detail (issue 14): paid orders and what they came to over all time, less refunds. */
    async memberTotals(userId: number): Promise<{ count: number; paidTotal: number }> {
      const [count, paidTotal] = await Promise.all([
        countMemberPaidOrders(db, userId),
        sumMemberPaid(db, userId, new Date(0), clock()),
      ]);
      return { count, paidTotal };
    },

    /** What each member with a paid order paid over the grade period (the others paid 0): a grade's members. */
    paidOverGradePeriod(): Promise<Map<number, number>> {
      const { from, to } = periodOf(clock());
      return sumPaidByMember(db, from, to);
    },

    /** GET /api/mypage/grade: the member's grade, what it is judged on and what is left to the next one. */
    async grade(userId: number): Promise<MemberGradeInfo> {
      const now = clock();
      const { from, to } = periodOf(now);
      const amount = await sumMemberPaid(db, userId, from, to);
      const grade = gradeFor(amount);
      const day = (date: Date) => format(new TZDate(date, SEOUL), "yyyy-MM-dd");
      return {
        grade,
        periodAmount: amount,
        periodMonths: GRADE_PERIOD_MONTHS,
        periodFrom: day(from),
        periodTo: day(to),
        nextGrade: nextGrade(grade),
        amountToNext: amountToNextGrade(amount),
        grades: [...MEMBER_GRADES],
        autoConfirmAfterDays: AUTO_CONFIRM_AFTER_DAYS,
      };
    },
  };
}

export type OrderConfirmService = ReturnType<typeof createOrderConfirmService>;
