import {
  ADMIN_MEMBER_SEARCH_FIELD_LABELS,
  ADMIN_MEMBER_SEARCH_FIELDS,
  ADMIN_MEMBER_STATUS_LABELS,
  ADMIN_MEMBER_TYPE_LABELS,
  adminMemberListQuerySchema,
} from "@shop/contracts/admin-member";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-member/admin-member.module.css";
import { memberKindText, memberStatusText } from "../../features/admin-member/admin-member-format";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/members";

export const meta = () => adminMeta("회원 관리");

const FILTER_KEYS = ["keyword", "searchField", "userType", "status", "joinedFrom", "joinedTo", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, url.searchParams.get(key) || undefined]));
  // Filters typed wrong (a half date, a period backwards) are dropped rather than refused: the list still shows.
  const parsed = adminMemberListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : adminMemberListQuerySchema.parse({});
  const page = await callAdminApi(context, request, apiEndpoints.adminMembers, { query: { ...query, size: 20 } });
  return { page, filters: raw, filterError: parsed.success ? null : (parsed.error.issues[0]?.message ?? null) };
}

/** Staff: members by keyword, type, status and join period, newest joins first. */
export default function AdminMembersPage({ loaderData }: Route.ComponentProps) {
  const { page, filters, filterError } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="회원 관리"
        description={
          page.masked
            ? "회원을 찾아 정보와 적립금을 확인합니다. 고객센터 계정에는 이름, 연락처, 이메일, 주소가 가려져 보입니다."
            : "회원을 찾아 정보와 적립금을 확인하고, 적립금을 조정합니다."
        }
      />
      <Form method="get" className={styles.filters} aria-label="회원 검색">
        <label className={styles.filter}>
          검색 항목
          <select name="searchField" defaultValue={filters.searchField ?? "all"}>
            {ADMIN_MEMBER_SEARCH_FIELDS.map((field) => (
              <option key={field} value={field}>
                {ADMIN_MEMBER_SEARCH_FIELD_LABELS[field]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          검색어
          <input
            name="keyword"
            type="search"
            maxLength={50}
            defaultValue={filters.keyword ?? ""}
            placeholder="앞부분부터 입력 (휴대폰은 뒤 4자리도)"
          />
        </label>
        <label className={styles.filter}>
          회원 구분
          <select name="userType" defaultValue={filters.userType ?? ""}>
            <option value="">전체</option>
            {(["PERSONAL", "BUSINESS"] as const).map((type) => (
              <option key={type} value={type}>
                {ADMIN_MEMBER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          상태
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">전체</option>
            {(["ACTIVE", "DORMANT", "SECEDED"] as const).map((status) => (
              <option key={status} value={status}>
                {ADMIN_MEMBER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          가입일 시작
          <input type="date" name="joinedFrom" defaultValue={filters.joinedFrom ?? ""} />
        </label>
        <label className={styles.filter}>
          가입일 끝
          <input type="date" name="joinedTo" defaultValue={filters.joinedTo ?? ""} />
        </label>
        <button type="submit" className={styles.primary}>
          검색
        </button>
      </Form>
      {filterError && (
        <p className={styles.formError} role="alert">
          {filterError} 조건 없이 전체 회원을 보여 드립니다.
        </p>
      )}
      <p className={styles.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}명</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">아이디</th>
              <th scope="col">이름</th>
              <th scope="col">휴대폰 번호</th>
              <th scope="col">이메일</th>
              <th scope="col">구분</th>
              <th scope="col">회사 / 사업자등록번호</th>
              <th scope="col">상태</th>
              <th scope="col">가입일</th>
              <th scope="col">최근 로그인</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 ? (
              <tr>
                <td colSpan={9} className={styles.empty}>
                  조건에 맞는 회원이 없습니다.
                </td>
              </tr>
            ) : (
              page.list.map((member) => (
                <tr key={member.id}>
                  <td>
                    <Link className={own.nameLink} to={`/admin/members/${member.id}`}>
                      {member.loginId}
                    </Link>
                  </td>
                  <td>{member.userName}</td>
                  <td className={own.nowrap}>{member.phoneNumber ?? "-"}</td>
                  <td>{member.email ?? "-"}</td>
                  <td>{memberKindText(member)}</td>
                  <td>
                    {member.companyName ?? "-"}
                    {member.businessNumber && (
                      <>
                        <br />
                        <span className={styles.muted}>{member.businessNumber}</span>
                      </>
                    )}
                  </td>
                  <td>
                    <span className={styles.badge}>{memberStatusText(member)}</span>
                  </td>
                  <td className={own.nowrap}>{koreaDate(member.createdAt)}</td>
                  <td className={own.nowrap}>{member.lastLoginAt ? koreaDate(member.lastLoginAt) : "-"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
