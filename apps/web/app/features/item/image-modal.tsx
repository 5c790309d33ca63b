import { useEffect, useState } from "react";
import { Modal } from "../../components/ui/modal";
import styles from "./image-modal.module.css";

export interface ModalImage {
  url: string;
  alt: string;
}

interface ImageModalProps {
  title: string;
  images: ModalImage[];
  /** The picture shown first; null keeps the modal closed. */
  startIndex: number | null;
  onClose: () => void;
}

/** A link to a picture that opens it in the image modal instead; without JavaScript it opens the file in a new tab. */
export function ImageModalLink({
  href,
  className,
  onOpen,
  children,
}: {
  href: string;
  className?: string;
  onOpen: () => void;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/** The image modal of SPEC §2: one picture large, with previous and next when there are several. */
export function ImageModal({ title, images, startIndex, onClose }: ImageModalProps) {
  const [index, setIndex] = useState(startIndex ?? 0);
  useEffect(() => {
    if (startIndex !== null) setIndex(startIndex);
  }, [startIndex]);

  const open = startIndex !== null && images.length > 0;
  const image = images[Math.min(index, images.length - 1)];
  const many = images.length > 1;
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      {image ? (
        <figure className={styles.figure}>
          <img src={image.url} alt={image.alt} className={styles.image} decoding="async" />
          {many ? (
            <figcaption className={styles.caption}>
              <button
                type="button"
                className={styles.step}
                aria-label="이전 사진"
                onClick={() => setIndex((index - 1 + images.length) % images.length)}
              >
                ‹
              </button>
              <span>
                {index + 1} / {images.length}
              </span>
              <button
                type="button"
                className={styles.step}
                aria-label="다음 사진"
                onClick={() => setIndex((index + 1) % images.length)}
              >
                ›
              </button>
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </Modal>
  );
}
