import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { AUTH_MESSAGES } from "@shop/contracts/auth";
import { REPORT_INIT, reportTargetSchema } from "@shop/contracts/moderation";
import { redirect } from "react-router";
import { formAnswers } from "../../components/form/form-action.server";
import type { ModerationAnswer } from "../../components/moderation/moderation-answer";
import { callApi } from "../../lib/api-client.server";
import { loginHref, readProtectedForm, safeTarget } from "../../lib/auth.server";
import { commitShopperSession, isLoggedIn } from "../../lib/session.server";
import type { Route } from "./+types/moderation";

// 신고하기 / 차단하기 (decision 051): the review and reply menus (components/moderation) post here from any page; the
// page's loaders run again after a block, so the blocked author's reviews and replies leave the list at once.

const { reply, invalid, buttonRefusal } = formAnswers<ModerationAnswer>({ intent: "unknown" }, (answer, alert) => ({
  ...answer,
  alert,
}));

/** The report dialog's reasons (the API's list; its copy in the contracts when the API cannot be reached). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return await callApi(context, apiEndpoints.reportInit);
  } catch (error) {
    console.error("[web] report reasons unavailable; showing the built-in list", error);
    return REPORT_INIT;
  }
}

function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form, session } = await readProtectedForm(request);
  const intent = textOf(form, "intent");
  if (!isLoggedIn(session)) {
    // SPEC §8 for a member-only button pressed by a guest: the alert, then the login page back to where they were.
    session.flash("alert", AUTH_MESSAGES.UNAUTHORIZED);
    throw redirect(loginHref(safeTarget(textOf(form, "target"))), {
      headers: { "Set-Cookie": await commitShopperSession(request, session) },
    });
  }
  const target = reportTargetSchema.safeParse({
    targetType: textOf(form, "targetType"),
    targetId: Number(textOf(form, "targetId")),
  });
  const blockId = Number(textOf(form, "blockId"));
  const options = { request };
  try {
    switch (intent) {
      case "report": {
        if (!target.success) return invalid({ intent, alert: "잘못된 요청입니다." });
        const reasonText = textOf(form, "reasonText")?.trim();
        const answer = await callApi(context, apiEndpoints.report, {
          ...options,
          body: { ...target.data, reasonCode: textOf(form, "reasonCode") ?? "", ...(reasonText ? { reasonText } : {}) },
        });
        return reply({ intent, done: true, alert: answer.message });
      }
      case "block": {
        if (!target.success) return invalid({ intent, alert: "잘못된 요청입니다." });
        const answer = await callApi(context, apiEndpoints.block, { ...options, body: target.data });
        return reply({ intent, done: true, alert: answer.message });
      }
      case "unblock": {
        if (!Number.isInteger(blockId) || blockId < 1) return invalid({ intent, alert: "잘못된 요청입니다." });
        const answer = await callApi(context, apiEndpoints.unblock, { ...options, body: { blockId } });
        return reply({ intent, done: true, alert: answer.message });
      }
      default:
        return invalid({ intent: "unknown", alert: "잘못된 요청입니다." });
    }
  } catch (error) {
    return buttonRefusal(error, { intent: intent === "report" || intent === "block" ? intent : "unblock" });
  }
}
