import { errorBodySchema } from "@shop/contracts/common";
import { itemQnaListSchema } from "@shop/contracts/item";
import {
  deleteItemInquiryResponseSchema,
  itemInquiryCreateResponseSchema,
  itemInquiryListSchema,
} from "@shop/contracts/review";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemQnas } from "../../db/schema/catalog.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A member's questions about items: asking, the own list, deleting while unanswered, and how the item page's Q&A
// shows them (secret ones masked for everyone but the author).

let t: TestApp;
let author: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.db, { userName: "박문의" });
  author = await loginToken(t.app, a.user.loginId, a.password);
  const b = await createMember(t.db, { userName: "최구경" });
  other = await loginToken(t.app, b.user.loginId, b.password);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const ask = (token: string | null, body: object) => call("POST", "/api/qna/item-inquiry", token, body);

async function itemQna(itemUserCode: string, token: string | null) {
  const res = await call("GET", `/api/item/${itemUserCode}/qna`, token);
  expect(res.statusCode, res.body).toBe(200);
  return itemQnaListSchema.parse(res.json()).list;
}

describe("asking about an item", () => {
  it("a member's question waits for an answer, is in their list and on the item page", async () => {
    const item = await createItem(t.db);
    const res = await ask(author, {
      itemUserCode: item.itemUserCode,
      title: "배송 문의",
      content: "  목요일까지 받을 수 있을까요?\r\n선물용입니다.  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { inquiry } = itemInquiryCreateResponseSchema.parse(res.json());
    expect(inquiry).toMatchObject({
      item: { itemId: item.id, itemUserCode: item.itemUserCode, itemName: item.name },
      title: "배송 문의",
      content: "목요일까지 받을 수 있을까요?\n선물용입니다.",
      secret: false,
      status: "waiting",
      statusLabel: "답변대기",
      answer: null,
      answeredAt: null,
    });
    expect(inquiry.item.imageSrc).not.toBe("");

    const mine = itemInquiryListSchema.parse((await call("GET", "/api/qna/item-inquiry", author)).json());
    expect(mine.list[0]).toEqual(inquiry);
    expect(itemInquiryListSchema.parse((await call("GET", "/api/qna/item-inquiry", other)).json()).list).toEqual([]);

    const [shown] = await itemQna(item.itemUserCode, null);
    expect(shown).toMatchObject({
      qnaId: inquiry.inquiryId,
      authorName: "박**",
      title: "배송 문의",
      content: "목요일까지 받을 수 있을까요?\n선물용입니다.",
      status: "waiting",
    });
  });

  it("a secret question shows its text to its author only", async () => {
    const item = await createItem(t.db);
    const res = await ask(author, {
      itemUserCode: item.itemUserCode,
      content: "제 주소로 보내 주실 수 있나요?",
      secret: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    // No title: the start of the text stands in.
    expect(res.json().inquiry).toMatchObject({ title: "제 주소로 보내 주실 수 있나요?", secret: true });
    for (const viewer of [null, other]) {
      const [masked] = await itemQna(item.itemUserCode, viewer);
      expect(masked).toMatchObject({ title: "비밀글입니다.", content: "비밀글입니다.", secret: true, answer: null });
    }
    const [own] = await itemQna(item.itemUserCode, author);
    expect(own).toMatchObject({ title: "제 주소로 보내 주실 수 있나요?", content: "제 주소로 보내 주실 수 있나요?" });
  });

  it("a long first line becomes a 30-character title", async () => {
    const item = await createItem(t.db);
    const content = `${"가".repeat(40)}\n둘째 줄`;
    const res = await ask(author, { itemUserCode: item.itemUserCode, content });
    expect(res.json().inquiry.title).toBe(`${"가".repeat(30)}…`);
  });

  it.each([
    {
      name: "4 characters",
      body: { content: "가나다라" },
      field: "content",
      message: "5~1000자 이내로 입력해 주세요.",
    },
    {
      name: "1001 characters",
      body: { content: "가".repeat(1001) },
      field: "content",
      message: "5~1000자 이내로 입력해 주세요.",
    },
    { name: "spaces only", body: { content: "      " }, field: "content", message: "필수 입력 항목입니다." },
    { name: "no content", body: { content: undefined }, field: "content", message: "필수 입력 항목입니다." },
    {
      name: "a 101-character title",
      body: { title: "제".repeat(101) },
      field: "title",
      message: "100자리 이내로 입력해 주세요.",
    },
    { name: "a text secret flag", body: { secret: "Y" }, field: "secret", message: undefined },
    {
      name: "a bad item code",
      body: { itemUserCode: "G 01" },
      field: "itemUserCode",
      message: "상품 코드가 올바르지 않습니다.",
    },
  ])("$name → 400 on $field", async ({ body, field, message }) => {
    const item = await createItem(t.db);
    const res = await ask(author, { itemUserCode: item.itemUserCode, content: "포장은 어떻게 되나요?", ...body });
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.errors.map((e) => e.field)).toContain(field);
    if (message) expect(error.message).toBe(message);
    expect(await itemQna(item.itemUserCode, author)).toEqual([]);
  });

  it("exactly 5 characters are enough; unknown items are 404; anonymous callers 401", async () => {
    const item = await createItem(t.db);
    expect((await ask(author, { itemUserCode: item.itemUserCode, content: "가나다라마" })).statusCode).toBe(200);
    expect((await ask(author, { itemUserCode: "NOPE0000", content: "가나다라마" })).statusCode).toBe(404);
    const anonymous = await ask(null, { itemUserCode: item.itemUserCode, content: "가나다라마" });
    expect(anonymous.statusCode).toBe(401);
    expect(errorBodySchema.parse(anonymous.json()).message).toBe("로그인 후 이용이 가능합니다.");
    expect((await call("GET", "/api/qna/item-inquiry", null)).statusCode).toBe(401);
  });
});

describe("deleting a question", () => {
  async function asked(token: string) {
    const item = await createItem(t.db);
    const res = await ask(token, { itemUserCode: item.itemUserCode, content: "언제 입고되나요?" });
    return { item, inquiryId: itemInquiryCreateResponseSchema.parse(res.json()).inquiry.inquiryId as number };
  }
  const remove = (token: string | null, inquiryId: unknown) =>
    call("POST", "/api/qna/delete-item-inquiry", token, { inquiryId });

  it("the author deletes a waiting question; it leaves the list and the item page", async () => {
    const { item, inquiryId } = await asked(author);
    const res = await remove(author, inquiryId);
    expect(res.statusCode, res.body).toBe(200);
    expect(deleteItemInquiryResponseSchema.parse(res.json())).toEqual({ inquiryId, deleted: true });
    expect(await itemQna(item.itemUserCode, author)).toEqual([]);
    expect((await remove(author, inquiryId)).statusCode).toBe(404);
  });

  it("someone else's question is not found, an answered one stays, anonymous callers get 401", async () => {
    const { item, inquiryId } = await asked(author);
    const foreign = await remove(other, inquiryId);
    expect(foreign.statusCode).toBe(404);
    expect(errorBodySchema.parse(foreign.json()).message).toBe("존재하지 않는 문의입니다.");
    expect((await remove(null, inquiryId)).statusCode).toBe(401);
    expect((await remove(author, "abc")).statusCode).toBe(400);

    await t.db
      .update(itemQnas)
      .set({ answer: "다음 주 화요일에 입고됩니다.", answeredAt: new Date() })
      .where(eq(itemQnas.id, inquiryId));
    const answered = await remove(author, inquiryId);
    expect(answered.statusCode).toBe(400);
    expect(errorBodySchema.parse(answered.json())).toMatchObject({
      code: "ALREADY_ANSWERED",
      message: "답변이 완료된 문의는 삭제할 수 없습니다.",
    });
    const mine = itemInquiryListSchema.parse((await call("GET", "/api/qna/item-inquiry", author)).json());
    expect(mine.list.find((inquiry) => inquiry.inquiryId === inquiryId)).toMatchObject({
      status: "completed",
      statusLabel: "답변완료",
      answer: "다음 주 화요일에 입고됩니다.",
    });
    expect((await itemQna(item.itemUserCode, null))[0]).toMatchObject({ status: "completed" });
  });
});
