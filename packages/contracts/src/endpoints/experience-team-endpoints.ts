import type { ApiEndpoint } from "../api-endpoints.js";
import {
  adminExperienceApplicantsSchema,
  adminExperienceSelectBodySchema,
  adminExperienceSelectParamsSchema,
  adminExperienceTeamCreateSchema,
  adminExperienceTeamDetailSchema,
  adminExperienceTeamListQuerySchema,
  adminExperienceTeamListSchema,
  experienceApplicationDetailSchema,
  experienceApplicationIdParamSchema,
  experienceApplicationListQuerySchema,
  experienceApplicationListSchema,
  experienceApplyBodySchema,
  experienceApplyDeleteBodySchema,
  experienceApplyEditBodySchema,
  experienceDeletedSchema,
  experienceMyDetailSchema,
  experienceReviewDetailSchema,
  experienceReviewListQuerySchema,
  experienceReviewListSchema,
  experienceTeamDetailSchema,
  experienceTeamIdParamSchema,
  experienceTeamListQuerySchema,
  experienceTeamListSchema,
} from "../experience-team.js";

/** 체험단 (SPEC §7 Experience team; decision 050), its back office and dev route; spread into apiEndpoints. */
export const experienceTeamEndpoints = {
  experienceTeams: {
    method: "GET",
    path: "/experience-team",
    querystring: experienceTeamListQuerySchema,
    response: experienceTeamListSchema,
  },
  experienceTeam: {
    method: "GET",
    path: "/experience-team/:id",
    params: experienceTeamIdParamSchema,
    response: experienceTeamDetailSchema,
  },
  experienceMyApplications: {
    method: "GET",
    path: "/experience-team/applys",
    querystring: experienceApplicationListQuerySchema,
    response: experienceApplicationListSchema,
  },
  experienceMyDetail: {
    method: "GET",
    path: "/experience-team/:id/me/detail",
    params: experienceTeamIdParamSchema,
    response: experienceMyDetailSchema,
  },
  experienceApplication: {
    method: "GET",
    path: "/experience-team/apply/:id",
    params: experienceApplicationIdParamSchema,
    response: experienceApplicationDetailSchema,
  },
  experienceReviews: {
    method: "GET",
    path: "/experience-team/reviews",
    querystring: experienceReviewListQuerySchema,
    response: experienceReviewListSchema,
  },
  experienceMyReview: {
    method: "GET",
    path: "/experience-team/:id/review",
    params: experienceTeamIdParamSchema,
    response: experienceReviewDetailSchema,
  },
  experienceApply: {
    method: "POST",
    path: "/experience-team/:id/apply/create",
    params: experienceTeamIdParamSchema,
    body: experienceApplyBodySchema,
    response: experienceApplicationDetailSchema,
  },
  experienceApplyEdit: {
    method: "POST",
    path: "/experience-team/apply/edit",
    body: experienceApplyEditBodySchema,
    response: experienceApplicationDetailSchema,
  },
  experienceApplyDelete: {
    method: "POST",
    path: "/experience-team/apply/delete",
    body: experienceApplyDeleteBodySchema,
    response: experienceDeletedSchema,
  },
  experienceReviewWrite: {
    method: "POST",
    path: "/experience-team/review-image/:id",
    params: experienceTeamIdParamSchema,
    response: experienceReviewDetailSchema,
    multipart: true,
  },
  experienceReviewDelete: {
    method: "POST",
    path: "/experience-team/:id/review/delete",
    params: experienceTeamIdParamSchema,
    response: experienceDeletedSchema,
  },

  // Back office (content.write)
  adminExperienceTeams: {
    method: "GET",
    path: "/admin/experience-teams",
    querystring: adminExperienceTeamListQuerySchema,
    response: adminExperienceTeamListSchema,
  },
  adminCreateExperienceTeam: {
    method: "POST",
    path: "/admin/experience-teams",
    body: adminExperienceTeamCreateSchema,
    response: adminExperienceTeamDetailSchema,
  },
  adminExperienceApplicants: {
    method: "GET",
    path: "/admin/experience-teams/:id/applications",
    params: experienceTeamIdParamSchema,
    response: adminExperienceApplicantsSchema,
  },
  adminSelectExperienceApplicant: {
    method: "POST",
    path: "/admin/experience-teams/:id/applications/:applicationId/select",
    params: adminExperienceSelectParamsSchema,
    body: adminExperienceSelectBodySchema,
    response: adminExperienceApplicantsSchema,
  },

  // Development only (DEV_TOOLS): a recruiting team for an item, and a selection that opens the review window now.
  devCreateExperienceTeam: { method: "POST", path: "/dev/experience-team/teams", dev: true },
  devSelectExperienceApplicant: {
    method: "POST",
    path: "/dev/experience-team/apply/:id/select",
    params: experienceApplicationIdParamSchema,
    dev: true,
  },
} as const satisfies Record<string, ApiEndpoint>;
