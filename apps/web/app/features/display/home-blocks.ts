import type { ItemCard } from "@shop/contracts/catalog";
import type { NoticeList } from "@shop/contracts/content";
import type {
  DisplayBlockCode,
  FeaturedBrand,
  Promotion,
  StyleBookSummary,
  VisibleBlocks,
} from "@shop/contracts/display";

export type VisibleBlock = VisibleBlocks["list"][number];

/** Items per home block: two rows on a phone, one or two on a PC, and a small page. */
export const HOME_BLOCK_ITEMS = 8;
/** Items per tab of the tabbed blocks and content picks: one row on a PC. */
export const HOME_TAB_ITEMS = 4;
/** Style books and featured brands shown on the home page. */
export const HOME_CARD_LIMIT = 4;
export const HOME_BRAND_LIMIT = 6;

/** Codes the home page can draw; anything else the operator marks visible is skipped. */
export const HOME_BLOCK_CODES = [
  "promotion",
  "cnts-picks",
  "best",
  "new",
  "md",
  "group-best",
  "dry-aging",
  "pb",
  "fresh-food",
  "safety",
  "style-book",
  "brand",
  "notice",
  "shop-info",
  "delivery",
  "designated",
] as const satisfies readonly DisplayBlockCode[];
export type HomeBlockCode = (typeof HOME_BLOCK_CODES)[number];

function isHomeBlockCode(code: string): code is HomeBlockCode {
  return (HOME_BLOCK_CODES as readonly string[]).includes(code);
}

/**
 * The blocks to fetch and draw, in the operator's order: each code once (the first entry wins)
 * and only codes the home page knows how to draw.
 */
export function planHomeBlocks(visible: readonly VisibleBlock[]): (VisibleBlock & { code: HomeBlockCode })[] {
  const seen = new Set<string>();
  return [...visible]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((block): block is VisibleBlock & { code: HomeBlockCode } => {
      if (!isHomeBlockCode(block.code) || seen.has(block.code)) return false;
      seen.add(block.code);
      return true;
    });
}

export interface BlockHead {
  code: HomeBlockCode;
  title: string;
  subTitle: string;
  /** The block's "more" link, '' for none. */
  link: string;
}

export interface ItemTab {
  key: string;
  name: string;
  /** The tab's own list page, '' for none. */
  link: string;
  items: ItemCard[];
}

/** What one home block draws: its heading from /api/display/visible and the content of its own call. */
export type HomeBlock =
  | (BlockHead & { kind: "visual"; slides: Promotion["list"] })
  | (BlockHead & { kind: "items"; items: ItemCard[] })
  | (BlockHead & { kind: "picks"; picks: { comment: string; item: ItemCard }[] })
  | (BlockHead & { kind: "tabs"; tabs: ItemTab[] })
  | (BlockHead & { kind: "style-book"; styleBooks: StyleBookSummary[] })
  | (BlockHead & { kind: "brands"; brands: FeaturedBrand[] })
  | (BlockHead & { kind: "notice"; notices: NoticeList["list"] })
  | (BlockHead & { kind: "link" });

export type LinkBlock = Extract<HomeBlock, { kind: "link" }>;

/** What the page lays out: a block, or a row of neighbouring link blocks drawn as tiles side by side. */
export type HomeRow = HomeBlock | { kind: "link-row"; code: string; links: LinkBlock[] };

/** Neighbouring link blocks (with somewhere to go) become one row of tiles; other blocks stay as they are. */
export function groupLinkBlocks(blocks: readonly HomeBlock[]): HomeRow[] {
  const rows: HomeRow[] = [];
  for (const block of blocks) {
    if (block.kind !== "link") {
      rows.push(block);
      continue;
    }
    if (block.link === "") continue;
    const last = rows.at(-1);
    if (last?.kind === "link-row") last.links.push(block);
    else rows.push({ kind: "link-row", code: `links-${block.code}`, links: [block] });
  }
  return rows;
}
