import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import type { Route } from "./+types/ready";

/** Readiness (the database is reachable), proxied from the API's own check. */
export async function loader({ context }: Route.LoaderArgs) {
  const endpoint = apiEndpoints.ready;
  const response = await context.apiFetch(apiPath(endpoint), {
    method: endpoint.method,
    headers: { accept: "application/json" },
  });
  return new Response(await response.text(), {
    status: response.status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
