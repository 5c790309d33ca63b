import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_NICE_DMOA_API_KEY } from "../config.js";
import { NICE_DMOA_SANDBOX_API_BASE } from "../modules/nice-dmoa-sandbox/nice-dmoa-sandbox.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import {
  BusinessLookupUnavailableError,
  createNiceDmoaProvider,
  NICE_DMOA_STATUS_PATH,
  type NiceDmoaEntry,
} from "./business-lookup.provider.js";

// The NICE business lookup adapter over real listening sockets: against a stand-in of the service answering what
// docs/api/nice-dmoa.md says it answers, and against the shop's own sandbox of it served by a listening test app.

type Handler = (request: IncomingMessage, body: string) => { status?: number; body: string; delayMs?: number };

let stub: Server;
let stubBase = "";
let handler: Handler = () => ({ body: "{}" });
const seen: Array<{ url: string; method: string; authorization: string; body: string }> = [];

beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({
        url: request.url ?? "",
        method: request.method ?? "",
        authorization: request.headers.authorization ?? "",
        body,
      });
      const answer = handler(request, body);
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { "content-type": "application/json;charset=UTF-8" });
        response.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/dmoa`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const provider = (timeoutMs = 2_000) =>
  createNiceDmoaProvider({ apiBase: `${stubBase}/`, apiKey: "nice-live-key-0123", timeoutMs });

const ok = (data: Partial<NiceDmoaEntry>[]) =>
  JSON.stringify({ status_code: "OK", request_cnt: data.length, match_cnt: data.length, data });

describe("the NICE adapter against a stand-in of the service", () => {
  it("posts the number with the key and reads the answer into a record", async () => {
    handler = () => ({
      body: ok([
        {
          b_no: "2258103473",
          b_stt: "계속사업자",
          b_stt_cd: "01",
          tax_type: "부가가치세 일반과세자",
          end_dt: "",
          cmp_nm: "(주)대관령한우",
          rprsv_nm: "박성민",
          bsn_zip_no: "25354",
          bsn_addr: "강원특별자치도 평창군 대관령면 올림픽로 54",
          bizcnd: "도매 및 소매업",
          induty: "육류 도매업",
          estb_dt: "20090715",
        },
      ]),
    });
    const record = await provider().lookup("2258103473");
    const sent = seen.at(-1);
    expect(sent).toMatchObject({
      url: `/dmoa${NICE_DMOA_STATUS_PATH}`,
      method: "POST",
      authorization: "Bearer nice-live-key-0123",
    });
    expect(JSON.parse(sent?.body ?? "")).toEqual({ b_no: ["2258103473"] });
    expect(record).toEqual({
      businessNumber: "2258103473",
      statusCode: "01",
      statusName: "계속사업자",
      taxType: "부가가치세 일반과세자",
      closedOn: "",
      companyName: "(주)대관령한우",
      representativeName: "박성민",
      postcode: "25354",
      address: "강원특별자치도 평창군 대관령면 올림픽로 54",
      businessType: "도매 및 소매업",
      businessItem: "육류 도매업",
      openedOn: "20090715",
    });
  });

  it("answers null for an unregistered number (status fields blank) and reads null fields as empty", async () => {
    handler = () => ({
      body: JSON.stringify({
        status_code: "OK",
        request_cnt: 1,
        match_cnt: 0,
        data: [
          { b_no: "1234567891", b_stt: "", b_stt_cd: "", tax_type: "국세청에 등록되지 않은 사업자등록번호입니다." },
        ],
      }),
    });
    expect(await provider().lookup("1234567891")).toBeNull();
    handler = () => ({ body: ok([{ b_no: "124-81-00998", b_stt_cd: "03", end_dt: "20240630", cmp_nm: null }]) });
    expect(await provider().lookup("1248100998")).toMatchObject({
      statusCode: "03",
      closedOn: "20240630",
      companyName: "",
    });
  });

  it.each([
    ["a refused key", { status: 401, body: JSON.stringify({ status_code: "UNAUTHORIZED", message: "x" }) }, /HTTP 401/],
    ["the service's error", { status: 500, body: JSON.stringify({ status_code: "INTERNAL_ERROR" }) }, /HTTP 500/],
    ["a non-OK status code in a 200", { body: JSON.stringify({ status_code: "HTTP_ERROR", data: [] }) }, /HTTP_ERROR/],
    ["an HTML error page", { status: 502, body: "<html>Bad Gateway</html>" }, /HTTP 502/],
    ["no answer in time", { body: ok([]), delayMs: 500 }, /no answer in 100 ms/],
  ])("is unavailable on %s", async (_name, answer, reason) => {
    handler = () => answer;
    const error = await provider(100)
      .lookup("2258103473")
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(BusinessLookupUnavailableError);
    expect(String(error.message)).toMatch(reason);
  });

  it("is unavailable when nothing listens at the base", async () => {
    const closed = createNiceDmoaProvider({ apiBase: "http://127.0.0.1:9/dmoa", apiKey: "k", timeoutMs: 2_000 });
    await expect(closed.lookup("2258103473")).rejects.toBeInstanceOf(BusinessLookupUnavailableError);
  });
});

describe("the NICE adapter against the shop's own sandbox over a listening socket", () => {
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${NICE_DMOA_SANDBOX_API_BASE}`;
  });
  afterAll(() => t.close());

  it("finds the demo businesses in each status, and not an unknown number", async () => {
    const sandbox = createNiceDmoaProvider({ apiBase: base, apiKey: SANDBOX_NICE_DMOA_API_KEY });
    // A seller of the seed (the cooperative itself).
    expect(await sandbox.lookup("2148710355")).toMatchObject({
      statusCode: "01",
      statusName: "계속사업자",
      companyName: "농협축산유통(주)",
      representativeName: "김정훈",
      taxType: "부가가치세 일반과세자",
    });
    expect(await sandbox.lookup("1058712345")).toMatchObject({ statusCode: "02", statusName: "휴업자" });
    expect(await sandbox.lookup("2118612342")).toMatchObject({
      statusCode: "03",
      statusName: "폐업자",
      closedOn: "20240630",
    });
    expect(await sandbox.lookup("1234567891")).toBeNull();
  });

  it("refuses a wrong key and a malformed body as the service does", async () => {
    const wrongKey = createNiceDmoaProvider({ apiBase: base, apiKey: "not-the-key" });
    await expect(wrongKey.lookup("2148710355")).rejects.toThrow(/HTTP 401.*UNAUTHORIZED/);
    const post = (body: unknown) =>
      fetch(`${base}${NICE_DMOA_STATUS_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${SANDBOX_NICE_DMOA_API_KEY}` },
        body: JSON.stringify(body),
      });
    const bad = await post({ b_no: "2148710355" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status_code: "BAD_JSON_REQUEST" });
    const tooMany = await post({ b_no: Array.from({ length: 101 }, () => "2148710355") });
    expect(tooMany.status).toBe(413);
    const two = await post({ b_no: ["214-87-10355", "1234567891"] });
    expect(await two.json()).toMatchObject({
      status_code: "OK",
      request_cnt: 2,
      match_cnt: 1,
      data: [
        { b_no: "2148710355", b_stt_cd: "01" },
        { b_no: "1234567891", b_stt_cd: "", tax_type: "국세청에 등록되지 않은 사업자등록번호입니다." },
      ],
    });
  });
});
