import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, newMember, type TestMember } from "../pages/account-page";
import { addFromItemPage, CartPage, type CartPicks, headerCartLink, pickCartItems } from "../pages/cart-page";
import { HomePage } from "../pages/home-page";
import { waitForHydration } from "../pages/hydration";

// Issue 11: a guest's cart lives on the guest token and merges into the member's at login — at Naver and Kakao
// login too, joining (SNS 회원가입) or not. The sandbox plays the provider's consent page.

let picks: CartPicks;

test.beforeAll(async ({ request }) => {
  picks = await pickCartItems(request);
});

// Logging out lands on the home page, whose layer popup would cover the phone's menu.
test.beforeEach(async ({ context, request, baseURL }) => {
  await HomePage.dismissAllPopups(context, request, baseURL!);
});

/** 네이버 로그인 from the login page (back to /cart), through the sandbox's consent page as `member`. */
async function naverLogin(account: AccountPage, member: TestMember) {
  await account.gotoLogin("/cart");
  // The button posts a form that also works unhydrated, but a tap while React takes the page over can be lost.
  await waitForHydration(account.page);
  await account.button("네이버 로그인").click();
  await expect(account.page.getByRole("heading", { name: /네이버 로그인/ })).toBeVisible();
  await account.page.getByRole("textbox", { name: "이메일" }).fill(member.email);
  await account.page.getByRole("button", { name: "동의하고 계속하기" }).click();
}

test.describe("SNS 로그인과 장바구니", () => {
  test("a guest who joins with Naver keeps the cart, and a later guest's cart joins it at the next Naver login", async ({
    page,
    request,
    isMobile,
  }) => {
    test.slow(); // two social logins, a join and three item pages
    const member = newMember("sc");
    await browseAs(page, member);
    const { freshA, freshB, individual } = picks;
    await addFromItemPage(page, freshA.itemUserCode);
    await addFromItemPage(page, individual.itemUserCode);

    const account = new AccountPage(page);
    await naverLogin(account, member);
    await expect(page).toHaveURL(/\/user\/sns-join\?target=%2Fcart$/);
    await account.verifyPhone(request, member.phoneNumber);
    await account.agreeToAll();
    await account.submitJoin();
    await expect(page).toHaveURL(/\/cart$/);
    await account.acceptAlert("회원가입이 완료되었습니다.");
    const cart = new CartPage(page);
    await expect(cart.line(freshA.itemName)).toBeVisible();
    await expect(cart.line(individual.itemName)).toBeVisible();
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니 2개");

    // A guest again after logging out: one more line, then Naver (now linked) logs the member straight in.
    await account.logout(isMobile);
    await addFromItemPage(page, freshB.itemUserCode);
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니 1개");
    await naverLogin(account, member);
    await expect(page).toHaveURL(/\/cart$/);
    for (const item of [freshA, individual, freshB]) await expect(cart.line(item.itemName)).toBeVisible();
    await expect(headerCartLink(page)).toHaveAccessibleName("장바구니 3개");
    await expect((await account.loginState(isMobile)).getByRole("button", { name: "로그아웃" })).toBeVisible();
  });
});
