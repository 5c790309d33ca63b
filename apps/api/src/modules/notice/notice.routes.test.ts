import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../db/schema/content.js";
import { createNotice } from "../../db/seed/content.factory.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

interface Summary {
  id: number;
  label: string;
  title: string;
  pinned: boolean;
  date: string;
}

describe("notice routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("pages the seeded notices, pinned first then newest", async () => {
    const res = await get("/api/notice");
    expect(res.statusCode).toBe(200);
    const { list, pagination } = res.json() as { list: Summary[]; pagination: unknown };
    expect(pagination).toEqual({ page: 1, size: 20, totalCount: 25, totalPages: 2 });
    expect(list).toHaveLength(20);
    expect(list.slice(0, 3).every((n) => n.pinned)).toBe(true);
    expect(list.slice(3).every((n) => !n.pinned)).toBe(true);
    expect(list[0]).toMatchObject({ title: "도서·산간 지역 신선물류 배송 안내", label: "배송", date: "2026-04-06" });
    expect(list[3]).toMatchObject({ title: "연말 선물세트 대량 주문 안내", date: "2026-11-16" });
    const dates = list.slice(3).map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(list.map((n) => n.label))).toEqual(new Set(["공지", "배송", "이벤트", "시스템"]));

    const second = (await get("/api/notice?page=2")).json();
    expect(second.list).toHaveLength(5);
    expect(second.list.at(-1)).toMatchObject({ title: "설맞이 한우 선물세트 최대 20% 할인", date: "2026-01-12" });
  });

  it("honours page size and answers an empty page past the end", async () => {
    const res = (await get("/api/notice?page=6&size=5")).json();
    expect(res.list).toEqual([]);
    expect(res.pagination).toEqual({ page: 6, size: 5, totalCount: 25, totalPages: 5 });
    expect((await get("/api/notice?page=5&size=5")).json().list).toHaveLength(5);
  });

  it("searches titles by keyword, taking % and _ literally", async () => {
    const delivery = (await get(`/api/notice?keyword=${encodeURIComponent("배송")}`)).json();
    expect(delivery.pagination.totalCount).toBeGreaterThan(0);
    for (const notice of delivery.list) expect(notice.title).toContain("배송");

    const percent = (await get(`/api/notice?keyword=${encodeURIComponent("%")}`)).json();
    expect(percent.list.map((n: Summary) => n.title)).toEqual([
      "첫 구매 고객 10% 할인 쿠폰 지급",
      "설맞이 한우 선물세트 최대 20% 할인",
    ]);
    expect((await get("/api/notice?keyword=_")).json().pagination.totalCount).toBe(0);
    expect((await get(`/api/notice?keyword=${encodeURIComponent("없는 제목")}`)).json().list).toEqual([]);
    expect((await get("/api/notice?keyword=%20%20")).json().pagination.totalCount).toBe(25);
  });

  it.each(["page=abc", "page=0", "page=-1", "size=0", "size=101", "size=abc", `keyword=${"가".repeat(101)}`])(
    "refuses %s with 400",
    async (query) => {
      const res = await get(`/api/notice?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    },
  );

  it("answers the 5 newest notices marked for the home page", async () => {
    const res = await get("/api/notice/main");
    expect(res.statusCode).toBe(200);
    expect(res.json().list.map((n: Summary) => n.date)).toEqual([
      "2026-11-16",
      "2026-11-02",
      "2026-10-19",
      "2026-10-05",
      "2026-09-14",
    ]);
  });

  it("opens a notice with its neighbours and counts each view", async () => {
    const { list } = (await get("/api/notice?size=100")).json() as { list: Summary[] };
    const byDate = [...list].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const middle = byDate[10]!;

    const first = await get(`/api/notice/${middle.id}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.notice).toMatchObject({ ...middle, viewCount: 1 });
    expect(body.notice.content).toMatch(/^<p>/);
    expect(body.prev).toEqual(byDate[9]);
    expect(body.next).toEqual(byDate[11]);

    expect((await get(`/api/notice/${middle.id}`)).json().notice.viewCount).toBe(2);
    await Promise.all(Array.from({ length: 5 }, () => get(`/api/notice/${middle.id}`)));
    expect((await get(`/api/notice/${middle.id}`)).json().notice.viewCount).toBe(8);
  });

  it("has no older neighbour for the oldest and no newer one for the newest", async () => {
    const { list } = (await get("/api/notice?size=100")).json() as { list: Summary[] };
    const byDate = [...list].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const oldest = (await get(`/api/notice/${byDate[0]!.id}`)).json();
    expect(oldest.prev).toBeNull();
    expect(oldest.next).toEqual(byDate[1]);
    const newest = (await get(`/api/notice/${byDate.at(-1)!.id}`)).json();
    expect(newest.next).toBeNull();
  });

  it("orders notices written in the same instant by id, and dates them in Korea time", async () => {
    const other = await createTestApp();
    try {
      await other.db.delete(notices);
      // 16:30 UTC on March 31 is already April 1 in Korea.
      const at = new Date("2026-03-31T16:30:00Z");
      const a = await createNotice(other.db, { title: "첫째", createdAt: at });
      const b = await createNotice(other.db, { title: "둘째", createdAt: at });
      const c = await createNotice(other.db, { title: "셋째" });
      const open = async (id: number) => (await other.app.inject({ method: "GET", url: `/api/notice/${id}` })).json();
      const middle = await open(b.id);
      expect(middle.notice.date).toBe("2026-04-01");
      expect(middle.prev.id).toBe(a.id);
      expect(middle.next.id).toBe(c.id);
    } finally {
      await other.close();
    }
  });

  it("answers 404 for an unknown notice", async () => {
    const res = await get("/api/notice/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });

  it.each(["abc", "-1", "0", "1.5"])("refuses id %s with 400", async (id) => {
    const res = await get(`/api/notice/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});
