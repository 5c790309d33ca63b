import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES } from "@shop/contracts/admin-content";
import { ADMIN_DISPLAY_MESSAGES, adminEventListSchema } from "@shop/contracts/admin-display";
import { eventDetailSchema } from "@shop/contracts/display";
import { formatKoreaMinute } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoItem } from "../../db/seed/catalog.factory.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's events (docs/decisions/044): guard, validation, audit, and the event page following at once.

let t: TestApp;
let admin: { token: string };
const tag = randomBytes(3).toString("hex");
const minute = (offsetMinutes: number) => formatKoreaMinute(new Date(Date.now() + offsetMinutes * 60_000));
const shownItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item).filter(
  (item) => item.displayed,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const event = (link: string) => ({
  link,
  kind: "plan",
  title: `${tag} 설 한우 기획전`,
  summary: "설 선물을 미리 준비하세요.",
  content: "한우 선물세트를 모았습니다.\n\n1월 20일까지 주문하면 설 전에 받습니다.",
  imageUrl: "/images/event/seollal.png",
  startAt: minute(-2),
  endAt: minute(60 * 24),
  displayed: true,
});

const shopEvent = async (id: number) => {
  const res = await t.app.inject({ method: "GET", url: `/api/event/${id}` });
  return res.statusCode === 200 ? eventDetailSchema.parse(res.json()).event : null;
};

describe("events in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/events" },
        { method: "GET", url: "/api/admin/events/1" },
        { method: "POST", url: "/api/admin/events", payload: event(`guard-${tag}`) },
        { method: "PUT", url: "/api/admin/events/1", payload: event(`guard-${tag}`) },
        { method: "PUT", url: "/api/admin/events/1/items", payload: { items: [] } },
        { method: "POST", url: "/api/admin/events/1/end" },
      ],
    );
  });

  it("a new event opens on the shop at once; edits, items and ending early follow, each audited", async () => {
    const body = event(`seollal-${tag}`);
    const { event: created } = await okCall(t, admin, "POST", "/api/admin/events", body);
    expect(created).toMatchObject({ title: body.title, status: "active", startAt: body.startAt, itemCount: 0 });
    expect(await shopEvent(created.id)).toMatchObject({ title: body.title, status: "active", link: body.link });

    const title = `${tag} 설 한우 기획전 (연장)`;
    await okCall(t, admin, "PUT", `/api/admin/events/${created.id}`, { ...body, title });
    expect((await shopEvent(created.id))?.title).toBe(title);

    const [first, second] = shownItems;
    const { event: withItems } = await okCall(t, admin, "PUT", `/api/admin/events/${created.id}/items`, {
      items: [
        { itemUserCode: second!.itemUserCode, groupName: "구이용" },
        { itemUserCode: first!.itemUserCode, groupName: "구이용" },
      ],
    });
    expect(withItems.items.map((item: { itemName: string }) => item.itemName)).toEqual([second!.name, first!.name]);
    const groups = (await shopEvent(created.id))!.groups;
    expect(groups.map((group) => [group.name, group.list.map((item) => item.itemUserCode)])).toEqual([
      ["구이용", [second!.itemUserCode, first!.itemUserCode]],
    ]);

    const { event: ended } = await okCall(t, admin, "POST", `/api/admin/events/${created.id}/end`);
    expect(ended.status).toBe("ended");
    expect((await shopEvent(created.id))?.status).toBe("ended");
    // A second click changes nothing.
    const again = await staffCall(t, admin, "POST", `/api/admin/events/${created.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_DISPLAY_MESSAGES.eventEnded);

    const listed = adminEventListSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/events?keyword=${encodeURIComponent(tag)}&status=ended`),
    );
    expect(listed.list.map((row) => row.id)).toEqual([created.id]);

    const entries = await auditEntriesOf(t, admin, "event", created.id);
    expect(entries.map((entry) => entry.action)).toEqual(["event.end", "event.update", "event.update", "event.create"]);
    expect(entries[2]).toMatchObject({ before: { title: body.title }, after: { title } });
    expect(entries[3]!.after).toMatchObject({ link: body.link, startAt: body.startAt, endAt: body.endAt });
  });

  it("a hidden or not yet started event stays off the shop; one not started cannot be ended", async () => {
    const { event: hidden } = await okCall(t, admin, "POST", "/api/admin/events", {
      ...event(`hidden-${tag}`),
      displayed: false,
    });
    expect(await shopEvent(hidden.id)).toBeNull();
    const { event: later } = await okCall(t, admin, "POST", "/api/admin/events", {
      ...event(`later-${tag}`),
      startAt: minute(60),
      endAt: minute(120),
    });
    expect(later.status).toBe("scheduled");
    expect(await shopEvent(later.id)).toBeNull();
    const early = await staffCall(t, admin, "POST", `/api/admin/events/${later.id}/end`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMIN_DISPLAY_MESSAGES.eventNotStarted);
  });

  it("a link another event has answers 409; an unknown event 404", async () => {
    await okCall(t, admin, "POST", "/api/admin/events", event(`taken-${tag}`));
    const taken = await staffCall(t, admin, "POST", "/api/admin/events", event(`taken-${tag}`));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_DISPLAY_MESSAGES.linkTaken);
    const missing = await staffCall(t, admin, "PUT", "/api/admin/events/999999", event(`missing-${tag}`));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_CONTENT_MESSAGES.notFound);
  });

  it.each([
    ["an end before the start", { endAt: minute(-60) }, ADMIN_CONTENT_MESSAGES.endAfterStart],
    ["no period", { startAt: "" }, ADMIN_DISPLAY_MESSAGES.period],
    ["a link of digits alone", { link: "2026" }, ADMIN_DISPLAY_MESSAGES.link],
    ["a link with capitals", { link: "Seollal" }, ADMIN_DISPLAY_MESSAGES.link],
    ["a link a shop page has", { link: "best" }, ADMIN_DISPLAY_MESSAGES.linkReserved],
    ["markup in the text", { content: "<p>안내</p>" }, ADMIN_CONTENT_MESSAGES.noMarkup],
    ["no banner picture", { imageUrl: "" }, ADMIN_CONTENT_MESSAGES.required],
    ["a javascript: picture", { imageUrl: "javascript:alert(1)" }, ADMIN_CONTENT_MESSAGES.link],
    ["a kind the shop has not", { kind: "lottery" }, ADMIN_CONTENT_MESSAGES.required],
  ])("refuses %s with 400 in Korean", async (_case, change, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/events", { ...event(`bad-${tag}`), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("refuses an unknown item code with 400 naming it", async () => {
    const { list } = adminEventListSchema.parse(await okCall(t, admin, "GET", "/api/admin/events?size=1"));
    const res = await staffCall(t, admin, "PUT", `/api/admin/events/${list[0]!.id}/items`, {
      items: [{ itemUserCode: "NOPE-1" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ADMIN_DISPLAY_MESSAGES.unknownItem("NOPE-1"),
      errors: [{ field: "items.0.itemUserCode" }],
    });
  });
});
