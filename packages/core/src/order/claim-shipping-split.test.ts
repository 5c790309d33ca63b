import { describe, expect, it } from "vitest";
import { type ClaimSplitBox, type ClaimSplitInput, splitClaimShipping } from "./claim-shipping-split.js";

const box = (overrides: Partial<ClaimSplitBox> & Pick<ClaimSplitBox, "shipmentId" | "sellerId">): ClaimSplitBox => ({
  prepaid: true,
  paidShipping: 3000,
  shippingFee: 3000,
  sellerShippingFee: 3000,
  deductedBefore: 0,
  emptied: true,
  ...overrides,
});

const claim = (overrides: Partial<ClaimSplitInput>): ClaimSplitInput => ({
  kind: "cancel",
  shippingPayer: null,
  rest: 0,
  boxDeductions: [],
  firstSellerId: 1,
  boxes: [],
  ...overrides,
});

describe("splitClaimShipping", () => {
  it.each<[string, ClaimSplitInput, { sellerId: number; amount: number }[]]>([
    [
      "a cancel emptying two sellers' boxes gives each its own box's shipping",
      claim({
        rest: 7000,
        boxes: [box({ shipmentId: 10, sellerId: 1 }), box({ shipmentId: 11, sellerId: 2, paidShipping: 4000 })],
      }),
      [
        { sellerId: 1, amount: 3000 },
        { sellerId: 2, amount: 4000 },
      ],
    ],
    [
      "a box that shipped free gives nothing back; the other seller's does",
      claim({
        rest: 2500,
        boxes: [
          box({ shipmentId: 10, sellerId: 1, paidShipping: 0, shippingFee: 0 }),
          box({ shipmentId: 11, sellerId: 2, paidShipping: 2500 }),
        ],
      }),
      [
        { sellerId: 1, amount: 0 },
        { sellerId: 2, amount: 2500 },
      ],
    ],
    [
      "a box left under its threshold owes its fee: kept back from its own seller",
      claim({
        rest: 3000 - 3500,
        boxDeductions: [{ shipmentId: 11, amount: 3500 }],
        boxes: [box({ shipmentId: 10, sellerId: 1 }), box({ shipmentId: 11, sellerId: 2, emptied: false })],
      }),
      [
        { sellerId: 1, amount: 3000 },
        { sellerId: 2, amount: -3500 },
      ],
    ],
    [
      "an emptied box gives back what earlier cancels kept back from it",
      claim({
        rest: 3000 + 3000,
        firstSellerId: 2,
        boxes: [
          box({ shipmentId: 11, sellerId: 2, paidShipping: 0, shippingFee: 0, deductedBefore: 3000 }),
          box({ shipmentId: 10, sellerId: 1 }),
        ],
      }),
      [
        { sellerId: 2, amount: 3000 },
        { sellerId: 1, amount: 3000 },
      ],
    ],
    [
      "a seller's-fault return gives the shipping back without deductions",
      claim({
        kind: "return",
        shippingPayer: "seller",
        rest: 6000,
        boxes: [box({ shipmentId: 10, sellerId: 1 }), box({ shipmentId: 11, sellerId: 2 })],
      }),
      [
        { sellerId: 1, amount: 3000 },
        { sellerId: 2, amount: 3000 },
      ],
    ],
    [
      "a change of mind keeps each box's outbound shipping and its return leg on its own seller",
      claim({
        kind: "return",
        shippingPayer: "buyer",
        rest: -3000 - 2 * 4000,
        boxes: [
          box({ shipmentId: 10, sellerId: 1 }),
          box({ shipmentId: 11, sellerId: 2, paidShipping: 0, shippingFee: 0, sellerShippingFee: 4000 }),
        ],
      }),
      [
        { sellerId: 1, amount: -3000 },
        { sellerId: 2, amount: -8000 },
      ],
    ],
    [
      "two boxes of one seller add up on that seller",
      claim({
        rest: 6000,
        boxes: [box({ shipmentId: 10, sellerId: 1 }), box({ shipmentId: 12, sellerId: 1 })],
      }),
      [{ sellerId: 1, amount: 6000 }],
    ],
    [
      "what the boxes do not explain stays with the first line's seller",
      claim({
        rest: 7500,
        boxes: [box({ shipmentId: 10, sellerId: 1 }), box({ shipmentId: 11, sellerId: 2 })],
      }),
      [
        { sellerId: 1, amount: 4500 },
        { sellerId: 2, amount: 3000 },
      ],
    ],
    [
      "a claim without boxes keeps the rest on the first line's seller",
      claim({ rest: 1200, firstSellerId: 3 }),
      [{ sellerId: 3, amount: 1200 }],
    ],
  ])("%s", (_case, input, parts) => {
    const split = splitClaimShipping(input);
    expect(split).toEqual(parts);
    expect(split.reduce((sum, part) => sum + part.amount, 0)).toBe(input.rest);
  });
});
