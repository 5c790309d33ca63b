// The postcode search seam: the address form and checkout find a Korean address and its 5-digit postcode here. The
// one adapter speaks the public road-name address search API of 행정안전부 (도로명주소 검색 API, business.juso.go.kr
// `addrLinkApi.do`); the shop's own sandbox of that API (modules/juso-sandbox, GET /api/dev/juso/addrLinkApi.do)
// speaks the same protocol, so the adapter is the same code against both (config PROVIDERS.postcode).

import type { PostcodeAddress } from "@shop/contracts/shipping";
import {
  keywordProblemOfJusoCode,
  POSTCODE_KEYWORD_MESSAGES,
  POSTCODE_TOO_MANY_MESSAGE,
} from "@shop/core/shipping/postcode-keyword";
import { z } from "zod";
import { exchangeWithProvider } from "./provider-http.js";

/** One page of addresses found. */
export interface PostcodeSearchPage {
  list: PostcodeAddress[];
  page: number;
  size: number;
  totalCount: number;
}

export interface PostcodeSearchQuery {
  keyword: string;
  /** 1-based. */
  page: number;
  size: number;
}

/** Finds addresses by road name, building name, dong (and the like) with their postcodes. */
export interface PostcodeProvider {
  search(query: PostcodeSearchQuery): Promise<PostcodeSearchPage>;
}

/** The API refused the keyword itself (too short, only a 시·도 …): the shopper can fix it. */
export class PostcodeKeywordError extends Error {
  constructor(
    /** The API's error code (E0005 …). */
    readonly code: string,
    /** What the shop tells the shopper, Korean. */
    readonly shopperMessage: string,
    /** The API's own message, for the log. */
    readonly providerMessage: string,
  ) {
    super(`address search refused the keyword: ${code} ${providerMessage}`);
    this.name = "PostcodeKeywordError";
  }
}

/** No usable answer (unapproved or expired key, the API's system error, no answer in time, an unreadable body). */
export class PostcodeUnavailableError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`address search unavailable: ${reason}`, options);
    this.name = "PostcodeUnavailableError";
  }
}

/** The real API (search API for a web server: resultType=json). */
export const JUSO_LIVE_API_BASE = "https://business.juso.go.kr/addrlink";
/** The search call under an API base (the sandbox's base ends in the same way the real one does). */
export const JUSO_SEARCH_PATH = "/addrLinkApi.do";
/** The API answers up to this many rows a page. */
export const JUSO_MAX_COUNT_PER_PAGE = 100;
/** E0015: more than 9,000 results. */
const JUSO_TOO_MANY_CODE = "E0015";
const JUSO_OK_CODE = "0";

// The API writes every number of `common` as a string ("totalCount": "8"); a number is taken too.
const countField = z.union([z.string().regex(/^\d+$/), z.number().int().min(0)]).transform(Number);

/** The answer of addrLinkApi.do (resultType=json): results.common and, on success, results.juso. */
export const jusoAnswerSchema = z.object({
  results: z.object({
    common: z.object({
      errorCode: z.union([z.string(), z.number()]).transform(String),
      errorMessage: z.string().default(""),
      totalCount: countField.optional(),
      currentPage: countField.optional(),
      countPerPage: countField.optional(),
    }),
    // null (or absent) when errorCode is not 0.
    juso: z
      .array(
        z.object({
          roadAddr: z.string(),
          jibunAddr: z.string().default(""),
          zipNo: z.string(),
          bdNm: z.string().nullish(),
        }),
      )
      .nullish(),
  }),
});
export type JusoAnswer = z.input<typeof jusoAnswerSchema>;

export interface JusoPostcodeProviderOptions {
  /** The API base without `/addrLinkApi.do`: the real one, or a function giving it at each call. */
  apiBase: string | (() => string);
  /** 승인키 (confmKey) issued for the shop's site. */
  confirmKey: string;
  timeoutMs?: number;
  /** How the call is sent (default the global fetch; the shop's own sandbox is reached in process). */
  fetch?: typeof fetch;
}

/**
 * The adapter of the road-name address search API: `GET {apiBase}/addrLinkApi.do?confmKey&currentPage&countPerPage&
 * keyword&resultType=json`, answered `{ results: { common: { errorCode, errorMessage, totalCount, currentPage,
 * countPerPage }, juso: [{ roadAddr, jibunAddr, zipNo, bdNm, … }] } }`. errorCode 0 is a page of addresses; a
 * keyword code (E0005–E0013, E0015) a PostcodeKeywordError with the shop's message; anything else, and no answer
 * within the timeout, a PostcodeUnavailableError.
 */
export function createJusoPostcodeProvider(options: JusoPostcodeProviderOptions): PostcodeProvider {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const apiBase = () => (typeof options.apiBase === "string" ? options.apiBase : options.apiBase()).replace(/\/+$/, "");

  return {
    async search({ keyword, page, size }) {
      const params = new URLSearchParams({
        confmKey: options.confirmKey,
        currentPage: String(page),
        countPerPage: String(Math.min(size, JUSO_MAX_COUNT_PER_PAGE)),
        keyword,
        resultType: "json",
      });
      const url = `${apiBase()}${JUSO_SEARCH_PATH}?${params}`;
      const { status, text, json } = await exchangeWithProvider(
        send,
        url,
        { method: "GET", headers: { accept: "application/json" } },
        timeoutMs,
        ({ why, cause }) => new PostcodeUnavailableError(`${why} (${apiBase()})`, { cause }),
      );
      const parsed = jusoAnswerSchema.safeParse(json);
      if (!parsed.success) {
        throw new PostcodeUnavailableError(`unreadable answer (HTTP ${status}): ${text.slice(0, 200)}`);
      }
      const { common, juso } = parsed.data.results;
      if (common.errorCode !== JUSO_OK_CODE) {
        const problem = keywordProblemOfJusoCode(common.errorCode);
        if (problem)
          throw new PostcodeKeywordError(common.errorCode, POSTCODE_KEYWORD_MESSAGES[problem], common.errorMessage);
        if (common.errorCode === JUSO_TOO_MANY_CODE) {
          throw new PostcodeKeywordError(common.errorCode, POSTCODE_TOO_MANY_MESSAGE, common.errorMessage);
        }
        throw new PostcodeUnavailableError(`${common.errorCode} ${common.errorMessage}`);
      }
      return {
        list: (juso ?? []).map((entry) => ({
          postcode: entry.zipNo,
          roadAddress: entry.roadAddr,
          jibunAddress: entry.jibunAddr,
          buildingName: entry.bdNm ?? "",
        })),
        page: common.currentPage ?? page,
        size: common.countPerPage ?? size,
        totalCount: common.totalCount ?? juso?.length ?? 0,
      };
    },
  };
}
