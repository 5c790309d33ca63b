import { useSyncExternalStore } from "react";
import styles from "./connection-status.module.css";

/** What the shopper reads while the phone or PC has no connection (SPEC §4: online and offline status). */
export const OFFLINE_MESSAGE = "인터넷 연결이 끊겼습니다. 연결 상태를 확인해 주세요.";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * SPEC §4's online and offline status: the browser's (the app's web view's) connection, followed through its `online`
 * and `offline` events. While offline a notice stays on screen, so a tap that cannot reach the shop is not taken for a
 * broken page; it goes when the connection is back. Server-rendered pages count as online.
 */
export function ConnectionStatus() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className={styles.offline} role="status">
      {OFFLINE_MESSAGE}
    </p>
  );
}
