import { z } from "zod";
import "./zod-setup.js";

// Designated trade (지정거래, SPEC §2 /order/private-order; docs/decisions/019): a company buyer's designated items at
// the prices designated to them, and the start of a designated checkout. Money is integer won from the database; what
// a client sends is a choice of items, options and quantities, never a price.

const idField = z.number().int().min(1).max(2_147_483_647);
const wonField = z.number().int().min(0);

export const PRIVATE_ORDER_NOTHING_CHOSEN_MESSAGE = "지정거래로 주문할 상품을 선택해 주세요.";
export const PRIVATE_ORDER_QUANTITY_MESSAGE = "주문 수량을 숫자로 입력해 주세요.";
export const PRIVATE_ORDER_DUPLICATE_OPTION_MESSAGE = "같은 상품 옵션은 한 번만 선택해 주세요.";
/** How many designated items one order may take (the designated list is a short curated one). */
export const PRIVATE_ORDER_MAX_LINES = 20;

/** One option of a designated item: the shop's price and the buyer's designated price for it. */
export const privateOrderOptionSchema = z.object({
  optionId: z.number().int(),
  optionName: z.string(),
  shopPrice: wonField,
  designatedPrice: wonField,
  stock: z.number().int(),
  soldOut: z.boolean(),
});
export type PrivateOrderOption = z.infer<typeof privateOrderOptionSchema>;

/** A designated item as the buyer may order it: its terms, the shop's price and the price designated to the buyer. */
export const privateOrderItemSchema = z.object({
  itemId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  brand: z.string(),
  imageSrc: z.string(),
  weightGrams: z.number().int(),
  /** Fewest units a designated order takes. */
  minOrderQuantity: z.number().int(),
  /** What the quantity counts (박스, 팩 …). */
  unit: z.string(),
  note: z.string(),
  /** The item as listed (its first option): the shop's price and the buyer's. */
  shopPrice: wonField,
  designatedPrice: wonField,
  /** The designated price holds until then (ISO instant); null: no end agreed. */
  validUntil: z.string().nullable(),
  options: z.array(privateOrderOptionSchema),
});
export type PrivateOrderItem = z.infer<typeof privateOrderItemSchema>;

/** GET /api/order/private-order: the company buyer and the designated items priced for them. */
export const privateOrderPageSchema = z.object({
  buyer: z.object({ companyName: z.string(), businessNumber: z.string() }),
  list: z.array(privateOrderItemSchema),
});
export type PrivateOrderPage = z.infer<typeof privateOrderPageSchema>;

export const privateOrderLineSchema = z.object({
  itemId: idField,
  optionId: idField,
  /** Units of the item; the item's minimum and whole units are checked by core (with the item's unit in the message). */
  quantity: z.number({
    error: (issue) => (issue.input === undefined ? undefined : PRIVATE_ORDER_QUANTITY_MESSAGE),
  }),
});

/** POST /api/order/private-order: the lines of a designated checkout. */
export const privateOrderStartSchema = z.object({
  lines: z
    .array(privateOrderLineSchema, { error: PRIVATE_ORDER_NOTHING_CHOSEN_MESSAGE })
    .min(1, PRIVATE_ORDER_NOTHING_CHOSEN_MESSAGE)
    .max(PRIVATE_ORDER_MAX_LINES, `한 번에 ${PRIVATE_ORDER_MAX_LINES}개 상품까지 주문할 수 있습니다.`)
    .refine(
      (lines) => new Set(lines.map((line) => line.optionId)).size === lines.length,
      PRIVATE_ORDER_DUPLICATE_OPTION_MESSAGE,
    ),
});
export type PrivateOrderStart = z.infer<typeof privateOrderStartSchema>;

/** The designated checkout's lines: /order/step1?cartIds=… buys them at the designated prices. */
export const privateOrderStartedSchema = z.object({ cartIds: z.array(z.number().int()) });
