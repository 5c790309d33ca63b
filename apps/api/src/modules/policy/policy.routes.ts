import { errorResponses } from "@shop/contracts/common";
import { policyQuerySchema, policyResponseSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PolicyType } from "./policy.service.js";

const policyPages: { type: PolicyType; summary: string }[] = [
  { type: "clause", summary: "이용약관 (terms of use), current or ?id= an earlier version" },
  { type: "protect", summary: "개인정보처리방침 (privacy policy), current or ?id= an earlier version" },
  { type: "policy-info", summary: "운영정책 (operation policy), current or ?id= an earlier version" },
  { type: "marketing", summary: "마케팅 정보 수신 동의 (marketing consent), current or ?id= an earlier version" },
];

/** The policy pages (SPEC §7 Q&A and content: /api/policy/{type}). */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { policies } = app.services;

  for (const { type, summary } of policyPages) {
    app.get(
      `/policy/${type}`,
      {
        schema: {
          tags: ["policy"],
          summary,
          querystring: policyQuerySchema,
          response: { 200: policyResponseSchema, ...errorResponses },
        },
      },
      async (request) => policies.getPolicy(type, request.query.id),
    );
  }
};
