import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { appStartTarget } from "@shop/core/app/app-version";
import { appPlatformOfUserAgent, appVersionOfUserAgent } from "../../features/app-bridge/app-bridge";
import { callApi } from "../../lib/api-client.server";
import { isAppUserAgent } from "../../lib/app-user-agent";
import type { Route } from "./+types/version-check";

const noStore = { "cache-control": "no-store" };

/**
 * The app start check of SPEC §4 (resource route, JSON): the shop's newest version for the app's platform against
 * the installed one the user agent names; `target` is /app/update when the server's is newer. Outside the app, or
 * when the API cannot answer, nothing is asked of the app (a failed check is only logged, SPEC §8).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const userAgent = request.headers.get("user-agent");
  if (!isAppUserAgent(userAgent)) return Response.json({ target: null }, { headers: noStore });
  const installed = appVersionOfUserAgent(userAgent);
  try {
    const { version } = await callApi(context, apiEndpoints.appVersion, {
      query: { platform: appPlatformOfUserAgent(userAgent) },
    });
    return Response.json({ target: appStartTarget(version, installed), version, installed }, { headers: noStore });
  } catch (error) {
    console.error("[web] app version check failed", error);
    return Response.json({ target: null }, { headers: noStore });
  }
}
