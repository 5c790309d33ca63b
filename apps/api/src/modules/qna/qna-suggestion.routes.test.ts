import { qnaInquiryCreateResponseSchema, qnaInquiryListSchema } from "@shop/contracts/qna";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { multipartPayload } from "../../test/multipart.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A member's suggestions (제안하기, /mypage/suggest): 1:1 inquiries under the group SUGGEST, listed apart with
// kind=suggestion and left out of the 1:1 list; answered and deleted like any inquiry; the member's own only.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const created = await createMember(t.db);
  return loginToken(t.app, created.user.loginId, created.password);
}

function file(token: string, fields: Record<string, string>) {
  const { payload, headers } = multipartPayload(fields);
  return t.app.inject({ method: "POST", url: "/api/qna/inquiry", payload, headers: { ...headers, ...bearer(token) } });
}

async function filed(token: string, fields: Record<string, string>) {
  const res = await file(token, fields);
  expect(res.statusCode, res.body).toBe(200);
  return qnaInquiryCreateResponseSchema.parse(res.json()).inquiry;
}

async function list(token: string, query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/qna/inquiry${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return qnaInquiryListSchema.parse(res.json());
}

const SUGGESTION = {
  group: "SUGGEST",
  title: "소포장 상품을 늘려 주세요",
  content: "1~2인 가구용으로 300g 단위 포장이 있으면 좋겠습니다.",
};

describe("suggestions (제안하기)", () => {
  it("are filed under 제안, listed apart from the 1:1 inquiries, and answered like them", async () => {
    const token = await member();
    const suggestion = await filed(token, SUGGESTION);
    expect(suggestion).toMatchObject({
      group: { code: "SUGGEST", label: "제안" },
      status: "waiting",
      statusLabel: "답변대기",
    });
    const inquiry = await filed(token, {
      group: "DELIVERY",
      title: "배송 문의",
      content: "언제 도착하나요? 알려 주세요.",
    });

    const suggestions = await list(token, "?kind=suggestion");
    expect(suggestions.list.map((entry) => entry.inquiryId)).toEqual([suggestion.inquiryId]);
    expect(suggestions.pagination.totalCount).toBe(1);
    for (const query of ["", "?kind=inquiry"]) {
      const inquiries = await list(token, query);
      expect(inquiries.list.map((entry) => entry.inquiryId)).toEqual([inquiry.inquiryId]);
      expect(inquiries.pagination.totalCount).toBe(1);
    }

    const answered = await t.app.inject({
      method: "POST",
      url: `/api/dev/qna/inquiry/${suggestion.inquiryId}/answer`,
      payload: { answer: "소중한 의견 감사합니다. 다음 달부터 300g 포장을 준비하겠습니다." },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await list(token, "?kind=suggestion")).list[0]).toMatchObject({
      status: "completed",
      statusLabel: "답변완료",
      answer: "소중한 의견 감사합니다. 다음 달부터 300g 포장을 준비하겠습니다.",
    });
  });

  it("are the member's own: another member sees none and cannot delete one (404)", async () => {
    const author = await member();
    const suggestion = await filed(author, SUGGESTION);
    const stranger = await member();
    expect((await list(stranger, "?kind=suggestion")).list).toEqual([]);
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/qna/delete-inquiry",
      headers: bearer(stranger),
      payload: { inquiryId: suggestion.inquiryId },
    });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toMatch(/[가-힣]/);
    expect((await list(author, "?kind=suggestion")).list).toHaveLength(1);
  });

  it("are checked like inquiries, in Korean", async () => {
    const token = await member();
    const short = await file(token, { ...SUGGESTION, content: "짧아" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/[가-힣]/);
    const kind = await t.app.inject({ method: "GET", url: "/api/qna/inquiry?kind=all", headers: bearer(token) });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/[가-힣]/);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/qna/inquiry?kind=suggestion" });
    expect(anonymous.statusCode).toBe(401);
  });
});
