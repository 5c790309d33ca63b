import { describe, expect, it } from "vitest";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import {
  BUYER_FIELDS,
  JOIN_SPEC,
  LOGIN_SPEC,
  MODIFY_SPEC,
  SNS_JOIN_SPEC,
  secedeSpec,
  TRANSFER_JOIN_SPEC,
} from "./account-form-specs";

function formData(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

const validJoin = {
  loginId: "hong01",
  password: "Qwas!2580zx",
  passwordConfirm: "Qwas!2580zx",
  userName: "홍길동",
  email: "hong@example.com",
  phoneNumber: "01012345678",
  phoneVerificationToken: "proof",
  userType: "PERSONAL",
  agreeTerms: "on",
  agreePrivacy: "on",
};

describe("readFormValues", () => {
  it("reads ticked boxes as true, missing ones as false, trims text but not passwords", () => {
    const values = readFormValues(
      formData({ loginId: "  hong01 ", password: " secret ", saveLoginId: "on" }),
      LOGIN_SPEC,
    );
    expect(values).toEqual({ loginId: "hong01", password: " secret ", rememberMe: false, saveLoginId: true });
  });

  it("treats a missing or file field as empty text", () => {
    const form = new FormData();
    form.set("loginId", new Blob(["x"]));
    expect(readFormValues(form, LOGIN_SPEC)).toMatchObject({ loginId: "", password: "" });
  });
});

describe("join form rules", () => {
  it("accepts a complete member", () => {
    expect(validateFormValues(readFormValues(formData(validJoin), JOIN_SPEC), JOIN_SPEC)).toEqual({});
  });

  it("reports every failing field with SPEC §5 wording", () => {
    const errors = validateFormValues(
      readFormValues(
        formData({ loginId: "A!", password: "aaa", passwordConfirm: "bbb", email: "x@y", userType: "BUSINESS" }),
        JOIN_SPEC,
      ),
      JOIN_SPEC,
    );
    expect(errors).toEqual({
      loginId: "4~16자 이내 영문 소문자, 숫자로 입력해 주세요.",
      password: "3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.",
      passwordConfirm: "비밀번호가 일치하지 않습니다.",
      userName: "필수 입력 항목입니다.",
      email: "이메일을 정확히 입력해 주세요.",
      phoneNumber: "필수 입력 항목입니다.",
      phoneVerificationToken: "휴대폰 인증을 완료해 주세요.",
      businessNumber: "필수 입력 항목입니다.",
      companyName: "필수 입력 항목입니다.",
      agreeTerms: "필수 입력 항목입니다.",
      agreePrivacy: "필수 입력 항목입니다.",
    });
  });

  it.each([
    ["2148710355", undefined],
    ["1248100998", undefined],
    ["2148710356", "사업자등록번호를 '-'없이 정확히 입력해주세요."],
    ["214-87-10355", "사업자등록번호를 '-'없이 정확히 입력해주세요."],
    ["214871035", "사업자등록번호를 '-'없이 정확히 입력해주세요."],
  ])("a company buyer's business number %s → %s", (businessNumber, message) => {
    const values = readFormValues(
      formData({ ...validJoin, userType: "BUSINESS", businessNumber, companyName: "농협상사" }),
      JOIN_SPEC,
    );
    expect(validateFormValues(values, JOIN_SPEC).businessNumber).toBe(message);
  });

  it("does not ask a personal member for company fields", () => {
    const errors = validateFormValues(
      readFormValues(formData({ ...validJoin, businessNumber: "" }), JOIN_SPEC),
      JOIN_SPEC,
    );
    expect(errors.businessNumber).toBeUndefined();
    expect(errors.companyName).toBeUndefined();
  });
});

describe("buyer forms", () => {
  it.each([
    ["join", JOIN_SPEC],
    ["sns-join", SNS_JOIN_SPEC],
    ["transfer-join", TRANSFER_JOIN_SPEC],
    ["my-page modify", MODIFY_SPEC],
  ])("%s asks for the buyer's profile with the same rules", (_name, spec) => {
    for (const [name, rules] of Object.entries(BUYER_FIELDS)) expect(spec.rules[name]).toBe(rules);
  });
});

describe("secession form rules", () => {
  it("asks for the password only when the account has one, and for the agreement always", () => {
    expect(validateFormValues(readFormValues(formData({}), secedeSpec(true)), secedeSpec(true))).toEqual({
      password: "필수 입력 항목입니다.",
      agreeSecede: "필수 입력 항목입니다.",
    });
    expect(validateFormValues(readFormValues(formData({}), secedeSpec(false)), secedeSpec(false))).toEqual({
      agreeSecede: "필수 입력 항목입니다.",
    });
  });

  it("refuses emoji in the reason", () => {
    const spec = secedeSpec(false);
    const errors = validateFormValues(
      readFormValues(formData({ reasonDetail: "배송이 늦어요 😡", agreeSecede: "on" }), spec),
      spec,
    );
    expect(errors).toEqual({ reasonDetail: "탈퇴 사유에는 이모티콘을 추가할 수 없습니다." });
  });
});
