import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { demoModeOf, hasSmsInbox } from "../../lib/demo-mode";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { type DemoInbox, phoneFilter } from "./inbox-message";

/** How many of the newest messages the inbox lists. */
export const INBOX_SIZE = 30;

/**
 * The SMS sandbox's latest messages (GET /api/dev/outbox), optionally to one number. Only in demo mode with the SMS
 * sandbox: a live configuration answers the shop's 404 without asking the API.
 */
export async function loadDemoInbox(context: AppLoadContext, url: URL): Promise<DemoInbox> {
  if (!hasSmsInbox(demoModeOf(context))) notFound();
  const phone = phoneFilter(url.searchParams.get("phone"));
  const { list } = await orNotFound(
    callApi(context, apiEndpoints.devOutbox, { query: { recipient: phone.digits, size: INBOX_SIZE } }),
  );
  return { phone: phone.typed, messages: list, now: new Date().toISOString() };
}
