import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./suggest";

// /mypage/suggest: the member's suggestions (GET /api/qna/inquiry?kind=suggestion), the form at ?write=1, and the
// posts: 제안하기 always under the suggestions' group, 삭제 of a waiting one. Members only.

const SUGGESTION = {
  inquiryId: 31,
  group: { code: "SUGGEST", label: "제안" },
  title: "소포장 상품을 늘려 주세요",
  content: "1~2인 가구용 300g 포장이 있으면 좋겠습니다.",
  orderCode: null,
  files: [],
  status: "waiting",
  statusLabel: "답변대기",
  answer: null,
  answeredAt: null,
  createdAt: "2026-11-20T03:00:00.000Z",
};
const LIST = { list: [SUGGESTION], pagination: { page: 1, size: 10, totalCount: 1, totalPages: 1 } };

async function load(query: string, member = true, routes = { "GET /api/qna/inquiry": { body: LIST } }) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}/mypage/suggest${query}`, { headers: { cookie: shopper.cookie } });
  try {
    const data = await loader({ request, url: new URL(request.url), pattern: "/mypage/suggest", params: {}, context });
    return { data, calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the suggestion page's loader", () => {
  it.each([
    ["", "/api/qna/inquiry?page=1&size=10&kind=suggestion"],
    ["?page=2", "/api/qna/inquiry?page=2&size=10&kind=suggestion"],
  ])("lists the suggestions for '%s'", async (query, api) => {
    const { data, calls } = await load(query, true, {
      "GET /api/qna/inquiry": { body: { ...LIST, pagination: { page: 2, size: 10, totalCount: 11, totalPages: 2 } } },
    });
    expect(calls.map((call) => call.path)).toEqual([api]);
    expect(data).toMatchObject({ view: "list", suggestions: { list: [{ inquiryId: 31 }] } });
  });

  it("opens the form at ?write=1 without asking the API", async () => {
    const { data, calls } = await load("?write=1");
    expect(data).toEqual({ view: "write", group: { code: "SUGGEST", label: "제안" } });
    expect(calls).toEqual([]);
  });

  it("sends an anonymous shopper to log in, back here afterwards", async () => {
    const { thrown, calls } = await load("", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage/suggest")}`);
    expect(calls).toEqual([]);
  });
});

describe("the suggestion page's action", () => {
  async function post(fields: Record<string, string>, routes = {}) {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi(routes);
    const request = formPost("/mypage/suggest", shopper, fields);
    const answer = await action({
      request,
      url: new URL(request.url),
      pattern: "/mypage/suggest",
      params: {},
      context,
    });
    return { answer, calls };
  }

  it("files the suggestion under 제안 whatever group was posted, back to the list", async () => {
    const { answer, calls } = await post(
      { intent: "ask", group: "DELIVERY", title: SUGGESTION.title, content: SUGGESTION.content },
      { "POST /api/qna/inquiry": { body: { inquiry: SUGGESTION } } },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ group: "SUGGEST", title: SUGGESTION.title, content: SUGGESTION.content });
    expect((answer as Response).headers.get("location")).toBe("/mypage/suggest");
  });

  it("checks the form before any call", async () => {
    const { answer, calls } = await post({ intent: "ask", title: "", content: "짧" });
    expect(calls).toEqual([]);
    expect((answer as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors).toMatchObject({
      title: "필수 입력 항목입니다.",
    });
  });

  it("deletes a waiting suggestion, and shows the API's refusal", async () => {
    const deleted = await post(
      { intent: "delete", inquiryId: "31" },
      { "POST /api/qna/delete-inquiry": { body: { inquiryId: 31, deleted: true } } },
    );
    expect(deleted.calls[0]?.body).toEqual({ inquiryId: 31 });
    expect((deleted.answer as Response).headers.get("location")).toBe("/mypage/suggest");

    const refused = await post(
      { intent: "delete", inquiryId: "31" },
      { "POST /api/qna/delete-inquiry": apiError(409, "답변이 완료된 문의는 삭제할 수 없습니다.") },
    );
    expect((refused.answer as { data: { formError: string } }).data.formError).toBe(
      "답변이 완료된 문의는 삭제할 수 없습니다.",
    );
  });
});
