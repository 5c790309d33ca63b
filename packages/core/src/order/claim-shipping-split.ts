// A cancel or return that spans several sellers' boxes gives back (or keeps back) shipping box by box: an emptied
// box's shipping as it was paid, the fee a box left under its free-shipping threshold now owes, and on a change of
// mind the return legs. The claim records the total (refund_amount) and the boxes' deductions; this rule puts each
// box's part on the box's seller for the settlement (docs/decisions/039, 045), the way planRefund and
// planReturnRefund counted it.

/** One box the claim took lines from, as the order paid it and as the claim left it. */
export interface ClaimSplitBox {
  shipmentId: number;
  sellerId: number;
  /** Shipping paid with the order (선결제); a box paid on delivery (착불) was never charged by the shop. */
  prepaid: boolean;
  /** The box's shipping as paid: fee + island surcharge − shipping coupon − its share of the points. */
  paidShipping: number;
  /** The fee charged with the order (0 when the box shipped free), before the island surcharge. */
  shippingFee: number;
  /** The seller's fee at the time of the order: a return leg's price. */
  sellerShippingFee: number;
  /** Shipping kept back from this box by the order's earlier claims (given back when the box empties). */
  deductedBefore: number;
  /** Whether no line of the box still ships after this claim. */
  emptied: boolean;
}

export interface ClaimSplitInput {
  kind: "cancel" | "return";
  /** A return's payer of the return shipping (buyer: change of mind); null for a cancel. */
  shippingPayer: "buyer" | "seller" | null;
  /** The claim's refund less its lines' paid amounts: the shipping part (negative when more was kept back). */
  rest: number;
  /** Shipping kept back per box by this claim, as recorded on it. */
  boxDeductions: readonly { shipmentId: number; amount: number }[];
  /** The seller of the claim's first line: carries whatever the boxes do not explain, so the parts add up. */
  firstSellerId: number;
  boxes: readonly ClaimSplitBox[];
}

/** One seller's part of a claim's shipping refund (negative: shipping kept back from the shopper). */
export interface ClaimSellerShipping {
  sellerId: number;
  amount: number;
}

function boxPart(input: ClaimSplitInput, box: ClaimSplitBox, deducted: number): number {
  const changeOfMind = input.kind === "return" && input.shippingPayer === "buyer";
  const givenBack = box.emptied ? box.paidShipping + box.deductedBefore : 0;
  if (!changeOfMind) return givenBack - deducted;
  // A delivered prepaid box going back whole keeps its outbound shipping; every box pays its return leg, and one that
  // went out free pays the outbound leg too.
  const withheld = box.emptied && box.prepaid;
  const returnLegs = withheld && box.shippingFee + box.deductedBefore === 0 ? 2 : 1;
  return (withheld ? 0 : givenBack) - deducted - returnLegs * box.sellerShippingFee;
}

/**
 * The claim's shipping refund per seller, in the order the sellers first appear among the boxes (the first line's
 * seller first). The parts add up to `rest` exactly: a difference the boxes do not explain (a record written by
 * older rules) stays with the first line's seller, as before this split.
 */
export function splitClaimShipping(input: ClaimSplitInput): ClaimSellerShipping[] {
  const deductions = new Map<number, number>();
  for (const entry of input.boxDeductions) {
    deductions.set(entry.shipmentId, (deductions.get(entry.shipmentId) ?? 0) + entry.amount);
  }
  const bySeller = new Map<number, number>([[input.firstSellerId, 0]]);
  let explained = 0;
  for (const box of input.boxes) {
    const part = boxPart(input, box, deductions.get(box.shipmentId) ?? 0);
    bySeller.set(box.sellerId, (bySeller.get(box.sellerId) ?? 0) + part);
    explained += part;
  }
  bySeller.set(input.firstSellerId, (bySeller.get(input.firstSellerId) ?? 0) + input.rest - explained);
  return [...bySeller].map(([sellerId, amount]) => ({ sellerId, amount }));
}
