import { randomBytes } from "node:crypto";
import {
  AUTH_MESSAGES,
  type CheckSnsJoinResponse,
  type SnsInfoResponse,
  type SnsJoinResponse,
  type SnsProvider,
  snsJoinRequestSchema,
  type TokenResponse,
} from "@shop/contracts/auth";
import { type LoginCode, maskLoginId } from "@shop/core/account/account-policy";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { SocialLoginProviders } from "../../providers/social-login.provider.js";
import {
  deleteSnsAccount,
  deleteSnsPendingProfile,
  findLiveUserByPhone,
  findSnsAccount,
  findSnsPendingProfile,
  findUserById,
  insertSnsAccount,
  insertSnsPendingProfile,
  insertUser,
  loginIdExists,
  type UserRow,
} from "./account.repository.js";
import { fieldErrorsOf, isUniqueViolation, textOf, validationError } from "./account-errors.js";
import type { JoinService } from "./join.service.js";
import type { PhoneVerificationService } from "./phone-verification.service.js";
import { revokeAuthToken } from "./session.repository.js";
import type { AuthContext, SessionService } from "./session.service.js";

const SNS_JOIN_FIELD_ORDER = Object.keys(snsJoinRequestSchema.shape);

function snsAuthMissing(description: string) {
  return new ApiError(400, "SNS_AUTH_MISSING", AUTH_MESSAGES.SNS_AUTH_MISSING, description);
}

function alreadyConnected() {
  return new ApiError(400, "SNS_ALREADY_CONNECTED", AUTH_MESSAGES.SNS_ALREADY_CONNECTED, "social account linked");
}

/** SNS members are given an id they never type (naver3f9c0a1b), inside the member scheme's 4–16 lowercase + digits. */
async function newSnsLoginId(executor: Db | Tx, provider: SnsProvider): Promise<string> {
  for (;;) {
    const candidate = `${provider.toLowerCase()}${randomBytes(4).toString("hex")}`;
    if (!(await loginIdExists(executor, candidate))) return candidate;
  }
}

export interface SnsServiceDeps {
  db: Db;
  sessions: SessionService;
  phone: PhoneVerificationService;
  providers: SocialLoginProviders;
  /** A company join's status re-check (join service, decision 053). */
  businessErrors: JoinService["businessErrors"];
}

export type SnsService = ReturnType<typeof createSnsService>;

/** Logging in, joining and linking through Naver and Kakao. */
export function createSnsService({ db, sessions, phone, providers, businessErrors }: SnsServiceDeps) {
  /** GET /api/auth/sns/authorize-url */
  function authorizeUrl(provider: SnsProvider, redirectUri: string, state: string) {
    return { url: providers[provider].authorizeUrl({ redirectUri, state }) };
  }

  async function signInSns(executor: Db | Tx, user: UserRow, provider: SnsProvider, salesonId?: string, uid?: string) {
    // No password was typed, so its age and a temporary one do not apply; a carried-over account must still confirm.
    const code: LoginCode = user.transferPending ? "TRANSFER_REQUIRED" : "SUCCESS";
    const now = new Date();
    const { token } = await sessions.signIn(executor, user, { loginType: provider, salesonId, uid, code }, now);
    return { token, code };
  }

  /**
   * POST /api/auth/sns-token. A linked social account logs its member in; a logged-in member presenting an unlinked
   * one links it (SNS_CONNECTED, same token); otherwise the answer is a guest token holding the social profile
   * for sns-info and sns-join (SNS_JOIN_REQUIRED): the guest's own token when the call carries one, so the cart on
   * it is still theirs after sns-join (which moves it to the new member), else a new one.
   */
  async function snsToken(input: {
    provider: SnsProvider;
    code: string;
    redirectUri: string;
    auth: AuthContext | null;
    salesonId?: string | undefined;
    uid?: string | undefined;
  }): Promise<TokenResponse> {
    const profile = await providers[input.provider].exchangeCode({ code: input.code, redirectUri: input.redirectUri });
    if (!profile) throw snsAuthMissing("provider did not accept the code");
    const link = await findSnsAccount(db, input.provider, profile.providerUserId);
    if (link) {
      const user = await findUserById(db, link.userId);
      if (!user || user.status === "SECEDED") throw snsAuthMissing("linked member is gone");
      await sessions.rejectIfDormant(user, new Date());
      const { token, code } = await signInSns(db, user, input.provider, input.salesonId, input.uid);
      return { token, code, loginType: input.provider };
    }
    const auth = input.auth;
    if (auth?.role === "ROLE_USER" && auth.userId !== null && !auth.restriction) {
      try {
        await insertSnsAccount(db, {
          provider: input.provider,
          providerUserId: profile.providerUserId,
          userId: auth.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyConnected();
        throw error;
      }
      return { token: auth.token, code: "SNS_CONNECTED", loginType: auth.loginType ?? "NORMAL" };
    }
    const token = await db.transaction(async (tx) => {
      const guest = auth?.role === "ROLE_GUEST" && auth.userId === null && !auth.restriction ? auth : null;
      // A guest who started a social login before holds that profile on the token: the newer consent replaces it.
      if (guest) await deleteSnsPendingProfile(tx, guest.tokenId);
      const issued = guest
        ? { id: guest.tokenId, token: guest.token }
        : await sessions.issueToken(tx, {
            userId: null,
            role: "ROLE_GUEST",
            loginType: input.provider,
            salesonId: input.salesonId ?? null,
            uid: input.uid ?? null,
          });
      await insertSnsPendingProfile(tx, {
        authTokenId: issued.id,
        provider: input.provider,
        providerUserId: profile.providerUserId,
        userName: profile.userName,
        email: profile.email,
        phoneNumber: profile.phoneNumber,
      });
      return issued.token;
    });
    return { token, code: "SNS_JOIN_REQUIRED", loginType: input.provider };
  }

  async function requirePending(auth: AuthContext | null) {
    const pending = auth ? await findSnsPendingProfile(db, auth.tokenId) : undefined;
    if (!auth || !pending) throw snsAuthMissing("no social profile on this token");
    return { auth, pending };
  }

  /** GET /api/auth/sns-info */
  async function getSnsInfo(auth: AuthContext | null): Promise<SnsInfoResponse> {
    const { pending } = await requirePending(auth);
    return {
      provider: pending.provider,
      userName: pending.userName,
      email: pending.email,
      phoneNumber: pending.phoneNumber,
    };
  }

  /** POST /api/auth/check-sns-join: with an SNS_JOIN proof, whether the phone is already a member's. */
  async function checkSnsJoin(auth: AuthContext | null, proof: string): Promise<CheckSnsJoinResponse> {
    await requirePending(auth);
    const phoneNumber = await phone.peekProof(proof, "SNS_JOIN");
    if (phoneNumber === null) throw phone.proofRequired();
    const user = await findLiveUserByPhone(db, phoneNumber);
    return { registered: user !== undefined, maskedLoginId: user ? maskLoginId(user.loginId) : null };
  }

  /**
   * POST /api/auth/sns-join. The phone proof decides: a number already on a member links the social account to that
   * member (connected); otherwise a new SNS member is made. Either way the guest token ends and a member token is
   * issued.
   */
  async function snsJoin(auth: AuthContext | null, body: unknown, salesonId?: string): Promise<SnsJoinResponse> {
    const { auth: guest, pending } = await requirePending(auth);
    const parsed = snsJoinRequestSchema.safeParse(body);
    const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues);
    const failed = (field: string) => errors.some((error) => error.field === field);
    const phoneNumber = failed("phoneNumber") ? undefined : textOf(body, "phoneNumber");
    if (phoneNumber !== undefined && !failed("phoneVerificationToken")) {
      const proven = await phone.peekProof(textOf(body, "phoneVerificationToken"), "SNS_JOIN");
      if (proven !== phoneNumber) {
        errors.push({ field: "phoneVerificationToken", message: AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED });
      }
    }
    errors.push(...(await businessErrors(body, failed)));
    if (!parsed.success || errors.length > 0) throw validationError(errors, SNS_JOIN_FIELD_ORDER);
    const input = parsed.data;
    const provider = pending.provider;

    const existing = await findLiveUserByPhone(db, input.phoneNumber);
    if (existing) await sessions.rejectIfDormant(existing, new Date());
    const business = input.userType === "BUSINESS";
    const now = new Date();
    try {
      return await db.transaction(async (tx) => {
        await phone.consumeProof(tx, input.phoneVerificationToken, "SNS_JOIN", input.phoneNumber);
        const user =
          existing ??
          (await insertUser(tx, {
            loginId: await newSnsLoginId(tx, provider),
            passwordHash: null,
            accountScheme: "MEMBER",
            userName: input.userName,
            email: input.email,
            phoneNumber: input.phoneNumber,
            userType: input.userType,
            businessNumber: business ? input.businessNumber || null : null,
            companyName: business ? input.companyName || null : null,
            loginType: provider,
            agreeTerms: true,
            termsAgreedAt: now,
            agreePrivacy: true,
            privacyAgreedAt: now,
            agreeMarketing: input.agreeMarketing,
            marketingAgreedAt: input.agreeMarketing ? now : null,
            createdAt: now,
          }));
        await insertSnsAccount(tx, { provider, providerUserId: pending.providerUserId, userId: user.id });
        await deleteSnsPendingProfile(tx, guest.tokenId);
        await revokeAuthToken(tx, guest.tokenId, now);
        const { token, code } = await signInSns(tx, user, provider, salesonId);
        return { token, code, loginType: provider, connected: existing !== undefined };
      });
    } catch (error) {
      if (isUniqueViolation(error, "sns_accounts_provider_provider_user_id_index")) throw alreadyConnected();
      if (isUniqueViolation(error, "sns_accounts_user_id_provider_index")) throw alreadyConnected();
      throw error;
    }
  }

  /** POST /api/auth/disconnect-sns: refused for a member who has no password to log in with afterwards. */
  async function disconnectSns(member: AuthContext & { userId: number }, provider: SnsProvider) {
    const user = await findUserById(db, member.userId);
    if (!user?.passwordHash) {
      throw new ApiError(400, "SNS_ONLY_ACCOUNT", AUTH_MESSAGES.SNS_ONLY_ACCOUNT, "no password to fall back on");
    }
    await deleteSnsAccount(db, user.id, provider);
    return { code: "SUCCESS" as const };
  }

  return { authorizeUrl, snsToken, getSnsInfo, checkSnsJoin, snsJoin, disconnectSns };
}
