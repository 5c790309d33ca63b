import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import type { Route } from "./+types/healthcheck";

/**
 * Liveness for load balancers. Proxies the API's check, so when web and API run apart a
 * healthy answer means both are up.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const endpoint = apiEndpoints.healthcheck;
  const response = await context.apiFetch(apiPath(endpoint), {
    method: endpoint.method,
    headers: { accept: "application/json" },
  });
  return new Response(await response.text(), {
    status: response.status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
