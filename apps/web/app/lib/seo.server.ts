import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { Seo } from "@shop/contracts/content";
import type { AppLoadContext } from "react-router";
import { callApiOrFallback } from "./api-client.server";

/** SEO of one path; a failure is ignored for the shopper (SPEC §8) and the defaults apply. */
export function loadSeo(context: AppLoadContext, pathname: string): Promise<Seo | null> {
  return callApiOrFallback(context, apiEndpoints.seo, null, { query: { u: pathname } });
}
