import { randomInt } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import type { MemberProfile } from "@shop/contracts/auth";
import type {
  BulkVbankAccount,
  BulkVbankCode,
  BulkVbankIssueResponse,
  BulkVbankList,
} from "@shop/contracts/bulk-vbank";
import { BULK_VBANK_MAX_HOURS, BULK_VBANK_MAX_ORDERS, checkBulkVbankSelection } from "@shop/core/order/bulk-vbank";
import { banksFor } from "@shop/core/payment/banks";
import { format } from "date-fns";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import type { AuthContext } from "../account/session.service.js";
import type { OrderBulkService } from "../order/order-bulk.service.js";
import {
  type BulkVbankRow,
  findBulkVbankByCode,
  findBulkVbankById,
  findBulkVbankByTid,
  findBulkVbankOrders,
  findLiveLinkOfOrder,
  findLiveOrderIds,
  findMemberBulkVbanks,
  findStaleOpenings,
  insertBulkVbank,
  insertBulkVbankOrders,
  lockBulkVbank,
  moveBulkVbank,
  releaseBulkVbankOrders,
} from "./bulk-vbank.repository.js";

type Member = AuthContext & { userId: number };

export interface BulkVbankServiceDeps {
  db: Db;
  orders: OrderBulkService;
  accounts: { getMe(member: Member): Promise<MemberProfile> };
  payment: PaymentGateway;
  settings: { shopName: string };
  /** Where the window posts its result: the shop's one returnUrl, POST /api/order/pay (SPEC §7). */
  returnPath: string;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
}

/** A deposited account as a refund of one of its orders reads it: the NICEPAY transaction and each order's part. */
export interface PaidBulkAccount {
  code: string;
  tid: string;
  amount: number;
  orders: { orderId: number; amount: number }[];
}

/** Where the window's post leaves the shopper: back on the bulk account page, with how it went. */
export type BulkPayOutcome = { kind: "ready" | "checking" | "cancelled" | "failed"; code: string | null };

/** Where the window's post for an account leaves the shopper: the account page, saying how it went. */
export function bulkPayRedirect(outcome: BulkPayOutcome): string {
  const query = new URLSearchParams({ payment: outcome.kind });
  if (outcome.code) query.set("code", outcome.code);
  return `/mypage/bulk-vbank?${query}`;
}

export const BULK_VBANK_COMPANY_ONLY_MESSAGE = "일괄 가상계좌는 사업자 회원만 이용할 수 있습니다.";
export const BULK_VBANK_ORDER_NOT_FOUND_MESSAGE = "주문 내역을 찾을 수 없습니다.";
export const BULK_VBANK_NOT_FOUND_MESSAGE = "가상계좌 내역을 찾을 수 없습니다.";
export const BULK_VBANK_CLOSED_MESSAGE = "이미 입금되었거나 해지된 가상계좌입니다.";
export const BULK_VBANK_REMOVE_FAILED_MESSAGE = "가상계좌를 해지하지 못했습니다. 잠시 후 다시 시도해 주세요.";

/** An account whose window never posted back is given up after this long, and its orders are free again. */
const OPENING_TIMEOUT_MS = 30 * 60_000;
const ACCOUNT_LIST_LIMIT = 20;

/** Banks NICEPAY opens virtual accounts at (core's bank table, docs/decisions/052); the shopper picks one in the window. */
export const BULK_VBANK_BANKS: ReadonlyArray<{ code: string; name: string }> = banksFor("virtualAccount");

const STATUS_LABELS: Record<BulkVbankRow["status"], string> = {
  opening: "발급 중",
  approving: "발급 중",
  ready: "입금대기",
  paid: "입금완료",
  removed: "해지",
  expired: "기한만료",
  failed: "발급실패",
};

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new account code: BV, the Korean date and 8 random characters (NICEPAY's orderId of the account). */
function newBulkCode(now: Date): string {
  const date = format(new TZDate(now, "Asia/Seoul"), "yyMMdd");
  let random = "";
  for (let i = 0; i < 8; i += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `BV${date}${random}`;
}

/**
 * 일괄 가상계좌 (SPEC §7 Bulk virtual bank; docs/decisions/033): one NICEPAY virtual account for several of a company
 * buyer's orders. `issue` records the account and opens the payment window (method vbank, the account's code as the
 * orderId); the window's post (`pay`, through /api/order/pay) approves it once per tid; the deposit webhook pays every
 * order in one transaction, or none; `remove` closes it before the deposit. Orders stay the order module's: this
 * module asks its bulk service to lock, hold and pay them.
 */
export function createBulkVbankService(deps: BulkVbankServiceDeps) {
  const { db, orders, accounts, payment, settings, returnPath, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function requireCompanyBuyer(member: Member) {
    const profile = await accounts.getMe(member);
    if (profile.userType !== "BUSINESS") {
      throw new ApiError(403, "BULK_VBANK_REFUSED", BULK_VBANK_COMPANY_ONLY_MESSAGE, `member ${member.userId}`);
    }
  }

  /** Closes an account that will take no deposit and frees its orders, in `tx`; false when it was not `from`. */
  async function close(tx: Tx, row: BulkVbankRow, from: BulkVbankRow["status"], status: BulkVbankRow["status"]) {
    const moved = await moveBulkVbank(tx, row.id, from, { status, closedAt: clock() });
    if (moved) await releaseBulkVbankOrders(tx, row.id);
    return moved !== undefined;
  }

  /** The member's accounts whose window was opened and never posted back: given up, their orders freed. */
  async function closeStaleOpenings(userId: number) {
    const stale = await findStaleOpenings(db, userId, new Date(clock().getTime() - OPENING_TIMEOUT_MS));
    for (const row of stale) await db.transaction((tx) => close(tx, row, "opening", "failed"));
  }

  /** The approved account (ready) recorded with its number, and its orders held until its deadline. */
  async function settleReady(row: BulkVbankRow, paid: GatewayPayment) {
    await db.transaction(async (tx) => {
      const account = paid.virtualAccount;
      const moved = await moveBulkVbank(tx, row.id, "approving", {
        status: "ready",
        bankName: account?.bankName ?? null,
        accountNumber: account?.accountNumber ?? null,
        holder: account?.holder ?? null,
        dueAt: account?.expiresAt ?? null,
      });
      if (!moved || !account) return;
      const links = await findBulkVbankOrders(tx, [row.id]);
      await orders.holdUntil(
        tx,
        links.map((link) => link.orderId),
        account.expiresAt,
      );
    });
  }

  async function failApproval(row: BulkVbankRow) {
    await db.transaction((tx) => close(tx, row, "approving", "failed"));
  }

  /** An approval whose answer never came: asks NICEPAY what became of the account's code (never approves twice). */
  async function resolveUncertain(row: BulkVbankRow, tid: string): Promise<BulkPayOutcome> {
    try {
      const found = await payment.findByOrderId(row.code, row.createdAt);
      if (found && found.tid === tid && found.status === "ready") {
        await settleReady(row, found);
        return { kind: "ready", code: row.code };
      }
      await payment.netCancel(row.code);
      await failApproval(row);
      return { kind: "failed", code: row.code };
    } catch (error) {
      logError(error, { code: row.code, tid, step: "resolve uncertain bulk approval" });
      return { kind: "checking", code: row.code };
    }
  }

  async function accountsOf(rows: readonly BulkVbankRow[]): Promise<BulkVbankAccount[]> {
    const links = await findBulkVbankOrders(
      db,
      rows.map((row) => row.id),
    );
    const orderIds = [...new Set(links.map((link) => link.orderId))];
    const views = new Map((await orders.viewsById(orderIds)).map((view) => [view.orderId, view]));
    const refunded = await orders.refundedOf(orderIds);
    /** A deposited account whose orders were cancelled or returned says so (their refunds left its transaction). */
    const labelOf = (row: BulkVbankRow) => {
      if (row.status !== "paid") return STATUS_LABELS[row.status];
      const back = links
        .filter((link) => link.bulkId === row.id && link.live)
        .reduce((sum, link) => sum + (refunded.get(link.orderId) ?? 0), 0);
      if (back === 0) return STATUS_LABELS.paid;
      return back >= row.amount ? "전액 환불" : "부분 환불";
    };
    return rows.map((row) => ({
      code: row.code,
      status: row.status,
      statusLabel: labelOf(row),
      amount: row.amount,
      bankName: row.bankName,
      accountNumber: row.accountNumber,
      holder: row.holder,
      dueAt: row.dueAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      tid: row.tid,
      orders: links
        .filter((link) => link.bulkId === row.id)
        .map((link) => ({
          orderId: link.orderId,
          orderCode: link.orderCode,
          title: views.get(link.orderId)?.title ?? "",
          amount: link.amount,
        })),
    }));
  }

  return {
    /** GET /api/bulk-vbank: the orders waiting for an account and the member's accounts. */
    async list(member: Member): Promise<BulkVbankList> {
      await requireCompanyBuyer(member);
      await closeStaleOpenings(member.userId);
      const [waiting, rows] = await Promise.all([
        orders.listWaiting(member.userId),
        findMemberBulkVbanks(db, member.userId, ACCOUNT_LIST_LIMIT),
      ]);
      const live = await findLiveOrderIds(
        db,
        waiting.map((order) => order.orderId),
      );
      return {
        waitingOrders: waiting
          .filter((order) => !live.has(order.orderId))
          .map((order) => ({
            orderId: order.orderId,
            orderCode: order.orderCode,
            orderedAt: order.orderedAt.toISOString(),
            title: order.title,
            orderPayAmount: order.orderPayAmount,
            payDeadline: order.payDeadline?.toISOString() ?? null,
            status: order.status,
            statusLabel: order.statusLabel,
          })),
        accounts: await accountsOf(rows),
      };
    },

    /** Whether the order is in an account that is opening, open or paid (its own cancel waits for a remove). */
    async holds(tx: Tx, orderId: number): Promise<boolean> {
      return (await findLiveOrderIds(tx, [orderId])).has(orderId);
    },

    /**
     * The deposited account that paid this order (its cancels and returns are partial cancels of the account's tid),
     * with every order it paid; undefined when the order is in no paid account. With `lock` (inside the caller's
     * transaction), the account stays locked until it ends: refunds on one tid go one at a time.
     */
    async paidAccountOf(
      executor: Db | Tx,
      orderId: number,
      options: { lock?: boolean } = {},
    ): Promise<PaidBulkAccount | undefined> {
      const link = await findLiveLinkOfOrder(executor, orderId);
      if (!link) return undefined;
      const seen = await findBulkVbankById(executor, link.bulkId);
      // Only a deposited account is locked here: an open one is the deposit webhook's to lock first.
      if (seen?.status !== "paid") return undefined;
      const row = options.lock ? await findBulkVbankById(executor, link.bulkId, { lock: true }) : seen;
      if (row?.status !== "paid" || !row.tid) return undefined;
      const links = (await findBulkVbankOrders(executor, [row.id])).filter((candidate) => candidate.live);
      return {
        code: row.code,
        tid: row.tid,
        amount: row.amount,
        orders: links.map((candidate) => ({ orderId: candidate.orderId, amount: candidate.amount })),
      };
    },

    /** GET /api/bulk-vbank/code: the banks the account can be opened at and the limits of one account. */
    code(): BulkVbankCode {
      return { banks: [...BULK_VBANK_BANKS], maxOrders: BULK_VBANK_MAX_ORDERS, maxHours: BULK_VBANK_MAX_HOURS };
    },

    /**
     * POST /api/bulk-vbank/issue: records one account for the chosen orders (each the member's, waiting, in no other
     * account) and answers what the payment window opens with. Another member's order is 404, as if it did not exist.
     */
    async issue(member: Member, orderCodes: readonly string[]): Promise<BulkVbankIssueResponse> {
      await requireCompanyBuyer(member);
      await closeStaleOpenings(member.userId);
      const codes = [...new Set(orderCodes)];
      const now = clock();
      const issued = await db.transaction(async (tx) => {
        const found = await orders.lockForBulk(tx, member.userId, codes);
        if (found.length !== codes.length) {
          throw new ApiError(404, "NOT_FOUND", BULK_VBANK_ORDER_NOT_FOUND_MESSAGE, "an order is not the member's");
        }
        const live = await findLiveOrderIds(
          tx,
          found.map((order) => order.orderId),
        );
        const selection = checkBulkVbankSelection(
          found.map((order) => ({ ...order, inLiveAccount: live.has(order.orderId) })),
          now,
        );
        if (!selection.ok) {
          throw new ApiError(
            409,
            "BULK_VBANK_REFUSED",
            selection.message,
            `${selection.reason} ${selection.orderCode}`,
          );
        }
        const row = await insertBulkVbank(tx, {
          code: newBulkCode(now),
          userId: member.userId,
          amount: selection.amount,
          status: "opening",
          createdAt: now,
        });
        await insertBulkVbankOrders(
          tx,
          found.map((order) => ({
            bulkId: row.id,
            orderId: order.orderId,
            orderCode: order.orderCode,
            amount: order.orderPayAmount,
          })),
        );
        return { row, validHours: selection.validHours, count: found.length };
      });
      const profile = await accounts.getMe(member);
      return {
        code: issued.row.code,
        amount: issued.row.amount,
        payment: {
          jsUrl: payment.scriptUrl,
          clientId: payment.clientId,
          method: "vbank",
          orderId: issued.row.code,
          amount: issued.row.amount,
          goodsName: `일괄 가상계좌 주문 ${issued.count}건`,
          returnUrl: returnPath,
          buyerName: profile.companyName ?? profile.userName,
          buyerTel: profile.phoneNumber ?? "",
          buyerEmail: profile.email ?? "",
          useEscrow: false,
          vbankHolder: settings.shopName,
          vbankValidHours: issued.validHours,
        },
      };
    },

    /**
     * The payment window's post for an account (POST /api/order/pay with a BV… orderId): checked (signature, client,
     * amount), the tid claimed by moving the account opening → approving, approved once, then ready with its number.
     */
    async pay(form: unknown): Promise<BulkPayOutcome> {
      const result = payment.parseWindowResult(form);
      if (!result) return { kind: "failed", code: null };
      const row = await findBulkVbankByCode(db, result.orderId);
      if (!row) return { kind: "failed", code: null };
      if (result.authResultCode !== "0000") {
        // Only this account's own window result may give it up (a forged decline changes nothing).
        if (result.clientId === payment.clientId && result.amount === row.amount) {
          await db.transaction((tx) => close(tx, row, "opening", "failed"));
        }
        return { kind: result.authResultCode === "I002" ? "cancelled" : "failed", code: row.code };
      }
      if (!payment.verifyWindowResult(result) || result.amount !== row.amount || result.tid === undefined) {
        logError(new Error("bulk payment window result refused"), { code: row.code, amount: result.amount });
        return { kind: "failed", code: row.code };
      }
      const tid = result.tid;
      const claimed = await moveBulkVbank(db, row.id, "opening", { status: "approving", tid });
      if (!claimed) {
        const now = await findBulkVbankByCode(db, row.code);
        const status = now?.status;
        const kind = status === "ready" || status === "paid" ? "ready" : status === "approving" ? "checking" : "failed";
        return { kind, code: row.code };
      }
      try {
        const approved = await payment.approve(tid, claimed.amount);
        if (approved.status !== "ready" || approved.orderId !== claimed.code || approved.amount !== claimed.amount) {
          if (approved.status === "ready" || approved.status === "paid")
            await payment.cancel(tid, { orderId: claimed.code, reason: "결제 정보 불일치" });
          throw new PaymentGatewayError(approved.resultCode, approved.resultMsg, 200, "approve");
        }
        await settleReady(claimed, approved);
        return { kind: "ready", code: claimed.code };
      } catch (error) {
        if (error instanceof PaymentGatewayUncertainError) return resolveUncertain(claimed, tid);
        logError(error, { code: claimed.code, tid, step: "bulk approve" });
        await failApproval(claimed);
        return { kind: "failed", code: claimed.code };
      }
    },

    /**
     * A NICEPAY webhook for an account (its orderId a BV… code). The deposit (`paid`) pays every order of the account
     * in one transaction, or none: when one of them can no longer be paid nothing changes and `unpayable` asks NICEPAY
     * to send it again (and an operator to look). A repeated deposit finds the account paid and changes nothing; an
     * expiry or cancel closes the account and frees its orders.
     */
    async webhook(body: unknown): Promise<"taken" | "ignored" | "refused" | "unpayable"> {
      const hook = payment.parseWebhook(body);
      if (!hook || !payment.verifyWebhook(hook)) return "refused";
      const found = await findBulkVbankByTid(db, hook.tid);
      if (!found || found.amount !== hook.amount || found.code !== hook.orderId) return "ignored";
      const outcome = await db
        .transaction(async (tx) => {
          const row = await lockBulkVbank(tx, found.id);
          if (!row) return "ignored" as const;
          if (hook.status === "paid") {
            if (row.status !== "ready") return row.status === "paid" ? ("taken" as const) : ("ignored" as const);
            const paidAt = hook.payment.paidAt ?? clock();
            const links = await findBulkVbankOrders(tx, [row.id]);
            const paid = await orders.payAll(
              tx,
              links.filter((link) => link.live).map((link) => link.orderId),
              paidAt,
            );
            if (!paid.ok) throw new UnpayableDeposit(paid.orderCodes);
            await moveBulkVbank(tx, row.id, "ready", { status: "paid", paidAt });
            return "taken" as const;
          }
          if (hook.status === "expired" || hook.status === "cancelled") {
            await close(tx, row, "ready", hook.status === "expired" ? "expired" : "removed");
            return "taken" as const;
          }
          return "ignored" as const;
        })
        .catch((error: unknown) => {
          if (!(error instanceof UnpayableDeposit)) throw error;
          logError(error, { code: found.code, tid: hook.tid, orderCodes: error.orderCodes, step: "bulk deposit" });
          return "unpayable" as const;
        });
      return outcome;
    },

    /**
     * POST /api/bulk-vbank/remove: closes the member's account before its deposit (NICEPAY cancels an unpaid virtual
     * account) and frees its orders for another. 404 for anyone else's account; 409 once paid or closed.
     */
    async remove(member: Member, code: string) {
      const row = await findBulkVbankByCode(db, code);
      if (!row || row.userId !== member.userId) {
        throw new ApiError(404, "NOT_FOUND", BULK_VBANK_NOT_FOUND_MESSAGE, `no account ${code} of the member`);
      }
      if (row.status === "opening") {
        if (await db.transaction((tx) => close(tx, row, "opening", "removed")))
          return { code, status: "removed" as const };
      }
      const current = row.status === "opening" ? await findBulkVbankByCode(db, code) : row;
      if (current?.status !== "ready" || !current.tid) {
        throw new ApiError(
          409,
          "BULK_VBANK_CLOSED",
          BULK_VBANK_CLOSED_MESSAGE,
          `account ${code} is ${current?.status}`,
        );
      }
      try {
        await payment.cancel(current.tid, { orderId: current.code, reason: "일괄 가상계좌 해지" });
      } catch (error) {
        logError(error, { code, tid: current.tid, step: "bulk remove" });
        throw new ApiError(409, "BULK_VBANK_REMOVE_FAILED", BULK_VBANK_REMOVE_FAILED_MESSAGE, String(error));
      }
      await db.transaction((tx) => close(tx, current, "ready", "removed"));
      return { code, status: "removed" as const };
    },
  };
}

/** A deposit that cannot pay every order of its account: the transaction rolls back and nothing is paid. */
class UnpayableDeposit extends Error {
  constructor(readonly orderCodes: string[]) {
    super(`bulk deposit cannot pay ${orderCodes.join(", ") || "every order"}`);
    this.name = "UnpayableDeposit";
  }
}

export type BulkVbankService = ReturnType<typeof createBulkVbankService>;
