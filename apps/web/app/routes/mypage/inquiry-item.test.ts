import { describe, expect, it } from "vitest";
import { ownTitle } from "../../features/inquiry/my-item-inquiries";
import { QNA_FORM_MESSAGES } from "../../features/inquiry/qna-form";
import { getShopperSession } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./inquiry-item";

// /mypage/inquiry-item: the 1:1 tab (GET /api/qna/inquiry, the form's GET /api/qna/qna-groups, 문의하기 as multipart
// POST /api/qna/inquiry, 삭제 through POST /api/qna/delete-inquiry) and the item questions' tab (GET and the delete of
// /api/qna/item-inquiry), each coming back with the shop's alert.

const PATH = "/mypage/inquiry-item";
const EMPTY = { list: [], pagination: { page: 1, size: 10, totalCount: 0, totalPages: 0 } };
const GROUPS = {
  list: [
    { code: "ORDER", label: "주문/결제" },
    { code: "ETC", label: "기타" },
  ],
};
const INQUIRY = {
  inquiryId: 5,
  group: { code: "ORDER", label: "주문/결제" },
  title: "결제 문의",
  content: "카드 결제가 두 번 된 것 같아요.",
  orderCode: null,
  files: [{ fileId: 9, fileName: "영수증.png", contentType: "image/png", byteSize: 12 }],
  status: "waiting",
  statusLabel: "답변대기",
  answer: null,
  answeredAt: null,
  createdAt: "2026-05-01T01:00:00.000Z",
};

async function load(query: string, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({
    "GET /api/qna/inquiry": { body: EMPTY },
    "GET /api/qna/item-inquiry": { body: EMPTY },
    "GET /api/qna/qna-groups": { body: GROUPS },
  });
  const request = new Request(`${TEST_ORIGIN}${PATH}${query}`, { headers: { cookie: shopper.cookie } });
  try {
    return { data: await loader({ request, url: new URL(request.url), pattern: PATH, params: {}, context }), calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

async function run(request: Request, routes: FakeRoutes) {
  const { context, calls } = fakeApi(routes);
  try {
    const answer = await action({ request, url: new URL(request.url), pattern: PATH, params: {}, context });
    if (answer instanceof Response) return { answer: null, calls, response: answer };
    return { answer, calls, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { answer: null, calls, response: thrown };
    throw thrown;
  }
}

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}, query = "") {
  return run(formPost(`${PATH}${query}`, shopper, fields), routes);
}

/** 문의하기 as a browser posts it: multipart, with the session's CSRF token, from the shop's page. */
async function ask(fields: Record<string, string>, files: File[] = [], routes: FakeRoutes = {}) {
  const shopper = await testShopper({ member: true });
  const body = new FormData();
  body.set("csrf", shopper.csrf);
  body.set("intent", "ask");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  // A form sent with no file chosen carries one empty file part.
  if (files.length === 0) body.append("files", new File([], "", { type: "application/octet-stream" }));
  for (const file of files) body.append("files", file);
  const request = new Request(`${TEST_ORIGIN}${PATH}?write=1`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: TEST_ORIGIN },
    body,
  });
  return run(request, routes);
}

async function flashedAlert(response: Response | null) {
  const cookie = response?.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) return undefined;
  return (await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }))).get("alert");
}

const png = (name = "영수증.png", size = 12) => new File([new Uint8Array(size).fill(1)], name, { type: "image/png" });
const GOOD = { group: "ORDER", title: " 결제 문의 ", content: "카드 결제가 두 번 된 것 같아요.", orderCode: "" };

describe("the inquiry page's loader", () => {
  it.each([
    ["", "/api/qna/inquiry?page=1&size=10", "qna"],
    ["?page=2", "/api/qna/inquiry?page=2&size=10", "qna"],
    ["?page=0", "/api/qna/inquiry?page=1&size=10", "qna"],
    ["?tab=item", "/api/qna/item-inquiry?page=1&size=10", "item"],
    ["?tab=item&page=3", "/api/qna/item-inquiry?page=3&size=10", "item"],
    ["?write=1", "/api/qna/qna-groups", "write"],
    ["?tab=item&write=1", "/api/qna/item-inquiry?page=1&size=10", "item"],
  ])("reads %j with %s (%s)", async (query, api, view) => {
    const { data, calls } = await load(query);
    expect(calls.map((call) => call.path)).toEqual([api]);
    expect(data?.view).toBe(view);
  });

  it("sends an anonymous shopper to log in", async () => {
    const { thrown, calls } = await load("", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
    expect(calls).toEqual([]);
  });
});

describe("문의하기", () => {
  it("sends the fields and files on as multipart and comes back to the list with the alert", async () => {
    const { response, calls } = await ask({ ...GOOD, orderCode: " t1234abcd " }, [png(), png("주문.pdf", 20)], {
      "POST /api/qna/inquiry": { body: { inquiry: INQUIRY } },
    });
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/qna/inquiry",
        body: {
          group: "ORDER",
          title: "결제 문의",
          content: "카드 결제가 두 번 된 것 같아요.",
          orderCode: "t1234abcd",
          files: [
            { name: "영수증.png", type: "image/png", size: 12 },
            { name: "주문.pdf", type: "image/png", size: 20 },
          ],
        },
      },
    ]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(PATH);
    expect(await flashedAlert(response)).toBe(QNA_FORM_MESSAGES.asked);
  });

  it("sends no file when none was chosen", async () => {
    const { calls } = await ask(GOOD, [], {
      "POST /api/qna/inquiry": { body: { inquiry: { ...INQUIRY, files: [] } } },
    });
    expect(calls[0]?.body).not.toHaveProperty("files");
  });

  it("checks the fields by the shared rules first and keeps what was typed", async () => {
    const { answer, calls } = await ask({ group: "", title: "", content: "짧다", orderCode: "주문-1" });
    expect(calls).toEqual([]);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({
      group: "문의 유형을 선택해 주세요.",
      title: "필수 입력 항목입니다.",
      content: "5~2000자 이내로 입력해 주세요.",
      orderCode: "주문번호를 정확히 입력해 주세요.",
    });
    expect(answer?.data.values).toMatchObject({ content: "짧다", orderCode: "주문-1" });
  });

  it.each([
    {
      name: "four files",
      files: [png("1.png"), png("2.png"), png("3.png"), png("4.png")],
      message: "첨부파일은 최대 3개까지 등록할 수 있습니다.",
    },
    {
      name: "a Word file",
      files: [
        new File(["x"], "a.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }),
      ],
      message: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
    },
  ])("refuses $name without calling the API", async ({ files, message }) => {
    const { answer, calls } = await ask(GOOD, files);
    expect(calls).toEqual([]);
    expect(answer?.data.fieldErrors).toEqual({ files: message });
  });

  it("puts the API's refusal under its field (a file's type read from its bytes)", async () => {
    const { answer } = await ask(GOOD, [png()], {
      "POST /api/qna/inquiry": apiError(400, "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.", [
        { field: "files", message: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다." },
      ]),
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({ files: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다." });
    expect(answer?.data.formError).toBeUndefined();
    expect(answer?.data.values).toMatchObject({ group: "ORDER", title: "결제 문의" });
  });
});

describe("삭제", () => {
  it.each([
    ["delete", "/api/qna/delete-inquiry", "문의를 삭제했습니다.", ""],
    ["delete-item", "/api/qna/delete-item-inquiry", "문의를 삭제했습니다.", "?tab=item&page=2"],
  ])("%s posts %s and comes back to the same page with the alert", async (intent, api, alert, query) => {
    const { response, calls } = await post(
      await testShopper({ member: true }),
      { intent, inquiryId: "31" },
      { [`POST ${api}`]: { body: { inquiryId: 31, deleted: true } } },
      query,
    );
    expect(calls).toEqual([{ method: "POST", path: api, body: { inquiryId: 31 } }]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`${PATH}${query}`);
    expect(await flashedAlert(response)).toBe(alert);
  });

  it("shows the API's refusal (an answered inquiry, someone else's)", async () => {
    const { answer } = await post(
      await testShopper({ member: true }),
      { intent: "delete", inquiryId: "31" },
      { "POST /api/qna/delete-inquiry": apiError(400, "답변이 완료된 문의는 삭제할 수 없습니다.") },
    );
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe("답변이 완료된 문의는 삭제할 수 없습니다.");
  });

  it.each<Record<string, string>>([
    { intent: "delete", inquiryId: "" },
    { intent: "delete", inquiryId: "x" },
    { intent: "delete-item", inquiryId: "0" },
    { intent: "delete-item", inquiryId: "99999999999" },
    { intent: "other", inquiryId: "31" },
    { inquiryId: "31" },
  ])("refuses %j without calling the API", async (fields) => {
    const { answer, calls } = await post(await testShopper({ member: true }), fields);
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
