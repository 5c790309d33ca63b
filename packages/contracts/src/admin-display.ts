import { parseKoreaMinute } from "@shop/core/site/korea-time";
import { z } from "zod";
import { ADMIN_CONTENT_MESSAGES, contentLinkSchema, plainText, wholeNumber } from "./admin-content.js";
import { idParamSchema, pagedListSchema, pageQuerySchema } from "./common.js";

// The back office's display content (issue 14 item 4, docs/decisions/044): the home page's display blocks and the items
// picked for them (MD picks are the block `md`, its tabs the items' groups), events, style books and the search box's
// recommended keywords. Operators only (content.write); texts are plain text as in admin-content.ts.

export const ADMIN_DISPLAY_MESSAGES = {
  itemCode: "상품코드를 입력해 주세요.",
  unknownItem: (code: string) => `상품코드 ${code}에 해당하는 상품이 없습니다. 상품코드를 확인해 주세요.`,
  duplicateItem: (code: string) => `상품코드 ${code}이(가) 두 번 들어 있습니다. 한 번만 넣어 주세요.`,
  tooManyItems: (max: number) => `상품은 ${max}개까지 넣을 수 있습니다.`,
  tooManySections: (max: number) => `문단은 ${max}개까지 넣을 수 있습니다.`,
  link: "주소는 영문 소문자, 숫자, '-'로 입력해 주세요(숫자만으로는 쓸 수 없습니다).",
  linkTaken: "이미 쓰고 있는 주소입니다. 다른 주소를 입력해 주세요.",
  linkReserved: "쇼핑몰의 다른 화면이 쓰는 주소입니다. 다른 주소를 입력해 주세요.",
  period: "시작과 종료 시각을 'YYYY-MM-DD HH:mm' 형식으로 입력해 주세요.",
  eventEnded: "이미 종료된 이벤트입니다.",
  eventNotStarted: "아직 시작하지 않은 이벤트입니다. 노출을 끄거나 기간을 고쳐 주세요.",
  ended: "이벤트를 종료했습니다.",
  order: "순서를 바꿀 추천 검색어를 모두 보내 주세요.",
  reordered: "순서를 바꿨습니다.",
} as const;

export const MAX_PICKED_ITEMS = 200;
const MAX_SECTIONS = 20;

/** An item code as staff type it (the public code in /items/{code}). */
export const adminItemCodeSchema = z
  .string(ADMIN_DISPLAY_MESSAGES.itemCode)
  .trim()
  .min(1, ADMIN_DISPLAY_MESSAGES.itemCode)
  .max(40, ADMIN_CONTENT_MESSAGES.tooLong(40));

/** A picked item as the back office reads it: the code staff typed, the item's name and whether the shop shows it. */
export const adminPickedItemSchema = z.object({
  itemUserCode: z.string(),
  itemName: z.string(),
  /** Displayed and not deleted: a hidden item drops out of the shop's list rather than leaving a gap. */
  onSale: z.boolean(),
});
export type AdminPickedItem = z.infer<typeof adminPickedItemSchema>;

/** A list of picked items, in order, each code once (a tab's own list for display blocks). */
function itemListBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({
    items: z
      .array(z.object({ itemUserCode: adminItemCodeSchema, ...shape }), ADMIN_CONTENT_MESSAGES.required)
      .max(MAX_PICKED_ITEMS, ADMIN_DISPLAY_MESSAGES.tooManyItems(MAX_PICKED_ITEMS)),
  });
}

// ── Display blocks ─────────────────────────────────────────────────────────────────────────────────────────────────

export const adminDisplayBlockCodeParamsSchema = z.object({
  code: z.string().trim().min(1).max(40),
});

export const adminDisplayBlockSummarySchema = z.object({
  code: z.string(),
  title: z.string(),
  subTitle: z.string(),
  showOnMain: z.boolean(),
  sortOrder: z.number().int(),
  sectionCount: z.number().int(),
  itemCount: z.number().int(),
});
export const adminDisplayBlockListSchema = z.object({ list: z.array(adminDisplayBlockSummarySchema) });
export type AdminDisplayBlockSummary = z.infer<typeof adminDisplayBlockSummarySchema>;

export const adminDisplaySectionSchema = z.object({ title: z.string(), body: z.string(), imageUrl: z.string() });
export const adminDisplayBlockItemSchema = adminPickedItemSchema.extend({
  /** The tab ('' for none): MD picks' 한우/한돈 …; items of one tab share its key and name. */
  groupKey: z.string(),
  groupName: z.string(),
  /** The editor's line shown with the item (content picks). */
  comment: z.string(),
});
export type AdminDisplayBlockItem = z.infer<typeof adminDisplayBlockItemSchema>;

export const adminDisplayBlockSchema = z.object({
  code: z.string(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  showOnMain: z.boolean(),
  sortOrder: z.number().int(),
  sections: z.array(adminDisplaySectionSchema),
  items: z.array(adminDisplayBlockItemSchema),
});
export type AdminDisplayBlock = z.infer<typeof adminDisplayBlockSchema>;
export const adminDisplayBlockResponseSchema = z.object({ displayBlock: adminDisplayBlockSchema });

/** A form's checkbox or a JSON boolean (as admin-content.ts reads them). */
const flag = z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")]);

export const adminDisplayBlockBodySchema = z.object({
  title: plainText(100),
  subTitle: plainText(200, { optional: true }).default(""),
  description: plainText(2000, { optional: true }).default(""),
  /** Shown on the home page, in `sortOrder`. */
  showOnMain: flag.default(false),
  sortOrder: wholeNumber(9999).default(0),
});
export type AdminDisplayBlockBody = z.infer<typeof adminDisplayBlockBodySchema>;

export const adminDisplaySectionsBodySchema = z.object({
  sections: z
    .array(
      z.object({
        title: plainText(100),
        body: plainText(5000),
        imageUrl: contentLinkSchema.default(""),
      }),
      ADMIN_CONTENT_MESSAGES.required,
    )
    .max(MAX_SECTIONS, ADMIN_DISPLAY_MESSAGES.tooManySections(MAX_SECTIONS)),
});
export type AdminDisplaySectionsBody = z.infer<typeof adminDisplaySectionsBodySchema>;

export const adminDisplayBlockItemsBodySchema = itemListBody({
  groupKey: z
    .string()
    .trim()
    .max(40, ADMIN_CONTENT_MESSAGES.tooLong(40))
    .regex(/^[0-9A-Za-z_-]*$/, "탭 코드는 영문, 숫자, '-', '_'로 입력해 주세요.")
    .default(""),
  groupName: plainText(40, { optional: true }).default(""),
  comment: plainText(200, { optional: true }).default(""),
});
export type AdminDisplayBlockItemsBody = z.infer<typeof adminDisplayBlockItemsBodySchema>;

// ── Events ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_EVENT_KINDS = ["plan", "spot", "reply"] as const;
export const ADMIN_EVENT_KIND_LABELS: Record<(typeof ADMIN_EVENT_KINDS)[number], string> = {
  plan: "기획전",
  spot: "타임세일·스팟",
  reply: "댓글 이벤트",
};
export const ADMIN_EVENT_STATUS_LABELS = { scheduled: "시작 전", active: "진행 중", ended: "종료" } as const;
const eventStatusSchema = z.enum(["scheduled", "active", "ended"]);

export const adminEventListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  status: eventStatusSchema.optional().catch(undefined),
});

export const adminEventSummarySchema = z.object({
  id: z.number().int(),
  link: z.string(),
  kind: z.enum(ADMIN_EVENT_KINDS),
  title: z.string(),
  /** 'YYYY-MM-DD HH:mm', Korea. */
  startAt: z.string(),
  endAt: z.string(),
  displayed: z.boolean(),
  sortOrder: z.number().int(),
  status: eventStatusSchema,
  itemCount: z.number().int(),
});
export type AdminEventSummary = z.infer<typeof adminEventSummarySchema>;
export const adminEventListSchema = pagedListSchema(adminEventSummarySchema);

export const adminEventSchema = adminEventSummarySchema.extend({
  subTitle: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  replyEnabled: z.boolean(),
  items: z.array(adminPickedItemSchema.extend({ groupName: z.string() })),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventResponseSchema = z.object({ event: adminEventSchema });

/** 'YYYY-MM-DD HH:mm' Korea time, a real date, required. */
const koreaMinuteSchema = z
  .string(ADMIN_DISPLAY_MESSAGES.period)
  .trim()
  .refine((text) => parseKoreaMinute(text) !== null, ADMIN_DISPLAY_MESSAGES.period);

/** /event/{these} are the shop's own pages (routes.ts), matched before an event's slug. */
const RESERVED_EVENT_LINKS = new Set(["best", "new", "spot", "stylebook"]);

/** The slug in /event/{link}: lower-case letters, digits and '-', not digits alone (those are ids). */
export const adminEventLinkSchema = z
  .string(ADMIN_CONTENT_MESSAGES.required)
  .trim()
  .min(1, ADMIN_CONTENT_MESSAGES.required)
  .max(60, ADMIN_CONTENT_MESSAGES.tooLong(60))
  .regex(/^(?!\d+$)[a-z0-9][a-z0-9-]*$/, ADMIN_DISPLAY_MESSAGES.link)
  .refine((link) => !RESERVED_EVENT_LINKS.has(link), ADMIN_DISPLAY_MESSAGES.linkReserved);

const pictureSchema = contentLinkSchema.refine((link) => link !== "", ADMIN_CONTENT_MESSAGES.required);

export const adminEventBodySchema = z
  .object({
    link: adminEventLinkSchema,
    kind: z.enum(ADMIN_EVENT_KINDS, ADMIN_CONTENT_MESSAGES.required),
    title: plainText(100),
    subTitle: plainText(200, { optional: true }).default(""),
    summary: plainText(500, { optional: true }).default(""),
    /** Plain text; a blank line starts a paragraph on the event page. */
    content: plainText(20_000, { optional: true }).default(""),
    /** The banner picture. */
    imageUrl: pictureSchema,
    startAt: koreaMinuteSchema,
    endAt: koreaMinuteSchema,
    displayed: flag.default(false),
    replyEnabled: flag.default(false),
    sortOrder: wholeNumber(9999).default(0),
  })
  .refine((value) => value.endAt > value.startAt, {
    message: ADMIN_CONTENT_MESSAGES.endAfterStart,
    path: ["endAt"],
  });
export type AdminEventBody = z.infer<typeof adminEventBodySchema>;

export const adminEventItemsBodySchema = itemListBody({
  /** The event page's tab ('' for a single list). */
  groupName: plainText(40, { optional: true }).default(""),
});
export type AdminEventItemsBody = z.infer<typeof adminEventItemsBodySchema>;

// ── Style books ────────────────────────────────────────────────────────────────────────────────────────────────────

export const adminStyleBookListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
});
export const adminStyleBookSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  displayed: z.boolean(),
  featured: z.boolean(),
  /** 'YYYY-MM-DD HH:mm', Korea: the shop lists style books newest first by it. */
  publishedAt: z.string(),
  itemCount: z.number().int(),
});
export type AdminStyleBookSummary = z.infer<typeof adminStyleBookSummarySchema>;
export const adminStyleBookListSchema = pagedListSchema(adminStyleBookSummarySchema);

export const adminStyleBookSchema = adminStyleBookSummarySchema.extend({
  subTitle: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  cookingMinutes: z.number().int(),
  servings: z.number().int(),
  difficulty: z.string(),
  /** The steps, one a line. */
  steps: z.string(),
  tip: z.string(),
  items: z.array(adminPickedItemSchema),
});
export type AdminStyleBook = z.infer<typeof adminStyleBookSchema>;
export const adminStyleBookResponseSchema = z.object({ styleBook: adminStyleBookSchema });

export const ADMIN_STYLE_BOOK_DIFFICULTIES = ["쉬움", "보통", "어려움"] as const;

export const adminStyleBookBodySchema = z.object({
  title: plainText(100),
  subTitle: plainText(200, { optional: true }).default(""),
  /** The text shown under the title. */
  summary: plainText(2000, { optional: true }).default(""),
  imageUrl: pictureSchema,
  cookingMinutes: wholeNumber(999).default(30),
  servings: wholeNumber(99).default(2),
  difficulty: z.enum(ADMIN_STYLE_BOOK_DIFFICULTIES, ADMIN_CONTENT_MESSAGES.required).default("보통"),
  /** One step a line; blank lines are dropped. */
  steps: plainText(10_000, { optional: true }).default(""),
  tip: plainText(1000, { optional: true }).default(""),
  /** The shop lists style books newest first by this ('YYYY-MM-DD HH:mm', Korea); '' = now. */
  publishedAt: z
    .string()
    .trim()
    .refine((text) => text === "" || parseKoreaMinute(text) !== null, ADMIN_CONTENT_MESSAGES.minute)
    .default(""),
  displayed: flag.default(false),
  /** Shown in the home page's style-book block. */
  featured: flag.default(false),
});
export type AdminStyleBookBody = z.infer<typeof adminStyleBookBodySchema>;

export const adminStyleBookItemsBodySchema = itemListBody({});
export type AdminStyleBookItemsBody = z.infer<typeof adminStyleBookItemsBodySchema>;

// ── Recommended keywords ───────────────────────────────────────────────────────────────────────────────────────────

export const adminRecommendKeywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  link: z.string(),
  mobileLink: z.string(),
  newTab: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** The one the shop's search box shows now (the first one in use). */
  live: z.boolean(),
});
export type AdminRecommendKeyword = z.infer<typeof adminRecommendKeywordSchema>;
export const adminRecommendKeywordListSchema = z.object({ list: z.array(adminRecommendKeywordSchema) });
export const adminRecommendKeywordResponseSchema = z.object({ recommendKeyword: adminRecommendKeywordSchema });
export const adminRecommendKeywordBodySchema = z.object({
  keyword: plainText(50),
  /** Where the empty search box's search goes instead of searching the keyword ('' = search it). */
  link: contentLinkSchema.default(""),
  mobileLink: contentLinkSchema.default(""),
  newTab: flag.default(false),
  active: flag.default(true),
});
export type AdminRecommendKeywordBody = z.infer<typeof adminRecommendKeywordBodySchema>;
export const adminRecommendKeywordOrderBodySchema = z.object({
  ids: z.array(idParamSchema.shape.id, ADMIN_DISPLAY_MESSAGES.order).min(1, ADMIN_DISPLAY_MESSAGES.order).max(500),
});

export const adminDisplayIdParamsSchema = idParamSchema;
export const adminDisplayDeletedSchema = z.object({ id: z.number().int() });
