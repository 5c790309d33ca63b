import type { PrivateOrderItem, PrivateOrderStart } from "@shop/contracts/designated-order";
import { CART_LINE_MAX_QUANTITY } from "@shop/core/checkout/cart-quantity";
import { checkDesignatedQuantity } from "@shop/core/checkout/designated-order";

// The private-order form (SPEC §2 /order/private-order, docs/decisions/019): per designated item a checkbox, an option
// and a quantity in units. The same helpers run in the action (a page without JavaScript posts the whole form) and in
// the browser (the money and the messages while the buyer chooses).

export const PRIVATE_ORDER_PATH = "/order/private-order";
/** Checked items post their id under this name. */
export const ITEM_FIELD = "item";
export const STEP_FIELD = "step";

export const quantityField = (itemId: number) => `quantity-${itemId}`;
export const optionField = (itemId: number) => `option-${itemId}`;

/** What the buyer chose for one item; the quantity as typed (a page without JavaScript gets it back as it was). */
export interface ItemChoice {
  selected: boolean;
  optionId: number;
  quantity: string;
}

export type Choices = Record<number, ItemChoice>;

/**
 * What the payment window's return to this page says (`?payment=cancelled|failed`: a designated order comes back here,
 * not to the cart); null for anything else.
 */
export function paymentReturnNotice(payment: string | null): string | null {
  switch (payment) {
    case "cancelled":
      return "결제가 취소되었습니다. 상품과 수량을 확인하신 뒤 다시 주문해 주세요.";
    case "failed":
      return "결제가 완료되지 않았습니다. 잠시 후 다시 시도하시거나 다른 결제수단을 이용해 주세요.";
    default:
      return null;
  }
}

function firstOptionId(item: PrivateOrderItem): number {
  return item.options[0]?.optionId ?? 0;
}

/**
 * What the page starts with: the item of `?itemUserCode=` (the designated page's 지정거래 주문하기) chosen at
 * `?quantity=` but never below its minimum; every other item unchosen at its minimum.
 */
export function startingChoices(list: readonly PrivateOrderItem[], search: URLSearchParams): Choices {
  const code = search.get("itemUserCode");
  const asked = Number(search.get("quantity"));
  return Object.fromEntries(
    list.map((item) => {
      const selected = code !== null && item.itemUserCode === code;
      const quantity =
        selected && Number.isSafeInteger(asked) ? Math.max(asked, item.minOrderQuantity) : item.minOrderQuantity;
      return [item.itemId, { selected, optionId: firstOptionId(item), quantity: String(quantity) }];
    }),
  );
}

/** The choices a posted form holds, for the items on the page (anything else posted is ignored). */
export function choicesFromForm(list: readonly PrivateOrderItem[], form: FormData): Choices {
  const checked = new Set(form.getAll(ITEM_FIELD).map(String));
  return Object.fromEntries(
    list.map((item) => {
      const posted = Number(form.get(optionField(item.itemId)));
      const optionId = item.options.some((option) => option.optionId === posted) ? posted : firstOptionId(item);
      const quantity = form.get(quantityField(item.itemId));
      return [
        item.itemId,
        {
          selected: checked.has(String(item.itemId)),
          optionId,
          quantity: typeof quantity === "string" ? quantity.trim().slice(0, 10) : String(item.minOrderQuantity),
        },
      ];
    }),
  );
}

/** The quantity as a number of units (NaN for text that is not one). */
export function quantityOf(choice: ItemChoice): number {
  return choice.quantity === "" ? Number.NaN : Number(choice.quantity);
}

/**
 * −/+ on an item (`"{itemId}:-1"` or `"{itemId}:1"`): one unit, kept between the item's minimum and the line maximum,
 * and the item chosen. A value that names no item changes nothing.
 */
export function stepChoice(list: readonly PrivateOrderItem[], choices: Choices, step: string): Choices {
  const [id, delta] = step.split(":").map(Number);
  const item = list.find((candidate) => candidate.itemId === id);
  const choice = item ? choices[item.itemId] : undefined;
  if (!item || !choice || (delta !== 1 && delta !== -1)) return choices;
  const current = quantityOf(choice);
  const base = Number.isSafeInteger(current) ? current : item.minOrderQuantity;
  const quantity = Math.min(Math.max(base + delta, item.minOrderQuantity), CART_LINE_MAX_QUANTITY);
  return { ...choices, [item.itemId]: { ...choice, selected: true, quantity: String(quantity) } };
}

/** core's message for each chosen item whose quantity its terms refuse (minimum, whole units, stock). */
export function choiceErrors(list: readonly PrivateOrderItem[], choices: Choices): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const item of list) {
    const choice = choices[item.itemId];
    if (!choice?.selected) continue;
    const option = item.options.find((candidate) => candidate.optionId === choice.optionId);
    const check = checkDesignatedQuantity({
      quantity: quantityOf(choice),
      minOrderQuantity: item.minOrderQuantity,
      unit: item.unit,
      stock: option?.stock ?? null,
      soldOut: option?.soldOut ?? false,
    });
    if (!check.ok) errors[item.itemId] = check.message;
  }
  return errors;
}

/** The chosen lines as the API takes them, in the page's order. */
export function startBody(list: readonly PrivateOrderItem[], choices: Choices): PrivateOrderStart {
  return {
    lines: list.flatMap((item) => {
      const choice = choices[item.itemId];
      return choice?.selected ? [{ itemId: item.itemId, optionId: choice.optionId, quantity: quantityOf(choice) }] : [];
    }),
  };
}

/** One item's money at its chosen option and quantity (0 while the quantity is not a whole number). */
export function choiceAmounts(item: PrivateOrderItem, choice: ItemChoice | undefined) {
  const option = item.options.find((candidate) => candidate.optionId === choice?.optionId) ?? item.options[0];
  const quantity = choice ? quantityOf(choice) : 0;
  const units = Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0;
  const designatedPrice = option?.designatedPrice ?? item.designatedPrice;
  const shopPrice = option?.shopPrice ?? item.shopPrice;
  return { designatedPrice, shopPrice, amount: designatedPrice * units, shopAmount: shopPrice * units };
}

/** The chosen items' count, their money at the designated prices and what it saves on the shop's prices. */
export function choiceTotals(list: readonly PrivateOrderItem[], choices: Choices) {
  let count = 0;
  let amount = 0;
  let shopAmount = 0;
  for (const item of list) {
    const choice = choices[item.itemId];
    if (!choice?.selected) continue;
    const money = choiceAmounts(item, choice);
    count += 1;
    amount += money.amount;
    shopAmount += money.shopAmount;
  }
  return { count, amount, saving: Math.max(0, shopAmount - amount) };
}
