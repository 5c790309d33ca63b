import { describe, expect, it } from "vitest";
import type { TaxType } from "./sales-ledger.js";
import { type TaxBillRow, taxBillsOf } from "./tax-bill.js";

const row = (sellerId: number, taxType: TaxType, paidAmount: number): TaxBillRow => {
  const supplyAmount = taxType === "taxFree" ? paidAmount : Math.round((paidAmount * 10) / 11);
  return { sellerId, taxType, paidAmount, supplyAmount, vatAmount: paidAmount - supplyAmount };
};

describe("taxBillsOf", () => {
  it.each([
    { name: "no rows, no bill", rows: [], bills: [] },
    {
      name: "one seller's raw meat: one 계산서 without VAT",
      rows: [row(1, "taxFree", 50_000), row(1, "taxFree", 3_000)],
      bills: [
        {
          sellerId: 1,
          taxType: "taxFree",
          title: "전자계산서",
          supplyAmount: 53_000,
          vatAmount: 0,
          totalAmount: 53_000,
          count: 2,
        },
      ],
    },
    {
      name: "one seller's meat and ham: a 계산서 and a 세금계산서",
      rows: [row(1, "taxFree", 50_000), row(1, "taxable", 11_000)],
      bills: [
        {
          sellerId: 1,
          taxType: "taxFree",
          title: "전자계산서",
          supplyAmount: 50_000,
          vatAmount: 0,
          totalAmount: 50_000,
          count: 1,
        },
        {
          sellerId: 1,
          taxType: "taxable",
          title: "전자세금계산서",
          supplyAmount: 10_000,
          vatAmount: 1_000,
          totalAmount: 11_000,
          count: 1,
        },
      ],
    },
    {
      name: "two sellers: a bill each, in the order their rows come",
      rows: [row(2, "taxable", 9_900), row(1, "taxable", 5_500), row(2, "taxable", 1_100)],
      bills: [
        {
          sellerId: 2,
          taxType: "taxable",
          title: "전자세금계산서",
          supplyAmount: 10_000,
          vatAmount: 1_000,
          totalAmount: 11_000,
          count: 2,
        },
        {
          sellerId: 1,
          taxType: "taxable",
          title: "전자세금계산서",
          supplyAmount: 5_000,
          vatAmount: 500,
          totalAmount: 5_500,
          count: 1,
        },
      ],
    },
    {
      name: "VAT is the sum of the rows' VAT, each rounded on its own",
      rows: [row(1, "taxable", 1_000), row(1, "taxable", 1_000)],
      bills: [
        {
          sellerId: 1,
          taxType: "taxable",
          title: "전자세금계산서",
          supplyAmount: 1_818,
          vatAmount: 182,
          totalAmount: 2_000,
          count: 2,
        },
      ],
    },
    {
      name: "a seller and type paid nothing (coupons and points took it all) gets no bill",
      rows: [row(1, "taxFree", 0), row(1, "taxable", 2_200)],
      bills: [
        {
          sellerId: 1,
          taxType: "taxable",
          title: "전자세금계산서",
          supplyAmount: 2_000,
          vatAmount: 200,
          totalAmount: 2_200,
          count: 1,
        },
      ],
    },
  ])("$name", ({ rows, bills }) => {
    const made = taxBillsOf(rows).map(({ rows: own, ...bill }) => ({ ...bill, count: own.length }));
    expect(made).toEqual(bills);
    for (const bill of taxBillsOf(rows)) {
      expect(bill.totalAmount).toBe(bill.rows.reduce((sum, entry) => sum + entry.paidAmount, 0));
    }
  });
});
