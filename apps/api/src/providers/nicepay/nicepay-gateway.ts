import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { z } from "zod";
import {
  type GatewayPayment,
  type GatewayWebhook,
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayTimeoutError,
  PaymentGatewayUncertainError,
  type PaymentMethod,
  type PaymentWindowResult,
} from "../payment-gateway.provider.js";
import { exchangeWithProvider } from "../provider-http.js";
import {
  billingSignData,
  encModeFor,
  encryptBillingCard,
  nicepayBillingKeySchema,
  registSignData,
} from "./nicepay-billing.js";
import { NICEPAY_CODES, NICEPAY_NOT_FOUND_CODES } from "./nicepay-codes.js";
import { nicepayReceiptCalls } from "./nicepay-receipt.js";
import { nicepayPaymentSchema, nicepayResultSchema, nicepayWindowResultSchema } from "./nicepay-schemas.js";
import {
  basicAuthorization,
  formatNicepayDate,
  paymentSignature,
  sameSecret,
  windowResultSignature,
} from "./nicepay-signature.js";

/** NICEPAY's API (live). Its own test server is https://sandbox-api.nicepay.co.kr, with a test shop's keys. */
export const NICEPAY_LIVE_API_BASE = "https://api.nicepay.co.kr";
/** The server-approval window's script (live); NICEPAY's test one is https://sandbox-pay.nicepay.co.kr/v1/js/. */
export const NICEPAY_LIVE_SCRIPT_URL = "https://pay.nicepay.co.kr/v1/js/";
/**
 * Where the shop receives NICEPAY's webhooks (checkout serves it and answers `OK`): the URL to register in NICEPAY's
 * merchant admin, and where the local sandbox posts by default (NICEPAY_WEBHOOK_URL overrides it).
 */
export const NICEPAY_WEBHOOK_PATH = "/api/order/nicepay/webhook";

export interface NicepayGatewayOptions {
  /**
   * The API's base URL without a trailing slash: NICEPAY's, or a function giving it at each call (the local sandbox
   * lives at the shop's own listening address, known only once the shop listens).
   */
  apiBase: string | (() => string);
  clientKey: string;
  secretKey: string;
  /** The read timeout of every call (NICEPAY's guide: 30 s); past it the call throws PaymentGatewayTimeoutError. */
  timeoutMs: number;
  /** The window script the checkout page loads (default NICEPAY's live one). */
  scriptUrl?: string;
  fetch?: typeof fetch;
}

type NicepayPayment = z.output<typeof nicepayPaymentSchema>;

const inKorea = tz("Asia/Seoul");

/** NICEPAY's payMethod as the shop's method; null for one the shop does not offer. */
function methodOf(payMethod: string): PaymentMethod | null {
  switch (payMethod.toLowerCase()) {
    case "card":
      return "card";
    case "vbank":
      return "vbank";
    case "bank":
      return "bank";
    case "naverpay":
    case "naverpaycard":
      return "naverpayCard";
    default:
      return null;
  }
}

function toGatewayPayment(answer: NicepayPayment): GatewayPayment {
  return {
    resultCode: answer.resultCode,
    resultMsg: answer.resultMsg,
    tid: answer.tid,
    orderId: answer.orderId,
    status: answer.status,
    method: methodOf(answer.payMethod),
    payMethod: answer.payMethod,
    amount: answer.amount,
    balanceAmount: answer.balanceAmt,
    goodsName: answer.goodsName,
    mallReserved: answer.mallReserved ?? null,
    paidAt: answer.paidAt,
    failedAt: answer.failedAt,
    cancelledAt: answer.cancelledAt,
    virtualAccount: answer.vbank
      ? {
          bankCode: answer.vbank.vbankCode,
          bankName: answer.vbank.vbankName,
          accountNumber: answer.vbank.vbankNumber,
          holder: answer.vbank.vbankHolder,
          expiresAt: answer.vbank.vbankExpDate,
        }
      : null,
    cancels: (answer.cancels ?? []).map((cancel) => ({
      tid: cancel.tid,
      amount: cancel.amount,
      reason: cancel.reason,
      cancelledAt: cancel.cancelledAt,
    })),
  };
}

/**
 * The NICEPAY Start API adapter (server-approval window, Basic auth): JSON over HTTP with
 * `Authorization: Basic base64(clientKey:secretKey)`. Every answer is checked: resultCode 0000 or a
 * PaymentGatewayError carrying NICEPAY's code and message; a signed answer's signature must verify; no answer in
 * time is a PaymentGatewayTimeoutError, which checkout resolves by findByOrderId or netCancel.
 */
export function createNicepayGateway(options: NicepayGatewayOptions): PaymentGateway {
  const { clientKey, secretKey, timeoutMs } = options;
  const send = options.fetch ?? fetch;
  const authorization = basicAuthorization(clientKey, secretKey);
  const apiBase = () => (typeof options.apiBase === "string" ? options.apiBase : options.apiBase()).replace(/\/+$/, "");

  /**
   * One exchange: the answer's JSON when it is a success (0000); null for a "no such payment" code when
   * `notFoundIsNull`; else a PaymentGatewayError (a refusal) or PaymentGatewayUncertainError (no usable answer).
   */
  async function exchange(
    operation: string,
    request: { method: "GET" | "POST"; path: string; body?: Record<string, unknown> },
    expect: { notFoundIsNull?: boolean } = {},
  ): Promise<unknown> {
    const url = `${apiBase()}${request.path}`;
    const { status, text, json } = await exchangeWithProvider(
      send,
      url,
      {
        method: request.method,
        headers: {
          authorization,
          accept: "application/json",
          ...(request.body ? { "content-type": "application/json;charset=utf-8" } : {}),
        },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      },
      timeoutMs,
      ({ timedOut, why, cause }) =>
        timedOut
          ? new PaymentGatewayTimeoutError(operation, timeoutMs, { cause })
          : new PaymentGatewayUncertainError(operation, `no answer from ${url} (${why})`, { cause }),
    );
    const result = nicepayResultSchema.safeParse(json);
    if (!result.success) {
      // A 4xx without NICEPAY's body (a wrong base URL, a proxy's refusal) was refused before anything happened.
      if (status >= 400 && status < 500) {
        throw new PaymentGatewayError(`HTTP_${status}`, text.slice(0, 200), status, operation);
      }
      throw new PaymentGatewayUncertainError(operation, `unreadable answer (HTTP ${status}): ${text.slice(0, 200)}`);
    }
    const { resultCode, resultMsg } = result.data;
    if (resultCode !== NICEPAY_CODES.ok.code) {
      if (status >= 500) {
        throw new PaymentGatewayUncertainError(operation, `HTTP ${status} with ${resultCode} ${resultMsg}`);
      }
      if (expect.notFoundIsNull && NICEPAY_NOT_FOUND_CODES.has(resultCode)) return null;
      throw new PaymentGatewayError(resultCode, resultMsg, status, operation);
    }
    return json;
  }

  /** One call: the payment it answers, or null for a "no such payment" code when `notFoundIsNull`. */
  async function call(
    operation: string,
    request: Parameters<typeof exchange>[1],
    expect: { tid?: string; orderId?: string; notFoundIsNull?: boolean } = {},
  ): Promise<GatewayPayment | null> {
    const json = await exchange(operation, request, expect);
    if (json === null) return null;
    const parsed = nicepayPaymentSchema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentGatewayUncertainError(operation, `the answer is not a payment: ${parsed.error.message}`);
    }
    const answer = parsed.data;
    // NICEPAY signs the answers of valid transactions; one that is signed must carry our key's signature.
    if (answer.signature && !sameSecret(paymentSignature({ ...answer, secretKey }), answer.signature)) {
      throw new PaymentGatewayUncertainError(operation, "the answer's signature does not verify");
    }
    if (
      (expect.tid !== undefined && answer.tid !== expect.tid) ||
      (expect.orderId ?? answer.orderId) !== answer.orderId
    ) {
      throw new PaymentGatewayUncertainError(operation, `the answer is about ${answer.tid} / ${answer.orderId}`);
    }
    return toGatewayPayment(answer);
  }

  async function payment(
    operation: string,
    request: Parameters<typeof call>[1],
    expect: Parameters<typeof call>[2],
  ): Promise<GatewayPayment> {
    const answer = await call(operation, request, expect);
    if (answer === null) throw new Error(`${operation}: no payment in a successful answer`);
    return answer;
  }

  const segment = (value: string, name: string) => {
    if (value === "" || value === "." || value === "..") throw new Error(`NICEPAY ${name} cannot be "${value}"`);
    return encodeURIComponent(value);
  };

  return {
    clientId: clientKey,
    scriptUrl: options.scriptUrl ?? NICEPAY_LIVE_SCRIPT_URL,

    parseWindowResult(form) {
      const parsed = nicepayWindowResultSchema.safeParse(form);
      return parsed.success ? parsed.data : null;
    },

    verifyWindowResult(result: PaymentWindowResult) {
      if (result.authResultCode !== NICEPAY_CODES.authenticated.code) return false;
      if (!result.tid || !result.authToken || result.clientId !== clientKey) return false;
      const expected = windowResultSignature({ ...result, authToken: result.authToken, secretKey });
      return sameSecret(expected, result.signature);
    },

    approve(tid, amount) {
      return payment(
        "approve",
        { method: "POST", path: `/v1/payments/${segment(tid, "tid")}`, body: { amount } },
        { tid },
      );
    },

    cancel(tid, input) {
      const body = {
        reason: input.reason,
        orderId: input.orderId,
        ...(input.amount === undefined ? {} : { cancelAmt: input.amount }),
        ...(input.refundAccount === undefined
          ? {}
          : {
              refundBankCode: input.refundAccount.bankCode,
              refundAccount: input.refundAccount.accountNumber,
              refundHolder: input.refundAccount.holder,
            }),
      };
      return payment(
        "cancel",
        { method: "POST", path: `/v1/payments/${segment(tid, "tid")}/cancel`, body },
        { tid, orderId: input.orderId },
      );
    },

    netCancel(orderId) {
      return call(
        "netCancel",
        { method: "POST", path: "/v1/payments/netcancel", body: { orderId } },
        { orderId, notFoundIsNull: true },
      );
    },

    status(tid) {
      return payment("status", { method: "GET", path: `/v1/payments/${segment(tid, "tid")}` }, { tid });
    },

    findByOrderId(orderId, orderedAt = new Date()) {
      // The manual asks for the order's date (YYYYMMDD) beside the order id.
      const orderDate = format(orderedAt, "yyyyMMdd", { in: inKorea });
      return call(
        "findByOrderId",
        { method: "GET", path: `/v1/payments/find/${segment(orderId, "orderId")}?orderDate=${orderDate}` },
        { orderId, notFoundIsNull: true },
      );
    },

    parseWebhook(body) {
      let json = body;
      if (typeof body === "string" || Buffer.isBuffer(body)) {
        try {
          json = JSON.parse(body.toString());
        } catch {
          return null;
        }
      }
      const parsed = nicepayPaymentSchema.safeParse(json);
      if (!parsed.success) return null;
      const answer = parsed.data;
      const webhook: GatewayWebhook = {
        tid: answer.tid,
        orderId: answer.orderId,
        amount: answer.amount,
        ediDate: answer.ediDate,
        signature: answer.signature ?? "",
        status: answer.status,
        payment: toGatewayPayment(answer),
      };
      return webhook;
    },

    verifyWebhook(webhook) {
      if (!webhook.signature) return false;
      return sameSecret(paymentSignature({ ...webhook, secretKey }), webhook.signature);
    },

    async registerBillingKey({ orderId, card, buyerName }) {
      const ediDate = formatNicepayDate(new Date());
      const encMode = encModeFor(secretKey);
      const json = await exchange("registerBillingKey", {
        method: "POST",
        path: "/v1/subscribe/regist",
        body: {
          encData: encryptBillingCard(card, secretKey, encMode),
          orderId,
          ...(encMode === "" ? {} : { encMode }),
          ...(buyerName ? { buyerName } : {}),
          ediDate,
          signData: registSignData({ orderId, ediDate, secretKey }),
        },
      });
      const parsed = nicepayBillingKeySchema.safeParse(json);
      if (!parsed.success || parsed.data.orderId !== orderId) {
        throw new PaymentGatewayUncertainError("registerBillingKey", "the answer is not this order id's billing key");
      }
      const answer = parsed.data;
      const authDate = answer.authDate ? new Date(answer.authDate) : null;
      return {
        bid: answer.bid,
        tid: answer.tid ?? "",
        orderId: answer.orderId,
        cardCode: answer.cardCode ?? "",
        cardName: answer.cardName ?? "",
        authDate: authDate && !Number.isNaN(authDate.getTime()) ? authDate : null,
      };
    },

    payWithBillingKey(bid, request) {
      const ediDate = formatNicepayDate(new Date());
      return payment(
        "payWithBillingKey",
        {
          method: "POST",
          path: `/v1/subscribe/${segment(bid, "bid")}/payments`,
          body: {
            orderId: request.orderId,
            amount: request.amount,
            goodsName: request.goodsName,
            cardQuota: 0,
            useShopInterest: false,
            ...(request.buyerName ? { buyerName: request.buyerName } : {}),
            ...(request.buyerTel ? { buyerTel: request.buyerTel } : {}),
            ...(request.buyerEmail ? { buyerEmail: request.buyerEmail } : {}),
            ...(request.mallReserved ? { mallReserved: request.mallReserved } : {}),
            ediDate,
            signData: billingSignData({ orderId: request.orderId, bid, ediDate, secretKey }),
          },
        },
        { orderId: request.orderId },
      );
    },

    ...nicepayReceiptCalls(exchange, secretKey),

    async expireBillingKey(bid, orderId) {
      const ediDate = formatNicepayDate(new Date());
      await exchange("expireBillingKey", {
        method: "POST",
        path: `/v1/subscribe/${segment(bid, "bid")}/expire`,
        body: { orderId, ediDate, signData: billingSignData({ orderId, bid, ediDate, secretKey }) },
      });
    },
  };
}
