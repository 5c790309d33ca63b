// Extra shipping for Jeju and remote islands (제주 및 도서산간), by the 5-digit postcode of the delivery address.
// The ranges are the list Korean couriers and shop platforms publish for 도서산간 추가 배송비 (islands reached
// only by ship; mainland parts of the same towns are not in it). GET /api/common/island-info answers this table.

export type IslandArea = "jeju" | "remote";

/** Won added to each box that pays its shipping with the order. */
export const ISLAND_SURCHARGES: Record<IslandArea, number> = { jeju: 3_000, remote: 5_000 };

export const ISLAND_AREA_LABELS: Record<IslandArea, string> = { jeju: "제주", remote: "도서산간" };

export interface IslandPostcodeRange {
  area: IslandArea;
  /** Where the range lies, e.g. "전남 신안군 섬지역". */
  region: string;
  /** First and last postcode, both included. */
  from: number;
  to: number;
}

const range = (area: IslandArea, region: string, from: number, to = from): IslandPostcodeRange => ({
  area,
  region,
  from,
  to,
});

/** Every surcharged postcode range, by postcode. */
export const ISLAND_POSTCODE_RANGES: readonly IslandPostcodeRange[] = [
  range("remote", "인천 중구 섬지역", 22386, 22388),
  range("remote", "인천 강화군 섬지역", 23004, 23010),
  range("remote", "인천 옹진군 섬지역 1", 23100, 23116),
  range("remote", "인천 옹진군 섬지역 2", 23124, 23136),
  range("remote", "충남 당진시 섬지역", 31708),
  range("remote", "충남 태안군 섬지역", 32133),
  range("remote", "충남 보령시 섬지역", 33411),
  range("remote", "경북 울릉군", 40200, 40240),
  range("remote", "부산 강서구 섬지역", 46768, 46771),
  range("remote", "경남 사천시 섬지역", 52570, 52571),
  range("remote", "경남 통영시 섬지역 1", 53031, 53033),
  range("remote", "경남 통영시 섬지역 2", 53089, 53104),
  range("remote", "전북 군산시 섬지역", 54000),
  range("remote", "전북 부안군 섬지역", 56347, 56349),
  range("remote", "전남 영광군 섬지역", 57068, 57069),
  range("remote", "전남 목포시 섬지역", 58760, 58762),
  range("remote", "전남 신안군 섬지역 1", 58800, 58810),
  range("remote", "전남 신안군 섬지역 2", 58816, 58818),
  range("remote", "전남 신안군 섬지역 3", 58826),
  range("remote", "전남 신안군 섬지역 4", 58828, 58866),
  range("remote", "전남 진도군 섬지역", 58953, 58958),
  range("remote", "전남 완도군 섬지역 1", 59102, 59103),
  range("remote", "전남 완도군 섬지역 2", 59106),
  range("remote", "전남 완도군 섬지역 3", 59127),
  range("remote", "전남 완도군 섬지역 4", 59129),
  range("remote", "전남 완도군 섬지역 5", 59137, 59166),
  range("remote", "전남 여수시 섬지역 1", 59650),
  range("remote", "전남 여수시 섬지역 2", 59766),
  range("remote", "전남 여수시 섬지역 3", 59781, 59790),
  range("jeju", "제주특별자치도", 63000, 63644),
];

export interface IslandSurcharge {
  area: IslandArea;
  /** "제주" or "도서산간". */
  label: string;
  region: string;
  amount: number;
}

const POSTCODE_PATTERN = /^\d{5}$/;

/** The surcharge for a delivery postcode; null for the mainland and for anything that is not a 5-digit postcode. */
export function islandSurcharge(postcode: string): IslandSurcharge | null {
  const trimmed = postcode.trim();
  if (!POSTCODE_PATTERN.test(trimmed)) return null;
  const code = Number(trimmed);
  const hit = ISLAND_POSTCODE_RANGES.find((entry) => code >= entry.from && code <= entry.to);
  if (!hit) return null;
  return {
    area: hit.area,
    label: ISLAND_AREA_LABELS[hit.area],
    region: hit.region,
    amount: ISLAND_SURCHARGES[hit.area],
  };
}
