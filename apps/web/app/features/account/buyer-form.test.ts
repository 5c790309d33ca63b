import { describe, expect, it } from "vitest";
import { BUYER_FIELDS } from "./account-form-specs";
import { buyerBody, buyerFieldValues, buyerProfileBody } from "./buyer-form";

const member = {
  userName: "홍길동",
  email: "hong@example.com",
  phoneNumber: "01012345678",
  businessNumber: null,
  companyName: null,
};

describe("buyerFieldValues", () => {
  it.each([
    ["the profile, nulls as empty", undefined, { ...member, businessNumber: "", companyName: "" }],
    [
      "what was posted before the profile, checkboxes ignored",
      { userName: "김철수", companyName: "농협상사", agreeTerms: true },
      { ...member, userName: "김철수", businessNumber: "", companyName: "농협상사" },
    ],
  ])("starts from %s", (_name, posted, expected) => {
    expect(buyerFieldValues(posted, member)).toEqual(expected);
  });

  it("starts every buyer field of the spec but the user type, which is no text box", () => {
    expect(Object.keys(buyerFieldValues(undefined))).toEqual(
      Object.keys(BUYER_FIELDS).filter((name) => name !== "userType"),
    );
  });

  it("starts empty without a profile", () => {
    expect(buyerFieldValues(undefined)).toEqual({
      userName: "",
      email: "",
      phoneNumber: "",
      businessNumber: "",
      companyName: "",
    });
  });
});

describe("buyerProfileBody", () => {
  const typed = { ...member, businessNumber: "1234567891", companyName: "농협상사" };

  it("sends company fields only for a company buyer", () => {
    expect(buyerProfileBody({ ...typed, userType: "PERSONAL" })).toEqual({
      userName: "홍길동",
      email: "hong@example.com",
      phoneNumber: "01012345678",
      userType: "PERSONAL",
    });
    expect(buyerProfileBody({ ...typed, userType: "BUSINESS" })).toMatchObject({
      userType: "BUSINESS",
      businessNumber: "1234567891",
      companyName: "농협상사",
    });
  });

  it("adds the phone's proof and the agreements for a join", () => {
    expect(
      buyerBody({ ...typed, userType: "PERSONAL", phoneVerificationToken: "proof", agreeTerms: true }),
    ).toMatchObject({ phoneVerificationToken: "proof", agreeTerms: true, agreePrivacy: false, agreeMarketing: false });
  });
});
