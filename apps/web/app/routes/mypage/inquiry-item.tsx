import { formatNumber } from "@shop/core/format/number";
import { Link } from "react-router";
import { FormAlert } from "../../components/form/form-fields";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/inquiry/inquiry-page.module.css";
import { inquiryPageAction, loadInquiryPage } from "../../features/inquiry/inquiry-page.server";
import { inquiryPageHref } from "../../features/inquiry/inquiry-page-query";
import { InquiryTabs } from "../../features/inquiry/inquiry-tabs";
import { MyItemInquiries } from "../../features/inquiry/my-item-inquiries";
import { QnaInquiryForm } from "../../features/inquiry/qna-inquiry-form";
import { QnaInquiryList } from "../../features/inquiry/qna-inquiry-list";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/inquiry-item";

/**
 * /mypage/inquiry-item (members; anonymous → login), the header's and floating menu's 1:1 문의: the 1:1 inquiries
 * (default, with the 문의하기 form at ?write=1) and the item questions (?tab=item), each paged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInquiryPage(context, request);
}

/** 문의하기, and 삭제 of a waiting 1:1 inquiry or item question. */
export async function action({ request, context }: Route.ActionArgs) {
  return inquiryPageAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, data?.view === "item" ? "상품 문의 내역" : data?.view === "write" ? "1:1 문의하기" : "1:1 문의");

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="inquiry-page-title">
      <h1 id="inquiry-page-title" className={styles.title}>
        {loaderData.view === "write" ? "1:1 문의하기" : "문의 내역"}
      </h1>
      <InquiryTabs tab={query.tab} />
      {loaderData.view === "write" ? <QnaInquiryForm groups={loaderData.groups} answer={actionData} /> : null}
      {loaderData.view === "qna" ? (
        <>
          <div className={styles.toolbar}>
            <p className={styles.total}>
              총 <strong>{formatNumber(loaderData.inquiries.pagination.totalCount)}</strong>건
            </p>
            <Link to={inquiryPageHref({ tab: "qna", write: true })} className={styles.askLink}>
              1:1 문의하기
            </Link>
          </div>
          <FormAlert message={actionData?.formError} />
          <QnaInquiryList list={loaderData.inquiries.list} />
          <PaginationNav pagination={loaderData.inquiries.pagination} />
        </>
      ) : null}
      {loaderData.view === "item" ? (
        <>
          <p className={styles.lead}>
            상품 상세에서 남긴 문의와 판매자의 답변을 모아 보여 드립니다. 답변 전인 문의는 삭제할 수 있습니다.
          </p>
          <FormAlert message={actionData?.formError} />
          <MyItemInquiries list={loaderData.itemInquiries.list} />
          <PaginationNav pagination={loaderData.itemInquiries.pagination} />
        </>
      ) : null}
    </section>
  );
}
