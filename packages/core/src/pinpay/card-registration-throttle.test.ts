import { describe, expect, it } from "vitest";
import {
  attemptsToRead,
  decideThrottle,
  PIN_PAY_CARD_THROTTLE,
  type RecentAttempts,
  type RecordedAttempt,
  throttleMessage,
} from "../account/login-throttle.js";

// The card-registration budget of quick pay (docs/decisions/031): every try that reaches the gateway is recorded as
// a failure (the session service never marks one succeeded), 10 per member per hour, 30 per address.

const now = new Date("2026-11-28T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
/** `n` tries, the newest `newest` minutes ago and one a minute apart going back. */
const tries = (n: number, newest = 1): RecordedAttempt[] =>
  Array.from({ length: n }, (_, i) => ({ at: minutesAgo(newest + i), succeeded: false }));
const none: RecentAttempts = { fromAddress: [], forAccountAtAddress: [], forAccount: [] };

describe("PIN_PAY_CARD_THROTTLE", () => {
  it.each<[string, Partial<RecentAttempts>, ReturnType<typeof decideThrottle>]>([
    ["no try this hour", {}, { allowed: true }],
    [
      "9 tries of the member this hour",
      { fromAddress: tries(9), forAccountAtAddress: tries(9), forAccount: tries(9) },
      { allowed: true },
    ],
    [
      "10 tries of the member: closed until the oldest is an hour old",
      { fromAddress: tries(10), forAccountAtAddress: tries(10), forAccount: tries(10) },
      { allowed: false, reason: "ACCOUNT_AT_ADDRESS", retryAfterMs: 50 * 60_000 },
    ],
    [
      "10 tries of the member from other addresses (a new address does not reopen it)",
      { forAccount: tries(10) },
      { allowed: false, reason: "ACCOUNT_LOCKED", retryAfterMs: 50 * 60_000 },
    ],
    [
      "10 tries, the oldest an hour and more ago",
      { fromAddress: tries(10, 51), forAccountAtAddress: tries(10, 51), forAccount: tries(10, 51) },
      { allowed: true },
    ],
    ["29 tries from the address for other members", { fromAddress: tries(29) }, { allowed: true }],
    [
      "30 tries from the address for other members",
      { fromAddress: tries(30) },
      { allowed: false, reason: "ADDRESS", retryAfterMs: 30 * 60_000 },
    ],
  ])("%s", (_case, recent, verdict) => {
    expect(decideThrottle(PIN_PAY_CARD_THROTTLE, { ...none, ...recent }, now)).toEqual(verdict);
  });

  it("reads enough tries to reach every limit", () => {
    expect(attemptsToRead(PIN_PAY_CARD_THROTTLE)).toBe(30);
  });

  it.each([
    [50 * 60_000, "카드 등록 시도 횟수를 초과했습니다. 50분 후 다시 시도해 주세요."],
    [30_000, "카드 등록 시도 횟수를 초과했습니다. 1분 후 다시 시도해 주세요."],
  ])("tells a wait of %i ms in minutes", (retryAfterMs, message) => {
    expect(throttleMessage("PIN_PAY_CARD", { reason: "ACCOUNT_LOCKED", retryAfterMs })).toBe(message);
  });
});
