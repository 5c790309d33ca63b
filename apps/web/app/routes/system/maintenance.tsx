import { data, Link } from "react-router";
import { ShopLogo } from "../../features/layout/shop-logo";
import { loadMaintenance } from "../../lib/maintenance.server";
import { formatMaintenanceWindow } from "../../lib/maintenance-window";
import { SHOP_NAME } from "../../lib/seo-meta";
import type { Route } from "./+types/maintenance";
import styles from "./maintenance.module.css";

const DEFAULT_MESSAGE = "보다 안정적인 서비스를 제공하기 위해 시스템 점검을 진행하고 있습니다.";

/**
 * The maintenance page, without chrome. Shown even when no window is active (it only informs);
 * while one is, it answers 503 so crawlers keep the real pages indexed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const maintenance = await loadMaintenance(context);
  const active = maintenance?.active ?? false;
  return data(
    {
      active,
      message: maintenance?.message || DEFAULT_MESSAGE,
      // The configured message usually carries its own apology; the default one does not.
      apologise: !maintenance?.message,
      window: maintenance ? formatMaintenanceWindow(maintenance.start, maintenance.end) : null,
    },
    {
      status: active ? 503 : 200,
      headers: active ? { "retry-after": "300", "cache-control": "no-store" } : { "cache-control": "no-store" },
    },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `서비스 점검 안내 | ${SHOP_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const { active, message, apologise, window: windowText } = loaderData;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.logo}>
          <ShopLogo compact />
        </div>
        <svg className={styles.image} viewBox="0 0 120 96" aria-hidden="true">
          <rect
            x="14"
            y="16"
            width="92"
            height="62"
            rx="8"
            fill="var(--color-brand-light)"
            stroke="var(--color-brand)"
            strokeWidth="4"
          />
          <path d="M14 30h92" stroke="var(--color-brand)" strokeWidth="4" />
          <circle cx="24" cy="23" r="2.5" fill="var(--color-brand)" />
          <circle cx="32" cy="23" r="2.5" fill="var(--color-brand)" />
          <path
            d="M72 44a12 12 0 0 0-15.5 14.5L44 71a4 4 0 0 0 5.7 5.7l12.5-12.5A12 12 0 0 0 76.7 48.7l-7 7-5.7-1.4-1.4-5.7z"
            fill="#fff"
            stroke="var(--color-brand-dark)"
            strokeWidth="3.5"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className={styles.title}>서비스 점검 안내</h1>
        <p className={styles.message}>{message}</p>
        <dl className={styles.window}>
          <dt>점검 일시</dt>
          <dd>{windowText ?? "점검 일정은 공지사항에서 안내해 드립니다."}</dd>
        </dl>
        {apologise && (
          <p className={styles.apology}>
            점검 시간 동안 서비스 이용이 일시 중단됩니다.
            <br />
            이용에 불편을 드려 죄송합니다.
          </p>
        )}
        {!active && (
          <Link to="/" className={styles.home}>
            메인 화면으로 이동
          </Link>
        )}
      </div>
    </main>
  );
}
