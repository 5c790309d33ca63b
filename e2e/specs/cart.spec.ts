import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { addFromItemPage, CartPage, type CartPicks, headerCartLink, pickCartItems } from "../pages/cart-page";

// SPEC §2 /cart and the header's cart badge, §3 cart entities, §4 (lines start selected; shipping cost; delivery
// grouping), §6 the seller-responsibility notice; issue 11: a guest's cart lives on a guest token and merges into the
// member's at login.

let picks: CartPicks;

test.beforeAll(async ({ request }) => {
  picks = await pickCartItems(request);
});

test.describe("장바구니", () => {
  test("a guest's lines are grouped by delivery and seller, with fees; quantity, selection and delete update in place", async ({
    page,
  }) => {
    // Three item pages, then nine cart steps each waiting for the page to settle: on CI's busy machine this journey
    // took 32 s against the 30 s default (it takes 17 s on a quiet one).
    test.slow();
    const { freshA, freshB, individual } = picks;
    for (const item of [freshA, freshB, individual]) await addFromItemPage(page, item.itemUserCode);
    // A guest's count shows too (their cart lives on their guest token).
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니 3개");

    const cart = new CartPage(page);
    await cart.goto();
    const fresh = cart.group("신선물류 배송");
    await expect(fresh.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(fresh.getByRole("link", { name: freshA.itemName, exact: true })).toBeVisible();
    await expect(fresh.getByRole("link", { name: freshB.itemName, exact: true })).toBeVisible();
    const direct = cart.group(/개별배송$/);
    await expect(direct.getByRole("link", { name: individual.itemName, exact: true })).toBeVisible();
    // Every box states its fee; another seller's box carries the seller-responsibility notice (SPEC §6).
    await expect(cart.main.getByTestId("box-fee")).toHaveCount(3);
    for (const fee of await cart.main.getByTestId("box-fee").all())
      await expect(fee).toHaveText(/배송비 [\d,]+원|무료배송/);
    await expect(direct).toContainText("책임은 판매자에게 있습니다");
    // 장바구니 안내 from GET /api/common/cart-info (decision 052): the island surcharges, the line limit and the
    // operator's notes as the code table holds them.
    const info = (await (await page.request.get("/api/common/cart-info")).json()) as { notices: string[] };
    expect(info.notices.length).toBeGreaterThan(0);
    const notes = cart.main.getByRole("region", { name: "장바구니 안내" });
    await expect(notes).toContainText("제주 +3,000원 · 도서산간 +5,000원");
    await expect(notes).toContainText("999개까지");
    await expect(notes.getByRole("listitem")).toHaveText(info.notices);
    // SPEC §4: lines start selected.
    await expect(cart.checkbox("전체선택")).toHaveAttribute("aria-checked", "true");
    await expect(cart.main.getByRole("link", { name: "3개 상품 주문하기" }).first()).toBeAttached();

    const beforeStep = await cart.payAmount.textContent();
    await cart.stepUp(freshA.itemName);
    await expect(cart.line(freshA.itemName).getByRole("spinbutton", { name: "수량" })).toHaveValue("2");
    await expect(cart.payAmount).not.toHaveText(beforeStep ?? "");
    await cart.settled();

    const beforeDeselect = await cart.payAmount.textContent();
    await cart.checkbox(`${individual.itemName} 선택`).click();
    await expect(cart.checkbox(`${individual.itemName} 선택`)).toHaveAttribute("aria-checked", "false");
    await expect(cart.checkbox("전체선택")).toHaveAttribute("aria-checked", "false");
    await expect(cart.main.getByText("전체선택 (2/3)")).toBeVisible();
    await expect(cart.payAmount).not.toHaveText(beforeDeselect ?? "");
    const order = cart.main.getByRole("link", { name: "2개 상품 주문하기" }).first();
    await expect(order).toHaveAttribute("href", /^\/order\/step1\?cartIds=\d+,\d+$/);
    await cart.settled();

    await cart.deleteLine(freshB.itemName);
    await expect(fresh.getByRole("heading", { level: 3 })).toHaveCount(1);
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니 2개");

    // The selection is the server's: it stays after a reload.
    await cart.goto();
    await expect(cart.checkbox(`${individual.itemName} 선택`)).toHaveAttribute("aria-checked", "false");
    await expect(cart.line(freshA.itemName).getByRole("spinbutton", { name: "수량" })).toHaveValue("2");
  });

  test("the payment window's return says the payment was cancelled", async ({ page }) => {
    const cart = new CartPage(page);
    await cart.goto("?payment=cancelled");
    await expect(cart.main.getByRole("alert")).toContainText("결제가 취소되었습니다.");
    await expect(cart.main).toContainText("장바구니에 담긴 상품이 없습니다.");
  });

  test("a guest who logs in keeps the cart: the lines move to the member and the badge counts them", async ({
    page,
    request,
    isMobile,
  }) => {
    const member = newMember("cart");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const { freshA, individual } = picks;
    await addFromItemPage(page, freshA.itemUserCode);
    await addFromItemPage(page, individual.itemUserCode);

    const account = new AccountPage(page);
    await account.gotoLogin("/cart");
    await expect(account.field("아이디")).toBeVisible();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/cart$/);
    const state = await account.loginState(isMobile);
    await expect(state.getByRole("button", { name: "로그아웃" })).toBeVisible();

    const cart = new CartPage(page);
    await expect(cart.line(freshA.itemName)).toBeVisible();
    await expect(cart.line(individual.itemName)).toBeVisible();
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니 2개");

    // After logout no token is left, the guest's included: the cart shown is nobody's.
    await (await account.loginState(isMobile)).getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/$/);
    await cart.goto();
    await expect(cart.main).toContainText("장바구니에 담긴 상품이 없습니다.");
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니");
  });
});
