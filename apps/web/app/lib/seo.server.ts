import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { Seo } from "@shop/contracts/content";
import type { AppLoadContext } from "react-router";
import { seoAnswers } from "./shared-answers.server";

/**
 * SEO of one path, shared by every shopper for SHELL_CACHE_TTL_MS (docs/decisions/026); a failure is ignored for the
 * shopper (SPEC §8) and the defaults apply.
 */
export function loadSeo(context: AppLoadContext, pathname: string): Promise<Seo | null> {
  return seoAnswers.getOr(context, apiEndpoints.seo, null, { query: { u: pathname } });
}
