import {
  type AdminItemImage,
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_MAX_COUNT,
  ITEM_IMAGE_TYPES,
} from "@shop/contracts/admin-item-create";
import { useFetcher } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import own from "./admin-item.module.css";
import styles from "./admin-item-create.module.css";

/** What the item page's action answers to a picture write. */
export interface ImageActionAnswer {
  intent: string;
  imageId?: number | undefined;
  formError: string;
  fieldErrors: Record<string, string>;
  done?: string | undefined;
  /** When the write was answered: a new upload form after each picture. */
  at?: number | undefined;
}

const sizeLabel = (bytes: number | null) =>
  bytes === null
    ? "그림 이미지"
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)}MB`
      : `${Math.ceil(bytes / 1024)}KB`;

function moved(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const target = index + by;
  const [id] = next.splice(index, 1);
  if (id === undefined || target < 0 || target > ids.length - 1) return [...ids];
  next.splice(target, 0, id);
  return next;
}

function ImageRow({ image, index, ids }: { image: AdminItemImage; index: number; ids: readonly number[] }) {
  const alt = useFetcher<ImageActionAnswer>();
  const order = useFetcher<ImageActionAnswer>();
  const remove = useFetcher<ImageActionAnswer>();
  const error = [alt.data, order.data, remove.data].find((answer) => answer?.formError)?.formError;
  const altError = alt.data?.fieldErrors.alt;
  const busy = alt.state !== "idle" || order.state !== "idle" || remove.state !== "idle";
  const label = `사진 ${index + 1}`;
  return (
    <li className={styles.image} data-testid="item-image">
      <img src={image.url} alt={image.alt} loading="lazy" width={96} height={96} />
      <div className={styles.imageBody}>
        <div className={styles.imageMeta}>
          {label}
          {index === 0 && <span className={styles.first}>대표 사진</span>} · {sizeLabel(image.byteSize)}
        </div>
        <alt.Form method="post" className={styles.altForm}>
          <input type="hidden" name="intent" value="image-alt" />
          <input type="hidden" name="imageId" value={image.imageId} />
          <input
            name="alt"
            defaultValue={image.alt}
            maxLength={200}
            aria-label={`${label} 설명 (대체 텍스트)`}
            aria-invalid={altError ? true : undefined}
          />
          <button type="submit" className={styles.secondary} disabled={busy}>
            설명 저장
          </button>
        </alt.Form>
        {altError && <span className={own.fieldError}>{altError}</span>}
        <div className={styles.imageActions}>
          <order.Form method="post">
            <input type="hidden" name="intent" value="image-order" />
            <input type="hidden" name="imageIds" value={moved(ids, index, -1).join(",")} />
            <button
              type="submit"
              className={styles.secondary}
              disabled={busy || index === 0}
              aria-label={`${label} 위로`}
            >
              위로
            </button>
          </order.Form>
          <order.Form method="post">
            <input type="hidden" name="intent" value="image-order" />
            <input type="hidden" name="imageIds" value={moved(ids, index, 1).join(",")} />
            <button
              type="submit"
              className={styles.secondary}
              disabled={busy || index === ids.length - 1}
              aria-label={`${label} 아래로`}
            >
              아래로
            </button>
          </order.Form>
          <remove.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(`${label}을 삭제할까요? 삭제한 사진은 되돌릴 수 없습니다.`)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="image-delete" />
            <input type="hidden" name="imageId" value={image.imageId} />
            <button
              type="submit"
              className={`${styles.secondary} ${styles.danger}`}
              disabled={busy || ids.length === 1}
              aria-label={`${label} 삭제`}
            >
              삭제
            </button>
          </remove.Form>
        </div>
        {error && error !== altError && (
          <p className={own.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The item's pictures in the shop's order (the first is the list picture): alt text, 위로/아래로, 삭제 and an upload.
 * Each button is its own small form posting to the item page's action (docs/decisions/043).
 */
export function ItemImageManager({ images }: { images: readonly AdminItemImage[] }) {
  const upload = useFetcher<ImageActionAnswer>();
  const ids = images.map((image) => image.imageId);
  const errors = upload.data?.fieldErrors ?? {};
  const full = images.length >= ITEM_IMAGE_MAX_COUNT;
  return (
    <section className={table.panel} aria-labelledby="item-images">
      <h2 id="item-images" className={table.cardTitle}>
        상품 사진
      </h2>
      <p className={table.muted}>
        첫 번째 사진이 목록과 상품 상세의 대표 사진입니다. 사진마다 화면 낭독기가 읽을 설명을 적어 주세요. JPEG, PNG,
        WebP 파일을 한 장에 {ITEM_IMAGE_MAX_BYTES / 1024 / 1024}MB까지, 상품 하나에 {ITEM_IMAGE_MAX_COUNT}장까지 올릴 수
        있습니다.
      </p>
      <ol className={styles.images}>
        {images.map((image, index) => (
          <ImageRow key={`${image.imageId}-${image.alt}`} image={image} index={index} ids={ids} />
        ))}
      </ol>
      <upload.Form
        method="post"
        encType="multipart/form-data"
        className={styles.uploadForm}
        key={upload.data?.at ?? "upload"}
      >
        <input type="hidden" name="intent" value="image-upload" />
        <label className={own.field}>
          사진 파일
          <input type="file" name="file" accept={ITEM_IMAGE_TYPES.join(",")} required disabled={full} />
          {errors.file && <span className={own.fieldError}>{errors.file}</span>}
        </label>
        <label className={own.field}>
          사진 설명 (대체 텍스트)
          <input name="alt" maxLength={200} placeholder="예: 1++ 한우 등심 단면" disabled={full} />
          {errors.alt && <span className={own.fieldError}>{errors.alt}</span>}
        </label>
        <div>
          <button type="submit" className={table.primary} disabled={upload.state !== "idle" || full}>
            {upload.state !== "idle" ? "올리는 중…" : "사진 올리기"}
          </button>
        </div>
        {upload.data?.formError && !errors.file && !errors.alt && (
          <p className={own.fieldError} role="alert">
            {upload.data.formError}
          </p>
        )}
        {upload.data?.done && (
          <p className={table.notice} role="status">
            {upload.data.done}
          </p>
        )}
      </upload.Form>
    </section>
  );
}
