import type {
  Cart,
  CartAddRequest,
  CartAddResponse,
  CartBuyItem,
  CartCount,
  CartItemGroup,
  CartLineView,
  CartPrice,
  IslandInfo,
  OrderPrice,
  ShippingGroupView,
} from "@shop/contracts/cart";
import type { OrderQuote } from "@shop/contracts/quote";
import {
  CART_LINE_MAX_QUANTITY,
  checkAddQuantity,
  checkLineQuantity,
  type QuantityCheck,
} from "@shop/core/checkout/cart-quantity";
import {
  boxesOf,
  type CartLine,
  groupCartByShipping,
  type ItemGroup,
  type SellerShippingTerms,
  type ShippingBrand,
  type ShippingGroup,
  type ShippingPaymentType,
  selectedLinesOf,
} from "@shop/core/checkout/delivery-groups";
import type { LineKind } from "@shop/core/checkout/designated-order";
import {
  ISLAND_AREA_LABELS,
  ISLAND_POSTCODE_RANGES,
  ISLAND_SURCHARGES,
  type IslandArea,
} from "@shop/core/checkout/island-surcharge";
import { orderAmounts } from "@shop/core/checkout/order-amounts";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import { type CartOption, type CatalogService, ITEM_NOT_FOUND_MESSAGE } from "../catalog/catalog.service.js";
import type { ShippingService } from "../shipping/shipping.service.js";
import {
  addToLine,
  type CartLineRow,
  type CartOwner,
  countLines,
  deleteLines,
  findLines,
  findLinesByIds,
  mergeIntoLine,
  putDesignatedLine,
  selectOnly,
  updateLineQuantity,
  updateShippingPaymentType,
} from "./cart.repository.js";

export type { CartOwner };

/** A cart id that is not the caller's (another shopper's, deleted or unknown): 404, never 403. */
export const CART_LINE_NOT_FOUND_MESSAGE = "장바구니에 담긴 상품을 찾을 수 없습니다.";

/** The cart of a token: a member's own, or the guest token's. */
export function cartOwnerOf(auth: Pick<AuthContext, "tokenId" | "userId">): CartOwner {
  return auth.userId !== null ? { userId: auth.userId } : { guestTokenId: auth.tokenId };
}

/**
 * A cart line as checkout reads it (core's CartLine with what an order line records). `selected` is true exactly
 * when the line can be bought now (its item displayed, its option not sold out); the caller refuses the others.
 */
export interface CheckoutLine extends CartLine {
  optionId: number;
  /** `designated`: a designated-trade line (docs/decisions/019), priced by checkout at the buyer's designated price. */
  kind: LineKind;
  itemUserCode: string;
  itemName: string;
  optionName: string;
  imageSrc: string;
  salePrice: number;
  specialSalePrice: number;
  stock: number;
  soldOut: boolean;
  displayed: boolean;
}

/** The lines checkout asked for and the shipping terms of their sellers (for core's groupCartByShipping). */
export interface CheckoutLines {
  lines: CheckoutLine[];
  sellerTerms: Map<number, SellerShippingTerms>;
}

/** No ERP connection yet: a company buyer's credit (외상) reads as none. */
const NO_CREDIT: OrderPrice["credit"] = { amount: 0, accounts: [], orderStatusAmount: 0, erpErrorMessage: "" };

const ISLAND_INFO: IslandInfo = {
  surcharges: (Object.keys(ISLAND_SURCHARGES) as IslandArea[]).map((area) => ({
    area,
    label: ISLAND_AREA_LABELS[area],
    amount: ISLAND_SURCHARGES[area],
  })),
  ranges: ISLAND_POSTCODE_RANGES.map((range) => ({
    area: range.area,
    label: ISLAND_AREA_LABELS[range.area],
    region: range.region,
    from: range.from,
    to: range.to,
    amount: ISLAND_SURCHARGES[range.area],
  })),
};

function lineNotFound(ids: readonly number[]) {
  return new ApiError(404, "NOT_FOUND", CART_LINE_NOT_FOUND_MESSAGE, `cart line ${ids.join(", ")} not found`);
}

function itemNotFound(what: string) {
  return new ApiError(404, "NOT_FOUND", ITEM_NOT_FOUND_MESSAGE, `${what} not found or not displayed`);
}

const QUANTITY_REFUSAL_CODES = {
  invalid_quantity: "INVALID_QUANTITY",
  sold_out: "SOLD_OUT",
  over_max: "OVER_MAX_QUANTITY",
  over_stock: "OUT_OF_STOCK",
} as const;

/** core's refusal as a 400 naming the field. */
function quantityRefused(check: Extract<QuantityCheck, { ok: false }>, field: string, what: string) {
  return new ApiError(400, QUANTITY_REFUSAL_CODES[check.reason], check.message, `${what}: ${check.reason}`, [
    { field, message: check.message },
  ]);
}

const unique = (ids: number | readonly number[]) => [...new Set(typeof ids === "number" ? [ids] : ids)];

/** A stored line with its option as it is now; `selected` only when it can be bought. */
function toCheckoutLine(row: CartLineRow, option: CartOption): CheckoutLine {
  const buyable = option.displayed && !option.soldOut;
  return {
    cartId: row.id,
    itemId: row.itemId,
    optionId: row.optionId,
    kind: row.kind,
    sellerId: option.sellerId,
    sellerName: option.sellerName,
    brandName: option.brandName,
    deliveryType: option.deliveryType,
    unitPrice: option.unitPrice,
    quantity: row.quantity,
    selected: row.selected && buyable,
    shippingPaymentType: row.shippingPaymentType === 2 ? 2 : 1,
    itemUserCode: option.itemUserCode,
    itemName: option.itemName,
    optionName: option.optionName,
    imageSrc: option.imageSrc,
    salePrice: option.salePrice,
    specialSalePrice: option.specialSalePrice,
    stock: option.stock,
    soldOut: option.soldOut,
    displayed: option.displayed,
  };
}

function toLineView(line: CheckoutLine): CartLineView {
  return {
    cartId: line.cartId,
    itemId: line.itemId,
    itemUserCode: line.itemUserCode,
    itemName: line.itemName,
    optionId: line.optionId,
    optionName: line.optionName,
    imageSrc: line.imageSrc,
    unitPrice: line.unitPrice,
    salePrice: line.salePrice,
    specialSalePrice: line.specialSalePrice,
    amount: line.unitPrice * line.quantity,
    quantity: line.quantity,
    stock: line.stock,
    soldOut: line.soldOut,
    displayed: line.displayed,
    buyable: line.displayed && !line.soldOut,
    selected: line.selected,
    sellerId: line.sellerId,
    sellerName: line.sellerName,
    brandName: line.brandName,
    deliveryType: line.deliveryType,
    shippingPaymentType: line.shippingPaymentType,
  };
}

function toBuyItem(line: CheckoutLine): CartBuyItem {
  const saleAmount = line.salePrice * line.quantity;
  const specialSaleAmount = line.unitPrice * line.quantity;
  const buyable = line.displayed && !line.soldOut;
  return {
    cartId: line.cartId,
    itemId: line.itemId,
    optionId: line.optionId,
    sellerId: line.sellerId,
    seller: { sellerId: line.sellerId, sellerName: line.sellerName, brandName: line.brandName },
    deliveryType: line.deliveryType,
    itemPrice: { saleAmount, specialSaleAmount, quantity: line.quantity },
    selected: line.selected,
    showDiscountTooltip: specialSaleAmount < saleAmount,
    showCoupon: buyable,
  };
}

/** The cart's money, groups and views of the lines, computed by core from the lines as they are now. */
function buildCart(lines: readonly CheckoutLine[], terms: ReadonlyMap<number, SellerShippingTerms>) {
  const byId = new Map(lines.map((line) => [line.cartId, line]));
  const groups = groupCartByShipping(lines, terms);
  const selected = selectedLinesOf(groups);
  const amounts = orderAmounts({ lines: selected, boxes: boxesOf(groups), postcode: null, coupons: null, points: 0 });
  const orderPrice: OrderPrice = {
    totalItemPrice: amounts.totalItemPrice,
    totalShippingAmount: amounts.totalShippingAmount,
    totalDiscountAmount: amounts.totalDiscountAmount,
    orderPayAmount: amounts.orderPayAmount,
    credit: NO_CREDIT,
  };

  const buyItemOf = (cartId: number) => toBuyItem(byId.get(cartId)!);
  const itemGroupView = (brand: ShippingBrand, group: ItemGroup): CartItemGroup => {
    const first = byId.get(group.lines[0]!.cartId)!;
    return {
      itemId: group.itemId,
      itemUserCode: first.itemUserCode,
      itemName: first.itemName,
      imageSrc: first.imageSrc,
      boxKey: brand.boxKey,
      sellerId: brand.sellerId,
      deliveryType: brand.deliveryType,
      singleShipping: brand.itemGroups.length === 1,
      shippingPaymentType: brand.shippingPaymentType,
      realShipping: brand.realShipping,
      price: group.price,
      quantity: group.quantity,
      buyItems: group.lines.map((line) => buyItemOf(line.cartId)),
    };
  };
  const groupView = (group: ShippingGroup): ShippingGroupView => ({
    deliveryType: group.deliveryType,
    title: group.title,
    sellerId: group.sellerId,
    price: group.price,
    shipping: group.shipping,
    onDeliveryShipping: group.onDeliveryShipping,
    quantity: group.quantity,
    display: group.display,
    selectAll: group.selectAll,
    allCartIds: group.allCartIds,
    notice: group.notice,
    brands: group.brands.map((brand) => ({
      boxKey: brand.boxKey,
      deliveryType: brand.deliveryType,
      sellerId: brand.sellerId,
      sellerName: brand.sellerName,
      price: brand.price,
      quantity: brand.quantity,
      shippingPaymentType: brand.shippingPaymentType,
      shippingFee: brand.shippingFee,
      freeShippingThreshold: brand.freeShippingThreshold,
      realShipping: brand.realShipping,
      shipping: brand.shipping,
      onDeliveryShipping: brand.onDeliveryShipping,
      amountToFreeShipping: brand.amountToFreeShipping,
      notice: brand.notice,
      selectAll: brand.selectAll,
      allCartIds: brand.allCartIds,
      itemGroups: brand.itemGroups.map((itemGroup) => itemGroupView(brand, itemGroup)),
    })),
  });

  const shippingGroups = groups.map(groupView);
  const itemGroups = shippingGroups.flatMap((group) => group.brands.flatMap((brand) => brand.itemGroups));
  const selectedItems = selected.map((line) => line.cartId);
  return {
    list: lines.map(toLineView),
    orderPrice,
    itemGroups,
    buyItems: itemGroups.flatMap((group) => group.buyItems),
    shippingGroups,
    selectedItems,
  };
}

export interface CartServiceDeps {
  db: Db;
  /** Options, prices, stock and sellers' shipping terms, read fresh on every call. */
  catalog: CatalogService;
  /** The member's base address: Naver Pay express checkout ships there (displayNaverPayFlag). */
  addresses: Pick<ShippingService, "baseAddress">;
  /** The header of the quote (견적서) of the selected lines, prices shown (quote.service.ts `headerOf`). */
  orderQuote: OrderQuoteOf;
}

/** The quote header of a cart's selected lines (never empty: the cart answers null itself when nothing is selected). */
export type OrderQuoteOf = (owner: CartOwner, selected: CheckoutLines) => Promise<OrderQuote>;

/**
 * The cart (장바구니) of a member or a guest token: adding, changing, selecting, the page's groups and money, the
 * header count, moving a guest's cart to the member at login, and the lines checkout buys.
 */
export function createCartService({ db, catalog, addresses, orderQuote }: CartServiceDeps) {
  /** Stored lines with their options as they are now; a line whose option vanished meanwhile is left out. */
  async function priced(rows: readonly CartLineRow[]): Promise<CheckoutLines> {
    const options = await catalog.optionsForCart(rows.map((row) => row.optionId));
    const lines: CheckoutLine[] = [];
    const sellerTerms = new Map<number, SellerShippingTerms>();
    for (const row of rows) {
      const option = options.get(row.optionId);
      if (!option) continue;
      lines.push(toCheckoutLine(row, option));
      sellerTerms.set(option.sellerId, option.shippingTerms);
    }
    return { lines, sellerTerms };
  }

  async function cartOf(owner: CartOwner): Promise<Cart> {
    const { lines, sellerTerms } = await priced(await findLines(db, owner));
    const cart = buildCart(lines, sellerTerms);
    const selected = lines.filter((line) => line.selected);
    const [quote, naverPayOpen] = await Promise.all([
      selected.length > 0 ? orderQuote(owner, { lines: selected, sellerTerms }) : null,
      naverPayExpressOpen(owner, cart.selectedItems),
    ]);
    return { ...cart, orderQuote: quote, displayNaverPayFlag: naverPayOpen };
  }

  /**
   * The cart's "N pay 구매" (POST /api/order/naverpay/payment) can order the selection: a member's, with lines
   * selected, and a base address to send them to. Guests check out through the order form.
   */
  async function naverPayExpressOpen(owner: CartOwner, selectedItems: readonly number[]): Promise<boolean> {
    if (!("userId" in owner) || selectedItems.length === 0) return false;
    return (await addresses.baseAddress(owner.userId)) !== null;
  }

  return {
    /** SPEC §3 cart base data: every line, the selected lines' money, item groups, buy items and shipping groups. */
    get: cartOf,

    /** The number of lines (the header badge); 0 for a caller without a token. */
    async count(owner: CartOwner | null): Promise<CartCount> {
      return { cartQuantity: owner === null ? 0 : await countLines(db, owner) };
    },

    /**
     * Adds options to the cart, all or none: each must be an option of its displayed item; a line that exists grows
     * by the quantity (selected again). Quantity and stock are checked by core after the add, on the line's quantity
     * as stored, so concurrent adds of one option are checked on their sum.
     */
    async add(owner: CartOwner, { arrayRequiredItems }: CartAddRequest): Promise<CartAddResponse> {
      const options = await catalog.optionsForCart(arrayRequiredItems.map((entry) => entry.optionId));
      for (const entry of arrayRequiredItems) {
        const option = options.get(entry.optionId);
        if (!option || option.itemId !== entry.itemId || !option.displayed) {
          throw itemNotFound(`option ${entry.optionId} of item ${entry.itemId}`);
        }
      }
      const cartIds = await db.transaction(async (tx) => {
        const ids: number[] = [];
        // Lines are written in option order, so two calls adding the same options in another order cannot deadlock.
        const inOptionOrder = [...arrayRequiredItems.entries()].sort(([, a], [, b]) => a.optionId - b.optionId);
        for (const [index, entry] of inOptionOrder) {
          const option = options.get(entry.optionId)!;
          const line = await addToLine(tx, owner, entry);
          const check = checkAddQuantity({
            requested: entry.quantity,
            inCart: line.quantity - entry.quantity,
            stock: option.stock,
            soldOut: option.soldOut,
          });
          if (!check.ok) {
            throw quantityRefused(check, `arrayRequiredItems.${index}.quantity`, `option ${entry.optionId}`);
          }
          ids[index] = line.id;
        }
        return unique(ids);
      });
      return { cartQuantity: await countLines(db, owner), cartIds };
    },

    /** Sets a line's quantity (core's limits against the option's stock now); answers the cart. */
    async updateQuantity(owner: CartOwner, id: number, quantity: number): Promise<Cart> {
      const [row] = await findLinesByIds(db, owner, [id]);
      if (!row) throw lineNotFound([id]);
      const option = (await catalog.optionsForCart([row.optionId])).get(row.optionId);
      if (!option?.displayed) throw itemNotFound(`option ${row.optionId} of cart line ${id}`);
      const check = checkLineQuantity({ quantity, stock: option.stock, soldOut: option.soldOut });
      if (!check.ok) throw quantityRefused(check, "quantity", `cart line ${id}`);
      if (!(await updateLineQuantity(db, owner, id, check.quantity))) throw lineNotFound([id]);
      return cartOf(owner);
    },

    /** Takes lines out of the cart, all or none (404 when one is not the caller's); answers the cart. */
    async remove(owner: CartOwner, ids: number | readonly number[]): Promise<Cart> {
      const wanted = unique(ids);
      await db.transaction(async (tx) => {
        const deleted = await deleteLines(tx, owner, wanted);
        if (deleted.length !== wanted.length) throw lineNotFound(wanted.filter((id) => !deleted.includes(id)));
      });
      return cartOf(owner);
    },

    /**
     * Selects exactly `cartIds` (every other line is unselected) and answers the recomputed money and groups; a line
     * that cannot be bought stays unselected in them.
     */
    async select(owner: CartOwner, cartIds: readonly number[]): Promise<CartPrice> {
      const wanted = unique(cartIds);
      await db.transaction(async (tx) => {
        const found = await findLinesByIds(tx, owner, wanted);
        if (found.length !== wanted.length) {
          throw lineNotFound(wanted.filter((id) => !found.some((row) => row.id === id)));
        }
        await selectOnly(tx, owner, wanted);
      });
      const { orderPrice, shippingGroups, selectedItems } = await cartOf(owner);
      return { orderPrice, shippingGroups, selectedItems };
    },

    /** 선결제 (1) or 착불 (2) for lines, all or none; answers the cart. */
    async setShippingPaymentType(
      owner: CartOwner,
      ids: number | readonly number[],
      shippingPaymentType: ShippingPaymentType,
    ): Promise<Cart> {
      const wanted = unique(ids);
      await db.transaction(async (tx) => {
        const changed = await updateShippingPaymentType(tx, owner, wanted, shippingPaymentType);
        if (changed.length !== wanted.length) throw lineNotFound(wanted.filter((id) => !changed.includes(id)));
      });
      return cartOf(owner);
    },

    /**
     * Moves a guest token's lines to the member who logged in with it: a new option becomes a member line; the same
     * option adds its quantity to the member's line, capped by core's maximum and the stock now (never lowering
     * what the member held). The guest's lines are then deleted. Answers how many lines moved.
     */
    async mergeGuestCart(guestTokenId: number, userId: number): Promise<{ merged: number }> {
      const guest = { guestTokenId };
      const rows = (await findLines(db, guest)).sort((a, b) => a.optionId - b.optionId);
      if (rows.length === 0) return { merged: 0 };
      const options = await catalog.optionsForCart(rows.map((row) => row.optionId));
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const cap = Math.max(Math.min(CART_LINE_MAX_QUANTITY, options.get(row.optionId)?.stock ?? 0), 1);
          await mergeIntoLine(tx, userId, row, { quantity: Math.min(row.quantity, cap), added: row.quantity, cap });
        }
        await deleteLines(
          tx,
          guest,
          rows.map((row) => row.id),
        );
      });
      return { merged: rows.length };
    },

    /**
     * Checkout's lines: exactly `cartIds` of the owner (404 when one is not theirs), priced and stocked now, with the
     * shipping terms of their sellers. `selected` marks the lines that can be bought.
     */
    async checkoutLines(owner: CartOwner, cartIds: readonly number[]): Promise<CheckoutLines> {
      const wanted = unique(cartIds);
      const rows = await findLinesByIds(db, owner, wanted);
      if (rows.length !== wanted.length) {
        throw lineNotFound(wanted.filter((id) => !rows.some((row) => row.id === id)));
      }
      const found = await priced(rows);
      if (found.lines.length !== wanted.length) throw lineNotFound(wanted);
      return found;
    },

    /** The cart's selected lines (those that can be bought), priced now: what its quote (견적서) lists by default. */
    async selectedLines(owner: CartOwner): Promise<CheckoutLines> {
      const { lines, sellerTerms } = await priced(await findLines(db, owner));
      return { lines: lines.filter((line) => line.selected), sellerTerms };
    },

    /**
     * A member's designated-trade lines (docs/decisions/019), checked by the designated module first: each option's
     * line set to its quantity, all or none. Answers the cart ids for checkout; the cart page never shows them.
     */
    async putDesignatedLines(
      userId: number,
      lines: readonly { itemId: number; optionId: number; quantity: number }[],
    ): Promise<number[]> {
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        // In option order, so two starts of the same lines in another order cannot deadlock.
        const inOptionOrder = [...lines.entries()].sort(([, a], [, b]) => a.optionId - b.optionId);
        for (const [index, line] of inOptionOrder) ids[index] = await putDesignatedLine(tx, userId, line);
        return unique(ids);
      });
    },

    /** Deletes bought lines inside the order's transaction; answers the ids deleted (ids not the owner's are left). */
    removeLines(tx: Tx, owner: CartOwner, cartIds: readonly number[]): Promise<number[]> {
      return deleteLines(tx, owner, unique(cartIds));
    },

    /** GET /api/common/island-info: core's surcharges and postcode ranges. */
    islandInfo(): IslandInfo {
      return ISLAND_INFO;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
