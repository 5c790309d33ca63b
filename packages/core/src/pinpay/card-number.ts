// A card as a shopper types it to register it for quick pay (docs/decisions/031). The shop checks the form before it
// encrypts the card for the payment gateway, which checks it again; the Korean messages are the ones the shopper reads.

export const CARD_MESSAGES = {
  number: "카드번호를 정확히 입력해 주세요.",
  expiry: "유효기간(MM/YY)을 정확히 입력해 주세요.",
  expired: "유효기간이 지난 카드입니다.",
  identity: "생년월일 6자리(또는 법인카드는 사업자번호 10자리)를 입력해 주세요.",
  cardPassword: "카드 비밀번호 앞 2자리를 입력해 주세요.",
} as const;

/** Whether a card number's last digit is its Luhn check digit (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces and dashes allowed): 14 to 16 digits passing the Luhn check. */
export function cardNumberValid(typed: string): boolean {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{14,16}$/.test(digits) && luhnValid(digits);
}

/** Whether MM/YY is a real month not yet past at `now` (a card is valid to the end of its month). */
export function expiryValid(month: string, year: string, now: Date): "ok" | "format" | "expired" {
  if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(year)) return "format";
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return "format";
  const fullYear = 2000 + Number(year);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (fullYear < thisYear || (fullYear === thisYear && monthNumber < thisMonth)) return "expired";
  return "ok";
}

/** The holder check NICEPAY takes: a birth date YYMMDD (a real date) or a 10-digit business number. */
export function cardIdentityValid(idNo: string): boolean {
  if (/^\d{10}$/.test(idNo)) return true;
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(idNo);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The last 4 digits, all the shop shows (and keeps) of a card. */
export function cardLast4(typed: string): string {
  return typed.replace(/\D/g, "").slice(-4);
}
