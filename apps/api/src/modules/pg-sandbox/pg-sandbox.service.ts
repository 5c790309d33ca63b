import { randomBytes, randomInt } from "node:crypto";
import { apiEndpoints, endpointUrl } from "@shop/contracts/api-endpoints";
import type { Db, Tx } from "../../db/client.js";
import type { PgSandboxStatus } from "../../db/schema/pg-sandbox.js";
import { ApiError } from "../../lib/api-error.js";
import { missingParameter, NICEPAY_CODES, type NicepayCode } from "../../providers/nicepay/nicepay-codes.js";
import type { NicepayPaymentAnswer } from "../../providers/nicepay/nicepay-schemas.js";
import {
  basicAuthorization,
  formatNicepayDate,
  paymentSignature,
  sameSecret,
  windowResultSignature,
} from "../../providers/nicepay/nicepay-signature.js";
import {
  type GatewayPaymentStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentWindowRequest,
} from "../../providers/payment-gateway.provider.js";
import {
  findApprovedPaymentOfOrder,
  findPayment,
  insertCancel,
  insertPayment,
  insertWebhook,
  listCancels,
  listWebhooks,
  lockPayment,
  lockPaymentsOfOrderOfTid,
  type PgSandboxPaymentRow,
  updatePayment,
  updateWebhook,
} from "./pg-sandbox.repository.js";

/** The base URL path of the sandbox's NICEPAY API (`{base}/v1/payments/…`), served by this shop. */
export const PG_SANDBOX_API_PATH = endpointUrl(apiEndpoints.devPgApprove).replace(/\/v1\/payments\/:tid$/, "");
/** The sandbox's stand-in for https://pay.nicepay.co.kr/v1/js/. */
export const PG_SANDBOX_SCRIPT_PATH = endpointUrl(apiEndpoints.devPgScript);
/** The window's pages: requestPay opens the first, its buttons post to the second. */
export const PG_SANDBOX_WINDOW_PATH = endpointUrl(apiEndpoints.devPgWindow);
export const PG_SANDBOX_WINDOW_RESULT_PATH = endpointUrl(apiEndpoints.devPgWindowResult);

/** What the window calls the methods (Korean, for the shopper). */
export const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: "신용카드",
  vbank: "가상계좌",
  bank: "계좌이체",
  naverpayCard: "네이버페이",
};

/** Banks that issue virtual accounts (manual common/code.md 은행코드), for vbank and bank transfer. */
export const SANDBOX_BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: "011", name: "농협은행" },
  { code: "004", name: "국민은행" },
  { code: "088", name: "신한은행" },
  { code: "020", name: "우리은행" },
  { code: "081", name: "하나은행" },
  { code: "003", name: "기업은행" },
  { code: "071", name: "우체국" },
  { code: "023", name: "SC은행" },
  { code: "031", name: "대구은행" },
  { code: "032", name: "부산은행" },
  { code: "034", name: "광주은행" },
];

/** Card companies (common/code.md 카드코드) for card and Naver Pay. */
export const SANDBOX_CARDS: ReadonlyArray<{ code: string; name: string }> = [
  { code: "12", name: "NH채움" },
  { code: "02", name: "KB국민" },
  { code: "06", name: "신한" },
  { code: "04", name: "삼성" },
  { code: "07", name: "현대" },
  { code: "08", name: "롯데" },
  { code: "01", name: "비씨" },
  { code: "03", name: "하나(외환)" },
  { code: "15", name: "우리" },
];

/** NICEPAY's payMethod for each method the shop offers. */
const PAY_METHODS: Record<PaymentMethod, string> = {
  card: "card",
  vbank: "vbank",
  bank: "bank",
  naverpayCard: "naverpay",
};
const TID_METHOD_CODES: Record<PaymentMethod, string> = { card: "01", bank: "02", vbank: "03", naverpayCard: "16" };

/** A virtual account without vbankValidHours is open for 7 days (the manual's default D+7). */
const DEFAULT_VBANK_HOURS = 7 * 24;
/** The manual: a net cancel more than an hour after the approval fails. */
const NET_CANCEL_WINDOW_MS = 60 * 60 * 1000;
const MAX_AMOUNT = 1_000_000_000;
/** A webhook answered other than `OK` is sent again after these waits, then given up. */
const WEBHOOK_RETRY_DELAYS_MS = [250, 1_000, 4_000];
const WEBHOOK_TIMEOUT_MS = 10_000;

/** A refusal in NICEPAY's words: the protocol routes answer it as `{ resultCode, resultMsg, … }`. */
export class NicepayRefusal extends Error {
  constructor(
    readonly answer: NicepayCode,
    readonly about: { tid?: string; orderId?: string } = {},
    readonly httpStatus = 200,
  ) {
    super(`${answer.code} ${answer.message}`);
    this.name = "NicepayRefusal";
  }
}

/** A form post the window makes to the shop's returnUrl. */
export interface ReturnPost {
  url: string;
  fields: Array<[name: string, value: string]>;
}

/** What a window post leads to: the window to show, or why it cannot open (and how to go back, when it can). */
export type WindowOutcome =
  | { open: true; request: PaymentWindowRequest }
  | { open: false; refusal: NicepayCode; back: ReturnPost | null };

export type WindowChoice = "approve" | "decline" | "cancel";

export interface PgSandboxServiceDeps {
  db: Db;
  /** The one merchant the sandbox knows: its client id and secret key (NICEPAY_CLIENT_KEY, NICEPAY_SECRET_KEY). */
  clientKey: string;
  secretKey: string;
  /** Where webhooks go, asked at each send (by default the shop's own listening address + the checkout receiver). */
  webhookUrl: () => string;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  fetch?: typeof fetch;
  clock?: () => Date;
  webhookRetryDelaysMs?: readonly number[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** NICEPAY-style ids: 30 characters, a prefix, the method, the time and randomness. */
function newTid(prefix: "SB" | "SC", method: PaymentMethod, now: Date): string {
  const stamp = formatNicepayDate(now).replace(/\D/g, "").slice(2, 14);
  return `${prefix}${TID_METHOD_CODES[method]}01${stamp}${randomBytes(6).toString("hex").toUpperCase()}`;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join("");
const nicepayTime = (instant: Date | null) => (instant ? formatNicepayDate(instant) : "0");

/** The request's own host, so the window only ever posts back into this shop (never an open form relay). */
function returnUrlOf(value: string, host: string): URL | null {
  const base = `http://${host}`;
  if (value.startsWith("//") || !URL.canParse(value, base)) return null;
  const url = new URL(value, base);
  if (!/^https?:$/.test(url.protocol) || url.hostname !== new URL(base).hostname) return null;
  return url;
}

/**
 * The shop's own NICEPAY (docs/decisions/016): the payment window, the server-approval API (approve, cancel, net
 * cancel, lookups) with Basic auth and signed answers, virtual accounts that a dev route pays in, and webhooks sent
 * over HTTP back to the shop. Served in demo mode and tests, never in a live production shop.
 */
export function createPgSandboxService(deps: PgSandboxServiceDeps) {
  const { db, clientKey, secretKey, webhookUrl, logError } = deps;
  const send = deps.fetch ?? fetch;
  const clock = deps.clock ?? (() => new Date());
  const retryDelays = deps.webhookRetryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const expectedAuthorization = basicAuthorization(clientKey, secretKey);

  // Per process, like NICEPAY's own state would be: the fault a test asked for, and the webhooks under way.
  const faults = { approveDelayMs: 0, cancelDelayMs: 0 };
  const deliveries = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let closed = false;

  /** The post back to returnUrl for a window that cannot open, when returnUrl is one to post to. */
  function refusalPost(form: Record<string, string>, host: string, refusal: NicepayCode): ReturnPost | null {
    const returnUrl = (form.returnUrl ?? "").trim();
    if (!returnUrlOf(returnUrl, host)) return null;
    return {
      url: returnUrl,
      fields: [
        ["authResultCode", refusal.code],
        ["authResultMsg", refusal.message],
        ["clientId", (form.clientId ?? "").trim()],
        ["orderId", (form.orderId ?? "").trim()],
        ["amount", (form.amount ?? "").trim()],
        ["mallReserved", form.mallReserved ?? ""],
      ],
    };
  }

  /** Reads requestPay's options as posted; the first problem in NICEPAY's words. */
  function readWindowRequest(form: Record<string, string>, host: string): WindowOutcome {
    const field = (name: string) => (form[name] ?? "").trim();
    const returnUrl = returnUrlOf(field("returnUrl"), host);
    const refuse = (refusal: NicepayCode): WindowOutcome => ({
      open: false,
      refusal,
      back: refusalPost(form, host, refusal),
    });
    const tooLong = (name: string, max: number) => (form[name] ?? "").length > max;

    for (const name of ["clientId", "method", "orderId", "amount", "goodsName", "returnUrl"]) {
      if (field(name) === "") return refuse(missingParameter(name));
    }
    if (field("clientId") !== clientKey) return refuse(NICEPAY_CODES.unknownMerchant);
    const method = field("method") as PaymentMethod;
    if (!PAYMENT_METHODS.includes(method)) return refuse(NICEPAY_CODES.unsupportedMethod);
    if (!/^\d{1,12}$/.test(field("amount"))) return refuse(NICEPAY_CODES.notANumber);
    const amount = Number(field("amount"));
    if (amount === 0) return refuse(NICEPAY_CODES.zeroAmount);
    if (amount > MAX_AMOUNT) return refuse(NICEPAY_CODES.badAmount);
    const limits: Array<[string, number]> = [
      ["orderId", 64],
      ["goodsName", 40],
      ["returnUrl", 500],
      ["mallReserved", 500],
      ["buyerName", 30],
      ["buyerTel", 40],
      ["buyerEmail", 60],
      ["vbankHolder", 40],
    ];
    if (limits.some(([name, max]) => tooLong(name, max))) return refuse(NICEPAY_CODES.badFieldLength);
    if (!returnUrl) return refuse(NICEPAY_CODES.badRequest);
    let vbankValidHours: number | undefined;
    if (method === "vbank") {
      if (field("vbankHolder") === "") return refuse(missingParameter("vbankHolder"));
      if (field("vbankValidHours") !== "") {
        if (!/^\d{1,4}$/.test(field("vbankValidHours")) || Number(field("vbankValidHours")) === 0) {
          return refuse(NICEPAY_CODES.badVbankHours);
        }
        vbankValidHours = Number(field("vbankValidHours"));
      }
    }
    const optional = (name: string) => (field(name) === "" ? {} : { [name]: field(name) });
    return {
      open: true,
      request: {
        clientId: clientKey,
        method,
        orderId: field("orderId"),
        amount,
        // The manual: double quotes and pipes in a goods name become '-'.
        goodsName: field("goodsName").replace(/["|]/g, "-"),
        returnUrl: field("returnUrl"),
        ...(form.mallReserved ? { mallReserved: form.mallReserved } : {}),
        ...optional("buyerName"),
        ...optional("buyerTel"),
        ...optional("buyerEmail"),
        ...(method === "vbank" ? { vbankHolder: field("vbankHolder") } : {}),
        ...(vbankValidHours === undefined ? {} : { vbankValidHours }),
      },
    };
  }

  /** The window's options, checked, and refused for an order id that was already paid. */
  async function openWindow(form: Record<string, string>, host: string): Promise<WindowOutcome> {
    const outcome = readWindowRequest(form, host);
    if (!outcome.open) return outcome;
    if (await findApprovedPaymentOfOrder(db, outcome.request.orderId)) {
      const refusal = NICEPAY_CODES.orderIdUsed;
      return { open: false, refusal, back: refusalPost(form, host, refusal) };
    }
    return outcome;
  }

  /** The payment object NICEPAY answers for a transaction the approve call took. */
  async function answerOf(
    payment: PgSandboxPaymentRow,
    extra: { cancelledTid?: string; result?: NicepayCode } = {},
  ): Promise<NicepayPaymentAnswer> {
    const status = payment.status as GatewayPaymentStatus;
    // A transaction never cancelled has no cancels to list (cancelLocked sets cancelledAt with every cancel).
    const cancels = payment.cancelledAt === null ? [] : await listCancels(db, payment.tid);
    const ediDate = formatNicepayDate(clock());
    const result = extra.result ?? NICEPAY_CODES.ok;
    const cardLike = payment.method === "card" || payment.method === "naverpayCard";
    return {
      resultCode: result.code,
      resultMsg: result.message,
      tid: payment.tid,
      cancelledTid: extra.cancelledTid ?? null,
      orderId: payment.orderId,
      ediDate,
      signature: paymentSignature({ tid: payment.tid, amount: payment.amount, ediDate, secretKey }),
      status,
      paidAt: nicepayTime(payment.paidAt),
      failedAt: nicepayTime(payment.failedAt),
      cancelledAt: nicepayTime(payment.cancelledAt),
      payMethod: PAY_METHODS[payment.method],
      amount: payment.amount,
      balanceAmt: payment.balanceAmt,
      goodsName: payment.goodsName,
      mallReserved: payment.mallReserved,
      useEscrow: false,
      currency: "KRW",
      channel: "pc",
      approveNo: payment.paidAt && payment.method !== "vbank" ? payment.tid.slice(-8) : null,
      buyerName: payment.buyerName,
      buyerTel: payment.buyerTel,
      buyerEmail: payment.buyerEmail,
      receiptUrl: null,
      mallUserId: null,
      issuedCashReceipt: false,
      coupon: null,
      card:
        cardLike && payment.cardCode && payment.cardName
          ? {
              cardCode: payment.cardCode,
              cardName: payment.cardName,
              cardNum: `536112******${payment.tid.slice(-4).replace(/\D/g, "0")}`,
              cardQuota: 0,
              isInterestFree: false,
              cardType: "credit",
              canPartCancel: true,
              acquCardCode: payment.cardCode,
              acquCardName: payment.cardName,
            }
          : null,
      bank:
        payment.method === "bank" && payment.bankCode && payment.bankName
          ? { bankCode: payment.bankCode, bankName: payment.bankName }
          : null,
      vbank:
        payment.method === "vbank" && payment.vbankNumber && payment.vbankExpiresAt
          ? {
              vbankCode: payment.bankCode ?? "",
              vbankName: payment.bankName ?? "",
              vbankNumber: payment.vbankNumber,
              vbankExpDate: formatNicepayDate(payment.vbankExpiresAt),
              vbankHolder: payment.vbankHolder ?? "",
            }
          : null,
      cancels:
        cancels.length === 0
          ? null
          : cancels.map((cancel) => ({
              tid: cancel.cancelledTid,
              amount: cancel.amount,
              cancelledAt: formatNicepayDate(cancel.cancelledAt),
              reason: cancel.reason,
              receiptUrl: null,
            })),
      cashReceipts: null,
    };
  }

  /** A transaction the approve call took: the only kind NICEPAY answers lookups about. */
  const approved = (payment: PgSandboxPaymentRow | undefined) =>
    payment && payment.approvedAt !== null ? payment : undefined;

  /** Cancels `amount` of a locked, approved transaction (the whole balance by default), in the caller's transaction. */
  async function cancelLocked(tx: Tx, payment: PgSandboxPaymentRow, request: { amount?: number; reason: string }) {
    const about = { tid: payment.tid, orderId: payment.orderId };
    if (payment.status === "cancelled") throw new NicepayRefusal(NICEPAY_CODES.alreadyCancelled, about);
    if (payment.status === "failed" || payment.status === "expired") {
      throw new NicepayRefusal(NICEPAY_CODES.cancelImpossible, about);
    }
    const amount = request.amount ?? payment.balanceAmt;
    if (amount <= 0) throw new NicepayRefusal(NICEPAY_CODES.cancelNotPositive, about);
    if (amount > payment.balanceAmt) throw new NicepayRefusal(NICEPAY_CODES.cancelOverBalance, about);
    // A virtual account before its deposit is cancelled whole or not at all (the manual's table of methods).
    if (payment.status === "ready" && amount !== payment.balanceAmt) {
      throw new NicepayRefusal(NICEPAY_CODES.partialCancelImpossible, about);
    }
    const now = clock();
    const cancelledTid = newTid("SC", payment.method, now);
    await insertCancel(tx, { cancelledTid, tid: payment.tid, amount, reason: request.reason, cancelledAt: now });
    const balanceAmt = payment.balanceAmt - amount;
    const status: PgSandboxStatus = balanceAmt === 0 ? "cancelled" : "partialCancelled";
    const updated = await updatePayment(tx, payment.tid, { balanceAmt, status, cancelledAt: now });
    return { updated, cancelledTid };
  }

  function track(delivery: Promise<void>) {
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  /** One attempt at a webhook; another is scheduled while the answer is not `OK` and retries remain. */
  async function deliver(id: number, url: string, body: string, attempt: number): Promise<void> {
    let statusCode: number | null = null;
    let answer: string;
    try {
      const response = await send(url, {
        method: "POST",
        headers: { "content-type": "application/json;charset=utf-8" },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      statusCode = response.status;
      answer = await response.text();
    } catch (error) {
      answer = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    // The manual: HTTP 200 with `OK` in the body, anything else is a failure to send again.
    const delivered = statusCode === 200 && answer.trim() === "OK";
    const retryIn = delivered ? undefined : retryDelays[attempt];
    await updateWebhook(db, id, {
      attempts: attempt + 1,
      status: delivered ? "delivered" : retryIn === undefined ? "failed" : "pending",
      lastStatusCode: statusCode,
      lastAnswer: answer.slice(0, 500),
      deliveredAt: delivered ? clock() : null,
    });
    if (retryIn === undefined || closed) return;
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      track(
        deliver(id, url, body, attempt + 1).catch((error: unknown) => logError(error, { webhookId: id, url, attempt })),
      );
    }, retryIn);
    retryTimers.add(timer);
  }

  /** Sends the payment's news to the shop after the change committed, like NICEPAY: signed, retried, recorded. */
  function sendWebhook(answer: NicepayPaymentAnswer) {
    if (closed) return;
    track(
      (async () => {
        const url = webhookUrl();
        const body = JSON.stringify(answer);
        const { id } = await insertWebhook(db, { tid: answer.tid, url, body, status: "pending" });
        await deliver(id, url, body, 0);
      })().catch((error: unknown) => logError(error, { tid: answer.tid, what: "pg sandbox webhook" })),
    );
  }

  async function requireVirtualAccount(tx: Tx, tid: string) {
    const payment = await lockPayment(tx, tid);
    if (payment?.method !== "vbank" || payment.approvedAt === null) {
      throw ApiError.notFound(`virtual account ${tid}`);
    }
    if (payment.status !== "ready") {
      throw new ApiError(
        409,
        "NOT_AWAITING_DEPOSIT",
        "입금 대기 중인 가상계좌가 아닙니다.",
        `virtual account ${tid} is ${payment.status}`,
      );
    }
    return payment;
  }

  return {
    /** Basic base64(clientKey:secretKey) of the one merchant, or NICEPAY's 401 (U304). */
    checkAuthorization(header: string | undefined) {
      if (!sameSecret(expectedAuthorization, header)) {
        throw new NicepayRefusal(NICEPAY_CODES.basicAuthFailed, {}, 401);
      }
    },

    /** requestPay's post: the window to show, or the refusal (unknown client id, bad amount, paid order id …). */
    openWindow,

    /**
     * The shopper's choice in the window: approve creates the authenticated transaction (tid, authToken) and its
     * signed post to returnUrl; decline and cancel post NICEPAY's failure codes. A window whose options no longer
     * pass (the order was paid meanwhile) is refused like at opening.
     */
    async completeWindow(
      form: Record<string, string>,
      host: string,
    ): Promise<{ done: true; post: ReturnPost; choice: WindowChoice } | Extract<WindowOutcome, { open: false }>> {
      const outcome = await openWindow(form, host);
      if (!outcome.open) return outcome;
      const { request } = outcome;
      const choice = form.choice as WindowChoice;
      const common: Array<[string, string]> = [
        ["clientId", request.clientId],
        ["orderId", request.orderId],
        ["amount", String(request.amount)],
        ["mallReserved", request.mallReserved ?? ""],
      ];
      const failure = (code: NicepayCode): ReturnPost => ({
        url: request.returnUrl,
        fields: [["authResultCode", code.code], ["authResultMsg", code.message], ...common],
      });
      if (choice === "cancel") return { done: true, choice, post: failure(NICEPAY_CODES.userCancelled) };
      const cardLike = request.method === "card" || request.method === "naverpayCard";
      if (choice === "decline") {
        return {
          done: true,
          choice,
          post: failure(cardLike ? NICEPAY_CODES.cardAuthFailed : NICEPAY_CODES.authFailed),
        };
      }
      if (choice !== "approve") return { open: false, refusal: NICEPAY_CODES.badRequest, back: null };

      const card = SANDBOX_CARDS.find((candidate) => candidate.code === form.cardCode);
      const bank = SANDBOX_BANKS.find((candidate) => candidate.code === form.bankCode);
      if ((cardLike && !card) || (!cardLike && !bank)) {
        return { open: false, refusal: missingParameter(cardLike ? "cardCode" : "bankCode"), back: null };
      }
      const now = clock();
      const tid = newTid("SB", request.method, now);
      const authToken = `NICEUNTT${randomBytes(16).toString("hex").toUpperCase()}`;
      await insertPayment(db, {
        tid,
        clientId: request.clientId,
        orderId: request.orderId,
        method: request.method,
        amount: request.amount,
        balanceAmt: request.amount,
        goodsName: request.goodsName,
        mallReserved: request.mallReserved ?? null,
        buyerName: request.buyerName ?? null,
        buyerTel: request.buyerTel ?? null,
        buyerEmail: request.buyerEmail ?? null,
        authToken,
        status: "authenticated",
        cardCode: cardLike ? card!.code : null,
        cardName: cardLike ? card!.name : null,
        bankCode: cardLike ? null : bank!.code,
        bankName: cardLike ? null : bank!.name,
        vbankHolder: request.vbankHolder ?? null,
        vbankValidHours: request.vbankValidHours ?? null,
        authenticatedAt: now,
      });
      const signature = windowResultSignature({
        authToken,
        clientId: request.clientId,
        amount: request.amount,
        secretKey,
      });
      return {
        done: true,
        choice,
        post: {
          url: request.returnUrl,
          fields: [
            ["authResultCode", NICEPAY_CODES.authenticated.code],
            ["authResultMsg", NICEPAY_CODES.authenticated.message],
            ["tid", tid],
            ...common,
            ["authToken", authToken],
            ["signature", signature],
          ],
        },
      };
    },

    /**
     * POST /v1/payments/{tid}: takes an authenticated transaction once, for exactly the authenticated amount. A card,
     * bank transfer or Naver Pay is paid; a virtual account is issued (ready) with its number and deadline.
     */
    async approve(tid: string, amount: number) {
      const delayMs = faults.approveDelayMs;
      faults.approveDelayMs = 0;
      try {
        const payment = await db.transaction(async (tx) => {
          // The tid's order's transactions, locked in one statement; the tid's own row is among them, as locked, and
          // so is the order's approved one if there is one.
          const ofOrder = await lockPaymentsOfOrderOfTid(tx, tid);
          const current = ofOrder.find((row) => row.tid === tid);
          if (!current) throw new NicepayRefusal(NICEPAY_CODES.noAuthRequest, { tid });
          const about = { tid, orderId: current.orderId };
          if (current.status !== "authenticated") throw new NicepayRefusal(NICEPAY_CODES.tidUsed, about);
          if (current.amount !== amount) throw new NicepayRefusal(NICEPAY_CODES.amountMismatch, about);
          if (ofOrder.some((row) => row.approvedAt !== null)) {
            throw new NicepayRefusal(NICEPAY_CODES.orderIdUsed, about);
          }
          const now = clock();
          if (current.method !== "vbank") {
            return updatePayment(tx, tid, { status: "paid", approvedAt: now, paidAt: now });
          }
          const hours = current.vbankValidHours ?? DEFAULT_VBANK_HOURS;
          return updatePayment(tx, tid, {
            status: "ready",
            approvedAt: now,
            vbankNumber: digits(14),
            vbankExpiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000),
          });
        });
        return await answerOf(payment);
      } finally {
        // The fault knob: the approval is done and committed, its answer comes late (a read timeout to resolve).
        if (delayMs > 0) await sleep(delayMs);
      }
    },

    /** POST /v1/payments/{tid}/cancel: the whole balance, or `cancelAmt` of it; a webhook follows. */
    async cancel(
      tid: string,
      request: {
        orderId: string;
        reason: string;
        cancelAmt?: number | undefined;
        refundBankCode?: string | undefined;
        refundAccount?: string | undefined;
        refundHolder?: string | undefined;
      },
    ) {
      const { updated, cancelledTid } = await db.transaction(async (tx) => {
        const payment = approved(await lockPayment(tx, tid));
        if (!payment || payment.orderId !== request.orderId) {
          throw new NicepayRefusal(NICEPAY_CODES.cancelNotFound, { tid, orderId: request.orderId });
        }
        // A deposited virtual account is refunded by bank transfer: the manual asks for the account with the cancel.
        if (payment.method === "vbank" && payment.status !== "ready") {
          for (const field of ["refundBankCode", "refundAccount", "refundHolder"] as const) {
            if (!request[field]) throw new NicepayRefusal(missingParameter(field), { tid, orderId: request.orderId });
          }
        }
        return cancelLocked(tx, payment, {
          reason: request.reason,
          ...(request.cancelAmt === undefined ? {} : { amount: request.cancelAmt }),
        });
      });
      const answer = await answerOf(updated, { cancelledTid });
      sendWebhook(answer);
      // The fault knob: the cancel is done and committed, its answer comes late (a read timeout to resolve).
      const delayMs = faults.cancelDelayMs;
      faults.cancelDelayMs = 0;
      if (delayMs > 0) await sleep(delayMs);
      return answer;
    },

    /** POST /v1/payments/netcancel: cancels the order id's approval whole, within an hour of it; a webhook follows. */
    async netCancel(orderId: string) {
      const { updated, cancelledTid } = await db.transaction(async (tx) => {
        const payment = await findApprovedPaymentOfOrder(tx, orderId, { lock: true });
        if (!payment) throw new NicepayRefusal(NICEPAY_CODES.noOrderId, { orderId });
        if (clock().getTime() - payment.approvedAt!.getTime() > NET_CANCEL_WINDOW_MS) {
          throw new NicepayRefusal(NICEPAY_CODES.netCancelTooLate, { tid: payment.tid, orderId });
        }
        return cancelLocked(tx, payment, { reason: "망취소" });
      });
      const answer = await answerOf(updated, { cancelledTid });
      sendWebhook(answer);
      return answer;
    },

    /** GET /v1/payments/{tid}. */
    async payment(tid: string) {
      const payment = approved(await findPayment(db, tid));
      if (!payment) throw new NicepayRefusal(NICEPAY_CODES.noTransaction, { tid });
      return answerOf(payment);
    },

    /** GET /v1/payments/find/{orderId}: the order id's approved transaction. */
    async findByOrderId(orderId: string) {
      const payment = await findApprovedPaymentOfOrder(db, orderId);
      if (!payment) throw new NicepayRefusal(NICEPAY_CODES.noOrderId, { orderId });
      return answerOf(payment);
    },

    /** Dev: the shopper pays the virtual account in (before its deadline): paid, then a webhook. */
    async deposit(tid: string) {
      const payment = await db.transaction(async (tx) => {
        const account = await requireVirtualAccount(tx, tid);
        const now = clock();
        if (account.vbankExpiresAt && account.vbankExpiresAt < now) {
          throw new ApiError(409, "DEPOSIT_DEADLINE_PASSED", "입금 기한이 지난 가상계좌입니다.", `${tid} expired`);
        }
        return updatePayment(tx, tid, { status: "paid", paidAt: now });
      });
      const answer = await answerOf(payment);
      sendWebhook(answer);
      return answer;
    },

    /** Dev: the virtual account's deadline passes without a deposit: expired, then a webhook. */
    async expire(tid: string) {
      const payment = await db.transaction(async (tx) => {
        await requireVirtualAccount(tx, tid);
        return updatePayment(tx, tid, { status: "expired" });
      });
      const answer = await answerOf(payment);
      sendWebhook(answer);
      return answer;
    },

    /**
     * Dev: faults for the next call; `approveDelayMs` (`cancelDelayMs`) makes the next approve (cancel) answer that
     * late: it still approves (cancels).
     */
    setFaults(input: { approveDelayMs?: number | undefined; cancelDelayMs?: number | undefined }) {
      if (input.approveDelayMs !== undefined) faults.approveDelayMs = input.approveDelayMs;
      if (input.cancelDelayMs !== undefined) faults.cancelDelayMs = input.cancelDelayMs;
      return { ...faults };
    },

    /** Dev: the webhooks sent, newest first, with their last answer. */
    async listWebhooks(filter: { tid?: string | undefined; size: number }) {
      const rows = await listWebhooks(db, filter);
      return rows.map((row) => ({
        id: row.id,
        tid: row.tid,
        url: row.url,
        status: row.status,
        attempts: row.attempts,
        lastStatusCode: row.lastStatusCode,
        lastAnswer: row.lastAnswer,
        body: JSON.parse(row.body) as unknown,
        createdAt: row.createdAt.toISOString(),
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
      }));
    },

    /** Resolves once no webhook is being sent or waiting for a retry (tests). */
    async whenWebhooksSettled() {
      while (deliveries.size > 0 || retryTimers.size > 0) {
        await (deliveries.size > 0 ? Promise.allSettled([...deliveries]) : sleep(10));
      }
    },

    /** Stops retrying and waits for the sends under way (the app is closing, the database with it). */
    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await Promise.allSettled([...deliveries]);
    },
  };
}

export type PgSandboxService = ReturnType<typeof createPgSandboxService>;
