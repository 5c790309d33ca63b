import type { ItemInquiry } from "@shop/contracts/review";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { useConfirmedSubmit } from "../../components/form/use-confirmed-submit";
import styles from "./my-item-inquiries.module.css";

export const INQUIRY_MESSAGES = {
  confirmDelete: "문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다.",
  deleted: "문의를 삭제했습니다.",
  badRequest: "요청을 처리하지 못했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.",
} as const;

/** A title the member wrote; the API fills a missing one with the question's start, which the question then shows. */
export function ownTitle(inquiry: Pick<ItemInquiry, "title" | "content">): boolean {
  const title = inquiry.title.trim().replace(/(…|\.\.\.)$/, "");
  return title.length > 0 && !inquiry.content.trim().startsWith(title);
}

/**
 * The member's questions about items (SPEC §2 /mypage/inquiry-item), newest first: the item, the question, when it
 * was asked, 답변대기 or 답변완료 with the answer, and 삭제 while it still waits (after a confirm when JavaScript runs).
 */
export function MyItemInquiries({ list }: { list: readonly ItemInquiry[] }) {
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("inquiryId") : null;

  const onSubmit = useConfirmedSubmit(INQUIRY_MESSAGES.confirmDelete, "삭제");

  if (list.length === 0) {
    return (
      <p className={styles.empty}>아직 남긴 상품 문의가 없습니다. 궁금한 점은 상품 상세의 상품문의에서 남겨 주세요.</p>
    );
  }
  return (
    <ul className={styles.list}>
      {list.map((inquiry) => {
        const answered = inquiry.status === "completed";
        return (
          <li key={inquiry.inquiryId} className={styles.entry}>
            <Link to={`/items/${encodeURIComponent(inquiry.item.itemUserCode)}`} className={styles.item}>
              <img src={inquiry.item.imageSrc} alt="" width={56} height={56} loading="lazy" decoding="async" />
              <span className={styles.itemName}>{inquiry.item.itemName}</span>
            </Link>
            <div className={styles.head}>
              <span className={answered ? styles.statusDone : styles.status}>{inquiry.statusLabel}</span>
              {inquiry.secret ? <span className={styles.secret}>비밀글</span> : null}
              <time className={styles.date} dateTime={inquiry.createdAt}>
                {koreaDateTime(inquiry.createdAt)}
              </time>
            </div>
            {ownTitle(inquiry) ? <h2 className={styles.title}>{inquiry.title}</h2> : null}
            <p className={styles.question}>{inquiry.content}</p>
            {answered && inquiry.answer ? (
              <div className={styles.answer}>
                <p className={styles.answerLabel}>
                  판매자 답변
                  {inquiry.answeredAt ? (
                    <time dateTime={inquiry.answeredAt}> · {koreaDateTime(inquiry.answeredAt)}</time>
                  ) : null}
                </p>
                <p className={styles.answerText}>{inquiry.answer}</p>
              </div>
            ) : (
              <Form method="post" className={styles.actions} onSubmit={onSubmit}>
                <CsrfField />
                <input type="hidden" name="intent" value="delete-item" />
                <input type="hidden" name="inquiryId" value={inquiry.inquiryId} />
                <p className={styles.waitNote}>답변이 등록되면 이곳에서 확인하실 수 있습니다.</p>
                <button
                  type="submit"
                  className={styles.deleteButton}
                  disabled={busyId === String(inquiry.inquiryId)}
                  aria-label={`${inquiry.item.itemName} 문의 삭제`}
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
