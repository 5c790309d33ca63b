import { describe, expect, it } from "vitest";
import { apiError, type FakeAnswer, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./point";

// The point page's loader: the address's page becomes GET /api/mypage/points' query; members only.

const HISTORY = {
  balance: 800,
  expiringAmount: 800,
  expiringDate: "2027-11-01",
  list: [
    {
      pointId: 2,
      kind: "use",
      kindLabel: "사용",
      amount: -1_200,
      reason: "주문 시 사용",
      createdAt: "2026-11-12T03:00:00.000Z",
    },
    {
      pointId: 1,
      kind: "earn",
      kindLabel: "적립",
      amount: 2_000,
      reason: "회원가입 축하 적립금",
      createdAt: "2026-11-01T03:00:00.000Z",
    },
  ],
  pagination: { page: 1, size: 10, totalCount: 2, totalPages: 1 },
};

const CAFE24 = { memberId: "hanwoo01", points: 4_300, shopPoints: 800, unit: 100, minimum: 1_000 };

async function load(query: string, member = true, cafe24: FakeAnswer = { body: CAFE24 }) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({ "GET /api/mypage/points": { body: HISTORY }, "GET /api/cafe24/points": cafe24 });
  const request = new Request(`${TEST_ORIGIN}/mypage/point${query}`, { headers: { cookie: shopper.cookie } });
  try {
    const data = await loader({ request, url: new URL(request.url), pattern: "/mypage/point", params: {}, context });
    return { data, calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the point page's loader", () => {
  it.each([
    { query: "", api: "/api/mypage/points?page=1&size=10" },
    { query: "?page=3", api: "/api/mypage/points?page=3&size=10" },
    { query: "?page=abc", api: "/api/mypage/points?page=1&size=10" },
  ])("asks $api for '$query'", async ({ query, api }) => {
    const { data, calls } = await load(query);
    expect(calls.map((call) => call.path)).toEqual([api, "/api/cafe24/points"]);
    expect(data?.balance).toBe(800);
    expect(data).toMatchObject({ expiringAmount: 800, expiringDate: "2027-11-01" });
    expect(data?.list.map((entry) => entry.amount)).toEqual([-1_200, 2_000]);
  });

  it("sends an anonymous shopper to log in, back to the same page afterwards", async () => {
    const { thrown, calls } = await load("?page=2", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage/point?page=2")}`);
    expect(calls).toEqual([]);
  });
});

describe("외부 포인트 전환 (decision 033)", () => {
  it("gives the form the member's Cafe24 points and a request id of its own", async () => {
    const { data } = await load("");
    expect(data?.cafe24).toEqual({ kind: "open", points: CAFE24, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("keeps the page when Cafe24 does not answer, with the API's message", async () => {
    const { data } = await load(
      "",
      true,
      apiError(503, "카페24 포인트를 지금 확인할 수 없습니다. 잠시 후 다시 시도해 주세요."),
    );
    expect(data?.cafe24).toEqual({
      kind: "unavailable",
      message: "카페24 포인트를 지금 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.",
    });
    expect(data?.balance).toBe(800);
  });

  async function exchange(fields: Record<string, string>, answer: FakeAnswer) {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi({ "POST /api/cafe24/exchange-points": answer });
    const request = formPost("/mypage/point", shopper, { intent: "cafe24-exchange", ...fields });
    const result = (await action({
      request,
      url: new URL(request.url),
      pattern: "/mypage/point",
      params: {},
      context,
    })) as {
      data: unknown;
      init: { status?: number } | null;
    };
    return { data: result.data, status: result.init?.status ?? 200, calls };
  }

  it.each([
    [
      { amount: "1,500", requestId: "form-0001" },
      { amount: 1_500, requestId: "form-0001" },
    ],
    [
      { amount: " 3000 ", requestId: "form-0002" },
      { amount: 3_000, requestId: "form-0002" },
    ],
  ])("posts %j as %j and says what was credited", async (fields, body) => {
    const { data, calls } = await exchange(fields, {
      body: { exchanged: body.amount, points: 0, shopPoints: body.amount },
    });
    expect(calls.map((call) => call.body)).toEqual([body]);
    expect(data).toEqual({ exchanged: body.amount });
  });

  it.each([
    [{ amount: "", requestId: "form-0003" }, "전환할 포인트를 입력해 주세요."],
    [{ amount: "천점", requestId: "form-0004" }, "전환할 포인트를 숫자로 입력해 주세요."],
  ])("refuses %j before asking the API", async (fields, message) => {
    const { data, status, calls } = await exchange(fields, { body: {} });
    expect(status).toBe(400);
    expect(data).toEqual({ fieldErrors: { amount: message } });
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal under the form", async () => {
    const { data, status } = await exchange(
      { amount: "9000", requestId: "form-0005" },
      apiError(409, "전환할 카페24 포인트가 부족합니다."),
    );
    expect(status).toBe(409);
    expect(data).toMatchObject({ formError: "전환할 카페24 포인트가 부족합니다." });
  });
});
