import type { MemberProfile } from "@shop/contracts/auth";
import type { PageQuery } from "@shop/contracts/common";
import type { PrivateOrderItem, PrivateOrderPage, PrivateOrderStart } from "@shop/contracts/designated-order";
import type { Designated } from "@shop/contracts/display";
import {
  checkDesignatedBuyer,
  checkDesignatedQuantity,
  DESIGNATED_NO_PRICE_MESSAGE,
  type DesignatedRefusal,
  type DesignatedTerms,
  designatedOptionPrice,
  designatedPriceInForce,
} from "@shop/core/checkout/designated-order";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import type { CartService } from "../cart/cart.service.js";
import { type CatalogService, ITEM_NOT_FOUND_MESSAGE } from "../catalog/catalog.service.js";
import type { DisplayBlocksService } from "../display/display-blocks.service.js";
import {
  type BuyerPriceRow,
  findBuyerPrices,
  findDesignatedPage,
  findOptionIdsOfItems,
} from "./designated.repository.js";

type Member = AuthContext & { userId: number };

export interface DesignatedServiceDeps {
  db: Db;
  catalog: CatalogService;
  displayBlocks: DisplayBlocksService;
  /** Where a designated checkout's lines are kept (cart lines of their own kind). */
  cart: Pick<CartService, "putDesignatedLines">;
  /** The member's profile: designated trade is for company buyers (BUSINESS). */
  accounts: { getMe(member: Member): Promise<MemberProfile> };
  clock?: () => Date;
}

/** A buyer's terms for one item with the shop's price of the item as listed (to price its other options). */
export interface BuyerTerms extends DesignatedTerms {
  itemPrice: number;
}

const REFUSAL_STATUS: Record<DesignatedRefusal["reason"], { status: number; code: string }> = {
  business_only: { status: 403, code: "BUSINESS_ONLY" },
  no_price: { status: 403, code: "NO_DESIGNATED_PRICE" },
  mixed: { status: 400, code: "DESIGNATED_MIXED" },
  invalid_quantity: { status: 400, code: "INVALID_QUANTITY" },
  below_minimum: { status: 400, code: "BELOW_MINIMUM_QUANTITY" },
  over_max: { status: 400, code: "OVER_MAX_QUANTITY" },
  sold_out: { status: 409, code: "SOLD_OUT" },
  over_stock: { status: 409, code: "OUT_OF_STOCK" },
};

/** core's designated refusal as the API's error, naming the field when there is one. */
export function designatedRefused(refusal: DesignatedRefusal, description: string, field?: string): ApiError {
  const { status, code } = REFUSAL_STATUS[refusal.reason];
  return new ApiError(
    status,
    code,
    refusal.message,
    description,
    field ? [{ field, message: refusal.message }] : undefined,
  );
}

function termsOf(row: BuyerPriceRow): BuyerTerms {
  return {
    minOrderQuantity: row.minOrderQuantity,
    unit: row.unit,
    designatedPrice: row.designatedPrice,
    itemPrice: row.itemPrice,
  };
}

/**
 * Designated (private) trade: items sold only in set quantities to company buyers, at the prices designated to each
 * of them (docs/decisions/019): the public list, a buyer's own designated items, the start of a designated checkout,
 * and the terms checkout prices designated lines by.
 */
export function createDesignatedService({
  db,
  catalog,
  displayBlocks,
  cart,
  accounts,
  clock = () => new Date(),
}: DesignatedServiceDeps) {
  /** The buyer's prices in force now (of `itemIds`, or all), in the designated list's order. */
  async function pricesInForce(userId: number, itemIds?: readonly number[]) {
    const now = clock();
    const rows = await findBuyerPrices(db, userId, itemIds);
    return rows.filter((row) => designatedPriceInForce(row, now));
  }

  /** The member's profile, or 403 for anyone but a company buyer. */
  async function requireCompanyBuyer(member: Member): Promise<MemberProfile> {
    const profile = await accounts.getMe(member);
    const buyer = checkDesignatedBuyer(profile.userType);
    if (!buyer.ok) throw designatedRefused(buyer, `member ${member.userId} is ${profile.userType}`);
    return profile;
  }

  return {
    /** How designated trade works, and a page of the items open to it. */
    async getDesignated(query: PageQuery): Promise<Designated> {
      const [info, { rows, totalCount }] = await Promise.all([
        displayBlocks.getDisplayBlock("designated"),
        findDesignatedPage(db, pageWindow(query)),
      ]);
      const cards = await catalog.listItemCardsByIds(rows.map((row) => row.itemId));
      const cardById = new Map(cards.map((card) => [card.itemId, card]));
      return {
        info,
        list: rows.flatMap((row) => {
          const card = cardById.get(row.itemId);
          return card ? [{ ...card, minOrderQuantity: row.minOrderQuantity, unit: row.unit, note: row.note }] : [];
        }),
        pagination: paginationOf(query, totalCount),
      };
    },

    /**
     * GET /api/order/private-order: the company buyer's designated items on display, each with its terms, the shop's
     * price and the price designated to them (per option). Only the caller's own prices are ever read.
     */
    async privateOrder(member: Member): Promise<PrivateOrderPage> {
      const profile = await requireCompanyBuyer(member);
      const rows = await pricesInForce(member.userId);
      const itemIds = rows.map((row) => row.itemId);
      const [cards, optionRows] = await Promise.all([
        catalog.listItemCardsByIds(itemIds),
        findOptionIdsOfItems(db, itemIds),
      ]);
      const options = await catalog.optionsForCart(optionRows.map((row) => row.optionId));
      const cardById = new Map(cards.map((card) => [card.itemId, card]));
      const list = rows.flatMap((row): PrivateOrderItem[] => {
        const card = cardById.get(row.itemId);
        if (!card) return [];
        const terms = termsOf(row);
        return [
          {
            itemId: card.itemId,
            itemUserCode: card.itemUserCode,
            itemName: card.itemName,
            brand: card.brand,
            imageSrc: card.imageSrc,
            weightGrams: card.weightGrams,
            minOrderQuantity: row.minOrderQuantity,
            unit: row.unit,
            note: row.note,
            shopPrice: card.presentPrice,
            designatedPrice: row.designatedPrice,
            validUntil: row.validUntil?.toISOString() ?? null,
            options: optionRows.flatMap((optionRow) => {
              const option = optionRow.itemId === row.itemId ? options.get(optionRow.optionId) : undefined;
              if (!option) return [];
              return [
                {
                  optionId: option.optionId,
                  optionName: option.optionName,
                  shopPrice: option.unitPrice,
                  designatedPrice: designatedOptionPrice({ ...terms, optionPrice: option.unitPrice }),
                  stock: option.stock,
                  soldOut: option.soldOut,
                },
              ];
            }),
          },
        ];
      });
      return {
        buyer: { companyName: profile.companyName ?? "", businessNumber: profile.businessNumber ?? "" },
        list,
      };
    },

    /**
     * POST /api/order/private-order: checks each line (a company buyer, the item designated to them, an option of the
     * item on display, the item's minimum in whole units, the stock) and keeps them as the buyer's designated-checkout
     * lines; answers their cart ids for /order/step1. Nothing is kept when one line is refused.
     */
    async startPrivateOrder(member: Member, { lines }: PrivateOrderStart): Promise<{ cartIds: number[] }> {
      await requireCompanyBuyer(member);
      const itemIds = [...new Set(lines.map((line) => line.itemId))];
      const [rows, options] = await Promise.all([
        pricesInForce(member.userId, itemIds),
        catalog.optionsForCart(lines.map((line) => line.optionId)),
      ]);
      const termsByItem = new Map(rows.map((row) => [row.itemId, termsOf(row)]));
      for (const [index, line] of lines.entries()) {
        const option = options.get(line.optionId);
        if (!option || option.itemId !== line.itemId || !option.displayed) {
          throw new ApiError(
            404,
            "NOT_FOUND",
            ITEM_NOT_FOUND_MESSAGE,
            `option ${line.optionId} of item ${line.itemId}`,
          );
        }
        const terms = termsByItem.get(line.itemId);
        if (!terms) {
          throw designatedRefused(
            { ok: false, reason: "no_price", message: DESIGNATED_NO_PRICE_MESSAGE },
            `no designated price of item ${line.itemId} for member ${member.userId}`,
            `lines.${index}.itemId`,
          );
        }
        const quantity = checkDesignatedQuantity({
          quantity: line.quantity,
          minOrderQuantity: terms.minOrderQuantity,
          unit: terms.unit,
          stock: option.stock,
          soldOut: option.soldOut,
        });
        if (!quantity.ok) {
          throw designatedRefused(quantity, `item ${line.itemId}: ${quantity.reason}`, `lines.${index}.quantity`);
        }
      }
      return { cartIds: await cart.putDesignatedLines(member.userId, lines) };
    },

    /** The buyer's terms in force for the items (checkout prices designated lines by them); items without none. */
    async termsFor(userId: number, itemIds: readonly number[]): Promise<Map<number, BuyerTerms>> {
      if (itemIds.length === 0) return new Map();
      const rows = await pricesInForce(userId, [...new Set(itemIds)]);
      return new Map(rows.map((row) => [row.itemId, termsOf(row)]));
    },
  };
}

export type DesignatedService = ReturnType<typeof createDesignatedService>;
