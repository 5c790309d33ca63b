import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { appPushTokenRequestSchema } from "@shop/contracts/app-push";
import { data } from "react-router";
import { appTokenCookie } from "../../features/app-bridge/app-token-cookie.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { isLoggedIn } from "../../lib/session.server";
import type { Route } from "./+types/push-token";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/**
 * The app start's push token (SPEC §4: only when logged in): sent to POST /api/app-push/token with what the app says
 * of itself, and kept in the app token cookie (SPEC §9) for /app/setting. A guest is refused without asking the API.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, session } = await readProtectedForm(request);
  if (!isLoggedIn(session)) return data({ ok: false as const }, { status: 401 });
  const body = appPushTokenRequestSchema.safeParse({
    token: text(form, "token"),
    platform: text(form, "platform"),
    appVersion: text(form, "appVersion"),
    deviceModel: text(form, "deviceModel"),
    osVersion: text(form, "osVersion"),
  });
  if (!body.success) return data({ ok: false as const }, { status: 400 });
  try {
    const setting = await callApi(context, apiEndpoints.appPushToken, { request, body: body.data });
    return data({ ok: true as const, setting }, { headers: { "Set-Cookie": appTokenCookie(request, setting.key) } });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    console.error("[web] push token refused", error.status, error.message);
    return data({ ok: false as const }, { status: error.status >= 500 ? 502 : error.status });
  }
}
