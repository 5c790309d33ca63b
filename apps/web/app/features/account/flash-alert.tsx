import { useEffect } from "react";
import { useAlert } from "../../components/ui/alert-modal";
import { useRootData } from "../../lib/use-root-data";
import styles from "./flash-alert.module.css";

/**
 * The one-time alert a server flow left in the session (SPEC §8: 휴면 전환된 계정입니다., 로그인 후 이용이 가능합니다. …)
 * in the shop's alert modal. Without JavaScript it is a notice at the top of the page instead.
 */
export function FlashAlert() {
  const { flash } = useRootData();
  const { alert } = useAlert();
  useEffect(() => {
    if (flash) void alert(flash.message);
  }, [flash, alert]);
  if (!flash) return null;
  return (
    <noscript>
      <p className={styles.notice} role="alert">
        {flash.message}
      </p>
    </noscript>
  );
}
