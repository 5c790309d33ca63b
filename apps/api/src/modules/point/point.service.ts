import type { PageQuery } from "@shop/contracts/common";
import type { CouponAndPoint, MypageSummary, PointHistory } from "@shop/contracts/point";
import {
  maxUsablePoints,
  POINT_ENTRY_LABELS,
  POINT_OVER_BALANCE_MESSAGE,
  POINT_UNIT_MESSAGE,
  POINT_USE_UNIT,
} from "@shop/core/checkout/points";
import {
  duePointLots,
  expiringPoints,
  POINT_EXPIRE_REASON,
  type PointLedgerEntry,
  pointExpiresAt,
} from "@shop/core/member/point-expiry";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CouponService } from "../coupon/coupon.service.js";
import {
  findLedger,
  findMembersWithDuePoints,
  findOrderEntry,
  findPointPage,
  insertEntry,
  lockMemberPoints,
  shiftLedger,
  sumBalance,
  sumOrderEntries,
} from "./point.repository.js";

/** The welcome gift's points (회원가입 축하 적립금), granted in the join's transaction. */
export const WELCOME_POINTS = 2_000;
export const WELCOME_POINT_REASON = "회원가입 축하 적립금";
export const ORDER_POINT_USE_REASON = "주문 시 사용";
export const ORDER_POINT_RESTORE_REASON = "주문 취소로 사용 적립금 환원";
export const ORDER_POINT_EARN_CANCEL_REASON = "주문 취소로 적립 취소";
export const POINT_ALREADY_USED_MESSAGE = "이미 적립금을 사용한 주문입니다.";
/** Members the expiry sweep looks at per pass; the rest wait for the next pass. */
export const POINT_EXPIRY_BATCH = 500;

/** An earn's columns: written now, expiring POINT_VALID_MONTHS on (docs/decisions/035). */
function earnedNow() {
  const createdAt = new Date();
  return { createdAt, expiresAt: pointExpiresAt(createdAt) };
}

export interface PointServiceDeps {
  db: Db;
  /** Coupon counts of the my-page summary. */
  coupons: CouponService;
  /** config.pointUseRatio (POINT_USE_RATIO): the share of what is left to pay that points may cover, 0..1. */
  pointUseRatio: number;
}

/**
 * Points (적립금) on the append-only ledger: the my-page history and summary, and for the order module the balance,
 * the per-member lock, using, restoring and earning; grants (the welcome gift).
 */
export function createPointService({ db, coupons, pointUseRatio }: PointServiceDeps) {
  /**
   * Serialises the member's point writes until `tx` ends (a transaction-scoped advisory lock, PostgreSQL and PGlite
   * alike) and answers the balance as of then: what `use` checks against.
   */
  async function lockBalance(tx: Tx, userId: number): Promise<number> {
    await lockMemberPoints(tx, userId);
    return sumBalance(tx, userId);
  }

  /** Credits points not tied to an order (a gift, an event), inside `tx` when given one. */
  async function grant(userId: number, amount: number, reason: string, tx?: Tx): Promise<void> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`cannot grant ${amount} points`);
    await insertEntry(tx ?? db, { userId, amount, kind: "earn", reason, ...earnedNow() });
  }

  /** What the member's points expiring within 30 days of `now` come to (core expiringPoints). */
  async function expiringOf(userId: number, now: Date) {
    return expiringPoints(await findLedger(db, userId), now);
  }

  /**
   * Writes one expire entry (유효기간 만료 소멸) for what of the member's points is due at `now`, under the member's
   * point lock, the due amount worked out inside the lock: a second or concurrent run finds nothing left to expire.
   * Answers the won expired.
   */
  function expireMember(userId: number, now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      await lockMemberPoints(tx, userId);
      const ledger: PointLedgerEntry[] = await findLedger(tx, userId);
      const due = duePointLots(ledger, now).reduce((sum, lot) => sum + lot.remaining, 0);
      if (due <= 0) return 0;
      await insertEntry(tx, { userId, amount: -due, kind: "expire", reason: POINT_EXPIRE_REASON, createdAt: now });
      return due;
    });
  }

  return {
    /** config.pointUseRatio: points may pay at most this share of what is left to pay (SPEC §3 Order base data). */
    pointUseRatio,

    /** GET /api/mypage/points: the balance and one page of the history, newest first. */
    async history(userId: number, query: PageQuery): Promise<PointHistory> {
      const [{ rows, total }, balance, expiring] = await Promise.all([
        findPointPage(db, userId, pageWindow(query)),
        sumBalance(db, userId),
        expiringOf(userId, new Date()),
      ]);
      return {
        balance,
        expiringAmount: expiring.amount,
        expiringDate: expiring.date,
        list: rows.map((row) => ({
          pointId: row.id,
          kind: row.kind,
          kindLabel: POINT_ENTRY_LABELS[row.kind],
          amount: row.amount,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: paginationOf(query, total),
      };
    },

    /** GET /api/mypage: SPEC §3 my-page summary (couponCount: usable item coupons; shippingCouponCount: shipping). */
    async summary(userId: number): Promise<MypageSummary> {
      const [point, counts] = await Promise.all([sumBalance(db, userId), coupons.countUsable(userId)]);
      return { point, couponCount: counts.item, shippingCouponCount: counts.shipping };
    },

    /**
     * GET /api/mypage/coupon-and-point: the balance, the points expiring within 30 days, the usable item and shipping
     * coupons and the coupons expiring within 7 days (the coupon module counts those).
     */
    async couponAndPoint(userId: number, now: Date = new Date()): Promise<CouponAndPoint> {
      const [point, expiring, counts, expiringCouponCount] = await Promise.all([
        sumBalance(db, userId),
        expiringOf(userId, now),
        coupons.countUsable(userId, now),
        coupons.countExpiringSoon(userId, now),
      ]);
      return {
        point,
        expiringPoint: expiring.amount,
        expiringPointDate: expiring.date,
        couponCount: counts.item,
        shippingCouponCount: counts.shipping,
        expiringCouponCount,
      };
    },

    /**
     * The housekeeping sweep: expires what is due at `now` for up to POINT_EXPIRY_BATCH members, one transaction
     * each; answers the won expired. Safe to run from several processes at once.
     */
    async expireDue(now: Date = new Date()): Promise<number> {
      let expired = 0;
      for (const userId of await findMembersWithDuePoints(db, now, POINT_EXPIRY_BATCH)) {
        expired += await expireMember(userId, now);
      }
      return expired;
    },

    /** One member's part of the sweep (the dev aging route runs it at once). */
    expireMember,

    /**
     * Development only (POST /api/dev/points/age): moves the member's whole ledger `days` into the past, then
     * expires what that made due; answers the won expired.
     */
    async ageForDev(userId: number, days: number, now: Date = new Date()): Promise<number> {
      await shiftLedger(db, userId, days);
      return expireMember(userId, now);
    },

    /** The member's balance (inside a transaction when given one). */
    balance(userId: number, executor: Db | Tx = db): Promise<number> {
      return sumBalance(executor, userId);
    },

    /** The most points the member may use on `payableAmount` (balance, ratio, 10원 unit), for checkout's offer. */
    async maxUsable(userId: number, payableAmount: number, executor: Db | Tx = db): Promise<number> {
      return maxUsablePoints({ balance: await sumBalance(executor, userId), payableAmount, pointUseRatio });
    },

    /** Locks the member's point writes until `tx` ends and answers the balance then. */
    lockBalance,

    /**
     * Uses `amount` points for the order (one `use` entry per order). Locks the member's points first, so two orders
     * racing cannot both spend the same balance: 409 보유한 적립금을 초과했습니다. when it is short, 409
     * 이미 적립금을 사용한 주문입니다. for a second use. 0 does nothing. The ratio is checkout's rule (core checkPointUse).
     */
    async use(tx: Tx, userId: number, orderId: number, amount: number, reason = ORDER_POINT_USE_REASON) {
      if (amount === 0) return;
      if (!Number.isSafeInteger(amount) || amount < 0 || amount % POINT_USE_UNIT !== 0) {
        throw new ApiError(400, "POINT_INVALID", POINT_UNIT_MESSAGE, `cannot use ${amount} points`);
      }
      const balance = await lockBalance(tx, userId);
      if (amount > balance) {
        throw new ApiError(409, "POINT_OVER_BALANCE", POINT_OVER_BALANCE_MESSAGE, `${amount} > balance ${balance}`);
      }
      const entry = await insertEntry(tx, { userId, amount: -amount, kind: "use", reason, orderId });
      if (!entry) {
        throw new ApiError(
          409,
          "POINT_ALREADY_USED",
          POINT_ALREADY_USED_MESSAGE,
          `order ${orderId} already used points`,
        );
      }
    },

    /**
     * Gives back what a cancelled or failed order used and no partial cancel gave back yet (one whole-order
     * use_cancel per order); answers the amount restored now.
     */
    async restoreForOrder(tx: Tx, orderId: number, reason = ORDER_POINT_RESTORE_REASON): Promise<number> {
      const used = await findOrderEntry(tx, orderId, "use");
      if (!used) return 0;
      await lockMemberPoints(tx, used.userId);
      const left = -used.amount - (await sumOrderEntries(tx, orderId, "use_cancel"));
      if (left <= 0) return 0;
      const entry = await insertEntry(tx, { userId: used.userId, amount: left, kind: "use_cancel", reason, orderId });
      return entry ? entry.amount : 0;
    },

    /**
     * Gives back `amount` of what an order used for one of its claims (a partial cancel), once per claim and never
     * more than is left of the use; answers the amount restored now.
     */
    async restoreForClaim(
      tx: Tx,
      orderId: number,
      claimId: number,
      amount: number,
      reason = ORDER_POINT_RESTORE_REASON,
    ): Promise<number> {
      if (amount <= 0) return 0;
      const used = await findOrderEntry(tx, orderId, "use");
      if (!used) return 0;
      await lockMemberPoints(tx, used.userId);
      const left = -used.amount - (await sumOrderEntries(tx, orderId, "use_cancel"));
      const restore = Math.min(amount, left);
      if (restore <= 0) return 0;
      const entry = await insertEntry(tx, {
        userId: used.userId,
        amount: restore,
        kind: "use_cancel",
        reason,
        orderId,
        claimId,
      });
      return entry ? entry.amount : 0;
    },

    /** Credits what an order earns (one earn per order); false when the order already earned. 0 does nothing. */
    async earn(tx: Tx, userId: number, orderId: number, amount: number, reason: string): Promise<boolean> {
      if (amount <= 0) return false;
      return (await insertEntry(tx, { userId, amount, kind: "earn", reason, orderId, ...earnedNow() })) !== undefined;
    },

    /**
     * Takes back what a cancelled order earned (one earn_cancel per order; the balance may go below 0 when the
     * points were spent meanwhile); answers the amount taken now.
     */
    async cancelEarnForOrder(tx: Tx, orderId: number, reason = ORDER_POINT_EARN_CANCEL_REASON): Promise<number> {
      const earned = await findOrderEntry(tx, orderId, "earn");
      if (!earned) return 0;
      await lockMemberPoints(tx, earned.userId);
      const entry = await insertEntry(tx, {
        userId: earned.userId,
        amount: -earned.amount,
        kind: "earn_cancel",
        reason,
        orderId,
      });
      return entry ? -entry.amount : 0;
    },

    /** Credits points not tied to an order (a gift, an event), inside `tx` when given one. */
    grant,

    /**
     * Credits an event's prize once per key (the roulette's spin, decision 047), inside the event's transaction: a
     * second call with the same key writes nothing and answers false.
     */
    async grantOnce(tx: Tx, userId: number, amount: number, reason: string, requestKey: string): Promise<boolean> {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`cannot grant ${amount} points`);
      await lockMemberPoints(tx, userId);
      const entry = await insertEntry(tx, { userId, amount, kind: "earn", reason, requestKey, ...earnedNow() });
      return entry !== undefined;
    },

    /** The welcome gift's points, inside the join's transaction. */
    grantWelcomePoints(tx: Tx, userId: number): Promise<void> {
      return grant(userId, WELCOME_POINTS, WELCOME_POINT_REASON, tx);
    },
  };
}

export type PointService = ReturnType<typeof createPointService>;
