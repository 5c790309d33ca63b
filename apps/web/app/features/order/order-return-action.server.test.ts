import type { OrderClaim } from "@shop/contracts/order-cancel";
import { CLAIM_MESSAGES, type ReturnAmount } from "@shop/contracts/order-return";
import { describe, expect, it } from "vitest";
import { getShopperSession } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { orderReturnAction } from "./order-return-action.server";

// The return and exchange form's action (my page's order detail), as a browser posts the multipart form, on a fake
// API and a signed session.

const PATH = "/mypage/order/42/26111512345678";
const PARAMS = { sequence: "42", code: "26111512345678" };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const ESTIMATE: ReturnAmount = {
  orderCode: "26111512345678",
  orderItemIds: [7],
  itemAmount: 12_000,
  itemCouponDiscount: 0,
  shippingRefund: 0,
  shippingDeduction: 0,
  returnFee: 3_000,
  shippingPayerLabel: "고객 부담",
  pointsRestored: 0,
  refundAmount: 9_000,
};

const CLAIM: OrderClaim = {
  claimId: 1,
  orderId: 42,
  orderCode: "26111512345678",
  orderedAt: "2026-11-15T01:00:00.000Z",
  kind: "return",
  kindLabel: "반품",
  status: "requested",
  statusLabel: "반품신청",
  reason: "상품 불량(변질·이물) - 상했어요",
  shippingPayerLabel: "판매자 부담",
  returnFee: 0,
  refuseReason: null,
  photos: [{ photoId: 3, url: "/api/order/claims/1/photos/3" }],
  requestedAt: "2026-11-20T02:00:00.000Z",
  completedAt: null,
  refundAmount: 12_000,
  pointsRestored: 0,
  shippingDeduction: 0,
  lines: [{ orderItemId: 7, itemName: "한우 등심", optionName: "", quantity: 1, imageSrc: null }],
};

const PICKUP: [string, string][] = [
  ["pickupName", "김반품"],
  ["pickupPhone", "01012345678"],
  ["pickupPostcode", "06236"],
  ["pickupAddress", "서울특별시 강남구 테헤란로 152"],
  ["pickupAddressDetail", "12층"],
];

function formPost(shopper: TestShopper, mode: string, fields: ReadonlyArray<readonly [string, string]>, photos = 0) {
  const body = new FormData();
  body.set("csrf", shopper.csrf);
  for (const [name, value] of fields) body.append(name, value);
  for (let i = 0; i < photos; i += 1) body.append("photos", new File([PNG], `사진${i}.png`, { type: "image/png" }));
  return new Request(`${TEST_ORIGIN}${PATH}?claim=${mode}`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: TEST_ORIGIN },
    body,
  });
}

async function post(
  mode: string,
  fields: ReadonlyArray<readonly [string, string]>,
  routes: FakeRoutes = {},
  photos = 0,
) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  const answer = await orderReturnAction(formPost(shopper, mode, fields, photos), context, PARAMS);
  return answer instanceof Response ? { answer: null, response: answer, calls } : { answer, response: null, calls };
}

async function alertOf(response: Response): Promise<string | undefined> {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const session = await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }));
  return session.get("alert");
}

describe("the return form's action", () => {
  it("answers the estimate of the ticked lines for the reason", async () => {
    const { answer, calls } = await post(
      "return",
      [
        ["intent", "claim-preview"],
        ["orderItemIds", "7"],
        ["reason", "change_of_mind"],
      ],
      { "POST /api/order/return-amount": { body: ESTIMATE } },
    );
    expect(calls[0]?.body).toEqual({ orderCode: "26111512345678", orderItemIds: [7], reason: "change_of_mind" });
    expect(answer?.data).toMatchObject({ estimate: ESTIMATE, orderItemIds: [7] });
  });

  it("asks for a reason before estimating", async () => {
    const { answer, calls } = await post("return", [
      ["intent", "claim-preview"],
      ["orderItemIds", "7"],
    ]);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({ reason: CLAIM_MESSAGES.reason });
    expect(calls).toEqual([]);
  });

  it.each([
    ["return", "normal", "POST /api/order/return-apply"],
    ["return", "designated", "POST /api/order/designated-return-apply"],
    ["exchange", "normal", "POST /api/order/exchange-apply"],
  ])(
    "a %s of a %s order goes to %s with its photos, and ends on the order with the API's message",
    async (mode, kind, key) => {
      const { response, calls } = await post(
        mode,
        [
          ["intent", "claim-apply"],
          ["orderKind", kind],
          ["orderItemIds", "7"],
          ["orderItemIds", "8"],
          ["reason", "defective"],
          ["detail", "상했어요"],
          ...PICKUP,
        ],
        {
          [key]: {
            body: { orderCode: "26111512345678", message: "반품 신청이 접수되었습니다.", claim: CLAIM },
          },
        },
        2,
      );
      expect(calls[0]?.path).toBe(key.split(" ")[1]);
      expect(calls[0]?.body).toMatchObject({
        orderCode: "26111512345678",
        orderItemIds: "7,8",
        reason: "defective",
        detail: "상했어요",
        pickupName: "김반품",
        photos: [
          { name: "사진0.png", type: "image/png", size: PNG.length },
          { name: "사진1.png", type: "image/png", size: PNG.length },
        ],
      });
      expect(response?.status).toBe(302);
      expect(response?.headers.get("Location")).toBe(PATH);
      expect(await alertOf(response as Response)).toBe("반품 신청이 접수되었습니다.");
    },
  );

  it("keeps the form with the rules' messages and the API's refusal", async () => {
    const empty = await post("return", [["intent", "claim-apply"], ["reason", ""], ...PICKUP]);
    expect(empty.answer?.init?.status).toBe(400);
    expect(empty.answer?.data).toMatchObject({
      formError: CLAIM_MESSAGES.lines,
      fieldErrors: { reason: CLAIM_MESSAGES.reason },
    });
    expect(empty.calls).toEqual([]);

    const refused = await post(
      "return",
      [["intent", "claim-apply"], ["orderItemIds", "7"], ["reason", "defective"], ...PICKUP],
      { "POST /api/order/return-apply": apiError(400, "상품 상태를 확인할 수 있도록 사진을 1장 이상 첨부해 주세요.") },
    );
    expect(refused.answer?.init?.status).toBe(400);
    expect(refused.answer?.data.formError).toBe("상품 상태를 확인할 수 있도록 사진을 1장 이상 첨부해 주세요.");
    expect(refused.answer?.data.orderItemIds).toEqual([7]);
  });
});
