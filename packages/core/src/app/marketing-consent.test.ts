import { describe, expect, it } from "vitest";
import { marketingConsentText } from "./marketing-consent.js";

describe("marketingConsentText (SPEC §8 동의/거부)", () => {
  it.each([
    [true, "2026-11-28T10:00:00+09:00", "[농협몰] 2026년 11월 28일 광고성 정보 수신 동의 처리되었습니다."],
    [false, "2026-11-28T10:00:00+09:00", "[농협몰] 2026년 11월 28일 광고성 정보 수신 거부 처리되었습니다."],
    // 23:30 UTC is already the next day in Korea.
    [true, "2026-12-31T23:30:00Z", "[농협몰] 2027년 1월 1일 광고성 정보 수신 동의 처리되었습니다."],
  ])("agreed %s at %s", (agreed, at, expected) => {
    expect(marketingConsentText(agreed, new Date(at))).toBe(expected);
  });
});
