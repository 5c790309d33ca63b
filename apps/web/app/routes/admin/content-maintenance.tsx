import { apiEndpoints } from "@shop/contracts/api-endpoints";
import table from "../../components/admin/admin-table.module.css";
import styles from "../../features/admin-content/admin-content.module.css";
import { bodyOf, formAction, loadContent, textOf } from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import { ContentFields, ContentForm, ContentMessages, useBusy } from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-maintenance";

export const meta = () => adminMeta("점검 시간 관리");

const MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm'";

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "start", label: "시작", hint: MINUTE_HINT, placeholder: "2026-12-01 02:00" },
  { kind: "text", name: "end", label: "종료", hint: `${MINUTE_HINT}, 시작보다 뒤`, placeholder: "2026-12-01 04:00" },
  {
    kind: "textarea",
    name: "message",
    label: "안내 문구",
    max: 500,
    rows: 4,
    wide: true,
    hint: "점검 화면에 보입니다. 글로만 입력합니다.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { maintenance: await loadContent(() => callAdminApi(context, request, apiEndpoints.adminMaintenance)) };
}

const CLEARED = { start: "", end: "", message: "" };

export const action = (args: Route.ActionArgs) =>
  formAction(args, "/admin/content/maintenance", apiEndpoints.adminUpdateMaintenance, FIELDS, {
    body: (form, fields) => (textOf(form, "intent") === "clear" ? CLEARED : bodyOf(form, fields)),
  });

const windowText = (window: { start: string; end: string }) =>
  window.start || window.end ? `${window.start || "(없음)"} ~ ${window.end || "(없음)"}` : "없음";

/**
 * 점검 시간: while the window holds, every shop page leads to the maintenance page (the back office stays open). The
 * window set here wins over the server's MAINTENANCE_START/END while it is current or still to come.
 */
export default function AdminMaintenancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { maintenance } = loaderData;
  const busy = useBusy();
  const clear = (
    <button
      type="submit"
      name="intent"
      value="clear"
      className={table.button}
      disabled={busy}
      onClick={(event) => {
        if (!window.confirm("점검 시간을 지울까요? 점검 중이면 쇼핑몰이 바로 다시 열립니다.")) event.preventDefault();
      }}
    >
      점검 시간 지우기
    </button>
  );
  return (
    <>
      <ContentMessages answer={actionData} />
      <dl className={styles.facts}>
        <dt>지금 쇼핑몰</dt>
        <dd>
          {maintenance.effective.active ? <span className={table.badge}>점검 중</span> : "정상 영업"} (적용 시간:{" "}
          {windowText(maintenance.effective)},{" "}
          {maintenance.source === "stored" ? "여기서 정한 시간" : "서버 설정(MAINTENANCE_START/END)"})
        </dd>
        <dt>서버 설정</dt>
        <dd>
          {maintenance.config
            ? `${windowText(maintenance.config)} — 여기서 정한 시간이 끝나기 전까지는 여기서 정한 시간을 따릅니다.`
            : "없음"}
        </dd>
      </dl>
      <ContentForm label="점검 시간 설정" title="점검 시간" submit="점검 시간 저장" actions={clear}>
        <ContentFields fields={FIELDS} values={maintenance.stored} errors={actionData?.fieldErrors} />
      </ContentForm>
    </>
  );
}
