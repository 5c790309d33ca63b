// The keyword rules of the public road-name address search (도로명주소 검색 API of 행정안전부, business.juso.go.kr
// addrLinkApi.do), which the shop's postcode search sits on: the API refuses these keywords with an error code
// (E0005 … E0013), so the shop checks them first and says why in its own words. The local sandbox of that API
// answers the same codes from the same rules.

import { isBlank, textLength } from "../validation/input-value.js";

/** Why the address search refuses a keyword; each is one error code of the API (see JUSO_KEYWORD_ERROR_CODES). */
export type PostcodeKeywordProblem =
  | "empty"
  | "forbidden"
  | "tooShort"
  | "tooLong"
  | "digitsOnly"
  | "noLetters"
  | "longNumber"
  | "sidoOnly";

/** The API's error code for each problem (its guide's table: 검색어가 입력되지 않았습니다. is E0005 …). */
export const JUSO_KEYWORD_ERROR_CODES: Record<PostcodeKeywordProblem, string> = {
  empty: "E0005",
  sidoOnly: "E0006",
  tooShort: "E0008",
  digitsOnly: "E0009",
  tooLong: "E0010",
  longNumber: "E0011",
  noLetters: "E0012",
  forbidden: "E0013",
};

/** What the shop tells the shopper for each problem. */
export const POSTCODE_KEYWORD_MESSAGES: Record<PostcodeKeywordProblem, string> = {
  empty: "검색어를 입력해 주세요.",
  forbidden: "검색어에 특수문자(%, =, >, <, [, ])나 SQL 예약어는 사용할 수 없습니다.",
  tooShort: "검색어는 두 글자 이상 입력해 주세요.",
  tooLong: "검색어가 너무 깁니다. 한글 40자, 영문·숫자 80자 이내로 입력해 주세요.",
  digitsOnly: "숫자만으로는 검색할 수 없습니다. 도로명, 건물명 또는 동 이름을 함께 입력해 주세요.",
  noLetters: "특수문자와 숫자만으로는 검색할 수 없습니다. 도로명, 건물명 또는 동 이름을 입력해 주세요.",
  longNumber: "검색어에 10자리가 넘는 숫자는 넣을 수 없습니다.",
  sidoOnly: "시·도 이름만으로는 검색할 수 없습니다. 시·군·구나 도로명까지 입력해 주세요.",
};

/** A refused search that the rules cannot foresee (more than 9,000 results, E0015). */
export const POSTCODE_TOO_MANY_MESSAGE = "검색 결과가 너무 많습니다. 도로명과 건물번호처럼 더 자세히 입력해 주세요.";

/** The API's own list of SQL words it refuses, matched here as whole words in any case. */
const SQL_RESERVED_WORDS = [
  "OR",
  "SELECT",
  "INSERT",
  "DELETE",
  "UPDATE",
  "CREATE",
  "DROP",
  "EXEC",
  "UNION",
  "FETCH",
  "DECLARE",
  "TRUNCATE",
];
const SQL_RESERVED_PATTERN = new RegExp(`(?<![A-Za-z])(?:${SQL_RESERVED_WORDS.join("|")})(?![A-Za-z])`, "i");
const FORBIDDEN_CHARACTERS = /[%=><[\]]/;
const LETTER = /[\p{L}]/u;
const DIGITS_ONLY = /^(?=.*[0-9])[0-9\s-]+$/;
const LONG_NUMBER = /[0-9]{11,}/;
const HANGUL = /\p{Script=Hangul}/u;

/** The 17 시·도 under their full and short names: a keyword that is only one of them is too broad (E0006). */
const SIDO_NAMES = [
  ["서울특별시", "서울시", "서울"],
  ["부산광역시", "부산시", "부산"],
  ["대구광역시", "대구시", "대구"],
  ["인천광역시", "인천시", "인천"],
  ["광주광역시", "광주시", "광주"],
  ["대전광역시", "대전시", "대전"],
  ["울산광역시", "울산시", "울산"],
  ["세종특별자치시", "세종시", "세종"],
  ["경기도", "경기"],
  ["강원특별자치도", "강원도", "강원"],
  ["충청북도", "충북"],
  ["충청남도", "충남"],
  ["전북특별자치도", "전라북도", "전북"],
  ["전라남도", "전남"],
  ["경상북도", "경북"],
  ["경상남도", "경남"],
  ["제주특별자치도", "제주도", "제주"],
].flat();
const SIDO_SET = new Set(SIDO_NAMES);

/** Length as the API counts it: a Hangul syllable takes two of its 80 places (한글 40자, 영문·숫자 80자). */
function weightedLength(text: string): number {
  return Array.from(text).reduce((sum, character) => sum + (HANGUL.test(character) ? 2 : 1), 0);
}

/** Why the address search would refuse the keyword, or null when it may be searched. */
export function postcodeKeywordProblem(keyword: unknown): PostcodeKeywordProblem | null {
  if (isBlank(keyword)) return "empty";
  if (typeof keyword !== "string") return "empty";
  const text = keyword.trim();
  if (FORBIDDEN_CHARACTERS.test(text) || SQL_RESERVED_PATTERN.test(text)) return "forbidden";
  if (textLength(text) < 2) return "tooShort";
  if (weightedLength(text) > 80) return "tooLong";
  if (DIGITS_ONLY.test(text)) return "digitsOnly";
  if (!LETTER.test(text)) return "noLetters";
  if (LONG_NUMBER.test(text)) return "longNumber";
  if (SIDO_SET.has(text.replace(/\s+/g, ""))) return "sidoOnly";
  return null;
}

/** The keyword rule as a form rule: the shop's message, or null. */
export function postcodeKeyword(value: unknown): string | null {
  const problem = postcodeKeywordProblem(value);
  return problem === null ? null : POSTCODE_KEYWORD_MESSAGES[problem];
}

/** The API's error code → the problem it stands for; undefined for a code that is not about the keyword. */
export function keywordProblemOfJusoCode(code: string): PostcodeKeywordProblem | undefined {
  const entry = Object.entries(JUSO_KEYWORD_ERROR_CODES).find(([, value]) => value === code);
  return entry?.[0] as PostcodeKeywordProblem | undefined;
}
