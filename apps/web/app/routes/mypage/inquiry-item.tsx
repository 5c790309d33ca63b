import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { redirect } from "react-router";
import { type FormActionData, formAnswers } from "../../components/form/form-action.server";
import { FormAlert } from "../../components/form/form-fields";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { INQUIRY_MESSAGES, MyItemInquiries } from "../../features/inquiry/my-item-inquiries";
import styles from "../../features/inquiry/my-item-inquiries-page.module.css";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { commitShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/inquiry-item";

const PAGE_SIZE = 10;
const { invalid, apiRefusal } = formAnswers<FormActionData>({});

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** /mypage/inquiry-item (members; anonymous → login): GET /api/qna/item-inquiry for the page in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const query = { page: pageOf(new URL(request.url)), size: PAGE_SIZE };
  return { inquiries: await callApi(context, apiEndpoints.itemInquiries, { request, query }) };
}

/** 삭제: POST /api/qna/delete-item-inquiry for a question still waiting; back on the list with the shop's alert. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const inquiryId = Number(form.get("inquiryId"));
  if (!Number.isInteger(inquiryId) || inquiryId < 1 || inquiryId > 2_147_483_647) {
    return invalid({ formError: INQUIRY_MESSAGES.badRequest });
  }
  try {
    await callApi(context, apiEndpoints.deleteItemInquiry, { request, body: { inquiryId } });
  } catch (error) {
    return apiRefusal(error, []);
  }
  session.flash("alert", INQUIRY_MESSAGES.deleted);
  const back = new URL(request.url);
  return redirect(`${back.pathname}${back.search}`, {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "상품 문의 내역");

export default function MyItemInquiriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiries } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="my-inquiries-title">
      <h1 id="my-inquiries-title" className={styles.title}>
        상품 문의 내역
      </h1>
      <p className={styles.lead}>
        상품 상세에서 남긴 문의와 판매자의 답변을 모아 보여 드립니다. 답변 전인 문의는 삭제할 수 있습니다.
      </p>
      <FormAlert message={actionData?.formError} />
      <MyItemInquiries list={inquiries.list} />
      <PaginationNav pagination={inquiries.pagination} />
    </section>
  );
}
