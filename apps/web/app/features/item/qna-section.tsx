import type { itemQnaListSchema } from "@shop/contracts/item";
import { ITEM_INQUIRY_CONTENT_MAX, ITEM_INQUIRY_TITLE_MAX, SECRET_POST_TEXT } from "@shop/core/review/review-rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { z } from "zod";
import { CsrfField } from "../../components/form/csrf-field";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import { displayDate } from "./display-date";
import type { ItemActionData } from "./item-action-data";
import { ITEM_INQUIRY_SPEC } from "./item-inquiry-spec";
import { ItemPager } from "./item-pager";
import styles from "./item-sections.module.css";
import { useAnswerAlert } from "./use-answer-alert";

export const QNA_ANCHOR = "qna";

type QnaList = z.infer<typeof itemQnaListSchema>;

interface QnaSectionProps {
  itemUserCode: string;
  qna: QnaList;
  loggedIn: boolean;
  /** The answer of a question posted without JavaScript. */
  actionData: ItemActionData | undefined;
}

/** The item's questions and answers, and the member's own question form (secret or not). */
export function QnaSection({ itemUserCode, qna, loggedIn, actionData }: QnaSectionProps) {
  return (
    <section id={QNA_ANCHOR} className={styles.section} aria-labelledby="item-qna-title">
      <h2 id="item-qna-title" className={styles.sectionTitle}>
        상품 문의 <span className={styles.count}>{qna.pagination.totalCount}</span>
      </h2>
      {loggedIn ? (
        <InquiryForm actionData={actionData?.intent === "inquiry" ? actionData : undefined} />
      ) : (
        <p className={styles.loginNotice}>
          상품 문의는 로그인 후 작성하실 수 있습니다.{" "}
          <Link
            to={`/user/login?${new URLSearchParams({ target: `/items/${encodeURIComponent(itemUserCode)}` }).toString()}`}
            className={styles.loginLink}
          >
            로그인
          </Link>
        </p>
      )}
      {qna.list.length === 0 ? (
        <p className={styles.empty}>등록된 상품 문의가 없습니다.</p>
      ) : (
        <ul className={styles.qnaList} aria-label="상품 문의 목록">
          {qna.list.map((entry) => {
            const head = (
              <>
                <span className={entry.status === "completed" ? styles.statusDone : styles.statusWaiting}>
                  {entry.statusLabel}
                </span>
                <span className={styles.qnaTitle}>
                  {entry.secret ? <span className={styles.lock}>비밀글</span> : null}
                  {entry.title || entry.content}
                </span>
                <span className={styles.muted}>
                  {entry.authorName} · {displayDate(entry.createdAt)}
                </span>
              </>
            );
            // Someone else's secret question: the API sends only 비밀글입니다., so there is nothing to open.
            if (entry.secret && entry.content === SECRET_POST_TEXT) {
              return (
                <li key={entry.qnaId} className={styles.qna}>
                  <div className={styles.qnaHead}>{head}</div>
                </li>
              );
            }
            return (
              <li key={entry.qnaId}>
                <details className={styles.qna}>
                  <summary className={styles.qnaHead}>{head}</summary>
                  <div className={styles.qnaBody}>
                    <p className={styles.question}>
                      <span className={styles.qMark} aria-hidden="true">
                        Q
                      </span>
                      <span className={styles.text}>{entry.content}</span>
                    </p>
                    {entry.answer ? (
                      <p className={styles.answer}>
                        <span className={styles.aMark} aria-hidden="true">
                          A
                        </span>
                        <span>
                          <span className={styles.text}>{entry.answer}</span>
                          {entry.answeredAt ? (
                            <span className={styles.answerDate}>{displayDate(entry.answeredAt)}</span>
                          ) : null}
                        </span>
                      </p>
                    ) : null}
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <ItemPager pagination={qna.pagination} param="qnaPage" anchor={QNA_ANCHOR} label="상품 문의 페이지 이동" />
    </section>
  );
}

function InquiryForm({ actionData }: { actionData: ItemActionData | undefined }) {
  const fetcher = useFetcher<ItemActionData>({ key: "item-inquiry" });
  const answer = fetcher.data ?? actionData;
  useAnswerAlert(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...answer?.fieldErrors, ...localErrors };

  // A question sent: the form empties for the next one.
  useEffect(() => {
    if (fetcher.data?.inquirySent) {
      formRef.current?.reset();
      setLocalErrors({});
    }
  }, [fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateFormValues(
      readFormValues(new FormData(event.currentTarget), ITEM_INQUIRY_SPEC),
      ITEM_INQUIRY_SPEC,
    );
    setLocalErrors(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };

  const values = answer?.inquirySent ? undefined : answer?.values;
  return (
    <fetcher.Form method="post" ref={formRef} className={styles.inquiryForm} onSubmit={onSubmit} noValidate>
      <CsrfField />
      {!fetcher.data && actionData?.inquirySent ? (
        <p className={styles.formNotice} role="status">
          {actionData.alert}
        </p>
      ) : null}
      <label className={styles.field}>
        <span className={styles.fieldLabel}>제목 (선택)</span>
        <input
          name="title"
          maxLength={ITEM_INQUIRY_TITLE_MAX}
          defaultValue={values?.title ?? ""}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "inquiry-title-error" : undefined}
          onInput={() => setLocalErrors(({ title: _, ...rest }) => rest)}
        />
      </label>
      {errors.title ? (
        <p id="inquiry-title-error" className={styles.fieldError}>
          {errors.title}
        </p>
      ) : null}
      <label className={styles.field}>
        <span className={styles.fieldLabel}>문의 내용</span>
        <textarea
          name="content"
          rows={4}
          maxLength={ITEM_INQUIRY_CONTENT_MAX}
          placeholder="상품에 대해 궁금한 점을 남겨 주세요. (5자 이상)"
          defaultValue={values?.content ?? ""}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? "inquiry-content-error" : undefined}
          onInput={() => setLocalErrors(({ content: _, ...rest }) => rest)}
        />
      </label>
      {errors.content ? (
        <p id="inquiry-content-error" className={styles.fieldError}>
          {errors.content}
        </p>
      ) : null}
      <div className={styles.formFoot}>
        <label className={styles.check}>
          <input type="checkbox" name="secret" defaultChecked={values?.secret ?? false} />
          비밀글로 문의하기
        </label>
        <button
          type="submit"
          name="intent"
          value="inquiry"
          className={styles.submit}
          disabled={fetcher.state !== "idle"}
        >
          문의하기
        </button>
      </div>
    </fetcher.Form>
  );
}
