import { addDays } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { popups, stripeBanners } from "../../db/schema/content.js";
import { createPopup, createStripeBanner } from "../../db/seed/content.factory.js";
import { SEEDED_BANNER_TEXT } from "../../db/seed/content-seed.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

describe("display routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const now = new Date();

  describe("stripe banner", () => {
    it("answers the seeded banner", async () => {
      const res = await get("/api/display/stripe-banner");
      expect(res.statusCode).toBe(200);
      expect(res.json().stripeBanner).toMatchObject({
        contents: SEEDED_BANNER_TEXT,
        link: "/user/join",
        linkTargetFlag: "N",
      });
    });

    it("ignores banners switched off or outside their window, and prefers the latest dated one", async () => {
      await createStripeBanner(t.db, { contents: "꺼진 배너", active: false });
      await createStripeBanner(t.db, { contents: "예정 배너", startAt: addDays(now, 1) });
      await createStripeBanner(t.db, { contents: "지난 배너", startAt: addDays(now, -10), endAt: addDays(now, -1) });
      await createStripeBanner(t.db, { contents: "상시 배너" });
      expect((await get("/api/display/stripe-banner")).json().stripeBanner.contents).toBe(SEEDED_BANNER_TEXT);

      const fresh = await createStripeBanner(t.db, {
        contents: "주말 특가 한돈 삼겹살 20% 할인",
        link: "/event/spot",
        linkTargetFlag: "Y",
        startAt: addDays(now, -1),
        endAt: addDays(now, 2),
      });
      expect((await get("/api/display/stripe-banner")).json().stripeBanner).toEqual({
        id: fresh.id,
        contents: "주말 특가 한돈 삼겹살 20% 할인",
        link: "/event/spot",
        linkTargetFlag: "Y",
        backgroundColor: fresh.backgroundColor,
      });
    });

    it("answers null when no banner is live", async () => {
      const bare = await createTestApp();
      try {
        await bare.db.delete(stripeBanners);
        const res = await bare.app.inject({ method: "GET", url: "/api/display/stripe-banner" });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ stripeBanner: null });
      } finally {
        await bare.close();
      }
    });
  });

  describe("popups", () => {
    it("lists the two seeded popups, a window and a layer, in display order", async () => {
      const res = await get("/api/popup/list");
      expect(res.statusCode).toBe(200);
      const { list } = res.json();
      expect(list.map((popup: { popupType: string }) => popup.popupType)).toEqual(["1", "2"]);
      expect(list[0]).toMatchObject({ popupId: 1, title: "연말 한우 선물세트 사전 예약", width: 400, height: 460 });
      expect(list[1]).toMatchObject({ popupId: 2, title: "신선물류 새벽배송 지역 확대" });
      for (const popup of list) expect(popup.content).toMatch(/^<h2>/);
    });

    it("leaves out popups switched off or outside their window", async () => {
      const off = await createPopup(t.db, { title: "꺼진 팝업", active: false });
      const future = await createPopup(t.db, { title: "예정 팝업", startAt: addDays(now, 1) });
      const expired = await createPopup(t.db, { title: "지난 팝업", endAt: addDays(now, -1) });
      const live = await createPopup(t.db, {
        title: "진행 중 팝업",
        popupType: "1",
        startAt: addDays(now, -1),
        endAt: addDays(now, 1),
        sortOrder: 0,
      });

      const titles = (await get("/api/popup/list")).json().list.map((popup: { title: string }) => popup.title);
      expect(titles).toEqual(["진행 중 팝업", "연말 한우 선물세트 사전 예약", "신선물류 새벽배송 지역 확대"]);

      for (const hidden of [off, future, expired]) {
        const res = await get(`/api/popup/index/${hidden.id}`);
        expect(res.statusCode, hidden.title).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
      const res = await get(`/api/popup/index/${live.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().popup).toMatchObject({ popupId: live.id, title: "진행 중 팝업", popupType: "1" });
    });

    it("answers one popup by id", async () => {
      const res = await get("/api/popup/index/2");
      expect(res.statusCode).toBe(200);
      expect(res.json().popup).toMatchObject({ popupId: 2, popupType: "2", link: "/display/shipping-way" });
    });

    it("answers 404 for an unknown popup", async () => {
      const res = await get("/api/popup/index/999999");
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    });

    it.each(["abc", "-1", "0", "1.5", "99999999999"])("refuses id %s with 400", async (id) => {
      const res = await get(`/api/popup/index/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    });

    it("answers an empty list when nothing is live", async () => {
      const bare = await createTestApp();
      try {
        await bare.db.delete(popups);
        const res = await bare.app.inject({ method: "GET", url: "/api/popup/list" });
        expect(res.json()).toEqual({ list: [] });
      } finally {
        await bare.close();
      }
    });
  });
});
