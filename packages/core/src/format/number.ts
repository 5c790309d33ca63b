const integerFormat = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 1 });

/** Thousands separators; decimals kept to 1 place (SPEC §9). */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? integerFormat.format(value) : oneDecimalFormat.format(value);
}

/** "12,900원" — money is integer won. */
export function formatWon(value: number): string {
  return `${integerFormat.format(Math.trunc(value))}원`;
}

/** Weights: whole grams as "500g", a kilogram or more as "1.2kg". */
export function formatWeight(grams: number): string {
  if (grams >= 1000) return `${formatNumber(Math.round(grams / 100) / 10)}kg`;
  return `${formatNumber(grams)}g`;
}
