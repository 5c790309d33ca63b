import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { SALESON_ID_HEADER } from "@shop/contracts/auth";
import { QNA_FORM_FIELD } from "@shop/contracts/qna";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf, publicValues } from "../../components/form/form-action.server";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import { callApi, callPath } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { commitShopperSession, type ShopperSession } from "../../lib/session.server";
import { inquiryPageHref, readInquiryPageQuery } from "./inquiry-page-query";
import { INQUIRY_MESSAGES } from "./my-item-inquiries";
import { attachedFilesOf, pickedFilesProblem, QNA_FORM_FIELDS, QNA_FORM_MESSAGES, QNA_FORM_SPEC } from "./qna-form";

const PAGE_SIZE = 10;

export type InquiryActionData = FormActionData;
const { invalid, apiRefusal } = formAnswers<InquiryActionData>({});

/**
 * /mypage/inquiry-item's data for the address: the 1:1 inquiries (GET /api/qna/inquiry), the form's groups
 * (GET /api/qna/qna-groups) or the item questions (GET /api/qna/item-inquiry), never more than the view shows.
 */
export async function loadInquiryPage(context: AppLoadContext, request: Request) {
  await requireUser(request);
  const query = readInquiryPageQuery(new URL(request.url).searchParams);
  const page = { page: query.page, size: PAGE_SIZE };
  if (query.tab === "item") {
    const itemInquiries = await callApi(context, apiEndpoints.itemInquiries, { request, query: page });
    return { query, view: "item" as const, itemInquiries };
  }
  if (query.write) {
    const groups = await callApi(context, apiEndpoints.qnaGroups, { request });
    return { query, view: "write" as const, groups: groups.list };
  }
  const inquiries = await callApi(context, apiEndpoints.myQnaInquiries, { request, query: page });
  return { query, view: "qna" as const, inquiries };
}

async function backWithAlert(request: Request, session: ShopperSession, to: string, alert: string) {
  session.flash("alert", alert);
  return redirect(to, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

/** The inquiry id a 삭제 button posts, or null for anything that is not one. */
function inquiryIdOf(form: FormData): number | null {
  const id = Number(form.get("inquiryId"));
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * 문의하기 (or 제안하기): the form checked by the shared rules, then POST /api/qna/inquiry as multipart with the files;
 * on success back to `done.to` with `done.message` as the shop's alert.
 */
export async function askQnaInquiry(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  session: ShopperSession,
  done: { to: string; message: string } = { to: inquiryPageHref({ tab: "qna" }), message: QNA_FORM_MESSAGES.asked },
) {
  const values = readFormValues(form, QNA_FORM_SPEC);
  const shown = publicValues(values);
  const files = attachedFilesOf(form);
  const fieldErrors = validateFormValues(values, QNA_FORM_SPEC);
  const filesProblem = pickedFilesProblem(files);
  if (filesProblem) fieldErrors[QNA_FORM_FIELD.files] = filesProblem;
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: shown });

  const body = new FormData();
  for (const name of [QNA_FORM_FIELD.group, QNA_FORM_FIELD.title, QNA_FORM_FIELD.content, QNA_FORM_FIELD.orderCode]) {
    body.append(name, String(values[name] ?? ""));
  }
  for (const file of files) body.append(QNA_FORM_FIELD.files, file, file.name);
  try {
    await callApi(context, apiEndpoints.askQnaInquiry, { request, form: body });
  } catch (error) {
    return apiRefusal(error, QNA_FORM_FIELDS, { values: shown });
  }
  return backWithAlert(request, session, done.to, done.message);
}

/**
 * The page's posts, by intent: 문의하기 (ask), 삭제 of a waiting 1:1 inquiry (delete) or of an item question
 * (delete-item). A delete comes back to the same address with the shop's alert; a refusal shows the API's message.
 */
export async function inquiryPageAction(context: AppLoadContext, request: Request) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  if (intent === "ask") return askQnaInquiry(context, request, form, session);

  const inquiryId = inquiryIdOf(form);
  if (inquiryId === null || (intent !== "delete" && intent !== "delete-item")) {
    return invalid({ formError: INQUIRY_MESSAGES.badRequest });
  }
  const endpoint = intent === "delete" ? apiEndpoints.deleteQnaInquiry : apiEndpoints.deleteItemInquiry;
  try {
    await callApi(context, endpoint, { request, body: { inquiryId } });
  } catch (error) {
    return apiRefusal(error, []);
  }
  const back = new URL(request.url);
  const message = intent === "delete" ? QNA_FORM_MESSAGES.deleted : INQUIRY_MESSAGES.deleted;
  return backWithAlert(request, session, `${back.pathname}${back.search}`, message);
}

const notFoundResponse = () =>
  new Response("첨부파일을 찾을 수 없습니다.\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });

/**
 * An attachment of the member's 1:1 inquiry (GET /api/qna/inquiry/{id}/download-file?fileId=) passed through with
 * the member's token: its bytes, type and file name as the API sent them. The API answers 404 to anyone but the
 * owner, and so does this; an anonymous shopper is sent to log in first.
 */
export async function inquiryFileResponse(
  context: AppLoadContext,
  request: Request,
  ids: { inquiryId: number; fileId: number } | null,
): Promise<Response> {
  // A guest or an anonymous shopper logs in first; the member who is not the owner gets the API's 404.
  const session = await requireUser(request);
  const token = session.get("token");
  if (!ids || !token) return notFoundResponse();

  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const salesonId = session.get("salesonId");
  if (salesonId) headers[SALESON_ID_HEADER] = salesonId;
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const endpoint = apiEndpoints.qnaInquiryFile;
  const path = callPath(endpoint, { params: { id: ids.inquiryId }, query: { fileId: ids.fileId } });
  const response = await context.apiFetch(path, { method: endpoint.method, headers });
  if (response.status === 404) {
    await response.body?.cancel();
    return notFoundResponse();
  }
  if (!response.ok) {
    await response.body?.cancel();
    // An ended login (401): the list's loader makes the same kind of call and runs SPEC §8's login flow.
    if (response.status === 401) throw redirect(inquiryPageHref({ tab: "qna" }));
    throw new Error(`inquiry file download answered ${response.status}`);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/octet-stream",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
