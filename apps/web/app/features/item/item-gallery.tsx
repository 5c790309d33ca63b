import { useCallback, useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import styles from "./item-gallery.module.css";

export interface GallerySlide {
  slideId: number;
  url: string;
  alt: string;
}

/** The item pictures' drawn size (the API draws them 600 × 600). */
const IMAGE_SIZE = 600;

/**
 * The item's pictures: a native scroll-snap strip (swipe on phones, no carousel library), thumbnails and arrows on
 * PC. Without JavaScript the strip still scrolls; the first picture loads at once, the rest lazily.
 */
export function ItemGallery({ slides, soldOut }: { slides: GallerySlide[]; soldOut: boolean }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = slides.length;
  // The first picture is the page's largest paint: React puts this preload in <head>, ahead of the scripts.
  if (slides[0]) preload(slides[0].url, { as: "image", fetchPriority: "high" });

  // The strip may be swiped: the slide mostly in view is the active one.
  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setActive(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
  }, [count]);

  const goTo = (index: number) => {
    const track = trackRef.current;
    const target = (index + count) % count;
    setActive(target);
    track?.scrollTo({ left: target * track.clientWidth, behavior: "smooth" });
  };

  // A new item (same route, other code) starts at its first picture.
  const firstUrl = slides[0]?.url;
  useEffect(() => {
    if (firstUrl === undefined) return;
    setActive(0);
    trackRef.current?.scrollTo({ left: 0 });
  }, [firstUrl]);

  if (count === 0) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.stage} ${styles.empty}`}>이미지 준비중</div>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label="상품 이미지">
      <div className={styles.stage}>
        <ul ref={trackRef} className={styles.track} onScroll={onScroll}>
          {slides.map((slide, index) => (
            <li key={slide.slideId} className={styles.slide} aria-label={`${index + 1} / ${count}`}>
              <img
                src={slide.url}
                alt={slide.alt}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                decoding={index === 0 ? "sync" : "async"}
                draggable={false}
              />
            </li>
          ))}
        </ul>
        {soldOut ? (
          <span className={styles.soldOut} aria-hidden="true">
            <span>품절</span>
          </span>
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label="이전 이미지"
              onClick={() => goTo(active - 1)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="다음 이미지"
              onClick={() => goTo(active + 1)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <span className={styles.counter} aria-hidden="true">
              {active + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {slides.map((slide, index) => (
            <li key={slide.slideId}>
              <button
                type="button"
                className={index === active ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-label={`${index + 1}번째 이미지 보기`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => goTo(index)}
              >
                <img src={slide.url} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
