import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.apiFetch("/api/healthcheck");
  return { health: (await response.json()) as { status: string } };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>농협 축산물 도매몰 {loaderData.health.status}</h1>;
}
