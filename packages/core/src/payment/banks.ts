// The banks a shopper names for money going back (a refund account) and the banks NICEPAY opens virtual accounts at
// (docs/decisions/052). Codes are the 금융결제원 bank codes NICEPAY takes (manual common/code.md, 은행코드); names are
// what the banks call themselves today. Left out of the manual's table on purpose: 001 한국은행 and 008 수출입은행
// (no retail accounts), 005 외환은행 and 026 서울은행 (merged into 하나은행, 081). 092 토스뱅크 is a 금융결제원 code the
// manual's table predates.

export interface Bank {
  /** Three-digit 금융결제원 code, e.g. "011". */
  code: string;
  /** Korean name as shown in select boxes. */
  name: string;
  /** NICEPAY opens virtual accounts at it (the manual's 가상계좌발급 column). */
  virtualAccount: boolean;
  /** A shopper may name an account at it for a refund. */
  refund: boolean;
}

const bank = (code: string, name: string, virtualAccount: boolean, refund = true): Bank => ({
  code,
  name,
  virtualAccount,
  refund,
});

/** Every bank the shop knows, in the order select boxes list them (the cooperative's own 농협 first). */
export const BANKS: readonly Bank[] = [
  bank("011", "NH농협은행", true),
  bank("012", "지역농·축협", false),
  bank("004", "KB국민은행", true),
  bank("088", "신한은행", true),
  bank("020", "우리은행", true),
  bank("081", "하나은행", true),
  bank("003", "IBK기업은행", true),
  bank("023", "SC제일은행", true),
  bank("027", "한국씨티은행", false),
  bank("002", "KDB산업은행", false),
  bank("007", "수협은행", false),
  bank("031", "iM뱅크(대구)", true),
  bank("032", "부산은행", true),
  bank("034", "광주은행", true),
  bank("035", "제주은행", false),
  bank("037", "전북은행", false),
  bank("039", "경남은행", false),
  bank("045", "새마을금고", false),
  bank("048", "신협", false),
  bank("050", "저축은행", false),
  bank("071", "우체국", true),
  bank("089", "케이뱅크", true),
  bank("090", "카카오뱅크", false),
  bank("092", "토스뱅크", false),
];

export type BankUse = "refund" | "virtualAccount";

/** The banks of one use, as { code, name } in list order. */
export function banksFor(use: BankUse): Array<{ code: string; name: string }> {
  return BANKS.filter((entry) => entry[use]).map(({ code, name }) => ({ code, name }));
}

/** The Korean name of a bank code, or null when the shop does not know it. */
export function bankNameOf(code: string): string | null {
  return BANKS.find((entry) => entry.code === code)?.name ?? null;
}
