import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { StoreIntro } from "../../features/store-inquiry/store-intro";
import { callApi } from "../../lib/api-client.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/store-inquiry";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { categories, reviewBusinessDays } = await callApi(context, apiEndpoints.storeInquiryForm, { request });
  return { categories, reviewBusinessDays };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "입점문의");

/** 입점문의 (SPEC §2 /customer/store-inquiry): why and how producers sell here, and the way to the form. */
export default function StoreInquiryPage({ loaderData }: Route.ComponentProps) {
  return <StoreIntro categories={loaderData.categories} reviewBusinessDays={loaderData.reviewBusinessDays} />;
}
