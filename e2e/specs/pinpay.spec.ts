import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, latestAuthNumber, newMember, type TestMember } from "../pages/account-page";
import { addFromItemPage } from "../pages/cart-page";
import { waitForHydration } from "../pages/hydration";
import { CheckoutPage, MyOrdersPage, pickOrderItems } from "../pages/order-page";
import { PAYMENT_PASSWORD, PinPayPage, QuickPayCheckout } from "../pages/pinpay-page";

// Quick pay (간편결제, SPEC §2 Quick-pay and /mypage/pinpay; docs/decisions/031): a member enrols with a 6-digit
// payment password, registers a card (a billing key issued by the shop's NICEPAY sandbox), buys with 간편결제 typing
// the password on the scrambled secure keypad — a wrong one first, asked again — and finds the order 결제완료. A member
// who joined with Naver has no login password: locked out by five wrong payment passwords, they set a new one in
// 간편결제 관리 with a code sent to their phone.

/** 네이버 로그인 through the sandbox's consent page, then SNS 회원가입 with the member's phone: no login password. */
async function joinWithNaver(account: AccountPage, member: TestMember, request: APIRequestContext) {
  await account.gotoLogin();
  await waitForHydration(account.page);
  await account.button("네이버 로그인").click();
  await expect(account.page.getByRole("heading", { name: /네이버 로그인/ })).toBeVisible();
  await account.page.getByRole("textbox", { name: "이메일" }).fill(member.email);
  await account.page.getByRole("button", { name: "동의하고 계속하기" }).click();
  await expect(account.page).toHaveURL(/\/user\/sns-join$/);
  await account.verifyPhone(request, member.phoneNumber);
  await account.agreeToAll();
  await account.submitJoin();
  // The join's answer (the member, the welcome coupons and points, the login) came after 5 s in CI's PostgreSQL run.
  await account.acceptAlert("회원가입이 완료되었습니다.", { timeout: 15_000 });
}

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

  test("네이버로 가입한 회원은 결제 비밀번호가 잠기면 휴대폰 인증으로 다시 설정한다", async ({ page, request }) => {
    const member = newMember("pns");
    await browseAs(page, member);
    const account = new AccountPage(page);
    await joinWithNaver(account, member, request);

    const pinPay = new PinPayPage(page);
    await pinPay.enrol();
    await pinPay.confirmAlert("간편결제에 가입되었습니다.");

    // Five wrong payment passwords lock quick pay.
    await pinPay.gotoManage();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await pinPay.changePassword("111222", "604918");
      await expect(pinPay.main).toContainText(`(${attempt}/5회)`);
    }
    await pinPay.changePassword("111222", "604918");
    await expect(pinPay.main.getByRole("status").filter({ hasText: "간편결제가 잠겼습니다" })).toBeVisible();

    // No login password to offer: the phone is the one proof, and the only route shown.
    await expect(pinPay.main.getByRole("textbox", { name: "로그인 비밀번호" })).toHaveCount(0);
    await expect(pinPay.main.getByRole("textbox", { name: "현재 결제 비밀번호" })).toHaveCount(0);
    await pinPay.main.getByRole("button", { name: "인증번호 받기" }).click();
    const masked = `${member.phoneNumber.slice(0, 3)}-****-${member.phoneNumber.slice(-4)}`;
    await expect(pinPay.main).toContainText(`${masked}(으)로 인증번호를 보냈습니다.`);

    const codeForm = pinPay.main.getByRole("form", { name: "인증번호 확인" });
    const code = await latestAuthNumber(request, member.phoneNumber);
    await codeForm.getByRole("textbox", { name: "인증번호" }).fill(code === "000000" ? "000001" : "000000");
    await codeForm.getByRole("button", { name: "인증번호 확인" }).click();
    await expect(codeForm).toContainText("인증번호가 일치하지 않습니다.");
    await codeForm.getByRole("textbox", { name: "인증번호" }).fill(code);
    await codeForm.getByRole("button", { name: "인증번호 확인" }).click();

    const resetForm = pinPay.main.getByRole("form", { name: "결제 비밀번호 재설정" });
    await expect(resetForm).toContainText("휴대폰 인증이 완료되었습니다.");
    await pinPay.fillNewPassword(resetForm, "593017");
    await resetForm.getByRole("button", { name: "결제 비밀번호 재설정" }).click();
    await pinPay.confirmAlert("결제 비밀번호가 변경되었습니다.");
    await expect(pinPay.main.getByText("사용 중")).toBeVisible();
    await expect(pinPay.main.getByText("간편결제가 잠겼습니다")).toHaveCount(0);

    // The new password is the one now.
    await pinPay.changePassword("593017", PAYMENT_PASSWORD);
    await pinPay.confirmAlert("결제 비밀번호가 변경되었습니다.");
  });
});
