import {
  APPLICATION_STATUSES,
  EXPERIENCE_PHASES,
  EXPERIENCE_REVIEW_MAX_PHOTOS,
  STORED_APPLICATION_STATUSES,
} from "@shop/core/experience-team/experience-team-rules";
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES } from "@shop/core/review/review-rules";
import { z } from "zod";
import { idParamSchema, pagedListSchema, pageQuerySchema } from "./common.js";

// 체험단 (SPEC §7 Experience team; issue 15 item 3, docs/decisions/050): a team recruits members for an item, the back
// office selects some, and the selected write a review with photos that the item page's 체험단 section shows.

const idField = z.coerce.number({ error: "번호가 올바르지 않습니다." }).int().min(1).max(2_147_483_647);

/** A text a shopper types: trimmed, `min`~`max` characters, with the field's own Korean messages. */
function typedText(label: string, min: number, max: number) {
  const required = `${label}을(를) 입력해 주세요.`;
  return z
    .string({ error: required })
    .trim()
    .min(Math.max(1, min), min > 1 ? `${label}은(는) ${min}자 이상 입력해 주세요.` : required)
    .max(max, `${label}은(는) ${max}자까지 입력할 수 있습니다.`);
}

export const EXPERIENCE_FORM_MESSAGES = {
  phone: "연락 가능한 휴대폰번호를 숫자로만 입력해 주세요.",
  snsUrl: "SNS 주소는 http:// 또는 https://로 시작하는 주소로 입력해 주세요.",
  rating: "별점은 1~5점 중에서 선택해 주세요.",
  itemUserCode: "상품 코드를 확인해 주세요.",
  date: "날짜를 YYYY-MM-DD 형식으로 입력해 주세요.",
  capacity: "모집 인원은 1~1,000명으로 입력해 주세요.",
} as const;

export const EXPERIENCE_MESSAGE_MIN = 10;
export const EXPERIENCE_MESSAGE_MAX = 500;
export const EXPERIENCE_REVIEW_TITLE_MAX = 100;
export const EXPERIENCE_REVIEW_CONTENT_MIN = 20;
export const EXPERIENCE_REVIEW_CONTENT_MAX = 2000;
/** The multipart part name of the review's photos. */
export const EXPERIENCE_PHOTO_FIELD = "photos";
export const EXPERIENCE_PHOTO_MAX_COUNT = EXPERIENCE_REVIEW_MAX_PHOTOS;
export const EXPERIENCE_PHOTO_MAX_BYTES = REVIEW_PHOTO_MAX_BYTES;
export const EXPERIENCE_PHOTO_TYPES = REVIEW_PHOTO_TYPES;
/** The file chooser's filter (the API still reads the type from the bytes). */
export const EXPERIENCE_PHOTO_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";
/** Where an uploaded review photo is served (outside /api, like item pictures): `{fileId}-{sha256}.{ext}`. */
export const EXPERIENCE_PHOTO_PATH = "/images/experience-photos";
export const EXPERIENCE_PHOTO_EXTENSIONS: Record<(typeof REVIEW_PHOTO_TYPES)[number], string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};
export function experiencePhotoUrl(fileId: number, sha256: string, type: (typeof REVIEW_PHOTO_TYPES)[number]) {
  return `${EXPERIENCE_PHOTO_PATH}/${fileId}-${sha256}.${EXPERIENCE_PHOTO_EXTENSIONS[type]}`;
}

export const experienceTeamIdParamSchema = idParamSchema;
export const experienceApplicationIdParamSchema = z.object({ id: idField });

/** A team as shoppers see it. Dates are ISO instants; the labels are Korea days. */
export const experienceTeamSchema = z.object({
  teamId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  itemImageSrc: z.string().nullable(),
  title: z.string(),
  /** What the member receives and is asked to do, plain text with line breaks. */
  description: z.string(),
  capacity: z.number().int(),
  applicantCount: z.number().int(),
  phase: z.enum(EXPERIENCE_PHASES),
  /** 모집예정, 모집중, 발표대기, 체험중, 종료. */
  phaseLabel: z.string(),
  recruitStartAt: z.string(),
  /** Exclusive. */
  recruitEndAt: z.string(),
  announceAt: z.string(),
  /** Exclusive. */
  reviewEndAt: z.string(),
  /** "2026.12.01 ~ 2026.12.07". */
  recruitPeriod: z.string(),
  /** "2026.12.10". */
  announceDate: z.string(),
  /** "2026.12.10 ~ 2026.12.24". */
  reviewPeriod: z.string(),
  /** Whole days left of the current window (recruiting or reviewing), 0 otherwise: the page's D-3. */
  daysLeft: z.number().int(),
});
export type ExperienceTeam = z.infer<typeof experienceTeamSchema>;

/** GET /api/experience-team: teams, recruiting ones first; `itemUserCode` narrows to one item (its page's panel). */
export const experienceTeamListQuerySchema = pageQuerySchema.extend({
  itemUserCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, EXPERIENCE_FORM_MESSAGES.itemUserCode)
    .optional(),
});
export const experienceTeamListSchema = pagedListSchema(experienceTeamSchema);
export type ExperienceTeamList = z.infer<typeof experienceTeamListSchema>;

export const experienceTeamDetailSchema = z.object({ team: experienceTeamSchema });

/** A member's own application. */
export const experienceApplicationSchema = z.object({
  applicationId: z.number().int(),
  teamId: z.number().int(),
  message: z.string(),
  phone: z.string(),
  snsUrl: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** 신청완료, 선정, 미선정. */
  statusLabel: z.string(),
  /** Edit and cancel are open (the team is recruiting). */
  changeable: z.boolean(),
  /** The member may write the review now. */
  reviewable: z.boolean(),
  /** The review the member wrote for this team, if any. */
  reviewId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ExperienceApplication = z.infer<typeof experienceApplicationSchema>;

export const experienceApplicationDetailSchema = z.object({
  application: experienceApplicationSchema,
  team: experienceTeamSchema,
});
export type ExperienceApplicationDetail = z.infer<typeof experienceApplicationDetailSchema>;

/** GET /api/experience-team/applys: the member's applications, newest first, each with its team. */
export const experienceApplicationListSchema = pagedListSchema(experienceApplicationDetailSchema);
export type ExperienceApplicationList = z.infer<typeof experienceApplicationListSchema>;
export const experienceApplicationListQuerySchema = pageQuerySchema;

/** GET /api/experience-team/{id}/me/detail: the team with the member's application (null: none) and whether to apply. */
export const experienceMyDetailSchema = z.object({
  team: experienceTeamSchema,
  application: experienceApplicationSchema.nullable(),
  canApply: z.boolean(),
  /** Why not, in Korean (null when the member may apply). */
  applyMessage: z.string().nullable(),
  /** The member's phone on file, to fill the form. */
  memberPhone: z.string(),
});
export type ExperienceMyDetail = z.infer<typeof experienceMyDetailSchema>;

const applicationFields = {
  /** 신청 사유: why the member wants to try it, how they will review it. */
  message: typedText("신청 내용", EXPERIENCE_MESSAGE_MIN, EXPERIENCE_MESSAGE_MAX),
  phone: z
    .string({ error: EXPERIENCE_FORM_MESSAGES.phone })
    .transform((text) => text.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^01[016789][0-9]{7,8}$/, EXPERIENCE_FORM_MESSAGES.phone)),
  /** Blog or Instagram where the member will also post (optional). */
  snsUrl: z
    .string()
    .trim()
    .max(300, EXPERIENCE_FORM_MESSAGES.snsUrl)
    .refine((text) => text === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(text), EXPERIENCE_FORM_MESSAGES.snsUrl)
    .default(""),
};

/** POST /api/experience-team/{id}/apply/create */
export const experienceApplyBodySchema = z.object(applicationFields);
export type ExperienceApplyBody = z.infer<typeof experienceApplyBodySchema>;

/** POST /api/experience-team/apply/edit */
export const experienceApplyEditBodySchema = z.object({ applicationId: idField, ...applicationFields });
export type ExperienceApplyEditBody = z.infer<typeof experienceApplyEditBodySchema>;

/** POST /api/experience-team/apply/delete */
export const experienceApplyDeleteBodySchema = z.object({ applicationId: idField });

export const experienceDeletedSchema = z.object({ code: z.literal("SUCCESS") });

/** An experience review (the row the item page's 체험단 section shows). */
export const experienceReviewSchema = z.object({
  reviewId: z.number().int(),
  teamId: z.number().int(),
  teamTitle: z.string(),
  itemUserCode: z.string(),
  itemName: z.string(),
  /** "김**". */
  authorName: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.number().int(),
  imageUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type ExperienceReview = z.infer<typeof experienceReviewSchema>;
export const experienceReviewDetailSchema = z.object({ review: experienceReviewSchema });

/** GET /api/experience-team/reviews: every team's reviews, newest first (`itemUserCode` narrows to one item). */
export const experienceReviewListQuerySchema = experienceTeamListQuerySchema;
export const experienceReviewListSchema = pagedListSchema(experienceReviewSchema);

/**
 * The text fields of POST /api/experience-team/review-image/{id} (multipart/form-data, `{id}` the team): the review,
 * with 1 to 5 photos as file parts named `photos`.
 */
export const experienceReviewFieldsSchema = z.object({
  title: typedText("제목", 2, EXPERIENCE_REVIEW_TITLE_MAX),
  content: typedText("체험 후기", EXPERIENCE_REVIEW_CONTENT_MIN, EXPERIENCE_REVIEW_CONTENT_MAX),
  rating: z.coerce
    .number({ error: EXPERIENCE_FORM_MESSAGES.rating })
    .int(EXPERIENCE_FORM_MESSAGES.rating)
    .min(1, EXPERIENCE_FORM_MESSAGES.rating)
    .max(5, EXPERIENCE_FORM_MESSAGES.rating),
});
export type ExperienceReviewFields = z.infer<typeof experienceReviewFieldsSchema>;

// ─── Back office ────────────────────────────────────────────────────────────────────────────────────────────────────

const koreaDay = z
  .string({ error: EXPERIENCE_FORM_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPERIENCE_FORM_MESSAGES.date);

/** POST /api/admin/experience-teams: a team for an item; days are Korea calendar days, each included. */
export const adminExperienceTeamCreateSchema = z.object({
  itemUserCode: z
    .string({ error: EXPERIENCE_FORM_MESSAGES.itemUserCode })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, EXPERIENCE_FORM_MESSAGES.itemUserCode),
  title: typedText("체험단 제목", 2, 100),
  description: typedText("체험단 안내", 10, 2000),
  capacity: z.coerce
    .number({ error: EXPERIENCE_FORM_MESSAGES.capacity })
    .int(EXPERIENCE_FORM_MESSAGES.capacity)
    .min(1, EXPERIENCE_FORM_MESSAGES.capacity)
    .max(1000, EXPERIENCE_FORM_MESSAGES.capacity),
  /** First day of recruiting. */
  recruitStart: koreaDay,
  /** Last day of recruiting. */
  recruitEnd: koreaDay,
  /** The announcement day (from its start, selected members read 선정). */
  announceDate: koreaDay,
  /** Last day to write the review. */
  reviewEnd: koreaDay,
});
export type AdminExperienceTeamCreate = z.infer<typeof adminExperienceTeamCreateSchema>;

export const adminExperienceTeamSchema = experienceTeamSchema.extend({
  selectedCount: z.number().int(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminExperienceTeam = z.infer<typeof adminExperienceTeamSchema>;
export const adminExperienceTeamListSchema = pagedListSchema(adminExperienceTeamSchema);
export type AdminExperienceTeamList = z.infer<typeof adminExperienceTeamListSchema>;
export const adminExperienceTeamListQuerySchema = pageQuerySchema;
export const adminExperienceTeamDetailSchema = z.object({ team: adminExperienceTeamSchema });

/** One applicant as staff see them (full name and phone: selection needs to reach them). */
export const adminExperienceApplicantSchema = z.object({
  applicationId: z.number().int(),
  userId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string(),
  snsUrl: z.string(),
  message: z.string(),
  status: z.enum(STORED_APPLICATION_STATUSES),
  reviewed: z.boolean(),
  /** When the 선정 안내 text went to the member (ISO), or null: never, or not yet. */
  announceTextedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminExperienceApplicant = z.infer<typeof adminExperienceApplicantSchema>;

export const adminExperienceApplicantsSchema = z.object({
  team: adminExperienceTeamSchema,
  list: z.array(adminExperienceApplicantSchema),
});
export type AdminExperienceApplicants = z.infer<typeof adminExperienceApplicantsSchema>;

export const adminExperienceSelectParamsSchema = z.object({ id: idField, applicationId: idField });
export const adminExperienceSelectBodySchema = z.object({
  selected: z.boolean({ error: "선정 여부를 선택해 주세요." }),
});
