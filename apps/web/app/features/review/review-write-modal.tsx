import type { ReviewableLine } from "@shop/contracts/review";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatNumber } from "@shop/core/format/number";
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_MAX_PHOTOS,
  REVIEW_TOO_MANY_PHOTOS_MESSAGE,
} from "@shop/core/review/review-rules";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useSubmit } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert } from "../../components/form/form-fields";
import { textOf } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { Modal } from "../../components/ui/modal";
import { optionText } from "./line-thumb";
import { contentLength, photosProblem, REVIEW_FIELD, REVIEW_FORM_SPEC, REVIEW_MESSAGES } from "./review-form";
import type { ReviewActionData } from "./review-page.server";
import { fitPhoto, photoByteBudget } from "./review-photo-fit";
import { type PickedPhotoFile, ReviewPhotoPicker } from "./review-photo-picker";
import styles from "./review-write.module.css";
import { StarRatingField } from "./star-rating-field";

interface ReviewWriteModalProps {
  line: ReviewableLine;
  /** The page with the modal closed. */
  closeHref: string;
  /** The page with this modal open: where the form posts, so a refusal comes back with the modal still open. */
  formHref: string;
  /** The action's answer to this form, if any. */
  answer: ReviewActionData | undefined;
}

let nextPhotoId = 1;

/**
 * 리뷰 작성: the star rating, the text (10~1000자) and up to five photos with previews, posted as one multipart form to
 * the page's action (POST /api/item/review behind it). Checked live by the same core rules as the action and the
 * API; the API's refusals come back under their field or above the buttons. With script, photos too big for the
 * page's post are redrawn smaller first (review-photo-fit.ts).
 */
export function ReviewWriteModal({ line, closeHref, formHref, answer }: ReviewWriteModalProps) {
  const formId = useId();
  const contentId = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { formProps, errorOf } = useLiveValidation(REVIEW_FORM_SPEC, answer?.fieldErrors);
  const values = answer?.values ?? {};
  const [length, setLength] = useState(() => contentLength(textOf(values, REVIEW_FIELD.content)));
  const [photos, setPhotos] = useState<PickedPhotoFile[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  // The server's message about the photos stands until the shopper changes them; a new answer shows its own.
  const [photosChanged, setPhotosChanged] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer object from the action resets the view
  useEffect(() => setPhotosChanged(false), [answer]);
  const busy = preparing || navigation.state !== "idle";

  // Previews live as object URLs until their photo is removed or the modal goes.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const close = useCallback(() => {
    void navigate(closeHref, { preventScrollReset: true });
  }, [navigate, closeHref]);

  const onPick = (files: File[]) => {
    let problem: string | null = null;
    const room = REVIEW_MAX_PHOTOS - photos.length;
    const accepted: File[] = [];
    for (const file of files) {
      const own = photosProblem([file]);
      if (own) problem ??= own;
      else if (accepted.length >= room) problem ??= REVIEW_TOO_MANY_PHOTOS_MESSAGE;
      else accepted.push(file);
    }
    setPhotoError(problem ?? undefined);
    setPhotosChanged(true);
    if (accepted.length === 0) return;
    setPhotos((current) => [
      ...current,
      ...accepted.map((file) => ({ id: nextPhotoId++, file, url: URL.createObjectURL(file) })),
    ]);
  };

  const onRemove = (id: number) => {
    setPhotoError(undefined);
    setPhotosChanged(true);
    setPhotos((current) =>
      current.filter((photo) => {
        if (photo.id === id) URL.revokeObjectURL(photo.url);
        return photo.id !== id;
      }),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    // Posted by script: the picked photos (redrawn smaller where needed) replace the file field.
    event.preventDefault();
    const problem = photosProblem(photos.map((photo) => photo.file));
    if (problem) {
      setPhotoError(problem);
      return;
    }
    const data = new FormData(event.currentTarget);
    data.delete(REVIEW_FIELD.photos);
    setPreparing(true);
    const budget = photoByteBudget(photos.length);
    Promise.all(photos.map((photo) => fitPhoto(photo.file, budget)))
      .then((fitted) => {
        for (const file of fitted) data.append(REVIEW_FIELD.photos, file, file.name);
        void submit(data, {
          method: "post",
          action: formHref,
          encType: "multipart/form-data",
          preventScrollReset: true,
        });
      })
      .catch((error: unknown) => {
        // The shopper's own file could not be drawn (a broken or unsupported picture): theirs to replace.
        console.warn("[review] a photo could not be prepared", error);
        setPhotoError(REVIEW_MESSAGES.photoUnreadable);
      })
      .finally(() => setPreparing(false));
  };

  const contentError = errorOf(REVIEW_FIELD.content);
  return (
    <Modal
      open
      title="리뷰 작성"
      onClose={close}
      footer={
        <>
          <Link to={closeHref} className={styles.cancel} preventScrollReset>
            취소
          </Link>
          <button type="submit" form={formId} className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
            {preparing ? "사진 준비 중…" : "리뷰 등록"}
          </button>
        </>
      }
    >
      <div className={styles.item}>
        <div className={styles.thumb}>
          {line.imageSrc ? <img src={line.imageSrc} alt="" width={64} height={64} /> : null}
        </div>
        <div className={styles.itemText}>
          <strong className={styles.itemName}>{line.itemName}</strong>
          <span className={styles.itemMeta}>{optionText(line.optionName, line.quantity)}</span>
          <span className={styles.itemMeta}>{koreaDate(line.orderedAt)} 주문</span>
        </div>
      </div>
      <Form
        id={formId}
        method="post"
        action={formHref}
        encType="multipart/form-data"
        className={styles.form}
        aria-label="리뷰 작성"
        preventScrollReset
        {...formProps}
        onSubmit={onSubmit}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="write" />
        <input type="hidden" name={REVIEW_FIELD.itemUserCode} value={line.itemUserCode} />
        <input type="hidden" name={REVIEW_FIELD.orderItemId} value={line.orderItemId} />
        <StarRatingField
          name={REVIEW_FIELD.score}
          defaultScore={textOf(values, REVIEW_FIELD.score)}
          error={errorOf(REVIEW_FIELD.score)}
        />
        <div className={styles.field}>
          <div className={styles.fieldHead}>
            <label htmlFor={contentId} className={styles.fieldLabel}>
              리뷰 내용
            </label>
            <span className={styles.counter} aria-live="polite">
              {`${formatNumber(length)}/${formatNumber(REVIEW_CONTENT_MAX)}자`}
            </span>
          </div>
          <textarea
            id={contentId}
            name={REVIEW_FIELD.content}
            rows={6}
            maxLength={REVIEW_CONTENT_MAX}
            className={contentError ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
            placeholder={`맛, 신선도, 포장 상태 등 받아 보신 소감을 ${REVIEW_CONTENT_MIN}자 이상 남겨 주세요.`}
            defaultValue={textOf(values, REVIEW_FIELD.content)}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? `${contentId}-error` : undefined}
            onInput={(event) => setLength(contentLength(event.currentTarget.value))}
          />
          {contentError ? (
            <p id={`${contentId}-error`} className={styles.fieldError}>
              {contentError}
            </p>
          ) : null}
        </div>
        <ReviewPhotoPicker
          live={live}
          photos={photos}
          onPick={onPick}
          onRemove={onRemove}
          error={photoError ?? (photosChanged ? undefined : errorOf(REVIEW_FIELD.photos))}
        />
        <FormAlert message={answer?.formError} />
      </Form>
    </Modal>
  );
}
