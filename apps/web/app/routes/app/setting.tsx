import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { APP_PUSH_MESSAGES, type AppPushSetting } from "@shop/contracts/app-push";
import { koreaDate } from "@shop/core/format/korea-date";
import { useEffect, useRef } from "react";
import { data, Link, useFetcher } from "react-router";
import { useAlert } from "../../components/ui/alert-modal";
import { appVersionOfUserAgent, sendToApp } from "../../features/app-bridge/app-bridge";
import styles from "../../features/app-bridge/app-pages.module.css";
import {
  APP_SETTING_PATH,
  APP_UPDATE_PATH,
  REQUEST_PERMISSION_PATH,
  STORAGE_KEYS,
  writeFlag,
} from "../../features/app-bridge/app-storage";
import { appTokenOf } from "../../features/app-bridge/app-token-cookie.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { isAppUserAgent } from "../../lib/app-user-agent";
import { currentTarget, loginHref, readProtectedForm } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { getShopperSession, isLoggedIn } from "../../lib/session.server";
import { useRootData } from "../../lib/use-root-data";
import type { Route } from "./+types/setting";

type SettingPage =
  | { state: "outside" }
  | { state: "guest"; loginHref: string }
  | { state: "pending" }
  | { state: "ready"; setting: AppPushSetting; installed: string | null };

/**
 * /app/setting (SPEC §2, §6: settings only in the app): this device's push alerts on or off and its marketing
 * (광고성 정보) choice. The device is the push token the app start registered (app token cookie, SPEC §9); outside
 * the app the page says it is the app's, and a guest is asked to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SettingPage> {
  const userAgent = request.headers.get("user-agent");
  if (!isAppUserAgent(userAgent)) return { state: "outside" };
  const session = await getShopperSession(request);
  if (!isLoggedIn(session)) return { state: "guest", loginHref: loginHref(currentTarget(request)) };
  const key = appTokenOf(request);
  if (!key) return { state: "pending" };
  try {
    const setting = await callApi(context, apiEndpoints.appPushSetting, { request, query: { key } });
    return { state: "ready", setting, installed: appVersionOfUserAgent(userAgent) };
  } catch (error) {
    // Not this member's device (yet): the app start registers it and the page reads it again.
    if (error instanceof ApiResponseError && error.status === 404) return { state: "pending" };
    throw error;
  }
}

// The settings are this member's: never kept by a browser or a proxy.
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("cache-control", "no-store");
  return headers;
}

type ActionAnswer = { ok: true; message: string; setting: AppPushSetting } | { ok: false; message: string };

/** intent=push (receive Y/N) → POST /api/app-push/setting; intent=marketing (receiveFlag Y/N) → save-log. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, session } = await readProtectedForm(request);
  const intent = form.get("intent");
  const failure = intent === "marketing" ? APP_PUSH_MESSAGES.saveLogFailed : APP_PUSH_MESSAGES.settingFailed;
  const key = appTokenOf(request);
  if (!isLoggedIn(session) || !key) return data<ActionAnswer>({ ok: false, message: failure }, { status: 400 });
  const flag = form.get("value") === "Y" ? "Y" : "N";
  try {
    if (intent === "marketing") {
      const { text, setting } = await callApi(context, apiEndpoints.appPushSaveLog, {
        request,
        body: { key, receiveFlag: flag },
      });
      return data<ActionAnswer>({ ok: true, message: text, setting });
    }
    const setting = await callApi(context, apiEndpoints.appPushSettingSave, { request, body: { key, receive: flag } });
    const message = flag === "Y" ? "앱 알림을 받도록 설정했습니다." : "앱 알림을 받지 않도록 설정했습니다.";
    return data<ActionAnswer>({ ok: true, message, setting });
  } catch (error) {
    // SPEC §8: a failed push log save shows its own message; the reason is logged.
    console.error("[web] app setting save failed", error);
    return data<ActionAnswer>({ ok: false, message: failure }, { status: 200 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "앱 설정");

export default function AppSettingPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.pageInLayout}>
      <h1 className={styles.heading}>앱 설정</h1>
      {loaderData.state === "outside" && (
        <div className={styles.notice}>
          <p>앱 설정은 농협몰 앱에서만 이용하실 수 있습니다. 앱을 설치한 뒤 앱에서 다시 열어 주세요.</p>
          <div className={styles.inlineActions}>
            <Link className={styles.primary} to={APP_UPDATE_PATH}>
              앱 설치하기
            </Link>
            <Link className={styles.secondary} to="/">
              홈으로
            </Link>
          </div>
        </div>
      )}
      {loaderData.state === "guest" && (
        <div className={styles.notice}>
          <p>로그인하시면 이 기기의 알림 수신을 설정하실 수 있습니다.</p>
          <div className={styles.inlineActions}>
            <Link className={styles.primary} to={loaderData.loginHref}>
              로그인
            </Link>
          </div>
        </div>
      )}
      {loaderData.state === "pending" && <PendingDevice />}
      {loaderData.state === "ready" && <DeviceSettings setting={loaderData.setting} installed={loaderData.installed} />}
    </div>
  );
}

function PendingDevice() {
  return (
    <div className={styles.notice}>
      <p>이 기기의 알림 정보를 확인하고 있습니다. 잠시 후에도 설정이 보이지 않으면 다시 시도해 주세요.</p>
      <div className={styles.inlineActions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            // The app start asks the app for its push token again on the reloaded page.
            writeFlag("session", STORAGE_KEYS.pushTokenStatus, null);
            window.location.reload();
          }}
        >
          다시 시도
        </button>
      </div>
    </div>
  );
}

function DeviceSettings({ setting, installed }: { setting: AppPushSetting; installed: string | null }) {
  const { csrf } = useRootData();
  const { alert } = useAlert();
  const push = useFetcher<ActionAnswer>();
  const marketing = useFetcher<ActionAnswer>();
  // Each answer once: the 동의/거부 text or the failure message of SPEC §8 in the shop's alert.
  const showAnswer = (answer: ActionAnswer | undefined) => {
    if (!answer) return;
    void alert(answer.message);
    if (answer.ok) sendToApp({ type: "pushSetting", receive: answer.setting.receive, alarm: answer.setting.alarm });
  };
  const showRef = useRef(showAnswer);
  showRef.current = showAnswer;
  useEffect(() => showRef.current(push.data), [push.data]);
  useEffect(() => showRef.current(marketing.data), [marketing.data]);

  const receive = push.formData ? push.formData.get("value") === "Y" : setting.receive === "Y";
  const alarm = marketing.formData ? marketing.formData.get("value") === "Y" : setting.alarm === "Y";
  const toggle = (fetcher: typeof push, intent: "push" | "marketing", on: boolean) =>
    void fetcher.submit({ csrf, intent, value: on ? "Y" : "N" }, { method: "post" });

  return (
    <>
      <ul className={styles.settings}>
        <li className={styles.setting}>
          <div className={styles.settingText}>
            <h2 id="setting-push">앱 알림</h2>
            <p>재입고, 배송 시작, 문의 답변 소식을 알림으로 받습니다.</p>
          </div>
          <button
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={receive}
            aria-labelledby="setting-push"
            disabled={push.state !== "idle"}
            onClick={() => toggle(push, "push", !receive)}
          />
        </li>
        <li className={styles.setting}>
          <div className={styles.settingText}>
            <h2 id="setting-marketing">광고성 정보 알림</h2>
            <p>할인, 쿠폰, 이벤트 등 혜택 소식을 알림으로 받습니다.</p>
            {setting.alarmChangedAt && (
              <span className={styles.changedAt}>
                {koreaDate(setting.alarmChangedAt)} {setting.alarm === "Y" ? "수신 동의" : "수신 거부"}
              </span>
            )}
          </div>
          <button
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={alarm}
            aria-labelledby="setting-marketing"
            disabled={marketing.state !== "idle"}
            onClick={() => toggle(marketing, "marketing", !alarm)}
          />
        </li>
        <li className={styles.setting}>
          <div className={styles.settingText}>
            <h2>휴대폰 알림 권한</h2>
            <p>알림이 오지 않으면 휴대폰 설정에서 농협몰 앱의 알림을 허용해 주세요.</p>
          </div>
          <button type="button" className={styles.settingButton} onClick={() => sendToApp({ type: "openSettings" })}>
            설정 열기
          </button>
        </li>
      </ul>
      <p className={styles.note}>
        <Link to={`${REQUEST_PERMISSION_PATH}?next=${encodeURIComponent(APP_SETTING_PATH)}`}>앱 접근 권한 안내</Link>
      </p>
      {installed && <p className={styles.version}>앱 버전 {installed}</p>}
    </>
  );
}
