import type { OrderDetail } from "@shop/contracts/order";
import type { RefundAmount } from "@shop/contracts/order-cancel";
import { CANCEL_LINES_MESSAGE, CANCEL_REASON_MESSAGE, REFUND_ACCOUNT_MESSAGE } from "@shop/contracts/order-cancel";
import { describe, expect, it } from "vitest";
import { getShopperSession } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { loadCancelPreview, orderCancelAction } from "./order-cancel-action.server";

// The order cancel form's action and starting preview (my page's order detail), as a browser posts the form, on a
// fake API and a signed session.

const PATH = "/mypage/order/42/26111512345678";
const PARAMS = { sequence: "42", code: "26111512345678" };

const PREVIEW: RefundAmount = {
  orderCode: "26111512345678",
  orderItemIds: [7],
  itemAmount: 12_000,
  itemCouponDiscount: 0,
  shippingRefund: 3_000,
  shippingDeduction: 0,
  pointsRestored: 0,
  couponsReturned: 0,
  refundAmount: 15_000,
  closesOrder: false,
  refundMethodLabel: "카드 승인 취소",
  refundAccountRequired: false,
};

const CLAIM = {
  claimId: 1,
  orderId: 42,
  orderCode: "26111512345678",
  orderedAt: "2026-11-15T01:00:00.000Z",
  kind: "cancel",
  kindLabel: "주문취소",
  status: "completed",
  statusLabel: "취소완료",
  reason: "단순 변심",
  shippingPayerLabel: null,
  returnFee: 0,
  refuseReason: null,
  photos: [],
  requestedAt: "2026-11-15T02:00:00.000Z",
  completedAt: "2026-11-15T02:00:01.000Z",
  refundAmount: 15_000,
  pointsRestored: 0,
  shippingDeduction: 0,
  lines: [{ orderItemId: 7, itemName: "한우 등심", optionName: "", quantity: 1, imageSrc: null }],
};

/** The form as the page posts it: repeated orderItemIds, the CSRF field, from the shop's own origin. */
function formPost(shopper: TestShopper, fields: ReadonlyArray<readonly [string, string]>): Request {
  const body = new URLSearchParams([["csrf", shopper.csrf], ...fields.map(([name, value]) => [name, value])]);
  return new Request(`${TEST_ORIGIN}${PATH}?cancel=1`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function post(fields: ReadonlyArray<readonly [string, string]>, routes: FakeRoutes = {}) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  const answer = await orderCancelAction(formPost(shopper, fields), context, PARAMS);
  return answer instanceof Response ? { answer: null, response: answer, calls } : { answer, response: null, calls };
}

async function alertOf(response: Response): Promise<string | undefined> {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const session = await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }));
  return session.get("alert");
}

describe("the order cancel form's action", () => {
  it("answers the refund of the ticked lines for the preview", async () => {
    const { answer, calls } = await post(
      [
        ["intent", "cancel-preview"],
        ["orderItemIds", "7"],
      ],
      { "POST /api/order/refund-amount": { body: PREVIEW } },
    );
    expect(calls[0]?.body).toEqual({ orderCode: "26111512345678", orderItemIds: [7] });
    expect(answer?.data).toMatchObject({ preview: PREVIEW, orderItemIds: [7] });
  });

  it("asks for a line before asking the API", async () => {
    const { answer, calls } = await post([["intent", "cancel-preview"]]);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe(CANCEL_LINES_MESSAGE);
    expect(calls).toEqual([]);
  });

  it("cancels, and ends on the order (without the form) with the API's message as the shop's alert", async () => {
    const { response, calls } = await post(
      [
        ["intent", "cancel"],
        ["orderItemIds", "7"],
        ["reason", "change_of_mind"],
        ["reasonDetail", ""],
      ],
      {
        "POST /api/order/cancel": {
          body: { orderCode: "26111512345678", message: "선택한 상품이 취소되었습니다.", claim: CLAIM },
        },
      },
    );
    expect(calls[0]?.body).toEqual({ orderCode: "26111512345678", orderItemIds: [7], reason: "change_of_mind" });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe(PATH);
    expect(await alertOf(response as Response)).toBe("선택한 상품이 취소되었습니다.");
  });

  it("keeps the form with the messages of the rules, and asks nothing of the API", async () => {
    const { answer, calls } = await post([
      ["intent", "cancel"],
      ["orderItemIds", "7"],
      ["withRefundAccount", "1"],
      ["reason", ""],
      ["refundAccount.bankCode", "011"],
      ["refundAccount.accountNumber", "123"],
      ["refundAccount.holder", "김농협"],
    ]);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({
      reason: CANCEL_REASON_MESSAGE,
      "refundAccount.accountNumber": REFUND_ACCOUNT_MESSAGE,
    });
    expect(answer?.data.values).toMatchObject({ "refundAccount.holder": "김농협" });
    expect(answer?.data.orderItemIds).toEqual([7]);
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal in the form", async () => {
    const { answer } = await post(
      [
        ["intent", "cancel"],
        ["orderItemIds", "7"],
        ["reason", "other"],
      ],
      { "POST /api/order/cancel": apiError(409, "이미 취소된 상품입니다.") },
    );
    expect(answer?.init?.status).toBe(409);
    expect(answer?.data.formError).toBe("이미 취소된 상품입니다.");
  });

  it("sends the shopper to the order when the gateway's answer is still being checked", async () => {
    const message = "결제사에서 취소 결과를 확인하고 있습니다. 잠시 후 주문 내역에서 확인해 주세요.";
    const { response } = await post(
      [
        ["intent", "cancel"],
        ["orderItemIds", "7"],
        ["reason", "other"],
      ],
      {
        "POST /api/order/cancel": {
          status: 503,
          body: { status: 503, code: "CANCEL_CHECKING", message, description: "", errors: [] },
        },
      },
    );
    expect(response?.headers.get("Location")).toBe(PATH);
    expect(await alertOf(response as Response)).toBe(message);
  });
});

describe("the cancel form's starting preview", () => {
  const order: OrderDetail = {
    ...ORDER_DETAIL,
    cancel: { available: true, wholeOnly: false, refundAccountRequired: false, orderItemIds: [7] },
  };

  async function load(search: string, routes: FakeRoutes, detail: OrderDetail = order) {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi(routes);
    const request = new Request(`${TEST_ORIGIN}${PATH}${search}`, { headers: { cookie: shopper.cookie } });
    return { start: await loadCancelPreview(request, context, detail), calls };
  }

  it("is every cancellable line's refund while the form is open", async () => {
    const { start, calls } = await load("?cancel=1", { "POST /api/order/refund-amount": { body: PREVIEW } });
    expect(start).toEqual({ preview: PREVIEW, error: null });
    expect(calls[0]?.body).toEqual({ orderCode: "26111512345678", orderItemIds: [7] });
  });

  it("is nothing while the form is closed, or when nothing can be cancelled", async () => {
    expect((await load("", {})).start).toBeNull();
    const shipped = { ...order, cancel: { ...order.cancel, available: false, orderItemIds: [] } };
    expect((await load("?cancel=1", {}, shipped)).start).toBeNull();
  });

  it("carries the API's refusal to show in place of the refund", async () => {
    const { start } = await load("?cancel=1", {
      "POST /api/order/refund-amount": apiError(
        409,
        "배송이 시작된 상품은 바로 취소할 수 없습니다. 반품을 신청해 주세요.",
      ),
    });
    expect(start).toEqual({
      preview: null,
      error: "배송이 시작된 상품은 바로 취소할 수 없습니다. 반품을 신청해 주세요.",
    });
  });
});
