import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pickMeatCutKind } from "../../features/meat-cuts/meat-cut-guide";
import { MeatCutGuideView } from "../../features/meat-cuts/meat-cut-guide-view";
import { callApi } from "../../lib/api-client.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/meat-cuts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list } = await callApi(context, apiEndpoints.meatCuts, { request });
  const selected = pickMeatCutKind(list, new URL(request.url).searchParams.get("livestock"));
  return { kinds: list, selected };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.selected ? `${loaderData.selected.livestockName} 부위 안내` : "부위 안내");

/** /display/meat-cuts: the cut chart and cuts of each livestock kind (GET /api/system-code/meat-cut). */
export default function MeatCutsPage({ loaderData }: Route.ComponentProps) {
  return <MeatCutGuideView kinds={loaderData.kinds} selected={loaderData.selected} />;
}
