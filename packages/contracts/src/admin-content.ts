import { parseKoreaMinute } from "@shop/core/site/korea-time";
import { z } from "zod";
import { idParamSchema, pagedListSchema, pageQuerySchema } from "./common.js";
import { popupSchema } from "./content.js";

// The back office's shop content (issue 14 item 4): notices, FAQ, policies, the stripe banner, popups, the maintenance
// window and the app version. Operators only (permission content.write). Texts are plain text: the shop shows notices,
// FAQ answers and policies as its safe text blocks (paragraphs split at blank lines), never staff HTML.

export const ADMIN_CONTENT_MESSAGES = {
  required: "필수 항목을 입력해 주세요.",
  noMarkup: "HTML 태그는 입력할 수 없습니다. 글로만 입력해 주세요.",
  tooLong: (max: number) => `${max.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`,
  minute: "날짜와 시각을 'YYYY-MM-DD HH:mm' 형식으로 입력해 주세요.",
  day: "날짜를 'YYYY-MM-DD' 형식으로 입력해 주세요.",
  endAfterStart: "종료 시각은 시작 시각보다 뒤여야 합니다.",
  bothEnds: "시작과 종료 시각을 함께 입력하거나 함께 비워 주세요.",
  link: "링크는 '/'로 시작하는 주소나 http(s) 주소로 입력해 주세요.",
  color: "색상을 '#1f5f3a' 형식으로 입력해 주세요.",
  version: "버전을 '1.2.3' 형식으로 입력해 주세요.",
  policyVersionTaken: "이미 등록된 버전입니다. 다른 버전을 입력해 주세요.",
  number: "숫자를 확인해 주세요.",
  range: (max: number) => `0부터 ${max.toLocaleString("ko-KR")}까지의 숫자로 입력해 주세요.`,
  notFound: "요청하신 정보를 찾을 수 없습니다.",
  saved: "저장했습니다.",
  deleted: "삭제했습니다.",
} as const;

/** What changed, for the listeners' logs: every listener forgets its content answers whatever the kind. */
export const CONTENT_KINDS = [
  "notice",
  "faq",
  "policy",
  "stripeBanner",
  "popup",
  "mainVisual",
  "maintenance",
  "appVersion",
  // docs/decisions/044: display blocks (MD picks), events, style books, recommended keywords.
  "displayBlock",
  "event",
  "styleBook",
  "recommendKeyword",
  // docs/decisions/052: the meat cuts (부위) and their chart pictures, the deposit accounts and the common codes.
  "meatCut",
  "depositAccount",
  "commonCode",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

// A tag, a comment or a doctype: what would make staff text markup. "<" alone (e.g. "5kg < 10kg") stays text.
const MARKUP = /<\s*[a-z!/?]/i;

/** Plain text of at most `max` characters, trimmed; required unless `optional`. */
export function plainText(max: number, { optional = false } = {}) {
  const base = z.string(ADMIN_CONTENT_MESSAGES.required).trim().max(max, ADMIN_CONTENT_MESSAGES.tooLong(max));
  return (optional ? base : base.min(1, ADMIN_CONTENT_MESSAGES.required)).refine(
    (text) => !MARKUP.test(text),
    ADMIN_CONTENT_MESSAGES.noMarkup,
  );
}

/** A form's checkbox or a JSON boolean. */
const flag = z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")]);
const optionalFlag = flag.default(false);

/** 'YYYY-MM-DD HH:mm' Korea time and a real date (no 31 February), or '' for none. */
export const koreaMinuteOrEmptySchema = z
  .string()
  .trim()
  .refine((text) => text === "" || parseKoreaMinute(text) !== null, ADMIN_CONTENT_MESSAGES.minute);

/** An open-ended window may leave either end empty; with both, the end after the start (same format: text order). */
const windowInOrder = {
  check: (value: { startAt: string; endAt: string }) =>
    value.startAt === "" || value.endAt === "" || value.endAt > value.startAt,
  params: { message: ADMIN_CONTENT_MESSAGES.endAfterStart, path: ["endAt"] },
};

/** A shop path ('/event/best') or an http(s) address; '' for none. Never javascript: or a protocol-relative '//'. */
export const contentLinkSchema = z
  .string()
  .trim()
  .max(500, ADMIN_CONTENT_MESSAGES.tooLong(500))
  .refine((link) => link === "" || /^\/(?!\/)/.test(link) || /^https?:\/\/[^\s]+$/i.test(link), {
    message: ADMIN_CONTENT_MESSAGES.link,
  });

/** A whole number from 0 to `max` (a form sends it as text). */
export const wholeNumber = (max: number) =>
  z.coerce
    .number(ADMIN_CONTENT_MESSAGES.number)
    .int(ADMIN_CONTENT_MESSAGES.number)
    .min(0, ADMIN_CONTENT_MESSAGES.range(max))
    .max(max, ADMIN_CONTENT_MESSAGES.range(max));

const colorSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, ADMIN_CONTENT_MESSAGES.color);

export const adminContentIdParamsSchema = idParamSchema;
export const adminDeletedSchema = z.object({ id: z.number().int() });

/**
 * A content kind's schemas: its record as the back office reads it (`entry`, an id first), a page of them (`list`)
 * and the answer of a write (`response`, `{ [key]: record }`).
 */
function contentSchemas<Key extends string, Shape extends z.ZodRawShape>(key: Key, shape: Shape) {
  const entry = z.object({ id: z.number().int(), ...shape });
  const response = z.object({ [key]: entry } as { [K in Key]: typeof entry });
  return { entry, list: pagedListSchema(entry), response };
}

/** What a shown-for-a-while record has: on or off and its period ('YYYY-MM-DD HH:mm' Korea time, '' = open-ended). */
const scheduled = { active: z.boolean(), startAt: z.string(), endAt: z.string() };
const scheduledBody = {
  active: optionalFlag,
  startAt: koreaMinuteOrEmptySchema.default(""),
  endAt: koreaMinuteOrEmptySchema.default(""),
};
/** The body of a shown-for-a-while record: its fields and its period, the end after the start. */
const scheduledBodySchema = <Shape extends z.ZodRawShape & typeof scheduledBody>(shape: Shape) =>
  z
    .object(shape)
    .refine((value) => windowInOrder.check(value as { startAt: string; endAt: string }), windowInOrder.params);

/** A banner's link, whether it opens a new tab, and its background. */
const linked = { link: z.string(), newTab: z.boolean(), backgroundColor: z.string() };
const linkedBody = {
  link: contentLinkSchema.default(""),
  newTab: optionalFlag,
  backgroundColor: colorSchema.default("#1f5f3a"),
};

// ── Notices ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const {
  entry: adminNoticeSchema,
  list: adminNoticeListSchema,
  response: adminNoticeResponseSchema,
} = contentSchemas("notice", {
  label: z.string(),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  showOnMain: z.boolean(),
  viewCount: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticeListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
});
export const adminNoticeBodySchema = z.object({
  /** The tag before the title (공지, 이벤트 …). */
  label: plainText(20),
  title: plainText(200),
  content: plainText(20_000),
  pinned: optionalFlag,
  showOnMain: optionalFlag,
});
export type AdminNoticeBody = z.infer<typeof adminNoticeBodySchema>;

// ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────────────────────

const faq = contentSchemas("faq", {
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
});
export const { entry: adminFaqSchema, response: adminFaqResponseSchema } = faq;
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListQuerySchema = pageQuerySchema.extend({
  category: z.string().trim().max(40).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const adminFaqListSchema = faq.list.extend({ categories: z.array(z.string()) });
export const adminFaqBodySchema = z.object({
  category: plainText(40),
  question: plainText(300),
  answer: plainText(10_000),
  sortOrder: wholeNumber(9999),
});
export type AdminFaqBody = z.infer<typeof adminFaqBodySchema>;

// ── Policies ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** terms = 이용약관, privacy = 개인정보처리방침, operation = 운영정책, marketing = 마케팅 정보 수신 동의. */
export const ADMIN_POLICY_KINDS = ["terms", "privacy", "operation", "marketing"] as const;
export const adminPolicyKindSchema = z.enum(ADMIN_POLICY_KINDS);
export type AdminPolicyKind = z.infer<typeof adminPolicyKindSchema>;
export const ADMIN_POLICY_KIND_LABELS: Record<AdminPolicyKind, string> = {
  terms: "이용약관",
  privacy: "개인정보처리방침",
  operation: "운영정책",
  marketing: "마케팅 정보 수신 동의",
};
export const adminPolicyKindParamsSchema = z.object({ kind: adminPolicyKindSchema });
export const {
  entry: adminPolicyVersionSchema,
  list: adminPolicyListSchema,
  response: adminPolicyResponseSchema,
} = contentSchemas("policy", {
  title: z.string(),
  content: z.string(),
  version: z.string(),
  /** 'YYYY-MM-DD', Korea. */
  effectiveDate: z.string(),
  /** The version the shop shows today (the newest already in effect). */
  current: z.boolean(),
  createdAt: z.string(),
});
export type AdminPolicyVersion = z.infer<typeof adminPolicyVersionSchema>;
export const adminPolicyBodySchema = z.object({
  title: plainText(200),
  content: plainText(100_000),
  version: z
    .string()
    .trim()
    .min(1, ADMIN_CONTENT_MESSAGES.required)
    .max(20, ADMIN_CONTENT_MESSAGES.tooLong(20))
    .regex(/^[0-9A-Za-z.-]+$/, ADMIN_CONTENT_MESSAGES.version),
  effectiveDate: z.iso.date(ADMIN_CONTENT_MESSAGES.day),
});
export type AdminPolicyBody = z.infer<typeof adminPolicyBodySchema>;

// ── Stripe banner ──────────────────────────────────────────────────────────────────────────────────────────────────

export const {
  entry: adminStripeBannerSchema,
  list: adminStripeBannerListSchema,
  response: adminStripeBannerResponseSchema,
} = contentSchemas("stripeBanner", {
  contents: z.string(),
  ...linked,
  ...scheduled,
  /** The banner the shop's header shows now. */
  live: z.boolean(),
});
export type AdminStripeBanner = z.infer<typeof adminStripeBannerSchema>;
export const adminStripeBannerBodySchema = scheduledBodySchema({
  contents: plainText(200),
  ...linkedBody,
  ...scheduledBody,
});
export type AdminStripeBannerBody = z.infer<typeof adminStripeBannerBodySchema>;

// ── Popups ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export const {
  entry: adminPopupSchema,
  list: adminPopupListSchema,
  response: adminPopupResponseSchema,
} = contentSchemas("popup", {
  // As the shop shows it ('1' = separate window, '2' = layer on the home page), but its styles.
  ...popupSchema.omit({ popupId: true, popupStyle: true, handleStyle: true }).shape,
  ...scheduled,
  sortOrder: z.number().int(),
  live: z.boolean(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;
export const adminPopupBodySchema = scheduledBodySchema({
  title: plainText(100),
  popupType: z.enum(["1", "2"], ADMIN_CONTENT_MESSAGES.required),
  width: wholeNumber(2000).default(400),
  height: wholeNumber(2000).default(400),
  leftPosition: wholeNumber(3000).default(0),
  topPosition: wholeNumber(3000).default(0),
  backgroundColor: colorSchema.default("#ffffff"),
  content: plainText(5000, { optional: true }).default(""),
  imageUrl: contentLinkSchema.default(""),
  link: contentLinkSchema.default(""),
  ...scheduledBody,
  sortOrder: wholeNumber(9999).default(0),
});
export type AdminPopupBody = z.infer<typeof adminPopupBodySchema>;

// ── Main visuals (the home page's hero banners) ───────────────────────────────────────────────────────────────────

export const {
  entry: adminMainVisualSchema,
  list: adminMainVisualListSchema,
  response: adminMainVisualResponseSchema,
} = contentSchemas("mainVisual", {
  title: z.string(),
  subTitle: z.string(),
  /** The PC picture and the phone picture: a shop path or an http(s) address. */
  imageUrl: z.string(),
  mobileImageUrl: z.string(),
  ...linked,
  ...scheduled,
  sortOrder: z.number().int(),
  live: z.boolean(),
});
export type AdminMainVisual = z.infer<typeof adminMainVisualSchema>;
const pictureSchema = contentLinkSchema.refine((link) => link !== "", ADMIN_CONTENT_MESSAGES.required);
export const adminMainVisualBodySchema = scheduledBodySchema({
  title: plainText(100),
  subTitle: plainText(200, { optional: true }).default(""),
  imageUrl: pictureSchema,
  mobileImageUrl: pictureSchema,
  ...linkedBody,
  ...scheduledBody,
  sortOrder: wholeNumber(9999).default(0),
});
export type AdminMainVisualBody = z.infer<typeof adminMainVisualBodySchema>;

// ── Maintenance window ─────────────────────────────────────────────────────────────────────────────────────────────

const windowSchema = z.object({ start: z.string(), end: z.string() });
export const adminMaintenanceSchema = z.object({
  /** What operators set here (site_config). */
  stored: windowSchema.extend({ message: z.string() }),
  /** MAINTENANCE_START/END of the server's configuration, or null when neither is set. */
  config: windowSchema.nullable(),
  /** The window the shop follows now, as GET /api/common/maintenance answers it. */
  effective: windowSchema.extend({ message: z.string(), active: z.boolean() }),
  /** Which of the two the shop follows now. */
  source: z.enum(["stored", "config"]),
});
export type AdminMaintenance = z.infer<typeof adminMaintenanceSchema>;
export const adminMaintenanceBodySchema = z
  .object({
    /** Korea time 'YYYY-MM-DD HH:mm'; both '' to clear the window. */
    start: koreaMinuteOrEmptySchema,
    end: koreaMinuteOrEmptySchema,
    message: plainText(500, { optional: true }).default(""),
  })
  .refine((value) => (value.start === "") === (value.end === ""), {
    message: ADMIN_CONTENT_MESSAGES.bothEnds,
    path: ["end"],
  })
  .refine((value) => value.start === "" || value.end > value.start, {
    message: ADMIN_CONTENT_MESSAGES.endAfterStart,
    path: ["end"],
  });
export type AdminMaintenanceBody = z.infer<typeof adminMaintenanceBodySchema>;

// ── App versions ───────────────────────────────────────────────────────────────────────────────────────────────────

export const adminAppPlatformSchema = z.enum(["ios", "android"]);
export const {
  entry: adminAppVersionSchema,
  list: adminAppVersionListSchema,
  response: adminAppVersionResponseSchema,
} = contentSchemas("appVersion", {
  platform: adminAppPlatformSchema,
  version: z.string(),
  forceUpdate: z.boolean(),
  releasedAt: z.string(),
  /** The newest of its platform: what GET /api/app-version answers. */
  current: z.boolean(),
});
export type AdminAppVersion = z.infer<typeof adminAppVersionSchema>;
export const adminAppVersionListQuerySchema = pageQuerySchema.extend({ platform: adminAppPlatformSchema.optional() });
export const adminAppVersionBodySchema = z.object({
  platform: adminAppPlatformSchema,
  version: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){1,3}$/, ADMIN_CONTENT_MESSAGES.version),
  forceUpdate: optionalFlag,
});
export type AdminAppVersionBody = z.infer<typeof adminAppVersionBodySchema>;
