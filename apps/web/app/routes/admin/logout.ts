import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { redirect } from "react-router";
import { ADMIN_LOGIN_PATH, commitAdminSession, readAdminForm, readAdminSession } from "../../lib/admin-session.server";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/logout";

/** Ends the staff session at the API and clears the back-office cookie (a GET just goes to the login). */
export async function action({ request, context }: Route.ActionArgs) {
  await readAdminForm(request);
  const session = await readAdminSession(request);
  if (session.token) {
    await callApi(context, apiEndpoints.adminLogout, {
      request,
      anonymous: true,
      callerHandlesErrors: true,
      headers: { authorization: `Bearer ${session.token}` },
    }).catch(() => {
      // Already ended at the API (idle, or elsewhere): clearing the cookie is all that is left.
    });
  }
  throw redirect(ADMIN_LOGIN_PATH, {
    headers: { "Set-Cookie": await commitAdminSession(request, { notice: "로그아웃되었습니다." }) },
  });
}

export function loader() {
  throw redirect(ADMIN_LOGIN_PATH);
}
