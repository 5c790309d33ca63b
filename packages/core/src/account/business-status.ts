// The business status a company join is judged by (사업자 정보 조회, POST /api/nice-dmoa/{id}; docs/decisions/053):
// the lookup service answers the National Tax Service's status code (b_stt_cd 01 계속사업자, 02 휴업자, 03 폐업자),
// the shop decides from it whether the number may join as a company buyer (or become a member's new number in 회원정보
// 수정) and what the join and modify forms say.

export type BusinessStatus = "ACTIVE" | "SUSPENDED" | "CLOSED";

/** The NTS status codes (b_stt_cd) and names (b_stt), as the 사업자등록 상태조회 API writes them. */
export const BUSINESS_STATUS_CODES: Record<BusinessStatus, { code: string; name: string }> = {
  ACTIVE: { code: "01", name: "계속사업자" },
  SUSPENDED: { code: "02", name: "휴업자" },
  CLOSED: { code: "03", name: "폐업자" },
};

/** b_stt_cd → the status; anything else (blank for an unregistered number, an unknown code) → null. */
export function businessStatusOfCode(code: string | null | undefined): BusinessStatus | null {
  const trimmed = (code ?? "").trim();
  for (const [status, entry] of Object.entries(BUSINESS_STATUS_CODES)) {
    if (entry.code === trimmed) return status as BusinessStatus;
  }
  return null;
}

export const BUSINESS_LOOKUP_MESSAGES = {
  ACTIVE: "정상 영업 중인 사업자로 확인되었습니다.",
  SUSPENDED: "휴업 중인 사업자로 조회됩니다. 등록은 가능하지만, 영업을 재개하신 뒤 사업자 거래를 이용해 주세요.",
  CLOSED: "폐업한 사업자로 조회되어 사업자회원으로 등록할 수 없습니다.",
  NOT_FOUND: "조회되지 않는 사업자등록번호입니다. 번호를 다시 확인해 주세요.",
  UNAVAILABLE: "사업자 정보 조회 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/**
 * Whether a business of this status may join as a company buyer: a closed one never (its number no longer names a
 * trading business); a suspended one may (휴업 is temporary and reported, the business still exists); an active one may.
 */
export function businessMayJoin(status: BusinessStatus): boolean {
  return status !== "CLOSED";
}

/** What the join form tells the shopper about a business found in this status. */
export function businessStatusMessage(status: BusinessStatus): string {
  return BUSINESS_LOOKUP_MESSAGES[status];
}

/** The lookup's dates (YYYYMMDD, "" when none) as ISO dates; anything unreadable → null. */
export function lookupDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec((value ?? "").trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}
