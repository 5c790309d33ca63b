import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";

/**
 * What Naver Pay's 주문형 callbacks reported (POST /api/open-market/checkOutReturn and /checkOutWishReturn,
 * docs/decisions/033), once verified: an order's status on Naver's side, or a wish (찜) of the shop's items. An order
 * notice is kept once per Naver order number and status, so a resent one changes nothing. Only modules/open-market
 * reads or writes it.
 */
export const openMarketCallbacks = pgTable(
  "open_market_callbacks",
  {
    id: serial().primaryKey(),
    kind: text({ enum: ["order", "wish"] }).notNull(),
    /** Naver Pay's order number (order notices only). */
    naverOrderId: text(),
    orderStatus: text(),
    /** The shop's item codes the callback names. */
    itemCodes: jsonb().$type<string[]>().notNull(),
    /** The fields as received, without the shared key. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("open_market_callbacks_once").on(t.naverOrderId, t.orderStatus).where(sql`${t.kind} = 'order'`),
    index().on(t.receivedAt),
  ],
);
