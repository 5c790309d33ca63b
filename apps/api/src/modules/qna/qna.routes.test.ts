import { errorBodySchema } from "@shop/contracts/common";
import {
  deleteQnaInquiryResponseSchema,
  qnaGroupListSchema,
  qnaInquiryCreateResponseSchema,
  qnaInquiryListSchema,
} from "@shop/contracts/qna";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { createPurchase } from "../../db/seed/order.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer, loginToken, signedPost } from "../../test/auth-client.js";
import { type FilePart, IMAGE_SAMPLES, multipartPayload } from "../../test/multipart.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A member's 1:1 inquiries through the real routes: filing one with files, the own list, the shop's answer (the dev
// route until the back office), the attachment back to its owner only, and deleting while it waits.

let t: TestApp;
let author: { id: number; token: string };
let other: { id: number; token: string };
let guest: string;

async function member(userName: string) {
  const created = await createMember(t.db, { userName });
  return { id: created.user.id, token: await loginToken(t.app, created.user.loginId, created.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  author = await member("정문의");
  other = await member("한구경");
  const issued = await signedPost(t.app, "/api/auth/guest-token", {});
  expect(issued.statusCode, issued.body).toBe(200);
  guest = issued.json().token;
});
afterAll(() => t.close());

const png = drawReviewPhoto(7);
const pdf = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const file = (data: Buffer, filename = "receipt.png", contentType = "image/png"): FilePart => ({
  field: "files",
  filename,
  contentType,
  data,
});
const FIELDS = { group: "DELIVERY", title: "배송이 늦어요", content: "주문한 한우 세트가 아직 도착하지 않았습니다." };

function ask(token: string | null, fields: Record<string, string | number>, files: readonly FilePart[] = []) {
  const { payload, headers } = multipartPayload(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/qna/inquiry",
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

async function asked(token: string, files: readonly FilePart[] = [], fields: Record<string, string> = FIELDS) {
  const res = await ask(token, fields, files);
  expect(res.statusCode, res.body).toBe(200);
  return qnaInquiryCreateResponseSchema.parse(res.json()).inquiry;
}

const get = (url: string, token: string | null) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, payload });

async function mine(token: string) {
  const res = await get("/api/qna/inquiry?page=1&size=50", token);
  expect(res.statusCode, res.body).toBe(200);
  return qnaInquiryListSchema.parse(res.json());
}

const download = (inquiryId: number, fileId: number, token: string | null) =>
  get(`/api/qna/inquiry/${inquiryId}/download-file?fileId=${fileId}`, token);
const answer = (inquiryId: number, text: string) =>
  post(`/api/dev/qna/inquiry/${inquiryId}/answer`, null, { answer: text });

describe("the inquiry groups", () => {
  it("lists the six groups in the form's order, to anyone", async () => {
    const res = await get("/api/qna/qna-groups", null);
    expect(res.statusCode, res.body).toBe(200);
    expect(qnaGroupListSchema.parse(res.json()).list.map((group) => group.label)).toEqual([
      "주문/결제",
      "배송",
      "취소/반품/교환",
      "상품",
      "회원정보",
      "기타",
    ]);
  });
});

describe("a 1:1 inquiry from filing to the answer", () => {
  it("is filed with a picture and a PDF, listed waiting, answered, and its files go back to the owner only", async () => {
    const inquiry = await asked(author.token, [
      file(png, "C:\\Users\\me\\배송 사진.png"),
      file(pdf, "영수증.pdf", "application/octet-stream"),
    ]);
    expect(inquiry).toMatchObject({
      group: { code: "DELIVERY", label: "배송" },
      title: "배송이 늦어요",
      content: "주문한 한우 세트가 아직 도착하지 않았습니다.",
      orderCode: null,
      status: "waiting",
      statusLabel: "답변대기",
      answer: null,
      answeredAt: null,
    });
    // Types come from the bytes, names without the folders.
    expect(inquiry.files.map(({ fileName, contentType, byteSize }) => ({ fileName, contentType, byteSize }))).toEqual([
      { fileName: "배송 사진.png", contentType: "image/png", byteSize: png.length },
      { fileName: "영수증.pdf", contentType: "application/pdf", byteSize: pdf.length },
    ]);

    const list = await mine(author.token);
    expect(list.list[0]).toEqual(inquiry);
    expect((await mine(other.token)).list.find((entry) => entry.inquiryId === inquiry.inquiryId)).toBeUndefined();

    const answered = await answer(inquiry.inquiryId, "  내일 오전 중 도착 예정입니다.\r\n불편을 드려 죄송합니다.  ");
    expect(answered.statusCode, answered.body).toBe(200);
    const [after] = (await mine(author.token)).list;
    expect(after).toMatchObject({
      inquiryId: inquiry.inquiryId,
      status: "completed",
      statusLabel: "답변완료",
      answer: "내일 오전 중 도착 예정입니다.\n불편을 드려 죄송합니다.",
    });
    expect(after?.answeredAt).not.toBeNull();
    expect((await answer(inquiry.inquiryId, "두 번째 답변")).statusCode).toBe(409);

    const [picture, receipt] = inquiry.files;
    const own = await download(inquiry.inquiryId, picture!.fileId, author.token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.headers["content-disposition"]).toBe(
      `attachment; filename="attachment-${picture!.fileId}.png"; filename*=UTF-8''${encodeURIComponent("배송 사진.png")}`,
    );
    const ownPdf = await download(inquiry.inquiryId, receipt!.fileId, author.token);
    expect(ownPdf.headers["content-type"]).toBe("application/pdf");
    expect(ownPdf.rawPayload.equals(pdf)).toBe(true);

    // Everyone else gets the same 404 as a made-up id, and the file's bytes never.
    for (const [who, token] of [
      ["another member", other.token],
      ["a guest", guest],
      ["nobody", null],
    ] as const) {
      const refused = await download(inquiry.inquiryId, picture!.fileId, token);
      expect(refused.statusCode, who).toBe(404);
      expect(errorBodySchema.parse(refused.json()).message).toBe("존재하지 않는 첨부파일입니다.");
    }
    expect((await download(inquiry.inquiryId, 2_000_000_000, author.token)).statusCode).toBe(404);
    expect((await download(2_000_000_000, picture!.fileId, author.token)).statusCode).toBe(404);
    // A file of one inquiry is not reached through another of the same member.
    const second = await asked(author.token);
    expect((await download(second.inquiryId, picture!.fileId, author.token)).statusCode).toBe(404);
    expect((await download(inquiry.inquiryId, 0, author.token)).statusCode).toBe(400);
  });

  it("names one of the member's orders; someone else's order code is refused under its field", async () => {
    const item = await createItem(t.db);
    const { order } = await createPurchase(t.db, { userId: author.id, itemId: item.id });
    const inquiry = await asked(author.token, [], {
      ...FIELDS,
      group: "ORDER",
      orderCode: order.orderCode.toLowerCase(),
    });
    expect(inquiry).toMatchObject({ group: { code: "ORDER", label: "주문/결제" }, orderCode: order.orderCode });

    const foreign = await ask(other.token, { ...FIELDS, orderCode: order.orderCode });
    expect(foreign.statusCode).toBe(400);
    expect(errorBodySchema.parse(foreign.json()).errors).toEqual([
      { field: "orderCode", message: "주문 내역에서 찾을 수 없는 주문번호입니다. 주문번호를 확인해 주세요." },
    ]);
  });

  it("pages the member's list newest first", async () => {
    const someone = await member("최페이지");
    for (const title of ["첫째", "둘째", "셋째"]) await asked(someone.token, [], { ...FIELDS, title });
    const res = await get("/api/qna/inquiry?page=2&size=2", someone.token);
    const page = qnaInquiryListSchema.parse(res.json());
    expect(page.list.map((entry) => entry.title)).toEqual(["첫째"]);
    expect(page.pagination).toMatchObject({ page: 2, size: 2, totalCount: 3, totalPages: 2 });
  });
});

describe("deleting an inquiry", () => {
  const remove = (token: string | null, inquiryId: unknown) => post("/api/qna/delete-inquiry", token, { inquiryId });

  it("the author deletes a waiting inquiry with its files; they are gone", async () => {
    const inquiry = await asked(author.token, [file(png)]);
    const res = await remove(author.token, inquiry.inquiryId);
    expect(res.statusCode, res.body).toBe(200);
    expect(deleteQnaInquiryResponseSchema.parse(res.json())).toEqual({ inquiryId: inquiry.inquiryId, deleted: true });
    expect((await mine(author.token)).list.find((entry) => entry.inquiryId === inquiry.inquiryId)).toBeUndefined();
    expect((await download(inquiry.inquiryId, inquiry.files[0]!.fileId, author.token)).statusCode).toBe(404);
    expect((await remove(author.token, inquiry.inquiryId)).statusCode).toBe(404);
  });

  it("someone else's is not found, an answered one stays, anonymous callers get 401", async () => {
    const inquiry = await asked(author.token);
    const foreign = await remove(other.token, inquiry.inquiryId);
    expect(foreign.statusCode).toBe(404);
    expect(errorBodySchema.parse(foreign.json()).message).toBe("존재하지 않는 문의입니다.");
    expect((await remove(null, inquiry.inquiryId)).statusCode).toBe(401);
    expect((await remove(guest, inquiry.inquiryId)).statusCode).toBe(401);
    expect((await remove(author.token, "abc")).statusCode).toBe(400);

    expect((await answer(inquiry.inquiryId, "확인해 드렸습니다.")).statusCode).toBe(200);
    const refused = await remove(author.token, inquiry.inquiryId);
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      code: "ALREADY_ANSWERED",
      message: "답변이 완료된 문의는 삭제할 수 없습니다.",
    });
    expect((await mine(author.token)).list.find((entry) => entry.inquiryId === inquiry.inquiryId)).toMatchObject({
      status: "completed",
    });
  });
});

describe("what an inquiry refuses", () => {
  const tenMb = 10 * 1024 * 1024;
  const exactlyTenMb = Buffer.concat([png, Buffer.alloc(tenMb - png.length, 0)]);

  it("takes a file of exactly 10 MB and three files of the allowed kinds whatever their claimed type", async () => {
    const inquiry = await asked(author.token, [
      file(exactlyTenMb, "big.png"),
      file(IMAGE_SAMPLES.jpeg, "a.png", "image/png"),
      file(IMAGE_SAMPLES.webp, "b.gif", "image/gif"),
    ]);
    expect(inquiry.files.map((entry) => [entry.contentType, entry.byteSize])).toEqual([
      ["image/png", tenMb],
      ["image/jpeg", IMAGE_SAMPLES.jpeg.length],
      ["image/webp", IMAGE_SAMPLES.webp.length],
    ]);
  });

  it.each<{ name: string; fields?: Record<string, string>; files?: FilePart[]; field: string; message: string }>([
    {
      name: "a file over 10 MB",
      files: [file(Buffer.concat([png, Buffer.alloc(tenMb + 1 - png.length, 0)]))],
      field: "files",
      message: "첨부파일은 한 개에 10MB 이하만 등록할 수 있습니다.",
    },
    {
      name: "a text file named .png",
      files: [file(Buffer.from("사진이 아니라 글자입니다. not a picture"), "meat.png")],
      field: "files",
      message: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
    },
    {
      name: "an SVG picture",
      files: [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml")],
      field: "files",
      message: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
    },
    {
      name: "a zip archive",
      files: [file(Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60, 1)]), "docs.pdf", "application/pdf")],
      field: "files",
      message: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
    },
    {
      name: "four files",
      files: Array.from({ length: 4 }, (_, i) => file(drawReviewPhoto(i + 20), `${i}.png`)),
      field: "files",
      message: "첨부파일은 최대 3개까지 등록할 수 있습니다.",
    },
    { name: "empty content", fields: { content: "   " }, field: "content", message: "필수 입력 항목입니다." },
    {
      name: "4 characters",
      fields: { content: "가나다라" },
      field: "content",
      message: "5~2000자 이내로 입력해 주세요.",
    },
    {
      name: "2001 characters",
      fields: { content: "가".repeat(2001) },
      field: "content",
      message: "5~2000자 이내로 입력해 주세요.",
    },
    { name: "no title", fields: { title: "" }, field: "title", message: "필수 입력 항목입니다." },
    {
      name: "a 101-character title",
      fields: { title: "제".repeat(101) },
      field: "title",
      message: "100자리 이내로 입력해 주세요.",
    },
    { name: "no group", fields: { group: "" }, field: "group", message: "문의 유형을 선택해 주세요." },
    { name: "an unknown group", fields: { group: "VIP" }, field: "group", message: "문의 유형을 선택해 주세요." },
    {
      name: "a malformed order code",
      fields: { orderCode: "주문-1" },
      field: "orderCode",
      message: "주문번호를 정확히 입력해 주세요.",
    },
    {
      name: "a NUL in the title",
      fields: { title: "배송\u0000문의" },
      field: "title",
      message: "입력값에 사용할 수 없는 문자가 포함되어 있습니다.",
    },
  ])("$name → 400 on $field, nothing written", async ({ fields = {}, files = [], field, message }) => {
    const someone = await member("박거절");
    const res = await ask(someone.token, { ...FIELDS, ...fields }, files);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.message).toBe(message);
    expect(error.errors.map((entry) => entry.field)).toContain(field);
    expect((await mine(someone.token)).list).toEqual([]);
  });

  it("answers 401 to anonymous callers and guests, 415 to a JSON body, 400 to a broken form", async () => {
    const anonymous = await ask(null, FIELDS);
    expect(anonymous.statusCode).toBe(401);
    expect(errorBodySchema.parse(anonymous.json()).message).toBe("로그인 후 이용이 가능합니다.");
    expect((await ask(guest, FIELDS)).statusCode).toBe(401);
    expect((await get("/api/qna/inquiry", null)).statusCode).toBe(401);
    expect((await post("/api/qna/inquiry", author.token, FIELDS)).statusCode).toBe(415);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/qna/inquiry",
      headers: { ...bearer(author.token), "content-type": "multipart/form-data; boundary=x" },
      payload: "--x\r\nContent-Disposition: form-data\r\n\r\nno end",
    });
    expect(broken.statusCode).toBe(400);
  });

  it("the dev answer refuses an unknown inquiry and an empty answer", async () => {
    expect((await answer(2_000_000_000, "답변")).statusCode).toBe(404);
    const inquiry = await asked(author.token);
    expect((await answer(inquiry.inquiryId, "   ")).statusCode).toBe(400);
  });
});
