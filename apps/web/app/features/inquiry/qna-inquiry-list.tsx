import type { QnaInquiry } from "@shop/contracts/qna";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { useConfirmedSubmit } from "../../components/form/use-confirmed-submit";
import { inquiryFileHref } from "./inquiry-page-query";
import styles from "./my-item-inquiries.module.css";
import { formatFileSize, QNA_FORM_MESSAGES } from "./qna-form";
import qnaStyles from "./qna-inquiries.module.css";
import { SUGGESTION_MESSAGES } from "./suggestion-page";

function PaperclipIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M16.5 6.5l-7.8 7.8a2 2 0 002.8 2.8l7.8-7.8a4 4 0 00-5.7-5.7L5.8 11.4a6 6 0 008.5 8.5l6.4-6.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The inquiry's attachments as downloads through the storefront (the member's own; nobody else's). */
function InquiryFiles({ inquiry }: { inquiry: QnaInquiry }) {
  if (inquiry.files.length === 0) return null;
  return (
    <ul className={qnaStyles.files} aria-label="첨부파일">
      {inquiry.files.map((file) => (
        <li key={file.fileId}>
          <a href={inquiryFileHref(inquiry.inquiryId, file.fileId)} download className={qnaStyles.file}>
            <PaperclipIcon />
            <span className={qnaStyles.fileName}>{file.fileName}</span>
            <span className={qnaStyles.fileSize}>{formatFileSize(file.byteSize)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's 1:1 inquiries (SPEC §3 customer inquiry), newest first: the group, the title and text, when it was
 * filed, the order and files, 답변대기 or 답변완료 with the shop's answer, and 삭제 while it still waits (after a confirm
 * when JavaScript runs).
 */
export function QnaInquiryList({
  list,
  kind = "inquiry",
}: {
  list: readonly QnaInquiry[];
  /** The member's suggestions (제안하기) say so when there are none and in their delete buttons. */
  kind?: "inquiry" | "suggestion";
}) {
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("inquiryId") : null;

  const onDelete = useConfirmedSubmit(
    kind === "suggestion" ? SUGGESTION_MESSAGES.confirmDelete : QNA_FORM_MESSAGES.confirmDelete,
    "삭제",
  );

  if (list.length === 0) {
    return kind === "suggestion" ? (
      <div className={qnaStyles.empty}>
        <p>아직 남긴 제안이 없습니다.</p>
        <p>쇼핑몰에 바라시는 점을 제안하기로 남겨 주시면 검토 후 답변해 드리겠습니다.</p>
      </div>
    ) : (
      <div className={qnaStyles.empty}>
        <p>아직 남긴 1:1 문의가 없습니다.</p>
        <p>주문, 배송, 상품에 대해 궁금한 점을 1:1 문의하기로 남겨 주시면 확인 후 답변해 드리겠습니다.</p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {list.map((inquiry) => {
        const answered = inquiry.status === "completed";
        return (
          <li key={inquiry.inquiryId} className={styles.entry} aria-label={inquiry.title}>
            <div className={styles.head}>
              <span className={qnaStyles.group}>{inquiry.group.label}</span>
              <span className={answered ? styles.statusDone : styles.status}>{inquiry.statusLabel}</span>
              <time className={styles.date} dateTime={inquiry.createdAt}>
                {koreaDateTime(inquiry.createdAt)}
              </time>
            </div>
            <h2 className={styles.title}>{inquiry.title}</h2>
            {inquiry.orderCode ? (
              <p className={qnaStyles.order}>
                주문번호 <span>{inquiry.orderCode}</span>
              </p>
            ) : null}
            <p className={styles.question}>{inquiry.content}</p>
            <InquiryFiles inquiry={inquiry} />
            {answered && inquiry.answer ? (
              <div className={styles.answer}>
                <p className={styles.answerLabel}>
                  고객센터 답변
                  {inquiry.answeredAt ? (
                    <time dateTime={inquiry.answeredAt}> · {koreaDateTime(inquiry.answeredAt)}</time>
                  ) : null}
                </p>
                <p className={styles.answerText}>{inquiry.answer}</p>
              </div>
            ) : (
              <Form method="post" className={styles.actions} onSubmit={onDelete}>
                <CsrfField />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="inquiryId" value={inquiry.inquiryId} />
                <p className={styles.waitNote}>답변이 등록되면 이곳에서 확인하실 수 있습니다.</p>
                <button
                  type="submit"
                  className={styles.deleteButton}
                  disabled={busyId === String(inquiry.inquiryId)}
                  aria-label={`${inquiry.title} ${kind === "suggestion" ? "제안" : "문의"} 삭제`}
                >
                  삭제
                </button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
