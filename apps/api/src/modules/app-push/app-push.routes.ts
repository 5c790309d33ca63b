import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** Member calls carry the member token (the OpenAPI page names it as the account module does). */
const bearerSecurity = [{ bearer: [] }];

const memberErrors = { ...errorResponses, 401: errorBodySchema };
const doc = (summary: string, description: string) => ({
  tags: ["app"],
  summary,
  description: `${description} Members only (SPEC §4: the push token only when logged in): a guest answers 401.`,
  errors: memberErrors,
  security: bearerSecurity,
});

/** The companion app's push calls (SPEC §7 App; docs/api/app-bridge.md, docs/decisions/046). */
export const appPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appPush } = app.services;

  app.route({
    ...endpointRoute(
      apiEndpoints.appPushToken,
      doc(
        "Members: register this phone's push token (and what the app says of itself) for notices",
        "The token becomes the member's device: the same member again keeps its settings, another member logging in " +
          "on the phone takes it over with push on and marketing refused. Logout signs the device out.",
      ),
    ),
    onRequest: requireMember,
    handler: async (request) => {
      const member = memberOf(request);
      return appPush.registerToken({ userId: member.userId, tokenId: member.tokenId }, request.body);
    },
  });

  app.route({
    ...endpointRoute(
      apiEndpoints.appPushSetting,
      doc(
        "Members: the settings of my device (push on/off, marketing choice)",
        "`key` is the device's push token; a token that is not one of the member's devices answers 404.",
      ),
    ),
    onRequest: requireMember,
    handler: async (request) => appPush.setting(memberOf(request).userId, request.query.key),
  });

  app.route({
    ...endpointRoute(
      apiEndpoints.appPushSettingSave,
      doc("Members: push alerts on (Y) or off (N) on my device", "Answers the device's settings."),
    ),
    onRequest: requireMember,
    handler: async (request) => appPush.saveSetting(memberOf(request).userId, request.body.key, request.body.receive),
  });

  app.route({
    ...endpointRoute(
      apiEndpoints.appPushReceiveFlag,
      doc("Members: my device's marketing (광고성 정보) push choice, Y or N", "N until the member agrees."),
    ),
    onRequest: requireMember,
    handler: async (request) => appPush.receiveFlag(memberOf(request).userId, request.query.key),
  });

  app.route({
    ...endpointRoute(
      apiEndpoints.appPushSaveLog,
      doc(
        "Members: save my device's marketing push choice and log it; answers the 동의/거부 text to show",
        "Saves the choice on the device and logs it (key, receiveFlag, the text) in one transaction. The text names " +
          "the sender, the day in Korea and 동의 or 거부 (SPEC §8).",
      ),
    ),
    onRequest: requireMember,
    handler: async (request) => appPush.saveLog(memberOf(request).userId, request.body.key, request.body.receiveFlag),
  });
};
