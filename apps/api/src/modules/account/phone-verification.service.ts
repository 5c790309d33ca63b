import { randomInt } from "node:crypto";
import { AUTH_MESSAGES } from "@shop/contracts/auth";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { hashSecretToken, hmacHex, newSecretToken, safeEqual } from "../../lib/secret-token.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import {
  type AuthNumberPurposeName,
  type AuthNumberRow,
  countAuthNumbersForAddress,
  countAuthNumbersForPhone,
  deleteAuthNumbersBefore,
  findAuthNumberByProofHash,
  findLatestAuthNumber,
  incrementAuthNumberAttempts,
  insertAuthNumber,
  markAuthNumberVerified,
  markProofUsed,
} from "./auth-number.repository.js";

/** SPEC §9: phone authentication time limit. */
export const AUTH_NUMBER_TTL_SECONDS = 300;
export const AUTH_NUMBER_MAX_ATTEMPTS = 5;
/** Time to finish the form after verifying (join has many fields). */
export const PHONE_PROOF_TTL_SECONDS = 30 * 60;
// An SMS costs money and can harass the phone's owner: a few per phone, more per address (a shared office line).
const SENDS_PER_PHONE_PER_HOUR = 5;
const SENDS_PER_ADDRESS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

export const SHOP_SMS_PREFIX = "[농협 축산물 도매몰]";

function mismatch(message: string, code = "AUTH_NUMBER_MISMATCH") {
  return new ApiError(400, code, message, code, [{ field: "authNumber", message }]);
}

function proofRequired() {
  const message = AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED;
  return new ApiError(400, "PHONE_VERIFICATION_REQUIRED", message, "phone proof missing, used or expired", [
    { field: "phoneVerificationToken", message },
  ]);
}

export interface PhoneVerificationServiceDeps {
  db: Db;
  sms: SmsProvider;
  /** Keys the HMAC of stored codes: a million six-digit codes would otherwise be read back from a leaked hash. */
  codeKey: Buffer;
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;

/** Six-digit SMS codes (300 s, 5 tries) and the single-use proofs a verified code yields. */
export function createPhoneVerificationService({ db, sms, codeKey }: PhoneVerificationServiceDeps) {
  const codeHash = (phoneNumber: string, purpose: AuthNumberPurposeName, code: string) =>
    hmacHex(codeKey, `${phoneNumber}:${purpose}:${code}`);

  /**
   * Issues a code. With `deliver` false the row is still written (and rate-limited) but nothing is sent: find-id
   * and find-password answer alike whether or not an account matched, including when they answer 429.
   */
  async function sendCode(input: {
    phoneNumber: string;
    purpose: AuthNumberPurposeName;
    address: string;
    userId?: number | null;
    deliver?: boolean;
    text?: (code: string) => string;
  }) {
    const now = new Date();
    const since = new Date(now.getTime() - HOUR_MS);
    const [forPhone, forAddress] = await Promise.all([
      countAuthNumbersForPhone(db, input.phoneNumber, since),
      countAuthNumbersForAddress(db, input.address, since),
    ]);
    if (forPhone >= SENDS_PER_PHONE_PER_HOUR || forAddress >= SENDS_PER_ADDRESS_PER_HOUR) {
      throw new ApiError(429, "AUTH_NUMBER_THROTTLED", AUTH_MESSAGES.AUTH_NUMBER_THROTTLED, "too many codes requested");
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await insertAuthNumber(db, {
      phoneNumber: input.phoneNumber,
      purpose: input.purpose,
      codeHash: codeHash(input.phoneNumber, input.purpose, code),
      userId: input.userId ?? null,
      requestAddress: input.address,
      expiresAt: new Date(now.getTime() + AUTH_NUMBER_TTL_SECONDS * 1000),
    });
    if (input.deliver !== false) {
      const text = input.text?.(code) ?? `${SHOP_SMS_PREFIX} 인증번호는 [${code}]입니다. 5분 이내에 입력해 주세요.`;
      await sms.send(input.phoneNumber, text);
    }
    return { expiresIn: AUTH_NUMBER_TTL_SECONDS };
  }

  /** Checks the newest code of the phone and purpose and marks it verified; throws 400 with the reason otherwise. */
  async function verifyCode(input: { phoneNumber: string; purpose: AuthNumberPurposeName; authNumber: string }) {
    const row = await findLatestAuthNumber(db, input.phoneNumber, input.purpose);
    if (!row || row.verifiedAt) throw mismatch(AUTH_MESSAGES.AUTH_NUMBER_MISMATCH);
    if (row.attempts >= AUTH_NUMBER_MAX_ATTEMPTS) {
      throw mismatch(AUTH_MESSAGES.AUTH_NUMBER_ATTEMPTS, "AUTH_NUMBER_ATTEMPTS");
    }
    const now = new Date();
    if (row.expiresAt <= now) throw mismatch(AUTH_MESSAGES.AUTH_NUMBER_EXPIRED, "AUTH_NUMBER_EXPIRED");
    if (!safeEqual(row.codeHash, codeHash(input.phoneNumber, input.purpose, input.authNumber))) {
      const attempts = await incrementAuthNumberAttempts(db, row.id);
      if (attempts !== null && attempts >= AUTH_NUMBER_MAX_ATTEMPTS) {
        throw mismatch(AUTH_MESSAGES.AUTH_NUMBER_ATTEMPTS, "AUTH_NUMBER_ATTEMPTS");
      }
      throw mismatch(AUTH_MESSAGES.AUTH_NUMBER_MISMATCH);
    }
    const proof = newSecretToken();
    const marked = await markAuthNumberVerified(db, row.id, {
      verifiedAt: now,
      proofHash: hashSecretToken(proof),
      proofExpiresAt: new Date(now.getTime() + PHONE_PROOF_TTL_SECONDS * 1000),
    });
    if (!marked) throw mismatch(AUTH_MESSAGES.AUTH_NUMBER_MISMATCH);
    return { row, verificationToken: proof, expiresIn: PHONE_PROOF_TTL_SECONDS };
  }

  async function findUsableProof(
    executor: Db | Tx,
    proof: string | null | undefined,
    purpose: AuthNumberPurposeName,
  ): Promise<AuthNumberRow | null> {
    if (!proof) return null;
    const row = await findAuthNumberByProofHash(executor, hashSecretToken(proof));
    if (!row || row.purpose !== purpose || row.proofUsedAt || !row.proofExpiresAt) return null;
    return row.proofExpiresAt > new Date() ? row : null;
  }

  /** The phone number a proof was issued for, without using it up; null when it is not usable. */
  async function peekProof(proof: string | null | undefined, purpose: AuthNumberPurposeName, executor: Db | Tx = db) {
    const row = await findUsableProof(executor, proof, purpose);
    return row?.phoneNumber ?? null;
  }

  /** Uses a proof up inside the caller's transaction; throws 400 unless it is for `phoneNumber` and still usable. */
  async function consumeProof(
    executor: Db | Tx,
    proof: string | null | undefined,
    purpose: AuthNumberPurposeName,
    phoneNumber: string,
  ) {
    const row = await findUsableProof(executor, proof, purpose);
    if (!row || row.phoneNumber !== phoneNumber) throw proofRequired();
    if (!(await markProofUsed(executor, row.id, new Date()))) throw proofRequired();
  }

  /** Deletes codes and proofs sent before `cutoff` (housekeeping); answers how many. */
  function purgeCodesBefore(cutoff: Date): Promise<number> {
    return deleteAuthNumbersBefore(db, cutoff);
  }

  return { sendCode, verifyCode, peekProof, consumeProof, proofRequired, purgeCodesBefore };
}
