import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import styles from "./toast.module.css";

/** SPEC §2: the toast is fully shown for 1 s, then fades and is gone by about 3 s. */
export const TOAST_SHOWN_MS = 1_000;
export const TOAST_GONE_MS = 3_000;

interface ToastApi {
  /** Shows a red one-line message; a newer one replaces the one on screen. */
  showToast: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs <ToastProvider> (rendered by root)");
  return api;
}

interface ToastState {
  id: number;
  message: string;
  fading: boolean;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const nextId = useRef(0);

  const showToast = useCallback((message: string) => {
    nextId.current += 1;
    setToast({ id: nextId.current, message, fading: false });
  }, []);
  const api = useMemo(() => ({ showToast }), [showToast]);

  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    const fade = window.setTimeout(
      () => setToast((current) => (current?.id === id ? { ...current, fading: true } : current)),
      TOAST_SHOWN_MS,
    );
    const remove = window.setTimeout(() => setToast((current) => (current?.id === id ? null : current)), TOAST_GONE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(remove);
    };
  }, [id]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toast && (
          <p key={toast.id} className={toast.fading ? `${styles.toast} ${styles.fading}` : styles.toast}>
            {toast.message}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  );
}
