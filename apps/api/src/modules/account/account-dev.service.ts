import type { Db } from "../../db/client.js";
import { createMember, FACTORY_PASSWORD, randomPhoneNumber } from "../../db/seed/account.factory.js";
import { ApiError } from "../../lib/api-error.js";
import { findUserByLoginId, loginIdExists, updateUser } from "./account.repository.js";

const DAY_MS = 86_400_000;

export interface AccountDevServiceDeps {
  db: Db;
}

/**
 * Dev tools for browser tests and local work: states a real shop reaches only with time (dormant, expired password)
 * or through an import (accounts carried over from the old shop).
 */
export function createAccountDevService({ db }: AccountDevServiceDeps) {
  /** An account as the old shop's import leaves it: partner-scheme id, not yet confirmed (TRANSFER_REQUIRED). */
  async function createCarriedOverAccount(input: { loginId: string; password?: string | undefined }) {
    if (await loginIdExists(db, input.loginId)) {
      throw new ApiError(400, "DUPLICATE_LOGIN_ID", "이미 사용 중인 아이디입니다.", "login id taken");
    }
    const password = input.password ?? FACTORY_PASSWORD;
    const { user } = await createMember(db, {
      loginId: input.loginId,
      password,
      accountScheme: "PARTNER",
      transferPending: true,
      agreeTerms: false,
      termsAgreedAt: null,
      agreePrivacy: false,
      privacyAgreedAt: null,
      phoneNumber: randomPhoneNumber(),
    });
    return { loginId: user.loginId, password, phoneNumber: user.phoneNumber ?? "" };
  }

  /** Moves an account's last login and password change into the past. */
  async function ageAccount(input: {
    loginId: string;
    lastLoginDaysAgo?: number | undefined;
    passwordChangedDaysAgo?: number | undefined;
  }) {
    const user = await findUserByLoginId(db, input.loginId);
    if (!user) throw ApiError.notFound(`member ${input.loginId}`);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    await updateUser(db, user.id, {
      ...(input.lastLoginDaysAgo === undefined ? {} : { lastLoginAt: daysAgo(input.lastLoginDaysAgo) }),
      ...(input.passwordChangedDaysAgo === undefined
        ? {}
        : { passwordChangedAt: daysAgo(input.passwordChangedDaysAgo), passwordChangeDelayedUntil: null }),
    });
    return { code: "SUCCESS" as const };
  }

  /** The member's id by login id (dev routes of other modules); 404 when there is none. */
  async function memberIdOf(loginId: string): Promise<number> {
    const user = await findUserByLoginId(db, loginId);
    if (!user) throw ApiError.notFound(`member ${loginId}`);
    return user.id;
  }

  return { createCarriedOverAccount, ageAccount, memberIdOf };
}

export type AccountDevService = ReturnType<typeof createAccountDevService>;
