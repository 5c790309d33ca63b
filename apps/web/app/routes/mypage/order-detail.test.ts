import { describe, expect, it } from "vitest";
import { getShopperSession } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action } from "./order-detail";

// My page's order action for 구매확정: POST /api/order/confirm-purchase, back on the order with the API's message
// as the shop's alert (the points earned, or why not). The cancel form's intents are order-cancel-action's tests.

const PATH = "/mypage/order/42/26111512345678";
const PARAMS = { sequence: "42", code: "26111512345678" };

async function confirm(routes: FakeRoutes) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  const request = formPost(PATH, shopper, { intent: "confirm-purchase" });
  const response = (await action({ request, url: new URL(request.url), pattern: PATH, params: PARAMS, context })) as
    | Response
    | undefined;
  const cookie = response?.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const session = await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }));
  return { response, calls, alert: session.get("alert") };
}

describe("구매확정 on my page's order", () => {
  it("confirms and shows the points earned", async () => {
    const { response, calls, alert } = await confirm({
      "POST /api/order/confirm-purchase": {
        body: {
          orderCode: "26111512345678",
          pointsEarned: 290,
          message: "구매가 확정되었습니다. 적립금 290원이 적립되었습니다.",
        },
      },
    });
    expect(calls).toEqual([
      { method: "POST", path: "/api/order/confirm-purchase", body: { orderCode: "26111512345678" } },
    ]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(PATH);
    expect(alert).toBe("구매가 확정되었습니다. 적립금 290원이 적립되었습니다.");
  });

  it("says why when the API refuses", async () => {
    const { response, alert } = await confirm({
      "POST /api/order/confirm-purchase": apiError(409, "이미 구매확정된 주문입니다."),
    });
    expect(response?.headers.get("location")).toBe(PATH);
    expect(alert).toBe("이미 구매확정된 주문입니다.");
  });
});
