import { eventDetailSchema, eventListSchema, eventRepliesSchema, spotEventsSchema } from "@shop/contracts/display";
import { addHours } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventReplies, events } from "../../db/schema/display.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createEvent } from "../../db/seed/display.factory.js";
import { DISPLAY_DEMO_NOW, EVENT_REPLY_SEEDS } from "../../db/seed/display-seed-content.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const clock = stillClockAt(DISPLAY_DEMO_NOW);
let t: TestApp;
beforeAll(async () => {
  // The seeded events are dated; the clock stands at the moment the demo content is written around.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const links = (list: { link: string }[]) => list.map((event) => event.link);

async function eventId(link: string): Promise<number> {
  const [row] = await t.db.select({ id: events.id }).from(events).where(eq(events.link, link));
  return row!.id;
}

async function memberToken(userName = "김한우") {
  const { user } = await createMember(t.db, { userName });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

describe("GET /api/event", () => {
  it("lists live events in the operator's order, leaving out the one not started", async () => {
    const res = await get("/api/event");
    expect(res.statusCode).toBe(200);
    const body = eventListSchema.parse(res.json());
    expect(links(body.list)).toEqual([
      "hanwoo-holiday-gift",
      "dry-aging-hall",
      "nh-pb-special",
      "time-sale",
      "weekend-handon",
      "winter-recipe-reply",
    ]);
    expect(body.pagination).toEqual({ page: 1, size: 20, totalCount: 6, totalPages: 1 });
    expect(body.list[0]).toMatchObject({
      title: "한우 명절 선물 기획전",
      kind: "plan",
      status: "active",
      period: "2026.10.15 ~ 2027.02.07",
      imageSrc: "/images/banners/event/hanwoo-holiday-gift.svg",
      startAt: "2026-10-14T15:00:00.000Z",
    });
  });

  it("lists ended events latest-ended first", async () => {
    const body = eventListSchema.parse((await get("/api/event?status=ended")).json());
    expect(links(body.list)).toEqual(["fresh-autumn", "chuseok-2026", "summer-camping-reply"]);
    expect(body.list.every((event) => event.status === "ended")).toBe(true);
  });

  it("filters by kind and pages", async () => {
    expect(links((await get("/api/event?kind=spot")).json().list)).toEqual(["time-sale", "weekend-handon"]);
    const second = eventListSchema.parse((await get("/api/event?size=4&page=2")).json());
    expect(links(second.list)).toEqual(["weekend-handon", "winter-recipe-reply"]);
    expect(second.pagination).toEqual({ page: 2, size: 4, totalCount: 6, totalPages: 2 });
    const beyond = eventListSchema.parse((await get("/api/event?size=4&page=3")).json());
    expect(beyond.list).toEqual([]);
  });

  it("moves an event from upcoming to live to ended with the clock, and never lists a hidden one", async () => {
    const fresh = await createEvent(t.db, {
      link: "clock-test",
      startAt: addHours(DISPLAY_DEMO_NOW, 1),
      endAt: addHours(DISPLAY_DEMO_NOW, 3),
      sortOrder: 0,
    });
    await createEvent(t.db, { link: "hidden-test", displayed: false, sortOrder: 0 });
    try {
      expect(links((await get("/api/event")).json().list)).not.toContain("clock-test");
      clock.set(addHours(DISPLAY_DEMO_NOW, 2));
      expect(links((await get("/api/event")).json().list)[0]).toBe("clock-test");
      clock.set(addHours(DISPLAY_DEMO_NOW, 3));
      expect(links((await get("/api/event?status=ended")).json().list)[0]).toBe("clock-test");
      expect((await get("/api/event/clock-test")).json().event.status).toBe("ended");
      for (const status of ["active", "ended"]) {
        expect(links((await get(`/api/event?status=${status}&size=100`)).json().list)).not.toContain("hidden-test");
      }
      expect((await get("/api/event/hidden-test")).statusCode).toBe(404);
    } finally {
      clock.set(DISPLAY_DEMO_NOW);
      await t.db.delete(events).where(eq(events.id, fresh.id));
      await t.db.delete(events).where(eq(events.link, "hidden-test"));
    }
  });

  it.each(["?status=live", "?kind=sale", "?page=0", "?size=101", "?page=abc"])("refuses %s with 400", async (query) => {
    const res = await get(`/api/event${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});

describe("GET /api/event/spot", () => {
  it("answers the live spot events with their items", async () => {
    const res = await get("/api/event/spot");
    expect(res.statusCode).toBe(200);
    const { list } = spotEventsSchema.parse(res.json());
    expect(links(list)).toEqual(["time-sale", "weekend-handon"]);
    const [timeSale, weekend] = list;
    // The time sale carries items on special price that are in stock.
    expect(timeSale!.items).toHaveLength(6);
    for (const item of timeSale!.items) {
      expect(item.specialSalePrice).toBeGreaterThan(0);
      expect(item.presentPrice).toBe(item.specialSalePrice);
      expect(item.soldOut).toBe(false);
    }
    expect(weekend!.items.length).toBeGreaterThan(0);
    expect(weekend!.items.every((item) => item.livestock === "handon")).toBe(true);
  });

  it("answers an empty list once the spot events have ended", async () => {
    clock.set(new Date("2027-06-01T00:00:00+09:00"));
    try {
      expect((await get("/api/event/spot")).json()).toEqual({ list: [] });
    } finally {
      clock.set(DISPLAY_DEMO_NOW);
    }
  });
});

describe("GET /api/event/{link or id}", () => {
  it("answers an event by its slug with its content and item groups", async () => {
    const res = await get("/api/event/hanwoo-holiday-gift");
    expect(res.statusCode).toBe(200);
    const { event } = eventDetailSchema.parse(res.json());
    expect(event).toMatchObject({ title: "한우 명절 선물 기획전", status: "active", replyCount: 0 });
    expect(event.content).toContain("<p>");
    expect(event.groups.map((group) => group.name)).toEqual(["한우 선물세트", "한돈 선물세트"]);
    for (const item of event.groups[0]!.list) {
      expect(item.livestock).toBe("hanwoo");
      expect(item.itemName).toContain("선물세트");
    }
    for (const item of event.groups[1]!.list) expect(item.livestock).toBe("handon");
  });

  it("answers the same event by its numeric id", async () => {
    const id = await eventId("hanwoo-holiday-gift");
    const byId = await get(`/api/event/${id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual((await get("/api/event/hanwoo-holiday-gift")).json());
  });

  it("opens an ended event and counts its replies", async () => {
    const { event } = eventDetailSchema.parse((await get("/api/event/summer-camping-reply")).json());
    expect(event).toMatchObject({ status: "ended", replyEnabled: true, replyCount: 5 });
  });

  it("answers 404 for an unknown event and for one not started yet", async () => {
    for (const key of ["no-such-event", "999999", "year-end-party"]) {
      const res = await get(`/api/event/${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it.each(["Bad_Slug", "-start", "0", "007", "99999999999", "%ED%95%9C%EC%9A%B0"])(
    "refuses key %s with 400",
    async (key) => {
      const res = await get(`/api/event/${key}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    },
  );
});

describe("GET /api/event/replies", () => {
  it("pages an event's replies newest first, text as written", async () => {
    const id = await eventId("winter-recipe-reply");
    const first = eventRepliesSchema.parse((await get(`/api/event/replies?eventId=${id}&size=5`)).json());
    expect(first.pagination).toEqual({ page: 1, size: 5, totalCount: 12, totalPages: 3 });
    const seeded = EVENT_REPLY_SEEDS.filter(([link]) => link === "winter-recipe-reply").reverse();
    expect(first.list.map((reply) => reply.authorName)).toEqual(seeded.slice(0, 5).map(([, author]) => author));
    expect(first.list[0]).toMatchObject({
      content: "<b>사골</b>은 세 번 우려도 맛있어요 & 마지막엔 떡을 넣어요.",
      date: "2026-11-13",
      createdAt: "2026-11-13T04:26:00.000Z",
    });
    const last = eventRepliesSchema.parse((await get(`/api/event/replies?eventId=${id}&size=5&page=3`)).json());
    expect(last.list.map((reply) => reply.authorName)).toEqual(["이**", "김**"]);
  });

  it("answers an empty page for an event without replies", async () => {
    const id = await eventId("dry-aging-hall");
    expect((await get(`/api/event/replies?eventId=${id}`)).json()).toEqual({
      list: [],
      pagination: { page: 1, size: 20, totalCount: 0, totalPages: 0 },
    });
  });

  it("answers 404 for an unknown event or one not started", async () => {
    const upcoming = await eventId("year-end-party");
    for (const query of ["eventId=999999", `eventId=${upcoming}`]) {
      expect((await get(`/api/event/replies?${query}`)).statusCode, query).toBe(404);
    }
  });

  it.each(["", "?eventId=", "?eventId=abc", "?eventId=0", "?eventId=1&page=0"])(
    "refuses %j with 400",
    async (query) => {
      const res = await get(`/api/event/replies${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    },
  );
});

describe("POST /api/event/reply", () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/event/reply", payload: payload as object, headers });

  it("stores a member's reply as plain text under the masked name, newest first", async () => {
    const id = await eventId("winter-recipe-reply");
    const { user, headers } = await memberToken("박소담");
    const content = "<script>alert('한우')</script> 사태찜 & 무 조림";
    const res = await post({ eventId: id, content: `  ${content}  ` }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const { reply } = res.json();
    expect(reply).toMatchObject({ authorName: "박**", content, date: "2026-11-15" });

    const [row] = await t.db.select().from(eventReplies).where(eq(eventReplies.id, reply.id));
    expect(row).toMatchObject({ memberId: user.id, authorName: "박**", content });
    const listed = (await get(`/api/event/replies?eventId=${id}&size=1`)).json();
    expect(listed.list[0]).toMatchObject({ id: reply.id, content });
    expect(listed.pagination.totalCount).toBe(13);
    expect((await get(`/api/event/${id}`)).json().event.replyCount).toBe(13);
  });

  it("answers 401 without a member token, before reading the body", async () => {
    const id = await eventId("winter-recipe-reply");
    const guest = await t.app.services.sessions.issueGuestToken({});
    const anonymous: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${guest.token}` },
      { authorization: "Bearer not-a-real-token-at-all" },
    ];
    for (const headers of anonymous) {
      for (const payload of [{ eventId: id, content: "좋아요" }, { content: "" }]) {
        const res = await post(payload, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe("UNAUTHORIZED");
      }
    }
  });

  it.each([
    ["no event id", { content: "좋아요" }, "eventId"],
    ["blank content", { eventId: 1, content: "   " }, "필수 입력 항목입니다."],
    ["301 characters", { eventId: 1, content: "가".repeat(301) }, "300자를 초과 할 수 없습니다."],
    ["a string event id", { eventId: "1", content: "좋아요" }, "eventId"],
  ])("refuses %s with 400", async (_label, payload, expected) => {
    const { headers } = await memberToken();
    const res = await post(payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
    expect(JSON.stringify(res.json().errors)).toContain(expected);
  });

  it("refuses replies to an event that takes none or has ended, and 404s an unknown one", async () => {
    const { headers } = await memberToken();
    const closed = await post({ eventId: await eventId("hanwoo-holiday-gift"), content: "좋아요" }, headers);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ code: "REPLY_CLOSED", message: "댓글을 작성할 수 없는 이벤트입니다." });
    const ended = await post({ eventId: await eventId("summer-camping-reply"), content: "좋아요" }, headers);
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({ code: "EVENT_ENDED", message: "종료된 이벤트입니다." });
    for (const id of [999999, await eventId("year-end-party")]) {
      expect((await post({ eventId: id, content: "좋아요" }, headers)).statusCode).toBe(404);
    }
    const summer = await eventId("summer-camping-reply");
    expect((await get(`/api/event/replies?eventId=${summer}`)).json().pagination.totalCount).toBe(5);
  });

  it("stops taking replies when the event ends", async () => {
    const id = await eventId("winter-recipe-reply");
    const lastSecond = new Date("2026-12-31T23:59:58+09:00");
    try {
      // Tokens are issued at each moment: a session lasts an hour.
      clock.set(lastSecond);
      expect((await post({ eventId: id, content: "마감 직전" }, (await memberToken()).headers)).statusCode).toBe(200);
      clock.set(addHours(lastSecond, 1));
      const late = await post({ eventId: id, content: "마감 후" }, (await memberToken()).headers);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe("EVENT_ENDED");
    } finally {
      clock.set(DISPLAY_DEMO_NOW);
    }
  });
});
