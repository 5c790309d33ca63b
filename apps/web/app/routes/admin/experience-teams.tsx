import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate, koreaDateTime } from "@shop/core/format/korea-date";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Field } from "../../components/admin/admin-form";
import form from "../../components/admin/admin-form.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { ListCount, ListTable } from "../../components/admin/admin-list";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { experienceTeamBodyOf, refusalOf } from "../../features/admin-experience-team/admin-experience-team.server";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/experience-teams";

export const meta = () => adminMeta("체험단 관리");

const PATH = "/admin/experience-teams";

/** The teams (newest first) and, with `?team=`, that team's applicants. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const teamId = Number(url.searchParams.get("team")) || null;
  try {
    const [teams, applicants] = await Promise.all([
      callAdminApi(context, request, apiEndpoints.adminExperienceTeams, { query: { page, size: 20 } }),
      teamId
        ? callAdminApi(context, request, apiEndpoints.adminExperienceApplicants, { params: { id: teamId } })
        : Promise.resolve(null),
    ]);
    return { teams, applicants };
  } catch (error) {
    const refusal = refusalOf(error);
    throw data(refusal.formError, { status: refusal.status });
  }
}

/** 체험단 만들기 (intent create) and 선정 / 선정 취소 (intent select). */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readAdminForm(request);
  const intent = posted.get("intent");
  try {
    if (intent === "select") {
      const id = Number(posted.get("teamId"));
      const applicationId = Number(posted.get("applicationId"));
      await callAdminApi(context, request, apiEndpoints.adminSelectExperienceApplicant, {
        params: { id, applicationId },
        body: { selected: posted.get("selected") === "true" },
      });
      return redirect(`${PATH}?team=${id}&done=selected`);
    }
    const { team } = await callAdminApi(context, request, apiEndpoints.adminCreateExperienceTeam, {
      body: experienceTeamBodyOf(posted),
    });
    return redirect(`${PATH}?team=${team.teamId}&done=created`);
  } catch (error) {
    const refusal = refusalOf(error);
    return data(refusal, { status: refusal.status });
  }
}

const DONE_TEXT: Record<string, string> = {
  created: "체험단을 만들었습니다. 모집 기간이 되면 상품 상세에 모집 안내가 보입니다.",
  selected:
    "선정 상태를 바꿨습니다. 선정 결과는 발표일부터 회원에게 보이며, 선정된 회원에게는 발표일 오전 9시(발표 뒤에 선정하면 곧바로) 안내 문자를 보냅니다.",
};

/** 체험단 관리: make a team for an item, see who applied and select members once recruiting has closed. */
export default function AdminExperienceTeamsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { teams, applicants } = loaderData;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const done = DONE_TEXT[params.get("done") ?? ""];
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader
        title="체험단 관리"
        description="상품별 체험단을 만들고, 모집이 끝나면 신청자 중에서 모집 인원만큼 선정합니다. 선정 결과는 발표일부터 회원에게 보입니다."
      />
      {done && !actionData?.formError && (
        <p className={table.notice} role="status">
          {done}
        </p>
      )}
      {actionData?.formError && (
        <p className={table.formError} role="alert">
          {actionData.formError}
        </p>
      )}

      {applicants && (
        <section aria-label="신청자">
          <h2>
            {applicants.team.title} <span className={table.badge}>{applicants.team.phaseLabel}</span>
          </h2>
          <p className={table.muted}>
            {applicants.team.itemName} ({applicants.team.itemUserCode}) · 모집 {applicants.team.recruitPeriod} · 발표{" "}
            {applicants.team.announceDate} · 선정 {applicants.team.selectedCount}/{applicants.team.capacity}명
          </p>
          <ListTable
            columns={["신청일", "회원", "연락처", "SNS", "신청 내용", "리뷰", "상태", "안내 문자", "선정"]}
            rows={applicants.list}
            empty="아직 신청한 회원이 없습니다."
            row={(row) => (
              <tr key={row.applicationId}>
                <td>{koreaDate(row.createdAt)}</td>
                <td>
                  {row.name} ({row.loginId})
                </td>
                <td>{row.phone}</td>
                <td>
                  {row.snsUrl ? (
                    <a href={row.snsUrl} target="_blank" rel="noreferrer noopener">
                      보기
                    </a>
                  ) : (
                    "-"
                  )}
                </td>
                <td>{row.message}</td>
                <td>{row.reviewed ? "작성" : "-"}</td>
                <td>{row.status === "selected" ? "선정" : "신청"}</td>
                <td>{row.announceTextedAt ? koreaDateTime(row.announceTextedAt) : "-"}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="select" />
                    <input type="hidden" name="teamId" value={applicants.team.teamId} />
                    <input type="hidden" name="applicationId" value={row.applicationId} />
                    <input type="hidden" name="selected" value={row.status === "selected" ? "false" : "true"} />
                    <button
                      type="submit"
                      className={row.status === "selected" ? table.button : table.primary}
                      disabled={busy}
                    >
                      {row.status === "selected" ? "선정 취소" : "선정"}
                    </button>
                  </Form>
                </td>
              </tr>
            )}
          />
        </section>
      )}

      <section aria-label="체험단 목록">
        <h2>체험단 목록</h2>
        <ListCount total={teams.pagination.totalCount} unit="개" />
        <ListTable
          columns={[
            "번호",
            "체험단",
            "상품",
            "모집 기간",
            "발표",
            "상태",
            { label: "신청", number: true },
            "선정",
            "리뷰",
            "관리",
          ]}
          rows={teams.list}
          empty="아직 만든 체험단이 없습니다."
          row={(team) => (
            <tr key={team.teamId}>
              <td>{team.teamId}</td>
              <td>{team.title}</td>
              <td>
                {team.itemName} ({team.itemUserCode})
              </td>
              <td>{team.recruitPeriod}</td>
              <td>{team.announceDate}</td>
              <td>{team.phaseLabel}</td>
              <td className={table.number}>{team.applicantCount}</td>
              <td>
                {team.selectedCount}/{team.capacity}
              </td>
              <td>{team.reviewCount}</td>
              <td>
                <Link className={table.button} to={`${PATH}?team=${team.teamId}`}>
                  신청자
                </Link>
              </td>
            </tr>
          )}
        />
        {teams.pagination.totalPages > 1 && <PaginationNav pagination={teams.pagination} />}
      </section>

      <Form method="post" className={form.form}>
        <h2 className={form.formTitle}>체험단 만들기</h2>
        <input type="hidden" name="intent" value="create" />
        <Field label="상품 코드" error={errors.itemUserCode} hint="예: G0000064">
          <input name="itemUserCode" required />
        </Field>
        <Field label="모집 인원" error={errors.capacity}>
          <input name="capacity" type="number" min={1} max={1000} defaultValue={5} required />
        </Field>
        <Field label="체험단 제목" error={errors.title} wide>
          <input name="title" required maxLength={100} />
        </Field>
        <Field label="체험단 안내" error={errors.description} hint="제공 내용과 리뷰 조건을 한 줄에 하나씩" wide>
          <textarea name="description" required maxLength={2000} rows={4} />
        </Field>
        <Field label="모집 시작일" error={errors.recruitStart}>
          <input name="recruitStart" type="date" required />
        </Field>
        <Field label="모집 종료일" error={errors.recruitEnd}>
          <input name="recruitEnd" type="date" required />
        </Field>
        <Field label="발표일" error={errors.announceDate}>
          <input name="announceDate" type="date" required />
        </Field>
        <Field label="리뷰 마감일" error={errors.reviewEnd}>
          <input name="reviewEnd" type="date" required />
        </Field>
        <div className={form.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            체험단 만들기
          </button>
        </div>
      </Form>
    </>
  );
}
