import { z } from "zod";
import { itemCardSchema, livestockCodeSchema, sellerBrandSchema } from "./catalog.js";
import { pagedListSchema, pageQuerySchema, ynFlagSchema } from "./common.js";

// Brands, sellers, home display blocks, events, style books and designated trade (SPEC §7
// "Display and events" and the seller/brand calls of "Q&A and content"). Dates are Korea time:
// `date` fields 'YYYY-MM-DD', instants ISO 8601.

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);
const requiredMessage = "필수 입력 항목입니다.";

// ─── Brands ────────────────────────────────────────────────────────────────────────────────

/** A seller brand as a card: SPEC §3 seller brand plus what a brand tile shows. */
export const brandSummarySchema = sellerBrandSchema.extend({
  livestockName: z.string(),
  description: z.string(),
  /** `/images/brands/{id}.svg` */
  logoSrc: z.string(),
  /** Displayed items of the brand. */
  itemCount: z.number().int(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

/** A featured brand on the brand page and the home page: the operator's headline with it. */
export const featuredBrandSchema = brandSummarySchema.extend({ headline: z.string() });
export type FeaturedBrand = z.infer<typeof featuredBrandSchema>;

/** GET /api/brand/main — featured brands (in display order) with a few of their items, then every brand. */
export const brandMainSchema = z.object({
  featured: z.array(featuredBrandSchema.extend({ items: z.array(itemCardSchema) })),
  list: z.array(brandSummarySchema),
});
export type BrandMain = z.infer<typeof brandMainSchema>;

export const brandMainQuerySchema = z.object({
  /** Items per featured brand. */
  itemsPerBrand: z.coerce.number().int().min(1).max(12).default(4),
});

/** GET /api/brand/{id} */
export const brandDetailSchema = z.object({
  brand: brandSummarySchema.extend({
    headline: z.string(),
    featured: z.boolean(),
    seller: z.object({
      sellerId: z.number().int(),
      sellerName: z.string(),
      shippingCondition: z.string(),
    }),
  }),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const brandItemsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(["newest", "popular", "priceLow", "priceHigh", "reviews"]).default("popular"),
});
/** GET /api/brand/{id}/items — the brand's displayed items as item cards. */
export const brandItemsSchema = pagedListSchema(itemCardSchema);
export type BrandItems = z.infer<typeof brandItemsSchema>;

// ─── Seller brands and sellers ─────────────────────────────────────────────────────────────

/** GET /api/seller-brands?livestock= */
export const sellerBrandsQuerySchema = z.object({ livestock: livestockCodeSchema });
/** GET /api/seller-brands?livestock= and /api/seller-brands/all — SPEC §3 seller brands. */
export const sellerBrandListSchema = z.object({ list: z.array(sellerBrandSchema) });
export type SellerBrandList = z.infer<typeof sellerBrandListSchema>;

/** GET /api/seller-brands/{sellerId} — the brands one seller sells under. */
export const sellerBrandsOfSellerSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  list: z.array(sellerBrandSchema),
});

/**
 * GET /api/seller-brands/favorite/{sellerId} — the seller's favourite brands: those with displayed
 * items, most bought first (salesCount = units sold of their displayed items).
 */
export const favoriteSellerBrandsSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  list: z.array(sellerBrandSchema.extend({ itemCount: z.number().int(), salesCount: z.number().int() })),
});

export const sellerIdParamSchema = z.object({ id: positiveId });

/** GET /api/seller/{id} */
export const sellerDetailSchema = z.object({
  seller: z.object({
    sellerId: z.number().int(),
    sellerName: z.string(),
    bossName: z.string(),
    /** 3-2-5 with hyphens. */
    businessNumber: z.string(),
    phone: z.string(),
    address: z.string(),
    shippingCondition: z.string(),
    /** Won per shipment below the free-shipping threshold. */
    shippingFee: z.number().int(),
    freeShippingThreshold: z.number().int(),
    deliveryMethod: z.string(),
    brands: z.array(sellerBrandSchema),
  }),
});
export type SellerDetail = z.infer<typeof sellerDetailSchema>;

export const sellerNoticeSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  title: z.string(),
  /** Trusted HTML written by the seller's operator. */
  content: z.string(),
  pinned: z.boolean(),
  date: z.string(),
});
/** GET /api/seller-notice/{sellerId} — pinned first, then newest. */
export const sellerNoticeListSchema = z.object({ list: z.array(sellerNoticeSchema) });
export type SellerNoticeList = z.infer<typeof sellerNoticeListSchema>;

const MAX_SELLER_IDS = 50;
const sellerIdsMessage = "판매자 번호가 올바르지 않습니다.";

/** GET /api/seller/business-numbers?sellerIds=1|2 — ids joined by '|' (SPEC §7). */
export const businessNumbersQuerySchema = z.object({
  sellerIds: z
    .string()
    .min(1, requiredMessage)
    .max(MAX_SELLER_IDS * 11)
    .regex(/^[1-9]\d{0,9}(\|[1-9]\d{0,9})*$/, sellerIdsMessage)
    .transform((value) => [...new Set(value.split("|").map(Number))])
    .pipe(z.array(z.number().int().max(2_147_483_647, sellerIdsMessage)).max(MAX_SELLER_IDS)),
});
/** In the order asked, each seller once. */
export const businessNumbersSchema = z.object({
  list: z.array(
    z.object({
      sellerId: z.number().int(),
      sellerName: z.string(),
      bossName: z.string(),
      /** 3-2-5 with hyphens. */
      businessNumber: z.string(),
    }),
  ),
});
export type BusinessNumbers = z.infer<typeof businessNumbersSchema>;

/** POST /api/seller/shipping-infos */
export const shippingInfosBodySchema = z.object({
  sellerIds: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1, requiredMessage)
    .max(MAX_SELLER_IDS)
    .transform((ids) => [...new Set(ids)]),
});
/** SPEC §3 seller shipping info, in the order asked. */
export const sellerShippingInfoSchema = z.object({
  sellerId: z.number().int(),
  /** e.g. "5만원 이상 무료배송". */
  shippingCondition: z.string(),
  /** The day an order paid now leaves the seller, 'YYYY-MM-DD' Korea time. */
  shippingDate: z.string(),
  /** e.g. "오늘(11월 23일 월) 출고" or "11월 24일(화) 출고 예정". */
  shippingDateText: z.string(),
  /** e.g. "신선물류 냉장 차량 배송". */
  deliveryMethod: z.string(),
  courier: z.string(),
});
export const shippingInfosSchema = z.object({ list: z.array(sellerShippingInfoSchema) });
export type ShippingInfos = z.infer<typeof shippingInfosSchema>;

// ─── Outlet ────────────────────────────────────────────────────────────────────────────────

export const OUTLET_MIN_DISCOUNT_RATE = 30;

/**
 * An outlet card: an item discounted by at least 30% against its consumer price ('discount'),
 * or one the operator is clearing before its best-before date ('near-expiry').
 */
export const outletItemSchema = itemCardSchema.extend({
  outletReason: z.enum(["discount", "near-expiry"]),
  /** 'YYYY-MM-DD' for near-expiry items, else null. */
  bestBefore: z.string().nullable(),
});
/** GET /api/outlet — near-expiry items first (soonest first), then by discount rate. */
export const outletListSchema = pagedListSchema(outletItemSchema);
export type OutletList = z.infer<typeof outletListSchema>;

// ─── Display blocks ────────────────────────────────────────────────────────────────────────

export const displayBlockCodeSchema = z.enum([
  "promotion",
  "new",
  "best",
  "group-best",
  "md",
  "style-book",
  "cnts-picks",
  "fresh-food",
  "pb",
  "dry-aging",
  "safety",
  "shop-info",
  "delivery",
  "brand",
  "notice",
  "designated",
]);
export type DisplayBlockCode = z.infer<typeof displayBlockCodeSchema>;

export const displaySectionSchema = z.object({
  title: z.string(),
  /** Plain text; line breaks separate paragraphs. */
  body: z.string(),
  imageSrc: z.string(),
});

/** A block's heading and text: what a home section or a /display page shows above its items. */
export const displayBlockSchema = z.object({
  code: displayBlockCodeSchema,
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  /** Hero picture of the block's own page ('' when it has none). */
  imageSrc: z.string(),
  /** Where the block's "more" link goes ('' when nowhere). */
  link: z.string(),
  sections: z.array(displaySectionSchema),
});
export type DisplayBlock = z.infer<typeof displayBlockSchema>;

/** GET /api/display/visible — the home page's blocks in display order. */
export const visibleBlocksSchema = z.object({
  list: z.array(
    z.object({
      code: displayBlockCodeSchema,
      title: z.string(),
      subTitle: z.string(),
      link: z.string(),
      sortOrder: z.number().int(),
    }),
  ),
});
export type VisibleBlocks = z.infer<typeof visibleBlocksSchema>;

export const mainBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  imageSrc: z.string(),
  mobileImageSrc: z.string(),
  link: z.string(),
  /** Y opens a new tab. */
  linkTargetFlag: ynFlagSchema,
  backgroundColor: z.string(),
});
/** GET /api/display/promotion — main visual banners live now, in display order. */
export const promotionSchema = z.object({ list: z.array(mainBannerSchema) });
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /api/display/new and /best — newest or most bought displayed items, paged. */
export const displayItemPageQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(8),
});
export const displayItemPageSchema = pagedListSchema(itemCardSchema).extend({ block: displayBlockSchema });
export type DisplayItemPage = z.infer<typeof displayItemPageSchema>;

/** GET /api/display/group-best?size= — size items per livestock group. */
export const groupBestQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(20).default(4) });
export const groupBestSchema = z.object({
  block: displayBlockSchema,
  groups: z.array(
    z.object({
      livestock: z.string(),
      name: z.string(),
      /** The group's item list page. */
      link: z.string(),
      list: z.array(itemCardSchema),
    }),
  ),
});
export type GroupBest = z.infer<typeof groupBestSchema>;

/** GET /api/display/md — MD picks in tabs. */
export const mdPicksSchema = z.object({
  block: displayBlockSchema,
  groups: z.array(z.object({ key: z.string(), name: z.string(), list: z.array(itemCardSchema) })),
});
export type MdPicks = z.infer<typeof mdPicksSchema>;

/**
 * GET /api/display/fresh-food, /pb, /dry-aging, /safety — a curated block: its page text and its
 * items in display order (sold-out items included and flagged).
 */
export const itemBlockSchema = z.object({ block: displayBlockSchema, list: z.array(itemCardSchema) });
export type ItemBlock = z.infer<typeof itemBlockSchema>;

/** GET /api/display/cnts-picks/main — content picks: an item with the editor's comment. */
export const contentPicksSchema = z.object({
  block: displayBlockSchema,
  list: z.array(z.object({ comment: z.string(), item: itemCardSchema })),
});
export type ContentPicks = z.infer<typeof contentPicksSchema>;

/** GET /api/display/shop-info — the shop introduction. */
export const shopInfoSchema = z.object({ block: displayBlockSchema });

/** GET /api/display/delivery — how delivery works (sections), with every seller's shipping terms. */
export const deliveryInfoSchema = z.object({
  block: displayBlockSchema,
  sellers: z.array(
    z.object({
      sellerId: z.number().int(),
      sellerName: z.string(),
      shippingCondition: z.string(),
      shippingFee: z.number().int(),
      freeShippingThreshold: z.number().int(),
      deliveryMethod: z.string(),
      courier: z.string(),
    }),
  ),
});
export type DeliveryInfo = z.infer<typeof deliveryInfoSchema>;

/** GET /api/display/brand — the featured brands of the home page. */
export const brandBlockSchema = z.object({ block: displayBlockSchema, list: z.array(featuredBrandSchema) });

const MAX_LATELY_IDS = 50;
/** GET /api/display/lately?ids=G0000001,G0000002&limit=5 */
export const latelyQuerySchema = z.object({
  ids: z
    .string()
    .min(1, requiredMessage)
    .max(MAX_LATELY_IDS * 41)
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "상품 코드가 올바르지 않습니다."))
        .min(1, requiredMessage)
        .max(MAX_LATELY_IDS),
    ),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
/** SPEC §3 recently viewed items: in the order asked, unknown or hidden items left out. */
export const latelySchema = z.object({
  list: z.array(z.object({ itemUserCode: z.string(), itemName: z.string(), imageSrc: z.string() })),
});
export type Lately = z.infer<typeof latelySchema>;

// ─── Style books ───────────────────────────────────────────────────────────────────────────

export const styleBookSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  summary: z.string(),
  imageSrc: z.string(),
  cookingMinutes: z.number().int(),
  servings: z.number().int(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  date: z.string(),
});
export type StyleBookSummary = z.infer<typeof styleBookSummarySchema>;

/** GET /api/style-book — newest first. */
export const styleBookListSchema = pagedListSchema(styleBookSummarySchema);
export type StyleBookList = z.infer<typeof styleBookListSchema>;

/** GET /api/style-book/{id} — a recipe with the items it uses. */
export const styleBookDetailSchema = z.object({
  styleBook: styleBookSummarySchema.extend({
    ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
    steps: z.array(z.string()),
    tip: z.string(),
    items: z.array(itemCardSchema),
  }),
});
export type StyleBookDetail = z.infer<typeof styleBookDetailSchema>;

/** GET /api/display/style-book — the style books featured on the home page. */
export const styleBookBlockSchema = z.object({ block: displayBlockSchema, list: z.array(styleBookSummarySchema) });

// ─── Events ────────────────────────────────────────────────────────────────────────────────

/** plan = 기획전, spot = 타임세일·스팟, reply = 댓글 이벤트. */
export const eventKindSchema = z.enum(["plan", "spot", "reply"]);
/** Whether now is inside the event's window. */
export const eventStatusSchema = z.enum(["active", "ended"]);

export const eventSummarySchema = z.object({
  id: z.number().int(),
  /** The slug in /event/{link}. */
  link: z.string(),
  kind: eventKindSchema,
  title: z.string(),
  subTitle: z.string(),
  summary: z.string(),
  imageSrc: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** 'YYYY.MM.DD ~ YYYY.MM.DD' Korea time. */
  period: z.string(),
  status: eventStatusSchema,
  replyEnabled: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListQuerySchema = pageQuerySchema.extend({
  status: eventStatusSchema.default("active"),
  kind: eventKindSchema.optional(),
});
/** GET /api/event — active events by display order, or ended ones newest-ended first. */
export const eventListSchema = pagedListSchema(eventSummarySchema);
export type EventList = z.infer<typeof eventListSchema>;

export const eventItemGroupSchema = z.object({ name: z.string(), list: z.array(itemCardSchema) });

/** GET /api/event/spot — spot and time-sale events live now, each with its items. */
export const spotEventsSchema = z.object({
  list: z.array(eventSummarySchema.extend({ items: z.array(itemCardSchema) })),
});
export type SpotEvents = z.infer<typeof spotEventsSchema>;

/** /api/event/{link or id}: a numeric id or the event's slug. */
export const eventKeyParamSchema = z.object({
  key: z
    .string()
    // A key of digits only is an id; a slug has at least one letter or hyphen.
    .regex(/^(?:[1-9]\d{0,9}|(?=[a-z0-9-]*[a-z-])[a-z0-9][a-z0-9-]{0,79})$/, "이벤트 주소가 올바르지 않습니다.")
    .refine((key) => !/^\d+$/.test(key) || Number(key) <= 2_147_483_647, "이벤트 주소가 올바르지 않습니다."),
});
/** GET /api/event/{link or id} — an active or ended event with its content and items in groups. */
export const eventDetailSchema = z.object({
  event: eventSummarySchema.extend({
    /** Trusted HTML written by the operator. */
    content: z.string(),
    backgroundColor: z.string(),
    groups: z.array(eventItemGroupSchema),
    replyCount: z.number().int(),
  }),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventRepliesQuerySchema = pageQuerySchema.extend({ eventId: positiveId });
export const eventReplySchema = z.object({
  id: z.number().int(),
  /** Masked, e.g. "김**". */
  authorName: z.string(),
  /** Plain text as written: render it escaped. */
  content: z.string(),
  createdAt: z.string(),
  date: z.string(),
});
/** GET /api/event/replies?eventId= — newest first. */
export const eventRepliesSchema = pagedListSchema(eventReplySchema);
export type EventReplies = z.infer<typeof eventRepliesSchema>;

export const EVENT_REPLY_MAX_LENGTH = 300;
/** POST /api/event/reply (members) */
export const eventReplyBodySchema = z.object({
  eventId: z.number().int().min(1).max(2_147_483_647),
  content: z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(EVENT_REPLY_MAX_LENGTH, `${EVENT_REPLY_MAX_LENGTH}자를 초과 할 수 없습니다.`),
});
export const eventReplyCreatedSchema = z.object({ reply: eventReplySchema });

// ─── Designated trade ──────────────────────────────────────────────────────────────────────

export const designatedItemSchema = itemCardSchema.extend({
  /** Fewest units a designated order takes. */
  minOrderQuantity: z.number().int(),
  unit: z.string(),
  note: z.string(),
});
/** GET /api/designated — how designated (private) trade works, and its items, paged. */
export const designatedSchema = pagedListSchema(designatedItemSchema).extend({ info: displayBlockSchema });
export type Designated = z.infer<typeof designatedSchema>;
