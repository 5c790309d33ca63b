import { expect, test } from "../fixtures/shop.fixture";
import { GuestOrderLookupPage, guessGuestOrder, placeGuestOrder } from "../pages/guest-order-page";
import { waitForHydration } from "../pages/hydration";
import { won } from "../pages/item-page";

// SPEC §2 /order/no-member (§6: non-member ordering): a guest's paid order, placed through the API, found again on
// the page with its number and order password; a wrong password refused with the API's message; tries throttled.

const WRONG_PAIR = "주문번호 또는 주문 비밀번호가 일치하지 않습니다.";

test.describe("비회원 주문조회", () => {
  test("로그인 화면에서 들어가 틀린 비밀번호는 거절되고 맞는 비밀번호로 주문을 본다", async ({ page, request }) => {
    const order = await placeGuestOrder(request);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": order.address });
    const lookup = new GuestOrderLookupPage(page);

    // Where a guest looks: the login page's link.
    await page.goto("/user/login");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "비회원 주문조회" }).click();
    await expect(page).toHaveURL(/\/order\/no-member$/);
    await expect(lookup.heading).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(lookup.main.getByRole("link", { name: "로그인하고 주문내역 보기" })).toHaveAttribute(
      "href",
      "/user/login?target=/mypage/order",
    );
    await waitForHydration(page);

    await lookup.lookUp(order.orderCode, "9999");
    await expect(lookup.refusal).toHaveText(WRONG_PAIR);
    await expect(lookup.main.getByLabel("주문번호")).toHaveValue(order.orderCode);

    await lookup.lookUp(order.orderCode, order.password);
    await expect(lookup.main.getByText(order.orderCode, { exact: true })).toBeVisible();
    await expect(lookup.main.getByText("결제완료", { exact: true }).first()).toBeVisible();
    await expect(lookup.section("주문상품")).toContainText(order.itemName);
    await expect(lookup.amount("결제금액")).toHaveText(won(order.total));
    await expect(lookup.section("결제정보")).toContainText("신용카드");
    await expect(lookup.section("배송지")).toContainText(
      `[${order.receiver.postcode}] ${order.receiver.address} ${order.receiver.addressDetail}`,
    );
    await expect(lookup.section("배송지")).toContainText(order.receiver.name);
    // The address bar never names the order; this browser's session keeps it open (for 주문 취소) until 조회 종료.
    await expect(page).toHaveURL(/\/order\/no-member$/);
    await lookup.main.getByRole("button", { name: "조회 종료" }).click();
    await expect(lookup.main.getByLabel("주문번호")).toHaveValue("");
    await page.goto("/order/no-member");
    await expect(lookup.main.getByText(order.orderCode, { exact: true })).toHaveCount(0);
  });

  test.describe("자바스크립트 없이", () => {
    test.use({ javaScriptEnabled: false });

    test("폼 전송만으로 주문을 찾고, 너무 많이 틀리면 잠시 후 다시 시도하라고 한다", async ({ page, request }) => {
      const order = await placeGuestOrder(request, { password: "73915" });
      await page.setExtraHTTPHeaders({ "x-forwarded-for": order.address });
      const lookup = new GuestOrderLookupPage(page);

      await lookup.goto({ hydrated: false });
      await lookup.lookUp(order.orderCode, order.password);
      await expect(lookup.main.getByText(order.orderCode, { exact: true })).toBeVisible();
      await expect(lookup.amount("총 상품금액")).toBeVisible();
      await expect(lookup.amount("결제금액")).toHaveText(won(order.total));
      // 조회 종료 is a plain form post too.
      await lookup.main.getByRole("button", { name: "조회 종료" }).click();
      await expect(lookup.main.getByLabel("주문번호")).toHaveValue("");

      // An order's 4–8 digits are not for guessing: after 5 wrong tries from one place the API stops answering there
      // for a while (a stranger's tries from elsewhere only slow the stranger: apps/api checkout.routes.test.ts).
      for (let i = 0; i < 5; i += 1) {
        expect((await guessGuestOrder(request, order.orderCode, String(1000 + i), order.address)).status()).toBe(404);
      }
      await lookup.goto({ hydrated: false });
      await lookup.lookUp(order.orderCode, order.password);
      await expect(lookup.refusal).toContainText("잠시 후 다시 시도해 주세요.");
      await expect(lookup.refusal).toContainText(/비밀번호 입력 횟수를 초과했습니다\. \d+분 후 다시 시도해 주세요\./);
    });
  });
});
