import { describe, expect, it } from "vitest";
import { APP_UPDATE_PATH, appStartTarget, appVersionNumber } from "./app-version.js";

describe("appVersionNumber", () => {
  it.each([
    ["2.4.1", 241],
    ["2.4.0", 240],
    [" 2.4.0 ", 240],
    ["10", 10],
    ["2.10.3", 2103],
    ["", null],
    ["2.4.0-beta", null],
    ["v2.4.0", null],
    ["2..4", null],
    ["2.4.", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (version, expected) => {
    expect(appVersionNumber(version)).toBe(expected);
  });
});

describe("appStartTarget (SPEC §4: server version newer than the installed one → /app/update)", () => {
  it.each([
    // server, installed, where the app goes
    ["2.4.0", "2.3.1", APP_UPDATE_PATH],
    ["2.4.1", "2.4.0", APP_UPDATE_PATH],
    ["2.4.0", "2.4.0", null],
    ["2.3.1", "2.4.0", null],
    // The SPEC's rule as written: the numbers without dots are compared, so 2.10.0 (2100) is newer than 2.9.9 (299)…
    ["2.10.0", "2.9.9", APP_UPDATE_PATH],
    // …and a shorter version reads smaller: 3.0 (30) is not newer than 2.9.9 (299). Keep every version x.y.z.
    ["3.0", "2.9.9", null],
    // Anything unreadable never forces an update.
    ["", "2.4.0", null],
    ["2.4.0", "", null],
    ["2.5.0", null, null],
    [null, "2.4.0", null],
    ["2.5.0-rc1", "2.4.0", null],
  ])("server %j, installed %j → %j", (server, installed, expected) => {
    expect(appStartTarget(server, installed)).toBe(expected);
  });
});
