import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { BlockList } from "@shop/contracts/moderation";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";

/** /mypage/blocked-members (members): the authors the member blocked from reviews and replies (decision 051). */
export async function loadBlockedMembers(request: Request, context: AppLoadContext): Promise<BlockList> {
  await requireUser(request);
  return callApi(context, apiEndpoints.blockList, { request });
}
