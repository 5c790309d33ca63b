import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { inSitePath, requestFromApp } from "../../features/app-bridge/app-bridge";
import styles from "../../features/app-bridge/app-pages.module.css";
import { STORAGE_KEYS, writeFlag } from "../../features/app-bridge/app-storage";
import { pageMeta } from "../../lib/page-meta";
import { useRootData } from "../../lib/use-root-data";
import type { Route } from "./+types/request-permission";

export function loader({ request }: Route.LoaderArgs) {
  return { next: inSitePath(new URL(request.url).searchParams.get("next")) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "앱 접근 권한 안내");

const PERMISSIONS = [
  {
    key: "notification",
    title: "알림",
    text: "재입고, 배송 시작, 문의 답변 소식과 혜택 알림을 보내 드립니다.",
    path: "M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 16a2 2 0 0 0 4 0",
  },
  {
    key: "camera",
    title: "카메라",
    text: "상품 후기와 문의에 올릴 사진을 찍을 때 사용합니다.",
    path: "M4 8h3l2-3h6l2 3h3v11H4Zm8 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z",
  },
  {
    key: "photos",
    title: "사진",
    text: "상품 후기와 문의에 휴대폰의 사진을 첨부할 때 사용합니다.",
    path: "M4 5h16v14H4Zm0 10 4-4 4 4 3-3 5 5M15 9a1 1 0 1 0 0 .1",
  },
] as const;

/**
 * /request-permission (SPEC §2): why the app asks for notifications, the camera and photos, for the app to open before
 * its own prompts and linked from /app/setting. 확인 asks the app for the notification permission (the push prompt,
 * docs/api/app-bridge.md) and goes on to `next`. The first app access's prompt itself is emitted once by the app start
 * (features/app-bridge/app-start.tsx), which this page's visit also counts as done.
 */
export default function RequestPermissionPage({ loaderData }: Route.ComponentProps) {
  const { shopper } = useRootData();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (shopper.isApp) writeFlag("local", STORAGE_KEYS.firstAppAccess, new Date().toISOString());
  }, [shopper.isApp]);

  const onConfirm = async () => {
    setAsking(true);
    if (shopper.isApp)
      await requestFromApp({ type: "requestPermission", permission: "notification" }, "permissionResult", 30_000);
    void navigate(loaderData.next, { replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="permission-title">
        <h1 id="permission-title" className={styles.title}>
          앱 접근 권한 안내
        </h1>
        <p className={styles.lead}>농협몰 앱을 편리하게 이용하실 수 있도록 아래 권한의 허용을 요청합니다.</p>
        <ul className={styles.permissions}>
          {PERMISSIONS.map((permission) => (
            <li key={permission.key} className={styles.permission}>
              <svg className={styles.permissionIcon} viewBox="0 0 24 24" aria-hidden="true">
                <path d={permission.path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              <div>
                <h2>
                  {permission.title}
                  <span className={styles.tag}>(선택)</span>
                </h2>
                <p>{permission.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onConfirm} disabled={asking}>
            확인
          </button>
        </div>
        <p className={styles.note}>
          선택 권한은 허용하지 않으셔도 서비스를 이용하실 수 있습니다. 허용 여부는 휴대폰의 설정에서 언제든지 바꾸실 수
          있습니다.
        </p>
      </section>
    </main>
  );
}
