import { Link } from "react-router";
import { DEMO_INBOX_PATH, type DemoMode, demoNotice, hasSmsInbox } from "../../lib/demo-mode";
import { useRootData } from "../../lib/use-root-data";
import styles from "./demo-bar.module.css";

interface DemoLink {
  to: string;
  label: string;
}

/** Where a newcomer reads what the sandboxes did; the payment sandbox's guide joins here when it has a page. */
function demoLinks(demo: DemoMode): DemoLink[] {
  return hasSmsInbox(demo) ? [{ to: DEMO_INBOX_PATH, label: "문자 수신함" }] : [];
}

/**
 * The strip above the header in demo mode (docs/decisions/012): nothing a shopper does here is real. It depends on
 * the API's mode only, never on the shopper, so a cached page stays right for everyone; a live configuration shows
 * nothing.
 */
export function DemoBar() {
  const { demo } = useRootData();
  if (!demo) return null;
  const links = demoLinks(demo);
  return (
    <aside className={styles.bar} aria-label="데모 모드 안내">
      <div className={styles.inner}>
        <p className={styles.notice}>
          <strong className={styles.label}>데모 모드</strong> · {demoNotice(demo.sandboxes)}
        </p>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
