import {
  AUTH_MESSAGES,
  type AuthMeResponse,
  type ChangePasswordRequest,
  type MemberProfile,
  type SecedeRequest,
  type SimpleMeResponse,
  type TransferJoinMeResponse,
  transferJoinRequestSchema,
  type UpdateMeRequest,
  updateMeRequestSchema,
} from "@shop/contracts/auth";
import { passwordChangeDelayedUntil } from "@shop/core/account/account-policy";
import { MEMBER_ACCOUNT_SCHEME, PARTNER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { validateFields } from "@shop/core/validation/validate-fields";
import type { Db } from "../../db/client.js";
import { ApiError, type FieldError } from "../../lib/api-error.js";
import { hashPassword, verifyPassword } from "../../lib/password-hash.js";
import {
  deleteSnsAccount,
  findUserById,
  listSnsAccounts,
  phoneTakenByOther,
  type UserRow,
  updateUser,
} from "./account.repository.js";
import { fieldErrorsOf, isUniqueViolation, textOf, validationError } from "./account-errors.js";
import type { JoinService } from "./join.service.js";
import type { PhoneVerificationService } from "./phone-verification.service.js";
import { deleteUserRememberMeTokens, revokeUserAuthTokens, setAuthTokenRestriction } from "./session.repository.js";
import type { AuthContext, SessionService } from "./session.service.js";

type Member = AuthContext & { userId: number };

/** What a seceded account keeps: its id (reserved) and dates; the name shown on its old orders and reviews. */
export const SECEDED_USER_NAME = "탈퇴회원";

const TRANSFER_FIELD_ORDER = Object.keys(transferJoinRequestSchema.shape);
const UPDATE_ME_FIELD_ORDER = Object.keys(updateMeRequestSchema.shape);

function passwordMismatch(field: string) {
  const message = AUTH_MESSAGES.PASSWORD_MISMATCH;
  return new ApiError(400, "PASSWORD_MISMATCH", message, "password does not match", [{ field, message }]);
}

export interface MemberServiceDeps {
  db: Db;
  sessions: SessionService;
  phone: PhoneVerificationService;
  joins: JoinService;
}

export type MemberService = ReturnType<typeof createMemberService>;

/** The signed-in member: profile, password, secession and the transfer of carried-over accounts. */
export function createMemberService({ db, sessions, phone, joins }: MemberServiceDeps) {
  async function requireUserRow(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    // The token guard already checked the member is active; a vanished row means the session is stale.
    if (user?.status !== "ACTIVE") {
      throw new ApiError(401, "UNAUTHORIZED", AUTH_MESSAGES.UNAUTHORIZED, "member not active");
    }
    return user;
  }

  async function profileOf(user: UserRow): Promise<MemberProfile> {
    const sns = await listSnsAccounts(db, user.id);
    return {
      loginId: user.loginId,
      userName: user.userName,
      email: user.email ?? "",
      phoneNumber: user.phoneNumber ?? "",
      userType: user.userType,
      businessNumber: user.businessNumber,
      companyName: user.companyName,
      loginType: user.loginType,
      hasPassword: user.passwordHash !== null,
      agreeMarketing: user.agreeMarketing,
      marketingAgreedAt: user.marketingAgreedAt?.toISOString() ?? null,
      passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      snsAccounts: sns.map((row) => ({ provider: row.provider, connectedAt: row.connectedAt.toISOString() })),
    };
  }

  /** GET /api/auth/me */
  async function getMe(member: Member) {
    return profileOf(await requireUserRow(member.userId));
  }

  /**
   * POST /api/auth/me: a new phone number needs a CHANGE_PHONE proof for that number; a new business number is asked
   * at the lookup service as a company join's is (joins.businessErrors, decision 053), never trusting the form's own
   * 사업자 조회: a closed business is refused under businessNumber. The number kept as it was is not asked again.
   * Every failing field comes back in one 400.
   */
  async function updateMe(member: Member, input: UpdateMeRequest) {
    const user = await requireUserRow(member.userId);
    const errors: FieldError[] = [];
    const phoneChanged = input.phoneNumber !== user.phoneNumber;
    if (phoneChanged) {
      const proven = await phone.peekProof(input.phoneVerificationToken, "CHANGE_PHONE");
      if (proven !== input.phoneNumber) {
        errors.push({ field: "phoneVerificationToken", message: AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED });
      } else if (await phoneTakenByOther(db, input.phoneNumber, user.id)) {
        errors.push({ field: "phoneNumber", message: AUTH_MESSAGES.DUPLICATE_PHONE });
      }
    }
    // A personal member's row holds no number, so turning company buyer is a new number too.
    if (input.userType === "BUSINESS" && input.businessNumber !== user.businessNumber) {
      errors.push(...(await joins.businessErrors(input, () => false)));
    }
    if (errors.length > 0) throw validationError(errors, UPDATE_ME_FIELD_ORDER);
    const business = input.userType === "BUSINESS";
    const now = new Date();
    try {
      const updated = await db.transaction(async (tx) => {
        if (phoneChanged) {
          await phone.consumeProof(tx, input.phoneVerificationToken, "CHANGE_PHONE", input.phoneNumber);
        }
        return updateUser(tx, user.id, {
          userName: input.userName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          userType: input.userType,
          businessNumber: business ? input.businessNumber || null : null,
          companyName: business ? input.companyName || null : null,
          agreeMarketing: input.agreeMarketing,
          marketingAgreedAt: input.agreeMarketing ? (user.agreeMarketing ? user.marketingAgreedAt : now) : null,
        });
      });
      return profileOf(updated ?? user);
    } catch (error) {
      if (isUniqueViolation(error, "users_phone_number_index")) {
        throw validationError([{ field: "phoneNumber", message: AUTH_MESSAGES.DUPLICATE_PHONE }]);
      }
      throw error;
    }
  }

  /** GET /api/auth/simple-me */
  async function getSimpleMe(member: Member): Promise<SimpleMeResponse> {
    const user = await requireUserRow(member.userId);
    return { loginId: user.loginId, userName: user.userName, userType: user.userType, loginType: user.loginType };
  }

  /** The member's name and company (a company buyer's, else ''): whom a document such as the cart's quote is made out to. */
  async function getAddressee(userId: number): Promise<{ name: string; companyName: string }> {
    const user = await requireUserRow(userId);
    return { name: user.userName, companyName: user.companyName ?? "" };
  }

  /**
   * Whom staff are dealing with when they answer a member's inquiry: login id, name, phone and e-mail (null when the
   * member is gone or seceded: the phone is then cleared).
   */
  async function getContact(
    userId: number,
  ): Promise<{ loginId: string; name: string; phoneNumber: string | null; email: string | null } | null> {
    const user = await findUserById(db, userId);
    if (!user) return null;
    return { loginId: user.loginId, name: user.userName, phoneNumber: user.phoneNumber, email: user.email };
  }

  /** GET /api/auth/auth-me: guests too. */
  async function getAuthMe(auth: AuthContext): Promise<AuthMeResponse> {
    const user = auth.userId === null ? undefined : await requireUserRow(auth.userId);
    return {
      role: auth.role,
      loginType: auth.loginType,
      loginId: user?.loginId ?? null,
      userName: user?.userName ?? null,
      expiresAt: auth.expiresAt.toISOString(),
    };
  }

  /** Ends the member's other sessions and remember-me series: a changed password locks out whoever else had one. */
  async function endOtherSessions(member: Member) {
    await revokeUserAuthTokens(db, member.userId, member.tokenId);
    await deleteUserRememberMeTokens(db, member.userId, member.rememberMeSeriesId);
  }

  /**
   * POST /api/auth/change-password. The new password follows the account's scheme. The current one is asked for
   * unless the token is a TEMP_PASSWORD one (just typed at login) or the account has none (SNS-only).
   */
  async function changePassword(member: Member, input: ChangePasswordRequest, address: string) {
    const user = await requireUserRow(member.userId);
    const scheme = user.accountScheme === "PARTNER" ? PARTNER_ACCOUNT_SCHEME : MEMBER_ACCOUNT_SCHEME;
    const errors = validateFields({ password: input.password }, { password: scheme.password.rules });
    const needsCurrent = member.restriction !== "TEMP_PASSWORD" && user.passwordHash !== null;
    if (needsCurrent && !input.currentPassword) errors.unshift({ field: "currentPassword", message: REQUIRED_MESSAGE });
    if (errors.length > 0) throw validationError(errors, ["currentPassword", "password", "passwordConfirm"]);
    if (needsCurrent) {
      const matched = await sessions.checkPasswordThrottled({
        kind: "CHECK_PASSWORD",
        loginId: user.loginId,
        password: input.currentPassword ?? "",
        passwordHash: user.passwordHash,
        address,
      });
      if (!matched) throw passwordMismatch("currentPassword");
    }
    if (user.passwordHash !== null && (await verifyPassword(user.passwordHash, input.password))) {
      throw validationError([{ field: "password", message: AUTH_MESSAGES.SAME_PASSWORD }]);
    }
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        passwordChangeDelayedUntil: null,
        mustChangePassword: false,
      });
      if (member.restriction === "PASSWORD_EXPIRED" || member.restriction === "TEMP_PASSWORD") {
        await setAuthTokenRestriction(tx, member.tokenId, null);
      }
    });
    await endOtherSessions(member);
    return { code: "SUCCESS" as const };
  }

  /** POST /api/auth/delay-change-password: 90 more days; lifts the PASSWORD_EXPIRED restriction of this session. */
  async function delayChangePassword(member: Member) {
    await requireUserRow(member.userId);
    const delayedUntil = passwordChangeDelayedUntil(new Date());
    await db.transaction(async (tx) => {
      await updateUser(tx, member.userId, { passwordChangeDelayedUntil: delayedUntil });
      if (member.restriction === "PASSWORD_EXPIRED") await setAuthTokenRestriction(tx, member.tokenId, null);
    });
    return { code: "SUCCESS" as const, delayedUntil: delayedUntil.toISOString() };
  }

  async function assertPassword(user: UserRow, password: string | null | undefined, address: string) {
    if (!password) throw validationError([{ field: "password", message: REQUIRED_MESSAGE }]);
    const matched = await sessions.checkPasswordThrottled({
      kind: "CHECK_PASSWORD",
      loginId: user.loginId,
      password,
      passwordHash: user.passwordHash,
      address,
    });
    if (!matched) throw passwordMismatch("password");
  }

  /** POST /api/auth/check-password (before my-page modify). */
  async function checkPassword(member: Member, password: string, address: string) {
    await assertPassword(await requireUserRow(member.userId), password, address);
    return { matched: true as const };
  }

  /**
   * POST /api/auth/secede: the account closes for good. Personal data is scrubbed at once; the row, its reserved
   * login id and (later) its orders stay for the legal retention period; every session ends.
   */
  async function secede(member: Member, input: SecedeRequest, address: string) {
    const user = await requireUserRow(member.userId);
    if (user.passwordHash !== null) await assertPassword(user, input.password, address);
    const now = new Date();
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        status: "SECEDED",
        secededAt: now,
        secedeReason: input.reason || null,
        passwordHash: null,
        userName: SECEDED_USER_NAME,
        email: null,
        phoneNumber: null,
        businessNumber: null,
        companyName: null,
        agreeMarketing: false,
        marketingAgreedAt: null,
        mustChangePassword: false,
        transferPending: false,
      });
      await deleteSnsAccount(tx, user.id);
      await revokeUserAuthTokens(tx, user.id, undefined, now);
      await deleteUserRememberMeTokens(tx, user.id);
    });
    return { code: "SUCCESS" as const };
  }

  /** GET /api/auth/transfer-join/me */
  async function getTransferJoinMe(member: Member): Promise<TransferJoinMeResponse> {
    const user = await requireUserRow(member.userId);
    return {
      loginId: user.loginId,
      userName: user.userName,
      email: user.email ?? "",
      phoneNumber: user.phoneNumber ?? "",
      userType: user.userType,
      businessNumber: user.businessNumber,
      companyName: user.companyName,
      transferPending: user.transferPending,
    };
  }

  /**
   * POST /api/auth/transfer-join/me: a carried-over account confirms its data with a TRANSFER_JOIN phone proof,
   * agrees to this shop's terms and sets a new password (partner scheme); its session loses the restriction.
   */
  async function transferJoin(member: Member, body: unknown) {
    const user = await requireUserRow(member.userId);
    const parsed = transferJoinRequestSchema.safeParse(body);
    const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues);
    const failed = (field: string) => errors.some((error) => error.field === field);
    if (!failed("phoneNumber") && !failed("phoneVerificationToken")) {
      const phoneNumber = textOf(body, "phoneNumber");
      const proof = textOf(body, "phoneVerificationToken");
      errors.push(...(await joins.phoneErrors(phoneNumber, proof, "TRANSFER_JOIN", user.id)));
    }
    errors.push(...(await joins.businessErrors(body, failed)));
    if (!parsed.success || errors.length > 0) throw validationError(errors, TRANSFER_FIELD_ORDER);
    const input = parsed.data;
    const business = input.userType === "BUSINESS";
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    await db.transaction(async (tx) => {
      await phone.consumeProof(tx, input.phoneVerificationToken, "TRANSFER_JOIN", input.phoneNumber);
      await updateUser(tx, user.id, {
        passwordHash,
        accountScheme: "PARTNER",
        userName: input.userName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        userType: input.userType,
        businessNumber: business ? input.businessNumber || null : null,
        companyName: business ? input.companyName || null : null,
        agreeTerms: true,
        termsAgreedAt: now,
        agreePrivacy: true,
        privacyAgreedAt: now,
        agreeMarketing: input.agreeMarketing,
        marketingAgreedAt: input.agreeMarketing ? now : null,
        passwordChangedAt: now,
        passwordChangeDelayedUntil: null,
        mustChangePassword: false,
        transferPending: false,
      });
      if (member.restriction === "TRANSFER_REQUIRED") await setAuthTokenRestriction(tx, member.tokenId, null);
    });
    return { code: "SUCCESS" as const, loginId: user.loginId };
  }

  return {
    getMe,
    updateMe,
    getSimpleMe,
    getAddressee,
    getContact,
    getAuthMe,
    changePassword,
    delayChangePassword,
    checkPassword,
    secede,
    getTransferJoinMe,
    transferJoin,
  };
}
