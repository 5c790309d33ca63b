import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { QNA_SUGGESTION_GROUP } from "@shop/contracts/qna";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf } from "../../components/form/form-action.server";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageParam } from "../../lib/page-param";
import { commitShopperSession } from "../../lib/session.server";
import { askQnaInquiry } from "./inquiry-page.server";
import { INQUIRY_MESSAGES } from "./my-item-inquiries";
import { SUGGESTION_MESSAGES, SUGGESTION_PATH, suggestionPageHref } from "./suggestion-page";

const PAGE_SIZE = 10;

export type SuggestionActionData = FormActionData;
const { invalid, apiRefusal } = formAnswers<SuggestionActionData>({});

/**
 * /mypage/suggest (members): the member's suggestions (GET /api/qna/inquiry?kind=suggestion, newest first, paged),
 * or the 제안하기 form at `?write=1`. A page past the end goes to the last one there is.
 */
export async function loadSuggestionPage(context: AppLoadContext, request: Request) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  if (params.get("write") === "1") return { view: "write" as const, group: QNA_SUGGESTION_GROUP };
  const page = pageParam(params);
  const suggestions = await callApi(context, apiEndpoints.myQnaInquiries, {
    request,
    query: { page, size: PAGE_SIZE, kind: "suggestion" },
  });
  const { totalPages } = suggestions.pagination;
  if (suggestions.list.length === 0 && page > 1) throw redirect(suggestionPageHref({ page: Math.max(1, totalPages) }));
  return { view: "list" as const, suggestions };
}

/** The inquiry id a 삭제 button posts, or null for anything that is not one. */
function inquiryIdOf(form: FormData): number | null {
  const id = Number(form.get("inquiryId"));
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The page's posts: 제안하기 (the 1:1 inquiry's form and checks under the suggestions' group, back to the list with
 * the shop's alert) and 삭제 of a suggestion still waiting for its answer.
 */
export async function suggestionPageAction(context: AppLoadContext, request: Request) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  if (intent === "ask") {
    // Whatever group a forged post names, this page files suggestions only.
    form.set("group", QNA_SUGGESTION_GROUP.code);
    return askQnaInquiry(context, request, form, session, { to: SUGGESTION_PATH, message: SUGGESTION_MESSAGES.asked });
  }
  const inquiryId = inquiryIdOf(form);
  if (intent !== "delete" || inquiryId === null) return invalid({ formError: INQUIRY_MESSAGES.badRequest });
  try {
    await callApi(context, apiEndpoints.deleteQnaInquiry, { request, body: { inquiryId } });
  } catch (error) {
    return apiRefusal(error, []);
  }
  const back = new URL(request.url);
  session.flash("alert", SUGGESTION_MESSAGES.deleted);
  return redirect(`${back.pathname}${back.search}`, {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}
