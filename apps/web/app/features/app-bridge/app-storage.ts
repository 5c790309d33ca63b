/** The pages' own paths of the app (SPEC §2). */
export const APP_UPDATE_PATH = "/app/update";
export const APP_SETTING_PATH = "/app/setting";
export const REQUEST_PERMISSION_PATH = "/request-permission";
/** Resource routes the app start calls (routes/app/). */
export const APP_VERSION_CHECK_PATH = "/app/version-check";
export const APP_PUSH_TOKEN_PATH = "/app/push-token";

/** SPEC §3 client state keys the app start keeps. */
export const STORAGE_KEYS = {
  /** sessionStorage: the version check ran for this app session. */
  appStartChecked: "appStartChecked",
  /** sessionStorage: "sent" once this login's push token went to the API. */
  pushTokenStatus: "pushTokenStatus",
  /** localStorage: the first app access was handled (its push prompt shown once). */
  firstAppAccess: "firstAppAccess",
} as const;

type Store = "local" | "session";

function storage(kind: Store): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlag(kind: Store, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeFlag(kind: Store, key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch (error) {
    // Private modes may refuse storage: the app start then simply runs again next page.
    console.warn("[web] app storage unavailable", error);
  }
}
