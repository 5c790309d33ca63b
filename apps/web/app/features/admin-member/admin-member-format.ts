import {
  ADMIN_MEMBER_LOGIN_TYPE_LABELS,
  ADMIN_MEMBER_STATUS_LABELS,
  ADMIN_MEMBER_TYPE_LABELS,
  type AdminMemberRow,
} from "@shop/contracts/admin-member";

/** "사업자 · 네이버": how the back office names a member's kind and how it signs in. */
export function memberKindText(row: Pick<AdminMemberRow, "userType" | "loginType">): string {
  return `${ADMIN_MEMBER_TYPE_LABELS[row.userType]} · ${ADMIN_MEMBER_LOGIN_TYPE_LABELS[row.loginType]}`;
}

export function memberStatusText(row: Pick<AdminMemberRow, "status">): string {
  return ADMIN_MEMBER_STATUS_LABELS[row.status];
}

/** Signed won as the ledger reads: "+1,000원", "-500원". */
export function signedWon(amount: number): string {
  return `${amount > 0 ? "+" : ""}${amount.toLocaleString("ko-KR")}원`;
}
