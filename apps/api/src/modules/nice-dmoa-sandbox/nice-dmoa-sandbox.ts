// The local sandbox of NICE's business information API (docs/api/nice-dmoa.md): the same call (POST
// /v1/business/status with `Authorization: Bearer <key>` and `{ "b_no": [...] }`) and the same answer — the National Tax
// Service's status fields (b_stt, b_stt_cd, tax_type, end_dt …) and the company's details, an unregistered number
// with its status fields blank — over the businesses of nice-dmoa-sandbox-businesses.ts. Refusals use the API's codes
// and HTTP statuses, so the shop's adapter meets here what it meets there.

import { apiEndpoints, endpointUrl } from "@shop/contracts/api-endpoints";
import { BUSINESS_STATUS_CODES } from "@shop/core/account/business-status";
import { SANDBOX_NICE_DMOA_API_KEY } from "../../config.js";
import {
  NICE_DMOA_STATUS_PATH,
  type NiceDmoaAnswer,
  type NiceDmoaEntry,
} from "../../providers/business-lookup.provider.js";
import { SANDBOX_BUSINESSES, type SandboxBusiness } from "./nice-dmoa-sandbox-businesses.js";

/** The sandbox's API base, as NICE_DMOA_API_BASE would name it (its status call is {base}/v1/business/status). */
export const NICE_DMOA_SANDBOX_API_BASE = endpointUrl(apiEndpoints.devNiceDmoaStatus).slice(
  0,
  -NICE_DMOA_STATUS_PATH.length,
);

/** At most this many numbers in one call (the NTS API's limit). */
export const NICE_DMOA_MAX_NUMBERS = 100;

const TAX_TYPES: Record<SandboxBusiness["taxTypeCode"], string> = {
  "01": "부가가치세 일반과세자",
  "02": "부가가치세 간이과세자",
  "03": "부가가치세 면세사업자",
};
const UNREGISTERED_TAX_TYPE = "국세청에 등록되지 않은 사업자등록번호입니다.";
const STATUS_NAMES = Object.fromEntries(Object.values(BUSINESS_STATUS_CODES).map(({ code, name }) => [code, name]));

/** A refusal: the HTTP status and the API's body. */
export interface NiceDmoaSandboxRefusal {
  status: 400 | 401 | 413;
  body: { status_code: string; message: string };
}

const BY_NUMBER = new Map(SANDBOX_BUSINESSES.map((business) => [business.number, business]));

function entryOf(number: string): NiceDmoaEntry & { tax_type_cd: string; utcc_yn: string } {
  const business = BY_NUMBER.get(number);
  if (!business) {
    return {
      b_no: number,
      b_stt: "",
      b_stt_cd: "",
      tax_type: UNREGISTERED_TAX_TYPE,
      tax_type_cd: "",
      end_dt: "",
      utcc_yn: "",
      cmp_nm: "",
      rprsv_nm: "",
      bsn_zip_no: "",
      bsn_addr: "",
      bizcnd: "",
      induty: "",
      estb_dt: "",
    };
  }
  return {
    b_no: number,
    b_stt: STATUS_NAMES[business.statusCode] ?? "",
    b_stt_cd: business.statusCode,
    tax_type: TAX_TYPES[business.taxTypeCode],
    tax_type_cd: business.taxTypeCode,
    end_dt: business.closedOn ?? "",
    utcc_yn: "N",
    cmp_nm: business.companyName,
    rprsv_nm: business.representativeName,
    bsn_zip_no: business.postcode,
    bsn_addr: business.address,
    bizcnd: business.businessType,
    induty: business.businessItem,
    estb_dt: business.openedOn,
  };
}

/** Answers one status call as the API does: the answer, or a refusal with its HTTP status. */
export function answerNiceDmoaSandbox(
  authorization: string | undefined,
  body: unknown,
): { status: 200; body: NiceDmoaAnswer } | NiceDmoaSandboxRefusal {
  if (authorization !== `Bearer ${SANDBOX_NICE_DMOA_API_KEY}`) {
    return { status: 401, body: { status_code: "UNAUTHORIZED", message: "등록되지 않은 인증키입니다." } };
  }
  const numbers =
    typeof body === "object" && body !== null && Array.isArray((body as { b_no?: unknown }).b_no)
      ? ((body as { b_no: unknown[] }).b_no as unknown[])
      : undefined;
  if (!numbers || numbers.length === 0 || !numbers.every((value) => typeof value === "string")) {
    return { status: 400, body: { status_code: "BAD_JSON_REQUEST", message: "JSON format error" } };
  }
  if (numbers.length > NICE_DMOA_MAX_NUMBERS) {
    return {
      status: 413,
      body: { status_code: "TOO_LARGE_REQUEST", message: "100개 이상의 사업자등록번호를 요청할 수 없습니다." },
    };
  }
  const data = (numbers as string[]).map((value) => entryOf(value.replaceAll("-", "").trim()));
  return {
    status: 200,
    body: {
      status_code: "OK",
      request_cnt: data.length,
      match_cnt: data.filter((entry) => entry.b_stt_cd !== "").length,
      data,
    },
  };
}
