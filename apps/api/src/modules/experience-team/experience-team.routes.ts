import multipart from "@fastify/multipart";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  EXPERIENCE_PHOTO_FIELD,
  EXPERIENCE_PHOTO_MAX_BYTES,
  EXPERIENCE_PHOTO_MAX_COUNT,
  EXPERIENCE_PHOTO_PATH,
  experienceReviewFieldsSchema,
} from "@shop/contracts/experience-team";
import { REVIEW_PHOTO_SIZE_MESSAGE, REVIEW_TOO_MANY_PHOTOS_MESSAGE } from "@shop/core/review/review-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { fileFieldError, readMultipartForm } from "../../lib/multipart-form.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const tags = ["experience-team"];
const memberErrors = { ...errorResponses, 401: errorBodySchema };

const PHOTO_RULES = {
  field: EXPERIENCE_PHOTO_FIELD,
  maxFiles: EXPERIENCE_PHOTO_MAX_COUNT,
  maxFileBytes: EXPERIENCE_PHOTO_MAX_BYTES,
  tooManyMessage: REVIEW_TOO_MANY_PHOTOS_MESSAGE,
  tooLargeMessage: REVIEW_PHOTO_SIZE_MESSAGE,
};

/** The review form's multipart body, for the OpenAPI page only (the route reads the stream). */
const reviewFormDocSchema = z.object({
  title: z.string().meta({ description: "2~100 characters" }),
  content: z.string().meta({ description: "20~2000 characters" }),
  rating: z.string().meta({ description: "1 to 5" }),
  [EXPERIENCE_PHOTO_FIELD]: z
    .array(z.file())
    .meta({ description: "1 to 5 photos: JPEG, PNG, GIF or WebP (read from the bytes), 5 MB each" }),
});

const photoParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}-[0-9a-f]{64}\.(jpg|png|gif|webp)$/, "이미지 주소가 올바르지 않습니다.")
    .transform((file) => {
      const [name = "", extension = ""] = file.split(".");
      const [id = "0", sha256 = ""] = name.split("-");
      return { fileId: Number(id), sha256, extension };
    }),
});

/** The address names the content hash: the bytes never change under it. */
const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** 체험단 (SPEC §7 Experience team; decision 050) and the review photos' public addresses. */
export const experienceTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { experienceTeams } = app.services;
  await app.register(multipart);

  app.route({
    ...endpointRoute(apiEndpoints.experienceTeams, {
      tags,
      summary:
        "체험단 teams: recruiting first (ending soonest first), then upcoming, then the rest; itemUserCode narrows",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => experienceTeams.list(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceMyApplications, {
      tags,
      summary:
        "Members: my 체험단 applications, newest first, with their team, status (신청완료/선정/미선정) and review",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.myApplications(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceReviews, {
      tags,
      summary: "Reviews written by selected members, newest first (shown items only); itemUserCode narrows",
      description: "For a member, the reviews of the authors they blocked are left out (page and total alike).",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => experienceTeams.reviews(request.query, request.auth?.userId ?? null),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceTeam, {
      tags,
      summary: "A team: item, what is offered, capacity, applicants, phase and its Korea-day periods",
      errors: errorResponses,
    }),
    handler: async (request) => experienceTeams.detail(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceMyDetail, {
      tags,
      summary: "Members: the team with my application (null when none), whether I may apply and why not",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.myDetail(memberOf(request), request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceApplication, {
      tags,
      summary: "Members: one of my applications (another member's answers 404)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.application(memberOf(request).userId, request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceMyReview, {
      tags,
      summary: "Members: my review for the team (404 when I wrote none)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.myReview(memberOf(request).userId, request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceApply, {
      tags,
      summary: "Members: apply to a team while it recruits, once (a second application or one outside the window: 400)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.apply(memberOf(request), request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceApplyEdit, {
      tags,
      summary: "Members: change my application while the team recruits (another member's: 404)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.edit(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceApplyDelete, {
      tags,
      summary: "Members: cancel my application while the team recruits (another member's: 404)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.remove(memberOf(request).userId, request.body.applicationId),
  });

  const write = endpointRoute(apiEndpoints.experienceReviewWrite, {
    tags,
    summary:
      "Members: write my review for the team `{id}` with 1~5 photos (selected members, in the review window, once); it shows on the item page",
    errors: { ...memberErrors, 403: errorBodySchema, 415: errorBodySchema },
    consumes: ["multipart/form-data"],
  });
  app.route({
    ...write,
    schema: { ...write.schema, body: reviewFormDocSchema },
    // The body is a multipart stream read by the handler; the schema above only documents it.
    validatorCompiler: () => (value) => ({ value }),
    onRequest: requireMember,
    handler: async (request) => {
      const params = apiEndpoints.experienceReviewWrite.params.safeParse(request.params);
      if (!params.success) throw fileFieldError("id", "체험단 번호가 올바르지 않습니다.", "bad team id");
      const { fields, files } = await readMultipartForm(request, experienceReviewFieldsSchema, PHOTO_RULES);
      return experienceTeams.writeReview(memberOf(request).userId, params.data.id, fields, files);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.experienceReviewDelete, {
      tags,
      summary: "Members: delete my review for the team and its photos; the item page no longer shows it",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => experienceTeams.deleteReview(memberOf(request).userId, request.params.id),
  });

  app.get(
    `${EXPERIENCE_PHOTO_PATH}/:file`,
    {
      schema: {
        tags: ["media"],
        summary: "An experience review photo (immutable: the address names its content hash; ETag revalidation)",
        params: photoParamsSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: "image/jpeg, image/png, image/gif or image/webp" }),
          304: z.null().meta({ description: "Not modified" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { fileId, sha256, extension } = request.params.file;
      const photo = await experienceTeams.photo(fileId, sha256, extension);
      reply.header("cache-control", PHOTO_CACHE_CONTROL).header("etag", photo.etag);
      if (request.headers["if-none-match"] === photo.etag) return reply.code(304).send(null);
      return reply.type(photo.contentType).send(photo.data);
    },
  );
};
