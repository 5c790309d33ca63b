import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import { experienceApplicationDetailSchema } from "@shop/contracts/experience-team";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const createBodySchema = z.object({
  itemUserCode: z.string().min(1).max(40),
  title: z.string().min(2).max(100),
});
const createResponseSchema = z.object({ teamId: z.number().int() });

/**
 * Development only (DEV_TOOLS): browser tests and the demo make a recruiting team for an item and select an applicant
 * (which opens the team's review window now), instead of waiting for dates or signing in to the back office.
 */
export const experienceTeamDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { experienceTeams } = app.services;

  const create = endpointRoute(apiEndpoints.devCreateExperienceTeam, {
    tags: ["dev"],
    summary: "Development: a team for the item, recruiting from yesterday for a week",
    errors: errorResponses,
  });
  app.route({
    ...create,
    schema: {
      ...create.schema,
      body: createBodySchema,
      response: { 200: createResponseSchema, ...create.schema.response },
    },
    handler: async (request) => experienceTeams.devCreateTeam(request.body.itemUserCode, request.body.title),
  });

  const select = endpointRoute(apiEndpoints.devSelectExperienceApplicant, {
    tags: ["dev"],
    summary: "Development: select an applicant and open the team's review window now",
    errors: errorResponses,
  });
  app.route({
    ...select,
    schema: { ...select.schema, response: { 200: experienceApplicationDetailSchema, ...select.schema.response } },
    handler: async (request) => experienceTeams.devSelect(request.params.id),
  });
};
