import { CloseIcon } from "../../components/ui/icons";
import type { ShellData } from "../../lib/shell-data.server";
import { ConfiguredLink } from "./chrome-link";
import styles from "./stripe-banner.module.css";

type Banner = NonNullable<ShellData["stripeBanner"]>;

/** Dark text on light admin-chosen colours, white on the rest; unknown formats get white. */
function textColorFor(background: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return "#fff";
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? "#222" : "#fff";
}

/** The closable strip above the header (SPEC §2); closing hides it for a day. */
export function StripeBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const background = banner.backgroundColor || "var(--color-brand-dark)";
  return (
    <aside
      className={styles.banner}
      style={{ background, color: textColorFor(banner.backgroundColor) }}
      aria-label="띠배너"
    >
      <div className={styles.inner}>
        {banner.link ? (
          <ConfiguredLink href={banner.link} newTab={banner.linkTargetFlag === "Y"} className={styles.contents}>
            {banner.contents}
          </ConfiguredLink>
        ) : (
          <p className={styles.contents}>{banner.contents}</p>
        )}
        <button type="button" className={styles.close} onClick={onClose} aria-label="띠배너 닫기">
          <span className={styles.closeText}>오늘 하루 보지 않기</span>
          <CloseIcon size={18} />
        </button>
      </div>
    </aside>
  );
}
