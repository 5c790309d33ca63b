import { type ItemCard, itemListQuerySchema } from "@shop/contracts/catalog";
import {
  type ContentPicks,
  type DeliveryInfo,
  type DisplayBlock,
  type DisplayBlockCode,
  type DisplayItemPage,
  displayBlockCodeSchema,
  type GroupBest,
  type ItemBlock,
  type Lately,
  type MdPicks,
  type Promotion,
  type VisibleBlocks,
} from "@shop/contracts/display";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { BrandService } from "../brand/brand.service.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { SellerService } from "../seller/seller.service.js";
import type { StyleBookService } from "../style-book/style-book.service.js";
import {
  findBlockItemRows,
  findBlockPictureSubject,
  findDisplayBlock,
  findLiveMainBanners,
  findMainBannerPictureSubject,
  findMainBlocks,
} from "./display-blocks.repository.js";

export interface DisplayBlocksServiceDeps {
  db: Db;
  catalog: CatalogService;
  brands: BrandService;
  styleBooks: StyleBookService;
  sellers: SellerService;
}

/** The home page's blocks and the display pages; item cards come from the catalog service. */
export function createDisplayBlocksService({ db, catalog, brands, styleBooks, sellers }: DisplayBlocksServiceDeps) {
  /** A display block's heading, text and sections; 404 when the block does not exist. */
  async function getDisplayBlock(code: DisplayBlockCode): Promise<DisplayBlock> {
    const row = await findDisplayBlock(db, code);
    if (!row) throw ApiError.notFound(`display block ${code}`);
    return {
      code,
      title: row.title,
      subTitle: row.subTitle,
      description: row.description,
      imageSrc: row.imageUrl,
      link: row.link,
      sections: row.sections.map((section) => ({
        title: section.title,
        body: section.body,
        imageSrc: section.imageUrl,
      })),
    };
  }

  async function pickedItems(code: DisplayBlockCode) {
    const rows = await findBlockItemRows(db, code);
    const cards = await catalog.listItemCardsByIds(rows.map((row) => row.itemId));
    const cardById = new Map(cards.map((card) => [card.itemId, card]));
    // Hidden items drop out of the block rather than leaving a gap.
    return rows.flatMap((row) => {
      const card = cardById.get(row.itemId);
      return card ? [{ ...row, card }] : [];
    });
  }

  async function itemPage(code: "new" | "best", query: { page: number; size: number }): Promise<DisplayItemPage> {
    const sort = code === "new" ? "newest" : "popular";
    const [block, page] = await Promise.all([
      getDisplayBlock(code),
      catalog.listItems(itemListQuerySchema.parse({ page: query.page, size: query.size, sort })),
    ]);
    return { block, ...page };
  }

  return {
    getDisplayBlock,

    /** Home blocks in order; a row whose code this version does not serve is left out. */
    async listVisibleBlocks(): Promise<VisibleBlocks> {
      const rows = await findMainBlocks(db);
      return {
        list: rows.flatMap((row) => {
          const code = displayBlockCodeSchema.safeParse(row.code);
          return code.success ? [{ ...row, code: code.data }] : [];
        }),
      };
    },

    /** Main visual banners live at `now`, in order. */
    async listPromotions(now = new Date()): Promise<Promotion> {
      return { list: await findLiveMainBanners(db, now) };
    },

    /** Newest displayed items, paged (/event/new). */
    listNewItems: (query: { page: number; size: number }) => itemPage("new", query),

    /** Most bought displayed items, paged (/event/best). */
    listBestItems: (query: { page: number; size: number }) => itemPage("best", query),

    /** The best sellers in stock of each livestock group that has any. */
    async listGroupBest(size: number): Promise<GroupBest> {
      const [block, livestock] = await Promise.all([getDisplayBlock("group-best"), catalog.listLivestock()]);
      const groups = await Promise.all(
        livestock.list.map(async (kind) => {
          const page = await catalog.listItems(
            itemListQuerySchema.parse({ livestock: kind.code, size, sort: "popular", soldOut: "hide" }),
          );
          return { livestock: kind.code, name: kind.name, link: kind.url, list: page.list };
        }),
      );
      return { block, groups: groups.filter((group) => group.list.length > 0) };
    },

    /** MD picks grouped by their tabs, in order. */
    async listMdPicks(): Promise<MdPicks> {
      const [block, picked] = await Promise.all([getDisplayBlock("md"), pickedItems("md")]);
      const groups: MdPicks["groups"] = [];
      for (const row of picked) {
        let group = groups.find((candidate) => candidate.key === row.groupKey);
        if (!group) {
          group = { key: row.groupKey, name: row.groupName, list: [] };
          groups.push(group);
        }
        group.list.push(row.card);
      }
      return { block, groups };
    },

    /** A curated block (fresh-food, pb, dry-aging, safety) with its items in order. */
    async getItemBlock(code: "fresh-food" | "pb" | "dry-aging" | "safety"): Promise<ItemBlock> {
      const [block, picked] = await Promise.all([getDisplayBlock(code), pickedItems(code)]);
      return { block, list: picked.map((row): ItemCard => row.card) };
    },

    /** The content picks block: items with the editor's comment. */
    async listContentPicks(): Promise<ContentPicks> {
      const [block, picked] = await Promise.all([getDisplayBlock("cnts-picks"), pickedItems("cnts-picks")]);
      return { block, list: picked.map((row) => ({ comment: row.comment, item: row.card })) };
    },

    /** The style-book block with the featured style books. */
    async getStyleBookBlock() {
      const [block, list] = await Promise.all([getDisplayBlock("style-book"), styleBooks.listFeaturedStyleBooks()]);
      return { block, list };
    },

    /** The brand block with the featured brands. */
    async getBrandBlock() {
      const [block, list] = await Promise.all([getDisplayBlock("brand"), brands.listFeaturedBrands()]);
      return { block, list };
    },

    /** The shop introduction block. */
    async getShopInfo() {
      return { block: await getDisplayBlock("shop-info") };
    },

    /** How delivery works, with every seller's shipping terms. */
    async getDeliveryInfo(): Promise<DeliveryInfo> {
      const [block, terms] = await Promise.all([getDisplayBlock("delivery"), sellers.listShippingTerms()]);
      return { block, sellers: terms };
    },

    /** SPEC §3 recently viewed items for the codes given, in that order, at most `limit`. */
    async listLately(codes: readonly string[], limit: number): Promise<Lately> {
      const cards = await catalog.listItemCardsByCodes(codes);
      return {
        list: cards
          .slice(0, limit)
          .map((card) => ({ itemUserCode: card.itemUserCode, itemName: card.itemName, imageSrc: card.imageSrc })),
      };
    },

    /** What the drawn picture of a display page hero shows, by its block code (media module). */
    findBlockPictureSubject(code: string) {
      return findBlockPictureSubject(db, code);
    },

    /** What the drawn picture of a main visual shows, by its key (media module). */
    findMainBannerPictureSubject(key: string) {
      return findMainBannerPictureSubject(db, key);
    },
  };
}

export type DisplayBlocksService = ReturnType<typeof createDisplayBlocksService>;
