import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMarketCallbacks } from "../../db/schema/open-market.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Naver Pay 주문형 callbacks (decision 033) through the real routes, as Naver posts them (forms) and as the shop's own
// stand-in sends them: the merchant id and 인증키 checked, order notices recorded once, wishes answered with item XML.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const items = demoCatalog().displayed.slice(0, 2);

function post(path: string, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `/api/open-market/${path}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

function own() {
  return { merchantId: t.app.config.NAVERPAY_CHECKOUT_MERCHANT_ID, certiKey: t.app.config.NAVERPAY_CHECKOUT_CERTI_KEY };
}

describe("checkOutReturn (주문)", () => {
  it("records a verified order notice once and answers SUCCESS each time Naver sends it", async () => {
    const fields = {
      ...own(),
      orderId: "2026112812345678",
      orderStatus: "PAYED",
      productIds: items.map((item) => item.itemUserCode).join(","),
      totalPayAmount: "52000",
    };
    const first = await post("checkOutReturn", fields);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/xml/);
    expect(first.body).toContain("<result>SUCCESS</result><orderId>2026112812345678</orderId>");
    const again = await post("checkOutReturn", fields);
    expect(again.statusCode).toBe(200);
    const recorded = await t.db
      .select()
      .from(openMarketCallbacks)
      .where(eq(openMarketCallbacks.naverOrderId, "2026112812345678"));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ kind: "order", orderStatus: "PAYED", itemCodes: fields.productIds.split(",") });
    expect(JSON.stringify(recorded[0]?.payload)).not.toContain(fields.certiKey);
  });

  it.each([
    ["a wrong 인증키", { certiKey: "forged-key" }],
    ["another merchant", { merchantId: "someone-else" }],
  ])("refuses %s with 401 and records nothing", async (_name, change) => {
    const res = await post("checkOutReturn", {
      ...own(),
      orderId: "2026112899999999",
      orderStatus: "PAYED",
      productIds: "P001",
      ...change,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("네이버페이 알림을 확인할 수 없습니다.");
  });

  it.each([[{ orderStatus: "HACKED" }], [{ productIds: "../../etc/passwd" }], [{ orderId: "" }]])(
    "refuses a malformed notice %j with 400 in Korean",
    async (change) => {
      const res = await post("checkOutReturn", {
        ...own(),
        orderId: "20261128",
        orderStatus: "PAYED",
        productIds: "P001",
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("네이버페이 알림 형식이 올바르지 않습니다.");
    },
  );
});

describe("checkOutWishReturn (찜)", () => {
  it("answers the wished items as product XML, leaving out codes the shop does not have", async () => {
    const res = await post("checkOutWishReturn", {
      ...own(),
      productIds: [...items.map((item) => item.itemUserCode), "NOSUCHITEM"].join(","),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const item of items) {
      expect(res.body).toContain(`<id>${item.itemUserCode}</id>`);
      expect(res.body).toContain(`/items/${item.itemUserCode}</infoUrl>`);
    }
    expect(res.body).not.toContain("NOSUCHITEM");
    expect(res.body.match(/<product>/g)).toHaveLength(items.length);
  });

  it("refuses a wish without the shop's 인증키", async () => {
    const res = await post("checkOutWishReturn", { merchantId: own().merchantId, certiKey: "x", productIds: "P001" });
    expect(res.statusCode).toBe(401);
  });
});

describe("the stand-in for Naver (dev route)", () => {
  it("sends a verified notice to the shop, and a forged one is refused", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/dev/open-market/send",
      payload: {
        kind: "order",
        productIds: [items[0]!.itemUserCode],
        orderId: "NP20261128A",
        orderStatus: "DELIVERING",
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 200, body: expect.stringContaining("SUCCESS") });
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/dev/open-market/send",
      payload: { kind: "wish", productIds: [items[0]!.itemUserCode], certiKey: "forged" },
    });
    expect(forged.json()).toMatchObject({ status: 401 });
  });
});
