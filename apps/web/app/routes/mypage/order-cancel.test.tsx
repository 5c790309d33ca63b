import type { OrderClaim } from "@shop/contracts/order-cancel";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { claimTitle, MyClaimList } from "../../features/order/my-claim-list";
import { fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader } from "./order-cancel";

// My cancels (/mypage/order-cancel): the address's page becomes GET /api/order/cancel-apply's; each cancel shows
// its order, what it took and what came back.

const CLAIM: OrderClaim = {
  claimId: 3,
  orderId: 42,
  orderCode: "26111512345678",
  orderedAt: "2026-11-15T01:02:03.000Z",
  kind: "cancel",
  kindLabel: "취소",
  status: "completed",
  statusLabel: "취소 완료",
  reason: "단순 변심",
  shippingPayerLabel: null,
  returnFee: 0,
  refuseReason: null,
  photos: [],
  requestedAt: "2026-11-16T05:00:00.000Z",
  completedAt: "2026-11-16T05:00:01.000Z",
  refundAmount: 17_000,
  pointsRestored: 500,
  shippingDeduction: 3_000,
  lines: [
    { orderItemId: 7, itemName: "한우 등심 1++", optionName: "500g", quantity: 1, imageSrc: null },
    { orderItemId: 8, itemName: "한돈 삼겹살", optionName: "1kg", quantity: 2, imageSrc: null },
  ],
};

async function load(query: string, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({
    "GET /api/order/cancel-apply": {
      body: { list: [CLAIM], pagination: { page: 1, size: 10, totalCount: 1, totalPages: 1 } },
    },
  });
  const request = new Request(`${TEST_ORIGIN}/mypage/order-cancel${query}`, { headers: { cookie: shopper.cookie } });
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/mypage/order-cancel", params: {}, context }),
      calls,
    };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("my cancels' loader", () => {
  it.each([
    ["", "/api/order/cancel-apply?page=1&size=10"],
    ["?page=3", "/api/order/cancel-apply?page=3&size=10"],
    ["?page=-1", "/api/order/cancel-apply?page=1&size=10"],
    ["?page=abc", "/api/order/cancel-apply?page=1&size=10"],
  ])("asks for %s as %s", async (query, api) => {
    const { calls } = await load(query);
    expect(calls.map((call) => call.path)).toEqual([api]);
  });

  it("sends an anonymous shopper to log in", async () => {
    const { thrown, calls } = await load("", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage/order-cancel")}`);
    expect(calls).toEqual([]);
  });
});

let shown: OrderClaim[] = [];
function ShownClaims() {
  return <MyClaimList list={shown} />;
}
const Stub = createRoutesStub([{ path: "/", Component: ShownClaims }]);

describe("MyClaimList", () => {
  function render(list: OrderClaim[]) {
    shown = list;
    return renderToStaticMarkup(<Stub />);
  }

  it("names the lines, the order, the refund, the points back and the shipping kept", () => {
    const html = render([CLAIM]);
    expect(claimTitle(CLAIM)).toBe("한우 등심 1++ 외 1건");
    expect(html).toContain("한우 등심 1++ 외 1건");
    expect(html).toContain("주문번호 26111512345678");
    expect(html).toContain("17,000원");
    expect(html).toContain("적립금 환원");
    expect(html).toContain("-3,000원");
    expect(html).toContain('href="/mypage/order/42/26111512345678"');
  });

  it("says so when there is nothing", () => {
    expect(render([])).toContain("취소/반품 내역이 없습니다.");
  });
});
