// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTrackCartChanges, useTrackPurchase } from "./track-events";

// The storefront's tracking hooks: what each sends where (the beacons captured), and never twice for one order.

let sent: Array<{ url: string; body: unknown }>;
beforeEach(() => {
  sent = [];
  window.sessionStorage.clear();
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, data: Blob) => {
      void data.text().then((text) => sent.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});
afterEach(cleanup);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const line = (cartId: number, quantity: number, itemUserCode = `G000000${cartId}`) => ({
  cartId,
  itemUserCode,
  itemName: `상품 ${cartId}`,
  optionName: "300g",
  unitPrice: 10_000,
  quantity,
});

describe("useTrackCartChanges", () => {
  it("sends nothing for the lines first shown, then the lines gone and the quantities changed", async () => {
    const { rerender } = renderHook(({ lines }) => useTrackCartChanges(lines), {
      initialProps: { lines: [line(1, 1), line(2, 2), line(3, 1)] },
    });
    await flush();
    expect(sent).toEqual([]);

    // The same lines answered again (a revalidation): nothing.
    rerender({ lines: [line(1, 1), line(2, 2), line(3, 1)] });
    await flush();
    expect(sent).toEqual([]);

    rerender({ lines: [line(2, 5), line(3, 1)] });
    await flush();
    const item = { item_name: expect.any(String), price: 10_000, item_variant: "300g" };
    expect(sent).toEqual([
      {
        url: "/api/google-analytics/remove-from-cart",
        body: { items: [{ ...item, item_id: "G0000001", quantity: 1 }] },
      },
      {
        url: "/api/google-analytics/change-from-cart-quantity",
        body: { items: [{ ...item, item_id: "G0000002", quantity: 5 }] },
      },
    ]);
  });
});

describe("useTrackPurchase", () => {
  const order = (status: string) => ({
    orderCode: "2026112800001",
    status,
    boxes: [{ lines: [line(1, 2), line(2, 1), line(3, 1, "G0000001")] }],
    orderPrice: { orderPayAmount: 43_000, totalShippingAmount: 3_000 },
  });

  it("sends the purchase and the order's log once per order, and nothing for an unpaid order", async () => {
    renderHook(() => useTrackPurchase(order("payment_pending")));
    await flush();
    expect(sent).toEqual([]);

    renderHook(() => useTrackPurchase(order("paid")));
    await flush();
    expect(sent.map((call) => call.url)).toEqual(["/api/google-analytics/purchase", "/api/event-log/order"]);
    expect(sent[0]?.body).toMatchObject({ transaction_id: "2026112800001", value: 43_000, shipping: 3_000 });
    expect(sent[1]?.body).toEqual({ id: "2026112800001", items: ["G0000001", "G0000002"] });

    // The complete page again (a reload): no second purchase.
    renderHook(() => useTrackPurchase(order("paid")));
    await flush();
    expect(sent).toHaveLength(2);
  });
});
