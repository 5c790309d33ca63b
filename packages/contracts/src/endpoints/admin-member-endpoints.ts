import {
  adminMemberDetailSchema,
  adminMemberIdParamsSchema,
  adminMemberListQuerySchema,
  adminMemberListSchema,
  adminMemberPointsQuerySchema,
  adminMemberPointsSchema,
  adminPointAdjustRequestSchema,
  adminPointAdjustResponseSchema,
} from "../admin-member.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/** The back office's members and their points (issue 14 item 5); spread into apiEndpoints. */
export const adminMemberEndpoints = {
  adminMembers: {
    method: "GET",
    path: "/admin/members",
    querystring: adminMemberListQuerySchema,
    response: adminMemberListSchema,
  },
  adminMember: {
    method: "GET",
    path: "/admin/members/:id",
    params: adminMemberIdParamsSchema,
    response: adminMemberDetailSchema,
  },
  adminMemberPoints: {
    method: "GET",
    path: "/admin/members/:id/points",
    params: adminMemberIdParamsSchema,
    querystring: adminMemberPointsQuerySchema,
    response: adminMemberPointsSchema,
  },
  adminAdjustMemberPoints: {
    method: "POST",
    path: "/admin/members/:id/points",
    params: adminMemberIdParamsSchema,
    body: adminPointAdjustRequestSchema,
    response: adminPointAdjustResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
