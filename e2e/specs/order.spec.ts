import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { addFromItemPage } from "../pages/cart-page";
import {
  CheckoutPage,
  depositVirtualAccount,
  MyOrdersPage,
  PaymentFlow,
  pickOrderItems,
  WELCOME_COUPON,
  WELCOME_POINTS,
  won,
} from "../pages/order-page";

// SPEC §2 /order/step1, /order/step2, /order/invoice/:id, /mypage/order, /mypage/order/:sequence/:code; §4 checkout
// steps; issue 11 items 5–7, 9: a member checks out with a coupon and points and pays by the NICEPAY sandbox's card
// window; a virtual-account order shows its account, is paid in by the sandbox's deposit and my page says 결제완료.

test.describe("주문·결제", () => {
  // Join, log in, fill a cart, two checkout pages, the payment window and my page: a long journey on a cold shop.
  test.slow();

  let items: Awaited<ReturnType<typeof pickOrderItems>>;
  test.beforeAll(async ({ request }) => {
    items = await pickOrderItems(request);
  });

  /** A new member (welcome coupons and points) logged in, with the two items in the cart. */
  async function memberWithCart(page: Page, request: APIRequestContext) {
    const member = newMember("ord");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
    for (const item of [items.dear, items.other]) await addFromItemPage(page, item.itemUserCode);
    return member;
  }

  test("a member pays by card with a coupon and points and finds the order in my page", async ({ page, request }) => {
    await memberWithCart(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.openFromCart();

    // Order base data: both lines, the member's details, the welcome points.
    await expect(checkout.main.getByRole("link", { name: items.dear.itemName, exact: true })).toBeVisible();
    await expect(checkout.main.getByRole("link", { name: items.other.itemName, exact: true })).toBeVisible();
    await expect(checkout.main.getByRole("textbox", { name: "주문자" })).toHaveValue("김농협");
    await expect(checkout.main.getByText(`보유 적립금 ${won(WELCOME_POINTS)}`)).toBeVisible();
    const itemTotal = items.dear.presentPrice + items.other.presentPrice;
    await expect(checkout.row("총 상품금액")).toContainText(won(itemTotal));

    await checkout.pickAddress("테헤란로 152", "12층");
    // The coupon and 전액사용 are priced by the server at once (save): the summary takes them off.
    await checkout.useCoupon(items.dear.itemName, WELCOME_COUPON);
    await expect(checkout.row("쿠폰 할인")).toContainText(`-${won(3_000)}`);
    await checkout.useAllPoints();
    await expect(checkout.main.getByRole("textbox", { name: "사용할 적립금" })).toHaveValue(String(WELCOME_POINTS));
    await expect(checkout.row("적립금 사용")).toContainText(`-${won(WELCOME_POINTS)}`);
    const total = (await checkout.row("최종 결제금액").locator("dd").textContent()) ?? "";
    expect(total).toMatch(/^[\d,]+원$/);

    await checkout.payBy("신용카드");
    await checkout.agreeAndConfirm();
    // Step 2 shows the same money, read-only, with 이전 and 결제하기.
    const confirm = page.getByRole("main");
    await expect(confirm.getByRole("link", { name: "이전" })).toHaveAttribute("href", /^\/order\/step1\?cartIds=/);
    await expect(confirm.getByRole("region", { name: "결제 금액" })).toContainText(total);
    await expect(confirm).toContainText("[06236]");
    await expect(confirm.getByRole("button", { name: `${total} 결제하기` })).toBeVisible();

    const payment = new PaymentFlow(page);
    await payment.payInSandbox();
    const orderCode = payment.orderCode();
    await expect(page.getByRole("main")).toContainText(orderCode);
    await expect(page.getByRole("main").getByRole("region", { name: "결제 금액" })).toContainText(total);

    await page.getByRole("link", { name: "주문내역 보기" }).click();
    await expect(page.getByRole("heading", { name: "주문 상세", level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`주문번호 ${orderCode}`);
    await expect(page.getByRole("main").getByText("결제완료").first()).toBeVisible();

    const myOrders = new MyOrdersPage(page);
    await myOrders.goto();
    await expect(myOrders.order(orderCode)).toContainText(total);
    await expect(myOrders.order(orderCode)).toContainText("결제완료");
    await expect(myOrders.tab("결제완료")).toContainText("1");

    // Someone else's order code (or none such) is the not-found page, never another's order.
    await page.goto("/order/invoice/26010100000000");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("페이지를 찾을 수 없습니다");
  });

  test("a virtual-account order shows its account, and my page says 결제완료 once it is paid in", async ({
    page,
    request,
  }) => {
    await memberWithCart(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.openFromCart();
    await checkout.pickAddress("테헤란로 152", "3층");
    await checkout.payBy("가상계좌");
    // Cash payments ask for a cash receipt (10만원 이상 is issued automatically).
    await expect(checkout.main.getByRole("heading", { name: "현금영수증" })).toBeVisible();
    await checkout.main.getByRole("radio", { name: "개인 소득공제용" }).check();
    await expect(checkout.main.getByRole("textbox", { name: "현금영수증 번호" })).not.toHaveValue("");
    await checkout.agreeAndConfirm();

    const payment = new PaymentFlow(page);
    await payment.payInSandbox();
    const orderCode = payment.orderCode();
    const account = page.getByRole("region", { name: "입금하실 계좌" });
    await expect(account).toBeVisible();
    await expect(account).toContainText("은행");
    await expect(account.getByRole("button", { name: "복사" })).toBeVisible();
    await expect(account).toContainText(/입금기한\s*\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지/);

    const myOrders = new MyOrdersPage(page);
    await myOrders.goto();
    await expect(myOrders.order(orderCode)).toContainText("입금대기");

    await depositVirtualAccount(request, orderCode);
    // The deposit reaches the shop as NICEPAY's webhook: my page follows.
    await expect(async () => {
      await myOrders.goto();
      await expect(myOrders.order(orderCode)).toContainText("결제완료", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await myOrders
      .order(orderCode)
      .getByRole("link", { name: /상세보기/ })
      .click();
    await expect(page.getByRole("main")).toContainText("결제일시");
    await expect(page.getByRole("region", { name: "입금하실 계좌" })).toHaveCount(0);
  });

  test("my orders ask an anonymous shopper to log in, and come back afterwards", async ({ page }) => {
    await page.goto("/mypage/order?period=1m");
    await expect(page).toHaveURL(/\/user\/login\?target=%2Fmypage%2Forder%3Fperiod%3D1m$/);
  });
});
