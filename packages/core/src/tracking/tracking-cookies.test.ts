import { describe, expect, it } from "vitest";
import { hasUtm, type TrackingUtm, utmOfQuery, utmQueryOf, validTrackingUid } from "./tracking-cookies.js";

const none: TrackingUtm = { utmSource: null, utmMedium: null, utmCampaign: null, utmItem: null, utmContent: null };

describe("utmOfQuery", () => {
  it.each<[string, Partial<TrackingUtm>]>([
    ["", {}],
    ["?page=2&sort=new", {}],
    ["?utm_source=naver&utm_medium=cpc", { utmSource: "naver", utmMedium: "cpc" }],
    ["utm_source=naver", { utmSource: "naver" }],
    [
      "?utm_source=kakao&utm_medium=push&utm_campaign=%ED%95%9C%EC%9A%B0%EC%A0%9C&utm_item=G0000001&utm_content=banner",
      { utmSource: "kakao", utmMedium: "push", utmCampaign: "한우제", utmItem: "G0000001", utmContent: "banner" },
    ],
    // Blank and whitespace-only values are no value; spaces around one are dropped.
    ["?utm_source=&utm_medium=%20%20&utm_campaign=%20fall%20", { utmCampaign: "fall" }],
    // Control characters (NUL cannot be stored) are removed.
    ["?utm_source=na%00ver%0A", { utmSource: "naver" }],
    // A broken escape is decoded leniently (U+FFFD), never thrown.
    ["?utm_source=%E0%A4%A", { utmSource: "\uFFFD%A" }],
    [`?utm_source=${"a".repeat(150)}`, { utmSource: "a".repeat(100) }],
  ])("%s", (query, expected) => {
    expect(utmOfQuery(query)).toEqual({ ...none, ...expected });
  });
});

describe("utmQueryOf ↔ utmOfQuery", () => {
  it.each<Partial<TrackingUtm>>([
    {},
    { utmSource: "naver" },
    { utmSource: "a b&c=d", utmCampaign: "한우 세일", utmContent: "x" },
  ])("%o round-trips", (fields) => {
    const utm = { ...none, ...fields };
    expect(utmOfQuery(utmQueryOf(utm))).toEqual(utm);
  });

  it("writes nothing for no campaign", () => {
    expect(utmQueryOf(none)).toBe("");
    expect(hasUtm(none)).toBe(false);
    expect(hasUtm({ ...none, utmContent: "x" })).toBe(true);
  });
});

describe("validTrackingUid", () => {
  it.each<[string | undefined | null, string | null]>([
    ["0f8fad5b-d9cb-469f-a165-70867728950e", "0f8fad5b-d9cb-469f-a165-70867728950e"],
    ["abcd1234", "abcd1234"],
    ["short", null],
    ["has space in it", null],
    ["<script>alert(1)</script>", null],
    ["a".repeat(65), null],
    ["", null],
    [undefined, null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(validTrackingUid(value)).toBe(expected);
  });
});
