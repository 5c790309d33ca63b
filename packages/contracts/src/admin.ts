import { STAFF_ROLES } from "@shop/core/staff/staff-roles";
import { MEMBER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { z } from "zod";
import { idParamSchema, pagedListSchema, pageQuerySchema } from "./common.js";
import { ruleText } from "./rule-field.js";

// The back office's sign-in and audit log (issue 14, docs/decisions/036). Staff sign in with a login id and password,
// then a 6-digit code from an authenticator app (TOTP, RFC 6238); the first sign-in enrols the authenticator.

/** What staff read when the back office refuses them. */
export const ADMIN_MESSAGES = {
  loginFailed: "아이디 또는 비밀번호가 일치하지 않습니다.",
  codeInvalid: "인증 코드가 올바르지 않습니다. 인증 앱의 새 코드를 입력해 주세요.",
  challengeExpired: "인증 시간이 지났습니다. 처음부터 다시 로그인해 주세요.",
  unauthorized: "관리자 로그인이 필요합니다.",
  sessionExpired: "30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.",
  forbidden: "이 메뉴를 사용할 권한이 없습니다.",
  notFound: "찾는 정보가 없습니다.",
} as const;

const loginIdField = z.string().trim().min(1, "아이디를 입력해 주세요.").max(30, "아이디를 확인해 주세요.");
const passwordField = z.string().min(1, "비밀번호를 입력해 주세요.").max(100, "비밀번호를 확인해 주세요.");
const challengeField = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, ADMIN_MESSAGES.challengeExpired);
/** Six digits; spaces an authenticator shows in the middle are dropped first. */
export const totpCodeField = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^[0-9]{6}$/, "인증 앱에 표시된 6자리 숫자를 입력해 주세요."));

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const adminLoginRequestSchema = z.object({ loginId: loginIdField, password: passwordField });

/** The password was right: the code comes next, with the secret to enrol when no authenticator is set up yet. */
export const adminLoginResponseSchema = z.object({
  challengeToken: z.string(),
  expiresAt: z.string(),
  enrollment: z
    .object({
      /** Base32, for typing into the app by hand. */
      secret: z.string(),
      /** The otpauth:// URI the app reads from the QR code. */
      otpauthUri: z.string(),
      /** The QR code of that URI as an SVG document. */
      qrSvg: z.string(),
    })
    .nullable(),
});

export const adminTotpRequestSchema = z.object({ challengeToken: challengeField, code: totpCodeField });

export const staffProfileSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  /** What this account may do (core STAFF_PERMISSIONS), for the back office's menu. */
  permissions: z.array(z.string()),
  /** A temporary password from an operator: the back office opens nothing but 내 계정 until a new one is chosen. */
  mustChangePassword: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const adminSessionResponseSchema = z.object({
  accessToken: z.string(),
  /** When the session ends if it is not used again (30 idle minutes). */
  expiresAt: z.string(),
  staff: staffProfileSchema,
});

export const adminAuditQuerySchema = pageQuerySchema.extend({
  /** A staff login id, exactly. */
  staff: z.string().trim().max(30).optional(),
  /** An action's start: `order` finds order.status and order.claim. */
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(30).optional(),
  targetId: z.string().trim().max(60).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffLoginId: z.string(),
  staffName: z.string(),
  role: staffRoleSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export const adminAuditListSchema = pagedListSchema(adminAuditEntrySchema);
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** Demo mode's stand-in for an authenticator app: the demo staff's codes of this moment (development only). */
export const devStaffCodesResponseSchema = z.object({
  list: z.array(
    z.object({
      loginId: z.string(),
      /** The demo account's public password (README "Demo accounts"). */
      password: z.string(),
      name: z.string(),
      role: staffRoleSchema,
      code: z.string(),
      /** Seconds until the next code. */
      secondsLeft: z.number().int(),
    }),
  ),
});
export type DevStaffCodes = z.infer<typeof devStaffCodesResponseSchema>;

export const devStaffCodesQuerySchema = z.object({ loginId: z.string().trim().min(1).max(30).optional() });

/** Development only: a staff account made for a browser test (each test signs in with its own account). */
export const devCreateStaffRequestSchema = z.object({
  role: staffRoleSchema,
  sellerId: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(20).optional(),
});
export const devCreateStaffResponseSchema = z.object({ loginId: z.string(), password: z.string() });

// Staff accounts (operators only, permission staff.write). A new account signs in with the password it is given and
// enrols its authenticator at that first sign-in.

export const adminStaffCreateRequestSchema = z.object({
  loginId: ruleText(MEMBER_ACCOUNT_SCHEME.id.rules),
  password: ruleText(MEMBER_ACCOUNT_SCHEME.password.rules),
  name: z.string().trim().min(1, "이름을 입력해 주세요.").max(20, "이름은 20자 이내로 입력해 주세요."),
  role: z.enum(STAFF_ROLES, { error: "권한을 선택해 주세요." }),
  /** The seller a ROLE_SELLER account works for; none for the cooperative's own staff. */
  sellerId: z.number().int().positive().nullish(),
});

export const adminStaffEntrySchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  /** Whether an authenticator is enrolled (false: the next sign-in shows the QR code). */
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const adminStaffListSchema = z.object({ list: z.array(adminStaffEntrySchema) });
export type AdminStaffEntry = z.infer<typeof adminStaffEntrySchema>;

/** What an operator does to an account: 사용 중지, 다시 사용, 인증 앱 재등록 (a lost phone). */
export const adminStaffActionRequestSchema = z.object({
  action: z.enum(["disable", "enable", "reset-totp"], { error: "처리할 작업을 선택해 주세요." }),
});

export const adminStaffIdParamsSchema = idParamSchema;
