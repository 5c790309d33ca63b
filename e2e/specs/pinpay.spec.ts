import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { addFromItemPage } from "../pages/cart-page";
import { CheckoutPage, MyOrdersPage, pickOrderItems } from "../pages/order-page";
import { PAYMENT_PASSWORD, PinPayPage, QuickPayCheckout } from "../pages/pinpay-page";

// Quick pay (간편결제, SPEC §2 Quick-pay and /mypage/pinpay; docs/decisions/031): a member enrols with a 6-digit
// payment password, registers a card (a billing key issued by the shop's NICEPAY sandbox), buys with 간편결제 typing
// the password on the scrambled secure keypad — a wrong one first, asked again — and finds the order 결제완료.

test.describe("간편결제", () => {
  // Join, enrol, a card at the gateway sandbox, a cart, two checkout pages and my page on a cold shop.
  test.slow();

  test("카드를 등록하고 보안 키패드로 비밀번호를 입력해 결제하면 결제완료가 된다", async ({ page, request }) => {
    const { dear } = await pickOrderItems(request);
    const member = newMember("pin");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));

    // Enrol: an easy password is refused in Korean, then a good one; the card form follows.
    const pinPay = new PinPayPage(page);
    await pinPay.enrol("123456");
    await expect(pinPay.main.getByText("연속된 숫자로 된 비밀번호는 사용할 수 없습니다.")).toBeVisible();
    await pinPay.enrol();
    await pinPay.confirmAlert("간편결제에 가입되었습니다.");
    await expect(page).toHaveURL(/\/pinpay\/payu\/nicepay-pinpay$/);
    await pinPay.registerCard();
    await pinPay.confirmAlert("카드가 등록되었습니다.");
    await expect(page).toHaveURL(/\/pinpay\/payu\/pay-method$/);
    await expect(pinPay.cards()).toHaveCount(1);
    await expect(pinPay.cards().first()).toContainText("**** 1111");
    await expect(pinPay.cards().first()).toContainText("기본");

    // Checkout with 간편결제: step 1 lists the card, step 2 pays with it.
    await addFromItemPage(page, dear.itemUserCode);
    const checkout = new CheckoutPage(page);
    await checkout.openFromCart();
    await checkout.pickAddress("테헤란로 152", "12층");
    await checkout.main.getByRole("radio", { name: "간편결제" }).check({ force: true });
    await expect(checkout.main.getByRole("list", { name: "간편결제 카드" })).toContainText("1111");
    await checkout.agreeAndConfirm();

    const quickPay = new QuickPayCheckout(page);
    await expect(quickPay.main.getByRole("group", { name: "결제할 카드" })).toContainText("1111");
    await quickPay.payButton().click();
    // A wrong password: the keypad says how many tries are used and asks again with a new layout.
    await quickPay.typeOnKeypad("111222");
    await expect(quickPay.keypad.getByRole("alert")).toContainText("결제 비밀번호가 일치하지 않습니다. (1/5회)");
    await quickPay.typeOnKeypad(PAYMENT_PASSWORD);

    await page.waitForURL(/\/order\/invoice\/\d+$/);
    await expect(page.getByRole("heading", { name: "주문이 완료되었습니다", level: 1 })).toBeVisible();
    const orderCode = /\/order\/invoice\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
    expect(orderCode).not.toBe("");

    const myOrders = new MyOrdersPage(page);
    await myOrders.goto();
    await expect(myOrders.order(orderCode)).toContainText("결제완료");
    await expect(myOrders.order(orderCode)).toContainText("간편결제");

    // 간편결제 관리 in my page lists the card and is in the side menu.
    await page.goto("/mypage/pinpay");
    await expect(pinPay.main.getByRole("heading", { name: "간편결제 관리", level: 1 })).toBeVisible();
    await expect(pinPay.cards()).toHaveCount(1);
  });
});
