import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { AUTH_MESSAGES } from "@shop/contracts/auth";
import { eventReplyBodySchema } from "@shop/contracts/display";
import { type AppLoadContext, data, redirect } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { currentTarget, loginHref, readProtectedForm } from "../../lib/auth.server";
import { commitShopperSession, isLoggedIn } from "../../lib/session.server";
import type { ReplyActionData } from "./event-replies";

/**
 * POST of the reply form of an event page (with or without JavaScript). An anonymous shopper is sent to log in
 * with this page as the target and SPEC §8's 로그인 후 이용이 가능합니다.; a member's reply goes to the API, whose
 * refusal (ended event, too long) comes back as the form's message.
 */
export async function postEventReply(request: Request, context: AppLoadContext) {
  const { form, session } = await readProtectedForm(request);
  if (!isLoggedIn(session)) {
    session.flash("alert", AUTH_MESSAGES.UNAUTHORIZED);
    throw redirect(loginHref(currentTarget(request)), {
      headers: { "Set-Cookie": await commitShopperSession(request, session) },
    });
  }
  const rawContent = typeof form.get("content") === "string" ? String(form.get("content")) : "";
  const parsed = eventReplyBodySchema.safeParse({ eventId: Number(form.get("eventId")), content: rawContent });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === "content") ?? parsed.error.issues[0];
    return data<ReplyActionData>(
      { ok: false, error: issue?.message ?? "잘못된 요청입니다.", content: rawContent },
      400,
    );
  }
  try {
    const { reply } = await callApi(context, apiEndpoints.replyToEvent, {
      request,
      body: parsed.data,
    });
    return data<ReplyActionData>({ ok: true, replyId: reply.id });
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return data<ReplyActionData>({ ok: false, error: error.message, content: rawContent }, error.status);
  }
}
