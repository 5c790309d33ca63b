import { z } from "zod";
import { pagedListSchema, pageQuerySchema, withUsableCharacters, ynFlagSchema } from "./common.js";

/** GET /api/display/stripe-banner — null when none is active. */
export const stripeBannerResponseSchema = z.object({
  stripeBanner: z
    .object({
      id: z.number().int(),
      contents: z.string(),
      link: z.string(),
      linkTargetFlag: ynFlagSchema,
      backgroundColor: z.string(),
    })
    .nullable(),
});
export type StripeBannerResponse = z.infer<typeof stripeBannerResponseSchema>;

/** GET /api/search/recommend-keyword — null when none is active. */
export const recommendKeywordResponseSchema = z.object({
  data: z
    .object({
      searchContents: z.string(),
      searchLink: z.string(),
      searchLinkTargetFlag: ynFlagSchema,
      searchMobileLink: z.string(),
      searchMobileLinkTargetFlag: ynFlagSchema,
    })
    .nullable(),
});
export type RecommendKeywordResponse = z.infer<typeof recommendKeywordResponseSchema>;

/** GET /api/search/best-keyword — searches of the last 7 days, most frequent first. */
export const bestKeywordResponseSchema = z.object({
  data: z.object({
    list: z.array(z.object({ rank: z.number().int(), keyword: z.string(), count: z.number().int() })),
  }),
});
export type BestKeywordResponse = z.infer<typeof bestKeywordResponseSchema>;

export const companyInfoSchema = z.object({
  companyName: z.string(),
  bossName: z.string(),
  companyNumber: z.string(),
  post: z.string(),
  address: z.string(),
  mailOrderNumber: z.string(),
  adminName: z.string(),
  email: z.string(),
});
/** GET /api/common/about-us */
export const aboutUsResponseSchema = z.object({
  about: companyInfoSchema.extend({ introduction: z.string() }),
});
export type AboutUsResponse = z.infer<typeof aboutUsResponseSchema>;

/** GET /api/common/quick-info — header badge and floating menu counts. */
export const quickInfoResponseSchema = z.object({
  cartQuantity: z.number().int(),
  wishlistCount: z.number().int(),
});

/** GET /api/common/operator — the customer centre. */
export const operatorResponseSchema = z.object({
  phone: z.string(),
  hours: z.string(),
  email: z.string(),
  companyName: z.string(),
});
export type OperatorResponse = z.infer<typeof operatorResponseSchema>;

/** GET /api/auth/session-timeout — minutes. */
export const sessionTimeoutResponseSchema = z.object({ data: z.object({ timeout: z.number().int() }) });

/** GET /api/seo?u= */
export const seoQuerySchema = z.object({ u: z.string().min(1, "필수 입력 항목입니다.").max(2000) });
export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  indexFlag: ynFlagSchema,
  openGraph: z.object({
    url: z.string(),
    type: z.string(),
    title: z.string(),
    image: z.string(),
    description: z.string(),
  }),
});
export type Seo = z.infer<typeof seoSchema>;

/** GET /api/app-version?platform= */
export const appVersionQuerySchema = z.object({ platform: z.enum(["ios", "android"]).default("android") });
export const appVersionResponseSchema = z.object({ version: z.string(), forceUpdate: z.boolean() });

export const popupSchema = z.object({
  popupId: z.number().int(),
  title: z.string(),
  popupType: z.enum(["1", "2"]),
  width: z.number().int(),
  height: z.number().int(),
  leftPosition: z.number().int(),
  topPosition: z.number().int(),
  backgroundColor: z.string(),
  popupStyle: z.string(),
  handleStyle: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  link: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;
/** GET /api/popup/list — popups active now. */
export const popupListResponseSchema = z.object({ list: z.array(popupSchema) });
/** GET /api/popup/index/{id} */
export const popupResponseSchema = z.object({ popup: popupSchema });

export const policyTypeSchema = z.enum(["clause", "protect", "marketing", "policy-info"]);
/** GET /api/policy/clause, /protect, /policy-info — the current version plus earlier ones. */
export const policyResponseSchema = z.object({
  policy: z.object({
    id: z.number().int(),
    type: policyTypeSchema,
    title: z.string(),
    content: z.string(),
    version: z.string(),
    effectiveDate: z.string(),
  }),
  versions: z.array(z.object({ id: z.number().int(), version: z.string(), effectiveDate: z.string() })),
});
export type PolicyResponse = z.infer<typeof policyResponseSchema>;
export const policyQuerySchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

export const noticeSummarySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  title: z.string(),
  pinned: z.boolean(),
  date: z.string(),
});
export const noticeListQuerySchema = pageQuerySchema.extend({
  keyword: withUsableCharacters(z.string().max(100)).optional(),
});
/** GET /api/notice */
export const noticeListSchema = pagedListSchema(noticeSummarySchema);
export type NoticeList = z.infer<typeof noticeListSchema>;
/** GET /api/notice/main — up to 5 for the home page. */
export const noticeMainSchema = z.object({ list: z.array(noticeSummarySchema) });
/** GET /api/notice/{id} */
export const noticeDetailSchema = z.object({
  notice: noticeSummarySchema.extend({ content: z.string(), viewCount: z.number().int() }),
  prev: noticeSummarySchema.nullable(),
  next: noticeSummarySchema.nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export const faqListQuerySchema = pageQuerySchema.extend({
  category: withUsableCharacters(z.string().max(40)).optional(),
  keyword: withUsableCharacters(z.string().max(100)).optional(),
});
/** GET /api/faq — with the categories to filter by. */
export const faqListSchema = pagedListSchema(faqSchema).extend({ categories: z.array(z.string()) });
export type FaqList = z.infer<typeof faqListSchema>;
/** GET /api/faq/{id} */
export const faqDetailSchema = z.object({ faq: faqSchema });

/** Maintenance window as the web server checks it (Korea time strings as configured). */
export const maintenanceResponseSchema = z.object({
  start: z.string(),
  end: z.string(),
  message: z.string(),
  /** True only when both dates read and now is inside the window. */
  active: z.boolean(),
});
export type MaintenanceResponse = z.infer<typeof maintenanceResponseSchema>;

/** PUT /api/dev/maintenance (dev tools only) — stored as given so tests can set unreadable dates; '' clears. */
export const maintenanceWindowBodySchema = z.object({
  start: z.string().max(40),
  end: z.string().max(40),
});
export type MaintenanceWindowBody = z.infer<typeof maintenanceWindowBodySchema>;
