import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { eventKeyParamSchema } from "@shop/contracts/display";
import type { AppLoadContext } from "react-router";
import { toTextBlocks } from "../../components/content/text-blocks.server";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";

/**
 * An event page's data: the event by slug or id with its operator-written content as text blocks. A key the API
 * could never match, an unknown event and one not opened yet are all the shop's 404 page.
 */
export async function loadEventDetail(context: AppLoadContext, request: Request, key: string) {
  const parsed = eventKeyParamSchema.safeParse({ key });
  if (!parsed.success) notFound();
  const { event } = await orNotFound(
    callApi(context, apiEndpoints.eventDetail, { request, params: { key: parsed.data.key } }),
    [404, 400],
  );
  return { event, content: toTextBlocks(event.content) };
}

export type LoadedEvent = Awaited<ReturnType<typeof loadEventDetail>>;
