import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { staffCan } from "@shop/core/staff/staff-roles";
import { Link, useRouteLoaderData } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { TodaySummary } from "../../features/admin-stats/today-summary";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMenuFor } from "../../lib/admin-menu";
import { adminMeta } from "../../lib/admin-meta";
import { requireAdminToken } from "../../lib/admin-session.server";
import type { Route } from "./+types/dashboard";
import type { loader as layoutLoader } from "./admin-layout";

export const meta = () => adminMeta("대시보드");

/** Today's orders and paid amount for roles that read the numbers (issue 14 item 6); null for the others. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = await requireAdminToken(request);
  if (!session.staff || !staffCan(session.staff.role, "numbers.read")) return { today: null };
  const today = formatKoreaDate(new Date());
  const numbers = await callAdminApi(context, request, apiEndpoints.adminDashboard, {
    query: { from: today, to: today },
  });
  return { today: numbers.today };
}

/** The back office's first page: the sections this staff member's role opens, each with what it is for. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const sections = layout ? adminMenuFor(layout.staff.permissions).filter((entry) => entry.to !== "/admin") : [];
  return (
    <>
      <AdminPageHeader title="대시보드" description={layout ? `${layout.staff.name}님, 안녕하세요.` : undefined} />
      {loaderData.today ? (
        <section aria-label="오늘">
          <TodaySummary today={loaderData.today} compact />
        </section>
      ) : null}
      <ul className={styles.cards}>
        {sections.map((entry) => (
          <li key={entry.to} className={styles.panel}>
            <Link to={entry.to} className={styles.cardTitle}>
              {entry.label}
            </Link>
            <p className={styles.muted}>{entry.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
