import {
  CART_LINE_MAX_QUANTITY,
  CART_LINE_MIN_QUANTITY,
  QUANTITY_INVALID_MESSAGE,
  quantityOverMaxMessage,
} from "@shop/core/checkout/cart-quantity";
import { z } from "zod";
import { orderQuoteSchema } from "./quote.js";
import "./zod-setup.js";

// The cart (장바구니, SPEC §3 cart entities, §4 cart and shipping cost, §7 Cart and order). Lines hang on the member,
// or on the guest token of a shopper who is not logged in. Money is integer won. Prices, stock and the shipping
// groups are computed from the database on every answer: nothing here is remembered from when a line was added.

const idField = z.number().int().min(1).max(2_147_483_647);

/** How many of an option: a whole number from 1 to 999 (core's cart-quantity rules and messages). */
export const cartQuantityField = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : QUANTITY_INVALID_MESSAGE) })
  .int(QUANTITY_INVALID_MESSAGE)
  .min(CART_LINE_MIN_QUANTITY, QUANTITY_INVALID_MESSAGE)
  .max(CART_LINE_MAX_QUANTITY, quantityOverMaxMessage(0));

export const SHIPPING_PAYMENT_TYPE_MESSAGE = "배송비 결제 방식을 선택해 주세요.";

/** 1 선결제 (the fee is paid with the order), 2 착불 (paid to the courier on delivery). */
export const shippingPaymentTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: (issue) => (issue.input === undefined ? undefined : SHIPPING_PAYMENT_TYPE_MESSAGE),
});

/** 1 신선물류 (the cooperative's fresh logistics, split per seller), 2 개별배송 (the seller ships). */
export const deliveryTypeSchema = z.union([z.literal(1), z.literal(2)]);

/** One cart id or several (SPEC §3 payload "Cart delete: id"). */
const oneOrManyIds = z.union([idField, z.array(idField).min(1).max(200)]);

// ─── Requests ────────────────────────────────────────────────────────────────────────────────

/** POST /api/cart/add — SPEC §3 payload arrayRequiredItems; the ids the item detail answers (itemId, options[].optionId). */
export const cartAddRequestSchema = z.object({
  arrayRequiredItems: z
    .array(z.object({ itemId: idField, optionId: idField, quantity: cartQuantityField }))
    .min(1)
    .max(50),
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

/** cartIds: the lines added or increased by this call (바로구매 checks out only these); cartQuantity: the badge. */
export const cartAddResponseSchema = z.object({
  cartQuantity: z.number().int(),
  cartIds: z.array(z.number().int()),
});
export type CartAddResponse = z.infer<typeof cartAddResponseSchema>;

/** POST /api/cart/update-quantity — sets one line's quantity. */
export const cartUpdateQuantityRequestSchema = z.object({ id: idField, quantity: cartQuantityField });

/** POST /api/cart/delete — takes one line or several out of the cart. */
export const cartDeleteRequestSchema = z.object({ id: oneOrManyIds });

/** POST /api/cart/price — the lines to select (every other line of the cart is unselected); [] selects none. */
export const cartPriceRequestSchema = z.object({ cartIds: z.array(idField).max(200) });

/** POST /api/cart/shipping-payment-type — 선결제 or 착불 for one line or several. */
export const cartShippingPaymentTypeRequestSchema = z.object({
  id: oneOrManyIds,
  shippingPaymentType: shippingPaymentTypeSchema,
});

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

/** GET /api/cart/count — SPEC §3 cart count: the number of lines (0 without a token or with an empty cart). */
export const cartCountSchema = z.object({ cartQuantity: z.number().int() });
export type CartCount = z.infer<typeof cartCountSchema>;

/** One line of the cart as the page lists it. */
export const cartLineSchema = z.object({
  cartId: z.number().int(),
  itemId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  optionId: z.number().int(),
  optionName: z.string(),
  /** The item's first picture ('' when it has none). */
  imageSrc: z.string(),
  /** What one costs now: the item's present price plus the option's price difference. */
  unitPrice: z.number().int(),
  /** One at the sale price (판매가, with the option's difference). */
  salePrice: z.number().int(),
  /** One at the special price (특가, with the option's difference); 0 when the item has none. */
  specialSalePrice: z.number().int(),
  /** unitPrice × quantity. */
  amount: z.number().int(),
  quantity: z.number().int(),
  /** The option's pieces left. */
  stock: z.number().int(),
  soldOut: z.boolean(),
  /** false once the item is taken off the shop: the line stays, shown as not for sale. */
  displayed: z.boolean(),
  /** Displayed and not sold out: a line that can be selected and bought. */
  buyable: z.boolean(),
  /** Selected for the order (SPEC §4: lines start selected); always false for a line that is not buyable. */
  selected: z.boolean(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  brandName: z.string(),
  deliveryType: deliveryTypeSchema,
  shippingPaymentType: shippingPaymentTypeSchema,
});
export type CartLineView = z.infer<typeof cartLineSchema>;

/** SPEC §3 cart buy item. */
export const cartBuyItemSchema = z.object({
  cartId: z.number().int(),
  itemId: z.number().int(),
  optionId: z.number().int(),
  sellerId: z.number().int(),
  seller: z.object({ sellerId: z.number().int(), sellerName: z.string(), brandName: z.string() }),
  deliveryType: deliveryTypeSchema,
  itemPrice: z.object({
    /** Sale price × quantity. */
    saleAmount: z.number().int(),
    /** What the line costs: the present (special when there is one) price × quantity. */
    specialSaleAmount: z.number().int(),
    quantity: z.number().int(),
  }),
  selected: z.boolean(),
  /** The line costs less than its sale amount: the page explains the discount. */
  showDiscountTooltip: z.boolean(),
  /** The line can take an item coupon at checkout (it is buyable). */
  showCoupon: z.boolean(),
});
export type CartBuyItem = z.infer<typeof cartBuyItemSchema>;

/** SPEC §3 item group: the lines (options) of one item inside one box (one seller under one delivery type). */
export const cartItemGroupSchema = z.object({
  itemId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  imageSrc: z.string(),
  /** The box: "{deliveryType}-{sellerId}". */
  boxKey: z.string(),
  sellerId: z.number().int(),
  deliveryType: deliveryTypeSchema,
  /** The item is the only one in its box, so the box's fee is its own. */
  singleShipping: z.boolean(),
  /** The box's: 1 선결제, 2 착불. */
  shippingPaymentType: shippingPaymentTypeSchema,
  /** The fee of the box this item ships in, whoever pays it (0 once free). */
  realShipping: z.number().int(),
  /** Selected lines only. */
  price: z.number().int(),
  quantity: z.number().int(),
  buyItems: z.array(cartBuyItemSchema),
});
export type CartItemGroup = z.infer<typeof cartItemGroupSchema>;

/** SPEC §3 brand in a shipping group: one seller's box. Totals count selected lines only. */
export const shippingBrandSchema = z.object({
  boxKey: z.string(),
  deliveryType: deliveryTypeSchema,
  sellerId: z.number().int(),
  sellerName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** 착불 only when every selected line of the box chose it. */
  shippingPaymentType: shippingPaymentTypeSchema,
  /** The seller's fee per box and free-over threshold (0: no threshold). */
  shippingFee: z.number().int(),
  freeShippingThreshold: z.number().int(),
  /** The fee the box incurs: 0 with nothing selected, a free seller or the threshold reached. */
  realShipping: z.number().int(),
  /** What the order collects (SPEC §4: only when shippingPaymentType is 1). */
  shipping: z.number().int(),
  /** What the shopper pays the courier (착불). */
  onDeliveryShipping: z.number().int(),
  /** Won more of selected items for free shipping; 0 when free already or without a threshold. */
  amountToFreeShipping: z.number().int(),
  /** The seller-responsibility notice; null for the cooperative's own goods. */
  notice: z.string().nullable(),
  selectAll: z.boolean(),
  allCartIds: z.array(z.number().int()),
  itemGroups: z.array(cartItemGroupSchema),
});

/** SPEC §3 shipping group: fresh logistics (one group, a box per seller) or one seller's individual delivery. */
export const shippingGroupSchema = z.object({
  deliveryType: deliveryTypeSchema,
  /** "신선물류 배송" or "{seller} 개별배송". */
  title: z.string(),
  /** 90000000 for fresh logistics, else the seller. */
  sellerId: z.number().int(),
  price: z.number().int(),
  shipping: z.number().int(),
  onDeliveryShipping: z.number().int(),
  quantity: z.number().int(),
  /** Some line is selected: the order summary lists the group. */
  display: z.boolean(),
  selectAll: z.boolean(),
  allCartIds: z.array(z.number().int()),
  /** The seller's notice on another seller's individual delivery; null on fresh logistics (its boxes carry theirs). */
  notice: z.string().nullable(),
  brands: z.array(shippingBrandSchema),
});
export type ShippingGroupView = z.infer<typeof shippingGroupSchema>;

/** A company buyer's 외상 (credit) standing. */
export const creditSchema = z
  .object({
    amount: z.number().int(),
    accounts: z.array(z.string()),
    orderStatusAmount: z.number().int(),
    erpErrorMessage: z.string(),
  })
  .describe(
    "A company buyer's credit (외상) from the cooperative's ERP: the amount available, the accounts, what open orders hold and the ERP's error. There is no ERP connection yet: always 0, [], 0 and ''.",
  );

/** SPEC §3 orderPrice of the selected lines; discounts (coupons, points) come at checkout. */
export const orderPriceSchema = z.object({
  totalItemPrice: z.number().int(),
  /** Shipping the order collects (prepaid boxes); 착불 fees are paid to the courier and not in it. */
  totalShippingAmount: z.number().int(),
  totalDiscountAmount: z.number().int(),
  orderPayAmount: z.number().int(),
  credit: creditSchema,
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;

/** GET /api/cart — SPEC §3 cart base data. Also the answer of update-quantity, delete and shipping-payment-type. */
export const cartSchema = z.object({
  /** Every line, newest first. */
  list: z.array(cartLineSchema),
  orderPrice: orderPriceSchema,
  /** Every item group, in shipping-group order. */
  itemGroups: z.array(cartItemGroupSchema),
  /** Every line as a buy item, in shipping-group order. */
  buyItems: z.array(cartBuyItemSchema),
  shippingGroups: z.array(shippingGroupSchema),
  /** The cart ids selected for the order. */
  selectedItems: z.array(z.number().int()),
  /** The header of the selected lines' quote (견적서, prices shown); null with nothing selected. GET /api/cart/quote has its lines. */
  orderQuote: orderQuoteSchema.nullable(),
  /** The cart's N pay 구매 (POST /api/order/naverpay/payment) can order the selection: a member's, with a base address. */
  displayNaverPayFlag: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/price — the money and groups of the new selection. */
export const cartPriceSchema = z.object({
  orderPrice: orderPriceSchema,
  shippingGroups: z.array(shippingGroupSchema),
  selectedItems: z.array(z.number().int()),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

/** GET /api/common/island-info — Jeju and remote-island surcharges by postcode (core island-surcharge). */
export const islandInfoSchema = z.object({
  /** Won added to each prepaid box shipped there. */
  surcharges: z.array(z.object({ area: z.enum(["jeju", "remote"]), label: z.string(), amount: z.number().int() })),
  /** The surcharged postcode ranges, first and last included, as numbers of the 5-digit postcode. */
  ranges: z.array(
    z.object({
      area: z.enum(["jeju", "remote"]),
      label: z.string(),
      region: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type IslandInfo = z.infer<typeof islandInfoSchema>;
