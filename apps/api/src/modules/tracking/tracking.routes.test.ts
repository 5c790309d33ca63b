import type { AdminTrackingSummary } from "@shop/contracts/tracking";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { TRACKING_EVENT_KINDS } from "@shop/core/tracking/tracking-calls";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { trackingEvents } from "../../db/schema/tracking.js";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer } from "../../test/auth-client.js";
import { fuzzCases, operationsOf } from "../../test/openapi-fuzz.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// SPEC §7 Tracking (docs/decisions/048) through the real routes: each call stores its row with the visitor's uid and
// campaign from the 30-minute cookies, a bad body gets a Korean 400, a failed write still answers success, and the
// back office counts the rows per kind per Korea day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let visitorCount = 0;
/** A visitor of its own (so rows never mix between tests) who landed from a campaign. */
function visitor(utm = "utm_source=naver&utm_medium=cpc&utm_campaign=%ED%95%9C%EC%9A%B0%EC%A0%9C") {
  visitorCount += 1;
  const uid = `test-visitor-${visitorCount}-${Date.now()}`;
  return { uid, cookie: `tracking_uid=${uid}; tracking_query=${encodeURIComponent(utm)}; other=1` };
}

const item = { item_id: "G0000001", item_name: "한우 등심 1++ 300g", price: 45_000, quantity: 2 };

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload: payload as object, headers });
}

async function rowsOf(uid: string) {
  return t.db.select().from(trackingEvents).where(eq(trackingEvents.uid, uid)).orderBy(desc(trackingEvents.id));
}

describe("the GA4 ecommerce calls", () => {
  it.each([
    ["/api/google-analytics/detail", { items: [item] }, "view_item", "G0000001", 90_000, { currency: "KRW" }],
    ["/api/google-analytics/add-to-cart", { items: [item], value: 80_000 }, "add_to_cart", "G0000001", 80_000, {}],
    ["/api/google-analytics/remove-from-cart", { items: [item] }, "remove_from_cart", "G0000001", 90_000, {}],
    [
      "/api/google-analytics/change-from-cart-quantity",
      { currency: "KRW", items: [{ ...item, quantity: 3 }] },
      "change_cart_quantity",
      "G0000001",
      135_000,
      {},
    ],
    [
      "/api/google-analytics/checkout",
      { items: [item], checkout_step: 3, checkout_option: "CARD" },
      "checkout",
      "G0000001",
      90_000,
      { checkout_step: 3, checkout_option: "CARD" },
    ],
    [
      "/api/google-analytics/purchase",
      { items: [item], transaction_id: "20261128-0000001", value: 93_000, shipping: 3_000 },
      "purchase",
      "20261128-0000001",
      93_000,
      { shipping: 3_000 },
    ],
    [
      "/api/google-analytics/checkout",
      { checkout_step: 5, transaction_id: "20261128-0000001" },
      "checkout",
      "20261128-0000001",
      0,
      { checkout_step: 5, transaction_id: "20261128-0000001" },
    ],
  ])(
    "%s → a row of its kind, with the cookies' uid and campaign",
    async (url, body, kind, targetId, value, details) => {
      const { uid, cookie } = visitor();
      const res = await post(url, body, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ accepted: true });
      const [row, ...more] = await rowsOf(uid);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        kind,
        uid,
        sourceUserId: null,
        utmSource: "naver",
        utmMedium: "cpc",
        utmCampaign: "한우제",
        utmItem: null,
        utmContent: null,
        targetId,
        value,
        items: "items" in body ? body.items : [],
        details: { currency: "KRW", ...details },
      });
    },
  );
});

describe("the event tracking log calls", () => {
  it.each([
    ["/api/event-log/item", { id: "G0000001", eventCode: "EV-HANWOO" }, "log_item", "G0000001", "EV-HANWOO", []],
    [
      "/api/event-log/order",
      { id: "20261128-0000002", items: ["G0000001", "G0000002"] },
      "log_order",
      "20261128-0000002",
      null,
      ["G0000001", "G0000002"],
    ],
    ["/api/event-log/featured", { id: 12 }, "log_featured", "12", null, []],
    ["/api/event-log/join-user", {}, "log_join_user", null, null, []],
  ])("%s → a row of its kind", async (url, body, kind, targetId, eventCode, items) => {
    const { uid, cookie } = visitor("utm_source=kakao&utm_item=G0000001&utm_content=banner");
    const res = await post(url, body, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsOf(uid);
    expect(row).toMatchObject({
      kind,
      uid,
      utmSource: "kakao",
      utmMedium: null,
      utmItem: "G0000001",
      utmContent: "banner",
      targetId,
      eventCode,
      items,
      value: null,
    });
  });

  it("keeps the member of the caller's token as sourceUserId", async () => {
    const { user } = await createMember(t.db);
    const { token } = await t.app.services.sessions.issueToken(t.db, {
      userId: user.id,
      role: "ROLE_USER",
      loginType: "NORMAL",
    });
    const { uid, cookie } = visitor();
    const res = await post("/api/event-log/join-user", { eventCode: "JOIN" }, { cookie, ...bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(uid))[0]).toMatchObject({ kind: "log_join_user", sourceUserId: user.id, eventCode: "JOIN" });
  });
});

describe("cookies", () => {
  it("stores a call without cookies, and one with a forged uid or a broken campaign, with what is usable", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents);
    const bare = await post("/api/event-log/item", { id: "G0000003" });
    expect(bare.statusCode, bare.body).toBe(200);
    const forged = await post(
      "/api/event-log/item",
      { id: "G0000004" },
      { cookie: "tracking_uid=<script>; tracking_query=utm_source=%00%0A; tracking_query2=x" },
    );
    expect(forged.statusCode, forged.body).toBe(200);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents);
    expect(after[0]!.n - before[0]!.n).toBe(2);
    const rows = await t.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.targetId, "G0000004"))
      .orderBy(desc(trackingEvents.id));
    expect(rows[0]).toMatchObject({ uid: null, utmSource: null });
  });
});

describe("bad bodies", () => {
  it.each([
    ["/api/google-analytics/add-to-cart", {}, "상품 정보를 확인해 주세요."],
    ["/api/google-analytics/add-to-cart", { items: [] }, "상품 정보를 확인해 주세요."],
    ["/api/google-analytics/add-to-cart", { items: [{ ...item, item_id: "" }] }, "상품 코드를 확인해 주세요."],
    ["/api/google-analytics/detail", { items: [{ ...item, item_name: undefined }] }, "상품명을 확인해 주세요."],
    ["/api/google-analytics/detail", { items: [{ ...item, price: -1 }] }, "상품 가격을 확인해 주세요."],
    ["/api/google-analytics/detail", { items: [{ ...item, price: "45000" }] }, "상품 가격을 확인해 주세요."],
    ["/api/google-analytics/remove-from-cart", { items: [{ ...item, quantity: 0 }] }, "상품 수량을 확인해 주세요."],
    ["/api/google-analytics/detail", { items: [item], currency: "USD" }, "통화는 KRW만 사용할 수 있습니다."],
    ["/api/google-analytics/checkout", { items: [item] }, "주문 단계를 확인해 주세요."],
    ["/api/google-analytics/checkout", { items: [item], checkout_step: 6 }, "주문 단계를 확인해 주세요."],
    ["/api/google-analytics/purchase", { items: [item] }, "주문번호를 확인해 주세요."],
    ["/api/google-analytics/purchase", { items: [item], transaction_id: "X", value: 1.5 }, "금액을 확인해 주세요."],
    ["/api/event-log/item", {}, "이벤트 대상을 확인해 주세요."],
    ["/api/event-log/order", { id: "   " }, "이벤트 대상을 확인해 주세요."],
    ["/api/event-log/featured", { id: { nested: true } }, "이벤트 대상을 확인해 주세요."],
    ["/api/event-log/item", { id: "G1", items: [""] }, "상품 코드를 확인해 주세요."],
    ["/api/event-log/join-user", { eventCode: "x".repeat(51) }, "이벤트 코드를 확인해 주세요."],
  ])("%s %j → 400 %s", async (url, body, message) => {
    const { uid, cookie } = visitor();
    const res = await post(url, body, { cookie });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowsOf(uid)).toEqual([]);
  });

  it("a body that is not JSON is a 400 in Korean, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/google-analytics/detail",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣].*(니다|세요)\.$/);
  });
});

describe("when the store fails", () => {
  it("every call still answers success and the failure is logged", async () => {
    const logged = vi.spyOn(t.app.log, "error");
    // A real failure of the database, not a stub: the table is gone for the duration of the calls.
    await t.db.execute(sql`alter table tracking_events rename to tracking_events_away`);
    try {
      const { cookie } = visitor();
      for (const [url, body] of [
        ["/api/google-analytics/add-to-cart", { items: [item] }],
        ["/api/google-analytics/purchase", { items: [item], transaction_id: "20261128-0000009" }],
        ["/api/event-log/item", { id: "G0000001" }],
      ] as const) {
        const res = await post(url, body, { cookie });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ accepted: true });
      }
      expect(logged).toHaveBeenCalledTimes(3);
      expect(logged.mock.calls[0]?.[1]).toBe("tracking event write failed");
      // The rest of the shop answers as usual.
      const page = await t.app.inject({ method: "GET", url: "/api/item/G0000001" });
      expect(page.statusCode, page.body).toBe(200);
    } finally {
      await t.db.execute(sql`alter table tracking_events_away rename to tracking_events`);
      logged.mockRestore();
    }
  });
});

describe("GET /api/google-analytics/common-tracking-script", () => {
  it("answers no script without GA_MEASUREMENT_ID", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/google-analytics/common-tracking-script" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ measurementId: null, scriptSrc: null, script: null });
  });

  it("answers the gtag.js snippet of the configured measurement id", async () => {
    const configured = await createTestApp({ env: { GA_MEASUREMENT_ID: "G-TEST12345" } });
    try {
      const res = await configured.app.inject({ method: "GET", url: "/api/google-analytics/common-tracking-script" });
      expect(res.json()).toEqual({
        measurementId: "G-TEST12345",
        scriptSrc: "https://www.googletagmanager.com/gtag/js?id=G-TEST12345",
        script:
          "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}" +
          "gtag('js',new Date());gtag('config',\"G-TEST12345\");",
      });
    } finally {
      await configured.close();
    }
  });
});

describe("GET /api/admin/tracking/summary", () => {
  it("counts the rows per kind per Korea day for operators; CS and sellers get 403, no token 401", async () => {
    const admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const read = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/admin/tracking/summary",
        headers: staffBearer(admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminTrackingSummary;
    };
    const before = await read();
    const { cookie } = visitor();
    await post("/api/google-analytics/add-to-cart", { items: [item] }, { cookie });
    await post("/api/google-analytics/add-to-cart", { items: [item] }, { cookie });
    await post("/api/event-log/featured", { id: 3 }, { cookie });
    const after = await read();

    const today = formatKoreaDate(new Date());
    expect(after.to).toBe(today);
    expect(after.days).toHaveLength(30);
    expect(after.days[0]?.day).toBe(today);
    expect(after.days.at(-1)?.day).toBe(after.from);
    expect(Object.keys(after.totals).sort()).toEqual([...TRACKING_EVENT_KINDS].sort());
    expect(after.days[0]!.counts.add_to_cart - before.days[0]!.counts.add_to_cart).toBe(2);
    expect(after.days[0]!.counts.log_featured - before.days[0]!.counts.log_featured).toBe(1);
    expect(after.totals.add_to_cart - before.totals.add_to_cart).toBe(2);
    expect(after.total - before.total).toBe(3);
    expect(after.days[0]!.total - before.days[0]!.total).toBe(3);

    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    for (const staff of [cs, seller]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/admin/tracking/summary",
        headers: staffBearer(staff),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/tracking/summary" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/dev/tracking/events", () => {
  it("lists a campaign's rows, newest first", async () => {
    const { cookie } = visitor("utm_source=dev-read-test");
    await post("/api/google-analytics/detail", { items: [item] }, { cookie });
    await post("/api/google-analytics/add-to-cart", { items: [item] }, { cookie });
    const res = await t.app.inject({ method: "GET", url: "/api/dev/tracking/events?utmSource=dev-read-test" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().list.map((row: { kind: string }) => row.kind)).toEqual(["add_to_cart", "view_item"]);
  });
});

describe("hostile input (the shop-wide fuzz's cases, on these calls only)", () => {
  it("answers no 5xx and only Korean 4xx messages", { timeout: 120_000 }, async () => {
    const operations = operationsOf(t.app.swagger()).filter((operation) =>
      /^\/api\/(google-analytics|event-log|admin\/tracking)\//.test(operation.path),
    );
    expect(operations).toHaveLength(12);
    const problems: string[] = [];
    for (const operation of operations) {
      for (const fuzzCase of fuzzCases(operation, { perField: 8, known: { id: "G0000001" } })) {
        const res = await t.app.inject({
          method: operation.method as "GET",
          url: fuzzCase.url,
          ...(fuzzCase.body ? { payload: fuzzCase.body.payload } : {}),
          headers: fuzzCase.body?.contentType ? { "content-type": fuzzCase.body.contentType } : {},
        });
        if (res.statusCode >= 500) problems.push(`${operation.path} [${fuzzCase.label}] → ${res.statusCode}`);
        else if (res.statusCode >= 400 && !/[가-힣]/.test(res.json().message ?? "")) {
          problems.push(`${operation.path} [${fuzzCase.label}] → ${res.statusCode} ${res.json().message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
