import { z } from "zod";
import { ynFlagSchema } from "./common.js";

// SPEC §7 App: POST /api/app-push/token {token}; GET /setting and /receive-flag; POST /save-log (key and receiveFlag,
// response text). A device is the companion app on one phone, known by its push token (the "key" of SPEC §3's device
// info and push log). Every call is a logged-in member's own (SPEC §4: the push token only when logged in).
// docs/api/app-bridge.md is the pages ↔ app side of it, docs/decisions/046 the why.

export const APP_PUSH_MESSAGES = {
  keyRequired: "기기 정보를 확인할 수 없습니다. 앱을 다시 실행해 주세요.",
  keyInvalid: "기기 정보가 올바르지 않습니다. 앱을 다시 실행해 주세요.",
  flagInvalid: "수신 여부는 Y 또는 N으로 보내 주세요.",
  deviceNotFound: "이 기기의 알림 설정을 찾을 수 없습니다. 앱을 다시 실행해 주세요.",
  /** SPEC §8: the push log save failure (the page shows it when save-log fails). */
  saveLogFailed: "광고성 정보 메시지 저장에 실패하였습니다. 알림 설정에서 재설정해 주세요.",
  settingFailed: "알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/** The push token an FCM or APNs SDK hands the app: letters, digits and `:_-.`, at most 512 characters. */
export const PUSH_KEY_MAX_LENGTH = 512;
export const pushKeySchema = z
  .string({ error: APP_PUSH_MESSAGES.keyRequired })
  .trim()
  .min(1, APP_PUSH_MESSAGES.keyRequired)
  .max(PUSH_KEY_MAX_LENGTH, APP_PUSH_MESSAGES.keyInvalid)
  .regex(/^[A-Za-z0-9:_.-]+$/, APP_PUSH_MESSAGES.keyInvalid);

export const appPlatformSchema = z.enum(["ios", "android"]);
export type AppPlatform = z.infer<typeof appPlatformSchema>;

const receiveFlagSchema = z.enum(ynFlagSchema.options, { error: APP_PUSH_MESSAGES.flagInvalid });
const shortText = (max: number) => z.string().trim().max(max).optional();

/** POST /api/app-push/token: the device's push token and what the app says of itself (SPEC §3 device info). */
export const appPushTokenRequestSchema = z.object({
  token: pushKeySchema,
  /** "target" of SPEC §3's device info. Unknown: android (the app version check's default too). */
  platform: appPlatformSchema.default("android"),
  appVersion: shortText(20),
  deviceModel: shortText(60),
  osVersion: shortText(30),
});
export type AppPushTokenRequest = z.input<typeof appPushTokenRequestSchema>;

/** A device's settings as the app and /app/setting read them (SPEC §3 device info: key, target, receive, alarm). */
export const appPushSettingSchema = z.object({
  /** The push token. */
  key: z.string(),
  target: appPlatformSchema,
  /** Push alerts on this device (Y) or off (N). */
  receive: ynFlagSchema,
  /** 광고성 정보 (marketing) pushes agreed (Y) or refused (N). */
  alarm: ynFlagSchema,
  /** When the marketing choice was last made (ISO instant), null before any. */
  alarmChangedAt: z.string().nullable(),
  appVersion: z.string().nullable(),
});
export type AppPushSetting = z.infer<typeof appPushSettingSchema>;

/** GET /api/app-push/setting?key= and /receive-flag?key= */
export const appPushKeyQuerySchema = z.object({ key: pushKeySchema });

/** POST /api/app-push/setting: push alerts on or off for this device. */
export const appPushSettingRequestSchema = z.object({ key: pushKeySchema, receive: receiveFlagSchema });

/** GET /api/app-push/receive-flag: the device's marketing choice. */
export const appPushReceiveFlagSchema = z.object({ receiveFlag: ynFlagSchema });

/** POST /api/app-push/save-log: the marketing choice made on the device, logged with the text the member is shown. */
export const appPushSaveLogRequestSchema = z.object({ key: pushKeySchema, receiveFlag: receiveFlagSchema });
export type AppPushSaveLogRequest = z.input<typeof appPushSaveLogRequestSchema>;

/** The answer of save-log: the SPEC §8 동의/거부 message to show as it is. */
export const appPushSaveLogResponseSchema = z.object({ text: z.string(), setting: appPushSettingSchema });
export type AppPushSaveLogResponse = z.infer<typeof appPushSaveLogResponseSchema>;
