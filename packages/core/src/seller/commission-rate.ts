import { COMMISSION_RATE_SCALE } from "../order/sales-stats.js";

// An operator types a seller's commission as a percentage (12.5); the shop keeps basis points (1250) so settlements
// compute in integers (docs/decisions/039, 045).

export const COMMISSION_RATE_REQUIRED_MESSAGE = "수수료율을 입력해 주세요.";
export const COMMISSION_RATE_FORMAT_MESSAGE = "수수료율은 0에서 100 사이의 숫자로, 소수점 둘째 자리까지 입력해 주세요.";

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

export type CommissionPercentResult = { ok: true; rateBp: number } | { ok: false; message: string };

/** "12.5" or 12.5 (%, up to two decimals, 0–100) → 1250 basis points; a Korean message otherwise. */
export function parseCommissionPercent(input: unknown): CommissionPercentResult {
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
    return { ok: false, message: COMMISSION_RATE_REQUIRED_MESSAGE };
  }
  if (typeof input !== "string" && typeof input !== "number")
    return { ok: false, message: COMMISSION_RATE_FORMAT_MESSAGE };
  const text = String(input).trim();
  const match = PERCENT.exec(text.replace(/%$/, "").trim());
  if (!match) return { ok: false, message: COMMISSION_RATE_FORMAT_MESSAGE };
  const rateBp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (rateBp > COMMISSION_RATE_SCALE) return { ok: false, message: COMMISSION_RATE_FORMAT_MESSAGE };
  return { ok: true, rateBp };
}

/** 1250 → "12.5" (the percentage as the edit field shows it). */
export function commissionPercentText(rateBp: number): string {
  return String(Number((rateBp / 100).toFixed(2)));
}
