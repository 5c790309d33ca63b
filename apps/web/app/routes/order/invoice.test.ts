import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader } from "./invoice";

// /order/invoice/:id's loader: the caller's own order by its code, the page's 404 for anything else.

async function load(id: string | undefined, routes: FakeRoutes) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}/order/invoice/${id ?? ""}`, { headers: { cookie: shopper.cookie } });
  const params = id === undefined ? {} : { id };
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/order/invoice/:id?", params, context }),
      calls,
    };
  } catch (thrown) {
    return { thrown: thrown as { init?: ResponseInit | null }, calls };
  }
}

describe("the order-complete page's loader", () => {
  it("shows the caller's order by its code", async () => {
    const { data, calls } = await load("26111512345678", { "GET /api/order/invoice": { body: ORDER_DETAIL } });
    expect(data?.order.payment.virtualAccount?.accountNumber).toBe("79012345678901");
    expect(calls[0]?.path).toBe("/api/order/invoice?orderCode=26111512345678");
  });

  it("is the 404 page for an order that is not the caller's (the API's 404)", async () => {
    const { thrown } = await load("26111500000000", {
      "GET /api/order/invoice": apiError(404, "주문 내역을 찾을 수 없습니다."),
    });
    expect(thrown?.init?.status).toBe(404);
  });

  it.each([[undefined], ["not-a-code"], ["2611151234567890123456789012345678"]])(
    "is the 404 page without asking the API for the id %j",
    async (id) => {
      const { thrown, calls } = await load(id, {});
      expect(thrown?.init?.status).toBe(404);
      expect(calls).toEqual([]);
    },
  );
});
