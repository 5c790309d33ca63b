import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { accountErrorResponses } from "./account-errors.js";

/** Anonymous account calls: phone codes, join and its checks, finding an id or password, waking a dormant account. */
export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { phone, joins, recovery } = app.services;
  const tags = ["auth"];
  const errors = accountErrorResponses;

  app.route({
    ...endpointRoute(apiEndpoints.sendAuthNumber, {
      tags,
      summary: "Send a 6-digit code by SMS (valid 300 s); 429 after 5 codes to one phone in an hour",
      errors,
    }),
    handler: async (request) =>
      phone.sendCode({ phoneNumber: request.body.phoneNumber, purpose: request.body.purpose, address: request.ip }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.checkAuthNumber, {
      tags,
      summary: "Check a code (5 tries); answers the single-use proof the next step takes as phoneVerificationToken",
      errors,
    }),
    handler: async (request) => {
      const { verificationToken, expiresIn } = await phone.verifyCode(request.body);
      return { verificationToken, expiresIn };
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.join, {
      tags,
      summary: "Join as a member (PERSONAL) or company buyer (BUSINESS); 400 lists every failing field",
      errors,
    }),
    // The service re-checks the body with the same schema and adds the database checks (taken id, phone proof),
    // so one 400 lists every failing field.
    attachValidation: true,
    handler: async (request) => joins.join(request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.validateLoginId, {
      tags,
      summary: "Login id format (400 with the rule's message) and availability",
      errors,
    }),
    handler: async (request) => joins.validateLoginId(request.body.loginId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.duplicateLoginId, {
      tags,
      summary: "Whether a login id is taken (seceded members' ids stay reserved)",
      errors,
    }),
    handler: async (request) => joins.isLoginIdDuplicated(request.body.loginId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.validatePhoneNumber, {
      tags,
      summary: "The phoneNumber rule (010/011/016/017/018/019, digits only)",
      errors,
    }),
    handler: async () => ({ valid: true as const }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.findId, {
      tags,
      summary: "Step 1 of finding a login id: a code goes to the phone if a member matches; same answer either way",
      errors,
    }),
    handler: async (request) => recovery.findId(request.body, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.findCompleteId, {
      tags,
      summary: "Step 2 of finding a login id: the code from step 1 → the login ids",
      errors,
    }),
    handler: async (request) => recovery.findCompleteId(request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.findPasswordStep1, {
      tags,
      summary:
        "Step 1 of a password reset: a code goes to the phone if id, name and phone match; same answer either way",
      errors,
    }),
    handler: async (request) => recovery.findPasswordStep1(request.body, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.recoverPassword, {
      tags,
      summary: "Step 2 of a password reset: a temporary password goes by SMS; the next login answers TEMP_PASSWORD",
      errors,
    }),
    handler: async (request) => recovery.recover(request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.reactivateSleepUser, {
      tags,
      summary: "Wake a dormant account: password and a SLEEP_USER proof of the registered phone",
      errors,
    }),
    handler: async (request) => recovery.reactivateSleepUser(request.body, request.ip),
  });
};
