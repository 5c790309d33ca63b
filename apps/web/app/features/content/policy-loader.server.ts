import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { policyQuerySchema } from "@shop/contracts/content";
import type { AppLoadContext } from "react-router";
import { toTextBlocks } from "../../components/content/text-blocks.server";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";

const POLICY_ENDPOINTS = { clause: apiEndpoints.termsOfUse, protect: apiEndpoints.privacyPolicy } as const;

/** The current policy of one kind, or the earlier version named by ?id=; an unknown id is a 404. */
export async function loadPolicy(context: AppLoadContext, request: Request, kind: "clause" | "protect") {
  const url = new URL(request.url);
  const parsed = policyQuerySchema.safeParse({ id: url.searchParams.get("id") || undefined });
  if (!parsed.success) notFound();
  const { policy, versions } = await orNotFound(
    callApi(context, POLICY_ENDPOINTS[kind], { request, query: { id: parsed.data.id } }),
  );
  const { content, ...rest } = policy;
  return { policy: rest, versions, content: toTextBlocks(content) };
}
