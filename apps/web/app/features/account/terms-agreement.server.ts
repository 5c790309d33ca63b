import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { toTextBlocks } from "../../components/content/text-blocks.server";
import { callApi } from "../../lib/api-client.server";
import type { AgreementTerm } from "./terms-agreement";

const TERMS = [
  { name: "agreeTerms", endpoint: apiEndpoints.termsOfUse, label: "이용약관 동의", required: true },
  { name: "agreePrivacy", endpoint: apiEndpoints.privacyPolicy, label: "개인정보 수집 및 이용 동의", required: true },
  {
    name: "agreeMarketing",
    endpoint: apiEndpoints.marketingConsentPolicy,
    label: "마케팅 정보 수신 동의",
    required: false,
  },
] as const;

/** The three texts a new member agrees to (GET /api/policy/clause, /protect, /marketing), current versions. */
export async function loadAgreementTerms(context: AppLoadContext, request: Request): Promise<AgreementTerm[]> {
  return Promise.all(
    TERMS.map(async (term) => {
      const { policy } = await callApi(context, term.endpoint, { request });
      return {
        name: term.name,
        label: term.label,
        required: term.required,
        title: policy.title,
        blocks: toTextBlocks(policy.content),
      };
    }),
  );
}
