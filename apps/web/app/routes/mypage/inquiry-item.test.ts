import { describe, expect, it } from "vitest";
import { ownTitle } from "../../features/inquiry/my-item-inquiries";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./inquiry-item";

// My item questions (/mypage/inquiry-item): the address's page becomes GET /api/qna/item-inquiry's, and 삭제 posts
// POST /api/qna/delete-item-inquiry and comes back to the same page with the shop's alert.

const PATH = "/mypage/inquiry-item";
const EMPTY = { list: [], pagination: { page: 1, size: 10, totalCount: 0, totalPages: 0 } };

async function load(query: string, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({ "GET /api/qna/item-inquiry": { body: EMPTY } });
  const request = new Request(`${TEST_ORIGIN}${PATH}${query}`, { headers: { cookie: shopper.cookie } });
  try {
    return { data: await loader({ request, url: new URL(request.url), pattern: PATH, params: {}, context }), calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}, query = "") {
  const { context, calls } = fakeApi(routes);
  const request = formPost(`${PATH}${query}`, shopper, fields);
  try {
    const answer = await action({ request, url: new URL(request.url), pattern: PATH, params: {}, context });
    if (answer instanceof Response) return { answer: null, calls, response: answer };
    return { answer, calls, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { answer: null, calls, response: thrown };
    throw thrown;
  }
}

describe("my item questions' loader", () => {
  it.each([
    ["", "/api/qna/item-inquiry?page=1&size=10"],
    ["?page=2", "/api/qna/item-inquiry?page=2&size=10"],
    ["?page=0", "/api/qna/item-inquiry?page=1&size=10"],
  ])("asks for %s as %s", async (query, api) => {
    const { calls } = await load(query);
    expect(calls.map((call) => call.path)).toEqual([api]);
  });

  it("sends an anonymous shopper to log in", async () => {
    const { thrown, calls } = await load("", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
    expect(calls).toEqual([]);
  });
});

describe("my item questions' action", () => {
  it("deletes the question and comes back to the same page with the alert", async () => {
    const { response, calls } = await post(
      await testShopper({ member: true }),
      { inquiryId: "31" },
      { "POST /api/qna/delete-item-inquiry": { body: { inquiryId: 31, deleted: true } } },
      "?page=2",
    );
    expect(calls).toEqual([{ method: "POST", path: "/api/qna/delete-item-inquiry", body: { inquiryId: 31 } }]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`${PATH}?page=2`);
    expect(response?.headers.get("set-cookie")).toContain("__shop");
  });

  it("shows the API's refusal (an answered question, someone else's)", async () => {
    const { answer } = await post(
      await testShopper({ member: true }),
      { inquiryId: "31" },
      { "POST /api/qna/delete-item-inquiry": apiError(409, "답변이 등록된 문의는 삭제할 수 없습니다.") },
    );
    expect(answer?.init?.status).toBe(409);
    expect(answer?.data.formError).toBe("답변이 등록된 문의는 삭제할 수 없습니다.");
  });

  it.each(["", "x", "0", "99999999999"])("refuses the id %j without calling the API", async (inquiryId) => {
    const { answer, calls } = await post(await testShopper({ member: true }), { inquiryId });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe("요청을 처리하지 못했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.");
    expect(calls).toEqual([]);
  });
});

describe("ownTitle", () => {
  it.each([
    ["배송 문의", "냉동으로 보내 주시나요?", true],
    ["냉동으로 보내 주시나요?", "냉동으로 보내 주시나요?", false],
    ["냉장으로 받을 수 있을까요? 금요일…", "냉장으로 받을 수 있을까요? 금요일 도착이면 좋겠습니다.", false],
    ["", "냉동으로 보내 주시나요?", false],
  ])("%j over %j → %s", (title, content, shown) => {
    expect(ownTitle({ title, content })).toBe(shown);
  });
});
