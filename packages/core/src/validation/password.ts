import { checkText } from "./input-value.js";
import {
  PARTNER_PASSWORD_MESSAGE,
  PASSWORD_COMPOSITION_MESSAGE,
  PASSWORD_REPEAT_MESSAGE,
  PASSWORD_SEQUENCE_MESSAGE,
} from "./messages.js";

// Passwords are printable ASCII without spaces: SPEC §5 names only 영문/숫자/특수문자, so Hangul (a keyboard left
// in Hangul mode) and spaces are refused rather than silently accepted.
const SPECIAL = String.raw`\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E`;
const MEMBER_PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[${SPECIAL}])[\\x21-\\x7E]{10,16}$`);
const PARTNER_PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[${SPECIAL}])[\\x21-\\x7E]{8,20}$`);
const REPEAT_PATTERN = /(.)\1\1/su;

// SPEC §5's condition is a run of 3 (its message says 4자리; the condition is what is enforced). Runs are read
// forwards and backwards along the alphabet, the digits and each row of a QWERTY keyboard, ignoring case.
const SEQUENCE_LENGTH = 3;
const SEQUENCE_SOURCES = [
  "abcdefghijklmnopqrstuvwxyz",
  "0123456789",
  "1234567890",
  "qwertyuiop",
  "asdfghjkl",
  "zxcvbnm",
];
const FORBIDDEN_RUNS = new Set(
  SEQUENCE_SOURCES.flatMap((source) => [source, [...source].reverse().join("")]).flatMap((source) =>
    Array.from({ length: source.length - SEQUENCE_LENGTH + 1 }, (_, start) =>
      source.slice(start, start + SEQUENCE_LENGTH),
    ),
  ),
);

function hasForbiddenRun(text: string): boolean {
  const lower = text.toLowerCase();
  for (let start = 0; start + SEQUENCE_LENGTH <= lower.length; start++) {
    if (FORBIDDEN_RUNS.has(lower.slice(start, start + SEQUENCE_LENGTH))) return true;
  }
  return false;
}

/** password1: no character three times in a row (aaa, 111, !!!). */
export function password1(value: unknown): string | null {
  return checkText(value, (text) => !REPEAT_PATTERN.test(text), PASSWORD_REPEAT_MESSAGE);
}

/** password2: 10–16 characters without spaces, mixing an English letter, a digit and a special character. */
export function password2(value: unknown): string | null {
  return checkText(value, (text) => MEMBER_PASSWORD_PATTERN.test(text), PASSWORD_COMPOSITION_MESSAGE);
}

/** password3: no run of three consecutive letters or digits (abc, cba, 123, 321) or keyboard keys (qwe, ewq, asd). */
export function password3(value: unknown): string | null {
  return checkText(value, (text) => !hasForbiddenRun(text), PASSWORD_SEQUENCE_MESSAGE);
}

/** The alternate password of the partner scheme: letters, digits and a special character, 8–20 characters. */
export function partnerPassword(value: unknown): string | null {
  return checkText(value, (text) => PARTNER_PASSWORD_PATTERN.test(text), PARTNER_PASSWORD_MESSAGE);
}

/** Every message of the member password rules, in the fixed order password1, password2, password3. */
export function passwordRules(value: unknown): string[] {
  return [password1(value), password2(value), password3(value)].filter((message) => message !== null);
}
