import type { TaxType } from "./sales-ledger.js";

// A cash receipt (현금영수증) states what the shopper paid in cash, split as NICEPAY's receipt API needs it: supply
// amount and VAT of taxed goods, and tax-free goods (the ledger's split, decision 021). As the order is refunded the
// receipt follows what the shopper kept: the difference is cancelled with its own split, or the rest when nothing is
// kept. A receipt never grows: a later payment would be a receipt of its own.

export interface CashReceiptSplit {
  amount: number;
  supplyAmount: number;
  vatAmount: number;
  taxFreeAmount: number;
}

/** What a receipt states for the order's rows still bought (the ledger's rows: paid amount, supply and VAT). */
export function cashReceiptSplit(
  rows: readonly { taxType: TaxType; paidAmount: number; supplyAmount: number; vatAmount: number }[],
): CashReceiptSplit {
  let supplyAmount = 0;
  let vatAmount = 0;
  let taxFreeAmount = 0;
  for (const row of rows) {
    if (row.taxType === "taxFree") taxFreeAmount += row.paidAmount;
    else {
      supplyAmount += row.supplyAmount;
      vatAmount += row.vatAmount;
    }
  }
  return { amount: supplyAmount + vatAmount + taxFreeAmount, supplyAmount, vatAmount, taxFreeAmount };
}

/** A receipt as issued and what its cancels took off. */
export interface IssuedCashReceipt extends CashReceiptSplit {
  cancelledAmount: number;
  cancelledSupplyAmount: number;
  cancelledVatAmount: number;
  cancelledTaxFreeAmount: number;
}

export interface CashReceiptCancelPlan {
  /** Nothing is kept: cancel the rest of the receipt (NICEPAY's cancel without an amount). */
  whole: boolean;
  /** What is cancelled, in NICEPAY's names; its parts add up to `amount`. */
  cancel: { amount: number; supplyAmt: number; goodsVat: number; taxFreeAmt: number };
}

/**
 * What to cancel of a standing receipt so it states `target`; null when it already states no more than that. The
 * parts of a partial cancel are the standing parts less the target's, kept non-negative and adding up to the amount
 * (should the split have shifted, tax-free first, then VAT, the supply taking the rest).
 */
export function cashReceiptChange(issued: IssuedCashReceipt, target: CashReceiptSplit): CashReceiptCancelPlan | null {
  const standing = {
    amount: issued.amount - issued.cancelledAmount,
    supplyAmount: issued.supplyAmount - issued.cancelledSupplyAmount,
    vatAmount: issued.vatAmount - issued.cancelledVatAmount,
    taxFreeAmount: issued.taxFreeAmount - issued.cancelledTaxFreeAmount,
  };
  if (standing.amount <= 0 || target.amount >= standing.amount) return null;
  if (target.amount <= 0) {
    return {
      whole: true,
      cancel: {
        amount: standing.amount,
        supplyAmt: standing.supplyAmount,
        goodsVat: standing.vatAmount,
        taxFreeAmt: standing.taxFreeAmount,
      },
    };
  }
  const amount = standing.amount - target.amount;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const taxFreeAmt = clamp(standing.taxFreeAmount - target.taxFreeAmount, amount);
  const goodsVat = clamp(standing.vatAmount - target.vatAmount, amount - taxFreeAmt);
  return { whole: false, cancel: { amount, supplyAmt: amount - taxFreeAmt - goodsVat, goodsVat, taxFreeAmt } };
}
