import type { Route } from "./+types/ready";

/** Readiness (the database is reachable), proxied from the API's own check. */
export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.apiFetch("/api/ready", { headers: { accept: "application/json" } });
  return new Response(await response.text(), {
    status: response.status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
