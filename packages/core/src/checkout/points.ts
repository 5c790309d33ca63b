import { formatWon } from "../format/number.js";

// Points (적립금) as an append-only ledger: every earning, use, refund and expiry is a new signed entry, and the
// balance is their sum. How much of an order points may pay is capped by config.pointUseRatio (SPEC §3, §9).

/** `adjust`: an operator's correction in the back office, either sign (issue 14); never tied to an order. */
export type PointEntryKind = "earn" | "use" | "use_cancel" | "earn_cancel" | "expire" | "adjust";

export const POINT_ENTRY_LABELS: Record<PointEntryKind, string> = {
  earn: "적립",
  use: "사용",
  use_cancel: "사용 취소",
  earn_cancel: "적립 취소",
  expire: "소멸",
  adjust: "조정",
};

/** Kinds that add to the balance; the others take from it (an `adjust` carries its own sign). */
const CREDIT_KINDS: readonly PointEntryKind[] = ["earn", "use_cancel"];

export interface PointEntry {
  kind: PointEntryKind;
  /** Signed won: positive for earn and use_cancel, negative for use, earn_cancel and expire. */
  amount: number;
}

/** Points are used in multiples of this many won (10원 단위). */
export const POINT_USE_UNIT = 10;

export const POINT_INVALID_MESSAGE = "사용할 적립금을 숫자로 정확히 입력해 주세요.";
export const POINT_UNIT_MESSAGE = `적립금은 ${POINT_USE_UNIT}원 단위로 사용할 수 있습니다.`;
export const POINT_OVER_BALANCE_MESSAGE = "보유한 적립금을 초과했습니다.";

/** "사용 가능한 적립금을 초과했습니다. (최대 n원)" */
export function pointOverLimitMessage(maxUsable: number): string {
  return `사용 가능한 적립금을 초과했습니다. (최대 ${formatWon(maxUsable)})`;
}

/** A ledger entry of `kind` for `points` won (a positive number), signed as the kind requires. */
export function pointEntry(kind: PointEntryKind, points: number): PointEntry {
  const size = Math.abs(points);
  return { kind, amount: CREDIT_KINDS.includes(kind) ? size : -size };
}

/** The balance: the sum of the ledger. */
export function pointBalance(entries: readonly Pick<PointEntry, "amount">[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

export interface PointLimits {
  balance: number;
  /** What is left to pay after coupons, shipping included. */
  payableAmount: number;
  /** config.pointUseRatio: the share of payableAmount points may cover, 0..1 (0.3 = 30 %). */
  pointUseRatio: number;
}

/**
 * min(balance, floor(payable × ratio)), rounded down to POINT_USE_UNIT; never below 0. The ratio is taken to
 * 0.01 % (basis points) first so that 0.29 × 100 is 29, not 28.999….
 */
export function maxUsablePoints({ balance, payableAmount, pointUseRatio }: PointLimits): number {
  const basisPoints = Math.round(Math.min(Math.max(pointUseRatio, 0), 1) * 10_000);
  const byRatio = Math.floor((Math.max(payableAmount, 0) * basisPoints) / 10_000);
  const usable = Math.min(Math.max(balance, 0), byRatio);
  return usable - (usable % POINT_USE_UNIT);
}

export type PointUseRefusalReason = "invalid" | "unit" | "over_balance" | "over_limit";

export type PointUseResult =
  | { ok: true; points: number }
  | { ok: false; reason: PointUseRefusalReason; message: string; maxUsable: number };

/** Whether the shopper may use `requested` points: a whole number ≥ 0, in POINT_USE_UNIT, within balance and ratio. */
export function checkPointUse(requested: number, limits: PointLimits): PointUseResult {
  const maxUsable = maxUsablePoints(limits);
  if (!Number.isSafeInteger(requested) || requested < 0) {
    return { ok: false, reason: "invalid", message: POINT_INVALID_MESSAGE, maxUsable };
  }
  if (requested % POINT_USE_UNIT !== 0) return { ok: false, reason: "unit", message: POINT_UNIT_MESSAGE, maxUsable };
  if (requested > limits.balance) {
    return { ok: false, reason: "over_balance", message: POINT_OVER_BALANCE_MESSAGE, maxUsable };
  }
  if (requested > maxUsable) {
    return { ok: false, reason: "over_limit", message: pointOverLimitMessage(maxUsable), maxUsable };
  }
  return { ok: true, points: requested };
}
