import { apiEndpoints } from "@shop/contracts/api-endpoints";
import {
  EXPERIENCE_PHOTO_FIELD,
  type ExperienceApplicationList,
  type ExperienceMyDetail,
  type ExperienceReview,
  type ExperienceTeam,
} from "@shop/contracts/experience-team";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf } from "../../components/form/form-action.server";
import { callApi } from "../../lib/api-client.server";
import { currentTarget, readProtectedForm, requireUser, safeTarget } from "../../lib/auth.server";
import { commitShopperSession, getShopperSession, isLoggedIn, type ShopperSession } from "../../lib/session.server";

// 체험단 in the storefront (decision 050): the item page's 모집 panel with its apply dialog, and /mypage/experience-team
// where a member follows their applications and the selected write their review with photos.

export const MY_EXPERIENCE_PATH = "/mypage/experience-team";
export const MY_EXPERIENCE_PAGE_SIZE = 10;

export const EXPERIENCE_WEB_MESSAGES = {
  applied: "체험단 신청이 완료되었습니다. 발표일에 선정 결과를 알려 드립니다.",
  edited: "신청 내용을 수정했습니다.",
  cancelled: "체험단 신청을 취소했습니다.",
  reviewed: "체험 리뷰를 등록했습니다. 상품 상세의 체험단 리뷰에서 볼 수 있습니다.",
  reviewDeleted: "체험 리뷰를 삭제했습니다.",
  badRequest: "요청을 처리하지 못했습니다. 다시 시도해 주세요.",
} as const;

/** One recruiting team on the item page, with the member's application when they are logged in. */
export interface ExperiencePanelTeam {
  team: ExperienceTeam;
  /** Null for a guest. */
  mine: ExperienceMyDetail | null;
}

/** The item's recruiting teams (none: no panel). A failure to read them leaves the panel out, never the page. */
export async function loadExperiencePanel(
  context: AppLoadContext,
  request: Request,
  itemUserCode: string,
): Promise<ExperiencePanelTeam[]> {
  try {
    const { list } = await callApi(context, apiEndpoints.experienceTeams, {
      request,
      anonymous: true,
      query: { itemUserCode, page: 1, size: 5 },
    });
    const recruiting = list.filter((team) => team.phase === "recruiting");
    if (recruiting.length === 0) return [];
    const member = isLoggedIn(await getShopperSession(request));
    return Promise.all(
      recruiting.map(async (team) => ({
        team,
        mine: member
          ? await callApi(context, apiEndpoints.experienceMyDetail, { request, params: { id: team.teamId } })
          : null,
      })),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[web] experience-team panel failed; left out", error);
    return [];
  }
}

export interface ExperienceActionData extends FormActionData {
  intent: string;
}

const answers = formAnswers<ExperienceActionData>({ intent: "submit" });
const APPLY_FIELDS = ["message", "phone", "snsUrl"];
const REVIEW_FIELDS = ["title", "content", "rating", EXPERIENCE_PHOTO_FIELD];

async function redirectWithAlert(request: Request, session: ShopperSession, to: string, message: string) {
  session.flash("alert", message);
  return redirect(to, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * POST /experience-team/{teamId}/apply: 신청 (intent apply), 수정 (edit) or 신청 취소 (cancel), each sent to the API; a
 * success goes back to the page the form was on (`returnTo`) with the shop's alert, a refusal answers the dialog.
 */
export async function experienceApplyAction(context: AppLoadContext, request: Request, teamId: number) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  const back = safeTarget(text(form, "returnTo") || currentTarget(request));
  const fields = { message: text(form, "message"), phone: text(form, "phone"), snsUrl: text(form, "snsUrl") };
  const applicationId = Number(text(form, "applicationId"));
  try {
    if (intent === "apply") {
      await callApi(context, apiEndpoints.experienceApply, { request, params: { id: teamId }, body: fields });
      return redirectWithAlert(request, session, back, EXPERIENCE_WEB_MESSAGES.applied);
    }
    if (intent === "edit") {
      await callApi(context, apiEndpoints.experienceApplyEdit, { request, body: { applicationId, ...fields } });
      return redirectWithAlert(request, session, back, EXPERIENCE_WEB_MESSAGES.edited);
    }
    if (intent === "cancel") {
      await callApi(context, apiEndpoints.experienceApplyDelete, { request, body: { applicationId } });
      return redirectWithAlert(request, session, back, EXPERIENCE_WEB_MESSAGES.cancelled);
    }
  } catch (error) {
    return answers.apiRefusal(error, APPLY_FIELDS, { intent });
  }
  return answers.invalid({ intent, formError: EXPERIENCE_WEB_MESSAGES.badRequest });
}

export interface MyExperienceData {
  applications: ExperienceApplicationList;
  /** The reviews the member wrote, by team. */
  reviews: Record<number, ExperienceReview>;
  page: number;
}

export async function loadMyExperience(context: AppLoadContext, request: Request): Promise<MyExperienceData> {
  await requireUser(request);
  const pageText = new URL(request.url).searchParams.get("page");
  const page = Math.min(100_000, Math.max(1, Number.parseInt(pageText ?? "1", 10) || 1));
  const applications = await callApi(context, apiEndpoints.experienceMyApplications, {
    request,
    query: { page, size: MY_EXPERIENCE_PAGE_SIZE },
  });
  const written = applications.list.filter((entry) => entry.application.reviewId !== null);
  const reviews: Record<number, ExperienceReview> = {};
  await Promise.all(
    written.map(async ({ team }) => {
      const { review } = await callApi(context, apiEndpoints.experienceMyReview, {
        request,
        params: { id: team.teamId },
      });
      reviews[team.teamId] = review;
    }),
  );
  return { applications, reviews, page };
}

/** /mypage/experience-team's 리뷰 등록 (multipart with the photos) and 리뷰 삭제. */
export async function myExperienceAction(context: AppLoadContext, request: Request) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  const teamId = Number(text(form, "teamId"));
  if (!Number.isInteger(teamId) || teamId < 1) {
    return answers.invalid({ intent, formError: EXPERIENCE_WEB_MESSAGES.badRequest });
  }
  const back = `${MY_EXPERIENCE_PATH}${new URL(request.url).search}`;
  try {
    if (intent === "review") {
      const sent = new FormData();
      sent.set("title", text(form, "title"));
      sent.set("content", text(form, "content"));
      sent.set("rating", text(form, "rating"));
      for (const photo of form.getAll(EXPERIENCE_PHOTO_FIELD)) {
        if (photo instanceof File && photo.size > 0) sent.append(EXPERIENCE_PHOTO_FIELD, photo, photo.name);
      }
      await callApi(context, apiEndpoints.experienceReviewWrite, { request, params: { id: teamId }, form: sent });
      return redirectWithAlert(request, session, back, EXPERIENCE_WEB_MESSAGES.reviewed);
    }
    if (intent === "delete-review") {
      await callApi(context, apiEndpoints.experienceReviewDelete, { request, params: { id: teamId } });
      return redirectWithAlert(request, session, back, EXPERIENCE_WEB_MESSAGES.reviewDeleted);
    }
  } catch (error) {
    return answers.apiRefusal(error, REVIEW_FIELDS, { intent });
  }
  return answers.invalid({ intent, formError: EXPERIENCE_WEB_MESSAGES.badRequest });
}
