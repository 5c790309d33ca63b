import { MEMBER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { PASSWORD_CONFIRM_MESSAGE } from "@shop/core/validation/messages";
import { required } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { adminStaffEntrySchema } from "./admin.js";
import { crossFieldRule, ruleText } from "./rule-field.js";

// A staff member's own password change, and an operator's temporary password for a staff member who must choose a
// new one at their next sign-in (docs/decisions/045).

export const ADMIN_PASSWORD_MESSAGES = {
  currentMismatch: "현재 비밀번호를 정확히 입력해 주세요.",
  samePassword: "현재 비밀번호와 다른 비밀번호를 입력해 주세요.",
  mustChange: "임시 비밀번호로 로그인했습니다. 내 계정에서 새 비밀번호로 변경해 주세요.",
  changed: "비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.",
  resetOwn: "본인 비밀번호는 내 계정에서 변경해 주세요.",
} as const;

const passwordConfirmRule: FieldRule = (value, values) =>
  typeof value === "string" && typeof values.password === "string" && value !== values.password
    ? PASSWORD_CONFIRM_MESSAGE
    : null;

/** The new password follows the staff creation's rules (the members' 10–16 characters mixing kinds, no runs). */
export const adminPasswordChangeRequestSchema = z
  .object({
    currentPassword: z.string().min(1, "현재 비밀번호를 입력해 주세요.").max(100, "현재 비밀번호를 확인해 주세요."),
    password: ruleText(MEMBER_ACCOUNT_SCHEME.password.rules),
    passwordConfirm: ruleText([required]),
  })
  .check(crossFieldRule("passwordConfirm", passwordConfirmRule));
export type AdminPasswordChangeRequest = z.infer<typeof adminPasswordChangeRequestSchema>;

/** The operator's temporary password, shown once; the account must choose its own at its next sign-in. */
export const adminStaffPasswordResetResponseSchema = z.object({
  temporaryPassword: z.string(),
  staff: adminStaffEntrySchema,
});
export type AdminStaffPasswordReset = z.infer<typeof adminStaffPasswordResetResponseSchema>;
