import {
  adminReportListSchema,
  blockListSchema,
  reportInitSchema,
  reportResultSchema,
} from "@shop/contracts/moderation";
import { reviewInfoSchema, reviewListSchema } from "@shop/contracts/review";
import { visitDayOf } from "@shop/core/moderation/daily-visit";
import { BLOCK_MESSAGES, REPORT_MESSAGES } from "@shop/core/moderation/moderation-rules";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentReports } from "../../db/schema/moderation.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { createEvent } from "../../db/seed/display.factory.js";
import { createReview } from "../../db/seed/review.factory.js";
import { newPageRender, withinPageRender } from "../../lib/page-render.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { statementsDuring } from "../../test/statements.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// 신고하기 / 차단하기 through the real routes (decision 051): one report per member and content, never one's own;
// a block hides the author's reviews and event replies from the blocker only, and unblocking brings them back.

let t: TestApp;
type Member = { id: number; headers: Record<string, string> };
let writer: Member;
let reader: Member;
let itemCode: string;
let writerReviewId: number;
let readerReviewId: number;
let eventId: number;
let writerReplyId: number;

async function member(userName: string): Promise<Member> {
  const { user } = await createMember(t.db, { userName });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

function post(url: string, who: Member | null, payload: unknown) {
  return t.app.inject({ method: "POST", url, payload: payload as object, headers: who?.headers ?? {} });
}

async function reviewAuthors(who: Member | null, photoOnly = false) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/item/${itemCode}/reviews${photoOnly ? "?photoOnly=true" : ""}`,
    headers: who?.headers ?? {},
  });
  expect(res.statusCode).toBe(200);
  return reviewListSchema.parse(res.json()).list.map((review) => review.reviewId);
}

async function ratingBox(who: Member | null) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/item/${itemCode}/review/info`,
    headers: who?.headers ?? {},
  });
  expect(res.statusCode).toBe(200);
  return reviewInfoSchema.parse(res.json());
}

async function reviewListOf(who: Member | null) {
  const res = await t.app.inject({ method: "GET", url: `/api/item/${itemCode}/reviews`, headers: who?.headers ?? {} });
  expect(res.statusCode).toBe(200);
  return reviewListSchema.parse(res.json());
}

async function replyIds(who: Member | null) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/event/replies?eventId=${eventId}`,
    headers: who?.headers ?? {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { list: { id: number }[] }).list.map((reply) => reply.id);
}

beforeAll(async () => {
  t = await createTestApp();
  writer = await member("박악플");
  reader = await member("김한우");
  const item = await createItem(t.db);
  itemCode = item.itemUserCode;
  const photo = { contentType: "image/png", data: Buffer.from("not read here") };
  writerReviewId = (await createReview(t.db, { userId: writer.id, itemId: item.id, score: 1, photos: [photo] })).id;
  readerReviewId = (await createReview(t.db, { userId: reader.id, itemId: item.id, photos: [photo] })).id;
  const event = await createEvent(t.db, { link: "report-block-test", kind: "reply", replyEnabled: true });
  eventId = event.id;
  const replied = await post("/api/event/reply", writer, { eventId, content: "광고 링크입니다" });
  expect(replied.statusCode).toBe(200);
  writerReplyId = replied.json().reply.id;
  expect((await post("/api/event/reply", reader, { eventId, content: "맛있어 보여요" })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("GET /api/common/report/init", () => {
  it("lists the reasons, 기타 asking for words", async () => {
    const body = reportInitSchema.parse((await t.app.inject({ method: "GET", url: "/api/common/report/init" })).json());
    expect(body.reasons.map((reason) => reason.label)).toContain("욕설/비방");
    expect(body.reasons.at(-1)).toEqual({ code: "ETC", label: "기타", textRequired: true });
  });
});

describe("POST /api/common/report", () => {
  const target = () => ({ targetType: "review", targetId: writerReviewId });

  it("keeps one report per member and content: a repeat answers the first", async () => {
    const first = await post("/api/common/report", reader, { ...target(), reasonCode: "ABUSE" });
    expect(first.statusCode).toBe(200);
    const kept = reportResultSchema.parse(first.json());
    expect(kept).toMatchObject({ alreadyReported: false, reasonCode: "ABUSE", message: REPORT_MESSAGES.REPORTED });

    const again = reportResultSchema.parse(
      (await post("/api/common/report", reader, { ...target(), reasonCode: "ETC", reasonText: "또 신고" })).json(),
    );
    expect(again).toMatchObject({ reportId: kept.reportId, alreadyReported: true, reasonCode: "ABUSE" });
    const [rows] = await t.db
      .select({ n: count() })
      .from(contentReports)
      .where(and(eq(contentReports.reporterId, reader.id), eq(contentReports.targetId, writerReviewId)));
    expect(rows?.n).toBe(1);
  });

  it("reports an event reply with the author kept for the back office", async () => {
    const res = await post("/api/common/report", reader, {
      targetType: "event_reply",
      targetId: writerReplyId,
      reasonCode: "AD",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportResultSchema.parse(res.json()).reportId));
    expect(row).toMatchObject({ authorId: writer.id, targetType: "event_reply", status: "received" });
  });

  it("refuses one's own content, 기타 without words and an unknown reason in Korean", async () => {
    const own = await post("/api/common/report", reader, {
      targetType: "review",
      targetId: readerReviewId,
      reasonCode: "SPAM",
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.OWN_CONTENT);
    const noWords = await post("/api/common/report", writer, {
      ...target(),
      targetId: readerReviewId,
      reasonCode: "ETC",
    });
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json().message).toBe(REPORT_MESSAGES.OTHER_TEXT_REQUIRED);
    const unknown = await post("/api/common/report", writer, { targetType: "review", targetId: 1, reasonCode: "X" });
    expect(unknown.json().message).toBe(REPORT_MESSAGES.REASON_REQUIRED);
    const badType = await post("/api/common/report", writer, { targetType: "notice", targetId: 1, reasonCode: "AD" });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/[가-힣]/);
  });

  it("answers 404 for unknown content and 401 to a guest", async () => {
    const missing = await post("/api/common/report", reader, {
      targetType: "review",
      targetId: 2_000_000_000,
      reasonCode: "AD",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_MESSAGES.TARGET_NOT_FOUND);
    expect((await post("/api/common/report", null, { ...target(), reasonCode: "AD" })).statusCode).toBe(401);
  });
});

describe("POST /api/common/block and /unblock", () => {
  it("hides the author's reviews and replies from the blocker only, until unblocked", async () => {
    expect(await reviewAuthors(reader)).toEqual(expect.arrayContaining([writerReviewId, readerReviewId]));

    const blocked = await post("/api/common/block", reader, { targetType: "review", targetId: writerReviewId });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, authorName: "박**", message: BLOCK_MESSAGES.BLOCKED });
    // Idempotent: the same block answers again.
    const again = await post("/api/common/block", reader, { targetType: "event_reply", targetId: writerReplyId });
    expect(again.json().blockId).toBe(blocked.json().blockId);

    expect(await reviewAuthors(reader)).not.toContain(writerReviewId);
    expect(await reviewAuthors(reader, true)).toEqual([readerReviewId]);
    expect(await replyIds(reader)).not.toContain(writerReplyId);
    // Others still see everything.
    expect(await reviewAuthors(null)).toContain(writerReviewId);
    expect(await reviewAuthors(writer)).toContain(writerReviewId);
    expect(await replyIds(null)).toContain(writerReplyId);

    const list = blockListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/common/blocks", headers: reader.headers })).json(),
    );
    expect(list.list).toEqual([expect.objectContaining({ blockId: blocked.json().blockId, authorName: "박**" })]);

    const unblocked = await post("/api/common/unblock", reader, { blockId: blocked.json().blockId });
    expect(unblocked.json()).toMatchObject({ blocked: false, message: BLOCK_MESSAGES.UNBLOCKED });
    expect(await reviewAuthors(reader)).toContain(writerReviewId);
    expect(await replyIds(reader)).toContain(writerReplyId);
    // Unblocking again changes nothing and answers the same.
    expect((await post("/api/common/unblock", reader, { blockId: blocked.json().blockId })).statusCode).toBe(200);
  });

  it("leaves the blocked author's reviews out of the blocker's rating box only, as the list does", async () => {
    const everyone = { average: 3, count: 2, photoCount: 2 };
    expect(await ratingBox(reader)).toMatchObject(everyone);
    // Without blocks a member's list carries no rating box of its own: the shared review/info answer stands.
    expect((await reviewListOf(reader)).info).toBeUndefined();

    const blocked = await post("/api/common/block", reader, { targetType: "review", targetId: writerReviewId });
    expect(blocked.statusCode).toBe(200);
    const seen = await ratingBox(reader);
    expect(seen).toMatchObject({ average: 5, count: 1, photoCount: 1 });
    expect(seen.distribution.find((row) => row.score === 1)).toEqual({ score: 1, count: 0, percent: 0 });
    expect(seen.distribution.find((row) => row.score === 5)).toEqual({ score: 5, count: 1, percent: 100 });
    // The blocker's list answers the same box with the page, so the item page needs no call of its own for it.
    expect((await reviewListOf(reader)).info).toEqual(seen);
    // A guest and another member still count every review, and their lists carry no box.
    expect(await ratingBox(null)).toMatchObject(everyone);
    expect(await ratingBox(writer)).toMatchObject(everyone);
    expect((await reviewListOf(null)).info).toBeUndefined();
    expect((await reviewListOf(writer)).info).toBeUndefined();

    await post("/api/common/unblock", reader, { blockId: blocked.json().blockId });
    expect(await ratingBox(reader)).toMatchObject(everyone);
    expect((await reviewListOf(reader)).info).toBeUndefined();
  });

  it("within one page read, the blocker's review lists and rating box read the block list and the item once", async () => {
    // docs/decisions/058: the item page's reviews, photo reviews and rating box each ask for both.
    const blocked = await post("/api/common/block", reader, { targetType: "review", targetId: writerReviewId });
    expect(blocked.statusCode).toBe(200);
    const reads = (statements: string[]) => ({
      blocks: statements.filter((statement) => /from "member_blocks" where/.test(statement)).length,
      item: statements.filter((statement) =>
        /^select "id", "item_user_code", "name", "present_price" from "items"/.test(statement),
      ).length,
    });
    const answers = () => Promise.all([reviewListOf(reader), reviewAuthors(reader, true), ratingBox(reader)]);
    let inRender: unknown;
    const rendered = await statementsDuring(t.db, async () => {
      inRender = await withinPageRender(newPageRender(), answers);
    });
    let apart: unknown;
    const outside = await statementsDuring(t.db, async () => {
      apart = await answers();
    });
    expect(reads(rendered)).toEqual({ blocks: 1, item: 1 });
    expect(reads(outside)).toEqual({ blocks: 3, item: 3 });
    expect(inRender).toEqual(apart);
    expect((inRender as [unknown, number[]])[1]).toEqual([readerReviewId]);
    await post("/api/common/unblock", reader, { blockId: blocked.json().blockId });
  });

  it("unblocks by the content the block was made from", async () => {
    await post("/api/common/block", writer, { targetType: "event_reply", targetId: (await replyIds(null))[0]! });
    expect(await replyIds(writer)).toEqual([writerReplyId]);
    const res = await post("/api/common/unblock", writer, { targetType: "review", targetId: readerReviewId });
    expect(res.json()).toMatchObject({ blocked: false, authorName: "김**" });
    expect(await replyIds(writer)).toHaveLength(2);
  });

  it("refuses blocking oneself (400), unknown content (404) and guests (401)", async () => {
    const self = await post("/api/common/block", reader, { targetType: "review", targetId: readerReviewId });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(BLOCK_MESSAGES.SELF);
    const missing = await post("/api/common/block", reader, { targetType: "event_reply", targetId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect((await post("/api/common/block", null, { targetType: "review", targetId: writerReviewId })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/common/blocks" })).statusCode).toBe(401);
  });
});

describe("POST /api/common/visit", () => {
  it("counts each call under the Korea day, for guests too", async () => {
    const day = visitDayOf(new Date());
    const before = await t.app.services.moderation.visitsOn(day);
    for (let i = 0; i < 2; i++) {
      const res = await post("/api/common/visit", null, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ accepted: true, day });
    }
    expect(await t.app.services.moderation.visitsOn(day)).toBe(before + 2);
  });
});

describe("the back office's reports", () => {
  it("lists the reports with the content, marks one handled once, and refuses customer service", async () => {
    const admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const reported = await post("/api/common/report", writer, {
      targetType: "review",
      targetId: readerReviewId,
      reasonCode: "ETC",
      reasonText: "다른 상품 이야기입니다.",
    });
    const reportId = reportResultSchema.parse(reported.json()).reportId;
    const list = async (query: string) =>
      adminReportListSchema.parse(
        (await t.app.inject({ method: "GET", url: `/api/admin/reports${query}`, headers: staffBearer(admin) })).json(),
      );
    const received = await list("?status=received");
    expect(received.list.find((report) => report.reportId === reportId)).toMatchObject({
      reasonLabel: "기타",
      reasonText: "다른 상품 이야기입니다.",
      authorName: "김**",
      content: "신선하고 맛있어요. 다음에도 주문할게요.",
      status: "received",
      handledAt: null,
    });

    const handle = () =>
      t.app.inject({ method: "POST", url: `/api/admin/reports/${reportId}/handle`, headers: staffBearer(admin) });
    const first = await handle();
    expect(first.statusCode).toBe(200);
    expect(first.json().report).toMatchObject({ status: "handled" });
    expect((await handle()).json().report.handledAt).toBe(first.json().report.handledAt);
    expect((await list("?status=handled")).list.map((report) => report.reportId)).toContain(reportId);
    expect((await list("?status=received")).list.map((report) => report.reportId)).not.toContain(reportId);

    const missing = await t.app.inject({
      method: "POST",
      url: "/api/admin/reports/2000000000/handle",
      headers: staffBearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/reports", headers: staffBearer(cs) })).statusCode,
    ).toBe(403);
  });
});
