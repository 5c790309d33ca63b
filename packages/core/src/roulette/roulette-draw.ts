// The roulette's weighted draw (issue 15 item 2, docs/decisions/047). A prize that cannot be given now (its stock is
// gone, its coupon closed or already held by the member) drops out, and its weight goes to the first 꽝 (nothing)
// prize, so the odds the operator set for the other prizes stay as they were.

export const ROULETTE_PRIZE_KINDS = ["coupon", "points", "nothing"] as const;
export type RoulettePrizeKind = (typeof ROULETTE_PRIZE_KINDS)[number];

/** A prize as the draw sees it: its kind, its weight (odds relative to the others) and whether it can be given now. */
export interface DrawablePrize {
  kind: RoulettePrizeKind;
  /** A non-negative integer; the chance is weight / the sum of the weights. */
  weight: number;
  available: boolean;
}

/** The weights the draw uses: an unavailable prize's weight moves to the first available 꽝 prize (none: dropped). */
export function effectiveWeights(prizes: readonly DrawablePrize[]): number[] {
  const weights = prizes.map((prize) => (prize.available ? Math.max(0, prize.weight) : 0));
  const freed = prizes.reduce((sum, prize) => sum + (prize.available ? 0 : Math.max(0, prize.weight)), 0);
  const nothing = prizes.findIndex((prize) => prize.kind === "nothing" && prize.available);
  if (nothing >= 0) weights[nothing] = (weights[nothing] ?? 0) + freed;
  return weights;
}

/**
 * Draws one prize's index with `random` (a source of [0, 1), injected so tests can seed it); null when no prize can
 * be drawn (every prize gone and no 꽝).
 */
export function drawPrize(prizes: readonly DrawablePrize[], random: () => number): number | null {
  const weights = effectiveWeights(prizes);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return null;
  let roll = random() * total;
  for (const [index, weight] of weights.entries()) {
    if (weight <= 0) continue;
    if (roll < weight) return index;
    roll -= weight;
  }
  // Only float rounding reaches here: the last prize with weight.
  return weights.findLastIndex((weight) => weight > 0);
}

/** Each prize's chance in percent as shown beside the wheel (one decimal), from the effective weights. */
export function prizeChances(prizes: readonly DrawablePrize[]): number[] {
  const weights = effectiveWeights(prizes);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? Math.round((weight / total) * 1000) / 10 : 0));
}

/**
 * Where the wheel stops for the prize at `index` of `count` equal slices (slice 0 centred at the top, clockwise):
 * the clockwise turn in degrees, after `turns` whole turns, that brings the slice's centre under the top pointer.
 */
export function wheelStopDegrees(index: number, count: number, turns = 6): number {
  const slice = 360 / count;
  return turns * 360 + ((360 - index * slice) % 360);
}
