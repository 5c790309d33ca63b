import { describe, expect, it } from "vitest";
import { OWN_SELLER_ID } from "../catalog/seller.js";
import {
  boxesOf,
  boxShippingFee,
  boxTitle,
  type CartLine,
  FRESH_LOGISTICS_TITLE,
  groupCartByShipping,
  type SellerShippingTerms,
  selectedLinesOf,
  sellerNoticeFor,
  sellerNoticeMessage,
} from "./delivery-groups.js";

const HANWOO = 101; // fee 3,000, free from 50,000
const PORK = 102; // fee 4,000, no free-over rule
const FARM = 103; // ships free

const names: Record<number, string> = {
  [OWN_SELLER_ID]: "농협축산",
  [HANWOO]: "한우명가",
  [PORK]: "돼지마을",
  [FARM]: "무료농장",
};

const terms = new Map<number, SellerShippingTerms>([
  [OWN_SELLER_ID, { shippingFee: 3_500, freeShippingThreshold: 40_000 }],
  [HANWOO, { shippingFee: 3_000, freeShippingThreshold: 50_000 }],
  [PORK, { shippingFee: 4_000, freeShippingThreshold: 0 }],
  [FARM, { shippingFee: 0, freeShippingThreshold: 0 }],
]);

let nextCartId = 1;
function line(sellerId: number, deliveryType: 1 | 2, overrides: Partial<CartLine> = {}): CartLine {
  const cartId = nextCartId++;
  return {
    cartId,
    itemId: cartId * 10,
    optionId: null,
    sellerId,
    sellerName: names[sellerId]!,
    brandName: `${names[sellerId]} 브랜드`,
    deliveryType,
    unitPrice: 10_000,
    quantity: 1,
    selected: true,
    shippingPaymentType: 1,
    ...overrides,
  };
}

describe("groupCartByShipping: shape and order", () => {
  // Two sellers under both delivery types plus the cooperative's own brand, given in a scrambled order.
  const lines = [
    line(PORK, 2, { cartId: 1 }),
    line(HANWOO, 1, { cartId: 2 }),
    line(HANWOO, 2, { cartId: 3 }),
    line(PORK, 1, { cartId: 4 }),
    line(OWN_SELLER_ID, 1, { cartId: 5 }),
    line(HANWOO, 1, { cartId: 6 }),
  ];
  const groups = groupCartByShipping(lines, terms);

  it.each([
    [0, 1, FRESH_LOGISTICS_TITLE, OWN_SELLER_ID, [OWN_SELLER_ID, HANWOO, PORK], [5, 2, 6, 4]],
    [1, 2, "한우명가 개별배송", HANWOO, [HANWOO], [3]],
    [2, 2, "돼지마을 개별배송", PORK, [PORK], [1]],
  ])("group %d: type %d, %s, seller %d, brands %o, cart ids %o", (index, type, title, sellerId, brands, cartIds) => {
    const group = groups[index]!;
    expect(group.deliveryType).toBe(type);
    expect(group.title).toBe(title);
    expect(group.sellerId).toBe(sellerId);
    expect(group.brands.map((brand) => brand.sellerId)).toEqual(brands);
    expect(group.allCartIds).toEqual(cartIds);
  });

  it("makes exactly three groups", () => {
    expect(groups).toHaveLength(3);
  });

  it.each([
    ["1-90000000", null],
    ["1-101", sellerNoticeMessage("한우명가")],
    ["1-102", sellerNoticeMessage("돼지마을")],
    ["2-101", sellerNoticeMessage("한우명가")],
  ])("box %s notice", (key, notice) => {
    expect(boxesOf(groups).find((brand) => brand.boxKey === key)?.notice).toBe(notice);
  });

  it("puts the notice on an individual group, not on fresh logistics", () => {
    expect(groups.map((group) => group.notice)).toEqual([
      null,
      sellerNoticeMessage("한우명가"),
      sellerNoticeMessage("돼지마을"),
    ]);
  });

  it("sums brands into the group", () => {
    const fresh = groups[0]!;
    // own 10,000 → 3,500; 한우 20,000 → 3,000; 돼지 10,000 → 4,000
    expect(fresh.price).toBe(40_000);
    expect(fresh.shipping).toBe(10_500);
    expect(fresh.quantity).toBe(4);
    expect(fresh.brands.map((brand) => brand.shipping)).toEqual([3_500, 3_000, 4_000]);
  });

  it("lists selected lines in display order", () => {
    expect(selectedLinesOf(groups).map((entry) => [entry.cartId, entry.boxKey, entry.amount])).toEqual([
      [5, "1-90000000", 10_000],
      [2, "1-101", 10_000],
      [6, "1-101", 10_000],
      [4, "1-102", 10_000],
      [3, "2-101", 10_000],
      [1, "2-102", 10_000],
    ]);
  });
});

describe("groupCartByShipping: a box's shipping", () => {
  it.each([
    // seller, type, unit price, quantity, selected, payment type → realShipping, shipping, onDelivery
    ["한우 1 won under the threshold", HANWOO, 1, 49_999, 1, true, 1, 3_000, 3_000, 0],
    ["한우 exactly at the threshold", HANWOO, 1, 50_000, 1, true, 1, 0, 0, 0],
    ["한우 over the threshold by quantity", HANWOO, 2, 25_000, 3, true, 1, 0, 0, 0],
    ["돼지: threshold 0 never frees", PORK, 1, 1_000_000, 1, true, 1, 4_000, 4_000, 0],
    ["무료농장: fee 0", FARM, 2, 1_000, 1, true, 1, 0, 0, 0],
    ["nothing selected pays nothing", HANWOO, 1, 10_000, 1, false, 1, 0, 0, 0],
    ["착불 counts 0 in the order", HANWOO, 2, 10_000, 1, true, 2, 3_000, 0, 3_000],
    ["착불 over the threshold is free", HANWOO, 2, 60_000, 1, true, 2, 0, 0, 0],
    ["own brand under its threshold", OWN_SELLER_ID, 1, 39_999, 1, true, 1, 3_500, 3_500, 0],
  ] as const)("%s", (_, sellerId, type, unitPrice, quantity, selected, payment, real, shipping, onDelivery) => {
    const [group] = groupCartByShipping(
      [line(sellerId, type, { unitPrice, quantity, selected, shippingPaymentType: payment })],
      terms,
    );
    const brand = group!.brands[0]!;
    expect([brand.realShipping, brand.shipping, brand.onDeliveryShipping]).toEqual([real, shipping, onDelivery]);
    expect([group!.shipping, group!.onDeliveryShipping]).toEqual([shipping, onDelivery]);
  });

  it("counts only selected lines toward the threshold", () => {
    const [group] = groupCartByShipping(
      [
        line(HANWOO, 1, { unitPrice: 40_000 }),
        line(HANWOO, 1, { unitPrice: 20_000, selected: false }),
        line(HANWOO, 1, { unitPrice: 5_000, quantity: 2, selected: true }),
      ],
      terms,
    );
    const brand = group!.brands[0]!;
    expect(brand.price).toBe(50_000);
    expect(brand.quantity).toBe(3);
    expect(brand.shipping).toBe(0);
    expect(brand.selectAll).toBe(false);
    expect(group!.selectAll).toBe(false);
    expect(brand.allCartIds).toHaveLength(3);
  });

  it.each([
    ["every selected line 착불", [2, 2], [true, true], 2],
    ["one prepaid line makes the box prepaid", [2, 1], [true, true], 1],
    ["an unselected prepaid line does not count", [2, 1], [true, false], 2],
    ["nothing selected: all lines decide", [2, 2], [false, false], 2],
  ] as const)("payment type: %s", (_, payments, selected, expected) => {
    const [group] = groupCartByShipping(
      payments.map((payment, index) => line(PORK, 2, { shippingPaymentType: payment, selected: selected[index]! })),
      terms,
    );
    expect(group!.brands[0]!.shippingPaymentType).toBe(expected);
  });

  it.each([
    [true, true, true],
    [true, false, true],
    [false, false, false],
  ])("selected %s and %s → display %s", (a, b, display) => {
    const [group] = groupCartByShipping([line(HANWOO, 2, { selected: a }), line(HANWOO, 2, { selected: b })], terms);
    expect(group!.display).toBe(display);
    expect(group!.selectAll).toBe(a && b);
  });

  it.each([
    [30_000, 20_000],
    [49_999, 1],
    [50_000, 0],
  ])("한우 box of %d won needs %d more for free shipping", (unitPrice, more) => {
    const [group] = groupCartByShipping([line(HANWOO, 1, { unitPrice })], terms);
    expect(group!.brands[0]!.amountToFreeShipping).toBe(more);
  });

  it("groups the options of one item together in cart order", () => {
    const [group] = groupCartByShipping(
      [
        line(HANWOO, 1, { cartId: 71, itemId: 7, optionId: 1 }),
        line(HANWOO, 1, { cartId: 81, itemId: 8 }),
        line(HANWOO, 1, { cartId: 72, itemId: 7, optionId: 2, quantity: 3, selected: false }),
      ],
      terms,
    );
    const itemGroups = group!.brands[0]!.itemGroups;
    expect(
      itemGroups.map((entry) => [entry.itemId, entry.lines.map((l) => l.cartId), entry.price, entry.quantity]),
    ).toEqual([
      [7, [71, 72], 10_000, 1],
      [8, [81], 10_000, 1],
    ]);
  });

  it("refuses a seller without shipping terms", () => {
    expect(() => groupCartByShipping([line(HANWOO, 1, { sellerId: 999 })], terms)).toThrow("seller 999");
  });

  it("answers an empty cart with no groups", () => {
    expect(groupCartByShipping([], terms)).toEqual([]);
  });
});

describe("boxShippingFee", () => {
  it.each([
    [49_999, true, { shippingFee: 3_000, freeShippingThreshold: 50_000 }, 3_000],
    [50_000, true, { shippingFee: 3_000, freeShippingThreshold: 50_000 }, 0],
    [1_000_000, true, { shippingFee: 3_000, freeShippingThreshold: 0 }, 3_000],
    [1_000, true, { shippingFee: 0, freeShippingThreshold: 0 }, 0],
    [0, false, { shippingFee: 3_000, freeShippingThreshold: 50_000 }, 0],
  ])("%d won (selected %s) with %o → %d", (total, selected, sellerTerms, fee) => {
    expect(boxShippingFee(total, selected, sellerTerms)).toBe(fee);
  });
});

describe("sellerNoticeFor", () => {
  it.each([
    [OWN_SELLER_ID, "농협축산", null],
    [HANWOO, "한우명가", "한우명가에서 판매하는 상품으로, 주문·품질·교환·환불의 책임은 판매자에게 있습니다."],
  ])("seller %d → %s", (sellerId, name, notice) => {
    expect(sellerNoticeFor(sellerId, name)).toBe(notice);
  });
});

describe("boxTitle", () => {
  it.each([
    [1, "농협축산유통(주)", "신선물류 · 농협축산유통(주)"],
    [2, "청정가금", "청정가금 개별배송"],
  ] as const)("delivery type %s of %s → %s", (deliveryType, sellerName, title) => {
    expect(boxTitle(deliveryType, sellerName)).toBe(title);
  });
});
