import { CLAIM_MESSAGES } from "@shop/contracts/order-return";
import { describe, expect, it } from "vitest";
import { claimFormOf, claimModeOf, pickedPhotosProblem, postedClaimLineIds } from "./order-return-form";

describe("claimModeOf", () => {
  it.each([
    ["?claim=return", "return"],
    ["?claim=exchange", "exchange"],
    ["?claim=refund", null],
    ["?cancel=1", null],
    ["", null],
  ])("%s → %s", (search, expected) => {
    expect(claimModeOf(new URL(`https://shop.test/mypage/order/1/A1${search}`))).toBe(expected);
  });
});

describe("claimFormOf", () => {
  it.each([
    ["normal", "return", "return"],
    ["designated", "return", "designated-return"],
    ["normal", "exchange", "exchange"],
    ["designated", "exchange", "exchange"],
  ] as const)("a %s order's %s → %s", (kind, mode, expected) => {
    expect(claimFormOf({ kind }, mode)).toBe(expected);
  });
});

describe("pickedPhotosProblem", () => {
  const jpeg = { type: "image/jpeg", size: 1_000 };
  it.each([
    ["none", [], null],
    ["five images", Array.from({ length: 5 }, () => jpeg), null],
    ["six images", Array.from({ length: 6 }, () => jpeg), CLAIM_MESSAGES.tooManyPhotos],
    ["a PDF", [{ type: "application/pdf", size: 10 }], CLAIM_MESSAGES.photoType],
    ["an image over 10 MB", [{ type: "image/png", size: 10 * 1024 * 1024 + 1 }], CLAIM_MESSAGES.photoSize],
    ["a file the browser could not type (the API reads its bytes)", [{ type: "", size: 10 }], null],
  ])("%s", (_name, photos, expected) => {
    expect(pickedPhotosProblem(photos)).toBe(expected);
  });
});

describe("postedClaimLineIds", () => {
  it("keeps the ticked lines' positive integer ids only", () => {
    const form = new FormData();
    for (const value of ["7", "8", "0", "-1", "x", "1.5", "99999999999"]) form.append("orderItemIds", value);
    expect(postedClaimLineIds(form)).toEqual([7, 8]);
  });
});
