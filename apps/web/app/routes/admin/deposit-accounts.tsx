import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { BANKS } from "@shop/core/payment/banks";
import { AdminPageError, AdminPageHeader } from "../../components/admin/admin-frame";
import own from "../../features/admin-code-tables/admin-code-tables.module.css";
import { loadRecords, recordAction } from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import { type ContentColumn, type RecordKind, RecordsPage, yesNo } from "../../features/admin-content/content-ui";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/deposit-accounts";

export const meta = () => adminMeta("입금 계좌 관리");

const TITLE = "입금 계좌 관리";
const DESCRIPTION =
  "무통장 입금과 사업자 대량 구매에 안내하는 조합 계좌를 추가하고 고칩니다. 사용하는 계좌만 쇼핑몰과 앱에 바로 보입니다.";

const KIND: RecordKind = {
  path: "/admin/deposit-accounts",
  what: "입금 계좌",
  formLabel: "입금 계좌 쓰기",
  fresh: "새 입금 계좌 등록",
  empty: "등록된 입금 계좌가 없습니다.",
};

/** The banks NICEPAY knows (core's bank table), 농협 first, as the API accepts them. */
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.code, label: `${bank.name} (${bank.code})` }));

const FIELDS: readonly ContentField[] = [
  { kind: "select", name: "bankCode", label: "은행", options: BANK_OPTIONS, fallback: "011" },
  {
    kind: "text",
    name: "accountNumber",
    label: "계좌번호",
    max: 24,
    required: true,
    placeholder: "301-0245-7781-31",
    hint: "숫자와 하이픈(-)으로, 10~16자리",
  },
  { kind: "text", name: "holder", label: "예금주", max: 30, required: true, placeholder: "농협축산유통(주)" },
  { kind: "text", name: "purpose", label: "용도", max: 30, hint: "예: 무통장 입금, 사업자 대량 구매" },
  { kind: "number", name: "sortOrder", label: "노출 순서", max: 999, fallback: 0, hint: "작을수록 먼저 보입니다." },
  { kind: "check", name: "active", label: "쇼핑몰에 보이기", fallback: true },
];

type Account = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Account>[] = [
  { header: "은행", cell: (account) => account.bankName },
  { header: "계좌번호", cell: (account) => <span className={own.value}>{account.accountNumber}</span> },
  { header: "예금주", cell: (account) => account.holder },
  { header: "용도", cell: (account) => account.purpose || "—" },
  { header: "순서", cell: (account) => account.sortOrder, look: "number" },
  { header: "사용", cell: (account) => yesNo(account.active) },
];

export const loader = (args: Route.LoaderArgs) => loadRecords(args, apiEndpoints.adminDepositAccounts);

export const action = (args: Route.ActionArgs) => recordAction(args, KIND.path, FIELDS, "DepositAccount");

/**
 * Operators (content.write): the cooperative's deposit accounts that GET /api/common/account-numbers lists
 * (docs/decisions/052). Each save and delete is audited; a hidden account stays here but leaves the shop's list.
 */
export default function AdminDepositAccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={TITLE} description={DESCRIPTION} />
      <RecordsPage kind={KIND} fields={FIELDS} columns={COLUMNS} data={loaderData} answer={actionData} counted />
    </>
  );
}

/** A refused or failed page (customer service, sellers): the reason in Korean, inside the back office's frame. */
export function ErrorBoundary() {
  return <AdminPageError title={TITLE} />;
}
