import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { idParamSchema } from "@shop/contracts/common";
import { redirect } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import type { Route } from "./+types/notice-detail-legacy";

/** The query names the old shop's notice links carried the notice's number in. */
const LEGACY_ID_PARAMS = ["id", "noticeId"] as const;

/**
 * The old notice address (SPEC §2 /customer/notice-detail?id= or ?noticeId=), kept for links and bookmarks made
 * before /customer/notice/:id: a notice there is a permanent redirect to its page (the list's other query, its
 * page, carried along); a number that names no notice, or none at all, is the shop's 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = LEGACY_ID_PARAMS.map((name) => url.searchParams.get(name)).find((value) => value !== null);
  const id = idParamSchema.safeParse({ id: raw ?? "" });
  if (!id.success) notFound();
  await orNotFound(callApi(context, apiEndpoints.noticeDetail, { request, params: { id: id.data.id } }));
  const rest = new URLSearchParams(url.searchParams);
  for (const name of LEGACY_ID_PARAMS) rest.delete(name);
  const query = rest.toString();
  throw redirect(`/customer/notice/${id.data.id}${query ? `?${query}` : ""}`, 301);
}

// Every request is answered by the loader (a redirect or the layout's 404); React Router still wants a component.
export default function LegacyNoticeDetail() {
  return null;
}
