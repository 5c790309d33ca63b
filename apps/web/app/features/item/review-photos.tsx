import { ImageModalLink, type ModalImage } from "./image-modal";
import styles from "./item-sections.module.css";

/** A review's photo thumbnails; each opens the image modal at its place (a plain link to the photo without JS). */
export function ReviewPhotos({
  images,
  label,
  onOpen,
}: {
  images: ModalImage[];
  label: string;
  onOpen: (index: number) => void;
}) {
  if (images.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {images.map((image, index) => (
        <li key={image.url}>
          <ImageModalLink href={image.url} className={styles.photo} onOpen={() => onOpen(index)}>
            <img src={image.url} alt={image.alt} width={80} height={80} loading="lazy" decoding="async" />
          </ImageModalLink>
        </li>
      ))}
    </ul>
  );
}
