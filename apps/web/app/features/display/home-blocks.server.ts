import { noticeMainSchema } from "@shop/contracts/content";
import {
  brandBlockSchema,
  contentPicksSchema,
  displayItemPageSchema,
  groupBestSchema,
  mdPicksSchema,
  promotionSchema,
  styleBookBlockSchema,
} from "@shop/contracts/display";
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { ApiResponseError } from "../../lib/api-client.server";
import { displayCache } from "./display-cache.server";
import {
  type BlockHead,
  HOME_BLOCK_ITEMS,
  HOME_BRAND_LIMIT,
  HOME_CARD_LIMIT,
  HOME_TAB_ITEMS,
  type HomeBlock,
  type HomeBlockCode,
  type VisibleBlock,
} from "./home-blocks";

/** One GET of the API checked against its contract. */
type Get = <T extends z.ZodType>(path: string, schema: T) => Promise<z.infer<T>>;

async function loadBlock(head: BlockHead, get: Get): Promise<HomeBlock> {
  const { code } = head;
  switch (code) {
    case "promotion": {
      const { list } = await get("/api/display/promotion", promotionSchema);
      return { ...head, kind: "visual", slides: list } as const;
    }
    case "best":
    case "new": {
      const page = await get(`/api/display/${code}?size=${HOME_BLOCK_ITEMS}`, displayItemPageSchema);
      return { ...head, kind: "items", items: page.list.slice(0, HOME_BLOCK_ITEMS) } as const;
    }
    case "cnts-picks": {
      const { list } = await get("/api/display/cnts-picks/main", contentPicksSchema);
      return { ...head, kind: "picks", picks: list.slice(0, HOME_TAB_ITEMS) } as const;
    }
    case "md": {
      const { groups } = await get("/api/display/md", mdPicksSchema);
      const tabs = groups.map((group) => ({
        key: group.key,
        name: group.name,
        link: "",
        items: group.list.slice(0, HOME_TAB_ITEMS),
      }));
      return { ...head, kind: "tabs", tabs } as const;
    }
    case "group-best": {
      const { groups } = await get(`/api/display/group-best?size=${HOME_TAB_ITEMS}`, groupBestSchema);
      const tabs = groups.map((group) => ({
        key: group.livestock,
        name: group.name,
        link: group.link,
        items: group.list.slice(0, HOME_TAB_ITEMS),
      }));
      return { ...head, kind: "tabs", tabs } as const;
    }
    case "style-book": {
      const { list } = await get("/api/display/style-book", styleBookBlockSchema);
      return { ...head, kind: "style-book", styleBooks: list.slice(0, HOME_CARD_LIMIT) } as const;
    }
    case "brand": {
      const { list } = await get("/api/display/brand", brandBlockSchema);
      return { ...head, kind: "brands", brands: list.slice(0, HOME_BRAND_LIMIT) } as const;
    }
    case "notice": {
      const { list } = await get("/api/notice/main", noticeMainSchema);
      return { ...head, kind: "notice", notices: list } as const;
    }
    case "dry-aging":
    case "pb":
    case "fresh-food":
    case "safety":
    case "shop-info":
    case "delivery":
    case "designated":
      // A tile linking to the block's own page: its heading is all the home page shows, so there is
      // nothing to fetch (the page has the story and the items).
      return { ...head, kind: "link" } as const;
  }
}

/**
 * Every planned block's content, each from its own call (through the short display cache), all at
 * once. A block the API no longer shows (404: hidden between the two calls) is left out and
 * logged; any other failure fails the page as usual.
 */
export async function loadHomeBlocks(
  context: AppLoadContext,
  planned: readonly (VisibleBlock & { code: HomeBlockCode })[],
): Promise<HomeBlock[]> {
  const get: Get = (path, schema) => displayCache.get(context, path, schema);
  const loaded = await Promise.all(
    planned.map(async ({ code, title, subTitle, link }): Promise<HomeBlock | null> => {
      try {
        return await loadBlock({ code, title, subTitle, link }, get);
      } catch (error) {
        if (error instanceof ApiResponseError && error.status === 404) {
          console.error(`[web] home block ${code} is gone (404); left out`, error);
          return null;
        }
        throw error;
      }
    }),
  );
  return loaded.filter((block): block is HomeBlock => block !== null);
}
