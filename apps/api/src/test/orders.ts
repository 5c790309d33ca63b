/**
 * Real orders for tests that need a purchase (reviews and whatever else asks "did this member buy it"): placed
 * through the real routes as a shopper's browser places them — cart add → payment-step → save → buy → the sandbox
 * payment window (approve) → its returnUrl post (pay) — then moved along the core status table by the dev route
 * (POST /api/dev/orders/{orderCode}/status) to 상품준비중, 배송중, 배송완료 or 구매확정.
 *
 *   const { orderItemId } = await deliveredOrder(t, member.token, item.id);
 *
 * The NICEPAY adapter reaches the payment sandbox over HTTP, so the app is made to listen on a free port first.
 */
import type { AddressInfo } from "node:net";
import { buyResponseSchema, type OrderLine, orderDetailSchema } from "@shop/contracts/order";
import type { OrderStatus } from "@shop/core/order/order-status";
import { expect } from "vitest";
import { optionIdsOf, optionStockOf, setOptionStock } from "../db/seed/catalog.factory.js";
import { bearer } from "./auth-client.js";
import { postForm, throughWindow, windowRequestOf } from "./pg-window.js";
import type { TestApp } from "./test-app.js";

type App = TestApp["app"];

/** One line to buy: the item's first option unless told, one piece unless told. */
export interface LineToBuy {
  itemId: number;
  optionId?: number;
  quantity?: number;
}

/** The statuses a paid order passes on its way to the shopper, in order (the dev route moves one step at a time). */
const DELIVERY_PATH = ["paid", "preparing", "shipping", "delivered", "confirmed"] as const satisfies OrderStatus[];
export type DeliveryStatus = (typeof DELIVERY_PATH)[number];

export const TEST_ORDERER = { name: "김한우", phone: "01012345678", email: "hanwoo@example.com" };
export const TEST_RECEIVER = {
  name: "김한우",
  phone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152",
  addressDetail: "12층",
};

/** The shop's origin over a socket, listening on a free local port (once) if it does not yet. */
export async function shopOrigin(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function call(app: App, method: "GET" | "POST", url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/**
 * A card order of `lines` by the holder of `token` (a member's), paid through the sandbox window: answers its code
 * and its lines as the order detail shows them (orderItemId, status 결제완료 …). An option short of stock is topped
 * up first, so any displayed test item can be bought.
 */
export async function paidOrder(
  t: TestApp,
  token: string,
  lines: readonly LineToBuy[],
  { paymentMethod = "card" }: { paymentMethod?: "card" | "vbank" } = {},
) {
  const { app } = t;
  const origin = await shopOrigin(app);
  const cartIds: number[] = [];
  for (const line of lines) {
    const optionId = line.optionId ?? (await optionIdsOf(t.db, line.itemId))[0];
    if (optionId === undefined) throw new Error(`item ${line.itemId} has no option to buy`);
    const quantity = line.quantity ?? 1;
    if (((await optionStockOf(t.db, optionId)) ?? 0) < quantity) await setOptionStock(t.db, optionId, quantity + 100);
    const added = await call(app, "POST", "/api/cart/add", token, {
      arrayRequiredItems: [{ itemId: line.itemId, optionId, quantity }],
    });
    expect(added.statusCode, added.body).toBe(200);
    cartIds.push(...(added.json().cartIds as number[]));
  }

  const step = await call(app, "POST", "/api/order/payment-step", token, { cartIds });
  expect(step.statusCode, step.body).toBe(200);
  const form = {
    cartIds,
    orderer: TEST_ORDERER,
    receiver: TEST_RECEIVER,
    paymentMethod,
    groupCode: step.json().groupCode as string,
  };
  const saved = await call(app, "POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const clientTotal = saved.json().orderPrice.orderPayAmount as number;
  const bought = await call(app, "POST", "/api/order/buy", token, { ...form, clientTotal });
  expect(bought.statusCode, bought.body).toBe(200);
  const { orderCode, payment } = buyResponseSchema.parse(bought.json());
  if (!payment) throw new Error(`order ${orderCode} opened no payment window`);

  const window = await throughWindow(origin, windowRequestOf(origin, payment), "approve");
  const returned = await postForm(origin, window.post.action, window.post.fields);
  expect(returned.headers.get("location"), `the payment of ${orderCode}`).toBe(`/order/invoice/${orderCode}`);
  if (paymentMethod === "vbank") {
    // The virtual account is issued; the shopper's deposit (the sandbox's webhook) makes the order paid.
    const deposited = await app.inject({ method: "POST", url: `/api/dev/pg/vbank/${window.post.values.tid}/deposit` });
    expect(deposited.statusCode, deposited.body).toBeLessThan(300);
    await expect
      .poll(async () => (await call(app, "GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status, {
        timeout: 10_000,
      })
      .toBe("paid");
  }

  const detail = await call(app, "GET", `/api/order/detail?orderCode=${orderCode}`, token);
  expect(detail.statusCode, detail.body).toBe(200);
  const order = orderDetailSchema.parse(detail.json());
  expect(order.status).toBe("paid");
  return { orderCode, lines: order.boxes.flatMap((box) => box.lines) as OrderLine[] };
}

/** Moves an order step by step along the core status table from `from` (paid) to `to`, with the dev route. */
export async function moveOrder(
  app: App,
  orderCode: string,
  to: DeliveryStatus,
  from: DeliveryStatus = "paid",
): Promise<void> {
  for (const status of DELIVERY_PATH.slice(DELIVERY_PATH.indexOf(from) + 1, DELIVERY_PATH.indexOf(to) + 1)) {
    const res = await app.inject({ method: "POST", url: `/api/dev/orders/${orderCode}/status`, payload: { status } });
    expect(res.statusCode, `${orderCode} → ${status}: ${res.body}`).toBe(200);
  }
}

/**
 * "A delivered order of item X for member M": a paid one-line order moved to 배송완료 (or as far as `status` says),
 * answering its code and the line's orderItemId (what a review names).
 */
export async function deliveredOrder(
  t: TestApp,
  token: string,
  itemId: number,
  options: { status?: DeliveryStatus; quantity?: number } = {},
) {
  const { orderCode, lines } = await paidOrder(t, token, [{ itemId, quantity: options.quantity ?? 1 }]);
  await moveOrder(t.app, orderCode, options.status ?? "delivered");
  const orderItemId = lines[0]?.orderItemId;
  if (lines.length !== 1 || orderItemId == null) throw new Error(`order ${orderCode} has no single line`);
  return { orderCode, orderItemId };
}
