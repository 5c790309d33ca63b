import { AUTH_MESSAGES, type JoinResponse, joinRequestSchema } from "@shop/contracts/auth";
import type { Db } from "../../db/client.js";
import type { FieldError } from "../../lib/api-error.js";
import { hashPassword } from "../../lib/password-hash.js";
import type { CouponService } from "../coupon/coupon.service.js";
import type { PointService } from "../point/point.service.js";
import { insertUser, loginIdExists, phoneTakenByOther } from "./account.repository.js";
import { fieldErrorsOf, isUniqueViolation, textOf, validationError } from "./account-errors.js";
import type { PhoneVerificationService } from "./phone-verification.service.js";

export const JOIN_FIELD_ORDER = Object.keys(joinRequestSchema.shape);

const duplicateLoginId = (): FieldError => ({ field: "loginId", message: AUTH_MESSAGES.DUPLICATE_LOGIN_ID });
const duplicatePhone = (): FieldError => ({ field: "phoneNumber", message: AUTH_MESSAGES.DUPLICATE_PHONE });

export type JoinService = ReturnType<typeof createJoinService>;

export interface JoinServiceDeps {
  db: Db;
  phone: PhoneVerificationService;
  /** The welcome gift (회원가입 축하 coupons and points), given in the join's transaction. */
  coupons: CouponService;
  points: PointService;
  /** 사업자 정보 조회 (modules/nice-dmoa, decision 053): why a company join is refused by its status, or null. */
  businessStatus: { joinRefusal(businessNumber: string): Promise<string | null> };
}

/** Joining as a member or company buyer, and the login id checks of the join form. */
export function createJoinService({ db, phone, coupons, points, businessStatus }: JoinServiceDeps) {
  /**
   * A company join's business status, asked again at the lookup service whatever the form's own lookup showed: a
   * closed (폐업) business is refused under businessNumber. Only a BUSINESS body whose number passed its rule is asked.
   */
  async function businessErrors(body: unknown, failed: (field: string) => boolean): Promise<FieldError[]> {
    if (textOf(body, "userType") !== "BUSINESS" || failed("businessNumber")) return [];
    const businessNumber = textOf(body, "businessNumber");
    if (!businessNumber) return [];
    const refusal = await businessStatus.joinRefusal(businessNumber);
    return refusal ? [{ field: "businessNumber", message: refusal }] : [];
  }

  /**
   * Checks a phone proof and, only once it proves the caller owns the number, whether the number is taken: a
   * stranger learns nothing about whose number is registered.
   */
  async function phoneErrors(
    phoneNumber: string | undefined,
    proof: string | undefined,
    purpose: "JOIN" | "SNS_JOIN" | "TRANSFER_JOIN",
    exceptUserId?: number,
  ): Promise<FieldError[]> {
    if (phoneNumber === undefined) return [];
    const provenPhone = await phone.peekProof(proof, purpose);
    if (provenPhone !== phoneNumber) {
      return [{ field: "phoneVerificationToken", message: AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED }];
    }
    return (await phoneTakenByOther(db, phoneNumber, exceptUserId)) ? [duplicatePhone()] : [];
  }

  /**
   * POST /api/auth/join. Every failing field comes back in one 400 — the rules of SPEC §5, a taken login id, a
   * phone without a JOIN proof — so the form marks them all at once. Nothing is written unless all pass.
   */
  async function join(body: unknown): Promise<JoinResponse> {
    const parsed = joinRequestSchema.safeParse(body);
    const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues);
    const failed = (field: string) => errors.some((error) => error.field === field);
    const loginId = failed("loginId") ? undefined : textOf(body, "loginId");
    if (loginId !== undefined && (await loginIdExists(db, loginId))) errors.push(duplicateLoginId());
    if (!failed("phoneNumber") && !failed("phoneVerificationToken")) {
      errors.push(...(await phoneErrors(textOf(body, "phoneNumber"), textOf(body, "phoneVerificationToken"), "JOIN")));
    }
    errors.push(...(await businessErrors(body, failed)));
    if (!parsed.success || errors.length > 0) throw validationError(errors, JOIN_FIELD_ORDER);

    const input = parsed.data;
    const business = input.userType === "BUSINESS";
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    try {
      const user = await db.transaction(async (tx) => {
        await phone.consumeProof(tx, input.phoneVerificationToken, "JOIN", input.phoneNumber);
        const joined = await insertUser(tx, {
          loginId: input.loginId,
          passwordHash,
          accountScheme: "MEMBER",
          userName: input.userName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          userType: input.userType,
          businessNumber: business ? input.businessNumber || null : null,
          companyName: business ? input.companyName || null : null,
          loginType: "NORMAL",
          agreeTerms: true,
          termsAgreedAt: now,
          agreePrivacy: true,
          privacyAgreedAt: now,
          agreeMarketing: input.agreeMarketing,
          marketingAgreedAt: input.agreeMarketing ? now : null,
          passwordChangedAt: now,
          createdAt: now,
        });
        await coupons.grantWelcomeCoupons(tx, joined.id, now);
        await points.grantWelcomePoints(tx, joined.id);
        return joined;
      });
      return { loginId: user.loginId, userName: user.userName, userType: user.userType };
    } catch (error) {
      // Two joins racing for one id or phone: the unique index decides, the loser reads the usual message.
      if (isUniqueViolation(error, "users_loginId_unique")) throw validationError([duplicateLoginId()]);
      if (isUniqueViolation(error, "users_phone_number_index")) throw validationError([duplicatePhone()]);
      throw error;
    }
  }

  /** POST /api/auth/validate: the format already passed the body schema; answers whether the id is free. */
  async function validateLoginId(loginId: string) {
    const taken = await loginIdExists(db, loginId);
    return {
      available: !taken,
      message: taken ? AUTH_MESSAGES.DUPLICATE_LOGIN_ID : AUTH_MESSAGES.AVAILABLE_LOGIN_ID,
    };
  }

  /** POST /api/auth/user/duplicate */
  async function isLoginIdDuplicated(loginId: string) {
    return { duplicated: await loginIdExists(db, loginId) };
  }

  return { join, validateLoginId, isLoginIdDuplicated, phoneErrors, businessErrors };
}
