import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { addFromItemPage, CartPage } from "../pages/cart-page";
import { DeliveryPage, type TestAddress } from "../pages/delivery-page";
import { waitForHydration } from "../pages/hydration";
import { MyOrdersPage, pickOrderItems } from "../pages/order-page";

// Issue 11 item 7: the cart's N pay 구매 (Naver Pay express checkout, POST /api/order/naverpay/payment). A member with
// a base address (기본배송지) adds an item, presses the Naver Pay button under 주문하기, confirms the one-screen order
// (/order/naverpay: the base address, the lines, the amount), pays in the NICEPAY sandbox window by Naver Pay, and my
// page lists the order paid with 네이버페이.

const HOME: TestAddress = {
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  keyword: "테헤란로 152",
  postcode: "06236",
  detail: "12층",
};

/** The cart's Naver Pay button: "N pay 구매". */
const NAVERPAY_BUTTON = /^N\s?pay\s?구매$/;

test.describe("네이버페이 바로 구매", () => {
  // Join, log in, an address, the item page, the cart, the confirmation, the window and my page on a cold shop.
  test.slow();

  test("기본 배송지가 있는 회원이 장바구니의 N pay 구매로 주문·결제하고 주문내역에서 네이버페이를 확인한다", async ({
    page,
    request,
  }) => {
    const { dear: item } = await pickOrderItems(request);
    const member = newMember("npay");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
    await addFromItemPage(page, item.itemUserCode);

    // No base address yet: the cart offers only the order form.
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.main.getByRole("link", { name: /개 상품 주문하기$/ }).first()).toBeVisible();
    await expect(cart.main.getByRole("link", { name: NAVERPAY_BUTTON })).toHaveCount(0);
    // The express page itself, reached by its address, says what is missing and leads to the address book.
    const orderHref = await cart.main
      .getByRole("link", { name: /개 상품 주문하기$/ })
      .first()
      .getAttribute("href");
    await page.goto(`/order/naverpay?${new URL(orderHref ?? "", page.url()).searchParams}`);
    await expect(page.getByRole("main")).toContainText("기본 배송지를 등록하면 네이버페이로 바로 구매할 수 있어요.");
    await page.getByRole("link", { name: "기본 배송지 등록하기" }).click();
    await expect(page.getByRole("heading", { name: "배송지 관리", level: 1 })).toBeVisible();

    // The first address saved becomes the base one.
    const delivery = new DeliveryPage(page);
    await delivery.goto();
    await delivery.fillReceiver(HOME);
    await delivery.pickAddress(HOME);
    await delivery.field("상세주소").fill(HOME.detail);
    await delivery.save();
    await delivery.acceptAlert("배송지가 등록되었습니다.");

    // The express page reports the checkout steps it covers (SPEC §4: 1 init, 4 confirm order) to the tracking hook.
    await page.addInitScript(() => {
      const steps: number[] = [];
      (window as unknown as { checkoutSteps: number[] }).checkoutSteps = steps;
      window.addEventListener("shop:checkout-step", (event) => {
        steps.push((event as CustomEvent<{ step: number }>).detail.step);
      });
    });
    await cart.goto();
    const payAmount = (await cart.payAmount.textContent()) ?? "";
    const naverPay = cart.main.getByRole("link", { name: NAVERPAY_BUTTON });
    await expect(naverPay).toBeVisible();
    await expect(naverPay).toHaveAttribute("href", /^\/order\/naverpay\?cartIds=\d+$/);
    await naverPay.click();

    // One screen: the base address (with 배송지 변경 to the order form), the line and the amount.
    await expect(page.getByRole("heading", { name: "네이버페이 구매", level: 1 })).toBeVisible();
    await waitForHydration(page);
    const main = page.getByRole("main");
    const address = main.getByRole("region", { name: "배송지" });
    await expect(address).toContainText("기본배송지");
    await expect(address).toContainText("김농협");
    await expect(address).toContainText("010-1234-5678");
    await expect(address).toContainText("[06236] 서울특별시 강남구 테헤란로 152 (역삼동) 12층");
    await expect(address.getByRole("link", { name: "배송지 변경" })).toHaveAttribute(
      "href",
      /^\/order\/step1\?cartIds=\d+$/,
    );
    await expect(main.getByRole("region", { name: "주문상품" })).toContainText(item.itemName);
    const summary = main.getByRole("region", { name: "결제 금액" });
    await expect(summary).toContainText(payAmount);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { checkoutSteps: number[] }).checkoutSteps))
      .toEqual([1, 4]);

    await main.getByRole("button", { name: `${payAmount} 네이버페이로 결제하기` }).click();
    await expect(page.getByRole("note")).toHaveText("테스트 결제창 · 실제 결제되지 않습니다");
    await expect(page.getByRole("main")).toContainText("네이버페이");
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await page.waitForURL(/\/order\/invoice\/\d+$/);
    await expect(page.getByRole("heading", { name: "주문이 완료되었습니다", level: 1 })).toBeVisible();
    const orderCode = /\/order\/invoice\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
    await expect(page.getByRole("main")).toContainText("네이버페이");

    const myOrders = new MyOrdersPage(page);
    await myOrders.goto();
    await expect(myOrders.order(orderCode)).toContainText("결제완료");
    await expect(myOrders.order(orderCode)).toContainText("네이버페이");
    await expect(myOrders.order(orderCode)).toContainText(payAmount);

    // Paid: the cart is empty and offers no Naver Pay.
    await cart.goto();
    await expect(cart.main).toContainText("장바구니에 담긴 상품이 없습니다.");
  });
});
