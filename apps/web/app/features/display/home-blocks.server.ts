import { type ApiResponse, apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { ApiResponseError } from "../../lib/api-client.server";
import { type CachedCallArgs, type CachedEndpoint, displayCache } from "../../lib/display-cache.server";
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
type Get = <E extends CachedEndpoint>(endpoint: E, ...args: CachedCallArgs<E>) => Promise<ApiResponse<E>>;

async function loadBlock(head: BlockHead, get: Get): Promise<HomeBlock> {
  const { code } = head;
  switch (code) {
    case "promotion": {
      const { list } = await get(apiEndpoints.promotion);
      return { ...head, kind: "visual", slides: list } as const;
    }
    case "best":
    case "new": {
      const page = await get(code === "best" ? apiEndpoints.bestItems : apiEndpoints.newItems, {
        query: { size: HOME_BLOCK_ITEMS },
      });
      return { ...head, kind: "items", items: page.list.slice(0, HOME_BLOCK_ITEMS) } as const;
    }
    case "cnts-picks": {
      const { list } = await get(apiEndpoints.contentPicks);
      return { ...head, kind: "picks", picks: list.slice(0, HOME_TAB_ITEMS) } as const;
    }
    case "md": {
      const { groups } = await get(apiEndpoints.mdPicks);
      const tabs = groups.map((group) => ({
        key: group.key,
        name: group.name,
        link: "",
        items: group.list.slice(0, HOME_TAB_ITEMS),
      }));
      return { ...head, kind: "tabs", tabs } as const;
    }
    case "group-best": {
      const { groups } = await get(apiEndpoints.groupBest, { query: { size: HOME_TAB_ITEMS } });
      const tabs = groups.map((group) => ({
        key: group.livestock,
        name: group.name,
        link: group.link,
        items: group.list.slice(0, HOME_TAB_ITEMS),
      }));
      return { ...head, kind: "tabs", tabs } as const;
    }
    case "style-book": {
      const { list } = await get(apiEndpoints.styleBookBlock);
      return { ...head, kind: "style-book", styleBooks: list.slice(0, HOME_CARD_LIMIT) } as const;
    }
    case "brand": {
      const { list } = await get(apiEndpoints.brandBlock);
      return { ...head, kind: "brands", brands: list.slice(0, HOME_BRAND_LIMIT) } as const;
    }
    case "notice": {
      const { list } = await get(apiEndpoints.mainNotices);
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
  const get: Get = (endpoint, ...args) => displayCache.get(context, endpoint, ...args);
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
