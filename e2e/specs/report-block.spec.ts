import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { ItemPage, listItems } from "../pages/item-page";

// 신고하기 / 차단하기 on an item's reviews (decision 051), on a phone: a member reports one review (기타 needs words),
// blocks another review's author and no longer sees that author's reviews (only the lists load again, not the page),
// then unblocks them from 마이페이지 › 차단 회원 관리 and sees them again; and reports a 체험단 review, which leaves the
// page as it is. Guests and the API's rules are covered by the API tests.

interface ListedReview {
  reviewId: number;
  authorName: string;
}

/**
 * Records the page's loads of the item route's own loader (a React Router `.data` request that names it, or names no
 * route, which loads them all) and of its lists alone, from now on.
 */
function watchItemLoads(page: Page, itemUserCode: string) {
  const itemPath = `/items/${itemUserCode}`;
  const loads = { page: 0, lists: 0 };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === `${itemPath}/lists.data` || url.pathname === `${itemPath}/lists`) loads.lists += 1;
    if (url.pathname !== `${itemPath}.data` || request.method() !== "GET") return;
    const routes = url.searchParams.get("_routes");
    if (routes === null || routes.split(",").includes("routes/items/item-detail")) loads.page += 1;
  });
  return loads;
}

/** A demo item whose newest two reviews are by two different authors, with those two reviews. */
async function itemWithTwoAuthors(request: APIRequestContext) {
  for (const item of (await listItems(request)).slice(0, 120)) {
    const response = await request.get(`/api/item/${encodeURIComponent(item.itemUserCode)}/reviews?size=100`);
    if (!response.ok()) continue;
    const { list } = (await response.json()) as { list: ListedReview[] };
    const [first, second] = list;
    if (!first || !second || first.authorName === second.authorName) continue;
    // Whoever else shares the first author's masked name would stay: the item must have none.
    if (list.filter((review) => review.authorName === first.authorName).length > 1) continue;
    return { item, blocked: first, reported: second };
  }
  throw new Error("the demo catalog has no item with reviews by two authors");
}

test.describe("리뷰 신고·차단", () => {
  test("회원이 리뷰를 신고하고, 작성자를 차단하면 그 리뷰가 보이지 않으며, 마이페이지에서 차단을 해제한다", {
    tag: "@phone",
  }, async ({ page, request }) => {
    test.slow();
    const { item, blocked, reported } = await itemWithTwoAuthors(request);
    const member = newMember("rb");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const itemPath = `/items/${item.itemUserCode}`;
    const account = new AccountPage(page);
    await account.gotoLogin(itemPath);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    const itemPage = new ItemPage(page);
    await itemPage.goto(item.itemUserCode);
    const alert = page.getByRole("alertdialog");
    // By the author's masked name: the demo's reviews repeat their words, and the blocked author has one review here.
    const menuOf = (review: ListedReview) =>
      itemPage.reviews.getByRole("button", { name: `${review.authorName}님의 리뷰 신고·차단` });
    const reviewOf = (review: ListedReview) =>
      itemPage.reviews
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: `${review.authorName}님의 리뷰 신고·차단` }) })
        .first();

    // 신고하기: the reasons of report/init; 기타 asks for words first.
    await menuOf(reported).first().click();
    await reviewOf(reported).getByRole("button", { name: "신고하기" }).click();
    const dialog = page.getByRole("dialog", { name: "리뷰 신고하기" });
    await expect(dialog.getByRole("radio", { name: "욕설/비방" })).toBeVisible();
    await dialog.getByRole("radio", { name: "기타" }).check();
    await dialog.getByRole("button", { name: "신고하기" }).click();
    await expect(alert).toContainText("기타 사유를 입력해 주세요.");
    await alert.getByRole("button", { name: "확인" }).click();
    await dialog.getByRole("textbox", { name: /신고 내용/ }).fill("상품과 관계없는 홍보 문구가 있습니다.");
    await dialog.getByRole("button", { name: "신고하기" }).click();
    await expect(alert).toContainText("신고가 접수되었습니다.");
    await alert.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toBeHidden();

    // 차단하기 after a confirm: the author's review leaves the list, the other stays; only the lists load again.
    await expect(reviewOf(blocked)).toBeVisible();
    const loads = watchItemLoads(page, item.itemUserCode);
    await menuOf(blocked).click();
    await reviewOf(blocked).getByRole("button", { name: "차단하기" }).click();
    await expect(alert).toContainText(`${blocked.authorName}님을 차단하시겠습니까?`);
    await alert.getByRole("button", { name: "차단" }).click();
    await expect(alert).toContainText("차단되었습니다.");
    await alert.getByRole("button", { name: "확인" }).click();
    await expect(menuOf(blocked)).toHaveCount(0);
    await expect(itemPage.reviews.getByText(blocked.authorName, { exact: true })).toHaveCount(0);
    await expect(reviewOf(reported)).toBeVisible();
    expect(loads).toEqual({ page: 0, lists: 1 });

    // 마이페이지 › 차단 회원 관리: unblocking brings the reviews back.
    await page.goto("/mypage/blocked-members");
    const blockedList = page.getByRole("list", { name: "차단한 회원 목록" });
    await expect(blockedList.getByRole("listitem")).toHaveCount(1);
    await expect(blockedList).toContainText(blocked.authorName);
    await blockedList.getByRole("button", { name: "차단 해제" }).click();
    await alert.getByRole("button", { name: "해제" }).click();
    await expect(alert).toContainText("차단이 해제되었습니다.");
    await alert.getByRole("button", { name: "확인" }).click();
    await expect(page.getByText("차단한 회원이 없습니다.")).toBeVisible();
    await itemPage.goto(item.itemUserCode);
    await expect(reviewOf(blocked)).toBeVisible();
  });

  test("회원이 체험단 리뷰를 신고하면 페이지를 다시 불러오지 않고 접수 알림을 띄운다", {
    tag: "@phone",
  }, async ({ page, request }) => {
    const teamReviews = await request.get("/api/experience-team/reviews?size=1");
    expect(teamReviews.ok()).toBe(true);
    const [teamReview] = ((await teamReviews.json()) as { list: { itemUserCode: string }[] }).list;
    if (!teamReview) throw new Error("the demo data has no 체험단 review");
    const code = teamReview.itemUserCode;
    const shown = await request.get(`/api/item/${code}/experience-team-reviews?size=3`);
    const [target] = ((await shown.json()) as { list: (ListedReview & { title: string })[] }).list;
    if (!target) throw new Error(`item ${code} shows no 체험단 review`);

    const member = newMember("rx");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(`/items/${code}`);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`/items/${code}$`));
    await new ItemPage(page).goto(code);

    const menuName = `${target.authorName}님의 체험단 리뷰 신고·차단`;
    const entry = page
      .getByRole("region", { name: /^체험단 리뷰/ })
      .getByRole("listitem")
      .filter({ hasText: target.title, has: page.getByRole("button", { name: menuName }) })
      .first();
    const loads = watchItemLoads(page, code);
    await entry.getByRole("button", { name: menuName }).click();
    await entry.getByRole("button", { name: "신고하기" }).click();
    const dialog = page.getByRole("dialog", { name: "체험단 리뷰 신고하기" });
    await dialog.getByRole("radio", { name: "광고/홍보" }).check();
    await dialog.getByRole("button", { name: "신고하기" }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText("신고가 접수되었습니다.");
    await alert.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toBeVisible();
    expect(loads).toEqual({ page: 0, lists: 0 });
  });
});
