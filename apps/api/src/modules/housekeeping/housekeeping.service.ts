import type { PhoneVerificationService } from "../account/phone-verification.service.js";
import type { SessionService } from "../account/session.service.js";
import type { ExperienceTeamService } from "../experience-team/experience-team.service.js";
import type { CheckoutService } from "../order/checkout.service.js";
import type { OrderCancelService } from "../order/order-cancel.service.js";
import type { OrderCashReceiptService } from "../order/order-cash-receipt.service.js";
import type { OrderConfirmService } from "../order/order-confirm.service.js";
import type { OrderPaymentService } from "../order/order-payment.service.js";
import type { OrderReturnService } from "../order/order-return.service.js";
import type { PointService } from "../point/point.service.js";
import type { SearchService } from "../search/search.service.js";
import type { StaffAuthService } from "../staff/staff-auth.service.js";
import type { StoreInquiryService } from "../store-inquiry/store-inquiry.service.js";

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long records that only serve a short purpose are kept (docs/decisions/011). Each is well past the longest
 * look-back of the code that reads it, so deleting never changes an answer.
 */
export const RETENTION_MS = {
  /** Sessions are refused once expired or revoked; kept a week after that to explain a support call. */
  authTokensAfterEnd: 7 * DAY_MS,
  /** Remember-me rows (used ones included) only matter until their series expires. */
  rememberMeTokensAfterExpiry: 0,
  /** Codes live 300 s, proofs 30 minutes, and sending is throttled per hour. */
  authNumbers: 2 * DAY_MS,
  /** Throttling looks back 10 minutes; a month is kept for looking into an attack on an account. */
  loginAttempts: 30 * DAY_MS,
  /** Best keywords rank the last 7 days. */
  searchLogs: 90 * DAY_MS,
  /** A repeat of buy or pay comes within minutes (a double click, a retry); a day covers any retry. */
  idempotencyKeys: DAY_MS,
  /** Staff sessions end after 30 idle minutes; kept a week after that, as members' are. */
  staffSessionsAfterEnd: 7 * DAY_MS,
  /** 입점문의: kept the 1 year the applicant's consent text states (modules/store-inquiry), then deleted. */
  storeInquiries: 365 * DAY_MS,
} as const;

export interface PurgeCounts {
  authTokens: number;
  rememberMeTokens: number;
  authNumbers: number;
  loginAttempts: number;
  searchLogs: number;
  idempotencyKeys: number;
  storeInquiries: number;
  staffSessions: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

export interface HousekeepingServiceDeps {
  sessions: SessionService;
  phone: PhoneVerificationService;
  search: SearchService;
  checkout: Pick<CheckoutService, "purgeIdempotencyKeysBefore">;
  orderPayments: Pick<OrderPaymentService, "closeOverdue" | "settleUncertainApprovals">;
  orderCancels: Pick<OrderCancelService, "resolveStuck">;
  /** Returns whose refund answer never came (docs/decisions/030). */
  orderReturns?: Pick<OrderReturnService, "resolveStuckRefunds">;
  orderConfirms: Pick<OrderConfirmService, "autoConfirm">;
  storeInquiries: Pick<StoreInquiryService, "purgeBefore">;
  staffAuth: Pick<StaffAuthService, "purgeSessionsEndedBefore">;
  orderCashReceipts: Pick<OrderCashReceiptService, "syncDue">;
  /** Points past their 12 months (docs/decisions/035). */
  points?: Pick<PointService, "expireDue">;
  /** 체험단 selected members' announcement texts (docs/decisions/050). */
  experienceTeams?: Pick<ExperienceTeamService, "sendAnnouncementTexts">;
}

/** Record retention (docs/decisions/011): this module decides how long; each owning module deletes its own rows. */
export function createHousekeepingService({
  sessions,
  phone,
  search,
  checkout,
  orderPayments,
  orderCancels,
  orderReturns,
  orderConfirms,
  storeInquiries,
  staffAuth,
  orderCashReceipts,
  points,
  experienceTeams,
}: HousekeepingServiceDeps) {
  return {
    /**
     * Cancels the orders whose payment never came by their deadline and gives their stock back (docs/decisions/017);
     * run every minute, so stock held by an abandoned payment window returns soon after its 30 minutes.
     */
    closeOverduePayments(now: Date = new Date()): Promise<number> {
      return orderPayments.closeOverdue(now);
    },

    /** Settles, before their deadline, orders whose approval answer was lost and the gateway holds paid. */
    settleUncertainApprovals(now: Date = new Date()): Promise<number> {
      return orderPayments.settleUncertainApprovals(now);
    },

    /** Settles shoppers' cancels whose gateway answer never came (docs/decisions/028), by the gateway's balance. */
    resolveStuckCancels(now: Date = new Date()): Promise<number> {
      return orderCancels.resolveStuck(now);
    },

    /** Settles returns whose refund answer never came (docs/decisions/030), by the gateway's balance. */
    resolveStuckRefunds(now: Date = new Date()): Promise<number> {
      return orderReturns ? orderReturns.resolveStuckRefunds(now) : Promise.resolve(0);
    },

    /**
     * Issues the cash receipts of cash payments that came in, cancels those of orders cancelled, and settles those whose
     * issue or cancel answer was lost (looked up, asked again under the same order id, or left failed; decision 032).
     */
    syncCashReceipts(now: Date = new Date()): Promise<number> {
      return orderCashReceipts.syncDue(now);
    },

    /**
     * Texts the selected members of the 체험단 whose announcement has come (docs/decisions/050), once each, from 9:00
     * to 21:00 Korea time; run every minute, so a team announced at midnight is texted at nine. Safe to run from
     * several processes at once (each text is claimed before it is sent).
     */
    textExperienceAnnouncements(now: Date = new Date()): Promise<number> {
      return experienceTeams ? experienceTeams.sendAnnouncementTexts(now) : Promise.resolve(0);
    },

    /** Confirms the purchases delivered AUTO_CONFIRM_AFTER_DAYS ago and not confirmed by their shoppers. */
    confirmDeliveredOrders(now: Date = new Date()): Promise<number> {
      return orderConfirms.autoConfirm(now);
    },

    /**
     * Writes one expire entry (유효기간 만료 소멸) per member for the points past their expiry (docs/decisions/035);
     * answers the won expired. Run hourly; safe to run from several processes at once (it writes once).
     */
    expirePoints(now: Date = new Date()): Promise<number> {
      return points ? points.expireDue(now) : Promise.resolve(0);
    },

    /** Deletes every record past its retention; safe to run from several processes at once. */
    async purgeExpiredRecords(now: Date = new Date()): Promise<PurgeCounts> {
      const [sessionCounts, authNumbers, searchLogs, idempotencyKeys, storeInquiryCount, staffSessions] =
        await Promise.all([
          sessions.purgeRecords({
            tokensEndedBefore: before(now, RETENTION_MS.authTokensAfterEnd),
            rememberMeExpiredBefore: before(now, RETENTION_MS.rememberMeTokensAfterExpiry),
            attemptsBefore: before(now, RETENTION_MS.loginAttempts),
          }),
          phone.purgeCodesBefore(before(now, RETENTION_MS.authNumbers)),
          search.purgeLogsBefore(before(now, RETENTION_MS.searchLogs)),
          checkout.purgeIdempotencyKeysBefore(before(now, RETENTION_MS.idempotencyKeys)),
          storeInquiries.purgeBefore(before(now, RETENTION_MS.storeInquiries)),
          staffAuth.purgeSessionsEndedBefore(before(now, RETENTION_MS.staffSessionsAfterEnd)),
        ]);
      return {
        ...sessionCounts,
        authNumbers,
        searchLogs,
        idempotencyKeys,
        storeInquiries: storeInquiryCount,
        staffSessions,
      };
    },
  };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
