import {
  ADMIN_INQUIRY_ANSWER_MAX,
  ADMIN_INQUIRY_KIND_LABELS,
  ADMIN_INQUIRY_MESSAGES,
} from "@shop/contracts/admin-inquiry";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-inquiry/admin-inquiry.module.css";
import { ADMIN_INQUIRY_ENDPOINTS, inquiryKindOf, positiveId } from "../../features/admin-inquiry/admin-inquiry.server";
import { fileSizeText, inquiryFileHref, inquiryListHref } from "../../features/admin-inquiry/admin-inquiry-links";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/inquiries-detail";

export const meta = () => adminMeta("문의 답변");

function notFound(): never {
  throw data(ADMIN_INQUIRY_MESSAGES.notFound, { status: 404 });
}

function target(params: Route.LoaderArgs["params"]) {
  const kind = inquiryKindOf(params.kind);
  const id = positiveId(params.id);
  if (!kind || id === null) notFound();
  return { kind, id };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, id } = target(params);
  try {
    const inquiry = await callAdminApi(context, request, ADMIN_INQUIRY_ENDPOINTS[kind].detail, { params: { id } });
    return { inquiry };
  } catch (error) {
    // Another seller's question is as missing as a made-up one.
    if (error instanceof ApiResponseError && error.status === 404) notFound();
    throw error;
  }
}

type ActionAnswer = { formError: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const { kind, id } = target(params);
  try {
    const saved = await callAdminApi(context, request, ADMIN_INQUIRY_ENDPOINTS[kind].answer, {
      params: { id },
      body: { answer: String(form.get("answer") ?? "") },
    });
    return redirect(inquiryListHref(kind, { notice: saved.edited ? "edited" : "answered" }));
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    if (error.status === 404) notFound();
    return data<ActionAnswer>({ formError: error.message }, error.status);
  }
}

/** Staff: one inquiry (the question, its files, who asked, what about) and the answer form. */
export default function AdminInquiryDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  const busy = useNavigation().state !== "idle";
  const answered = inquiry.answer !== null;
  return (
    <>
      <Link className={adminDetail.back} to={inquiryListHref(inquiry.kind)}>
        ← {ADMIN_INQUIRY_KIND_LABELS[inquiry.kind]} 목록
      </Link>
      <AdminPageHeader
        title={`${ADMIN_INQUIRY_KIND_LABELS[inquiry.kind]} 답변`}
        description="질문을 확인하고 답변을 등록합니다. 등록한 답변은 고객 화면에 바로 보입니다."
      />
      <div className={`${adminDetail.columns} ${adminDetail.mainAside}`}>
        <div>
          <section className={styles.panel} aria-labelledby="inquiry-question">
            <h2 id="inquiry-question" className={styles.cardTitle}>
              {inquiry.title}
            </h2>
            <dl className={adminDetail.facts}>
              <dt>유형</dt>
              <dd>
                {inquiry.category}
                {inquiry.secret && <span className={styles.badge}> 비밀글</span>}
              </dd>
              <dt>등록일</dt>
              <dd>{koreaDateTime(inquiry.createdAt)}</dd>
              <dt>상태</dt>
              <dd className={answered ? own.completed : own.waiting}>{inquiry.statusLabel}</dd>
            </dl>
            <p className={own.body}>{inquiry.content}</p>
            {inquiry.files.length > 0 && (
              <ul className={own.files} aria-label="첨부파일">
                {inquiry.files.map((file) => (
                  <li key={file.fileId}>
                    <a href={inquiryFileHref(inquiry.kind, inquiry.id, file.fileId)} download>
                      {file.fileName}
                    </a>{" "}
                    <span className={styles.muted}>({fileSizeText(file.byteSize)})</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="inquiry-answer">
            <h2 id="inquiry-answer" className={styles.cardTitle}>
              답변
            </h2>
            {answered && inquiry.answeredAt && (
              <p className={styles.muted}>
                {koreaDateTime(inquiry.answeredAt)}에 답변했습니다. 고쳐서 다시 저장할 수 있습니다.
              </p>
            )}
            {actionData?.formError && (
              <p className={styles.formError} role="alert">
                {actionData.formError}
              </p>
            )}
            <Form method="post" className={own.answerForm}>
              <label htmlFor="inquiry-answer-text" className={styles.muted}>
                답변 내용 (최대 {ADMIN_INQUIRY_ANSWER_MAX.toLocaleString("ko-KR")}자)
              </label>
              <textarea
                id="inquiry-answer-text"
                name="answer"
                required
                maxLength={ADMIN_INQUIRY_ANSWER_MAX}
                defaultValue={inquiry.answer ?? ""}
              />
              <div className={own.formRow}>
                <span className={styles.muted}>
                  {answered
                    ? "답변을 고쳐도 문자는 다시 보내지 않습니다."
                    : "답변을 등록하면 고객에게 문자로 알립니다."}
                </span>
                <button type="submit" className={styles.primary} disabled={busy}>
                  {answered ? "답변 수정" : "답변 등록"}
                </button>
              </div>
            </Form>
          </section>
        </div>
        <aside>
          <section className={styles.panel} aria-labelledby="inquiry-author">
            <h2 id="inquiry-author" className={styles.cardTitle}>
              {inquiry.kind === "store" ? "신청 회사" : "작성자"}
            </h2>
            <dl className={adminDetail.facts}>
              {inquiry.company && (
                <>
                  <dt>접수번호</dt>
                  <dd>{inquiry.company.applicationNumber}</dd>
                  <dt>회사명</dt>
                  <dd>{inquiry.company.companyName}</dd>
                  <dt>대표자</dt>
                  <dd>{inquiry.company.ceoName}</dd>
                  <dt>사업자번호</dt>
                  <dd>{inquiry.company.businessNumber}</dd>
                  {inquiry.company.website && (
                    <>
                      <dt>홈페이지</dt>
                      <dd>{inquiry.company.website}</dd>
                    </>
                  )}
                </>
              )}
              <dt>{inquiry.kind === "store" ? "담당자" : "이름"}</dt>
              <dd>{inquiry.author.name}</dd>
              {inquiry.author.loginId && (
                <>
                  <dt>아이디</dt>
                  <dd>{inquiry.author.loginId}</dd>
                </>
              )}
              <dt>휴대폰</dt>
              <dd>{inquiry.author.phoneNumber ?? "-"}</dd>
              <dt>이메일</dt>
              <dd>{inquiry.author.email ?? "-"}</dd>
            </dl>
          </section>
          {inquiry.item && (
            <section className={styles.panel} aria-labelledby="inquiry-item">
              <h2 id="inquiry-item" className={styles.cardTitle}>
                문의 상품
              </h2>
              <div className={own.itemCard}>
                {inquiry.item.imageSrc && <img src={inquiry.item.imageSrc} alt="" />}
                <div>
                  <a href={`/items/${inquiry.item.itemUserCode}`} target="_blank" rel="noreferrer">
                    {inquiry.item.itemName}
                  </a>
                  <br />
                  <span className={styles.muted}>{inquiry.item.itemUserCode}</span>
                </div>
              </div>
            </section>
          )}
          {inquiry.orderCode && (
            <section className={styles.panel} aria-labelledby="inquiry-order">
              <h2 id="inquiry-order" className={styles.cardTitle}>
                문의 주문
              </h2>
              <p>주문번호 {inquiry.orderCode}</p>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
