import { describe, expect, it } from "vitest";
import { isAppUserAgent } from "./app-user-agent";

describe("app user agent", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 NHMeatApp/2.4.1", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 NHMeatApp/2.4.0", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1", false],
    ["nhmeatapp/2.4.0", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (userAgent, expected) => {
    expect(isAppUserAgent(userAgent)).toBe(expected);
  });
});
