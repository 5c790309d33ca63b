import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./modal.module.css";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** Dims the page behind; a click on the dim closes the modal. */
  dim?: boolean;
  /** Wider body for grids (product, coupon, address lists). */
  size?: "sm" | "md" | "lg";
}

/** Generic modal with title, close button and optional dimmed background (SPEC §2). */
export function Modal({ open, title, onClose, children, footer, dim = true, size = "md" }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={dim ? `${styles.backdrop} ${styles.dim}` : styles.backdrop}>
      {dim && <button type="button" className={styles.dimClose} aria-label="닫기" tabIndex={-1} onClick={onClose} />}
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role="dialog"
        aria-modal={dim}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
