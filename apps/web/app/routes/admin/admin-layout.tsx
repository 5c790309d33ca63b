import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Outlet } from "react-router";
import { AdminFrame } from "../../components/admin/admin-frame";
import { callAdminApi } from "../../lib/admin-api.server";
import type { Route } from "./+types/admin-layout";

/** Every back-office page but the login: who is signed in (a visitor without a staff session goes to the login). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await callAdminApi(context, request, apiEndpoints.adminMe);
  return { staff };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame staff={loaderData.staff}>
      <Outlet />
    </AdminFrame>
  );
}
