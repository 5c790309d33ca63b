import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

const TARGET =
  "targetType `review` is an item review (its reviewId), `event_reply` an event reply (its id), `experience_review` a " +
  "체험단 review (its reviewId); 404 for no such content.";

/** 신고하기 / 차단하기 and the daily visit (SPEC §7 Common; docs/decisions/051). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.services;
  const tags = ["common"];
  const memberErrors = { ...errorResponses, 401: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.reportInit, {
      tags,
      summary: "The report dialog's reasons (욕설/비방, 음란/선정성, 광고/홍보, 개인정보 노출, 도배 … 기타 with text)",
    }),
    handler: async () => moderation.reportInit(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.report, {
      tags,
      summary: "Members: report a review, event reply or 체험단 review, once each (a repeat answers the first report)",
      description: `${TARGET} Reporting one's own content is a 400; 기타 (ETC) needs reasonText.`,
      errors: memberErrors,
    }),
    preValidation: requireMember,
    handler: async (request) => moderation.report(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.block, {
      tags,
      summary: "Members: block the author of a review or event reply; their reviews and replies are hidden from you",
      description:
        `${TARGET} Idempotent; blocking oneself, or content no member wrote (the demo's replies and seeded 체험단 ` +
        "reviews), is a 400.",
      errors: memberErrors,
    }),
    preValidation: requireMember,
    handler: async (request) => moderation.block(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.unblock, {
      tags,
      summary: "Members: unblock an author, by the content blocked from or by blockId of the block list; idempotent",
      errors: memberErrors,
    }),
    preValidation: requireMember,
    handler: async (request) => moderation.unblock(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.blockList, {
      tags,
      summary: "Members: the authors you blocked, latest first (my page's 차단한 회원)",
      errors: { 401: errorBodySchema },
    }),
    preValidation: requireMember,
    handler: async (request) => moderation.listBlocks(memberOf(request).userId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.commonVisit, {
      tags,
      summary: "A browser's first visit of the Korea day (client keys visit/visitExpireDate), counted per day",
      description: "Always `{ accepted: true }`: a failed count is logged, never answered (SPEC §8).",
    }),
    handler: async () => moderation.recordVisit(),
  });

  // The back office (operators: content.write; a seller's staff never see the shop's reports).
  const staffErrors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  app.route({
    ...endpointRoute(apiEndpoints.adminReports, {
      tags: ["admin"],
      summary: "Staff: members' reports of reviews and replies, newest first, optionally received or handled only",
      description: "Each with the content's masked author and words as they are now (null once deleted).",
      errors: staffErrors,
    }),
    onRequest: requireStaff("content.write"),
    handler: async (request) => moderation.listReports(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminHandleReport, {
      tags: ["admin"],
      summary: "Staff: mark a report handled (audited as report.handle); a handled one answers as it is",
      errors: staffErrors,
    }),
    onRequest: requireStaff("content.write"),
    handler: async (request) => moderation.handleReport(staffOf(request), request.params.id),
  });
};
