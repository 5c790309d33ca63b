import { describe, expect, it } from "vitest";
import {
  checkPinPassword,
  PIN_PASSWORD_MESSAGES,
  PIN_PAY_MAX_FAILURES,
  pinAttemptOutcome,
  scrambledDigits,
} from "./pin-password.js";

describe("checkPinPassword", () => {
  it.each([
    ["a fine password", "482915", null, null],
    ["five digits", "48291", null, "format"],
    ["seven digits", "4829151", null, "format"],
    ["letters", "48a915", null, "format"],
    ["full-width digits", "４８２９１５", null, "format"],
    ["one digit six times", "111111", null, "sameDigits"],
    ["zeros", "000000", null, "sameDigits"],
    ["up from 0", "012345", null, "sequential"],
    ["up from 4", "456789", null, "sequential"],
    ["down", "987654", null, "sequential"],
    ["down to 0", "543210", null, "sequential"],
    ["up but wrapping (not consecutive)", "789012", null, null],
    ["five in a row and one off", "123457", null, null],
    ["the birth date YYMMDD", "850314", "1985-03-14", "birthDate"],
    ["the birth date MMDDYY", "031485", "1985-03-14", "birthDate"],
    ["the birth date DDMMYY", "140385", "1985-03-14", "birthDate"],
    ["a birth date without dashes", "850314", "19850314", "birthDate"],
    ["another member's birth date", "850314", "1990-07-01", null],
    ["no birth date known", "850314", null, null],
  ])("%s", (_case, password, birthDate, reason) => {
    const result = checkPinPassword(password, { birthDate });
    if (reason === null) {
      expect(result).toEqual({ ok: true });
    } else {
      expect(result).toEqual({
        ok: false,
        reason,
        message: PIN_PASSWORD_MESSAGES[reason as keyof typeof PIN_PASSWORD_MESSAGES],
      });
    }
  });
});

describe("pinAttemptOutcome", () => {
  it.each([
    ["right, nothing wrong before", { failedAttempts: 0, locked: false }, true, "accepted", 0],
    ["right after 4 wrong resets the count", { failedAttempts: 4, locked: false }, true, "accepted", 0],
    ["first wrong", { failedAttempts: 0, locked: false }, false, "wrong", 1],
    ["fourth wrong", { failedAttempts: 3, locked: false }, false, "wrong", 4],
    ["fifth wrong locks", { failedAttempts: 4, locked: false }, false, "locked", 5],
    ["locked: even the right one is refused", { failedAttempts: 5, locked: true }, true, "locked", 5],
    ["locked: a wrong one counts no further", { failedAttempts: 5, locked: true }, false, "locked", 5],
    ["a count at the limit without the flag is locked", { failedAttempts: 5, locked: false }, true, "locked", 5],
  ])("%s", (_case, state, correct, kind, failedAttempts) => {
    const outcome = pinAttemptOutcome(state, correct);
    expect(outcome.kind).toBe(kind);
    expect(outcome.failedAttempts).toBe(failedAttempts);
  });

  it("tells how many tries are used and locks at the fifth", () => {
    let state = { failedAttempts: 0, locked: false };
    const messages: string[] = [];
    for (let attempt = 1; attempt <= PIN_PAY_MAX_FAILURES; attempt += 1) {
      const outcome = pinAttemptOutcome(state, false);
      messages.push(outcome.kind === "accepted" ? "" : outcome.message);
      state = { failedAttempts: outcome.failedAttempts, locked: outcome.kind === "locked" };
    }
    expect(messages[0]).toBe("결제 비밀번호가 일치하지 않습니다. (1/5회) 5회 틀리면 간편결제가 잠깁니다.");
    expect(messages[3]).toContain("(4/5회)");
    expect(messages[4]).toBe(PIN_PASSWORD_MESSAGES.locked);
    expect(state).toEqual({ failedAttempts: 5, locked: true });
  });
});

describe("scrambledDigits", () => {
  it.each([
    ["always the first choice", () => 0],
    ["always the last choice", () => 0.999_999],
    ["a middle choice", () => 0.5],
  ])("keeps each digit once (%s)", (_case, random) => {
    const digits = scrambledDigits(random);
    expect([...digits].sort()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });

  it("changes the order with the randomness", () => {
    expect(scrambledDigits(() => 0).join("")).not.toBe(scrambledDigits(() => 0.999_999).join(""));
  });
});
