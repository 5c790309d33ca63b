import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { addFromItemPage } from "../pages/cart-page";
import { ItemPage, listItems } from "../pages/item-page";
import { LayoutPage } from "../pages/layout-page";
import { RecentViewPage, SuggestionPage } from "../pages/mypage-extra-page";
import { MypagePage } from "../pages/mypage-page";
import { placeMemberOrder } from "../pages/order-cancel-page";
import { CheckoutPage } from "../pages/order-page";

// SPEC §2 /mypage/recent-view, /mypage/suggest, /customer/notice-detail and the my-page side menu; §4 recently
// viewed items (newest first, a re-view moves to the front, ten kept); §7 /api/statistics/receive-name in checkout's
// 받는 분 (docs/decisions/034).

test.beforeEach(async ({ page, baseURL }) => {
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

async function loggedInMember(
  page: import("@playwright/test").Page,
  request: import("@playwright/test").APIRequestContext,
  tag: string,
) {
  const member = newMember(tag);
  await browseAs(page, member);
  await joinViaApi(request, member);
  await new AccountPage(page).gotoLogin("/mypage");
  await new AccountPage(page).login(member.loginId, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  return member;
}

test.describe("마이페이지 더보기", () => {
  test("최근 본 상품을 최근 순으로 보고, 하나씩 또는 모두 지운다", async ({ page, request }) => {
    test.slow();
    await loggedInMember(page, request, "rv");
    const mypage = new MypagePage(page);
    const recent = new RecentViewPage(page);

    // Nothing viewed yet.
    await recent.goto();
    await expect(recent.main).toContainText("최근 본 상품이 없습니다.");

    const [first, second, third] = (await listItems(request)).slice(0, 3);
    if (!first || !second || !third) throw new Error("the demo catalog lists fewer than three items");
    const item = new ItemPage(page);
    for (const viewed of [first, second, third, first]) await item.goto(viewed.itemUserCode);

    // From my page's 나의 쇼핑 활동; a re-view moved the first item to the front.
    await mypage.goto("/mypage");
    await mypage.main.getByRole("link", { name: /^최근 본 상품/ }).click();
    await expect(page).toHaveURL(/\/mypage\/recent-view$/);
    await expect(recent.cards()).toHaveCount(3);
    await expect(recent.cards().nth(0)).toHaveAccessibleName(first.itemName);
    await expect(recent.cards().nth(1)).toHaveAccessibleName(third.itemName);
    await expect(recent.cards().nth(2)).toHaveAccessibleName(second.itemName);
    await expect(recent.card(third.itemName).getByRole("link", { name: third.itemName })).toHaveAttribute(
      "href",
      `/items/${third.itemUserCode}`,
    );
    // The server draws the same list (from the browser's cookie copy), before any script runs.
    const html = await (await page.context().request.get("/mypage/recent-view")).text();
    const at = (name: string) => html.indexOf(`aria-label="${name}"`);
    expect(at(first.itemName)).toBeGreaterThan(-1);
    expect(at(first.itemName)).toBeLessThan(at(third.itemName));
    expect(at(third.itemName)).toBeLessThan(at(second.itemName));

    await recent.remove(third.itemName);
    await expect(recent.cards()).toHaveCount(2);
    await page.reload();
    await expect(recent.cards()).toHaveCount(2);
    await expect(recent.card(third.itemName)).toHaveCount(0);

    await recent.removeAll();
    await expect(recent.main).toContainText("최근 본 상품이 없습니다.");
    await page.reload();
    await expect(recent.main).toContainText("최근 본 상품이 없습니다.");
    await expect(recent.main.getByRole("link", { name: "베스트 상품 보러 가기" })).toHaveAttribute(
      "href",
      "/event/best",
    );
  });

  test("배송비 쿠폰에서도 옆 메뉴의 쿠폰이 선택되어 있다", async ({ page, request }) => {
    await loggedInMember(page, request, "cm");
    const mypage = new MypagePage(page);
    await mypage.goto("/mypage/delivery-coupon");
    await expect(mypage.sideMenu.getByRole("link", { name: "쿠폰", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mypage.sideMenu.locator('[aria-current="page"]')).toHaveCount(1);
    await mypage.goto("/mypage/coupon");
    await expect(mypage.sideMenu.getByRole("link", { name: "쿠폰", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("제안하기에서 제안을 남기고 답변대기로 보며, 1:1 문의와 섞이지 않고, 지울 수 있다", async ({
    page,
    request,
  }) => {
    test.slow();
    await loggedInMember(page, request, "sg");
    const mypage = new MypagePage(page);
    const suggest = new SuggestionPage(page);

    await mypage.sideMenu.getByRole("link", { name: "제안하기" }).click();
    await expect(page).toHaveURL(/\/mypage\/suggest$/);
    await expect(suggest.heading).toBeVisible();
    await expect(mypage.sideMenu.getByRole("link", { name: "제안하기" })).toHaveAttribute("aria-current", "page");
    await expect(suggest.main).toContainText("아직 남긴 제안이 없습니다.");

    await suggest.main.getByRole("link", { name: "제안하기" }).click();
    await expect(suggest.form).toBeVisible();
    await suggest.write("", "짧");
    await expect(suggest.form.getByText("필수 입력 항목입니다.")).toBeVisible();

    const title = `소포장 상품을 늘려 주세요 ${Date.now().toString(36)}`;
    await suggest.write(title, "1~2인 가구용으로 300g 단위 포장이 있으면 좋겠습니다.");
    await suggest.acceptAlert("제안이 등록되었습니다.");
    await expect(page).toHaveURL(/\/mypage\/suggest$/);
    await expect(suggest.entry(title)).toContainText("답변대기");
    await expect(suggest.entry(title)).toContainText("제안");

    // Not one of the 1:1 inquiries.
    await mypage.goto("/mypage/inquiry-item");
    await expect(mypage.main.getByText(title)).toHaveCount(0);

    await mypage.goto("/mypage/suggest");
    await suggest
      .entry(title)
      .getByRole("button", { name: `${title} 제안 삭제` })
      .click();
    await expect(suggest.alertDialog).toContainText("제안을 삭제하시겠습니까?");
    await suggest.alertDialog.getByRole("button", { name: "삭제" }).click();
    await suggest.acceptAlert("제안을 삭제했습니다.");
    await expect(suggest.entry(title)).toHaveCount(0);
    await expect(suggest.main).toContainText("아직 남긴 제안이 없습니다.");
  });

  test("주문서의 받는 분에 전에 보낸 받는 분 이름을 제안한다", async ({ page, request }) => {
    test.slow();
    const member = await loggedInMember(page, request, "rn");
    const [item] = (await listItems(request)).filter((candidate) => !candidate.soldOut);
    if (!item) throw new Error("the demo catalog lists no item in stock");
    await placeMemberOrder(request, member, [item]);

    await addFromItemPage(page, item.itemUserCode);
    const checkout = new CheckoutPage(page);
    await checkout.openFromCart();
    const receiverName = checkout.main.getByRole("combobox", { name: "받는 분" });
    const listId = await receiverName.getAttribute("list");
    expect(listId).toBeTruthy();
    await expect(page.locator(`datalist#${listId} option`)).toHaveCount(1);
    await expect(page.locator(`datalist#${listId} option`).first()).toHaveAttribute("value", member.userName);
  });
});

test.describe("공지사항 옛 주소", () => {
  test("notice-detail?id= 는 공지로 영구 이동하고, 없는 공지는 찾을 수 없다고 한다", async ({ page, request }) => {
    const notices = (await (await request.get("/api/notice")).json()) as { list: { id: number; title: string }[] };
    const notice = notices.list[0];
    if (!notice) throw new Error("the demo seed has no notice");

    const moved = await request.get(`/customer/notice-detail?id=${notice.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/customer/notice/${notice.id}`);

    await page.goto(`/customer/notice-detail?noticeId=${notice.id}`);
    await expect(page).toHaveURL(new RegExp(`/customer/notice/${notice.id}$`));
    await expect(page.getByRole("article")).toContainText(notice.title);

    const missing = await page.goto("/customer/notice-detail?id=99999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("main")).toContainText("페이지를 찾을 수 없습니다");
  });
});
