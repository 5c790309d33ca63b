import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { type MemberOrder, MyOrderDetailPage, orderPath, placeMemberOrder } from "../pages/order-cancel-page";
import { pickOrderItems, won } from "../pages/order-page";

// My page's order cancel before shipping (docs/decisions/028): a member cancels one line of a paid two-line card
// order from the order's page, sees what comes back before confirming, and finds the line 주문취소, the rest still
// 결제완료 and the refund in 취소/반품/교환 내역 — with script in the modal, without it by form posts alone.

test.describe("주문 취소", () => {
  // Join, an order through the sandbox's payment window, a login and the cancel at the gateway.
  test.slow();

  let items: Awaited<ReturnType<typeof pickOrderItems>>;
  test.beforeAll(async ({ request }) => {
    items = await pickOrderItems(request);
  });

  /** A new member with a paid card order of the two items, logged in on `page` and looking at the order. */
  async function memberWithPaidOrder(page: Page, request: APIRequestContext, hydrated: boolean) {
    const member = newMember("cxl");
    await joinViaApi(request, member);
    const order: MemberOrder = await placeMemberOrder(request, member, [items.dear, items.other]);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(orderPath(order));
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${orderPath(order)}$`));
    const detail = new MyOrderDetailPage(page);
    await detail.goto(order, { hydrated });
    return { order, detail };
  }

  test("한 상품만 취소하고 환불 예정 금액을 확인한 뒤 취소/반품/교환 내역에서 본다", async ({ page, request }) => {
    const { order, detail } = await memberWithPaidOrder(page, request, true);
    await expect(detail.orderStatus()).toContainText("결제완료");
    await expect(detail.history()).toHaveCount(0);

    // Every line that has not shipped starts ticked, with the whole order's refund.
    await detail.openCancel();
    await expect(detail.dialog).toBeVisible();
    await expect(detail.cancelCheckbox(items.dear.itemName)).toBeChecked();
    await expect(detail.cancelCheckbox(items.other.itemName)).toBeChecked();
    await expect(detail.refundRow("환불 예정 금액")).toContainText(won(order.total));

    // One line only: the refund is asked again for it.
    await detail.cancelCheckbox(items.dear.itemName).uncheck();
    await detail.refundSettled();
    await expect(detail.refundRow("상품 금액")).toContainText(won(items.other.presentPrice));
    const totalRow = detail.refundRow("환불 예정 금액");
    await expect(totalRow).toContainText("카드 결제 취소");
    const refund = (await totalRow.locator("dd strong").textContent()) ?? "";
    expect(refund).toMatch(/^[\d,]+원$/);
    expect(refund).not.toBe(won(order.total));

    // No reason yet: the form says so and stays.
    await detail.confirmCancel();
    await expect(detail.dialog.getByText("취소 사유를 선택해 주세요.", { exact: true })).toBeVisible();
    await detail.cancelForm.getByRole("combobox", { name: "취소 사유" }).selectOption({ label: "단순 변심" });
    await detail.confirmCancel();

    await expect(detail.alertDialog).toContainText("선택한 상품이 취소되었습니다.");
    await detail.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(detail.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${orderPath(order)}$`));

    await expect(detail.line(items.other.itemName)).toContainText("주문취소");
    await expect(detail.line(items.dear.itemName)).toContainText("결제완료");
    await expect(detail.orderStatus()).toContainText("결제완료");
    const history = detail.history();
    await expect(history).toContainText(items.other.itemName);
    await expect(history).toContainText("단순 변심");
    await expect(history.locator("dl > div").filter({ hasText: "환불 금액" })).toContainText(refund);

    // What is left can still be cancelled; the cancelled line is no longer offered.
    await detail.openCancel();
    await expect(detail.cancelCheckbox(items.dear.itemName)).toBeChecked();
    await expect(detail.cancelCheckbox(items.other.itemName)).toHaveCount(0);
  });

  test.describe("자바스크립트 없이", () => {
    test.use({ javaScriptEnabled: false });

    test("폼 전송만으로 환불 금액을 다시 계산하고 한 상품을 취소한다", async ({ page, request }) => {
      const { detail } = await memberWithPaidOrder(page, request, false);

      await detail.openCancel();
      await expect(detail.dialog).toHaveCount(0);
      await detail.cancelCheckbox(items.dear.itemName).uncheck();
      await detail.cancelForm.getByRole("combobox", { name: "취소 사유" }).selectOption({ label: "배송 지연" });
      await detail.cancelForm.getByRole("button", { name: "환불 금액 다시 계산" }).click();
      await expect(detail.refundRow("상품 금액")).toContainText(won(items.other.presentPrice));
      // The post kept what was chosen.
      await expect(detail.cancelCheckbox(items.dear.itemName)).not.toBeChecked();
      await expect(detail.cancelForm.getByRole("combobox", { name: "취소 사유" })).toHaveValue("delivery_delay");
      const refund = (await detail.refundRow("환불 예정 금액").locator("dd strong").textContent()) ?? "";

      await detail.confirmCancel();
      // The alert is a notice at the top of the page without JavaScript.
      await expect(page.getByRole("alert").filter({ hasText: "선택한 상품이 취소되었습니다." })).toBeVisible();
      await expect(detail.cancelForm).toHaveCount(0);
      await expect(detail.line(items.other.itemName)).toContainText("주문취소");
      await expect(detail.line(items.dear.itemName)).toContainText("결제완료");
      await expect(detail.history()).toContainText("배송 지연");
      await expect(detail.history()).toContainText(refund);
    });
  });
});
