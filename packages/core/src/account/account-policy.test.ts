import { describe, expect, it } from "vitest";
import {
  type AccountLoginState,
  isDormantDue,
  isPasswordExpired,
  loginCodeFor,
  maskLoginId,
  passwordChangeDelayedUntil,
} from "./account-policy.js";

const now = new Date("2025-06-01T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const fresh: AccountLoginState = {
  status: "ACTIVE",
  createdAt: daysAgo(10),
  lastLoginAt: daysAgo(1),
  passwordChangedAt: daysAgo(10),
  passwordChangeDelayedUntil: null,
  mustChangePassword: false,
  transferPending: false,
};

describe("isDormantDue", () => {
  it.each([
    ["logged in yesterday", { lastLoginAt: daysAgo(1) }, false],
    ["last login 364 days ago", { lastLoginAt: daysAgo(364) }, false],
    ["last login exactly 365 days ago", { lastLoginAt: daysAgo(365) }, true],
    ["last login 366 days ago", { lastLoginAt: daysAgo(366) }, true],
    ["never logged in, joined 366 days ago", { lastLoginAt: null, createdAt: daysAgo(366) }, true],
    ["never logged in, joined 30 days ago", { lastLoginAt: null, createdAt: daysAgo(30) }, false],
    ["already dormant, recent login date", { status: "DORMANT" as const, lastLoginAt: daysAgo(1) }, true],
  ])("%s → %s", (_name, change, expected) => {
    expect(isDormantDue({ ...fresh, ...change }, now)).toBe(expected);
  });
});

describe("isPasswordExpired", () => {
  it.each([
    ["changed 89 days ago", { passwordChangedAt: daysAgo(89) }, false],
    ["changed 90 days ago", { passwordChangedAt: daysAgo(90) }, true],
    ["changed 91 days ago", { passwordChangedAt: daysAgo(91) }, true],
    ["never changed, joined 91 days ago", { passwordChangedAt: null, createdAt: daysAgo(91) }, true],
    [
      "91 days old, postponed to tomorrow",
      { passwordChangedAt: daysAgo(91), passwordChangeDelayedUntil: daysAgo(-1) },
      false,
    ],
    [
      "91 days old, postponement ran out",
      { passwordChangedAt: daysAgo(200), passwordChangeDelayedUntil: daysAgo(1) },
      true,
    ],
  ])("%s → %s", (_name, change, expected) => {
    expect(isPasswordExpired({ ...fresh, ...change }, now)).toBe(expected);
  });
});

describe("loginCodeFor", () => {
  it.each([
    ["a fresh account", {}, "SUCCESS"],
    ["an old password", { passwordChangedAt: daysAgo(91) }, "PASSWORD_EXPIRED"],
    ["a temporary password, also old", { mustChangePassword: true, passwordChangedAt: daysAgo(91) }, "TEMP_PASSWORD"],
    [
      "a carried-over account with a temporary password",
      { transferPending: true, mustChangePassword: true },
      "TRANSFER_REQUIRED",
    ],
  ])("%s → %s", (_name, change, expected) => {
    expect(loginCodeFor({ ...fresh, ...change }, now)).toBe(expected);
  });
});

describe("passwordChangeDelayedUntil", () => {
  it("is 90 days on", () => {
    expect(passwordChangeDelayedUntil(now).toISOString()).toBe("2025-08-30T00:00:00.000Z");
  });
});

describe("maskLoginId", () => {
  it.each([
    ["hong1234", "hong****"],
    ["abcdef", "abc***"],
    ["abcd", "ab**"],
    ["naver1a2b3c4d", "nave*********"],
  ])("%s → %s", (loginId, masked) => {
    expect(maskLoginId(loginId)).toBe(masked);
  });
});
