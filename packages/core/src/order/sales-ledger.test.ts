import { describe, expect, it } from "vitest";
import {
  ledgerRowAmounts,
  ledgerTotals,
  SALES_LEDGER_PERIOD_MESSAGES,
  salesLedgerPeriod,
  shippingTaxType,
  taxSplit,
  taxTypeOf,
} from "./sales-ledger.js";

const kst = (text: string) => new Date(`${text}+09:00`);

describe("taxTypeOf", () => {
  it.each([
    ["hanwoo", "1++ 한우 등심 (구이용) 500g", "taxFree"],
    ["handon", "1+ 한돈 삼겹살 (구이용) 1kg", "taxFree"],
    ["imported", "미국산 척아이롤 (구이용) 500g", "taxFree"],
    ["poultry", "국내산 닭가슴살 1kg", "taxFree"],
    ["fresh", "농협 신선마켓 무항생제 계란 30구", "taxFree"],
    ["hanwoo", "1++ 한우 명품 선물세트 2kg", "taxFree"],
    // Raw-meat livestock, but processed: the name decides.
    ["poultry", "국내산 오리훈제 500g", "taxable"],
    ["poultry", "국내산 오리주물럭 500g", "taxable"],
    ["meat-processing", "명가햄 햄 500g", "taxable"],
    ["meat-processing", "명가 떡갈비 떡갈비 500g", "taxable"],
    ["meat-processing-private", "한우 불고기 500g", "taxable"],
    ["pb", "한끼찬 한우 곰탕 500g", "taxable"],
    ["pb", "한끼찬 불고기 양념 500g", "taxable"],
    // An item the catalog no longer has: its name alone.
    [null, "1++ 한우 안심 (구이용) 500g", "taxFree"],
    [null, "한돈 양념갈비 1kg", "taxable"],
  ] as const)("%s %s → %s", (livestock, itemName, expected) => {
    expect(taxTypeOf({ livestock, itemName })).toBe(expected);
  });
});

describe("shippingTaxType", () => {
  it.each([
    [["taxFree"], "taxFree"],
    [["taxFree", "taxFree"], "taxFree"],
    [["taxFree", "taxable"], "taxable"],
    [["taxable"], "taxable"],
    [[], "taxable"],
  ] as const)("%j → %s", (types, expected) => {
    expect(shippingTaxType(types)).toBe(expected);
  });
});

describe("taxSplit", () => {
  it.each([
    [11_000, "taxable", 10_000, 1_000],
    [10_000, "taxable", 9_091, 909],
    [3_000, "taxable", 2_727, 273],
    [1, "taxable", 1, 0],
    [0, "taxable", 0, 0],
    [48_900, "taxFree", 48_900, 0],
    [0, "taxFree", 0, 0],
  ] as const)("%d %s → supply %d, VAT %d", (amount, type, supplyAmount, vatAmount) => {
    const split = taxSplit(amount, type);
    expect(split).toEqual({ supplyAmount, vatAmount });
    expect(split.supplyAmount + split.vatAmount).toBe(amount);
  });
});

describe("ledgerRowAmounts and ledgerTotals", () => {
  const rows = [
    // 한우 등심 2 × 48,900 with a 5,000원 coupon and 800 points: tax-free.
    ledgerRowAmounts({ amount: 97_800, couponDiscount: 5_000, pointAmount: 800, taxType: "taxFree" }),
    // 떡갈비 3 × 11,000: taxed.
    ledgerRowAmounts({ amount: 33_000, couponDiscount: 0, pointAmount: 0, taxType: "taxable" }),
    // The box's 3,000원 shipping, taxed (a processed item in it).
    ledgerRowAmounts({ amount: 3_000, couponDiscount: 0, pointAmount: 200, taxType: "taxable" }),
  ];

  it("a row is paid what is left after coupons and points, split into supply and VAT", () => {
    expect(rows[0]).toMatchObject({ paidAmount: 92_000, supplyAmount: 92_000, vatAmount: 0 });
    expect(rows[1]).toMatchObject({ paidAmount: 33_000, supplyAmount: 30_000, vatAmount: 3_000 });
    expect(rows[2]).toMatchObject({ paidAmount: 2_800, supplyAmount: 2_545, vatAmount: 255 });
  });

  it("discounts larger than the amount leave nothing paid, never less", () => {
    expect(
      ledgerRowAmounts({ amount: 1_000, couponDiscount: 1_500, pointAmount: 0, taxType: "taxable" }),
    ).toMatchObject({ paidAmount: 0, supplyAmount: 0, vatAmount: 0 });
  });

  it("totals add up: taxed supply + VAT + tax-free = paid", () => {
    expect(ledgerTotals(rows)).toEqual({
      rowCount: 3,
      amount: 133_800,
      couponDiscount: 5_000,
      pointAmount: 1_000,
      paidAmount: 127_800,
      taxableSupplyAmount: 32_545,
      vatAmount: 3_255,
      taxFreeAmount: 92_000,
      totalAmount: 127_800,
    });
  });

  it("no rows, all zero", () => {
    expect(ledgerTotals([])).toMatchObject({ rowCount: 0, paidAmount: 0, totalAmount: 0 });
  });
});

describe("salesLedgerPeriod", () => {
  const now = kst("2026-03-15T10:00:00");

  it.each([
    // Default: this month so far, in Korea time.
    [{}, "2026-03-01", "2026-03-15"],
    [{ from: "2026-01-10", to: "2026-02-20" }, "2026-01-10", "2026-02-20"],
    [{ to: "2026-02-20" }, "2026-02-01", "2026-02-20"],
    [{ from: "2026-03-10" }, "2026-03-10", "2026-03-15"],
    [{ from: "2026-03-15", to: "2026-03-15" }, "2026-03-15", "2026-03-15"],
    // A year at most: one day short of a year on.
    [{ from: "2025-03-01", to: "2026-02-28" }, "2025-03-01", "2026-02-28"],
    [{ from: "2024-02-29", to: "2025-02-28" }, "2024-02-29", "2025-02-28"],
  ])("%j → %s ~ %s", (query, from, to) => {
    expect(salesLedgerPeriod(query, now)).toMatchObject({ ok: true, from, to });
  });

  it("covers Korea's days: from midnight of the first to midnight after the last", () => {
    const period = salesLedgerPeriod({ from: "2026-01-10", to: "2026-01-11" }, now);
    expect(period).toMatchObject({
      start: new Date("2026-01-09T15:00:00Z"),
      end: new Date("2026-01-11T15:00:00Z"),
    });
  });

  it("the default month is Korea's: 00:30 on 1 April in Korea is already April", () => {
    expect(salesLedgerPeriod({}, kst("2026-04-01T00:30:00"))).toMatchObject({ from: "2026-04-01", to: "2026-04-01" });
  });

  it.each([
    [{ from: "2025-03-01", to: "2026-03-01" }, "to", SALES_LEDGER_PERIOD_MESSAGES.tooLong],
    [{ from: "2020-01-01" }, "to", SALES_LEDGER_PERIOD_MESSAGES.tooLong],
    [{ from: "2026-03-02", to: "2026-03-01" }, "from", SALES_LEDGER_PERIOD_MESSAGES.order],
    [{ from: "2026-02-30", to: "2026-03-01" }, "from", SALES_LEDGER_PERIOD_MESSAGES.from],
    [{ from: "2026-13-01" }, "from", SALES_LEDGER_PERIOD_MESSAGES.from],
    [{ to: "2026-3-1" }, "to", SALES_LEDGER_PERIOD_MESSAGES.to],
    [{ to: "20260301" }, "to", SALES_LEDGER_PERIOD_MESSAGES.to],
  ])("%j is refused on %s", (query, field, message) => {
    expect(salesLedgerPeriod(query, now)).toEqual({ ok: false, field, message });
  });
});
