import { randomInt } from "node:crypto";
import {
  AUTH_MESSAGES,
  type FindCompleteIdRequest,
  type FindCompleteIdResponse,
  type FindIdRequest,
  type FindPasswordRequest,
  type ReactivateSleepUserRequest,
  type RecoveryRequest,
} from "@shop/contracts/auth";
import { isDormantDue } from "@shop/core/account/account-policy";
import { partnerPassword, passwordRules } from "@shop/core/validation/password";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { hashPassword } from "../../lib/password-hash.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import { findLiveUsersByNameAndPhone, findUserById, findUserByLoginId, updateUser } from "./account.repository.js";
import { validationError } from "./account-errors.js";
import { type PhoneVerificationService, SHOP_SMS_PREFIX } from "./phone-verification.service.js";
import { deleteUserRememberMeTokens, revokeUserAuthTokens } from "./session.repository.js";
import type { SessionService } from "./session.service.js";

// No 0/O, 1/l/I: the shopper copies the temporary password from an SMS by eye.
const TEMP_LETTERS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const TEMP_DIGITS = "23456789";
const TEMP_SPECIALS = "!@#$%^&*";
const TEMP_LENGTH = 12;

function pick(alphabet: string): string {
  return alphabet[randomInt(0, alphabet.length)]!;
}

/**
 * A random temporary password that passes both schemes' rules (member password1–3 and the partner 8–20), so it is
 * accepted whichever kind of account receives it.
 */
export function generateTemporaryPassword(): string {
  const all = TEMP_LETTERS + TEMP_DIGITS + TEMP_SPECIALS;
  for (;;) {
    const characters = [pick(TEMP_LETTERS), pick(TEMP_DIGITS), pick(TEMP_SPECIALS)];
    while (characters.length < TEMP_LENGTH) characters.push(pick(all));
    for (let i = characters.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [characters[i], characters[j]] = [characters[j]!, characters[i]!];
    }
    const candidate = characters.join("");
    if (passwordRules(candidate).length === 0 && partnerPassword(candidate) === null) return candidate;
  }
}

export interface AccountRecoveryServiceDeps {
  db: Db;
  phone: PhoneVerificationService;
  sms: SmsProvider;
  sessions: SessionService;
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;

/**
 * Finding a login id, resetting a password and waking a dormant account. The first steps answer the same whether or
 * not an account matched (a code goes out only when one did), so they cannot be used to learn who is a member.
 */
export function createAccountRecoveryService({ db, phone, sms, sessions }: AccountRecoveryServiceDeps) {
  /** POST /api/auth/find-id */
  async function findId(input: FindIdRequest, address: string) {
    const [user] = await findLiveUsersByNameAndPhone(db, input.userName, input.phoneNumber);
    return phone.sendCode({
      phoneNumber: input.phoneNumber,
      purpose: "FIND_ID",
      address,
      userId: user?.id ?? null,
      deliver: user !== undefined,
    });
  }

  /** POST /api/auth/find-complete-id: the ids of the name and phone, once the code proves the phone. */
  async function findCompleteId(input: FindCompleteIdRequest): Promise<FindCompleteIdResponse> {
    await phone.verifyCode({ phoneNumber: input.phoneNumber, purpose: "FIND_ID", authNumber: input.authNumber });
    const found = await findLiveUsersByNameAndPhone(db, input.userName, input.phoneNumber);
    return {
      list: found.map((user) => ({
        loginId: user.loginId,
        loginType: user.loginType,
        createdAt: user.createdAt.toISOString(),
      })),
    };
  }

  /** POST /api/auth/find-password-step1 */
  async function findPasswordStep1(input: FindPasswordRequest, address: string) {
    const user = await findUserByLoginId(db, input.loginId);
    const matches =
      user !== undefined &&
      user.status !== "SECEDED" &&
      user.userName === input.userName &&
      user.phoneNumber === input.phoneNumber;
    return phone.sendCode({
      phoneNumber: input.phoneNumber,
      purpose: "FIND_PASSWORD",
      address,
      userId: matches ? user.id : null,
      deliver: matches,
    });
  }

  /**
   * POST /api/auth/recovery: with the step-1 code, replaces the password by a temporary one sent by SMS. Every
   * session ends; the next login answers TEMP_PASSWORD until the shopper picks a new password.
   */
  async function recover(input: RecoveryRequest) {
    const { row } = await phone.verifyCode({
      phoneNumber: input.phoneNumber,
      purpose: "FIND_PASSWORD",
      authNumber: input.authNumber,
    });
    const user = row.userId === null ? undefined : await findUserById(db, row.userId);
    if (!user || user.loginId !== input.loginId || user.phoneNumber !== input.phoneNumber) {
      const message = AUTH_MESSAGES.AUTH_NUMBER_MISMATCH;
      throw new ApiError(400, "AUTH_NUMBER_MISMATCH", message, "no account for this code", [
        { field: "authNumber", message },
      ]);
    }
    const temporary = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporary);
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash, mustChangePassword: true });
      await revokeUserAuthTokens(tx, user.id);
      await deleteUserRememberMeTokens(tx, user.id);
    });
    await sms.send(
      input.phoneNumber,
      `${SHOP_SMS_PREFIX} 임시 비밀번호는 ${temporary} 입니다. 로그인 후 비밀번호를 변경해 주세요.`,
    );
    return { code: "SUCCESS" as const };
  }

  /**
   * POST /api/auth/sleep-user: a dormant member proves the account with its password and its registered phone
   * (SLEEP_USER proof), and it becomes active again; the shopper then logs in as usual.
   */
  async function reactivateSleepUser(input: ReactivateSleepUserRequest, address: string) {
    const user = await findUserByLoginId(db, input.loginId);
    const matched = await sessions.checkPasswordThrottled({
      kind: "LOGIN",
      loginId: input.loginId,
      password: input.password,
      passwordHash: user?.status === "SECEDED" ? null : user?.passwordHash,
      address,
    });
    if (!user || !matched) {
      throw new ApiError(401, "LOGIN_FAILED", AUTH_MESSAGES.LOGIN_FAILED, "wrong login id or password");
    }
    const now = new Date();
    if (!isDormantDue(user, now)) {
      throw new ApiError(400, "NOT_DORMANT", "휴면 상태의 계정이 아닙니다.", "account is not dormant");
    }
    if (user.phoneNumber !== input.phoneNumber) {
      throw validationError([{ field: "phoneNumber", message: "가입 시 등록한 휴대폰번호로 인증해 주세요." }]);
    }
    await db.transaction(async (tx) => {
      await phone.consumeProof(tx, input.phoneVerificationToken, "SLEEP_USER", input.phoneNumber);
      await updateUser(tx, user.id, { status: "ACTIVE", dormantAt: null, lastLoginAt: now });
    });
    return { code: "SUCCESS" as const };
  }

  return { findId, findCompleteId, findPasswordStep1, recover, reactivateSleepUser };
}
