import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse, startOfMonth, subYears } from "date-fns";
import { KOREA_TIME_ZONE } from "../site/korea-time.js";

// A company buyer's purchase ledger (거래 원장): what they bought over a period, each line with its supply amount
// and VAT, for their books. Unprocessed meat, eggs, vegetables and fruit are exempt from VAT (부가가치세법 제26조,
// 미가공 식료품): their whole price is a tax-free supply (면세, no VAT in it). Processed goods (ham, seasoned or smoked
// meat, ready meals, sauces) are taxed at 10% included in the price. Points the shop gave and coupons lower what the
// buyer paid, and the tax is on what was paid. Money is integer won.

export type TaxType = "taxable" | "taxFree";

export const TAX_TYPE_LABELS: Record<TaxType, string> = { taxable: "과세", taxFree: "면세" };

/** Livestock codes of unprocessed foods: raw meat of every kind, and the fresh-food corner (vegetables, fruit, eggs). */
export const TAX_FREE_LIVESTOCK: readonly string[] = ["hanwoo", "handon", "imported", "poultry", "fresh"];

/** Words of an item name that mean it was processed (seasoned, smoked, cooked), whatever its livestock. */
export const PROCESSED_NAME_WORDS: readonly string[] = [
  "양념",
  "훈제",
  "주물럭",
  "육포",
  "떡갈비",
  "소시지",
  "베이컨",
  "함박",
  "너비아니",
  "곰탕",
  "육개장",
  "갈비탕",
];

/**
 * Whether an item is taxed: by its livestock code where the catalog still knows it (null when the item is gone), and
 * by its name, which overrides a raw-meat code for processed goods (국내산 오리훈제) and alone decides for an item
 * the catalog no longer has.
 */
export function taxTypeOf(item: { livestock: string | null; itemName: string }): TaxType {
  if (PROCESSED_NAME_WORDS.some((word) => item.itemName.includes(word))) return "taxable";
  if (item.livestock === null) return "taxFree";
  return TAX_FREE_LIVESTOCK.includes(item.livestock) ? "taxFree" : "taxable";
}

/**
 * A box's shipping goes with the goods it carries (부수 공급): tax-free when everything in it is, taxed otherwise.
 */
export function shippingTaxType(lineTaxTypes: readonly TaxType[]): TaxType {
  return lineTaxTypes.length > 0 && lineTaxTypes.every((type) => type === "taxFree") ? "taxFree" : "taxable";
}

export interface TaxSplit {
  /** 공급가액: the whole amount for a tax-free supply, the amount without VAT for a taxed one. */
  supplyAmount: number;
  /** 부가세: 1/11 of a taxed amount (the rest is the supply), 0 for a tax-free one. */
  vatAmount: number;
}

/** The supply amount and VAT in a paid amount (VAT included); supply + VAT is always the amount. */
export function taxSplit(paidAmount: number, taxType: TaxType): TaxSplit {
  if (taxType === "taxFree") return { supplyAmount: paidAmount, vatAmount: 0 };
  const supplyAmount = Math.round((paidAmount * 10) / 11);
  return { supplyAmount, vatAmount: paidAmount - supplyAmount };
}

export interface LedgerAmounts {
  /** Before discounts: unit price × quantity, or the box's shipping with its island surcharge. */
  amount: number;
  couponDiscount: number;
  pointAmount: number;
  taxType: TaxType;
}

export interface LedgerRowAmounts extends LedgerAmounts, TaxSplit {
  /** amount − coupon − points: what was paid, VAT included. */
  paidAmount: number;
}

/** One ledger row's money: what was paid and how it splits into supply and VAT. */
export function ledgerRowAmounts(input: LedgerAmounts): LedgerRowAmounts {
  const paidAmount = Math.max(0, input.amount - input.couponDiscount - input.pointAmount);
  return { ...input, paidAmount, ...taxSplit(paidAmount, input.taxType) };
}

export interface LedgerTotals {
  rowCount: number;
  amount: number;
  couponDiscount: number;
  pointAmount: number;
  paidAmount: number;
  /** 과세 공급가액. */
  taxableSupplyAmount: number;
  vatAmount: number;
  /** 면세 공급가액 (no VAT in it). */
  taxFreeAmount: number;
  /** taxableSupplyAmount + vatAmount + taxFreeAmount: always paidAmount. */
  totalAmount: number;
}

/** The ledger's totals over its rows. */
export function ledgerTotals(rows: readonly LedgerRowAmounts[]): LedgerTotals {
  const sum = (pick: (row: LedgerRowAmounts) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const taxed = rows.filter((row) => row.taxType === "taxable");
  const taxableSupplyAmount = taxed.reduce((total, row) => total + row.supplyAmount, 0);
  const vatAmount = sum((row) => row.vatAmount);
  const taxFreeAmount = rows
    .filter((row) => row.taxType === "taxFree")
    .reduce((total, row) => total + row.supplyAmount, 0);
  return {
    rowCount: rows.length,
    amount: sum((row) => row.amount),
    couponDiscount: sum((row) => row.couponDiscount),
    pointAmount: sum((row) => row.pointAmount),
    paidAmount: sum((row) => row.paidAmount),
    taxableSupplyAmount,
    vatAmount,
    taxFreeAmount,
    totalAmount: taxableSupplyAmount + vatAmount + taxFreeAmount,
  };
}

// The period asked: Korea calendar days, both ends included, at most a year.

export const SALES_LEDGER_PERIOD_MESSAGES = {
  from: "조회 시작일을 다시 선택해 주세요.",
  to: "조회 종료일을 다시 선택해 주세요.",
  order: "조회 시작일이 종료일보다 늦습니다. 조회 기간을 다시 선택해 주세요.",
  tooLong: "조회 기간은 최대 1년까지 선택할 수 있습니다.",
} as const;

export type SalesLedgerPeriod =
  | {
      ok: true;
      /** 'yyyy-MM-dd', Korea time, both included. */
      from: string;
      to: string;
      /** The instants the period covers: start included, end excluded (the next day's midnight in Korea). */
      start: Date;
      end: Date;
    }
  | { ok: false; field: "from" | "to"; message: string };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function koreaDay(text: string): TZDate | null {
  if (!DAY_PATTERN.test(text)) return null;
  const day = parse(text, "yyyy-MM-dd", new TZDate(0, KOREA_TIME_ZONE));
  // parse rolls nothing over, but a day like 2025-02-30 is invalid and must not pass as March.
  return isValid(day) && format(day, "yyyy-MM-dd") === text ? day : null;
}

/**
 * The ledger's period from the query's days (yyyy-MM-dd, Korea time): by default this month so far; `to` alone
 * counts from the first of its month, `from` alone runs to today. Refused when a day is not a real date, the start
 * is after the end, or it spans more than a year (2025-03-01 to 2026-02-28 is a year; to 2026-03-01 is not).
 */
export function salesLedgerPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): SalesLedgerPeriod {
  const today = new TZDate(now, KOREA_TIME_ZONE);
  const to = query.to === undefined ? today : koreaDay(query.to);
  if (!to) return { ok: false, field: "to", message: SALES_LEDGER_PERIOD_MESSAGES.to };
  const from = query.from === undefined ? startOfMonth(to) : koreaDay(query.from);
  if (!from) return { ok: false, field: "from", message: SALES_LEDGER_PERIOD_MESSAGES.from };
  const fromDay = format(from, "yyyy-MM-dd");
  const toDay = format(to, "yyyy-MM-dd");
  if (fromDay > toDay) return { ok: false, field: "from", message: SALES_LEDGER_PERIOD_MESSAGES.order };
  // At most a year: the start comes after the same day a year before the end (a 29 February end counts from the 28th).
  if (fromDay <= format(subYears(to, 1), "yyyy-MM-dd")) {
    return { ok: false, field: "to", message: SALES_LEDGER_PERIOD_MESSAGES.tooLong };
  }
  const start = koreaDay(fromDay)!;
  const end = addDays(koreaDay(toDay)!, 1);
  return { ok: true, from: fromDay, to: toDay, start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
