import { QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_FORM_FIELD, QNA_TITLE_MAX, type QnaGroup } from "@shop/contracts/qna";
import { formatNumber } from "@shop/core/format/number";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import type { FieldErrors, FormValues } from "../../components/form/form-values";
import { textOf } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { inquiryPageHref } from "./inquiry-page-query";
import {
  contentLength,
  formatFileSize,
  pickedFilesProblem,
  QNA_FILE_ACCEPT,
  QNA_FORM_MESSAGES,
  QNA_FORM_SPEC,
} from "./qna-form";
import styles from "./qna-inquiries.module.css";

/** What the form says and where its 취소 goes: a 1:1 inquiry, or a suggestion (제안하기, its own group, no order). */
const FORM_KINDS = {
  inquiry: {
    label: "1:1 문의하기",
    lead: "문의를 남겨 주시면 확인 후 답변해 드립니다. 답변은 1:1 문의 목록에서 확인하실 수 있습니다.",
    submit: "문의하기",
    cancelHref: inquiryPageHref({ tab: "qna" }),
    noun: "문의",
  },
  suggestion: {
    label: "제안하기",
    lead: "쇼핑몰을 이용하시며 불편하셨던 점이나 바라시는 점을 남겨 주세요. 검토 후 답변해 드립니다.",
    submit: "제안하기",
    cancelHref: "/mypage/suggest",
    noun: "제안",
  },
} as const;

interface QnaInquiryFormProps {
  /** The groups to pick from (a suggestion's is fixed: the one given is sent as it is). */
  groups: readonly QnaGroup[];
  kind?: keyof typeof FORM_KINDS;
  /** The action's answer to the last post, if any. */
  answer: { fieldErrors?: FieldErrors; formError?: string; values?: FormValues } | undefined;
}

/**
 * 문의하기: the group, an optional order code, the title, the text with its counter and up to three files. It posts
 * to the page's action as multipart (a plain form without JavaScript); with it, the fields are checked live by the
 * same rules and the files as they are picked.
 */
export function QnaInquiryForm({ groups, answer, kind = "inquiry" }: QnaInquiryFormProps) {
  const text = FORM_KINDS[kind];
  const fixedGroup = kind === "suggestion" ? groups[0] : undefined;
  const id = useId();
  const values = answer?.values;
  const { formProps, errorOf } = useLiveValidation(QNA_FORM_SPEC, answer?.fieldErrors);
  const [length, setLength] = useState(() => contentLength(textOf(values ?? {}, QNA_FORM_FIELD.content)));
  const [picked, setPicked] = useState<readonly File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  /** Files picked (or cleared) since the last answer: the answer's message about the files is then stale. */
  const [filesTouched, setFilesTouched] = useState(false);
  const [live, setLive] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => setLive(true), []);
  // A new answer shows its own message about the files, over what the input still holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer object from the action resets the view
  useEffect(() => {
    setFileError(undefined);
    setFilesTouched(false);
    setPicked(Array.from(fileInput.current?.files ?? []));
  }, [answer]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    setPicked(files);
    setFilesTouched(true);
    setFileError(pickedFilesProblem(files) ?? undefined);
  };

  const clearFiles = () => {
    if (fileInput.current) fileInput.current.value = "";
    setPicked([]);
    setFilesTouched(true);
    setFileError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    const problem = pickedFilesProblem(picked);
    if (problem) {
      event.preventDefault();
      setFilesTouched(true);
      setFileError(problem);
      fileInput.current?.focus();
    }
  };

  const groupError = errorOf(QNA_FORM_FIELD.group);
  const contentError = errorOf(QNA_FORM_FIELD.content);
  const filesError = filesTouched ? fileError : answer?.fieldErrors?.[QNA_FORM_FIELD.files];
  const groupId = `${id}-group`;
  const contentId = `${id}-content`;
  const filesId = `${id}-files`;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      aria-label={text.label}
      {...formProps}
      onSubmit={onSubmit}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="ask" />
      <p className={styles.formLead}>{text.lead}</p>

      {fixedGroup ? (
        <input type="hidden" name={QNA_FORM_FIELD.group} value={fixedGroup.code} />
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor={groupId} className={styles.label}>
              문의 유형
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            </label>
            <select
              id={groupId}
              name={QNA_FORM_FIELD.group}
              className={groupError ? `${styles.select} ${styles.invalid}` : styles.select}
              defaultValue={textOf(values ?? {}, QNA_FORM_FIELD.group)}
              aria-invalid={groupError ? true : undefined}
              aria-describedby={groupError ? `${groupId}-error` : undefined}
            >
              <option value="">문의 유형을 선택해 주세요</option>
              {groups.map((group) => (
                <option key={group.code} value={group.code}>
                  {group.label}
                </option>
              ))}
            </select>
            {groupError ? (
              <p id={`${groupId}-error`} className={styles.error}>
                {groupError}
              </p>
            ) : null}
          </div>

          <TextField
            label="주문번호 (선택)"
            name={QNA_FORM_FIELD.orderCode}
            defaultValue={textOf(values ?? {}, QNA_FORM_FIELD.orderCode)}
            error={errorOf(QNA_FORM_FIELD.orderCode)}
            hint={
              <>
                주문에 관한 문의라면 주문번호를 적어 주세요. <Link to="/mypage/order">주문/배송 조회</Link>에서 확인할
                수 있습니다.
              </>
            }
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
          />
        </>
      )}

      <TextField
        label="제목"
        requiredMark
        name={QNA_FORM_FIELD.title}
        defaultValue={textOf(values ?? {}, QNA_FORM_FIELD.title)}
        error={errorOf(QNA_FORM_FIELD.title)}
        maxLength={QNA_TITLE_MAX}
        placeholder="제목을 입력해 주세요"
      />

      <div className={styles.field}>
        <div className={styles.fieldHead}>
          <label htmlFor={contentId} className={styles.label}>
            {text.noun} 내용
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          </label>
          <span className={styles.counter} aria-live="polite">
            {`${formatNumber(length)}/${formatNumber(QNA_CONTENT_MAX)}자`}
          </span>
        </div>
        <textarea
          id={contentId}
          name={QNA_FORM_FIELD.content}
          rows={8}
          maxLength={QNA_CONTENT_MAX}
          className={contentError ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
          placeholder={`${text.noun}하실 내용을 ${QNA_CONTENT_MIN}자 이상 입력해 주세요. 주문번호, 연락처 등 개인정보는 꼭 필요한 만큼만 적어 주세요.`}
          defaultValue={textOf(values ?? {}, QNA_FORM_FIELD.content)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${contentId}-error` : undefined}
          onInput={(event) => setLength(contentLength(event.currentTarget.value))}
        />
        {contentError ? (
          <p id={`${contentId}-error`} className={styles.error}>
            {contentError}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <div className={styles.fieldHead}>
          <label htmlFor={filesId} className={styles.label}>
            첨부파일 <span className={styles.optional}>(선택)</span>
          </label>
          {live && picked.length > 0 ? (
            <button type="button" className={styles.clearFiles} onClick={clearFiles}>
              선택 취소
            </button>
          ) : null}
        </div>
        <div className={styles.filePicker}>
          {/* With JavaScript a Korean button and the picked list stand in for the browser's own file field. */}
          <input
            ref={fileInput}
            id={filesId}
            type="file"
            name={QNA_FORM_FIELD.files}
            accept={QNA_FILE_ACCEPT}
            multiple
            className={
              live ? "visually-hidden" : filesError ? `${styles.fileInput} ${styles.invalid}` : styles.fileInput
            }
            aria-invalid={filesError ? true : undefined}
            aria-describedby={`${filesId}-hint${filesError ? ` ${filesId}-error` : ""}`}
            onChange={onPick}
          />
          {live ? (
            <div className={filesError ? `${styles.fileBox} ${styles.invalid}` : styles.fileBox}>
              <label htmlFor={filesId} className={styles.fileButton}>
                파일 선택
              </label>
              <span className={styles.fileStatus}>
                {picked.length > 0 ? `${picked.length}개 파일 선택됨` : "선택된 파일이 없습니다."}
              </span>
            </div>
          ) : null}
        </div>
        {live && picked.length > 0 ? (
          <ul className={styles.picked} aria-label="선택한 파일">
            {picked.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name
              <li key={index}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p id={`${filesId}-hint`} className={styles.hint}>
          {QNA_FORM_MESSAGES.fileNote}
        </p>
        {filesError ? (
          <p id={`${filesId}-error`} className={styles.error}>
            {filesError}
          </p>
        ) : null}
      </div>

      <FormAlert message={answer?.formError} />
      <div className={styles.buttons}>
        <Link to={text.cancelHref} className={styles.cancel}>
          취소
        </Link>
        <SubmitButton>{text.submit}</SubmitButton>
      </div>
    </Form>
  );
}
