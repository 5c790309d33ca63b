import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import { businessLookupSchema } from "@shop/contracts/business-lookup";
import { errorBodySchema } from "@shop/contracts/common";
import { BUSINESS_LOOKUP_MESSAGES } from "@shop/core/account/business-status";
import { BUSINESS_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBusinessCheckDigit } from "../../db/seed/catalog.factory.js";
import { ApiError } from "../../lib/api-error.js";
import { createNiceDmoaProvider } from "../../providers/business-lookup.provider.js";
import { joinBody, randomAddress, verifyPhone } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createBusinessLookupService } from "./nice-dmoa.service.js";

// 사업자 정보 조회 (POST /api/nice-dmoa/{id}) through the real route, the real NICE adapter and the shop's sandbox of the
// service (reached in process), and the company join's re-check of the status (docs/decisions/053).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (id: string, address = randomAddress()) =>
  t.app.inject({ method: "POST", url: apiPath(apiEndpoints.businessLookup, { id }), remoteAddress: address });

describe("POST /api/nice-dmoa/{id}", () => {
  it("answers an active business's details in the shop's shape", async () => {
    const res = await lookup("2258103473");
    expect(res.statusCode, res.body).toBe(200);
    expect(businessLookupSchema.parse(res.json())).toEqual({
      businessNumber: "2258103473",
      status: "ACTIVE",
      statusName: "계속사업자",
      closedOn: null,
      taxType: "부가가치세 일반과세자",
      companyName: "(주)대관령한우",
      representativeName: "박성민",
      postcode: "25354",
      address: "강원특별자치도 평창군 대관령면 올림픽로 54",
      businessType: "도매 및 소매업",
      businessItem: "육류 도매업",
      openedOn: "2009-07-15",
      joinable: true,
      message: BUSINESS_LOOKUP_MESSAGES.ACTIVE,
    });
  });

  it("tells a suspended business it may join, and a closed one it may not", async () => {
    expect((await lookup("1058712345")).json()).toMatchObject({
      status: "SUSPENDED",
      statusName: "휴업자",
      joinable: true,
      message: BUSINESS_LOOKUP_MESSAGES.SUSPENDED,
    });
    expect((await lookup("2118612342")).json()).toMatchObject({
      status: "CLOSED",
      statusName: "폐업자",
      closedOn: "2024-06-30",
      joinable: false,
      message: BUSINESS_LOOKUP_MESSAGES.CLOSED,
    });
  });

  it.each([
    ["1248100997", "a wrong check digit"],
    ["124-81-00998", "hyphens"],
    ["12481009", "eight digits"],
  ])("refuses %s (%s) with SPEC §5's message before asking the service", async (id) => {
    const res = await lookup(id);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).message).toBe(BUSINESS_NUMBER_MESSAGE);
  });

  it("answers 404 BUSINESS_NOT_FOUND for a number the service does not know", async () => {
    const res = await lookup("1234567891");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "BUSINESS_NOT_FOUND", message: BUSINESS_LOOKUP_MESSAGES.NOT_FOUND });
  });

  it("takes 10 lookups of one number and 30 in all from one address in 10 minutes, then answers 429", async () => {
    const address = randomAddress();
    for (let n = 0; n < 10; n++) expect((await lookup("2258103473", address)).statusCode).toBe(200);
    const sameNumber = await lookup("2258103473", address);
    expect(sameNumber.statusCode).toBe(429);
    expect(sameNumber.json()).toMatchObject({ code: "BUSINESS_LOOKUP_THROTTLED" });
    expect(sameNumber.json().message).toMatch(/^사업자 조회 횟수를 초과했습니다\. \d+분 후 다시 시도해 주세요\.$/);
    expect(Number(sameNumber.headers["retry-after"])).toBeGreaterThan(500);
    // Unknown numbers count too: the service is asked either way.
    for (let n = 0; n < 20; n++) {
      expect((await lookup(withBusinessCheckDigit(String(300_000_000 + n)), address)).statusCode).toBe(404);
    }
    expect((await lookup("2148710355", address)).statusCode).toBe(429);
    // Another address is not held up.
    expect((await lookup("2148710355")).statusCode).toBe(200);
  });

  it("answers 503 with a Korean message, never a 500, when the service cannot be reached", async () => {
    const errors: unknown[] = [];
    const unreachable = createBusinessLookupService({
      provider: createNiceDmoaProvider({ apiBase: "http://127.0.0.1:9/dmoa", apiKey: "k", timeoutMs: 2_000 }),
      countLookup: t.app.services.sessions.countBusinessLookup,
      logError: (error) => errors.push(error),
    });
    const failure = await unreachable.lookup("2258103473", randomAddress()).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 503,
      code: "BUSINESS_LOOKUP_UNAVAILABLE",
      message: BUSINESS_LOOKUP_MESSAGES.UNAVAILABLE,
    });
    expect(errors).toHaveLength(1);
    // The join's re-check goes on without the service.
    expect(await unreachable.joinRefusal("2118612342")).toBeNull();
    expect(errors).toHaveLength(2);
  });
});

describe("the company join re-checks the status at the service", () => {
  const join = async (businessNumber: string) => {
    const body = joinBody({ userType: "BUSINESS", businessNumber, companyName: "한우유통" });
    const phoneVerificationToken = await verifyPhone(t.app, String(body.phoneNumber), "JOIN");
    return t.app.inject({
      method: "POST",
      url: apiPath(apiEndpoints.join),
      payload: { ...body, phoneVerificationToken },
      remoteAddress: randomAddress(),
    });
  };

  it("refuses a closed business under businessNumber, whatever the form showed", async () => {
    const res = await join("2118612342");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "businessNumber", message: BUSINESS_LOOKUP_MESSAGES.CLOSED }]);
  });

  it.each([
    ["a suspended business", "1058712345"],
    ["an active one", "2148710355"],
    ["a number the service does not know yet", "1234567891"],
  ])("lets %s join", async (_name, businessNumber) => {
    const res = await join(businessNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userType: "BUSINESS" });
  });
});
