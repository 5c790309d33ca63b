// Price areas (가격대) of a list: a handful of bands with round bounds, placed where the items'
// prices actually are, so each band holds a similar share of the list.

/** Round amounts a band may start or end at, in won. */
const NICE_BOUNDS = [
  1_000, 2_000, 3_000, 5_000, 7_000, 10_000, 15_000, 20_000, 30_000, 50_000, 70_000, 100_000, 150_000, 200_000, 300_000,
  500_000, 700_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
] as const;

/** Where the bands are cut: the prices at these shares of the list become the bounds. */
export const PRICE_AREA_QUANTILES = [0.2, 0.4, 0.6, 0.8] as const;

export interface PriceBand {
  /** "10000-30000", or "100000-" for the top band: what the item list takes as priceArea. */
  id: string;
  label: string;
  minPrice: number;
  /** Exclusive; null for the top band. */
  maxPrice: number | null;
}

function nearestNiceBound(price: number): number {
  let best: number = NICE_BOUNDS[0];
  for (const bound of NICE_BOUNDS) {
    // Compared on a log scale: 14,000 is nearer 15,000 than 10,000, 4,000 nearer 5,000 than 3,000.
    if (Math.abs(Math.log(bound / price)) < Math.abs(Math.log(best / price))) best = bound;
  }
  return best;
}

/** "5천원", "1만원", "1만 5천원", "100만원". */
export function formatPriceBound(won: number): string {
  const man = Math.floor(won / 10_000);
  const cheon = Math.floor((won % 10_000) / 1_000);
  if (man === 0) return `${cheon}천원`;
  return cheon === 0 ? `${man.toLocaleString("ko-KR")}만원` : `${man.toLocaleString("ko-KR")}만 ${cheon}천원`;
}

/**
 * Bands from the prices at PRICE_AREA_QUANTILES of a list (ascending), each snapped to a round
 * amount; bounds that snap together merge. An empty list has no bands; a list of one price, one.
 */
export function buildPriceBands(quantilePrices: readonly number[]): PriceBand[] {
  if (quantilePrices.length === 0) return [];
  const bounds = [...new Set(quantilePrices.filter((price) => price > 0).map(nearestNiceBound))].sort((a, b) => a - b);
  if (bounds.length === 0) return [{ id: "0-", label: "전체", minPrice: 0, maxPrice: null }];
  const bands: PriceBand[] = [
    { id: `0-${bounds[0]}`, label: `${formatPriceBound(bounds[0]!)} 미만`, minPrice: 0, maxPrice: bounds[0]! },
  ];
  for (let i = 1; i < bounds.length; i++) {
    const from = bounds[i - 1]!;
    const to = bounds[i]!;
    bands.push({
      id: `${from}-${to}`,
      label: `${formatPriceBound(from)}~${formatPriceBound(to)}`,
      minPrice: from,
      maxPrice: to,
    });
  }
  const top = bounds[bounds.length - 1]!;
  bands.push({ id: `${top}-`, label: `${formatPriceBound(top)} 이상`, minPrice: top, maxPrice: null });
  return bands;
}
