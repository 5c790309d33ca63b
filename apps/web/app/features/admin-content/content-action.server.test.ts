import { describe, expect, it } from "vitest";
import { commitAdminSession } from "../../lib/admin-session.server";
import { loader as faqsLoader } from "../../routes/admin/content-faqs";
import { action as noticesAction } from "../../routes/admin/content-notices";
import { action as popupsAction } from "../../routes/admin/content-popups";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN } from "../../test/shopper-requests";
import { bodyOf } from "./content-action.server";
import type { ContentField } from "./content-fields";

// The content pages' shared action and loader (recordAction, loadRecords), run through real route modules against a
// fake API: which call a form post makes, the body built from the page's fields, and what the page answers.

async function staffCookie() {
  const setCookie = await commitAdminSession(new Request(`${TEST_ORIGIN}/admin`), {
    token: "staff-token",
    staff: { loginId: "operator", name: "운영자", role: "ROLE_ADMIN", sellerName: null },
  });
  return setCookie.split(";")[0]!;
}

type Action = (args: never) => Promise<unknown>;

async function post(path: string, fields: Record<string, string>, routes: FakeRoutes, action: Action = noticesAction) {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie: await staffCookie(), "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields),
  });
  const answer = await action({ request, context, params: {}, url: new URL(request.url), pattern: path } as never);
  return { answer, calls };
}

const NOTICE = {
  id: 7,
  label: "공지",
  title: "설 연휴 배송 안내",
  content: "본문",
  pinned: false,
  showOnMain: false,
  viewCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("a content page's action", () => {
  it("adds a record from the form's fields, checkboxes as true/false, and goes back with 저장했습니다.", async () => {
    const { answer, calls } = await post(
      "/admin/content/notices",
      { label: " 공지 ", title: "설 연휴 배송 안내", content: "본문", pinned: "on" },
      { "POST /api/admin/notices": { body: { notice: NOTICE } } },
    );
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/admin/notices",
        body: { label: "공지", title: "설 연휴 배송 안내", content: "본문", pinned: true, showOnMain: false },
      },
    ]);
    expect((answer as Response).headers.get("location")).toBe("/admin/content/notices?done=saved");
  });

  it("edits the record the form names", async () => {
    const { calls } = await post(
      "/admin/content/notices",
      { id: "7", label: "공지", title: "바뀐 제목", content: "본문" },
      { "PUT /api/admin/notices/7": { body: { notice: NOTICE } } },
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["PUT /api/admin/notices/7"]);
  });

  it("deletes on intent=delete and goes back with 삭제했습니다.", async () => {
    const { answer, calls } = await post(
      "/admin/content/notices",
      { intent: "delete", id: "7" },
      { "DELETE /api/admin/notices/7": { body: { id: 7 } } },
    );
    expect(calls).toEqual([{ method: "DELETE", path: "/api/admin/notices/7", body: null }]);
    expect((answer as Response).headers.get("location")).toBe("/admin/content/notices?done=deleted");
  });

  it("stays on the page with the API's Korean messages when it refuses", async () => {
    const message = "HTML 태그는 입력할 수 없습니다. 글로만 입력해 주세요.";
    const { answer } = await post(
      "/admin/content/notices",
      { label: "공지", title: "제목", content: "<b>굵게</b>" },
      { "POST /api/admin/notices": apiError(400, message, [{ field: "content", message }]) },
    );
    expect(answer).toEqual({ formError: message, fieldErrors: { content: message } });
  });

  it("sends a popup's empty numbers, colour and an unknown type as the form's fallbacks", async () => {
    const { calls } = await post(
      "/admin/content/popups",
      { title: "안내", popupType: "9", width: "", height: "300", backgroundColor: "", sortOrder: "" },
      { "POST /api/admin/popups": { status: 400, body: { status: 400, message: "x", errors: [] } } },
      popupsAction,
    );
    expect(calls[0]?.body).toMatchObject({
      popupType: "2",
      width: "400",
      height: "300",
      leftPosition: "0",
      backgroundColor: "#ffffff",
      sortOrder: "0",
      active: false,
      startAt: "",
    });
  });
});

describe("a content page's loader", () => {
  it("asks for the page and filters in the address and opens edit=<id> with its text as plain text", async () => {
    const faq = { id: 3, category: "배송", question: "언제 와요?", answer: "<p>첫 문단</p><p>둘째</p>", sortOrder: 1 };
    const { context, calls } = fakeApi({
      "GET /api/admin/faqs": {
        body: {
          list: [faq],
          pagination: { page: 2, size: 20, totalCount: 21, totalPages: 2 },
          categories: ["배송"],
        },
      },
    });
    const request = new Request(`${TEST_ORIGIN}/admin/content/faqs?page=2&category=배송&edit=3`, {
      headers: { cookie: await staffCookie() },
    });
    const data = await faqsLoader({ request, context, params: {}, url: new URL(request.url) } as never);
    expect(calls[0]?.path).toBe(`/api/admin/faqs?page=2&size=20&category=${encodeURIComponent("배송")}`);
    expect(data.editing).toEqual({ ...faq, answer: "첫 문단\n\n둘째" });
  });
});

describe("bodyOf", () => {
  const fields: readonly ContentField[] = [
    { kind: "text", name: "title", label: "제목" },
    { kind: "check", name: "active", label: "사용", fallback: true },
    {
      kind: "select",
      name: "platform",
      label: "플랫폼",
      options: [{ value: "ios", label: "iOS" }],
      fallback: "android",
    },
  ];
  it.each([
    [
      { title: "  이름  ", active: "on", platform: "ios" },
      { title: "이름", active: true, platform: "ios" },
    ],
    [{}, { title: "", active: false, platform: "android" }],
  ])("%j → %j", (posted, body) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(posted)) form.set(name, value);
    expect(bodyOf(form, fields)).toEqual(body);
  });
});
