import { isMatch } from "date-fns";
import { checkText, isBlank, isMissing, textLength } from "./input-value.js";
import {
  ALPHA_NUM_MESSAGE,
  DATE_MESSAGE,
  digitsMessage,
  EMAIL_ALTERNATE_MESSAGE,
  EMAIL_DOMAIN_HANGUL_MESSAGE,
  EMAIL_LOCAL_HANGUL_MESSAGE,
  EMAIL_MESSAGE,
  emojiMessage,
  ID_MESSAGE,
  KOREAN_MESSAGE,
  LAST_PHONE_MESSAGE,
  LOGIN_ID_MESSAGE,
  maxMessage,
  minmaxMessage,
  NUMERIC_MESSAGE,
  PASSWORD_CONFIRM_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  TEL_MESSAGE,
  textLimitMessage,
} from "./messages.js";

// Every rule returns the message to show, or null when the value is acceptable. Format rules let a blank value
// pass (see checkText): put `required` first on a field that must be filled.

// zod 4's own e-mail pattern, so a form checked here and a body checked by the contracts' z.email() agree.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const HANGUL_PATTERN = /\p{Script=Hangul}/u;
const ALPHA_NUM_PATTERN = /^[A-Za-z0-9]+$/;
const DIGITS_PATTERN = /^[0-9]+$/;
const NEGATIVE_NUMBER_PATTERN = /^-?[0-9]+$/;
const COMMA_NUMBER_PATTERN = /^(?:[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)$/;
const LOGIN_ID_PATTERN = /^(?=[a-z0-9]*[a-z])[a-z0-9]{4,16}$/;
const PHONE_NUMBER_PATTERN = /^01[016789][0-9]{3,4}[0-9]{4}$/;
// Complete syllables only: a name typed as bare jamo (ㅎㄱㄷ) is unfinished input.
const KOREAN_PATTERN = /^[가-힣]+$/;
// The backreference makes the hyphens all-or-nothing: 02-1234-5678 or 0212345678, not 02-12345678.
const TEL_PATTERN = /^0[0-9]{1,2}(-?)[0-9]{3,4}\1[0-9]{4}$/;
const LAST_PHONE_PATTERN = /^[0-9]{3,4}[0-9]{4}$/;
const ID_PATTERN = /^[a-z][a-z0-9@._-]{5,29}$/;
// Emoji presentation by default, any pictograph forced to emoji by VS16 (❤️), flags, skin tones, keycaps and
// pictographs beyond the BMP. Text symbols a Korean IME offers under ㅁ+한자 (♥ ☎ ▶ ※) stay allowed.
const EMOJI_PATTERN =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|(?=\p{Extended_Pictographic})[\u{10000}-\u{10FFFF}]/u;

/** required: filled in (SPEC §5 counts empty, null and 0 as missing). */
export function required(value: unknown): string | null {
  return isMissing(value) ? REQUIRED_MESSAGE : null;
}

/** checkbox_required: the box is ticked; the form layer turns a checkbox's "on" into `true`. */
export function checkboxRequired(value: unknown): string | null {
  return value === true ? null : REQUIRED_MESSAGE;
}

/** required_if: required only while `when` holds (e.g. a business number once "company buyer" is chosen). */
export function requiredIf(value: unknown, params: { when: boolean }): string | null {
  return params.when ? required(value) : null;
}

/** email (form): a plain address such as name@example.co.kr. */
export function email(value: unknown): string | null {
  return checkText(value, (text) => EMAIL_PATTERN.test(text), EMAIL_MESSAGE);
}

/**
 * email (alternate): like `email`, but Hangul in the part before or after the @ gets a message naming that part,
 * since a Korean keyboard left in Hangul mode is the usual reason such an address is wrong.
 */
export function emailAlternate(value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== "string") return EMAIL_ALTERNATE_MESSAGE;
  const text = value;
  const at = text.lastIndexOf("@");
  const local = at < 0 ? text : text.slice(0, at);
  const domain = at < 0 ? "" : text.slice(at + 1);
  if (HANGUL_PATTERN.test(local)) return EMAIL_LOCAL_HANGUL_MESSAGE;
  if (HANGUL_PATTERN.test(domain)) return EMAIL_DOMAIN_HANGUL_MESSAGE;
  return EMAIL_PATTERN.test(text) ? null : EMAIL_ALTERNATE_MESSAGE;
}

/** alpha_num: only English letters and digits (either alone is fine, as the rule name says). */
export function alphaNum(value: unknown): string | null {
  return checkText(value, (text) => ALPHA_NUM_PATTERN.test(text), ALPHA_NUM_MESSAGE);
}

/** minmax: between `min` and `max` characters, both included. */
export function minmax(value: unknown, params: { min: number; max: number }): string | null {
  return checkText(
    value,
    (text) => textLength(text) >= params.min && textLength(text) <= params.max,
    minmaxMessage(params.min, params.max),
  );
}

/** max: at most `length` characters. */
export function max(value: unknown, params: { length: number }): string | null {
  return checkText(value, (text) => textLength(text) <= params.length, maxMessage(params.length));
}

/** numeric, and SPEC's number and number_only, which state the same condition: ASCII digits only. */
export function numeric(value: unknown): string | null {
  return checkText(value, (text) => DIGITS_PATTERN.test(text), NUMERIC_MESSAGE);
}

/** number_negative: digits with an optional leading minus (-5000). */
export function numberNegative(value: unknown): string | null {
  return checkText(value, (text) => NEGATIVE_NUMBER_PATTERN.test(text), NUMERIC_MESSAGE);
}

/** number_comma: digits, either plain or grouped by thousands with commas (1,234,567). */
export function numberComma(value: unknown): string | null {
  return checkText(value, (text) => COMMA_NUMBER_PATTERN.test(text), NUMERIC_MESSAGE);
}

/** confirmed / password_confirm: the same text as `other` (blank and absent count as the same). */
export function confirmed(value: unknown, params: { other: unknown }): string | null {
  return (value ?? "") === (params.other ?? "") ? null : PASSWORD_CONFIRM_MESSAGE;
}

/** digits: exactly `length` ASCII digits. */
export function digits(value: unknown, params: { length: number }): string | null {
  return checkText(
    value,
    (text) => DIGITS_PATTERN.test(text) && text.length === params.length,
    digitsMessage(params.length),
  );
}

/** loginId: 4–16 lowercase letters and digits with at least one letter (member scheme). */
export function loginId(value: unknown): string | null {
  return checkText(value, (text) => LOGIN_ID_PATTERN.test(text), LOGIN_ID_MESSAGE);
}

/** phoneNumber: a mobile number typed as digits only, 010/011/016/017/018/019 + 3–4 + 4 digits. */
export function phoneNumber(value: unknown): string | null {
  return checkText(value, (text) => PHONE_NUMBER_PATTERN.test(text), PHONE_NUMBER_MESSAGE);
}

/** korean: complete Hangul syllables only, no spaces. */
export function korean(value: unknown): string | null {
  return checkText(value, (text) => KOREAN_PATTERN.test(text), KOREAN_MESSAGE);
}

/**
 * phone / tel: a Korean number starting with 0 — a 2–3 digit prefix (02, 031, 010, 070 …), 3–4 digits, 4 digits,
 * hyphens optional. Eight-digit representative numbers (1588-1234) are left out: SPEC §5's condition starts with 0,
 * and the field is a shopper's own contact number.
 */
export function tel(value: unknown): string | null {
  return checkText(value, (text) => TEL_PATTERN.test(text), TEL_MESSAGE);
}

/** last_phone: the part after the prefix, 3–4 digits then 4 digits, typed without hyphens. */
export function lastPhone(value: unknown): string | null {
  return checkText(value, (text) => LAST_PHONE_PATTERN.test(text), LAST_PHONE_MESSAGE);
}

/** date: YYYYMMDD naming a real calendar day (20240229 yes, 20230229 no). */
export function date(value: unknown): string | null {
  return checkText(
    value,
    (text) => DIGITS_PATTERN.test(text) && text.length === 8 && isMatch(text, "yyyyMMdd"),
    DATE_MESSAGE,
  );
}

/** id: a lowercase letter, then lowercase letters, digits or @ - _ ., 6–30 in all (partner scheme). */
export function id(value: unknown): string | null {
  return checkText(value, (text) => ID_PATTERN.test(text), ID_MESSAGE);
}

/** emoji: no emoji in the field; `label` names the field in the message ("이름에는 …"). */
export function noEmoji(value: unknown, params: { label: string }): string | null {
  return checkText(value, (text) => !EMOJI_PATTERN.test(text), emojiMessage(params.label));
}

/** Text length limit: the text cut to `limit` characters, with SPEC §5's alert when something was cut. */
export function limitTextLength(text: string, limit: number): { text: string; alert: string | null } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, alert: null };
  return { text: characters.slice(0, limit).join(""), alert: textLimitMessage(limit) };
}
