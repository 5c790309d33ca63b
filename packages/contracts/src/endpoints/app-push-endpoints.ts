import type { ApiEndpoint } from "../api-endpoints.js";
import {
  appPushKeyQuerySchema,
  appPushReceiveFlagSchema,
  appPushSaveLogRequestSchema,
  appPushSaveLogResponseSchema,
  appPushSettingRequestSchema,
  appPushSettingSchema,
  appPushTokenRequestSchema,
} from "../app-push.js";

/** The companion app's push calls (SPEC §7 App, docs/decisions/046); spread into apiEndpoints. */
export const appPushEndpoints = {
  appPushToken: {
    method: "POST",
    path: "/app-push/token",
    body: appPushTokenRequestSchema,
    response: appPushSettingSchema,
  },
  appPushSetting: {
    method: "GET",
    path: "/app-push/setting",
    querystring: appPushKeyQuerySchema,
    response: appPushSettingSchema,
  },
  appPushSettingSave: {
    method: "POST",
    path: "/app-push/setting",
    body: appPushSettingRequestSchema,
    response: appPushSettingSchema,
  },
  appPushReceiveFlag: {
    method: "GET",
    path: "/app-push/receive-flag",
    querystring: appPushKeyQuerySchema,
    response: appPushReceiveFlagSchema,
  },
  appPushSaveLog: {
    method: "POST",
    path: "/app-push/save-log",
    body: appPushSaveLogRequestSchema,
    response: appPushSaveLogResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
