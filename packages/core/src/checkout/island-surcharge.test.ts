import { describe, expect, it } from "vitest";
import { ISLAND_POSTCODE_RANGES, islandSurcharge } from "./island-surcharge.js";

// The published 도서산간 list, written out again so a slip in the table shows here.
const PUBLISHED: ReadonlyArray<readonly [number, number, "jeju" | "remote", string]> = [
  [22386, 22388, "remote", "인천 중구 섬지역"],
  [23004, 23010, "remote", "인천 강화군 섬지역"],
  [23100, 23116, "remote", "인천 옹진군 섬지역 1"],
  [23124, 23136, "remote", "인천 옹진군 섬지역 2"],
  [31708, 31708, "remote", "충남 당진시 섬지역"],
  [32133, 32133, "remote", "충남 태안군 섬지역"],
  [33411, 33411, "remote", "충남 보령시 섬지역"],
  [40200, 40240, "remote", "경북 울릉군"],
  [46768, 46771, "remote", "부산 강서구 섬지역"],
  [52570, 52571, "remote", "경남 사천시 섬지역"],
  [53031, 53033, "remote", "경남 통영시 섬지역 1"],
  [53089, 53104, "remote", "경남 통영시 섬지역 2"],
  [54000, 54000, "remote", "전북 군산시 섬지역"],
  [56347, 56349, "remote", "전북 부안군 섬지역"],
  [57068, 57069, "remote", "전남 영광군 섬지역"],
  [58760, 58762, "remote", "전남 목포시 섬지역"],
  [58800, 58810, "remote", "전남 신안군 섬지역 1"],
  [58816, 58818, "remote", "전남 신안군 섬지역 2"],
  [58826, 58826, "remote", "전남 신안군 섬지역 3"],
  [58828, 58866, "remote", "전남 신안군 섬지역 4"],
  [58953, 58958, "remote", "전남 진도군 섬지역"],
  [59102, 59103, "remote", "전남 완도군 섬지역 1"],
  [59106, 59106, "remote", "전남 완도군 섬지역 2"],
  [59127, 59127, "remote", "전남 완도군 섬지역 3"],
  [59129, 59129, "remote", "전남 완도군 섬지역 4"],
  [59137, 59166, "remote", "전남 완도군 섬지역 5"],
  [59650, 59650, "remote", "전남 여수시 섬지역 1"],
  [59766, 59766, "remote", "전남 여수시 섬지역 2"],
  [59781, 59790, "remote", "전남 여수시 섬지역 3"],
  [63000, 63644, "jeju", "제주특별자치도"],
];

describe("ISLAND_POSTCODE_RANGES", () => {
  it("is the published list", () => {
    expect(ISLAND_POSTCODE_RANGES.map((entry) => [entry.from, entry.to, entry.area, entry.region])).toEqual(PUBLISHED);
  });

  it("is sorted, and no two ranges touch (so a neighbour outside a range is mainland)", () => {
    for (let index = 1; index < ISLAND_POSTCODE_RANGES.length; index += 1) {
      expect(ISLAND_POSTCODE_RANGES[index]!.from).toBeGreaterThan(ISLAND_POSTCODE_RANGES[index - 1]!.to + 1);
    }
  });
});

describe("islandSurcharge: the edges of every range", () => {
  const amount = { jeju: 3_000, remote: 5_000 } as const;
  const label = { jeju: "제주", remote: "도서산간" } as const;
  const inside = PUBLISHED.flatMap(([from, to, area, region]) =>
    [from, to].map((code) => [String(code), area, region] as const),
  );
  const outside = PUBLISHED.flatMap(([from, to]) => [String(from - 1), String(to + 1)]);

  it.each(inside)("%s → %s (%s)", (postcode, area, region) => {
    expect(islandSurcharge(postcode)).toEqual({ area, label: label[area], region, amount: amount[area] });
  });

  it.each(outside)("%s → none", (postcode) => {
    expect(islandSurcharge(postcode)).toBeNull();
  });
});

describe("islandSurcharge: other postcodes and input", () => {
  it.each([
    ["63309", "jeju", 3_000], // 제주시 내
    ["63535", "jeju", 3_000], // 서귀포시 내
    ["40225", "remote", 5_000], // 울릉읍
    ["58850", "remote", 5_000], // 신안 섬
    [" 63000 ", "jeju", 3_000], // surrounding spaces from a form
  ])("%s → %s %d", (postcode, area, won) => {
    expect(islandSurcharge(postcode)).toMatchObject({ area, amount: won });
  });

  it.each([
    ["06236"], // 서울 강남
    ["48058"], // 부산 해운대
    ["00000"],
    ["99999"],
    [""],
    ["6300"],
    ["630000"],
    ["630-00"],
    ["690-012"], // the old 6-digit form
    ["6300a"],
    ["６３０００"], // full-width digits
    ["63000.5"],
  ])("%j → none", (postcode) => {
    expect(islandSurcharge(postcode)).toBeNull();
  });
});
