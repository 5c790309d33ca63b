import { timingSafeEqual } from "node:crypto";
import type { CheckOutReturn, CheckOutWishReturn } from "@shop/contracts/open-market";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { insertCallbackOnce } from "./open-market.repository.js";

export interface OpenMarketServiceDeps {
  db: Db;
  catalog: Pick<CatalogService, "listItemCardsByCodes">;
  /** The merchant id and 인증키 Naver issued the shop (config NAVERPAY_CHECKOUT_*). */
  merchantId: string;
  certiKey: string;
  /** A `demo-` key is public: only demo mode accepts callbacks signed with it. */
  demoKeyAccepted: boolean;
  /** The shop's public origin for the items' page and image addresses in the wish answer. */
  publicOrigin: () => string;
}

export const CALLBACK_NOT_VERIFIED_MESSAGE = "네이버페이 알림을 확인할 수 없습니다.";

/** The shop's origin for absolute addresses; empty (relative addresses) when it cannot be told (not listening). */
function originOrEmpty(publicOrigin: () => string): string {
  try {
    return publicOrigin().replace(/\/+$/, "");
  } catch {
    return "";
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/**
 * Naver Pay 주문형 callbacks (SPEC §7 Open market; docs/decisions/033). Each carries the shop's merchant id and 인증키:
 * anything else is refused (401) and recorded nowhere. An order notice is recorded once per Naver order number and
 * status (a resent one is acknowledged again, not recorded twice); a wish is recorded and answered with the wished
 * items' information as the interworking guide's product XML.
 */
export function createOpenMarketService(deps: OpenMarketServiceDeps) {
  const { db, catalog } = deps;

  function verify(input: { merchantId: string; certiKey: string }) {
    const usable = deps.demoKeyAccepted || !deps.certiKey.startsWith("demo-");
    if (!usable || !sameSecret(input.merchantId, deps.merchantId) || !sameSecret(input.certiKey, deps.certiKey)) {
      throw new ApiError(
        401,
        "CALLBACK_NOT_VERIFIED",
        CALLBACK_NOT_VERIFIED_MESSAGE,
        "merchant id or certiKey differs",
      );
    }
  }

  return {
    /** POST /api/open-market/checkOutReturn: answers the XML Naver reads (`<result>SUCCESS</result>`). */
    async orderNotice(input: CheckOutReturn): Promise<{ xml: string; recorded: boolean }> {
      verify(input);
      const { certiKey: _secret, ...payload } = input;
      const recorded = await insertCallbackOnce(db, {
        kind: "order",
        naverOrderId: input.orderId,
        orderStatus: input.orderStatus,
        itemCodes: input.productIds,
        payload,
      });
      return {
        recorded,
        xml: `<?xml version="1.0" encoding="utf-8"?>\n<response><result>SUCCESS</result><orderId>${escapeXml(input.orderId)}</orderId></response>`,
      };
    },

    /** POST /api/open-market/checkOutWishReturn: the wished items as `<products>` (unknown codes left out). */
    async wish(input: CheckOutWishReturn): Promise<{ xml: string }> {
      verify(input);
      const { certiKey: _secret, ...payload } = input;
      await insertCallbackOnce(db, { kind: "wish", itemCodes: input.productIds, payload });
      const cards = await catalog.listItemCardsByCodes(input.productIds);
      const origin = originOrEmpty(deps.publicOrigin);
      const products = cards
        .map(
          (card) =>
            `<product><id>${escapeXml(card.itemUserCode)}</id><name>${escapeXml(card.itemName)}</name>` +
            `<basePrice>${card.presentPrice}</basePrice><taxType>TAX_FREE</taxType>` +
            `<infoUrl>${escapeXml(`${origin}/items/${encodeURIComponent(card.itemUserCode)}`)}</infoUrl>` +
            `<imageUrl>${escapeXml(card.imageSrc.startsWith("http") ? card.imageSrc : `${origin}${card.imageSrc}`)}</imageUrl>` +
            `<status>${card.soldOut ? "SOLD_OUT" : "ON_SALE"}</status></product>`,
        )
        .join("");
      return { xml: `<?xml version="1.0" encoding="utf-8"?>\n<products>${products}</products>` };
    },
  };
}

export type OpenMarketService = ReturnType<typeof createOpenMarketService>;
