import { CLAIM_MESSAGES } from "@shop/contracts/order-return";
import {
  CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE,
  CLAIM_NOT_DELIVERED_MESSAGE,
  CLAIM_PHOTO_REQUIRED_MESSAGE,
} from "@shop/core/order/return-policy";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderClaims, orderItems } from "../../db/schema/order.js";
import { createMember } from "../../db/seed/account.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { type FilePart, IMAGE_SAMPLES, multipartPayload } from "../../test/multipart.js";
import { deliveredOrder, paidOrder, shopOrigin } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Returns and exchanges after delivery through the real routes, the real NICEPAY adapter and the shop's own sandbox
// (docs/decisions/030): who may apply for what, the photos, one claim per double submit, and a refund given once.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
});
afterAll(() => t.close());

const catalog = demoCatalog();
const PACKAGED = ["meat-processing", "meat-processing-private", "pb"];
const packaged = catalog.displayed.find((item) => PACKAGED.includes(item.livestock) && (item.stock ?? 0) > 20)!;
const fresh = catalog.displayed.find((item) => item.livestock === "hanwoo" && (item.stock ?? 0) > 20)!;

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token };
}

const png = drawReviewPhoto(3);
const photo = (data: Buffer = png, filename = "상한 고기.png"): FilePart => ({
  field: "photos",
  filename,
  contentType: "image/png",
  data,
});
const PICKUP = {
  pickupName: "김반품",
  pickupPhone: "01098765432",
  pickupPostcode: "06236",
  pickupAddress: "서울특별시 강남구 테헤란로 152",
  pickupAddressDetail: "12층",
};

function apply(
  path: "return-apply" | "exchange-apply" | "designated-return-apply",
  token: string | null,
  fields: Record<string, string | number>,
  files: readonly FilePart[] = [],
) {
  const { payload, headers } = multipartPayload({ ...PICKUP, ...fields }, files);
  return t.app.inject({
    method: "POST",
    url: `/api/order/${path}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

function get(url: string, token: string | null) {
  return t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

function dev(claimId: number, action: string, reason?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/dev/order-claims/${claimId}`,
    payload: reason ? { action, reason } : { action },
  });
}

async function gatewayBalance(orderCode: string) {
  return (await t.app.services.pgSandbox.findByOrderId(orderCode)).balanceAmt;
}

async function lineStatus(orderItemId: number) {
  const [row] = await t.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, orderItemId));
  return row?.status;
}

describe("GET /api/order/return-apply and exchange-apply", () => {
  it("offers the delivered lines, the reasons with who pays, the receiver as pickup and the notes; 404 to others", async () => {
    const owner = await memberToken();
    const { orderCode, orderItemId } = await deliveredOrder(t, owner.token, packaged.id);
    const res = await get(`/api/order/return-apply?orderCode=${orderCode}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ orderCode, form: "return", available: true, unavailableMessage: null });
    expect(info.lines).toEqual([
      expect.objectContaining({ orderItemId, claimable: true, perishable: false, statusLabel: "배송완료" }),
    ]);
    expect(
      info.reasons.map((reason: { code: string; shippingPayerLabel: string }) => [
        reason.code,
        reason.shippingPayerLabel,
      ]),
    ).toEqual([
      ["change_of_mind", "고객 부담"],
      ["defective", "판매자 부담"],
      ["damaged", "판매자 부담"],
      ["wrong_item", "판매자 부담"],
      ["not_as_described", "판매자 부담"],
    ]);
    expect(info.pickup).toMatchObject({ name: "김한우", postcode: "06236" });
    expect(info.notes.join(" ")).toContain("신선식품");

    const exchange = (await get(`/api/order/exchange-apply?orderCode=${orderCode}`, owner.token)).json();
    expect(exchange.reasons.map((reason: { code: string }) => reason.code)).not.toContain("change_of_mind");

    const other = await memberToken();
    expect((await get(`/api/order/return-apply?orderCode=${orderCode}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/order/return-apply?orderCode=${orderCode}`, null)).statusCode).toBe(401);
  });

  it("says why nothing can go back before delivery", async () => {
    const owner = await memberToken();
    const { orderCode } = await paidOrder(t, owner.token, [{ itemId: packaged.id }]);
    const info = (await get(`/api/order/return-apply?orderCode=${orderCode}`, owner.token)).json();
    expect(info).toMatchObject({ available: false, unavailableMessage: CLAIM_NOT_DELIVERED_MESSAGE });
  });
});

describe("POST /api/order/return-apply", () => {
  it("refuses fresh meat on a change of mind, a defect without a photo, a file that is no image, a sixth photo", async () => {
    const owner = await memberToken();
    const { orderCode, orderItemId } = await deliveredOrder(t, owner.token, fresh.id);
    const base = { orderCode, orderItemIds: String(orderItemId) };
    const cases: [Record<string, string>, FilePart[], number, string][] = [
      [{ reason: "change_of_mind" }, [], 409, CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE],
      [{ reason: "defective" }, [], 400, CLAIM_PHOTO_REQUIRED_MESSAGE],
      [{ reason: "defective" }, [photo(Buffer.from("사진이 아닙니다"), "meat.png")], 400, CLAIM_MESSAGES.photoType],
      [{ reason: "defective" }, Array.from({ length: 6 }, () => photo()), 400, CLAIM_MESSAGES.tooManyPhotos],
      [{ reason: "broken" }, [photo()], 400, CLAIM_MESSAGES.reason],
      [{ reason: "defective", orderItemIds: "abc" }, [photo()], 400, CLAIM_MESSAGES.lines],
    ];
    for (const [fields, files, status, message] of cases) {
      const res = await apply("return-apply", owner.token, { ...base, ...fields }, files);
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.select().from(orderClaims).where(eq(orderClaims.kind, "return"))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ orderItemIds: [orderItemId] })]),
    );
    expect(await lineStatus(orderItemId)).toBe("delivered");

    const other = await memberToken();
    const foreign = await apply("return-apply", other.token, { ...base, reason: "defective" }, [photo()]);
    expect(foreign.statusCode).toBe(404);
    const designated = await apply("designated-return-apply", owner.token, { ...base, reason: "defective" }, [photo()]);
    expect([designated.statusCode, designated.json().message]).toEqual([409, CLAIM_MESSAGES.notDesignated]);
  });

  it("takes a defect of fresh meat with photos once, shows them to the owner only, and refunds once on completion", async () => {
    const owner = await memberToken();
    const { orderCode, orderItemId } = await deliveredOrder(t, owner.token, fresh.id);
    const paidBefore = await gatewayBalance(orderCode);
    const fields = {
      orderCode,
      orderItemIds: String(orderItemId),
      reason: "defective",
      detail: "포장이 부풀어 있었어요",
    };
    const files = [photo(), photo(IMAGE_SAMPLES.jpeg, "두번째.jpg")];

    // A double submit: one claim, the other refused while it is open.
    const [first, second] = await Promise.all([
      apply("return-apply", owner.token, fields, files),
      apply("return-apply", owner.token, fields, files),
    ]);
    const answers = [first, second].map((res) => res.statusCode).sort();
    expect(answers, `${first.body} / ${second.body}`).toEqual([200, 409]);
    const won = first.statusCode === 200 ? first.json() : second.json();
    const claims = await t.db.select().from(orderClaims).where(eq(orderClaims.id, won.claim.claimId));
    expect(claims).toHaveLength(1);
    expect(won.claim).toMatchObject({
      kind: "return",
      kindLabel: "반품",
      status: "requested",
      statusLabel: "반품신청",
      shippingPayerLabel: "판매자 부담",
      returnFee: 0,
      refundAmount: paidBefore,
    });
    expect(won.claim.photos).toHaveLength(2);
    expect(await lineStatus(orderItemId)).toBe("return_requested");

    // The photos: the owner's; the same 404 for another member and for nobody.
    const url = won.claim.photos[0].url as string;
    const own = await get(url, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(own.headers["content-type"]).toBe("image/png");
    const other = await memberToken();
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(404);

    // 구매확정 waits for the return.
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/order/confirm-purchase",
      headers: bearer(owner.token),
      payload: { orderCode },
    });
    expect(confirm.statusCode).toBe(409);

    const claimId = won.claim.claimId as number;
    expect((await dev(claimId, "complete")).statusCode).toBe(409);
    const collected = await dev(claimId, "collect");
    expect([collected.statusCode, collected.json().statusLabel]).toEqual([200, "반품수거중"]);
    expect(await lineStatus(orderItemId)).toBe("return_collecting");

    // Completed twice (a retry): one refund, the whole payment (the seller's fault: shipping included).
    const completed = await dev(claimId, "complete");
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: "completed", statusLabel: "반품완료" });
    expect(await gatewayBalance(orderCode)).toBe(0);
    const again = await dev(claimId, "complete");
    expect(again.statusCode).toBe(200);
    expect(await gatewayBalance(orderCode)).toBe(0);
    expect(await lineStatus(orderItemId)).toBe("returned");

    const detail = (await get(`/api/order/detail?orderCode=${orderCode}`, owner.token)).json();
    expect(detail.status).toBe("returned");
    expect(detail.claims[0].photos.map((each: { url: string }) => each.url)).toEqual(
      won.claim.photos.map((each: { url: string }) => each.url),
    );
    expect(detail.boxes[0].lines[0].statusLabel).toBe("반품완료");
    const list = (await get("/api/order/cancel-apply", owner.token)).json();
    expect(list.list[0]).toMatchObject({ claimId, kind: "return", statusLabel: "반품완료", refundAmount: paidBefore });
    expect(list.list[0].photos).toHaveLength(2);
  });

  it("keeps the return shipping back on a change of mind of a packaged good, as estimated", async () => {
    const owner = await memberToken();
    const { orderCode, lines } = await paidOrder(t, owner.token, [{ itemId: packaged.id, quantity: 2 }]);
    for (const status of ["preparing", "shipping", "delivered"]) {
      await t.app.inject({ method: "POST", url: `/api/dev/orders/${orderCode}/status`, payload: { status } });
    }
    const orderItemId = lines[0]!.orderItemId!;
    const paid = await gatewayBalance(orderCode);
    const estimate = await t.app.inject({
      method: "POST",
      url: "/api/order/return-amount",
      headers: bearer(owner.token),
      payload: { orderCode, orderItemIds: [orderItemId], reason: "change_of_mind" },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    const { refundAmount, returnFee, shippingPayerLabel } = estimate.json();
    expect(shippingPayerLabel).toBe("고객 부담");
    expect(returnFee).toBeGreaterThan(0);
    expect(refundAmount).toBeLessThan(paid - returnFee + 1);

    const res = await apply("return-apply", owner.token, {
      orderCode,
      orderItemIds: String(orderItemId),
      reason: "change_of_mind",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().claim).toMatchObject({ refundAmount, returnFee, shippingPayerLabel: "고객 부담" });
    const claimId = res.json().claim.claimId;
    await dev(claimId, "collect");
    expect((await dev(claimId, "complete")).statusCode).toBe(200);
    expect(await gatewayBalance(orderCode)).toBe(paid - refundAmount);
  });
});

describe("the sweep of returns left refunding", () => {
  it("asks the gateway once for a refund a stopped process never asked, and never twice", async () => {
    const owner = await memberToken();
    const { orderCode, orderItemId } = await deliveredOrder(t, owner.token, fresh.id);
    const paid = await gatewayBalance(orderCode);
    const res = await apply(
      "return-apply",
      owner.token,
      { orderCode, orderItemIds: String(orderItemId), reason: "wrong_item" },
      [photo()],
    );
    const claimId = res.json().claim.claimId as number;
    await dev(claimId, "collect");
    // A process stopped right after marking the claim refunding, before the gateway was asked.
    await t.db
      .update(orderClaims)
      .set({ status: "refunding", balanceBefore: paid, refundAskedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(orderClaims.id, claimId));
    expect(await t.app.services.housekeeping.resolveStuckRefunds()).toBe(1);
    expect(await gatewayBalance(orderCode)).toBe(0);
    expect(await lineStatus(orderItemId)).toBe("returned");
    expect(await t.app.services.housekeeping.resolveStuckRefunds()).toBe(0);
    expect((await dev(claimId, "complete")).statusCode).toBe(200);
    expect(await gatewayBalance(orderCode)).toBe(0);
  });
});

describe("POST /api/order/exchange-apply", () => {
  it("picks up, sends the same piece again, and the order can be confirmed once it arrived; a refusal says why", async () => {
    const owner = await memberToken();
    const { orderCode, orderItemId } = await deliveredOrder(t, owner.token, fresh.id);
    const paid = await gatewayBalance(orderCode);
    const mind = await apply(
      "exchange-apply",
      owner.token,
      { orderCode, orderItemIds: String(orderItemId), reason: "change_of_mind" },
      [photo()],
    );
    expect(mind.statusCode).toBe(409);

    const res = await apply(
      "exchange-apply",
      owner.token,
      { orderCode, orderItemIds: String(orderItemId), reason: "damaged" },
      [photo()],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().claim).toMatchObject({ kind: "exchange", statusLabel: "교환신청", refundAmount: 0 });
    const claimId = res.json().claim.claimId;
    expect(await lineStatus(orderItemId)).toBe("exchange_requested");
    await dev(claimId, "collect");
    const done = await dev(claimId, "complete");
    expect([done.statusCode, done.json().statusLabel]).toEqual([200, "교환완료"]);
    expect(await lineStatus(orderItemId)).toBe("shipping");
    expect(await gatewayBalance(orderCode)).toBe(paid);
    expect((await dev(claimId, "deliver")).statusCode).toBe(200);
    expect(await lineStatus(orderItemId)).toBe("delivered");

    // A second claim on the same line, refused by the shop with a reason.
    const again = await apply(
      "exchange-apply",
      owner.token,
      { orderCode, orderItemIds: String(orderItemId), reason: "defective" },
      [photo()],
    );
    expect(again.statusCode, again.body).toBe(200);
    const refusedId = again.json().claim.claimId;
    expect((await dev(refusedId, "refuse")).statusCode).toBe(400);
    const refused = await dev(refusedId, "refuse", "회수한 상품에서 불량을 확인하지 못했습니다.");
    expect(refused.json()).toMatchObject({
      statusLabel: "교환거부",
      refuseReason: "회수한 상품에서 불량을 확인하지 못했습니다.",
    });
    expect(await lineStatus(orderItemId)).toBe("delivered");

    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/order/confirm-purchase",
      headers: bearer(owner.token),
      payload: { orderCode },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const late = await apply(
      "return-apply",
      owner.token,
      { orderCode, orderItemIds: String(orderItemId), reason: "defective" },
      [photo()],
    );
    expect([late.statusCode, late.json().message]).toEqual([409, "구매확정한 상품은 반품·교환을 신청할 수 없습니다."]);
  });
});
