import { OWN_SELLER_ID } from "../catalog/seller.js";

// The cart's lines in shipping groups (SPEC §3 shipping group and brand, §4 delivery grouping and shipping cost).
// A "box" is what one seller sends under one delivery type: it is the unit that pays a shipping fee, takes a
// shipping coupon and an island surcharge. Fresh logistics (1) is one group of boxes, one per seller, under the
// pseudo seller 90000000; individual delivery (2) is one group per seller holding that seller's one box.

/** 1 신선물류 (the cooperative's fresh logistics, split per seller), 2 개별배송 (the seller ships). */
export type DeliveryType = 1 | 2;
export const FRESH_LOGISTICS: DeliveryType = 1;
export const INDIVIDUAL_DELIVERY: DeliveryType = 2;

/** 1 선결제 (the fee is paid with the order), 2 착불 (the shopper pays the courier on delivery). */
export type ShippingPaymentType = 1 | 2;
export const SHIPPING_PREPAID: ShippingPaymentType = 1;
export const SHIPPING_ON_DELIVERY: ShippingPaymentType = 2;

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = { 1: "신선물류", 2: "개별배송" };
export const SHIPPING_PAYMENT_TYPE_LABELS: Record<ShippingPaymentType, string> = { 1: "선결제", 2: "착불" };

export const FRESH_LOGISTICS_TITLE = "신선물류 배송";

/** "{sellerName} 개별배송" — the title of a seller's individual-delivery group. */
export function individualDeliveryTitle(sellerName: string): string {
  return `${sellerName} 개별배송`;
}

/** One box's title on order pages: a seller's box inside fresh logistics, or the seller's individual delivery. */
export function boxTitle(deliveryType: DeliveryType, sellerName: string): string {
  return deliveryType === FRESH_LOGISTICS ? `신선물류 · ${sellerName}` : individualDeliveryTitle(sellerName);
}

/** SPEC §1, §6: goods of a seller other than the cooperative are that seller's responsibility. */
export function sellerNoticeMessage(sellerName: string): string {
  return `${sellerName}에서 판매하는 상품으로, 주문·품질·교환·환불의 책임은 판매자에게 있습니다.`;
}

/** The notice a seller's group or box carries; null for the cooperative itself. */
export function sellerNoticeFor(sellerId: number, sellerName: string): string | null {
  return sellerId === OWN_SELLER_ID ? null : sellerNoticeMessage(sellerName);
}

/** One cart line as the cart service reads it. Money is integer won. */
export interface CartLine {
  cartId: number;
  itemId: number;
  optionId: number | null;
  sellerId: number;
  sellerName: string;
  brandName: string;
  deliveryType: DeliveryType;
  unitPrice: number;
  quantity: number;
  selected: boolean;
  shippingPaymentType: ShippingPaymentType;
}

/** A seller's shipping terms (sellers.shippingFee, sellers.freeShippingThreshold). */
export interface SellerShippingTerms {
  /** Fee per box; 0 ships free. */
  shippingFee: number;
  /** A box whose selected items reach this total ships free; 0 means no such rule (the fee always applies). */
  freeShippingThreshold: number;
}

/** A line inside its box, with its total (unit price × quantity). */
export interface BoxLine extends CartLine {
  boxKey: string;
  amount: number;
}

/** The lines of one item (its options) inside a box, shown together. Totals count selected lines only. */
export interface ItemGroup {
  itemId: number;
  price: number;
  quantity: number;
  lines: BoxLine[];
}

/** SPEC "brand in a shipping group": one seller's box. Totals count selected lines only. */
export interface ShippingBrand {
  boxKey: string;
  deliveryType: DeliveryType;
  sellerId: number;
  sellerName: string;
  price: number;
  quantity: number;
  shippingPaymentType: ShippingPaymentType;
  shippingFee: number;
  freeShippingThreshold: number;
  /** The fee this box incurs whoever pays it: 0 when nothing is selected, the fee is 0 or the threshold is reached. */
  realShipping: number;
  /** What the order collects: realShipping when 선결제, else 0. */
  shipping: number;
  /** What the shopper pays the courier: realShipping when 착불, else 0. */
  onDeliveryShipping: number;
  /** Won more of selected items for free shipping; 0 when already free or the seller has no threshold. */
  amountToFreeShipping: number;
  notice: string | null;
  selectAll: boolean;
  allCartIds: number[];
  itemGroups: ItemGroup[];
}

/** SPEC "shipping group". price, shipping, onDeliveryShipping and quantity are sums over its brands. */
export interface ShippingGroup {
  deliveryType: DeliveryType;
  title: string;
  /** 90000000 for fresh logistics, else the seller. */
  sellerId: number;
  price: number;
  shipping: number;
  onDeliveryShipping: number;
  quantity: number;
  /** Some line of the group is selected: the order summary lists only such groups. */
  display: boolean;
  selectAll: boolean;
  allCartIds: number[];
  /** The seller's notice on an individual-delivery group; null on fresh logistics (its boxes carry their own). */
  notice: string | null;
  brands: ShippingBrand[];
}

/** "1-90000000": the key coupons and order amounts use to name a box. */
export function boxKey(deliveryType: DeliveryType, sellerId: number): string {
  return `${deliveryType}-${sellerId}`;
}

/**
 * The fee a box incurs: nothing without a selected line, nothing when the fee is 0, nothing once the selected items
 * reach a threshold above 0 (the total equal to the threshold ships free); otherwise the seller's fee.
 */
export function boxShippingFee(
  selectedItemTotal: number,
  hasSelectedLine: boolean,
  terms: SellerShippingTerms,
): number {
  if (!hasSelectedLine || terms.shippingFee <= 0) return 0;
  if (terms.freeShippingThreshold > 0 && selectedItemTotal >= terms.freeShippingThreshold) return 0;
  return terms.shippingFee;
}

/** Own seller first, then by seller id. */
function compareSellers(a: number, b: number): number {
  if (a === b) return 0;
  if (a === OWN_SELLER_ID) return -1;
  if (b === OWN_SELLER_ID) return 1;
  return a - b;
}

function buildBrand(lines: readonly CartLine[], terms: SellerShippingTerms): ShippingBrand {
  const first = lines[0]!;
  const key = boxKey(first.deliveryType, first.sellerId);
  const itemGroups = new Map<number, ItemGroup>();
  let price = 0;
  let quantity = 0;
  for (const line of lines) {
    const boxLine: BoxLine = { ...line, boxKey: key, amount: line.unitPrice * line.quantity };
    let group = itemGroups.get(line.itemId);
    if (!group) {
      group = { itemId: line.itemId, price: 0, quantity: 0, lines: [] };
      itemGroups.set(line.itemId, group);
    }
    group.lines.push(boxLine);
    if (line.selected) {
      group.price += boxLine.amount;
      group.quantity += line.quantity;
      price += boxLine.amount;
      quantity += line.quantity;
    }
  }
  const selected = lines.filter((line) => line.selected);
  // 착불 only when every line that counts chose it: a box pays one fee, so one prepaid line makes the order collect it.
  const counted = selected.length > 0 ? selected : lines;
  const shippingPaymentType = counted.every((line) => line.shippingPaymentType === SHIPPING_ON_DELIVERY)
    ? SHIPPING_ON_DELIVERY
    : SHIPPING_PREPAID;
  const realShipping = boxShippingFee(price, selected.length > 0, terms);
  const amountToFreeShipping =
    terms.shippingFee > 0 && terms.freeShippingThreshold > price ? terms.freeShippingThreshold - price : 0;
  return {
    boxKey: key,
    deliveryType: first.deliveryType,
    sellerId: first.sellerId,
    sellerName: first.sellerName,
    price,
    quantity,
    shippingPaymentType,
    shippingFee: terms.shippingFee,
    freeShippingThreshold: terms.freeShippingThreshold,
    realShipping,
    shipping: shippingPaymentType === SHIPPING_PREPAID ? realShipping : 0,
    onDeliveryShipping: shippingPaymentType === SHIPPING_ON_DELIVERY ? realShipping : 0,
    amountToFreeShipping,
    notice: sellerNoticeFor(first.sellerId, first.sellerName),
    selectAll: lines.every((line) => line.selected),
    allCartIds: lines.map((line) => line.cartId),
    itemGroups: [...itemGroups.values()],
  };
}

function buildGroup(deliveryType: DeliveryType, brands: ShippingBrand[]): ShippingGroup {
  const only = brands[0]!;
  const fresh = deliveryType === FRESH_LOGISTICS;
  const sum = (pick: (brand: ShippingBrand) => number) => brands.reduce((total, brand) => total + pick(brand), 0);
  return {
    deliveryType,
    title: fresh ? FRESH_LOGISTICS_TITLE : individualDeliveryTitle(only.sellerName),
    sellerId: fresh ? OWN_SELLER_ID : only.sellerId,
    price: sum((brand) => brand.price),
    shipping: sum((brand) => brand.shipping),
    onDeliveryShipping: sum((brand) => brand.onDeliveryShipping),
    quantity: sum((brand) => brand.quantity),
    display: brands.some((brand) => brand.itemGroups.some((group) => group.lines.some((line) => line.selected))),
    selectAll: brands.every((brand) => brand.selectAll),
    allCartIds: brands.flatMap((brand) => brand.allCartIds),
    notice: fresh ? null : only.notice,
    brands,
  };
}

/**
 * The cart in shipping groups: fresh logistics first (boxes by seller, the cooperative's first), then one
 * individual-delivery group per seller by seller id. Lines keep their cart order inside a box. Every seller of a
 * line must have terms in `termsBySeller`.
 */
export function groupCartByShipping(
  lines: readonly CartLine[],
  termsBySeller: ReadonlyMap<number, SellerShippingTerms>,
): ShippingGroup[] {
  const boxes = new Map<string, CartLine[]>();
  for (const line of lines) {
    const key = boxKey(line.deliveryType, line.sellerId);
    const box = boxes.get(key);
    if (box) box.push(line);
    else boxes.set(key, [line]);
  }
  const brands = [...boxes.values()]
    .map((boxLines) => {
      const sellerId = boxLines[0]!.sellerId;
      const terms = termsBySeller.get(sellerId);
      // A seller without terms is a data error: guessing a fee would charge the shopper a made-up amount.
      if (!terms) throw new Error(`No shipping terms for seller ${sellerId}`);
      return buildBrand(boxLines, terms);
    })
    .sort((a, b) => a.deliveryType - b.deliveryType || compareSellers(a.sellerId, b.sellerId));

  const fresh = brands.filter((brand) => brand.deliveryType === FRESH_LOGISTICS);
  const groups = fresh.length > 0 ? [buildGroup(FRESH_LOGISTICS, fresh)] : [];
  for (const brand of brands) {
    if (brand.deliveryType === INDIVIDUAL_DELIVERY) groups.push(buildGroup(INDIVIDUAL_DELIVERY, [brand]));
  }
  return groups;
}

/** Every box of the groups, in display order. */
export function boxesOf(groups: readonly ShippingGroup[]): ShippingBrand[] {
  return groups.flatMap((group) => group.brands);
}

/** The selected lines of the groups, in display order: what an order is placed for. */
export function selectedLinesOf(groups: readonly ShippingGroup[]): BoxLine[] {
  return boxesOf(groups).flatMap((brand) =>
    brand.itemGroups.flatMap((group) => group.lines.filter((line) => line.selected)),
  );
}
