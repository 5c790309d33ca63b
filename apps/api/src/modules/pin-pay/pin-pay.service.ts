import { randomBytes } from "node:crypto";
import {
  PIN_PAY_MAX_CARDS,
  PIN_PAY_MESSAGES,
  type PinPayEnrolRequest,
  type PinPayInfo,
  type PinPayPasswordRequest,
  type PinPayPayRequest,
  type PinPayPayResponse,
  type PinPayRegisterCardRequest,
  type PinPayResetCodeSent,
  type PinPayResetProof,
} from "@shop/contracts/pin-pay";
import { CARD_MESSAGES, cardLast4, expiryValid } from "@shop/core/pinpay/card-number";
import {
  checkPinPassword,
  PIN_PASSWORD_MESSAGES,
  PIN_PAY_MAX_FAILURES,
  pinAttemptOutcome,
} from "@shop/core/pinpay/pin-password";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { hashPassword, verifyPassword } from "../../lib/password-hash.js";
import { hmacHex } from "../../lib/secret-token.js";
import {
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import type { AuthContext } from "../account/session.service.js";
import {
  deleteEnrolment,
  ensureDefaultCard,
  findEnrolment,
  findLiveCard,
  insertCardUnlessRegistered,
  insertEnrolment,
  listLiveCards,
  lockEnrolment,
  markCardsRemoved,
  type PinPayCardRow,
  type PinPayMemberRow,
  updateEnrolment,
} from "./pin-pay.repository.js";

type Member = AuthContext & { userId: number };

/** What quick pay needs of the order module: the payment of a placed quick-pay order on a billing key. */
export interface PinPayOrders {
  payWithBillingKey(input: { userId: number; orderCode: string; bid: string }): Promise<PinPayPayResponse>;
}

/**
 * What quick pay needs of the account module: the login password check (throttled; 400 when it is wrong), the
 * member's registered phone and its PIN_PAY_RESET codes and proofs (the phone verification of decision 006), and the
 * card-registration throttle (login_attempts, decision 014; 429 once over).
 */
export interface PinPayAccounts {
  checkPassword(member: Member, password: string, address: string): Promise<unknown>;
  /** The member's registered phone number; "" when there is none. */
  phoneOf(member: Member): Promise<string>;
  sendResetCode(input: { phoneNumber: string; address: string; userId: number }): Promise<{ expiresIn: number }>;
  /** 400 with the reason (wrong, expired, too many tries) unless the newest PIN_PAY_RESET code of the phone matches. */
  verifyResetCode(input: { phoneNumber: string; authNumber: string }): Promise<PinPayResetProof>;
  /** Uses the proof up in `tx`; 400 PHONE_VERIFICATION_REQUIRED unless it is a live PIN_PAY_RESET proof of the phone. */
  consumeResetProof(tx: Tx, proof: string, phoneNumber: string): Promise<void>;
  countCardRegistration(member: Member, address: string): Promise<void>;
}

export interface PinPayServiceDeps {
  db: Db;
  payment: Pick<PaymentGateway, "registerBillingKey" | "expireBillingKey">;
  orders: PinPayOrders;
  accounts: PinPayAccounts;
  /** Keys the card numbers' fingerprints (HMAC-SHA256): the same card registered twice is told without the number. */
  cardKey: Buffer;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
}

export const PIN_PAY_CARD_REFUSED_MESSAGE = "카드사에서 카드 등록을 거절했습니다. 카드 정보를 확인해 주세요.";
export const PIN_PAY_DUPLICATE_CARD_MESSAGE = PIN_PAY_MESSAGES.duplicateCard;
export const PIN_PAY_GATEWAY_BUSY_MESSAGE = "카드사 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.";

/** The gateway's refusal codes of 빌키발급 the shopper can fix, in the shop's words (common/code.md). */
const CARD_REFUSALS: Record<string, string> = {
  F112: CARD_MESSAGES.number,
  "3011": CARD_MESSAGES.number,
  "3021": CARD_MESSAGES.expiry,
  F113: "카드 소유자 정보(생년월일 또는 사업자번호)나 카드 비밀번호가 맞지 않습니다.",
};

function refusal(status: number, code: string, message: string, description = message) {
  return new ApiError(status, code, message, description);
}

const notEnrolled = () => refusal(409, "PIN_PAY_NOT_ENROLLED", PIN_PAY_MESSAGES.notEnrolled);
const cardNotFound = (cardId: number) =>
  refusal(404, "NOT_FOUND", PIN_PAY_MESSAGES.cardNotFound, `no registered card ${cardId} of the member`);

/** 010-****-5678: enough for the member to know which phone the code went to. */
function maskedPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** A fresh order id for a gateway call that belongs to no order (a card's registration, a key's removal). */
function gatewayOrderId(prefix: "PPREG" | "PPDEL", userId: number): string {
  return `${prefix}${userId}-${randomBytes(8).toString("hex")}`;
}

function infoOf(enrolment: PinPayMemberRow | undefined, cards: readonly PinPayCardRow[]): PinPayInfo {
  return {
    enrolled: enrolment !== undefined,
    locked: enrolment?.lockedAt != null,
    failedAttempts: enrolment?.failedAttempts ?? 0,
    maxFailures: PIN_PAY_MAX_FAILURES,
    maxCards: PIN_PAY_MAX_CARDS,
    birthDate: enrolment?.birthDate ?? "",
    cards: enrolment
      ? cards.map((card) => ({
          payKeyId: card.id,
          cardCode: card.cardCode,
          cardName: card.cardName,
          last4: card.last4,
          alias: card.alias,
          isDefault: card.isDefault,
          createdAt: card.createdAt.toISOString(),
        }))
      : [],
  };
}

function checkNewPassword(password: string, confirm: string, birthDate: string) {
  // The rule knows YYMMDD only as part of a full date: 85 → 1985 is enough for its YYMMDD and MMDDYY forms.
  const check = checkPinPassword(password, { birthDate: birthDate ? `19${birthDate}` : null });
  if (!check.ok) {
    throw new ApiError(400, "PIN_PASSWORD_REFUSED", check.message, check.reason, [
      { field: "password", message: check.message },
    ]);
  }
  if (password !== confirm) {
    throw new ApiError(400, "PIN_PASSWORD_MISMATCH", PIN_PASSWORD_MESSAGES.mismatch, "confirmation differs", [
      { field: "passwordConfirm", message: PIN_PASSWORD_MESSAGES.mismatch },
    ]);
  }
}

/**
 * Quick pay (간편결제, docs/decisions/031): a member enrols with a 6-digit payment password (argon2id), registers
 * cards whose billing keys the gateway issues, and pays placed orders with one after the password. Wrong passwords
 * are counted under the enrolment's row lock; the fifth in a row locks quick pay until the member sets a new password
 * proven by their login password.
 */
export function createPinPayService(deps: PinPayServiceDeps) {
  const { db, payment, orders, accounts, cardKey, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function info(userId: number): Promise<PinPayInfo> {
    const [enrolment, cards] = await Promise.all([findEnrolment(db, userId), listLiveCards(db, userId)]);
    return infoOf(enrolment, cards);
  }

  async function requireEnrolment(userId: number) {
    const enrolment = await findEnrolment(db, userId);
    if (!enrolment) throw notEnrolled();
    return enrolment;
  }

  /**
   * Checks the payment password under the enrolment's lock and records the outcome (committed whatever follows): a
   * wrong one answers 400 with the count, the fifth locks (423), a locked enrolment refuses everything (423).
   */
  async function checkPaymentPassword(userId: number, password: string) {
    const enrolment = await requireEnrolment(userId);
    // Hashing outside the lock: argon2 takes ~20 ms, the row should not wait for it.
    const correct = await verifyPassword(enrolment.passwordHash, password);
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockEnrolment(tx, userId);
      if (!locked) throw notEnrolled();
      // A password changed meanwhile was checked against the old hash: count nothing, ask again.
      if (locked.passwordHash !== enrolment.passwordHash) return null;
      const result = pinAttemptOutcome(
        { failedAttempts: locked.failedAttempts, locked: locked.lockedAt !== null },
        correct,
      );
      if (result.failedAttempts !== locked.failedAttempts || (result.kind === "locked" && locked.lockedAt === null)) {
        await updateEnrolment(tx, userId, {
          failedAttempts: result.failedAttempts,
          lockedAt: result.kind === "locked" ? (locked.lockedAt ?? clock()) : null,
        });
      }
      return result;
    });
    if (outcome === null) {
      throw refusal(409, "PIN_PASSWORD_CHANGED", "결제 비밀번호가 변경되었습니다. 다시 입력해 주세요.");
    }
    if (outcome.kind === "locked") throw refusal(423, "PIN_PAY_LOCKED", outcome.message);
    if (outcome.kind === "wrong") {
      throw new ApiError(400, "PIN_PASSWORD_WRONG", outcome.message, `${outcome.failedAttempts} wrong in a row`, [
        { field: "password", message: outcome.message },
      ]);
    }
  }

  /** Expires billing keys at the gateway; one that cannot be expired now is logged (it can pay nothing: no card row). */
  async function expireKeys(userId: number, cards: readonly Pick<PinPayCardRow, "id" | "bid">[]) {
    for (const card of cards) {
      try {
        await payment.expireBillingKey(card.bid, gatewayOrderId("PPDEL", userId));
      } catch (error) {
        logError(error, { userId, cardId: card.id, step: "expire billing key" });
      }
    }
  }

  return {
    /** GET /api/pin-pay and the other reads: the member's quick pay. */
    info,

    /** POST /api/pin-pay/payu/user-key-request: may the member enrol now (409 when enrolled already). */
    async requestUserKey(member: Member): Promise<PinPayInfo> {
      const current = await info(member.userId);
      if (current.enrolled) throw refusal(409, "PIN_PAY_ENROLLED", PIN_PAY_MESSAGES.alreadyEnrolled);
      return current;
    },

    /** POST /api/pin-pay/payu/update-user-key: enrols with the agreement, the birth date and the payment password. */
    async enrol(member: Member, input: PinPayEnrolRequest): Promise<PinPayInfo> {
      checkNewPassword(input.password, input.passwordConfirm, input.birthDate);
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const inserted = await db.transaction((tx) =>
        insertEnrolment(tx, {
          userId: member.userId,
          birthDate: input.birthDate,
          passwordHash,
          agreedAt: now,
          passwordChangedAt: now,
        }),
      );
      if (!inserted) throw refusal(409, "PIN_PAY_ENROLLED", PIN_PAY_MESSAGES.alreadyEnrolled);
      return info(member.userId);
    },

    /** POST /api/pin-pay/payu/send-reset-code: a PIN_PAY_RESET code to the member's own registered phone. */
    async sendResetCode(member: Member, address: string): Promise<PinPayResetCodeSent> {
      await requireEnrolment(member.userId);
      const phoneNumber = await accounts.phoneOf(member);
      if (!phoneNumber) throw refusal(409, "PHONE_NUMBER_MISSING", PIN_PAY_MESSAGES.noPhone);
      const sent = await accounts.sendResetCode({ phoneNumber, address, userId: member.userId });
      return { expiresIn: sent.expiresIn, phoneNumber: maskedPhone(phoneNumber) };
    },

    /** POST /api/pin-pay/payu/check-reset-code: the code of that SMS; a right one answers the reset's proof. */
    async checkResetCode(member: Member, authNumber: string): Promise<PinPayResetProof> {
      await requireEnrolment(member.userId);
      const phoneNumber = await accounts.phoneOf(member);
      if (!phoneNumber) throw refusal(409, "PHONE_NUMBER_MISSING", PIN_PAY_MESSAGES.noPhone);
      return accounts.verifyResetCode({ phoneNumber, authNumber });
    },

    /**
     * POST /api/pin-pay/payu/update-pay-password: a new payment password, proven by the current one, or — forgotten
     * or locked, which this ends — by the login password or a PIN_PAY_RESET proof of the member's own phone (used up
     * with the change, in its transaction).
     */
    async changePassword(member: Member, input: PinPayPasswordRequest, address: string): Promise<PinPayInfo> {
      const enrolment = await requireEnrolment(member.userId);
      checkNewPassword(input.password, input.passwordConfirm, enrolment.birthDate);
      if (input.currentPassword) await checkPaymentPassword(member.userId, input.currentPassword);
      else if (input.loginPassword) await accounts.checkPassword(member, input.loginPassword, address);
      const proof = input.phoneVerificationToken;
      const phoneNumber = proof ? await accounts.phoneOf(member) : "";
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (!(await lockEnrolment(tx, member.userId))) throw notEnrolled();
        if (proof) await accounts.consumeResetProof(tx, proof, phoneNumber);
        await updateEnrolment(tx, member.userId, {
          passwordHash,
          failedAttempts: 0,
          lockedAt: null,
          passwordChangedAt: clock(),
        });
      });
      return info(member.userId);
    },

    /**
     * POST /api/pin-pay/payu/register-card: the gateway issues a billing key for the card; the shop keeps the key.
     * Each try that reaches the gateway counts towards the member's hourly budget (429). NICEPAY issues a new key for
     * a card each time it is registered, so a card the member has registered already is told by its fingerprint: the
     * new key is expired at the gateway and the answer is 409 이미 등록된 카드입니다.
     */
    async registerCard(member: Member, input: PinPayRegisterCardRequest, address: string): Promise<PinPayInfo> {
      await requireEnrolment(member.userId);
      const cardNo = input.cardNo.replace(/[\s-]/g, "");
      const expiry = expiryValid(input.expMonth, input.expYear, clock());
      if (expiry !== "ok") {
        const message = expiry === "expired" ? CARD_MESSAGES.expired : CARD_MESSAGES.expiry;
        throw new ApiError(400, "VALIDATION", message, `expiry ${expiry}`, [{ field: "expMonth", message }]);
      }
      if ((await listLiveCards(db, member.userId)).length >= PIN_PAY_MAX_CARDS) {
        throw refusal(409, "PIN_PAY_TOO_MANY_CARDS", PIN_PAY_MESSAGES.tooManyCards);
      }
      await accounts.countCardRegistration(member, address);
      let key: Awaited<ReturnType<typeof payment.registerBillingKey>>;
      try {
        key = await payment.registerBillingKey({
          orderId: gatewayOrderId("PPREG", member.userId),
          card: { cardNo, expYear: input.expYear, expMonth: input.expMonth, idNo: input.idNo, cardPw: input.cardPw },
        });
      } catch (error) {
        if (error instanceof PaymentGatewayError && !error.code.startsWith("HTTP_")) {
          const message = CARD_REFUSALS[error.code] ?? PIN_PAY_CARD_REFUSED_MESSAGE;
          throw refusal(400, "PIN_PAY_CARD_REFUSED", message, `${error.code} ${error.gatewayMessage}`);
        }
        logError(error, { userId: member.userId, step: "register billing key" });
        if (error instanceof PaymentGatewayUncertainError) {
          throw refusal(503, "PAYMENT_GATEWAY_UNAVAILABLE", PIN_PAY_GATEWAY_BUSY_MESSAGE, error.message);
        }
        throw error;
      }
      const last4 = cardLast4(cardNo);
      const inserted = await db.transaction(async (tx) => {
        const row = await insertCardUnlessRegistered(tx, {
          userId: member.userId,
          bid: key.bid,
          cardCode: key.cardCode,
          cardName: key.cardName,
          last4,
          cardFingerprint: hmacHex(cardKey, `card:${cardNo}`),
          alias: input.alias ?? "",
          isDefault: false,
        });
        if (row) await ensureDefaultCard(tx, member.userId);
        return row;
      });
      if (!inserted) {
        // The same card is live already (or was registered by a concurrent try): the new key must not stay usable.
        await expireKeys(member.userId, [{ id: 0, bid: key.bid }]);
        throw refusal(409, "PIN_PAY_CARD_DUPLICATE", PIN_PAY_DUPLICATE_CARD_MESSAGE, "card already registered");
      }
      return info(member.userId);
    },

    /** POST /api/pin-pay/payu/remove-pay-kay: one card (anyone else's is 404); its billing key expires. */
    async removeCard(member: Member, cardId: number): Promise<PinPayInfo> {
      const removed = await db.transaction(async (tx) => {
        const rows = await markCardsRemoved(tx, member.userId, [cardId], clock());
        if (rows.length === 0) throw cardNotFound(cardId);
        await ensureDefaultCard(tx, member.userId);
        return rows;
      });
      await expireKeys(member.userId, removed);
      return info(member.userId);
    },

    /** POST /api/pin-pay/delete: every registered card; the enrolment and its password stay. */
    async removeAllCards(member: Member): Promise<PinPayInfo> {
      const removed = await db.transaction((tx) => markCardsRemoved(tx, member.userId, "all", clock()));
      await expireKeys(member.userId, removed);
      return info(member.userId);
    },

    /** POST /api/pin-pay/payu/remove-user-kay: leaves quick pay (every card, the enrolment and its password). */
    async leave(member: Member): Promise<PinPayInfo> {
      const removed = await db.transaction(async (tx) => {
        const rows = await markCardsRemoved(tx, member.userId, "all", clock());
        await deleteEnrolment(tx, member.userId);
        return rows;
      });
      await expireKeys(member.userId, removed);
      return info(member.userId);
    },

    /**
     * POST /api/pin-pay/payu/pay: pays the member's placed quick-pay order with one of their cards once the payment
     * password holds; a repeat of a paid order answers paid without charging again.
     */
    async pay(member: Member, input: PinPayPayRequest): Promise<PinPayPayResponse> {
      const card = await findLiveCard(db, member.userId, input.payKeyId);
      if (!card) throw cardNotFound(input.payKeyId);
      await checkPaymentPassword(member.userId, input.password);
      return orders.payWithBillingKey({ userId: member.userId, orderCode: input.orderCode, bid: card.bid });
    },
  };
}

export type PinPayService = ReturnType<typeof createPinPayService>;
