import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import type { CartTestItem } from "../pages/cart-page";
import { listItems } from "../pages/item-page";
import { placeMemberOrder } from "../pages/order-cancel-page";
import { MyOrdersPage } from "../pages/order-page";

// The back office's orders (issue 14 item 3) at 1280 px: a shopper pays for an item of seller 10000001, that seller's
// staff mark the order 상품준비중 and then 배송중 with a carrier and tracking number from the order list, and the
// shopper finds it 배송중 with the tracking number in /mypage/order.

const SELLER = 10_000_001;
const TRACKING = "601234567890";

test.describe("주문 관리", { tag: "@pc" }, () => {
  // Join, an order through the sandbox's payment window, two sign-ins.
  test.slow();

  test("판매사 직원이 주문을 상품준비중, 배송중(운송장)으로 처리하면 고객의 주문/배송 조회에 바로 보인다", async ({
    page,
    request,
  }) => {
    const items = (await listItems(request)) as CartTestItem[];
    const item = items.find((candidate) => candidate.sellerId === SELLER && !candidate.soldOut);
    if (!item) throw new Error(`the demo catalog has no item of seller ${SELLER} in stock`);
    const member = newMember("ado");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [item]);

    await signInAsNewStaff(page, "ROLE_SELLER", { sellerId: SELLER });
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "주문 관리" }).click();
    await expect(page.getByRole("heading", { name: "주문 관리" })).toBeVisible();
    await page.getByLabel("검색어").fill(order.orderCode);
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${order.orderCode}`));

    const row = page.getByRole("table", { name: "주문 목록" }).getByRole("row").filter({ hasText: order.orderCode });
    const result = page.getByRole("region", { name: "처리 결과" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("결제완료");
    // A paid order cannot skip to 배송중: the row offers no tracking inputs yet.
    await expect(row.getByLabel(/운송장 번호$/)).toHaveCount(0);

    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "상품준비중 처리" }).click();
    await expect(result.getByRole("status")).toHaveText("1건을 변경했습니다.");
    await expect(row).toContainText("상품준비중");

    await row.getByLabel(/택배사$/).selectOption("CJ대한통운");
    await row.getByLabel(/운송장 번호$/).fill("6012-3456-78901");
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "배송중 처리" }).click();
    // A number one digit too long is refused with the carrier's rule, and nothing changes.
    await expect(page.getByRole("alert").filter({ hasText: "운송장" })).toHaveText(
      "CJ대한통운 운송장 번호는 숫자 10~12자리로 입력해 주세요.",
    );
    await expect(row).toContainText("상품준비중");

    await row.getByLabel(/운송장 번호$/).fill("6012-3456-7890");
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "배송중 처리" }).click();
    await expect(result.getByRole("status")).toHaveText("1건을 변경했습니다.");
    await expect(row).toContainText("배송중");
    await expect(row).toContainText(`CJ대한통운 ${TRACKING}`);

    // The order's page shows the box shipped.
    await row.getByRole("link", { name: order.orderCode }).click();
    await expect(page.getByRole("heading", { name: `주문 ${order.orderCode}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`CJ대한통운 ${TRACKING}`);

    // The shopper sees it at once.
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/order");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/order$/);
    const myOrders = new MyOrdersPage(page);
    const card = myOrders.order(order.orderCode);
    await expect(card).toContainText("배송중");
    await expect(card).toContainText(`CJ대한통운 ${TRACKING}`);
    await expect(card.getByRole("link", { name: "배송 조회" })).toHaveAttribute(
      "href",
      `https://trace.cjlogistics.com/next/tracking.html?wblNo=${TRACKING}`,
    );
  });
});
