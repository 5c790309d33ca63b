import { businessNumber } from "@shop/core/validation/business-number";
import { required } from "@shop/core/validation/rules";
import { z } from "zod";
import { ruleText } from "./rule-field.js";

// 사업자 정보 조회 (SPEC §7 Common: POST /api/nice-dmoa/{id}; docs/decisions/053): the company join form looks a
// business registration number up at NICE's business information service before joining. The answer is the shop's own
// shape; the provider's wire format is docs/api/nice-dmoa.md.

/** The path's id: the 10-digit business registration number, typed without hyphens, checksum passed (SPEC §5). */
export const businessLookupParamsSchema = z.object({ id: ruleText([required, businessNumber]) });

export const businessStatusSchema = z.enum(["ACTIVE", "SUSPENDED", "CLOSED"]);

/** POST /api/nice-dmoa/{id}: a business found (an unknown number answers 404 BUSINESS_NOT_FOUND). */
export const businessLookupSchema = z.object({
  businessNumber: z.string(),
  /** 계속사업자 (ACTIVE, NTS 01), 휴업자 (SUSPENDED, 02), 폐업자 (CLOSED, 03). */
  status: businessStatusSchema,
  /** The status as the tax office names it: 계속사업자, 휴업자, 폐업자. */
  statusName: z.string(),
  /** The day it closed (폐업일), ISO date; null unless CLOSED. */
  closedOn: z.string().nullable(),
  /** 과세유형: 부가가치세 일반과세자, 간이과세자, 면세사업자 … */
  taxType: z.string(),
  /** 상호. */
  companyName: z.string(),
  /** 대표자명. */
  representativeName: z.string(),
  /** 사업장 우편번호 (5 digits), "" when the service has none. */
  postcode: z.string(),
  /** 사업장 주소 (도로명). */
  address: z.string(),
  /** 업태 (도매 및 소매업 …) and 종목 (육류 도매업 …). */
  businessType: z.string(),
  businessItem: z.string(),
  /** 개업일, ISO date, or null. */
  openedOn: z.string().nullable(),
  /** Whether this business may join as a company buyer (a closed one may not). */
  joinable: z.boolean(),
  /** What the join form shows about the status, Korean. */
  message: z.string(),
});
export type BusinessLookup = z.infer<typeof businessLookupSchema>;
