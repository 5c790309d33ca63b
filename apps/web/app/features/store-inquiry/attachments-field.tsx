import { STORE_INQUIRY_FILE_FIELD, type StoreInquiryForm } from "@shop/contracts/store-inquiry";
import { type ChangeEvent, useId } from "react";
import styles from "./store-inquiry.module.css";
import { type ChosenFile, fileSizeText } from "./store-inquiry-form";

interface AttachmentsFieldProps {
  limits: StoreInquiryForm["attachments"];
  /** The files chosen, as the page last saw them (JavaScript only; empty before). */
  chosen: readonly ChosenFile[];
  error: string | undefined;
  /** The post was answered with messages and its files were let go: a page without JavaScript lost them. */
  filesDropped: boolean;
  onChoose: (files: ChosenFile[]) => void;
}

/** 첨부파일: one chooser for up to three files, with what is allowed under it and, with JavaScript, the files chosen. */
export function AttachmentsField({ limits, chosen, error, filesDropped, onChoose }: AttachmentsFieldProps) {
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const messageId = `${inputId}-message`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChoose(Array.from(event.target.files ?? [], (file) => ({ name: file.name, size: file.size })));
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        첨부파일 (선택)
      </label>
      <input
        id={inputId}
        type="file"
        name={STORE_INQUIRY_FILE_FIELD}
        multiple
        accept={limits.accept}
        className={error ? `${styles.fileInput} ${styles.invalid}` : styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={[noteId, error ? messageId : null].filter(Boolean).join(" ")}
        onChange={onChange}
      />
      <p id={noteId} className={styles.hint}>
        {limits.note}
        {limits.maxFiles > 1 && " 여러 파일은 한 번에 함께 선택해 주세요."}
      </p>
      {chosen.length > 0 && (
        <ul className={styles.fileList} aria-label="선택한 첨부파일">
          {chosen.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the list is redrawn whole
            <li key={index}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{fileSizeText(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      ) : (
        filesDropped && chosen.length === 0 && <p className={styles.error}>첨부하셨던 파일은 다시 선택해 주세요.</p>
      )}
    </div>
  );
}
