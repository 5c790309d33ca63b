import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, useNavigation } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import styles from "../../features/admin-content/admin-content.module.css";
import { loadContent, runContentWrite, textOf } from "../../features/admin-content/content-action.server";
import { ContentMessages, Field } from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-maintenance";

export const meta = () => adminMeta("점검 시간 관리");

const MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm'";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { maintenance: await loadContent(() => callAdminApi(context, request, apiEndpoints.adminMaintenance)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const clear = textOf(form, "intent") === "clear";
  const body = clear
    ? { start: "", end: "", message: "" }
    : { start: textOf(form, "start"), end: textOf(form, "end"), message: textOf(form, "message") };
  return runContentWrite("/admin/content/maintenance", "saved", () =>
    callAdminApi(context, request, apiEndpoints.adminUpdateMaintenance, { body }),
  );
}

const windowText = (window: { start: string; end: string }) =>
  window.start || window.end ? `${window.start || "(없음)"} ~ ${window.end || "(없음)"}` : "없음";

/**
 * 점검 시간: while the window holds, every shop page leads to the maintenance page (the back office stays open). The
 * window set here wins over the server's MAINTENANCE_START/END while it is current or still to come.
 */
export default function AdminMaintenancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { maintenance } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
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
      <Form method="post" className={styles.form} aria-label="점검 시간 설정">
        <h2 className={styles.formTitle}>점검 시간</h2>
        <Field label="시작" error={error("start")} hint={MINUTE_HINT}>
          <input name="start" defaultValue={maintenance.stored.start} placeholder="2026-12-01 02:00" />
        </Field>
        <Field label="종료" error={error("end")} hint={`${MINUTE_HINT}, 시작보다 뒤`}>
          <input name="end" defaultValue={maintenance.stored.end} placeholder="2026-12-01 04:00" />
        </Field>
        <Field label="안내 문구" error={error("message")} wide hint="점검 화면에 보입니다. 글로만 입력합니다.">
          <textarea name="message" defaultValue={maintenance.stored.message} maxLength={500} rows={4} />
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            점검 시간 저장
          </button>
          <button
            type="submit"
            name="intent"
            value="clear"
            className={table.button}
            disabled={busy}
            onClick={(event) => {
              if (!window.confirm("점검 시간을 지울까요? 점검 중이면 쇼핑몰이 바로 다시 열립니다."))
                event.preventDefault();
            }}
          >
            점검 시간 지우기
          </button>
        </div>
      </Form>
    </>
  );
}
