import { describe, expect, it } from "vitest";
import { appPlatformOfUserAgent, appVersionOfUserAgent, inSitePath, parseAppMessage } from "./app-bridge";

const ANDROID_APP =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 NHMeatApp/2.4.1";
const IOS_APP =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 NHMeatApp/2.3.0";

describe("app user agent", () => {
  it.each([
    [ANDROID_APP, "2.4.1", "android"],
    [IOS_APP, "2.3.0", "ios"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1", null, "ios"],
    ["… NHMeatApp/", null, "android"],
    [null, null, "android"],
  ])("%j → version %j on %s", (userAgent, version, platform) => {
    expect(appVersionOfUserAgent(userAgent)).toBe(version);
    expect(appPlatformOfUserAgent(userAgent)).toBe(platform);
  });
});

describe("inSitePath", () => {
  it.each([
    ["/mypage/order", "/mypage/order"],
    ["/items/G0000001?tab=review#top", "/items/G0000001?tab=review#top"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
  ])("%j → %j", (link, expected) => {
    expect(inSitePath(link)).toBe(expected);
  });
});

describe("parseAppMessage", () => {
  it.each([
    ['{"v":1,"type":"pushToken","id":"m1","token":"abc:1","platform":"ios"}', "pushToken"],
    [{ type: "pushOpened", link: "/mypage" }, "pushOpened"],
    ['{"type":"permissionResult","permission":"camera","status":"denied","extra":1}', "permissionResult"],
    ['{"type":"pushToken","token":"abc"}', null],
    ['{"type":"unknown"}', null],
    ["not json", null],
    [42, null],
  ])("%j → %j", (raw, type) => {
    expect(parseAppMessage(raw)?.type ?? null).toBe(type);
  });
});
