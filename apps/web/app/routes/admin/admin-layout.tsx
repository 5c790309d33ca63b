import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Outlet, redirect } from "react-router";
import { AdminFrame } from "../../components/admin/admin-frame";
import { callAdminApi } from "../../lib/admin-api.server";
import { ADMIN_ACCOUNT_PATH } from "../../lib/admin-session.server";
import type { Route } from "./+types/admin-layout";

/** Every back-office page but the login: who is signed in (a visitor without a staff session goes to the login). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await callAdminApi(context, request, apiEndpoints.adminMe);
  // A temporary password from an operator opens only 내 계정 until a new one is chosen (decision 045).
  if (staff.mustChangePassword && new URL(request.url).pathname !== ADMIN_ACCOUNT_PATH) {
    throw redirect(ADMIN_ACCOUNT_PATH);
  }
  return { staff };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame staff={loaderData.staff}>
      <Outlet />
    </AdminFrame>
  );
}
