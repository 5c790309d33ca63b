import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { MyOrderDetailPage, orderPath, placeMemberOrder } from "../pages/order-cancel-page";
import { pickOrderItems } from "../pages/order-page";

// 구매확정 on my page's order: a member confirms a delivered order (after a confirm), reads the points earned at
// their grade, and the order reads 구매확정 with nothing left to cancel.

test.describe("구매확정", () => {
  test("배송완료된 주문을 구매확정하고 적립금 안내를 받는다", async ({ page, request }) => {
    test.slow();
    const { dear } = await pickOrderItems(request);
    const member = newMember("cf");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [dear]);
    for (const status of ["preparing", "shipping", "delivered"]) {
      const moved = await request.post(`/api/dev/orders/${order.orderCode}/status`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(orderPath(order));
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${orderPath(order)}$`));
    const detail = new MyOrderDetailPage(page);
    await detail.goto(order);
    await expect(detail.orderStatus()).toContainText("배송완료");
    await expect(page.getByText("배송완료 7일 후에는 자동으로 확정됩니다.", { exact: false })).toBeVisible();

    await page.getByRole("button", { name: "구매확정" }).click();
    await expect(account.alertDialog).toContainText("구매를 확정하시겠습니까?");
    await account.alertDialog.getByRole("button", { name: "구매확정" }).click();
    await account.acceptAlert(/구매가 확정되었습니다\. 적립금 [\d,]+원이 적립되었습니다\./);
    await expect(detail.orderStatus()).toContainText("구매확정");
    await expect(page.getByRole("button", { name: "구매확정" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "주문 취소" })).toHaveCount(0);
  });
});
