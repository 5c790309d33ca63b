import { createHash, randomBytes } from "node:crypto";
import { cardIdentityValid, cardNumberValid, expiryValid } from "@shop/core/pinpay/card-number";
import type { Db } from "../../db/client.js";
import {
  type BillingEncMode,
  billingSignData,
  decryptBillingCard,
  NICEPAY_BILLING_CODES,
  type NicepayBillingKeyAnswer,
  registSignData,
} from "../../providers/nicepay/nicepay-billing.js";
import { missingParameter, NICEPAY_CODES } from "../../providers/nicepay/nicepay-codes.js";
import { formatNicepayDate, sameSecret } from "../../providers/nicepay/nicepay-signature.js";
import { NicepayRefusal, type PgSandboxService, SANDBOX_CARDS } from "./pg-sandbox.service.js";
import {
  expireBillingKeyRow,
  insertBillingKey,
  insertPaidPaymentUnlessOrderPaid,
  lockBillingKey,
} from "./pg-sandbox-billing.repository.js";

export interface PgSandboxBillingServiceDeps {
  db: Db;
  /** The one merchant the sandbox knows (NICEPAY_CLIENT_KEY, NICEPAY_SECRET_KEY), as for the window API. */
  clientKey: string;
  secretKey: string;
  /** The sandbox's payment answers: a billing payment is answered like any approved payment. */
  payments: Pick<PgSandboxService, "payment">;
  clock?: () => Date;
}

/** The smallest card payment NICEPAY approves (common/code.md 3041). */
const MIN_CARD_AMOUNT = 1_000;
const MAX_AMOUNT = 1_000_000_000;

/** NICEPAY-style ids: a prefix, the time and randomness, 30 characters. */
function newId(prefix: string, now: Date): string {
  const stamp = formatNicepayDate(now).replace(/\D/g, "").slice(2, 14);
  return `${prefix}${stamp}${randomBytes(7).toString("hex").toUpperCase()}`.slice(0, 30);
}

/** The sandbox's card company of a card number: the same BIN always gives the same company of common/code.md. */
function cardCompanyOf(cardNo: string) {
  const bin = cardNo.slice(0, 6);
  const index = createHash("sha256").update(bin).digest()[0]! % SANDBOX_CARDS.length;
  return SANDBOX_CARDS[index]!;
}

/**
 * The sandbox's NICEPAY billing API (manual api/payment-subscribe.md): 빌키발급 decrypts `encData` with the secret key
 * and checks the card as a card company would (Luhn, expiry, holder), answering the manual's codes; 빌키승인 takes a
 * paid card transaction on an active key, once per order id; 빌키삭제 ends a key. Billing payments are rows of the
 * sandbox's payments, so `POST /v1/payments/{tid}/cancel` (and its webhook) treats them like any card payment.
 */
export function createPgSandboxBillingService(deps: PgSandboxBillingServiceDeps) {
  const { db, clientKey, secretKey, payments } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** A signData that is sent must verify (the manual makes it optional). */
  function checkSignData(sent: string | undefined, expected: () => string, about: { orderId?: string; tid?: string }) {
    if (sent !== undefined && !sameSecret(expected(), sent)) {
      throw new NicepayRefusal(NICEPAY_BILLING_CODES.signDataError, about);
    }
  }

  return {
    /** POST /v1/subscribe/regist: a billing key for the encrypted card, or the card company's refusal. */
    async regist(request: {
      encData: string;
      orderId: string;
      encMode?: string | undefined;
      ediDate?: string | undefined;
      signData?: string | undefined;
    }): Promise<NicepayBillingKeyAnswer> {
      const about = { orderId: request.orderId };
      checkSignData(
        request.signData,
        () => registSignData({ orderId: request.orderId, ediDate: request.ediDate ?? "", secretKey }),
        about,
      );
      const encMode: BillingEncMode = request.encMode === "A2" ? "A2" : "";
      const card = decryptBillingCard(request.encData, secretKey, encMode);
      if (!card) throw new NicepayRefusal(NICEPAY_BILLING_CODES.decryptError, about);
      for (const field of ["cardNo", "expYear", "expMonth"] as const) {
        if (!card[field]) throw new NicepayRefusal(missingParameter(field), about);
      }
      const cardNo = card.cardNo!;
      if (!/^\d{14,16}$/.test(cardNo)) throw new NicepayRefusal(NICEPAY_BILLING_CODES.cardNumberError, about);
      if (!cardNumberValid(cardNo)) throw new NicepayRefusal(NICEPAY_BILLING_CODES.invalidCardNumber, about);
      const now = clock();
      if (expiryValid(card.expMonth!, card.expYear!, now) !== "ok") {
        throw new NicepayRefusal(NICEPAY_BILLING_CODES.expiryError, about);
      }
      // The holder's birth date (or business number) and the card password's 2 digits are the 본인확인 the shop's
      // contract includes: a card company refuses a wrong one with F113.
      if (!cardIdentityValid(card.idNo ?? "") || !/^\d{2}$/.test(card.cardPw ?? "")) {
        throw new NicepayRefusal(NICEPAY_BILLING_CODES.identityError, about);
      }
      const company = cardCompanyOf(cardNo);
      const row = await insertBillingKey(db, {
        bid: newId("BIKY", now),
        clientId: clientKey,
        orderId: request.orderId,
        tid: newId("SB0116", now),
        cardCode: company.code,
        cardName: company.name,
        maskedCardNo: `${cardNo.slice(0, 6)}${"*".repeat(cardNo.length - 10)}${cardNo.slice(-4)}`,
        status: "active",
        createdAt: now,
      });
      return {
        resultCode: NICEPAY_BILLING_CODES.registered.code,
        resultMsg: NICEPAY_BILLING_CODES.registered.message,
        tid: row.tid,
        orderId: row.orderId,
        bid: row.bid,
        authDate: formatNicepayDate(now),
        cardCode: row.cardCode,
        cardName: row.cardName,
      };
    },

    /** POST /v1/subscribe/{bid}/payments: a paid card transaction on an active key; an order id pays once (U112). */
    async pay(
      bid: string,
      request: {
        orderId: string;
        amount: number;
        goodsName: string;
        buyerName?: string | undefined;
        buyerTel?: string | undefined;
        buyerEmail?: string | undefined;
        mallReserved?: string | undefined;
        ediDate?: string | undefined;
        signData?: string | undefined;
      },
    ) {
      const about = { orderId: request.orderId };
      checkSignData(
        request.signData,
        () => billingSignData({ orderId: request.orderId, bid, ediDate: request.ediDate ?? "", secretKey }),
        about,
      );
      if (request.amount === 0) throw new NicepayRefusal(NICEPAY_CODES.zeroAmount, about);
      if (request.amount < MIN_CARD_AMOUNT) throw new NicepayRefusal(NICEPAY_BILLING_CODES.minimumAmount, about);
      if (request.amount > MAX_AMOUNT) throw new NicepayRefusal(NICEPAY_CODES.badAmount, about);
      const tid = await db.transaction(async (tx) => {
        const key = await lockBillingKey(tx, bid);
        if (!key || key.clientId !== clientKey) throw new NicepayRefusal(NICEPAY_BILLING_CODES.unknownBid, about);
        if (key.status !== "active") throw new NicepayRefusal(NICEPAY_BILLING_CODES.expiredBid, about);
        const now = clock();
        const row = await insertPaidPaymentUnlessOrderPaid(tx, {
          tid: newId("SB0117", now),
          clientId: clientKey,
          orderId: request.orderId,
          method: "card",
          amount: request.amount,
          balanceAmt: request.amount,
          // The manual: double quotes and pipes in a goods name become '-'.
          goodsName: request.goodsName.replace(/["|]/g, "-"),
          mallReserved: request.mallReserved ?? null,
          buyerName: request.buyerName ?? null,
          buyerTel: request.buyerTel ?? null,
          buyerEmail: request.buyerEmail ?? null,
          // No window authenticated it: the billing key did. Kept for the column, never checked.
          authToken: `BILLING:${bid}`,
          status: "paid",
          cardCode: key.cardCode,
          cardName: key.cardName,
          authenticatedAt: now,
          approvedAt: now,
          paidAt: now,
        });
        if (!row) throw new NicepayRefusal(NICEPAY_CODES.orderIdUsed, about);
        return row.tid;
      });
      return payments.payment(tid);
    },

    /** POST /v1/subscribe/{bid}/expire: the key pays no more. */
    async expire(
      bid: string,
      request: { orderId: string; ediDate?: string | undefined; signData?: string | undefined },
    ) {
      const about = { orderId: request.orderId };
      checkSignData(
        request.signData,
        () => billingSignData({ orderId: request.orderId, bid, ediDate: request.ediDate ?? "", secretKey }),
        about,
      );
      const now = clock();
      const key = await db.transaction(async (tx) => {
        const row = await lockBillingKey(tx, bid);
        if (!row || row.clientId !== clientKey) throw new NicepayRefusal(NICEPAY_BILLING_CODES.unknownBid, about);
        if (row.status !== "active") throw new NicepayRefusal(NICEPAY_BILLING_CODES.expiredBid, about);
        await expireBillingKeyRow(tx, bid, now);
        return row;
      });
      return {
        resultCode: NICEPAY_BILLING_CODES.expired.code,
        resultMsg: NICEPAY_BILLING_CODES.expired.message,
        tid: newId("SB0118", now),
        orderId: request.orderId,
        bid: key.bid,
        authDate: formatNicepayDate(now),
      };
    },
  };
}

export type PgSandboxBillingService = ReturnType<typeof createPgSandboxBillingService>;
