import type { TaxType } from "./sales-ledger.js";

// The tax bills of an order for a company buyer. A marketplace's goods are supplied by each seller, so each seller
// issues its own bill to the buyer; a taxed supply is billed on a 세금계산서 (supply amount and 10% VAT) and a VAT-exempt
// one on a 계산서 (부가가치세법 제32조, 소득세법 제163조: no VAT line). One order therefore has one bill per seller and tax
// type that was paid something. The amounts are the ledger's rows (decision 021), so the bill and the ledger agree.

/** The document each tax type is billed on. */
export const TAX_BILL_TITLES: Record<TaxType, string> = { taxable: "전자세금계산서", taxFree: "전자계산서" };

/** A ledger row as a bill reads it. */
export interface TaxBillRow {
  sellerId: number;
  taxType: TaxType;
  paidAmount: number;
  supplyAmount: number;
  vatAmount: number;
}

export interface TaxBillGroup<Row extends TaxBillRow> {
  sellerId: number;
  taxType: TaxType;
  title: string;
  rows: Row[];
  supplyAmount: number;
  vatAmount: number;
  /** supplyAmount + vatAmount: what the buyer paid for these rows. */
  totalAmount: number;
}

/**
 * The bills of an order's rows: one per seller and tax type, in the order their first row comes, each with its rows
 * and sums. A seller and type with nothing paid (every row covered by coupons and points) gets no bill.
 */
export function taxBillsOf<Row extends TaxBillRow>(rows: readonly Row[]): TaxBillGroup<Row>[] {
  const groups = new Map<string, TaxBillGroup<Row>>();
  for (const row of rows) {
    const key = `${row.sellerId}:${row.taxType}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        sellerId: row.sellerId,
        taxType: row.taxType,
        title: TAX_BILL_TITLES[row.taxType],
        rows: [],
        supplyAmount: 0,
        vatAmount: 0,
        totalAmount: 0,
      };
      groups.set(key, group);
    }
    group.rows.push(row);
    group.supplyAmount += row.supplyAmount;
    group.vatAmount += row.vatAmount;
    group.totalAmount += row.supplyAmount + row.vatAmount;
  }
  return [...groups.values()].filter((group) => group.totalAmount > 0);
}
