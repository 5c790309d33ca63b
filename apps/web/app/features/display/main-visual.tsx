import type { Promotion } from "@shop/contracts/display";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { slideIndexAt, stepSlide } from "./carousel";
import styles from "./main-visual.module.css";

type Slide = Promotion["list"][number];

/** Seconds each slide stays before the next one slides in. */
const AUTOPLAY_MS = 5000;
/** The drawn pictures' sizes (PC 1200×480, phone 720×720): width and height keep the layout still while they load. */
const PC_SIZE = { width: 1200, height: 480 };
const PHONE_SIZE = { width: 720, height: 720 };
/** Where the phone's picture replaces the PC's (the <source> below). */
const PHONE_MEDIA = "(max-width: 768px)";
const PC_MEDIA = "(min-width: 769px)";

/**
 * The home page's main visual: a scroll-snapping strip of banners (swipe works without any
 * script), with arrows, a counter and autoplay that pauses on hover, focus, the pause button or
 * when the shopper prefers reduced motion. Only the first picture loads eagerly, at high priority:
 * it is the page's largest paint.
 */
export function MainVisual({ title, slides }: { title: string; slides: Slide[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const first = slides[0];
  if (first) {
    // The first picture is the page's largest paint: its request starts from the head, ahead of the stylesheets, instead
    // of when the parser reaches the strip (Lighthouse's LCP load delay). One of the two matches the screen.
    preload(first.mobileImageSrc, { as: "image", fetchPriority: "high", media: PHONE_MEDIA });
    preload(first.imageSrc, { as: "image", fetchPriority: "high", media: PC_MEDIA });
  }

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: "smooth" });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(slideIndexAt(track.scrollLeft, track.clientWidth, count)));
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", onScroll);
    };
  }, [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setTimeout(() => goTo(stepSlide(current, 1, count)), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, current, count, goTo]);

  if (count === 0) return null;
  return (
    <section
      className={styles.visual}
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul ref={trackRef} className={styles.track}>
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className={styles.slide}
            style={{ backgroundColor: slide.backgroundColor || undefined }}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
          >
            <SlideLink slide={slide}>
              <picture>
                <source media={PHONE_MEDIA} srcSet={slide.mobileImageSrc} {...PHONE_SIZE} />
                <img
                  className={styles.image}
                  src={slide.imageSrc}
                  alt={slide.subTitle ? `${slide.title} - ${slide.subTitle}` : slide.title}
                  {...PC_SIZE}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "low"}
                  decoding={index === 0 ? "sync" : "async"}
                />
              </picture>
            </SlideLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="이전 배너"
            onClick={() => goTo(stepSlide(current, -1, count))}
          >
            ‹
          </button>
          <p className={styles.counter} aria-live="polite">
            <strong>{current + 1}</strong>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">전체 </span>
            {count}
          </p>
          <button
            type="button"
            className={styles.arrow}
            aria-label="다음 배너"
            onClick={() => goTo(stepSlide(current, 1, count))}
          >
            ›
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-label={playing ? "자동 넘김 멈춤" : "자동 넘김 시작"}
            aria-pressed={!playing}
            onClick={() => setPlaying((value) => !value)}
          >
            <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function SlideLink({ slide, children }: { slide: Slide; children: ReactNode }) {
  if (slide.link === "") return <div className={styles.link}>{children}</div>;
  const newTab = slide.linkTargetFlag === "Y";
  return (
    <Link to={slide.link} className={styles.link} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </Link>
  );
}
