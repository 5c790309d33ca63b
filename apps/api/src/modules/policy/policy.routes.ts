import { type ApiEndpoints, apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import type { PolicyType } from "./policy.service.js";

type PolicyEndpoint = ApiEndpoints["termsOfUse" | "privacyPolicy" | "operationPolicy" | "marketingConsentPolicy"];

const policyPages: { endpoint: PolicyEndpoint; type: PolicyType; summary: string }[] = [
  {
    endpoint: apiEndpoints.termsOfUse,
    type: "clause",
    summary: "이용약관 (terms of use), current or ?id= an earlier version",
  },
  {
    endpoint: apiEndpoints.privacyPolicy,
    type: "protect",
    summary: "개인정보처리방침 (privacy policy), current or ?id= an earlier version",
  },
  {
    endpoint: apiEndpoints.operationPolicy,
    type: "policy-info",
    summary: "운영정책 (operation policy), current or ?id= an earlier version",
  },
  {
    endpoint: apiEndpoints.marketingConsentPolicy,
    type: "marketing",
    summary: "마케팅 정보 수신 동의 (marketing consent), current or ?id= an earlier version",
  },
];

/** The policy pages (SPEC §7 Q&A and content: /api/policy/{type}). */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { policies } = app.services;

  for (const { endpoint, type, summary } of policyPages) {
    app.route({
      ...endpointRoute(endpoint, { tags: ["policy"], summary, errors: errorResponses }),
      handler: async (request) => policies.getPolicy(type, request.query.id),
    });
  }
};
