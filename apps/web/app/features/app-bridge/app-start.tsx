import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useRootData } from "../../lib/use-root-data";
import { inSitePath, onAppMessage, requestFromApp } from "./app-bridge";
import {
  APP_PUSH_TOKEN_PATH,
  APP_UPDATE_PATH,
  APP_VERSION_CHECK_PATH,
  REQUEST_PERMISSION_PATH,
  readFlag,
  STORAGE_KEYS,
  writeFlag,
} from "./app-storage";

/** What /app/version-check answers. */
export interface VersionCheck {
  target: string | null;
}

/**
 * The app's client behaviours of SPEC §4, rendered once by root and active only inside the app: at app start the
 * version check (a newer server version → /app/update), then on the first app access /request-permission (its push
 * prompt, once); whenever a member is logged in, the push token goes to the API (cleared again at logout); a tapped
 * push alert opens its page.
 */
export function AppStart() {
  const { shopper, csrf } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher();
  // Read as they are when the registration runs: it follows the login state only.
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const csrfNow = useRef(csrf);
  csrfNow.current = csrf;
  const where = useRef(location);
  where.current = location;
  const { isApp, loggedIn } = shopper;

  useEffect(() => {
    if (!isApp || readFlag("session", STORAGE_KEYS.appStartChecked)) return;
    writeFlag("session", STORAGE_KEYS.appStartChecked, "1");
    void fetch(APP_VERSION_CHECK_PATH, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<VersionCheck>) : { target: null }))
      .catch((error: unknown) => {
        // SPEC §8: a failed app version check is only logged.
        console.error("[web] app version check failed", error);
        return { target: null };
      })
      .then(({ target }) => {
        const path = where.current.pathname;
        if (target === APP_UPDATE_PATH) {
          if (path !== APP_UPDATE_PATH) void navigate(APP_UPDATE_PATH, { replace: true });
          return;
        }
        // SPEC §4: the first app access emits the push prompt, once (the guide of why is /request-permission).
        if (!readFlag("local", STORAGE_KEYS.firstAppAccess) && path !== REQUEST_PERMISSION_PATH) {
          writeFlag("local", STORAGE_KEYS.firstAppAccess, new Date().toISOString());
          void requestFromApp({ type: "requestPermission", permission: "notification" }, "permissionResult", 30_000);
        }
      });
  }, [isApp, navigate]);

  useEffect(() => {
    if (!isApp) return;
    if (!loggedIn) {
      // SPEC §4: the push token only when logged in; the API signed the device out at logout.
      writeFlag("session", STORAGE_KEYS.pushTokenStatus, null);
      return;
    }
    if (readFlag("session", STORAGE_KEYS.pushTokenStatus) === "sent") return;
    writeFlag("session", STORAGE_KEYS.pushTokenStatus, "asking");
    void (async () => {
      const [push, device] = await Promise.all([
        requestFromApp({ type: "requestPushToken" }, "pushToken"),
        requestFromApp({ type: "requestDeviceInfo" }, "deviceInfo"),
      ]);
      if (!push?.token) {
        writeFlag("session", STORAGE_KEYS.pushTokenStatus, null);
        return;
      }
      await submit.current(
        {
          csrf: csrfNow.current,
          token: push.token,
          platform: push.platform,
          appVersion: device?.appVersion ?? "",
          deviceModel: device?.deviceModel ?? "",
          osVersion: device?.osVersion ?? "",
        },
        { method: "post", action: APP_PUSH_TOKEN_PATH },
      );
      // Only a finished submission counts: a page left mid-way asks again on the next one.
      writeFlag("session", STORAGE_KEYS.pushTokenStatus, "sent");
    })();
  }, [isApp, loggedIn]);

  useEffect(() => {
    if (!isApp) return;
    return onAppMessage((message) => {
      if (message.type === "pushOpened") void navigate(inSitePath(message.link));
    });
  }, [isApp, navigate]);

  return null;
}
