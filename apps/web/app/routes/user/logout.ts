import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { redirect } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { clearRememberMeCookie } from "../../lib/mobile-login-persistence.server";
import { clearLogin, commitShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/logout";

/** Logout is a POST (a link could be triggered by another site); a plain visit goes home. */
export function loader() {
  return redirect("/");
}

/**
 * SPEC §4 "Logout": the API revokes the token (GET /op_security_logout), then the session and the remember-me
 * cookie are removed. A token the API no longer knows (expired) is no reason to keep the shopper logged in here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = await readProtectedForm(request);
  if (session.has("token")) {
    try {
      await callApi(context, apiEndpoints.logout, { request, callerHandlesErrors: true });
    } catch (error) {
      if (!(error instanceof ApiResponseError && error.status === 401)) {
        console.error("[web] logout call failed; clearing the session anyway", error);
      }
    }
  }
  clearLogin(session);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitShopperSession(request, session));
  headers.append("Set-Cookie", clearRememberMeCookie(request));
  return redirect("/", { headers });
}
