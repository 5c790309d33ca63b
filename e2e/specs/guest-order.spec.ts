import { expect, test } from "../fixtures/shop.fixture";
import { addFromItemPage } from "../pages/cart-page";
import {
  GuestCheckoutPage,
  GuestOrderLookupPage,
  placeGuestOrder,
  randomAddress,
  randomPhone,
} from "../pages/guest-order-page";
import { waitForHydration } from "../pages/hydration";
import { won } from "../pages/item-page";
import { PaymentFlow, pickOrderItems } from "../pages/order-page";

// SPEC §2 /order/step1, /order/step2, /order/invoice/:id and /order/no-member; §6 non-member ordering; issue 11 item
// 6: a guest adds an item, chooses 비회원 주문 at 주문하기, proves the phone with the code from the demo inbox, sets an
// order password, pays by the sandbox card, gets the order number, and finds the order again with the number and the
// password (a wrong password refused).

const WRONG_PAIR = "주문번호 또는 주문 비밀번호가 일치하지 않습니다.";

test.describe("비회원 주문", () => {
  // The item page, the cart, the choice, two checkout pages, the inbox, the payment window and the lookup: a longer
  // journey than test.slow() gives on a cold shop with the phone and the PC running side by side.
  test.setTimeout(180_000);

  test("비회원으로 휴대폰 인증과 주문 비밀번호로 주문·결제하고, 주문번호와 비밀번호로 조회한다", async ({
    page,
    request,
  }) => {
    const { dear: item } = await pickOrderItems(request);
    const phone = randomPhone();
    const password = String(1000 + Math.floor(Math.random() * 9000));
    // The shopper's own address: the SMS and lookup throttles of other tests never count against them.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });

    await addFromItemPage(page, item.itemUserCode);
    const checkout = new GuestCheckoutPage(page);
    await checkout.openChoiceFromCart();
    // The choice Korean shops give: log in (the cart moves to the member's), or order as a non-member.
    await expect(checkout.main.getByRole("link", { name: "로그인하고 주문하기" })).toHaveAttribute(
      "href",
      "/user/login?target=%2Fcart",
    );
    await expect(checkout.main).toContainText("선택하신 상품 1개를 주문합니다.");
    await checkout.orderAsGuest();
    await expect(page).toHaveURL(/\/order\/step1\?cartIds=\d+&guest=1$/);

    // No address book, coupons or points for a guest: said, with the way to log in.
    await expect(checkout.main.getByRole("link", { name: item.itemName, exact: true })).toBeVisible();
    await expect(checkout.main.getByText("적립금·쿠폰은 회원만 사용할 수 있어요.")).toBeVisible();
    await expect(checkout.main.getByRole("link", { name: "로그인", exact: true })).toHaveAttribute(
      "href",
      "/user/login?target=%2Fcart",
    );
    await expect(checkout.main.getByRole("button", { name: "전액사용" })).toHaveCount(0);
    await expect(checkout.main.getByRole("link", { name: "배송지 관리" })).toHaveCount(0);

    // 주문 확인하기 too early: the phone must be verified, the password set, the consent given.
    await checkout.main.getByRole("textbox", { name: "주문자" }).fill("김비회");
    await checkout.ordererPhone.fill(phone);
    await checkout.setOrderPassword("12");
    await checkout.main.getByRole("button", { name: /주문 확인하기$/ }).click();
    await expect(checkout.main.getByText("휴대폰 인증을 완료해 주세요.")).toBeVisible();
    await expect(checkout.main.getByText("주문 비밀번호는 숫자 4~8자리로 입력해 주세요.")).toBeVisible();
    await expect(page).toHaveURL(/\/order\/step1\?/);

    await checkout.verifyPhone(phone);
    await expect(checkout.ordererPhone).toHaveJSProperty("readOnly", true);

    await checkout.setOrderPassword(password, `${password}9`);
    await expect(checkout.main.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();
    await checkout.setOrderPassword(password);
    await expect(checkout.main.getByText("비밀번호가 일치하지 않습니다.")).toHaveCount(0);

    await checkout.fillReceiver("김비회", phone);
    await checkout.pickAddress("테헤란로 152", "12층");
    await checkout.payBy("신용카드");
    await checkout.agreeToPrivacy();
    const total = (await checkout.row("최종 결제금액").locator("dd").textContent()) ?? "";
    expect(total).toMatch(/^[\d,]+원$/);
    await checkout.agreeAndConfirm();

    // Step 2 shows the guest's order read-only; 결제하기 opens the sandbox's window.
    const confirm = page.getByRole("main");
    await expect(confirm.getByRole("region", { name: "주문자 정보" })).toContainText("김비회");
    await expect(confirm.getByRole("region", { name: "결제 금액" })).toContainText(total);
    const payment = new PaymentFlow(page);
    await payment.payInSandbox();
    const orderCode = payment.orderCode();

    // The order number, large, with how to find the order again.
    const main = page.getByRole("main");
    await expect(main.getByText("비회원 주문번호")).toBeVisible();
    await expect(main.getByText(orderCode, { exact: true })).toBeVisible();
    await expect(main.getByText("주문번호와 주문 비밀번호로 비회원 주문조회에서 확인할 수 있어요.")).toBeVisible();
    await expect(main.getByRole("region", { name: "결제 금액" })).toContainText(total);

    await main.getByRole("link", { name: "비회원 주문조회 바로가기" }).click();
    const lookup = new GuestOrderLookupPage(page);
    await expect(lookup.heading).toBeVisible();
    await waitForHydration(page);
    const wrong = password === "9999" ? "8888" : "9999";
    await lookup.lookUp(orderCode, wrong);
    await expect(lookup.refusal).toHaveText(WRONG_PAIR);

    await lookup.lookUp(orderCode, password);
    await expect(lookup.main.getByText(orderCode, { exact: true })).toBeVisible();
    await expect(lookup.main.getByText("결제완료", { exact: true }).first()).toBeVisible();
    await expect(lookup.section("주문상품")).toContainText(item.itemName);
    await expect(lookup.amount("결제금액")).toHaveText(total);
    await expect(lookup.section("배송지")).toContainText("[06236]");
  });

  test("비회원 주문조회에서 배송 전 주문을 회원과 같은 취소 창으로 취소한다", async ({ page, request }) => {
    const order = await placeGuestOrder(request);
    // Another browser than the one that ordered: only the code and the password open the order here.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": order.address });
    const lookup = new GuestOrderLookupPage(page);
    await lookup.goto();
    await lookup.lookUp(order.orderCode, order.password);
    await expect(lookup.main.getByText(order.orderCode, { exact: true })).toBeVisible();
    await expect(lookup.orderStatus()).toHaveText("결제완료");
    await waitForHydration(page);

    // The order stays open in this browser: a reload shows it again.
    await page.reload();
    await expect(lookup.main.getByText(order.orderCode, { exact: true })).toBeVisible();
    await waitForHydration(page);

    await lookup.openCancel();
    await expect(lookup.cancelDialog).toBeVisible();
    const itemName = order.itemName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(lookup.cancelForm.getByRole("checkbox", { name: new RegExp(`^${itemName}`) })).toBeChecked();
    await expect(lookup.refundRow("환불 예정 금액")).toContainText(won(order.total));
    await lookup.cancelForm.getByRole("combobox", { name: "취소 사유" }).selectOption({ label: "단순 변심" });
    await page.getByRole("button", { name: "취소하기", exact: true }).click();

    await expect(lookup.alertDialog).toContainText("취소되었습니다.");
    await lookup.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(lookup.cancelDialog).toBeHidden();
    await expect(page).toHaveURL(/\/order\/no-member$/);
    await expect(lookup.orderStatus()).toHaveText("주문취소");
    await expect(lookup.main.getByRole("region", { name: "취소/반품/교환 내역" })).toContainText("단순 변심");
    await expect(lookup.main.getByRole("link", { name: "주문 취소", exact: true })).toHaveCount(0);

    // 조회 종료: the order leaves this browser.
    await lookup.main.getByRole("button", { name: "조회 종료" }).click();
    await expect(lookup.main.getByLabel("주문번호")).toHaveValue("");
    await page.goto("/order/no-member");
    await expect(lookup.main.getByText(order.orderCode, { exact: true })).toHaveCount(0);
  });
});
