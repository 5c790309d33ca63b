// Quick pay's 6-digit payment password (간편결제 비밀번호, docs/decisions/031): which passwords are refused as too easy
// to guess, and how wrong ones lock quick pay. The Korean messages are the ones the shopper reads.

/** Wrong passwords in a row that lock quick pay until the member sets a new password (after checking who they are). */
export const PIN_PAY_MAX_FAILURES = 5;

export const PIN_PASSWORD_LENGTH = 6;

export const PIN_PASSWORD_MESSAGES = {
  format: "결제 비밀번호는 숫자 6자리로 입력해 주세요.",
  sameDigits: "같은 숫자만으로 된 비밀번호는 사용할 수 없습니다.",
  sequential: "연속된 숫자로 된 비밀번호는 사용할 수 없습니다.",
  birthDate: "생년월일과 같은 비밀번호는 사용할 수 없습니다.",
  mismatch: "비밀번호 확인이 일치하지 않습니다. 다시 입력해 주세요.",
  locked: `결제 비밀번호를 ${PIN_PAY_MAX_FAILURES}회 잘못 입력하여 간편결제가 잠겼습니다. 비밀번호를 재설정해 주세요.`,
} as const;

export type PinPasswordRefusal = Exclude<keyof typeof PIN_PASSWORD_MESSAGES, "locked" | "mismatch">;

export type PinPasswordCheck = { ok: true } | { ok: false; reason: PinPasswordRefusal; message: string };

function refuse(reason: PinPasswordRefusal): PinPasswordCheck {
  return { ok: false, reason, message: PIN_PASSWORD_MESSAGES[reason] };
}

/** Whether every next digit goes up by one (012345, 456789) or down by one (987654, 543210). */
function isSequential(digits: string): boolean {
  const steps = [...digits].slice(1).map((digit, index) => Number(digit) - Number(digits[index]));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/**
 * The 6-digit forms of a birth date (yyyy-MM-dd) a member might pick: YYMMDD and MMDDYY (and DDMMYY), the ways a
 * Korean writes it on forms.
 */
function birthDateForms(birthDate: string | null | undefined): string[] {
  const match = /^(\d{2})(\d{2})-?(\d{2})-?(\d{2})$/.exec(birthDate ?? "");
  if (!match) return [];
  const [, , yy, mm, dd] = match as unknown as [string, string, string, string, string];
  return [`${yy}${mm}${dd}`, `${mm}${dd}${yy}`, `${dd}${mm}${yy}`];
}

/**
 * Checks a new payment password: six digits, not one digit six times (111111), not six consecutive digits up or down
 * (123456, 987654), not the member's birth date (YYMMDD or MMDDYY) when it is known.
 */
export function checkPinPassword(password: string, options: { birthDate?: string | null } = {}): PinPasswordCheck {
  if (!/^\d{6}$/.test(password)) return refuse("format");
  if (/^(\d)\1{5}$/.test(password)) return refuse("sameDigits");
  if (isSequential(password)) return refuse("sequential");
  if (birthDateForms(options.birthDate).includes(password)) return refuse("birthDate");
  return { ok: true };
}

/** Where quick pay stands after a password check, from the wrong attempts recorded before it. */
export type PinAttemptOutcome =
  | { kind: "accepted"; failedAttempts: 0 }
  | { kind: "wrong"; failedAttempts: number; remaining: number; message: string }
  | { kind: "locked"; failedAttempts: number; message: string };

/** The message after a wrong password with `remaining` tries left. */
export function wrongPinMessage(failedAttempts: number): string {
  return `결제 비밀번호가 일치하지 않습니다. (${failedAttempts}/${PIN_PAY_MAX_FAILURES}회) ${PIN_PAY_MAX_FAILURES}회 틀리면 간편결제가 잠깁니다.`;
}

/**
 * One password check against the recorded state: a locked enrolment refuses even the right password (the lock ends
 * only with a new password); a right one resets the count; the fifth wrong one in a row locks.
 */
export function pinAttemptOutcome(
  state: { failedAttempts: number; locked: boolean },
  correct: boolean,
): PinAttemptOutcome {
  if (state.locked || state.failedAttempts >= PIN_PAY_MAX_FAILURES) {
    return { kind: "locked", failedAttempts: state.failedAttempts, message: PIN_PASSWORD_MESSAGES.locked };
  }
  if (correct) return { kind: "accepted", failedAttempts: 0 };
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts >= PIN_PAY_MAX_FAILURES) {
    return { kind: "locked", failedAttempts, message: PIN_PASSWORD_MESSAGES.locked };
  }
  return {
    kind: "wrong",
    failedAttempts,
    remaining: PIN_PAY_MAX_FAILURES - failedAttempts,
    message: wrongPinMessage(failedAttempts),
  };
}

/**
 * The secure keypad's layout (보안 키패드): the ten digits in an order drawn by `random` (0 ≤ x < 1), so a recording of
 * where the taps fell does not give the password away. Fisher–Yates, fed by the caller's randomness.
 */
export function scrambledDigits(random: () => number): string[] {
  const digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
  for (let index = digits.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [digits[index], digits[other]] = [digits[other] as string, digits[index] as string];
  }
  return digits;
}
