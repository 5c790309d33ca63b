import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's 체험단 (decision 050): teams, their applicants and selection (`content.write`, audited). */
export const experienceTeamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { experienceTeams } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminExperienceTeams, {
      tags,
      summary: "Staff: 체험단 teams, newest first, with applicants, selected and reviews written",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => experienceTeams.adminList(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminCreateExperienceTeam, {
      tags,
      summary: "Staff: a team for an item (by item code) with its Korea-day schedule; audited",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => experienceTeams.adminCreate(staffOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminExperienceApplicants, {
      tags,
      summary: "Staff: a team's applicants in the order they applied, with their message, contact and status",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => experienceTeams.adminApplicants(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminSelectExperienceApplicant, {
      tags,
      summary:
        "Staff: select or unselect an applicant once recruiting has closed, within the capacity (409 otherwise); the same state again changes nothing; audited",
      errors,
    }),
    onRequest: guard,
    handler: async (request) =>
      experienceTeams.adminSelect(
        staffOf(request),
        request.params.id,
        request.params.applicationId,
        request.body.selected,
      ),
  });
};
