import { adminAuditListSchema } from "@shop/contracts/admin";
import {
  adminInquiryAnswerResponseSchema,
  adminInquiryDetailSchema,
  adminInquiryListSchema,
  INQUIRY_ANSWER_SMS_TEXT,
} from "@shop/contracts/admin-inquiry";
import { errorBodySchema } from "@shop/contracts/common";
import { itemQnaListSchema } from "@shop/contracts/item";
import { qnaInquiryCreateResponseSchema, qnaInquiryListSchema } from "@shop/contracts/qna";
import { itemInquiryCreateResponseSchema, itemInquiryListSchema } from "@shop/contracts/review";
import { storeInquiryReceiptSchema } from "@shop/contracts/store-inquiry";
import type { StaffRole } from "@shop/core/staff/staff-roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { multipartPayload } from "../../test/multipart.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's answers (issue 14 item 4) through the real routes: 1:1 inquiries, item questions and store
// inquiries listed, read and answered by operators and customer service; a seller's staff only its own items'
// questions; each answer audited, the first one texted once; the member reads the answer through the member API.

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let seller: SignedInStaff;
let otherSeller: SignedInStaff;
let member: { id: number; token: string; phoneNumber: string; loginId: string };

const SELLER_ID = 10_000_001;
const OTHER_SELLER_ID = 10_000_002;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createMember(t.db, { userName: "정문의" });
  member = {
    id: created.user.id,
    token: await loginToken(t.app, created.user.loginId, created.password),
    phoneNumber: created.user.phoneNumber ?? "",
    loginId: created.user.loginId,
  };
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
  cs = await signedInStaff(t, { role: "ROLE_CS" });
  seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: SELLER_ID });
  otherSeller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: OTHER_SELLER_ID });
});
afterAll(() => t.close());

const staffGet = (url: string, staff: SignedInStaff | null) =>
  t.app.inject({ method: "GET", url, headers: staff ? staffBearer(staff) : {} });
const staffPost = (url: string, staff: SignedInStaff | null, payload: object) =>
  t.app.inject({ method: "POST", url, headers: staff ? staffBearer(staff) : {}, payload });

async function fileQna(title: string, withFile = false) {
  const { payload, headers } = multipartPayload(
    { group: "DELIVERY", title, content: "주문한 한우 세트가 아직 도착하지 않았습니다." },
    withFile ? [{ field: "files", filename: "송장.png", contentType: "image/png", data: drawReviewPhoto(5) }] : [],
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/qna/inquiry",
    payload,
    headers: { ...headers, ...bearer(member.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return qnaInquiryCreateResponseSchema.parse(res.json()).inquiry;
}

async function askItem(sellerId: number, content = "언제 다시 입고되나요?") {
  const item = await createItem(t.db, { sellerId });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/qna/item-inquiry",
    headers: bearer(member.token),
    payload: { itemUserCode: item.itemUserCode, content },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { item, inquiry: itemInquiryCreateResponseSchema.parse(res.json()).inquiry };
}

async function applyStore(companyName = "(주)대관령한우농장") {
  const { payload, headers } = multipartPayload(
    {
      companyName,
      ceoName: "김대관",
      businessNumber: "1248100998",
      managerName: "이담당",
      phoneNumber: "01098765432",
      email: "sales@daegwallyeong.co.kr",
      category: "HANWOO",
      proposal: "대관령 청정 지역에서 직접 키운 1++ 한우를 산지 직송으로 공급하고자 합니다.",
      agreePrivacy: "true",
    },
    [{ field: "attachments", filename: "회사소개서.png", contentType: "image/png", data: drawReviewPhoto(2) }],
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/store-inquiry",
    payload,
    headers,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { applicationNumber } = storeInquiryReceiptSchema.parse(res.json());
  // The id through the back office's own list (this module does not read the store inquiries' table).
  const found = await staffGet(`/api/admin/inquiries/store?keyword=${applicationNumber}`, admin);
  const [row] = adminInquiryListSchema.parse(found.json()).list;
  return { id: row!.id, applicationNumber };
}

async function textsTo(recipient: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${recipient}&size=100` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().list as { channel: string; text: string }[]).filter((message) => message.channel === "sms");
}

async function auditOf(targetType: string, targetId: number) {
  const res = await staffGet(`/api/admin/audit-logs?targetType=${targetType}&targetId=${targetId}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return adminAuditListSchema.parse(res.json()).list;
}

describe("1:1 inquiries", () => {
  it("an operator lists, reads and answers; the member is texted once and reads the answer", async () => {
    const inquiry = await fileQna("배송 문의 관리자 테스트", true);
    const list = await staffGet("/api/admin/inquiries/qna?status=waiting&keyword=관리자 테스트", admin);
    expect(list.statusCode, list.body).toBe(200);
    const page = adminInquiryListSchema.parse(list.json());
    expect(page.list.map((row) => row.id)).toEqual([inquiry.inquiryId]);
    expect(page.list[0]).toMatchObject({ kind: "qna", category: "배송", authorName: "정문의", status: "waiting" });
    expect(page.counts).toEqual({ all: 1, waiting: 1, completed: 0 });

    const detail = adminInquiryDetailSchema.parse(
      (await staffGet(`/api/admin/inquiries/qna/${inquiry.inquiryId}`, admin)).json(),
    );
    expect(detail).toMatchObject({
      title: "배송 문의 관리자 테스트",
      status: "waiting",
      answer: null,
      author: { name: "정문의", loginId: member.loginId },
    });
    expect(detail.author.phoneNumber?.replaceAll("-", "")).toBe(member.phoneNumber);
    const [attachment] = detail.files;
    expect(attachment).toMatchObject({ fileName: "송장.png", contentType: "image/png" });
    const download = await staffGet(`/api/admin/inquiries/qna/${inquiry.inquiryId}/files/${attachment!.fileId}`, cs);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.rawPayload.equals(drawReviewPhoto(5))).toBe(true);

    const textsBefore = (await textsTo(member.phoneNumber)).length;
    const answered = await staffPost(`/api/admin/inquiries/qna/${inquiry.inquiryId}/answer`, admin, {
      answer: "  내일 오전에 도착할 예정입니다.\r\n불편을 드려 죄송합니다.  ",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const body = adminInquiryAnswerResponseSchema.parse(answered.json());
    expect(body).toMatchObject({
      edited: false,
      message: "답변을 등록했습니다. 고객에게 문자로 알렸습니다.",
      inquiry: { status: "completed", answer: "내일 오전에 도착할 예정입니다.\n불편을 드려 죄송합니다." },
    });
    const mine = qnaInquiryListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/qna/inquiry", headers: bearer(member.token) })).json(),
    );
    expect(mine.list.find((row) => row.inquiryId === inquiry.inquiryId)).toMatchObject({
      status: "completed",
      statusLabel: "답변완료",
      answer: "내일 오전에 도착할 예정입니다.\n불편을 드려 죄송합니다.",
    });

    // Answering again edits the answer: audited again, no second text.
    const edited = await staffPost(`/api/admin/inquiries/qna/${inquiry.inquiryId}/answer`, cs, {
      answer: "내일 오전 10시 전에 도착합니다.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ edited: true, message: "답변을 수정했습니다." });
    const texts = await textsTo(member.phoneNumber);
    expect(texts.length - textsBefore).toBe(1);
    expect(texts.some((message) => message.text === INQUIRY_ANSWER_SMS_TEXT)).toBe(true);

    const entries = await auditOf("qna", inquiry.inquiryId);
    expect(entries).toHaveLength(2);
    const [second, first] = entries;
    expect(first).toMatchObject({
      action: "inquiry.answer",
      staffLoginId: admin.loginId,
      before: { answer: null, status: "waiting" },
      after: { answer: "내일 오전에 도착할 예정입니다.\n불편을 드려 죄송합니다.", status: "completed" },
    });
    expect(second).toMatchObject({
      staffLoginId: cs.loginId,
      before: { answer: "내일 오전에 도착할 예정입니다.\n불편을 드려 죄송합니다.", status: "completed" },
      after: { answer: "내일 오전 10시 전에 도착합니다.", status: "completed" },
    });

    const completed = adminInquiryListSchema.parse(
      (await staffGet("/api/admin/inquiries/qna?status=completed&keyword=관리자 테스트", admin)).json(),
    );
    expect(completed.list.map((row) => row.id)).toEqual([inquiry.inquiryId]);
    expect(completed.counts).toEqual({ all: 1, waiting: 0, completed: 1 });
  });

  it("customer service reads the member masked", async () => {
    const inquiry = await fileQna("마스킹 확인");
    const detail = adminInquiryDetailSchema.parse(
      (await staffGet(`/api/admin/inquiries/qna/${inquiry.inquiryId}`, cs)).json(),
    );
    expect(detail.author.name).toBe("정**");
    expect(detail.author.phoneNumber).toMatch(/^010-\*{4}-\d{4}$/);
    expect(detail.author.email).toContain("***");
    const row = adminInquiryListSchema
      .parse((await staffGet("/api/admin/inquiries/qna?keyword=마스킹 확인", cs)).json())
      .list.find((r) => r.id === inquiry.inquiryId);
    expect(row?.authorName).toBe("정**");
  });

  it("the period filter counts Korea days", async () => {
    const inquiry = await fileQna("기간 필터 확인");
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Seoul" });
    const inPeriod = await staffGet(`/api/admin/inquiries/qna?from=${today}&to=${today}&keyword=기간 필터`, admin);
    expect(adminInquiryListSchema.parse(inPeriod.json()).list.map((row) => row.id)).toEqual([inquiry.inquiryId]);
    const before = await staffGet("/api/admin/inquiries/qna?from=2020-01-01&to=2020-01-31&keyword=기간 필터", admin);
    expect(adminInquiryListSchema.parse(before.json()).list).toEqual([]);
    const reversed = await staffGet("/api/admin/inquiries/qna?from=2020-02-01&to=2020-01-01", admin);
    expect(reversed.statusCode).toBe(400);
    expect(errorBodySchema.parse(reversed.json()).message).toBe("조회 기간을 확인해 주세요.");
  });
});

describe("item questions", () => {
  it("a seller's staff answer a question about their own item; the item page shows it at once", async () => {
    const { item, inquiry } = await askItem(SELLER_ID, "선물 포장이 되나요?");
    const list = adminInquiryListSchema.parse((await staffGet("/api/admin/inquiries/item?size=100", seller)).json());
    expect(list.list.some((row) => row.id === inquiry.inquiryId)).toBe(true);
    const foreign = adminInquiryListSchema.parse(
      (await staffGet("/api/admin/inquiries/item?size=100", otherSeller)).json(),
    );
    expect(foreign.list.some((row) => row.id === inquiry.inquiryId)).toBe(false);

    const detail = adminInquiryDetailSchema.parse(
      (await staffGet(`/api/admin/inquiries/item/${inquiry.inquiryId}`, seller)).json(),
    );
    expect(detail).toMatchObject({ kind: "item", item: { itemUserCode: item.itemUserCode }, author: { name: "정**" } });
    expect(detail.author.loginId).toMatch(/\*+$/);
    expect(detail.author.loginId).not.toBe(member.loginId);

    const textsBefore = (await textsTo(member.phoneNumber)).length;
    const res = await staffPost(`/api/admin/inquiries/item/${inquiry.inquiryId}/answer`, seller, {
      answer: "네, 선물 포장해 드립니다.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await textsTo(member.phoneNumber)).length - textsBefore).toBe(1);

    const page = await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}/qna` });
    expect(itemQnaListSchema.parse(page.json()).list[0]).toMatchObject({
      qnaId: inquiry.inquiryId,
      status: "completed",
      answer: "네, 선물 포장해 드립니다.",
    });
    const mine = itemInquiryListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/qna/item-inquiry", headers: bearer(member.token) })).json(),
    );
    expect(mine.list.find((row) => row.inquiryId === inquiry.inquiryId)?.answer).toBe("네, 선물 포장해 드립니다.");
    const [entry] = await auditOf("item-inquiry", inquiry.inquiryId);
    expect(entry).toMatchObject({
      action: "inquiry.answer",
      staffLoginId: seller.loginId,
      before: { answer: null, status: "waiting" },
      after: { answer: "네, 선물 포장해 드립니다.", status: "completed" },
    });
  });

  it("another seller's question answers 404 to a seller, as a made-up id does", async () => {
    const { inquiry } = await askItem(OTHER_SELLER_ID);
    for (const url of [`/api/admin/inquiries/item/${inquiry.inquiryId}`, "/api/admin/inquiries/item/999999"]) {
      const res = await staffGet(url, seller);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).message).toBe("존재하지 않는 문의입니다.");
    }
    const answer = await staffPost(`/api/admin/inquiries/item/${inquiry.inquiryId}/answer`, seller, { answer: "답변" });
    expect(answer.statusCode).toBe(404);
    expect(await auditOf("item-inquiry", inquiry.inquiryId)).toEqual([]);
    const mine = itemInquiryListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/qna/item-inquiry", headers: bearer(member.token) })).json(),
    );
    expect(mine.list.find((row) => row.inquiryId === inquiry.inquiryId)?.status).toBe("waiting");
    // Customer service answers any seller's.
    expect((await staffGet(`/api/admin/inquiries/item/${inquiry.inquiryId}`, cs)).statusCode).toBe(200);
  });
});

describe("store inquiries", () => {
  it("customer service answers an application; the contact gets the answer by text once", async () => {
    const { id, applicationNumber } = await applyStore("(주)답변테스트농장");
    const list = adminInquiryListSchema.parse(
      (await staffGet("/api/admin/inquiries/store?keyword=답변테스트", cs)).json(),
    );
    expect(list.list).toMatchObject([
      { id, authorName: "(주)답변테스트농장", about: applicationNumber, category: "한우" },
    ]);
    const detail = adminInquiryDetailSchema.parse((await staffGet(`/api/admin/inquiries/store/${id}`, cs)).json());
    expect(detail).toMatchObject({
      company: { applicationNumber, companyName: "(주)답변테스트농장", ceoName: "김대관" },
      author: { name: "이**", phoneNumber: "010-****-5432" },
    });
    const file = await staffGet(`/api/admin/inquiries/store/${id}/files/${detail.files[0]!.fileId}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(drawReviewPhoto(2))).toBe(true);

    const before = (await textsTo("01098765432")).length;
    const res = await staffPost(`/api/admin/inquiries/store/${id}/answer`, cs, {
      answer: "담당 MD가 다음 주에 연락드리겠습니다.",
    });
    expect(res.statusCode, res.body).toBe(200);
    await staffPost(`/api/admin/inquiries/store/${id}/answer`, cs, { answer: "담당 MD가 월요일에 연락드리겠습니다." });
    const texts = await textsTo("01098765432");
    expect(texts.length - before).toBe(1);
    expect(texts[0]?.text).toContain(applicationNumber);
    expect(texts[0]?.text).toContain("담당 MD가 다음 주에 연락드리겠습니다.");
    expect(await auditOf("store-inquiry", id)).toHaveLength(2);
  });
});

describe("who may call", () => {
  const routes = (ids: { qna: number; item: number; store: number; qnaFile: number; storeFile: number }) => [
    { method: "GET" as const, url: "/api/admin/inquiries/qna", shopOnly: true },
    { method: "GET" as const, url: `/api/admin/inquiries/qna/${ids.qna}`, shopOnly: true },
    { method: "POST" as const, url: `/api/admin/inquiries/qna/${ids.qna}/answer`, shopOnly: true },
    { method: "GET" as const, url: `/api/admin/inquiries/qna/${ids.qna}/files/${ids.qnaFile}`, shopOnly: true },
    { method: "GET" as const, url: "/api/admin/inquiries/item", shopOnly: false },
    { method: "GET" as const, url: `/api/admin/inquiries/item/${ids.item}`, shopOnly: false },
    { method: "POST" as const, url: `/api/admin/inquiries/item/${ids.item}/answer`, shopOnly: false },
    { method: "GET" as const, url: "/api/admin/inquiries/store", shopOnly: true },
    { method: "GET" as const, url: `/api/admin/inquiries/store/${ids.store}`, shopOnly: true },
    { method: "POST" as const, url: `/api/admin/inquiries/store/${ids.store}/answer`, shopOnly: true },
    { method: "GET" as const, url: `/api/admin/inquiries/store/${ids.store}/files/${ids.storeFile}`, shopOnly: true },
  ];

  it("every route: 401 without a staff session (a member's token is none), 404 to a seller outside its scope", async () => {
    const qna = await fileQna("권한 확인", true);
    const qnaDetail = adminInquiryDetailSchema.parse(
      (await staffGet(`/api/admin/inquiries/qna/${qna.inquiryId}`, admin)).json(),
    );
    const { inquiry: item } = await askItem(OTHER_SELLER_ID);
    const store = await applyStore();
    const storeDetail = adminInquiryDetailSchema.parse(
      (await staffGet(`/api/admin/inquiries/store/${store.id}`, admin)).json(),
    );
    const ids = {
      qna: qna.inquiryId,
      item: item.inquiryId,
      store: store.id,
      qnaFile: qnaDetail.files[0]!.fileId,
      storeFile: storeDetail.files[0]!.fileId,
    };
    for (const route of routes(ids)) {
      const payload = route.method === "POST" ? { answer: "권한 없는 답변" } : undefined;
      const anonymous = await t.app.inject({ method: route.method, url: route.url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, route.url).toBe(401);
      expect(errorBodySchema.parse(anonymous.json()).message).toBe("관리자 로그인이 필요합니다.");
      const asMember = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: bearer(member.token),
        ...(payload ? { payload } : {}),
      });
      expect(asMember.statusCode, route.url).toBe(401);
      // The item question is another seller's; 1:1 and store inquiries are no seller's.
      if (!route.url.endsWith("/item")) {
        const asSeller = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: staffBearer(seller),
          ...(payload ? { payload } : {}),
        });
        expect(asSeller.statusCode, route.url).toBe(404);
      }
    }
    expect(await auditOf("qna", qna.inquiryId)).toEqual([]);
    expect(await auditOf("item-inquiry", item.inquiryId)).toEqual([]);
    expect(await auditOf("store-inquiry", store.id)).toEqual([]);
  });

  it.each<StaffRole>(["ROLE_ADMIN", "ROLE_CS", "ROLE_SELLER"])(
    "%s holds inquiries.answer (no 403 to refuse)",
    async (role) => {
      const staff = role === "ROLE_ADMIN" ? admin : role === "ROLE_CS" ? cs : seller;
      expect((await staffGet("/api/admin/inquiries/item", staff)).statusCode).toBe(200);
    },
  );
});

describe("bad answers", () => {
  it.each([
    { name: "empty", body: { answer: "" }, message: "답변 내용을 입력해 주세요." },
    { name: "spaces only", body: { answer: "   \n  " }, message: "답변 내용을 입력해 주세요." },
    { name: "missing", body: {}, message: "답변 내용을 입력해 주세요." },
    { name: "2001 characters", body: { answer: "가".repeat(2001) }, message: "답변은 2,000자 이내로 입력해 주세요." },
  ])("$name → 400 in Korean, nothing written", async ({ body, message }) => {
    const inquiry = await fileQna("잘못된 답변");
    const res = await staffPost(`/api/admin/inquiries/qna/${inquiry.inquiryId}/answer`, admin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBodySchema.parse(res.json()).message).toBe(message);
    expect(await auditOf("qna", inquiry.inquiryId)).toEqual([]);
  });

  it("exactly 2000 characters are taken; a made-up id is 404; a bad id 400", async () => {
    const inquiry = await fileQna("긴 답변");
    const ok = await staffPost(`/api/admin/inquiries/qna/${inquiry.inquiryId}/answer`, admin, {
      answer: "가".repeat(2000),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await staffPost("/api/admin/inquiries/qna/999999/answer", admin, { answer: "답변" })).statusCode).toBe(404);
    expect((await staffGet("/api/admin/inquiries/qna/abc", admin)).statusCode).toBe(400);
    expect((await staffGet("/api/admin/inquiries/qna?status=done", admin)).statusCode).toBe(400);
    expect((await staffGet("/api/admin/inquiries/qna?size=101", admin)).statusCode).toBe(400);
  });
});
