import { randomBytes } from "node:crypto";
import {
  ADMIN_CONTENT_MESSAGES,
  adminPopupListSchema,
  adminStripeBannerListSchema,
} from "@shop/contracts/admin-content";
import { formatKoreaMinute } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's stripe banner and popups: guard, validation, audit, and the shop's header banner and popup list
// following at once.

let t: TestApp;
let admin: { token: string };
const tag = randomBytes(3).toString("hex");
const minute = (offsetMinutes: number) => formatKoreaMinute(new Date(Date.now() + offsetMinutes * 60_000));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const banner = {
  contents: `${tag} 설 선물세트 사전 예약`,
  link: "/event/best",
  newTab: false,
  backgroundColor: "#8a1c1c",
  active: true,
  startAt: minute(-1),
  endAt: minute(60),
};
const popup = {
  title: `${tag} 휴무 안내`,
  popupType: "2",
  width: 420,
  height: 380,
  content: "1월 1일은 쉽니다.",
  link: "",
  active: true,
  startAt: "",
  endAt: "",
  sortOrder: 0,
};

describe("the stripe banner and popups in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/stripe-banner" },
        { method: "POST", url: "/api/admin/stripe-banner", payload: banner },
        { method: "PUT", url: "/api/admin/stripe-banner/1", payload: banner },
        { method: "DELETE", url: "/api/admin/stripe-banner/1" },
        { method: "GET", url: "/api/admin/popups" },
        { method: "POST", url: "/api/admin/popups", payload: popup },
        { method: "PUT", url: "/api/admin/popups/1", payload: popup },
        { method: "DELETE", url: "/api/admin/popups/1" },
        { method: "GET", url: "/api/admin/main-visuals" },
        { method: "POST", url: "/api/admin/main-visuals", payload: { title: "x" } },
        { method: "PUT", url: "/api/admin/main-visuals/1", payload: { title: "x" } },
        { method: "DELETE", url: "/api/admin/main-visuals/1" },
      ],
    );
  });

  it("a new dated banner is the header's at once; edits and deletion follow, each audited", async () => {
    const { stripeBanner } = await okCall(t, admin, "POST", "/api/admin/stripe-banner", banner);
    expect(stripeBanner).toMatchObject({ ...banner, live: true });
    const shop = await okCall(t, admin, "GET", "/api/display/stripe-banner");
    expect(shop.stripeBanner).toMatchObject({ id: stripeBanner.id, contents: banner.contents, linkTargetFlag: "N" });

    const contents = `${tag} 설 선물세트 마감 임박`;
    await okCall(t, admin, "PUT", `/api/admin/stripe-banner/${stripeBanner.id}`, { ...banner, contents, newTab: true });
    expect((await okCall(t, admin, "GET", "/api/display/stripe-banner")).stripeBanner).toMatchObject({
      contents,
      linkTargetFlag: "Y",
    });
    const listed = adminStripeBannerListSchema.parse(await okCall(t, admin, "GET", "/api/admin/stripe-banner"));
    expect(listed.list.find((row) => row.id === stripeBanner.id)).toMatchObject({ contents, live: true });

    await okCall(t, admin, "DELETE", `/api/admin/stripe-banner/${stripeBanner.id}`);
    const after = await okCall(t, admin, "GET", "/api/display/stripe-banner");
    expect(after.stripeBanner?.id).not.toBe(stripeBanner.id);

    const entries = await auditEntriesOf(t, admin, "stripeBanner", stripeBanner.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "stripeBanner.delete",
      "stripeBanner.update",
      "stripeBanner.create",
    ]);
    expect(entries[1]).toMatchObject({
      before: { contents: banner.contents, linkTargetFlag: "N" },
      after: { contents, linkTargetFlag: "Y" },
    });
    expect(entries[2]!.after).toMatchObject({ startAt: banner.startAt, endAt: banner.endAt });
  });

  it("a popup shows in the shop's list at once, leaves it when switched off, and is audited", async () => {
    const { popup: created } = await okCall(t, admin, "POST", "/api/admin/popups", popup);
    expect(created.live).toBe(true);
    const ids = async () =>
      (await okCall(t, admin, "GET", "/api/popup/list")).list.map((row: { popupId: number }) => row.popupId);
    expect(await ids()).toContain(created.id);

    await okCall(t, admin, "PUT", `/api/admin/popups/${created.id}`, { ...popup, active: false });
    expect(await ids()).not.toContain(created.id);
    const listed = adminPopupListSchema.parse(await okCall(t, admin, "GET", "/api/admin/popups?size=100"));
    expect(listed.list.find((row) => row.id === created.id)).toMatchObject({ active: false, live: false });

    await okCall(t, admin, "DELETE", `/api/admin/popups/${created.id}`);
    const entries = await auditEntriesOf(t, admin, "popup", created.id);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["popup.delete", null],
      ["popup.update", { active: false }],
      ["popup.create", expect.objectContaining({ title: popup.title, popupType: "2" })],
    ]);
  });

  it("a main visual joins the home page's visuals at once, follows edits, and is audited", async () => {
    const visual = {
      title: `${tag} 한우 선물세트`,
      subTitle: "설 명절 사전 예약",
      imageUrl: "/images/visual/gift.png",
      mobileImageUrl: "/images/visual/gift-m.png",
      link: "/event/best",
      newTab: false,
      backgroundColor: "#5b2a1a",
      active: true,
      startAt: "",
      endAt: "",
      sortOrder: 99,
    };
    const { mainVisual } = await okCall(t, admin, "POST", "/api/admin/main-visuals", visual);
    expect(mainVisual).toMatchObject({ ...visual, live: true });
    const titles = async () =>
      (await okCall(t, admin, "GET", "/api/display/promotion")).list.map((row: { title: string }) => row.title);
    expect(await titles()).toContain(visual.title);

    const title = `${tag} 한우 선물세트 마감 임박`;
    await okCall(t, admin, "PUT", `/api/admin/main-visuals/${mainVisual.id}`, { ...visual, title });
    expect(await titles()).toContain(title);
    await okCall(t, admin, "DELETE", `/api/admin/main-visuals/${mainVisual.id}`);
    expect(await titles()).not.toContain(title);

    const entries = await auditEntriesOf(t, admin, "mainVisual", mainVisual.id);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["mainVisual.delete", null],
      ["mainVisual.update", { title }],
      ["mainVisual.create", expect.objectContaining({ title: visual.title, imageUrl: visual.imageUrl })],
    ]);
    const noPicture = await staffCall(t, admin, "POST", "/api/admin/main-visuals", { ...visual, imageUrl: "" });
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().message).toBe(ADMIN_CONTENT_MESSAGES.required);
  });

  it.each([
    [
      "an end before the start",
      "/api/admin/stripe-banner",
      { ...banner, endAt: minute(-30) },
      ADMIN_CONTENT_MESSAGES.endAfterStart,
    ],
    [
      "a time not in Korea's form",
      "/api/admin/stripe-banner",
      { ...banner, startAt: "2026-13-01 10:00" },
      ADMIN_CONTENT_MESSAGES.minute,
    ],
    [
      "a javascript: link",
      "/api/admin/stripe-banner",
      { ...banner, link: "javascript:alert(1)" },
      ADMIN_CONTENT_MESSAGES.link,
    ],
    [
      "a colour that is not hex",
      "/api/admin/stripe-banner",
      { ...banner, backgroundColor: "red;" },
      ADMIN_CONTENT_MESSAGES.color,
    ],
    ["markup in a popup", "/api/admin/popups", { ...popup, content: "<b>굵게</b>" }, ADMIN_CONTENT_MESSAGES.noMarkup],
    ["a width in words", "/api/admin/popups", { ...popup, width: "넓게" }, ADMIN_CONTENT_MESSAGES.number],
    ["a width past the screen", "/api/admin/popups", { ...popup, width: 99999 }, ADMIN_CONTENT_MESSAGES.range(2000)],
    [
      "a switch that is not yes or no",
      "/api/admin/popups",
      { ...popup, active: "maybe" },
      "입력값이 올바르지 않습니다.",
    ],
    [
      "a popup type the shop has not",
      "/api/admin/popups",
      { ...popup, popupType: "3" },
      ADMIN_CONTENT_MESSAGES.required,
    ],
  ])("refuses %s with 400 in Korean", async (_case, url, payload, message) => {
    const res = await staffCall(t, admin, "POST", url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });
});
