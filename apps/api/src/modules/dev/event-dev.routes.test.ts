import { eventDetailSchema, eventListSchema } from "@shop/contracts/display";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/display.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const _clock = stillClockAt("2028-03-02T03:00:00Z");
let t: TestApp;
beforeAll(async () => {
  // Long after the demo's dates: every seeded event has ended or not begun by then.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const open = (key: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `/api/dev/events/${key}/open`, payload });

describe("POST /api/dev/events/{key}/open", () => {
  it("makes an ended reply event live from yesterday for the given days, and lists it again", async () => {
    const before = eventListSchema.parse((await t.app.inject({ method: "GET", url: "/api/event?kind=reply" })).json());
    expect(before.list.map((event) => event.link)).not.toContain("winter-recipe-reply");

    const res = await open("winter-recipe-reply", { days: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      link: "winter-recipe-reply",
      startAt: "2028-03-01T03:00:00.000Z",
      endAt: "2028-03-09T03:00:00.000Z",
    });

    const detail = eventDetailSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/event/winter-recipe-reply" })).json(),
    );
    expect(detail.event.status).toBe("active");
    const after = eventListSchema.parse((await t.app.inject({ method: "GET", url: "/api/event?kind=reply" })).json());
    expect(after.list.map((event) => event.link)).toContain("winter-recipe-reply");
  });

  it("opens by id too, shows a hidden event and keeps 30 days by default", async () => {
    const [row] = await t.db.select({ id: events.id }).from(events).where(eq(events.link, "time-sale"));
    await t.db.update(events).set({ displayed: false }).where(eq(events.id, row!.id));
    const res = await open(String(row!.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().endAt).toBe("2028-04-01T03:00:00.000Z");
    const [after] = await t.db.select({ displayed: events.displayed }).from(events).where(eq(events.id, row!.id));
    expect(after!.displayed).toBe(true);
  });

  it.each([
    ["an unknown event", "no-such-event", {}, 404],
    ["a malformed key", "Bad_Key", {}, 400],
    ["zero days", "time-sale", { days: 0 }, 400],
    ["more than a year", "time-sale", { days: 366 }, 400],
  ])("refuses %s", async (_case, key, payload, status) => {
    expect((await open(key, payload)).statusCode).toBe(status);
  });
});
