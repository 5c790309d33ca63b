import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { POSTCODE_KEYWORD_MESSAGES, POSTCODE_TOO_MANY_MESSAGE } from "@shop/core/shipping/postcode-keyword";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_JUSO_CONFIRM_KEY } from "../config.js";
import { JUSO_SANDBOX_API_BASE } from "../modules/juso-sandbox/juso-sandbox.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import {
  createJusoPostcodeProvider,
  JUSO_SEARCH_PATH,
  PostcodeKeywordError,
  PostcodeUnavailableError,
} from "./postcode.provider.js";

// The juso adapter over real listening sockets: against a stand-in of business.juso.go.kr answering what the real API
// answers (numbers as text, juso null beside an error code, its error codes), and against the shop's own sandbox of
// that API served by a listening test app.

type Handler = (request: IncomingMessage, url: URL) => { status?: number; body: string; delayMs?: number };

let stub: Server;
let stubBase = "";
let handler: Handler = () => ({ body: "{}" });
const seen: URL[] = [];

beforeAll(async () => {
  stub = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    seen.push(url);
    const answer = handler(request, url);
    setTimeout(() => {
      response.writeHead(answer.status ?? 200, { "content-type": "application/json;charset=UTF-8" });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/addrlink`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const jusoAnswer = (common: Record<string, string>, juso: unknown) => JSON.stringify({ results: { common, juso } });
const ok = (totalCount: string, juso: unknown[]) =>
  jusoAnswer({ errorMessage: "정상", countPerPage: "10", totalCount, errorCode: "0", currentPage: "1" }, juso);
const refused = (errorCode: string, errorMessage: string) =>
  jusoAnswer({ errorMessage, countPerPage: "10", totalCount: "0", errorCode, currentPage: "1" }, null);

const provider = (timeoutMs = 2_000) =>
  createJusoPostcodeProvider({ apiBase: `${stubBase}/`, confirmKey: "U01TX0FVVEgyMDI1", timeoutMs });

describe("the juso adapter against a stand-in of the real API", () => {
  it("sends the API's query and reads its answer into the shop's shape", async () => {
    handler = () => ({
      body: ok("12", [
        {
          detBdNmList: "",
          engAddr: "152 Teheran-ro, Gangnam-gu, Seoul",
          rn: "테헤란로",
          emdNm: "역삼동",
          zipNo: "06236",
          roadAddrPart2: " (역삼동)",
          emdNo: "01",
          sggNm: "강남구",
          jibunAddr: "서울특별시 강남구 역삼동 737 강남파이낸스센터",
          siNm: "서울특별시",
          roadAddrPart1: "서울특별시 강남구 테헤란로 152",
          bdNm: "강남파이낸스센터",
          admCd: "1168010100",
          udrtYn: "0",
          lnbrMnnm: "737",
          roadAddr: "서울특별시 강남구 테헤란로 152 (역삼동)",
          lnbrSlno: "0",
          buldMnnm: "152",
          bdKdcd: "0",
          liNm: "",
          rnMgtSn: "116803122010",
          mtYn: "0",
          bdMgtSn: "1168010100107370000000001",
          buldSlno: "0",
        },
        {
          roadAddr: "서울특별시 강남구 테헤란로 151 (역삼동)",
          jibunAddr: "서울특별시 강남구 역삼동 642",
          zipNo: "06132",
          bdNm: "",
        },
      ]),
    });
    const page = await provider().search({ keyword: "테헤란로 15", page: 2, size: 10 });
    const sent = seen.at(-1);
    expect(sent?.pathname).toBe(`/addrlink${JUSO_SEARCH_PATH}`);
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      confmKey: "U01TX0FVVEgyMDI1",
      currentPage: "2",
      countPerPage: "10",
      keyword: "테헤란로 15",
      resultType: "json",
    });
    expect(page).toEqual({
      list: [
        {
          postcode: "06236",
          roadAddress: "서울특별시 강남구 테헤란로 152 (역삼동)",
          jibunAddress: "서울특별시 강남구 역삼동 737 강남파이낸스센터",
          buildingName: "강남파이낸스센터",
        },
        {
          postcode: "06132",
          roadAddress: "서울특별시 강남구 테헤란로 151 (역삼동)",
          jibunAddress: "서울특별시 강남구 역삼동 642",
          buildingName: "",
        },
      ],
      page: 1,
      size: 10,
      totalCount: 12,
    });
  });

  it("reads an empty result (totalCount 0, an empty juso list)", async () => {
    handler = () => ({ body: ok("0", []) });
    expect(await provider().search({ keyword: "없는길", page: 1, size: 10 })).toEqual({
      list: [],
      page: 1,
      size: 10,
      totalCount: 0,
    });
  });

  it.each([
    ["E0005", "검색어가 입력되지 않았습니다.", POSTCODE_KEYWORD_MESSAGES.empty],
    ["E0006", "주소를 상세히 입력해 주시기 바랍니다.", POSTCODE_KEYWORD_MESSAGES.sidoOnly],
    ["E0008", "검색어는 두글자 이상 입력되어야 합니다.", POSTCODE_KEYWORD_MESSAGES.tooShort],
    ["E0009", "검색어는 문자와 숫자 같이 입력되어야 합니다.", POSTCODE_KEYWORD_MESSAGES.digitsOnly],
    ["E0013", "SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다.", POSTCODE_KEYWORD_MESSAGES.forbidden],
    ["E0015", "검색 범위를 초과하였습니다.", POSTCODE_TOO_MANY_MESSAGE],
  ])("turns the keyword code %s into the shop's message", async (code, message, shopperMessage) => {
    handler = () => ({ body: refused(code, message) });
    const error = await provider()
      .search({ keyword: "x", page: 1, size: 10 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(PostcodeKeywordError);
    expect(error).toMatchObject({ code, shopperMessage, providerMessage: message });
  });

  it.each([
    ["an unapproved key", { body: refused("E0001", "승인되지 않은 KEY 입니다.") }, /E0001/],
    [
      "an expired key",
      { body: refused("E0014", "개발승인키 기간이 만료되어 서비스를 이용하실 수 없습니다.") },
      /E0014/,
    ],
    ["the API's system error", { body: refused("-999", "시스템에러") }, /-999/],
    ["an HTML error page", { status: 502, body: "<html>Bad Gateway</html>" }, /unreadable answer \(HTTP 502\)/],
    ["no answer in time", { body: ok("0", []), delayMs: 500 }, /no answer in 100 ms/],
  ])("is unavailable on %s", async (_name, answer, reason) => {
    handler = () => answer;
    const error = await provider(100)
      .search({ keyword: "테헤란로", page: 1, size: 10 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(PostcodeUnavailableError);
    expect(String(error.message)).toMatch(reason);
  });

  it("is unavailable when nothing listens at the base", async () => {
    const closed = createJusoPostcodeProvider({
      apiBase: "http://127.0.0.1:9/addrlink",
      confirmKey: "k",
      timeoutMs: 2_000,
    });
    await expect(closed.search({ keyword: "테헤란로", page: 1, size: 10 })).rejects.toBeInstanceOf(
      PostcodeUnavailableError,
    );
  });
});

describe("the juso adapter against the shop's own sandbox over a listening socket", () => {
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${JUSO_SANDBOX_API_BASE}`;
  });
  afterAll(() => t.close());

  it("searches, pages and refuses as the real API does", async () => {
    const sandbox = createJusoPostcodeProvider({ apiBase: base, confirmKey: SANDBOX_JUSO_CONFIRM_KEY });
    const jeju = await sandbox.search({ keyword: "제주특별자치도 제주시", page: 1, size: 2 });
    expect(jeju.totalCount).toBe(3);
    expect(jeju.list).toHaveLength(2);
    expect(jeju.list.every((entry) => entry.postcode.startsWith("63"))).toBe(true);
    const rest = await sandbox.search({ keyword: "제주특별자치도 제주시", page: 2, size: 2 });
    expect(rest).toMatchObject({ page: 2, size: 2, totalCount: 3 });
    expect(rest.list).toHaveLength(1);

    await expect(sandbox.search({ keyword: "가", page: 1, size: 10 })).rejects.toMatchObject({
      code: "E0008",
      shopperMessage: POSTCODE_KEYWORD_MESSAGES.tooShort,
    });
    const wrongKey = createJusoPostcodeProvider({ apiBase: base, confirmKey: "not-the-key" });
    await expect(wrongKey.search({ keyword: "테헤란로", page: 1, size: 10 })).rejects.toBeInstanceOf(
      PostcodeUnavailableError,
    );
  });
});
