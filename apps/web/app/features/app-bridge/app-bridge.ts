import { z } from "zod";
import { APP_USER_AGENT_MARKER } from "../../lib/app-user-agent";

/**
 * The one message protocol between the shop's pages and the companion app (docs/api/app-bridge.md). Every message is
 * one JSON text `{ "v": 1, "type": …, "id"?: …, …fields }`. Pages send with `sendToApp`, the app answers or tells on
 * its own through `window.NHMeatAppBridge.receive(json)` (or a `message` event); `onAppMessage` hands them out
 * checked. A request the app answers carries an `id` that the answer repeats.
 */
export const APP_BRIDGE_VERSION = 1;

/** The iOS WKWebView handler name the app registers (`window.webkit.messageHandlers.nhmeatApp`). */
export const IOS_HANDLER = "nhmeatApp";

export type AppPermission = "notification" | "camera" | "photos";

/** Page → app. */
export type PageToAppMessage =
  | { type: "requestPushToken"; id: string }
  | { type: "requestDeviceInfo"; id: string }
  | { type: "requestPermission"; id: string; permission: AppPermission }
  | { type: "openLink"; url: string; external: boolean }
  | { type: "share"; title: string; text: string; url: string }
  | { type: "openSettings" }
  | { type: "pushSetting"; receive: "Y" | "N"; alarm: "Y" | "N" }
  | { type: "loggedOut" };

const platformSchema = z.enum(["ios", "android"]);
const permissionSchema = z.enum(["notification", "camera", "photos"]);
const permissionStatusSchema = z.enum(["granted", "denied", "undetermined"]);

/** App → page, checked: anything else the app sends is ignored (and logged). */
export const appToPageMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("pushToken"),
    id: z.string().optional(),
    /** Empty when the phone gave none (permission refused, no Play services). */
    token: z.string().max(512),
    platform: platformSchema,
  }),
  z.object({
    type: z.literal("deviceInfo"),
    id: z.string().optional(),
    platform: platformSchema,
    appVersion: z.string().max(20),
    deviceModel: z.string().max(60).optional(),
    osVersion: z.string().max(30).optional(),
    pushPermission: permissionStatusSchema.optional(),
  }),
  z.object({
    type: z.literal("permissionResult"),
    id: z.string().optional(),
    permission: permissionSchema,
    status: permissionStatusSchema,
  }),
  /** A push alert tapped while the app was open: the page goes to its link. */
  z.object({ type: z.literal("pushOpened"), link: z.string().max(500) }),
  z.object({ type: z.literal("shareResult"), ok: z.boolean() }),
]);
export type AppToPageMessage = z.infer<typeof appToPageMessageSchema>;

export type AppBridgeTransport = "android" | "ios" | "none";

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: string): void } | undefined> };
  NHMeatAppBridge?: { receive(message: string): void };
}

function bridgeWindow(): (Window & BridgeWindow) | null {
  return typeof window === "undefined" ? null : (window as Window & BridgeWindow);
}

/** The installed app's version from the user agent marker ("… NHMeatApp/2.4.1" → "2.4.1"), or null outside the app. */
export function appVersionOfUserAgent(userAgent: string | null | undefined): string | null {
  if (typeof userAgent !== "string") return null;
  const at = userAgent.indexOf(APP_USER_AGENT_MARKER);
  if (at < 0) return null;
  return /^[0-9.]+/.exec(userAgent.slice(at + APP_USER_AGENT_MARKER.length))?.[0] ?? null;
}

/** The app's platform from the user agent: iPhone and iPad are iOS, every other phone Android. */
export function appPlatformOfUserAgent(userAgent: string | null | undefined): "ios" | "android" {
  return typeof userAgent === "string" && /iPhone|iPad|iPod/.test(userAgent) ? "ios" : "android";
}

/** How this page reaches the app: React Native WebView (Android), WKWebView's handler (iOS), or nothing. */
export function appBridgeTransport(): AppBridgeTransport {
  const w = bridgeWindow();
  if (w?.ReactNativeWebView) return "android";
  if (w?.webkit?.messageHandlers?.[IOS_HANDLER]) return "ios";
  return "none";
}

/**
 * Sends a message to the app. Without a bridge (a browser, an app build without it) nothing is sent: the message is
 * dispatched on window as the `nhmeatapp:send` event instead (the documented fallback that tests and the demo read)
 * and false is answered.
 */
export function sendToApp(message: PageToAppMessage): boolean {
  const w = bridgeWindow();
  if (!w) return false;
  const json = JSON.stringify({ v: APP_BRIDGE_VERSION, ...message });
  const transport = appBridgeTransport();
  if (transport === "android") w.ReactNativeWebView?.postMessage(json);
  else if (transport === "ios") w.webkit?.messageHandlers?.[IOS_HANDLER]?.postMessage(json);
  else w.dispatchEvent(new CustomEvent("nhmeatapp:send", { detail: json }));
  return transport !== "none";
}

/** Reads one message from the app; null (and a log line) for anything that is not one. */
export function parseAppMessage(raw: unknown): AppToPageMessage | null {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = appToPageMessageSchema.safeParse(value);
  if (!parsed.success) {
    console.warn("[web] app bridge: ignored a message", raw);
    return null;
  }
  return parsed.data;
}

const listeners = new Set<(message: AppToPageMessage) => void>();
let installed = false;

function deliver(raw: unknown) {
  // Other scripts post messages too (iframes, extensions): only the bridge's own are read, the rest ignored quietly.
  if (typeof raw === "string" && !raw.includes('"type"')) return;
  const message = parseAppMessage(raw);
  if (message) for (const listener of [...listeners]) listener(message);
}

/** Installs the receiving side once: `window.NHMeatAppBridge.receive(json)` and `message` events. */
function installReceiver() {
  const w = bridgeWindow();
  if (!w || installed) return;
  installed = true;
  w.NHMeatAppBridge = { receive: deliver };
  // react-native-webview's injected postMessage fires on document (Android) or window (iOS).
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent).data;
    if (typeof data === "string") deliver(data);
  };
  w.addEventListener("message", onMessage);
  w.document.addEventListener("message", onMessage);
}

/** Calls `listener` with every message the app sends; answers the function that stops it. */
export function onAppMessage(listener: (message: AppToPageMessage) => void): () => void {
  installReceiver();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let nextId = 0;

/** A page → app request without its id (requestFromApp adds one). */
type RequestMessage =
  Extract<PageToAppMessage, { id: string }> extends infer M
    ? M extends { id: string }
      ? Omit<M, "id">
      : never
    : never;

/**
 * Sends a request and waits for the app's answer of `answerType` with the same id. Null when there is no bridge or
 * no answer within `timeoutMs` (an old app build, a busy phone): callers go on without it.
 */
export function requestFromApp<T extends AppToPageMessage["type"]>(
  message: RequestMessage,
  answerType: T,
  timeoutMs = 5_000,
): Promise<Extract<AppToPageMessage, { type: T }> | null> {
  const id = `m${Date.now().toString(36)}${(++nextId).toString(36)}`;
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
    stop = onAppMessage((answer) => {
      if (answer.type !== answerType || ("id" in answer && answer.id !== undefined && answer.id !== id)) return;
      clearTimeout(timer);
      stop();
      resolve(answer as Extract<AppToPageMessage, { type: T }>);
    });
    if (!sendToApp({ ...message, id } as PageToAppMessage)) {
      clearTimeout(timer);
      stop();
      resolve(null);
    }
  });
}

/**
 * A link the app hands the page (a tapped push alert, `next=`) as an in-site path; anything leaving the site (an
 * absolute URL elsewhere, "//host", "/\\host") is home instead.
 */
export function inSitePath(link: string | null | undefined): string {
  if (!link?.startsWith("/")) return "/";
  const base = "http://shop.invalid";
  try {
    const url = new URL(link, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}
