// The business lookup seam (사업자 정보 조회, docs/decisions/053): the company join looks a business registration
// number up before joining. The one adapter speaks NICE's business information API as docs/api/nice-dmoa.md writes it
// down (modelled on the National Tax Service's 사업자등록 상태조회 API: a POST of `b_no` numbers answered with `b_stt`,
// `b_stt_cd`, `tax_type` …, plus the company's details); the shop's own sandbox of that API (modules/nice-dmoa-sandbox,
// POST /api/dev/nice-dmoa/v1/business/status) speaks the same protocol, so the adapter is the same code against both
// (config PROVIDERS.businessLookup).

import { z } from "zod";
import { exchangeWithProvider } from "./provider-http.js";

/** One business as the service knows it, its fields as sent (codes and YYYYMMDD dates untouched). */
export interface BusinessRecord {
  businessNumber: string;
  /** b_stt_cd: 01 계속사업자, 02 휴업자, 03 폐업자. */
  statusCode: string;
  /** b_stt: the status's name. */
  statusName: string;
  taxType: string;
  /** end_dt: 폐업일 YYYYMMDD, "" when open. */
  closedOn: string;
  companyName: string;
  representativeName: string;
  postcode: string;
  address: string;
  businessType: string;
  businessItem: string;
  /** estb_dt: 개업일 YYYYMMDD, "" when unknown. */
  openedOn: string;
}

/** Looks a business up by its 10-digit number: null when the service knows no such business. */
export interface BusinessLookupProvider {
  lookup(businessNumber: string): Promise<BusinessRecord | null>;
}

/** No usable answer (a refused key, the service's error, no answer in time, an unreadable body). */
export class BusinessLookupUnavailableError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`business lookup unavailable: ${reason}`, options);
    this.name = "BusinessLookupUnavailableError";
  }
}

/** The status call under an API base. */
export const NICE_DMOA_STATUS_PATH = "/v1/business/status";
const OK = "OK";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** One entry of `data`: an unregistered number comes back with b_stt_cd "" and the company fields empty. */
const entrySchema = z.object({
  b_no: z.string(),
  b_stt: text,
  b_stt_cd: text,
  tax_type: text,
  end_dt: text,
  cmp_nm: text,
  rprsv_nm: text,
  bsn_zip_no: text,
  bsn_addr: text,
  bizcnd: text,
  induty: text,
  estb_dt: text,
});

/** The status call's answer (200): status_code OK and one entry per number asked. */
export const niceDmoaAnswerSchema = z.object({
  status_code: z.string(),
  request_cnt: z.number().int().optional(),
  match_cnt: z.number().int().optional(),
  data: z.array(entrySchema).default([]),
});
export type NiceDmoaAnswer = z.input<typeof niceDmoaAnswerSchema>;
export type NiceDmoaEntry = z.input<typeof entrySchema>;

export interface NiceDmoaProviderOptions {
  /** The API base without `/v1/business/status`: the real one, or a function giving it at each call. */
  apiBase: string | (() => string);
  /** The API key NICE issued the shop (sent as `Authorization: Bearer …`). */
  apiKey: string;
  timeoutMs?: number;
  /** How the call is sent (default the global fetch; the shop's own sandbox is reached in process). */
  fetch?: typeof fetch;
}

/**
 * The adapter: `POST {apiBase}/v1/business/status` with `{ "b_no": [number] }`, answered
 * `{ status_code: "OK", request_cnt, match_cnt, data: [{ b_no, b_stt, b_stt_cd, tax_type, end_dt, cmp_nm, … }] }`.
 * An entry with a status code is the business; an entry without one (or none for the number) is "not found";
 * any other answer, and no answer within the timeout, a BusinessLookupUnavailableError.
 */
export function createNiceDmoaProvider(options: NiceDmoaProviderOptions): BusinessLookupProvider {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const apiBase = () => (typeof options.apiBase === "string" ? options.apiBase : options.apiBase()).replace(/\/+$/, "");

  return {
    async lookup(businessNumber) {
      const url = `${apiBase()}${NICE_DMOA_STATUS_PATH}`;
      const { status, text, json } = await exchangeWithProvider(
        send,
        url,
        {
          method: "POST",
          headers: {
            accept: "application/json",
            "content-type": "application/json",
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({ b_no: [businessNumber] }),
        },
        timeoutMs,
        ({ why, cause }) => new BusinessLookupUnavailableError(`${why} (${apiBase()})`, { cause }),
      );
      const parsed = niceDmoaAnswerSchema.safeParse(json);
      if (status !== 200 || !parsed.success || parsed.data.status_code !== OK) {
        throw new BusinessLookupUnavailableError(`HTTP ${status}: ${text.slice(0, 200)}`);
      }
      const entry = parsed.data.data.find((candidate) => candidate.b_no.replaceAll("-", "") === businessNumber);
      if (!entry || entry.b_stt_cd.trim() === "") return null;
      return {
        businessNumber,
        statusCode: entry.b_stt_cd.trim(),
        statusName: entry.b_stt,
        taxType: entry.tax_type,
        closedOn: entry.end_dt,
        companyName: entry.cmp_nm,
        representativeName: entry.rprsv_nm,
        postcode: entry.bsn_zip_no,
        address: entry.bsn_addr,
        businessType: entry.bizcnd,
        businessItem: entry.induty,
        openedOn: entry.estb_dt,
      };
    },
  };
}
