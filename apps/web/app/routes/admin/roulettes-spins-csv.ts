import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { data } from "react-router";
import { rouletteIdOf, spinsCsvResponse } from "../../features/admin-roulette/admin-roulette.server";
import type { Route } from "./+types/roulettes-spins-csv";

/** A roulette's spins as .csv (a resource route): the API's download with the staff token, members masked. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = rouletteIdOf(params.id);
  if (id === null) throw data(ADMIN_MESSAGES.notFound, { status: 404 });
  return spinsCsvResponse(context, request, id);
}
