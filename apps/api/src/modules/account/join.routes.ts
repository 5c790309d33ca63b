import {
  authNumberSentResponseSchema,
  checkAuthNumberRequestSchema,
  checkAuthNumberResponseSchema,
  duplicateLoginIdRequestSchema,
  duplicateLoginIdResponseSchema,
  findCompleteIdRequestSchema,
  findCompleteIdResponseSchema,
  findIdRequestSchema,
  findPasswordRequestSchema,
  joinRequestSchema,
  joinResponseSchema,
  reactivateSleepUserRequestSchema,
  recoveryRequestSchema,
  sendAuthNumberRequestSchema,
  successResponseSchema,
  validateLoginIdRequestSchema,
  validateLoginIdResponseSchema,
  validatePhoneNumberRequestSchema,
  validatePhoneNumberResponseSchema,
} from "@shop/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses } from "./account-errors.js";

/** Anonymous account calls: phone codes, join and its checks, finding an id or password, waking a dormant account. */
export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { phone, joins, recovery } = app.services;

  app.post(
    "/auth/send-auth-number",
    {
      schema: {
        tags: ["auth"],
        summary: "Send a 6-digit code by SMS (valid 300 s); 429 after 5 codes to one phone in an hour",
        body: sendAuthNumberRequestSchema,
        response: { 200: authNumberSentResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      phone.sendCode({ phoneNumber: request.body.phoneNumber, purpose: request.body.purpose, address: request.ip }),
  );

  app.post(
    "/auth/check-auth-number",
    {
      schema: {
        tags: ["auth"],
        summary: "Check a code (5 tries); answers the single-use proof the next step takes as phoneVerificationToken",
        body: checkAuthNumberRequestSchema,
        response: { 200: checkAuthNumberResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const { verificationToken, expiresIn } = await phone.verifyCode(request.body);
      return { verificationToken, expiresIn };
    },
  );

  app.post(
    "/auth/join",
    {
      // The service re-checks the body with the same schema and adds the database checks (taken id, phone proof),
      // so one 400 lists every failing field.
      attachValidation: true,
      schema: {
        tags: ["auth"],
        summary: "Join as a member (PERSONAL) or company buyer (BUSINESS); 400 lists every failing field",
        body: joinRequestSchema,
        response: { 200: joinResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => joins.join(request.body),
  );

  app.post(
    "/auth/validate",
    {
      schema: {
        tags: ["auth"],
        summary: "Login id format (400 with the rule's message) and availability",
        body: validateLoginIdRequestSchema,
        response: { 200: validateLoginIdResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => joins.validateLoginId(request.body.loginId),
  );

  app.post(
    "/auth/user/duplicate",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether a login id is taken (seceded members' ids stay reserved)",
        body: duplicateLoginIdRequestSchema,
        response: { 200: duplicateLoginIdResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => joins.isLoginIdDuplicated(request.body.loginId),
  );

  app.post(
    "/auth/validate/phone-number",
    {
      schema: {
        tags: ["auth"],
        summary: "The phoneNumber rule (010/011/016/017/018/019, digits only)",
        body: validatePhoneNumberRequestSchema,
        response: { 200: validatePhoneNumberResponseSchema, ...accountErrorResponses },
      },
    },
    async () => ({ valid: true as const }),
  );

  app.post(
    "/auth/find-id",
    {
      schema: {
        tags: ["auth"],
        summary: "Step 1 of finding a login id: a code goes to the phone if a member matches; same answer either way",
        body: findIdRequestSchema,
        response: { 200: authNumberSentResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => recovery.findId(request.body, request.ip),
  );

  app.post(
    "/auth/find-complete-id",
    {
      schema: {
        tags: ["auth"],
        summary: "Step 2 of finding a login id: the code from step 1 → the login ids",
        body: findCompleteIdRequestSchema,
        response: { 200: findCompleteIdResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => recovery.findCompleteId(request.body),
  );

  app.post(
    "/auth/find-password-step1",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Step 1 of a password reset: a code goes to the phone if id, name and phone match; same answer either way",
        body: findPasswordRequestSchema,
        response: { 200: authNumberSentResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => recovery.findPasswordStep1(request.body, request.ip),
  );

  app.post(
    "/auth/recovery",
    {
      schema: {
        tags: ["auth"],
        summary: "Step 2 of a password reset: a temporary password goes by SMS; the next login answers TEMP_PASSWORD",
        body: recoveryRequestSchema,
        response: { 200: successResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => recovery.recover(request.body),
  );

  app.post(
    "/auth/sleep-user",
    {
      schema: {
        tags: ["auth"],
        summary: "Wake a dormant account: password and a SLEEP_USER proof of the registered phone",
        body: reactivateSleepUserRequestSchema,
        response: { 200: successResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => recovery.reactivateSleepUser(request.body, request.ip),
  );
};
