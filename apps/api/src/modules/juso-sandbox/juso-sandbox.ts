// The local sandbox of the road-name address search API (행정안전부 business.juso.go.kr addrLinkApi.do): the same
// request (confmKey, currentPage, countPerPage, keyword, resultType=json) and the same answer — results.common with
// the numbers written as strings, results.juso with the API's fields, or null beside an error code — over the
// addresses of juso-sandbox-addresses.ts. The keyword is refused by the API's own rules (packages/core
// postcode-keyword) with the API's own codes and messages, so the shop's adapter meets here what it meets there.

import { apiEndpoints, endpointUrl } from "@shop/contracts/api-endpoints";
import {
  JUSO_KEYWORD_ERROR_CODES,
  type PostcodeKeywordProblem,
  postcodeKeywordProblem,
} from "@shop/core/shipping/postcode-keyword";
import { SANDBOX_JUSO_CONFIRM_KEY } from "../../config.js";
import { JUSO_SEARCH_PATH } from "../../providers/postcode.provider.js";
import { SANDBOX_ADDRESSES, type SandboxAddress } from "./juso-sandbox-addresses.js";

/** The sandbox's API base, as JUSO_API_BASE would name it (its search is {base}/addrLinkApi.do). */
export const JUSO_SANDBOX_API_BASE = endpointUrl(apiEndpoints.devJusoSearch).slice(0, -JUSO_SEARCH_PATH.length);

/** The API's messages for its error codes, word for word (its guide's error table). */
const JUSO_MESSAGES: Record<PostcodeKeywordProblem | "unauthorized", string> = {
  unauthorized: "승인되지 않은 KEY 입니다.",
  empty: "검색어가 입력되지 않았습니다.",
  sidoOnly: "주소를 상세히 입력해 주시기 바랍니다.",
  tooShort: "검색어는 두글자 이상 입력되어야 합니다.",
  digitsOnly: "검색어는 문자와 숫자 같이 입력되어야 합니다.",
  tooLong: "검색어가 너무 깁니다.(한글40자, 영문,숫자 80자 이하)",
  longNumber: "검색어에 너무 긴 숫자가 포함되어 있습니다.(숫자10자 이하)",
  noLetters: "특수문자+숫자만으로는 검색이 불가능 합니다.",
  forbidden: "SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다.",
};
const UNAUTHORIZED_CODE = "E0001";
const DEFAULT_COUNT_PER_PAGE = 10;
const MAX_COUNT_PER_PAGE = 100;

/** What the sandbox is asked: the API's query parameters as sent (all text, any of them missing). */
export type JusoSandboxQuery = Partial<Record<"confmKey" | "currentPage" | "countPerPage" | "keyword", string>>;

/** One address as the API lists it (the fields the API always sends; engAddr and the codes are left empty). */
export interface JusoSandboxEntry {
  roadAddr: string;
  roadAddrPart1: string;
  roadAddrPart2: string;
  jibunAddr: string;
  engAddr: string;
  zipNo: string;
  admCd: string;
  rnMgtSn: string;
  bdMgtSn: string;
  detBdNmList: string;
  bdNm: string;
  bdKdcd: string;
  siNm: string;
  sggNm: string;
  emdNm: string;
  liNm: string;
  rn: string;
  udrtYn: string;
  buldMnnm: string;
  buldSlno: string;
  mtYn: string;
  lnbrMnnm: string;
  lnbrSlno: string;
  emdNo: string;
}

export interface JusoSandboxAnswer {
  results: {
    common: { errorMessage: string; countPerPage: string; totalCount: string; errorCode: string; currentPage: string };
    juso: JusoSandboxEntry[] | null;
  };
}

const isRural = (address: SandboxAddress) => /[읍면]$/.test(address.emd);

function splitNumber(value: string): [string, string] {
  const [first = "", second = "0"] = value.replace(/^산\s*/, "").split("-");
  return [first, second];
}

/** The address in the API's fields: the road address with the dong (and an apartment's name) in brackets. */
export function toJusoEntry(address: SandboxAddress, index: number): JusoSandboxEntry {
  const area = [address.sido, address.sigungu].filter(Boolean).join(" ");
  const part1 = [area, isRural(address) ? address.emd : "", address.road, address.buildingNo].filter(Boolean).join(" ");
  const bracket = isRural(address)
    ? address.apartment
      ? address.building
      : ""
    : [address.emd, address.apartment ? address.building : ""].filter(Boolean).join(", ");
  const part2 = bracket ? ` (${bracket})` : "";
  const jibunAddr = [area, address.emd, address.li, address.jibun, address.building].filter(Boolean).join(" ");
  const [buldMnnm, buldSlno] = splitNumber(address.buildingNo);
  const [lnbrMnnm, lnbrSlno] = splitNumber(address.jibun);
  return {
    roadAddr: `${part1}${part2}`,
    roadAddrPart1: part1,
    roadAddrPart2: part2,
    jibunAddr,
    engAddr: "",
    zipNo: address.postcode,
    admCd: "",
    rnMgtSn: "",
    // A stable made-up building key, as long as the API's.
    bdMgtSn: `99${address.postcode}${String(index + 1).padStart(18, "0")}`,
    detBdNmList: "",
    bdNm: address.building,
    bdKdcd: address.apartment ? "1" : "0",
    siNm: address.sido,
    sggNm: address.sigungu,
    emdNm: address.emd,
    liNm: address.li,
    rn: address.road,
    udrtYn: "0",
    buldMnnm,
    buldSlno,
    mtYn: address.jibun.startsWith("산") ? "1" : "0",
    lnbrMnnm,
    lnbrSlno,
    emdNo: "",
  };
}

const ENTRIES = SANDBOX_ADDRESSES.map((address, index) => {
  const juso = toJusoEntry(address, index);
  const text = [juso.roadAddr, juso.jibunAddr, juso.bdNm, juso.zipNo].join(" ");
  return { juso, text, compact: text.replace(/\s+/g, "") };
});

/** Every word of the keyword is in the address (the road, the dong, the building, the postcode …). */
function matches(entry: (typeof ENTRIES)[number], words: readonly string[]): boolean {
  return words.every((word) => entry.text.includes(word) || entry.compact.includes(word));
}

function positive(value: string | undefined, fallback: number, maximum: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, maximum) : fallback;
}

function failure(
  errorCode: string,
  errorMessage: string,
  currentPage: number,
  countPerPage: number,
): JusoSandboxAnswer {
  return {
    results: {
      common: {
        errorMessage,
        countPerPage: String(countPerPage),
        totalCount: "0",
        errorCode,
        currentPage: String(currentPage),
      },
      juso: null,
    },
  };
}

/** Answers one search as addrLinkApi.do does (resultType=json). */
export function searchJusoSandbox(query: JusoSandboxQuery): JusoSandboxAnswer {
  const currentPage = positive(query.currentPage, 1, 100_000);
  const countPerPage = positive(query.countPerPage, DEFAULT_COUNT_PER_PAGE, MAX_COUNT_PER_PAGE);
  if (query.confmKey !== SANDBOX_JUSO_CONFIRM_KEY) {
    return failure(UNAUTHORIZED_CODE, JUSO_MESSAGES.unauthorized, currentPage, countPerPage);
  }
  const keyword = (query.keyword ?? "").trim();
  const problem = postcodeKeywordProblem(keyword);
  if (problem) return failure(JUSO_KEYWORD_ERROR_CODES[problem], JUSO_MESSAGES[problem], currentPage, countPerPage);

  const words = keyword.split(/\s+/);
  const found = ENTRIES.filter((entry) => matches(entry, words));
  const start = (currentPage - 1) * countPerPage;
  return {
    results: {
      common: {
        errorMessage: "정상",
        countPerPage: String(countPerPage),
        totalCount: String(found.length),
        errorCode: "0",
        currentPage: String(currentPage),
      },
      juso: found.slice(start, start + countPerPage).map((entry) => entry.juso),
    },
  };
}
