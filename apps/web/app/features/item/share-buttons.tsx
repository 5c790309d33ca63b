import { useEffect, useId, useRef, useState } from "react";
import { useAlert } from "../../components/ui/alert-modal";
import { useToast } from "../../components/ui/toast";
import styles from "./item-summary.module.css";
import {
  COPY_DONE,
  COPY_FAILED,
  copyText,
  FACEBOOK_SHARE_FAILED,
  KAKAO_SHARE_FAILED,
  type ShareTarget,
  shareToFacebook,
  shareToKakao,
} from "./share";

/**
 * The share button and its layer: Kakao, Facebook and copying the address. Failures show the red toast of SPEC §8.
 * Sharing is a browser feature: without JavaScript the button does nothing.
 */
export function ShareButtons({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  const layerId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const { showToast } = useToast();
  const { alert } = useAlert();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onKakao = async () => {
    let shared = false;
    try {
      shared = await shareToKakao(target);
    } catch (error) {
      console.warn("[web] kakao share failed", error);
    }
    if (!shared) showToast(KAKAO_SHARE_FAILED);
    setOpen(false);
  };
  const onFacebook = () => {
    let shared = false;
    try {
      shared = shareToFacebook(target.url);
    } catch (error) {
      console.warn("[web] facebook share failed", error);
    }
    if (!shared) showToast(FACEBOOK_SHARE_FAILED);
    setOpen(false);
  };
  const onCopy = async () => {
    const copied = await copyText(target.url);
    setOpen(false);
    await alert(copied ? COPY_DONE : COPY_FAILED);
  };

  return (
    <div ref={wrapRef} className={styles.shareWrap}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="공유하기"
        aria-expanded={open}
        aria-controls={layerId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="18" cy="5.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <circle cx="18" cy="18.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" stroke="currentColor" strokeWidth="1.7" />
        </svg>
      </button>
      <div id={layerId} className={styles.shareLayer} hidden={!open}>
        <button type="button" className={styles.shareKakao} onClick={onKakao}>
          <span className={styles.shareMark} aria-hidden="true">
            K
          </span>
          카카오톡
        </button>
        <button type="button" className={styles.shareFacebook} onClick={onFacebook}>
          <span className={styles.shareMark} aria-hidden="true">
            f
          </span>
          페이스북
        </button>
        <button type="button" className={styles.shareCopy} onClick={onCopy}>
          <span className={styles.shareMark} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="18" height="18">
              <path
                d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </span>
          링크 복사
        </button>
      </div>
    </div>
  );
}
