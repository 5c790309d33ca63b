import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { ItemPage, listItems } from "../pages/item-page";
import { LayoutPage } from "../pages/layout-page";
import { MypagePage } from "../pages/mypage-page";
import { WELCOME_COUPON, WELCOME_POINTS, won } from "../pages/order-page";

// SPEC §2 /mypage, /mypage/point, /mypage/coupon, /mypage/delivery-coupon, /mypage/wishlist under the my-page side
// menu; §3 my-page summary (point, couponCount, shippingCouponCount); §6 members only. A new member holds the welcome
// gift (2,000원 of points, a 3,000원 coupon and a free-shipping coupon) and exchanges the demo paper code HANWOO2026
// (apps/api/src/db/seed/coupon-seed.ts) for a 10,000원 coupon.

const PAPER_CODE = "HANWOO2026";
const PAPER_COUPON = "한우 선물세트 교환 쿠폰";
const FREE_SHIPPING_COUPON = "회원가입 축하 무료배송 쿠폰";

// The walk starts on the home page, whose layer popups would cover the header (popup.spec.ts tests them).
test.beforeEach(async ({ page, baseURL }) => {
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

test.describe("마이페이지", () => {
  test("회원이 헤더에서 마이페이지를 열고 적립금, 쿠폰 등록, 찜한 상품 삭제까지 한다", async ({
    page,
    request,
    isMobile,
  }) => {
    // Joins a member, wishes an item and walks five pages: slower than one page's checks.
    test.slow();
    const member = newMember("my");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const mypage = new MypagePage(page);

    // Members only: an anonymous shopper is sent to log in.
    await page.goto("/mypage");
    await expect(page).toHaveURL(/\/user\/login\?target=%2Fmypage$/);
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage$/);

    // From the header (the bottom bar on a phone), the home: greeting, the summary, no orders yet.
    await page.goto("/");
    await mypage.openFromHeader(isMobile);
    await expect(mypage.sideMenu.getByRole("link", { name: "마이페이지 홈" })).toHaveAttribute("aria-current", "page");
    await expect(mypage.main.getByText(`${member.userName}님, 반갑습니다.`)).toBeVisible();
    await expect(mypage.benefit("적립금")).toHaveAccessibleName(`적립금 ${won(WELCOME_POINTS)}`);
    await expect(mypage.benefit("쿠폰")).toHaveAccessibleName("쿠폰 1장");
    await expect(mypage.benefit("배송비 쿠폰")).toHaveAccessibleName("배송비 쿠폰 1장");
    await expect(mypage.benefit("찜한 상품")).toHaveAccessibleName("찜한 상품 0개");
    await expect(mypage.orderStep("배송중")).toHaveAccessibleName("배송중 0건");
    await expect(mypage.orderStep("입금대기")).toHaveAttribute("href", "/mypage/order?status=awaiting_deposit");
    await expect(mypage.main).toContainText("최근 3개월간 주문하신 내역이 없습니다.");

    // 나의 쇼핑 활동: reviews and inquiries, which the side menu does not list.
    await expect(mypage.main.getByRole("link", { name: /^상품 리뷰/ })).toHaveAttribute("href", "/mypage/review");
    await expect(mypage.main.getByRole("link", { name: /^1:1 문의/ })).toHaveAttribute("href", "/mypage/inquiry-item");

    // 회원등급 from the greeting: a new member is 패밀리, with the way to the next grade and the table.
    await mypage.main.getByRole("link", { name: /^회원등급 패밀리/ }).click();
    await expect(page).toHaveURL(/\/mypage\/grade$/);
    await expect(mypage.heading).toHaveText("회원등급");
    await expect(mypage.main).toContainText("300,000원 더 구매하시면 실버 등급이 됩니다.");
    await expect(mypage.main.getByRole("row", { name: /VIP/ })).toContainText("3,000,000원 이상");
    await page.goBack();
    await expect(page).toHaveURL(/\/mypage$/);

    // 적립금: the balance and the welcome points, signed.
    await mypage.benefit("적립금").click();
    await expect(page).toHaveURL(/\/mypage\/point$/);
    await expect(mypage.heading).toHaveText("적립금");
    await expect(mypage.main.getByRole("region", { name: "사용 가능한 적립금" })).toContainText(won(WELCOME_POINTS));
    const earned = mypage.main.getByRole("listitem").filter({ hasText: "회원가입 축하 적립금" });
    await expect(earned).toContainText("적립");
    await expect(earned).toContainText(`+${won(WELCOME_POINTS)}`);

    // 쿠폰 from the side menu: the welcome coupon; a wrong code is refused under the field, the paper code is issued.
    await mypage.sideMenu.getByRole("link", { name: "쿠폰", exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/coupon$/);
    await expect(mypage.heading).toHaveText("쿠폰");
    await expect(mypage.coupon(WELCOME_COUPON)).toContainText("3,000원 할인");
    await expect(mypage.couponTab("사용 가능")).toHaveAccessibleName("사용 가능 1장");
    await mypage.registerCoupon("NOPE-0000");
    await expect(mypage.codeField()).toHaveAccessibleDescription(/존재하지 않는 쿠폰 번호입니다\./);
    await mypage.registerCoupon(PAPER_CODE.toLowerCase());
    await mypage.acceptAlert("쿠폰이 발급되었습니다.");
    await expect(mypage.coupon(PAPER_COUPON)).toContainText("10,000원 할인");
    await expect(mypage.couponTab("사용 가능")).toHaveAccessibleName("사용 가능 2장");
    await expect(mypage.codeField()).toHaveValue("");
    await mypage.registerCoupon(PAPER_CODE);
    await expect(mypage.codeField()).toHaveAccessibleDescription(/이미 받은 쿠폰입니다\./);

    // 배송비 쿠폰: the welcome free-shipping coupon.
    await mypage.main.getByRole("navigation", { name: "쿠폰 종류" }).getByRole("link", { name: "배송비 쿠폰" }).click();
    await expect(page).toHaveURL(/\/mypage\/delivery-coupon$/);
    await expect(mypage.coupon(FREE_SHIPPING_COUPON)).toContainText("무료배송");

    // 찜한 상품: an item wished from its page is on the list, links back to it, and is deleted after a confirm.
    const item = (await listItems(request)).find((candidate) => !candidate.soldOut);
    if (!item) throw new Error("the demo catalog has no item in stock");
    const itemPage = new ItemPage(page);
    await itemPage.goto(item.itemUserCode);
    await itemPage.toggleWishlist();
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "true");

    await mypage.goto("/mypage");
    await expect(mypage.benefit("쿠폰")).toHaveAccessibleName("쿠폰 2장");
    await expect(mypage.benefit("찜한 상품")).toHaveAccessibleName("찜한 상품 1개");
    await mypage.benefit("찜한 상품").click();
    await expect(page).toHaveURL(/\/mypage\/wishlist$/);
    await expect(mypage.heading).toContainText("찜한 상품");
    const card = mypage.wishedCard(item.itemName);
    await expect(card.getByRole("link", { name: item.itemName })).toHaveAttribute(
      "href",
      `/items/${encodeURIComponent(item.itemUserCode)}`,
    );
    await expect(card).toContainText(won(item.presentPrice));
    await mypage.main.getByRole("button", { name: "선택 삭제" }).click();
    await mypage.acceptAlert("삭제할 상품을 선택해 주세요.");
    await card.getByRole("checkbox", { name: `${item.itemName} 선택` }).check();
    await mypage.main.getByRole("button", { name: "선택 삭제" }).click();
    await mypage.acceptAlert("선택하신 상품 1개를 찜한 상품에서 삭제하시겠습니까?", "삭제");
    await mypage.acceptAlert("찜한 상품에서 삭제되었습니다.");
    await expect(mypage.main).toContainText("찜한 상품이 없습니다.");
    await itemPage.goto(item.itemUserCode);
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "false");
  });
});
