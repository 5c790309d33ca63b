import {
  ADMIN_MEMBER_SEARCH_FIELD_LABELS,
  ADMIN_MEMBER_SEARCH_FIELDS,
  ADMIN_MEMBER_STATUS_LABELS,
  ADMIN_MEMBER_TYPE_LABELS,
  adminMemberListQuerySchema,
} from "@shop/contracts/admin-member";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import {
  FilterBar,
  FilterField,
  ListCount,
  ListTable,
  PeriodFields,
  SelectFilter,
} from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-member/admin-member.module.css";
import { memberKindText, memberStatusText } from "../../features/admin-member/admin-member-format";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/members";

export const meta = () => adminMeta("회원 관리");

const FILTER_KEYS = ["keyword", "searchField", "userType", "status", "joinedFrom", "joinedTo", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query, filterError } = listFiltersOf(request, FILTER_KEYS, adminMemberListQuerySchema);
  const page = await callAdminApi(context, request, apiEndpoints.adminMembers, { query: { ...query, size: 20 } });
  return { page, filters, filterError };
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
      <FilterBar label="회원 검색">
        <FilterField label="검색 항목">
          <select name="searchField" defaultValue={filters.searchField ?? "all"}>
            {ADMIN_MEMBER_SEARCH_FIELDS.map((field) => (
              <option key={field} value={field}>
                {ADMIN_MEMBER_SEARCH_FIELD_LABELS[field]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="검색어">
          <input
            name="keyword"
            type="search"
            maxLength={50}
            defaultValue={filters.keyword ?? ""}
            placeholder="앞부분부터 입력 (휴대폰은 뒤 4자리도)"
          />
        </FilterField>
        <SelectFilter
          label="회원 구분"
          name="userType"
          value={filters.userType}
          options={["PERSONAL", "BUSINESS"] as const}
          labels={ADMIN_MEMBER_TYPE_LABELS}
        />
        <SelectFilter
          label="상태"
          name="status"
          value={filters.status}
          options={["ACTIVE", "DORMANT", "SECEDED"] as const}
          labels={ADMIN_MEMBER_STATUS_LABELS}
        />
        <PeriodFields
          from={filters.joinedFrom}
          to={filters.joinedTo}
          names={["joinedFrom", "joinedTo"]}
          labels={["가입일 시작", "가입일 끝"]}
        />
      </FilterBar>
      {filterError && (
        <p className={styles.formError} role="alert">
          {filterError} 조건 없이 전체 회원을 보여 드립니다.
        </p>
      )}
      <ListCount total={page.pagination.totalCount} unit="명" />
      <ListTable
        columns={[
          "아이디",
          "이름",
          "휴대폰 번호",
          "이메일",
          "구분",
          "회사 / 사업자등록번호",
          "상태",
          "가입일",
          "최근 로그인",
        ]}
        rows={page.list}
        empty="조건에 맞는 회원이 없습니다."
        row={(member) => (
          <tr key={member.id}>
            <td>
              <Link className={adminDetail.nameLink} to={`/admin/members/${member.id}`}>
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
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
