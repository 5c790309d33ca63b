import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import styles from "./alert-modal.module.css";

/** SPEC §4: the alert modal is either an ALERT (OK) or a CONFIRM (OK and Cancel). */
export type AlertType = "ALERT" | "CONFIRM";

export interface AlertOptions {
  title?: string;
  okLabel?: string;
  cancelLabel?: string;
  /** Adds an × button; it answers like Cancel. */
  closable?: boolean;
}

interface AlertRequest extends AlertOptions {
  type: AlertType;
  message: string;
  resolve: (confirmed: boolean) => void;
}

interface AlertApi {
  /** Shows a message with OK; resolves when it is dismissed. */
  alert: (message: string, options?: AlertOptions) => Promise<void>;
  /** Shows a question with OK and Cancel; resolves true on OK. */
  confirm: (message: string, options?: AlertOptions) => Promise<boolean>;
}

const AlertContext = createContext<AlertApi | null>(null);

/** The shop's alert and confirm dialogs, used instead of window.alert everywhere. */
export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error("useAlert needs <AlertProvider> (rendered by root)");
  return api;
}

/** Holds the queue of alerts; one is shown at a time, in the order they were asked. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<AlertRequest[]>([]);

  const open = useCallback(
    (type: AlertType, message: string, options: AlertOptions = {}) =>
      new Promise<boolean>((resolve) => {
        setQueue((current) => [...current, { ...options, type, message, resolve }]);
      }),
    [],
  );
  const api = useMemo<AlertApi>(
    () => ({
      alert: async (message, options) => {
        await open("ALERT", message, options);
      },
      confirm: (message, options) => open("CONFIRM", message, options),
    }),
    [open],
  );

  const current = queue[0];
  const answer = useCallback(
    (confirmed: boolean) => {
      if (!current) return;
      current.resolve(confirmed);
      setQueue((rest) => rest.slice(1));
    },
    [current],
  );

  return (
    <AlertContext.Provider value={api}>
      {children}
      {current && <AlertDialog request={current} onAnswer={answer} />}
    </AlertContext.Provider>
  );
}

function AlertDialog({ request, onAnswer }: { request: AlertRequest; onAnswer: (confirmed: boolean) => void }) {
  const messageId = useId();
  const titleId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const isConfirm = request.type === "CONFIRM";

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    okRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // Escape means "no" for a confirm, and simply dismisses an alert.
      if (event.key === "Escape") onAnswer(!isConfirm);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [onAnswer, isConfirm]);

  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={request.title ? titleId : undefined}
        aria-describedby={messageId}
        aria-label={request.title ? undefined : "알림"}
      >
        {request.closable && (
          <button type="button" className={styles.close} aria-label="닫기" onClick={() => onAnswer(false)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {request.title && (
          <h2 id={titleId} className={styles.title}>
            {request.title}
          </h2>
        )}
        <p id={messageId} className={styles.message}>
          {request.message}
        </p>
        <div className={styles.buttons}>
          {isConfirm && (
            <button type="button" className={styles.cancel} onClick={() => onAnswer(false)}>
              {request.cancelLabel ?? "취소"}
            </button>
          )}
          <button ref={okRef} type="button" className={styles.ok} onClick={() => onAnswer(true)}>
            {request.okLabel ?? "확인"}
          </button>
        </div>
      </div>
    </div>
  );
}
