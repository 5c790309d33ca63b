import { REVIEW_MAX_PHOTOS } from "@shop/core/review/review-rules";
import { type ChangeEvent, useId } from "react";
import { PHOTO_ACCEPT, REVIEW_FIELD, REVIEW_MESSAGES } from "./review-form";
import styles from "./review-write.module.css";

/** A photo the shopper picked, with the preview's object URL (revoked by whoever removes it). */
export interface PickedPhotoFile {
  id: number;
  file: File;
  url: string;
}

interface ReviewPhotoPickerProps {
  /** Whether the page's script runs: previews need it; without it the browser's own file field posts the photos. */
  live: boolean;
  photos: readonly PickedPhotoFile[];
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
  error: string | undefined;
}

/** 사진 첨부: up to five photos with their previews, each removable; a plain file field without JavaScript. */
export function ReviewPhotoPicker({ live, photos, onPick, onRemove, error }: ReviewPhotoPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Cleared so the same photo can be picked again after it was removed.
    input.value = "";
    if (files.length > 0) onPick(files);
  };

  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          사진 첨부 <span className={styles.optional}>(선택)</span>
        </label>
        {live ? (
          <span className={styles.counter}>
            {photos.length}/{REVIEW_MAX_PHOTOS}
          </span>
        ) : null}
      </div>
      {live ? (
        <ul className={styles.previews} aria-label="첨부한 사진">
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.preview}>
              <img src={photo.url} alt={`첨부한 사진 ${index + 1}`} width={80} height={80} />
              <button
                type="button"
                className={styles.removePhoto}
                onClick={() => onRemove(photo.id)}
                aria-label={`사진 ${index + 1} 삭제`}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
          {photos.length < REVIEW_MAX_PHOTOS ? (
            <li>
              <label className={styles.addPhoto}>
                <input
                  id={inputId}
                  type="file"
                  accept={PHOTO_ACCEPT}
                  multiple
                  className="visually-hidden"
                  aria-describedby={describedBy}
                  onChange={onChange}
                />
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path
                    d="M4 8h3l2-3h6l2 3h3v11H4z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinejoin="round"
                  />
                  <circle cx="12" cy="13" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
                <span>사진 추가</span>
              </label>
            </li>
          ) : null}
        </ul>
      ) : (
        <input
          id={inputId}
          type="file"
          name={REVIEW_FIELD.photos}
          accept={PHOTO_ACCEPT}
          multiple
          className={styles.fileInput}
          aria-describedby={describedBy}
        />
      )}
      <p id={hintId} className={styles.hint}>
        {REVIEW_MESSAGES.photoHint}
      </p>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
