// What an operator may set for a roulette's prizes in the back office (docs/decisions/054): the odds as whole-number
// weights (or percents: 25/25/50 reads the same), each 0 or more and their total above 0, shown as each prize's
// percent as they type; the stock as the total number of copies, never below the copies already won.

/** The most slices a wheel has: more would not read on a phone. */
export const ROULETTE_MAX_PRIZES = 12;
/** The largest weight an operator types (percents with decimals are typed ×10 or ×100). */
export const ROULETTE_MAX_WEIGHT = 1_000_000;

export const ROULETTE_ODDS_MESSAGES = {
  noPrize: "경품을 한 개 이상 등록해 주세요.",
  tooMany: `경품은 ${ROULETTE_MAX_PRIZES}개까지 등록할 수 있습니다.`,
  weight: `확률은 0부터 ${ROULETTE_MAX_WEIGHT.toLocaleString("ko-KR")}까지의 정수로 입력해 주세요.`,
  zeroTotal: "확률의 합이 0입니다. 한 개 이상의 경품에 0보다 큰 확률을 입력해 주세요.",
} as const;

/** What is wrong with the odds, and at which prize (null: the list as a whole); null when they can be drawn. */
export interface OddsProblem {
  index: number | null;
  message: string;
}

/** Whether `weight` is one an operator may set: a whole number from 0 to ROULETTE_MAX_WEIGHT. */
export function isRouletteWeight(weight: number): boolean {
  return Number.isInteger(weight) && weight >= 0 && weight <= ROULETTE_MAX_WEIGHT;
}

/**
 * The first problem of a wheel's weights in wheel order: no prize, too many, a weight that is not a whole number from
 * 0 up (negative, a fraction, not a number), or a total of 0 (nothing could be drawn); null when the odds are fine.
 */
export function rouletteOddsProblem(weights: readonly number[]): OddsProblem | null {
  if (weights.length === 0) return { index: null, message: ROULETTE_ODDS_MESSAGES.noPrize };
  if (weights.length > ROULETTE_MAX_PRIZES) return { index: null, message: ROULETTE_ODDS_MESSAGES.tooMany };
  const bad = weights.findIndex((weight) => !isRouletteWeight(weight));
  if (bad >= 0) return { index: bad, message: ROULETTE_ODDS_MESSAGES.weight };
  if (weights.reduce((sum, weight) => sum + weight, 0) <= 0) {
    return { index: null, message: ROULETTE_ODDS_MESSAGES.zeroTotal };
  }
  return null;
}

/**
 * Each prize's chance in percent as the operator sets it (one decimal), with every prize in stock: weight / total.
 * A weight that is not valid counts as 0 (the form shows its message beside it); a total of 0 gives 0 everywhere.
 */
export function rouletteOddsPercents(weights: readonly number[]): number[] {
  const valid = weights.map((weight) => (isRouletteWeight(weight) ? weight : 0));
  const total = valid.reduce((sum, weight) => sum + weight, 0);
  return valid.map((weight) => (total > 0 ? Math.round((weight / total) * 1000) / 10 : 0));
}

/** "33.3%", "100%", "0%": a percent as the form and the list show it. */
export function formatOddsPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** The stock message: a prize's total cannot go under the copies already won. */
export function stockBelowGrantedMessage(granted: number): string {
  return `이미 ${granted.toLocaleString("ko-KR")}개가 당첨되었습니다. 수량은 ${granted.toLocaleString("ko-KR")}개 이상으로 입력해 주세요.`;
}

/**
 * The copies left to give when the operator sets a prize's total to `total` (null: no limit) and `granted` copies are
 * won already; a problem message when the total is under what was won (or not a whole number from 0).
 */
export function rouletteStockLeft(
  total: number | null,
  granted: number,
): { left: number | null; problem: null } | { left: null; problem: string } {
  if (total === null) return { left: null, problem: null };
  if (!Number.isInteger(total) || total < 0) return { left: null, problem: "수량은 0 이상의 정수로 입력해 주세요." };
  if (total < granted) return { left: null, problem: stockBelowGrantedMessage(granted) };
  return { left: total - granted, problem: null };
}
