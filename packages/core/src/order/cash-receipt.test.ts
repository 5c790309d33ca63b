import { describe, expect, it } from "vitest";
import { cashReceiptChange, cashReceiptSplit, type IssuedCashReceipt } from "./cash-receipt.js";

const taxed = (paidAmount: number) => {
  const supplyAmount = Math.round((paidAmount * 10) / 11);
  return { taxType: "taxable" as const, paidAmount, supplyAmount, vatAmount: paidAmount - supplyAmount };
};
const free = (paidAmount: number) => ({
  taxType: "taxFree" as const,
  paidAmount,
  supplyAmount: paidAmount,
  vatAmount: 0,
});

describe("cashReceiptSplit", () => {
  it.each([
    { name: "nothing bought", rows: [], split: { amount: 0, supplyAmount: 0, vatAmount: 0, taxFreeAmount: 0 } },
    {
      name: "raw meat only: all tax-free",
      rows: [free(50_000), free(3_000)],
      split: { amount: 53_000, supplyAmount: 0, vatAmount: 0, taxFreeAmount: 53_000 },
    },
    {
      name: "meat and ham: the ham's supply and VAT, the meat tax-free",
      rows: [free(50_000), taxed(11_000)],
      split: { amount: 61_000, supplyAmount: 10_000, vatAmount: 1_000, taxFreeAmount: 50_000 },
    },
    {
      name: "VAT rounded per row",
      rows: [taxed(1_000), taxed(1_000)],
      split: { amount: 2_000, supplyAmount: 1_818, vatAmount: 182, taxFreeAmount: 0 },
    },
  ])("$name", ({ rows, split }) => {
    expect(cashReceiptSplit(rows)).toEqual(split);
  });
});

const issued = (split: ReturnType<typeof cashReceiptSplit>, cancelled = [0, 0, 0, 0]): IssuedCashReceipt => ({
  ...split,
  cancelledAmount: cancelled[0]!,
  cancelledSupplyAmount: cancelled[1]!,
  cancelledVatAmount: cancelled[2]!,
  cancelledTaxFreeAmount: cancelled[3]!,
});

describe("cashReceiptChange", () => {
  const both = cashReceiptSplit([free(50_000), taxed(11_000)]);
  it.each([
    { name: "nothing refunded: nothing to cancel", receipt: issued(both), target: both, plan: null },
    {
      name: "the ham refunded: its supply and VAT cancelled",
      receipt: issued(both),
      target: cashReceiptSplit([free(50_000)]),
      plan: { whole: false, cancel: { amount: 11_000, supplyAmt: 10_000, goodsVat: 1_000, taxFreeAmt: 0 } },
    },
    {
      name: "the meat refunded: tax-free cancelled",
      receipt: issued(both),
      target: cashReceiptSplit([taxed(11_000)]),
      plan: { whole: false, cancel: { amount: 50_000, supplyAmt: 0, goodsVat: 0, taxFreeAmt: 50_000 } },
    },
    {
      name: "everything refunded: the rest cancelled whole",
      receipt: issued(both),
      target: cashReceiptSplit([]),
      plan: { whole: true, cancel: { amount: 61_000, supplyAmt: 10_000, goodsVat: 1_000, taxFreeAmt: 50_000 } },
    },
    {
      name: "after the ham's cancel, the meat's: the rest, whole",
      receipt: issued(both, [11_000, 10_000, 1_000, 0]),
      target: cashReceiptSplit([]),
      plan: { whole: true, cancel: { amount: 50_000, supplyAmt: 0, goodsVat: 0, taxFreeAmt: 50_000 } },
    },
    {
      name: "already cancelled whole: nothing",
      receipt: issued(both, [61_000, 10_000, 1_000, 50_000]),
      target: cashReceiptSplit([]),
      plan: null,
    },
    {
      name: "a receipt never grows",
      receipt: issued(cashReceiptSplit([free(10_000)])),
      target: both,
      plan: null,
    },
    {
      name: "a shifted split stays non-negative and adds up",
      receipt: issued(cashReceiptSplit([taxed(11_000)])),
      target: cashReceiptSplit([free(5_000)]),
      plan: { whole: false, cancel: { amount: 6_000, supplyAmt: 5_000, goodsVat: 1_000, taxFreeAmt: 0 } },
    },
  ])("$name", ({ receipt, target, plan }) => {
    const made = cashReceiptChange(receipt, target);
    expect(made).toEqual(plan);
    if (made) {
      const { amount, supplyAmt, goodsVat, taxFreeAmt } = made.cancel;
      expect(supplyAmt + goodsVat + taxFreeAmt).toBe(amount);
    }
  });
});
