import { describe, expect, it } from "vitest";
import { changePasswordRequestSchema, joinRequestSchema, loginRequestSchema, snsJoinRequestSchema } from "./auth.js";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

const validJoin = {
  loginId: "hong1234",
  password: "Qz!7mK#2pL9x",
  passwordConfirm: "Qz!7mK#2pL9x",
  userName: "홍길동",
  email: "hong@example.com",
  phoneNumber: "01012345678",
  phoneVerificationToken: "proof",
  userType: "PERSONAL",
  agreeTerms: true,
  agreePrivacy: true,
};

describe("joinRequestSchema (the form and the API read the same rules)", () => {
  it("accepts a complete member and defaults the marketing consent to false", () => {
    const parsed = joinRequestSchema.parse(validJoin);
    expect(parsed.agreeMarketing).toBe(false);
  });

  it.each([
    ["wrong confirmation", { passwordConfirm: "Qz!7mK#2pL9y" }, [["passwordConfirm", "비밀번호가 일치하지 않습니다."]]],
    ["no confirmation comparison without a password", { password: undefined }, [["password", "필수 입력 항목입니다."]]],
    [
      "a company buyer without its fields",
      { userType: "BUSINESS" },
      [
        ["businessNumber", "필수 입력 항목입니다."],
        ["companyName", "필수 입력 항목입니다."],
      ],
    ],
    ["a null business number of a personal member", { businessNumber: null }, []],
    ["a list as a name", { userName: ["홍"] }, [["userName", "입력값이 올바르지 않습니다."]]],
  ])("%s", (_name, change, expected) => {
    expect(issues(joinRequestSchema.safeParse({ ...validJoin, ...change }))).toEqual(expected);
  });

  it("still compares the confirmation when other fields have the wrong type", () => {
    const result = joinRequestSchema.safeParse({ ...validJoin, email: 5, passwordConfirm: "other!2580x" });
    expect(issues(result)).toEqual([
      ["email", "이메일을 정확히 입력해 주세요."],
      ["passwordConfirm", "비밀번호가 일치하지 않습니다."],
    ]);
  });
});

describe("other bodies", () => {
  it("login checks presence and length only, so partner-scheme ids can log in", () => {
    expect(loginRequestSchema.safeParse({ loginId: "old.shop-member", password: "Part!2580" }).success).toBe(true);
  });

  it("change-password leaves the scheme to the API but compares the confirmation", () => {
    expect(issues(changePasswordRequestSchema.safeParse({ password: "abc", passwordConfirm: "abd" }))).toEqual([
      ["passwordConfirm", "비밀번호가 일치하지 않습니다."],
    ]);
  });

  it("sns-join takes no login id or password", () => {
    const { loginId: _loginId, password: _password, passwordConfirm: _confirm, ...rest } = validJoin;
    expect(snsJoinRequestSchema.safeParse(rest).success).toBe(true);
  });
});
