import { describe, expect, it } from "vitest";
import {
  attemptsToRead,
  decideThrottle,
  LOGIN_THROTTLE,
  PASSWORD_CHECK_THROTTLE,
  type RecentAttempts,
  type RecordedAttempt,
  slowDownDelayMs,
  throttleAddressOf,
  throttleMessage,
} from "./login-throttle.js";

const now = new Date("2025-06-01T00:00:00Z");
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
/** `n` failures, the newest `newest` seconds ago and one a second apart going back. */
const failures = (n: number, newest = 1): RecordedAttempt[] =>
  Array.from({ length: n }, (_, i) => ({ at: secondsAgo(newest + i), succeeded: false }));
const success = (ago: number): RecordedAttempt => ({ at: secondsAgo(ago), succeeded: true });
const none: RecentAttempts = { fromAddress: [], forAccountAtAddress: [], forAccount: [] };

describe("decideThrottle (login)", () => {
  it.each<[string, Partial<RecentAttempts>, ReturnType<typeof decideThrottle>]>([
    ["nothing recorded", {}, { allowed: true }],
    [
      "4 failures of the account from this address",
      { forAccountAtAddress: failures(4), forAccount: failures(4) },
      { allowed: true },
    ],
    [
      "5 failures of the account from this address: closed until the oldest is 10 minutes old",
      { forAccountAtAddress: failures(5), forAccount: failures(5) },
      { allowed: false, reason: "ACCOUNT_AT_ADDRESS", retryAfterMs: 595_000 },
    ],
    [
      "5 failures from this address, then its success",
      { forAccountAtAddress: [success(0.5), ...failures(5)], forAccount: [success(0.5), ...failures(5)] },
      { allowed: true },
    ],
    [
      "5 failures from this address, a success elsewhere: the pair stays closed",
      { forAccountAtAddress: failures(5, 2), forAccount: [success(1), ...failures(5, 2)] },
      { allowed: false, reason: "ACCOUNT_AT_ADDRESS", retryAfterMs: 594_000 },
    ],
    [
      "5 failures from this address, older than 10 minutes",
      { forAccountAtAddress: failures(5, 601), forAccount: failures(5, 601) },
      { allowed: true },
    ],
    [
      "30 failures on the account from other addresses, none from here",
      { forAccount: failures(30) },
      { allowed: true },
    ],
    [
      "9 failures on the account, one from here",
      { forAccountAtAddress: failures(1), forAccount: failures(9) },
      { allowed: true },
    ],
    [
      "10 failures on the account, one from here: wait 5 s after the newest",
      { forAccountAtAddress: failures(1, 3), forAccount: failures(10) },
      { allowed: false, reason: "ACCOUNT_SLOWED", retryAfterMs: 4_000 },
    ],
    [
      "10 failures on the account, the newest 6 s ago",
      { forAccountAtAddress: failures(1, 8), forAccount: failures(10, 6) },
      { allowed: true },
    ],
    [
      "12 failures on the account: 20 s",
      { forAccountAtAddress: failures(1, 5), forAccount: failures(12) },
      { allowed: false, reason: "ACCOUNT_SLOWED", retryAfterMs: 19_000 },
    ],
    [
      "30 failures on the account: capped at 60 s",
      { forAccountAtAddress: failures(1, 5), forAccount: failures(30) },
      { allowed: false, reason: "ACCOUNT_SLOWED", retryAfterMs: 59_000 },
    ],
    [
      "30 failures on the account before its success",
      { forAccountAtAddress: failures(1, 40), forAccount: [success(2), ...failures(30, 3)] },
      { allowed: true },
    ],
    [
      "20 failures from this address on other ids",
      { fromAddress: failures(20) },
      { allowed: false, reason: "ADDRESS", retryAfterMs: 580_000 },
    ],
    [
      "20 failures from this address, a success between: an address is never forgiven",
      { fromAddress: [...failures(10), success(15), ...failures(10, 20)] },
      { allowed: false, reason: "ADDRESS", retryAfterMs: 571_000 },
    ],
    ["19 failures from this address", { fromAddress: failures(19) }, { allowed: true }],
    [
      "both the pair and the address closed: the longer wait",
      { fromAddress: failures(20, 100), forAccountAtAddress: failures(5), forAccount: failures(5) },
      { allowed: false, reason: "ACCOUNT_AT_ADDRESS", retryAfterMs: 595_000 },
    ],
  ])("%s", (_name, recent, expected) => {
    expect(decideThrottle(LOGIN_THROTTLE, { ...none, ...recent }, now)).toEqual(expected);
  });
});

describe("decideThrottle (password check of a signed-in member)", () => {
  it.each<[string, Partial<RecentAttempts>, ReturnType<typeof decideThrottle>]>([
    ["4 failures from anywhere", { forAccount: failures(4) }, { allowed: true }],
    [
      "5 failures from anywhere lock the account's checks",
      { forAccount: failures(5) },
      { allowed: false, reason: "ACCOUNT_LOCKED", retryAfterMs: 595_000 },
    ],
    ["5 failures, then a success", { forAccount: [success(0.5), ...failures(5)] }, { allowed: true }],
  ])("%s", (_name, recent, expected) => {
    expect(decideThrottle(PASSWORD_CHECK_THROTTLE, { ...none, ...recent }, now)).toEqual(expected);
  });
});

describe("slowDownDelayMs", () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 5_000],
    [11, 10_000],
    [12, 20_000],
    [13, 40_000],
    [14, 60_000],
    [1_000, 60_000],
  ])("%i failures → %i ms", (count, delay) => {
    expect(slowDownDelayMs(LOGIN_THROTTLE, count)).toBe(delay);
  });

  it("is never applied to a locking policy", () => {
    expect(slowDownDelayMs(PASSWORD_CHECK_THROTTLE, 50)).toBe(0);
  });
});

describe("attemptsToRead", () => {
  it("reaches every limit and the longest delay", () => {
    expect(attemptsToRead(LOGIN_THROTTLE)).toBe(20);
    expect(attemptsToRead({ ...LOGIN_THROTTLE, addressLimit: 3 })).toBe(15);
    expect(slowDownDelayMs(LOGIN_THROTTLE, 14)).toBe(60_000);
    expect(attemptsToRead(PASSWORD_CHECK_THROTTLE)).toBe(20);
  });
});

describe("throttleMessage", () => {
  it.each([
    ["LOGIN", "ACCOUNT_AT_ADDRESS", 600_000, "로그인 시도 횟수를 초과했습니다. 10분 후 다시 시도해 주세요."],
    ["LOGIN", "ACCOUNT_AT_ADDRESS", 599_999, "로그인 시도 횟수를 초과했습니다. 10분 후 다시 시도해 주세요."],
    ["LOGIN", "ADDRESS", 121_000, "로그인 시도 횟수를 초과했습니다. 3분 후 다시 시도해 주세요."],
    ["LOGIN", "ADDRESS", 3_000, "로그인 시도 횟수를 초과했습니다. 1분 후 다시 시도해 주세요."],
    ["CHECK_PASSWORD", "ACCOUNT_LOCKED", 595_000, "비밀번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요."],
    ["LOGIN", "ACCOUNT_SLOWED", 4_200, "로그인 시도가 너무 많습니다. 5초 후 다시 시도해 주세요."],
    ["LOGIN", "ACCOUNT_SLOWED", 1, "로그인 시도가 너무 많습니다. 1초 후 다시 시도해 주세요."],
    ["COUPON_CODE", "ACCOUNT_LOCKED", 540_001, "쿠폰 번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요."],
    ["COUPON_CODE", "ADDRESS", 30_000, "쿠폰 번호 입력 횟수를 초과했습니다. 1분 후 다시 시도해 주세요."],
    ["CHECK_PASSWORD", "ACCOUNT_SLOWED", 20_000, "비밀번호 입력 시도가 너무 많습니다. 20초 후 다시 시도해 주세요."],
    ["BUSINESS_LOOKUP", "ADDRESS", 300_000, "사업자 조회 횟수를 초과했습니다. 5분 후 다시 시도해 주세요."],
    ["BUSINESS_LOOKUP", "ACCOUNT_SLOWED", 5_000, "사업자 조회 요청이 너무 많습니다. 5초 후 다시 시도해 주세요."],
  ] as const)("%s %s %i ms → %s", (check, reason, retryAfterMs, message) => {
    expect(throttleMessage(check, { reason, retryAfterMs })).toBe(message);
  });
});

describe("throttleAddressOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:10.0.0.1", "10.0.0.1"],
    ["2001:db8:77:1::5", "2001:db8:77:1::/64"],
    ["2001:0db8:0077:0001:ffff:ffff:ffff:ffff", "2001:db8:77:1::/64"],
    ["2001:DB8:0:0:1::1", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["2001:db8::1::2", "2001:db8::1::2"],
    ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"],
    ["not-an-address", "not-an-address"],
  ])("%s → %s", (address, key) => {
    expect(throttleAddressOf(address)).toBe(key);
  });
});
