import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { ItemPage } from "../pages/item-page";
import { placeMemberOrder } from "../pages/order-cancel-page";
import { pickOrderItems } from "../pages/order-page";
import { deliverOrder, largePhoto, MyReviewPage, REVIEW_PAGE_PATH, steakPhoto } from "../pages/review-page";

// My page's reviews: a member whose order reached 배송완료 writes a review of it from 마이페이지 › 리뷰 — a rating, text
// and photos in the review modal, one of them a phone-sized photo the modal shrinks to fit the page's post — finds it
// under 작성한 리뷰 and on the item's page, then deletes it (after a confirm) and the line awaits a review again.

test.describe("마이페이지 리뷰", () => {
  // Join, an order through the sandbox's payment window, its delivery and a login.
  test.slow();

  /** A new member with a delivered order of an item, logged in on `page` and looking at /mypage/review. */
  async function memberWithDeliveredItem(page: Page, request: APIRequestContext, hydrated: boolean) {
    const { dear: item } = await pickOrderItems(request);
    const member = newMember("rv");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [item]);
    await deliverOrder(request, order.orderCode);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(REVIEW_PAGE_PATH);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${REVIEW_PAGE_PATH}$`));
    const reviews = new MyReviewPage(page);
    await reviews.goto("", { hydrated });
    return { item, member, order, reviews };
  }

  test("배송완료된 상품의 리뷰를 사진과 함께 쓰고, 작성한 리뷰와 상품 페이지에서 본 뒤 삭제한다", async ({
    page,
    request,
  }, testInfo) => {
    const { item, member, order, reviews } = await memberWithDeliveredItem(page, request, true);
    // Both widths review the same item at once: each finds its own review by its words.
    const text = `마블링이 고르고 육즙이 풍부했어요. 포장도 꼼꼼합니다. (${testInfo.project.name} ${member.loginId})`;
    await expect(reviews.tab("작성 가능한 리뷰")).toHaveAttribute("aria-current", "page");
    await expect(reviews.tab("작성 가능한 리뷰")).toHaveAccessibleName("작성 가능한 리뷰 1건");
    await expect(reviews.tab("작성한 리뷰")).toHaveAccessibleName("작성한 리뷰 0건");
    const line = reviews.awaitingLine(item.itemName);
    await expect(line).toContainText("배송완료");
    await expect(line).toContainText(order.orderCode);

    // The modal checks the rating and the text before anything is sent.
    await reviews.openWrite(item.itemName);
    await expect(reviews.dialog).toContainText(item.itemName);
    await reviews.submit();
    await expect(reviews.dialog.getByText("별점은 1~5점 중에서 선택해 주세요.")).toBeVisible();
    await expect(reviews.dialog.getByText("필수 입력 항목입니다.")).toBeVisible();

    await reviews.star(5).check();
    await expect(reviews.dialog.getByText("5점 · 최고예요")).toBeVisible();
    await reviews.content().fill(text);
    await expect(reviews.dialog.getByText("필수 입력 항목입니다.")).toHaveCount(0);
    await reviews.photoInput().setInputFiles([steakPhoto(), largePhoto()]);
    await expect(reviews.dialog.getByRole("img", { name: "첨부한 사진 2" })).toBeVisible();
    await expect(reviews.dialog.getByText("2/5", { exact: true })).toBeVisible();
    await reviews.submit();

    await reviews.acceptAlert("리뷰가 등록되었습니다.");
    await expect(reviews.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${REVIEW_PAGE_PATH}\\?tab=written$`));
    await expect(reviews.tab("작성한 리뷰")).toHaveAccessibleName("작성한 리뷰 1건");
    await expect(reviews.tab("작성 가능한 리뷰")).toHaveAccessibleName("작성 가능한 리뷰 0건");
    const written = reviews.writtenReview(item.itemName);
    await expect(written).toContainText(text);
    await expect(written.getByRole("img", { name: "별점 5점 중 5점" })).toBeVisible();
    await expect(written.getByRole("img", { name: "리뷰 사진 1" })).toBeVisible();
    await expect(written).toContainText("도움돼요 0");
    // The small photo went as it was; the large one was redrawn as a JPEG.
    const served = async (n: number) => {
      const src = await written.getByRole("img", { name: `리뷰 사진 ${n}` }).getAttribute("src");
      return (await request.get(src ?? "")).headers()["content-type"];
    };
    expect([await served(1), await served(2)]).toEqual(["image/png", "image/jpeg"]);

    // The item's page shows it among its reviews, with the photo.
    const itemPage = new ItemPage(page);
    await itemPage.goto(item.itemUserCode);
    const onItemPage = itemPage.reviews.getByRole("listitem").filter({ hasText: text });
    await expect(onItemPage).toHaveCount(1);
    await expect(onItemPage.getByRole("img", { name: "별점 5점 중 5점" })).toBeVisible();
    await expect(onItemPage.getByRole("img", { name: /리뷰 사진 [12]$/ })).toHaveCount(2);

    // 삭제 asks first; the line then awaits a review again.
    await reviews.goto("?tab=written");
    await written.getByRole("button", { name: `${item.itemName} 리뷰 삭제` }).click();
    await expect(reviews.alertDialog).toContainText("리뷰를 삭제하시겠습니까?");
    await reviews.alertDialog.getByRole("button", { name: "취소" }).click();
    await expect(written).toBeVisible();
    await written.getByRole("button", { name: `${item.itemName} 리뷰 삭제` }).click();
    await reviews.alertDialog.getByRole("button", { name: "삭제" }).click();
    await reviews.acceptAlert("리뷰가 삭제되었습니다.");
    await expect(reviews.tab("작성한 리뷰")).toHaveAccessibleName("작성한 리뷰 0건");
    await expect(reviews.main.getByText("작성하신 리뷰가 없습니다.")).toBeVisible();
    await reviews.tab("작성 가능한 리뷰").click();
    await expect(reviews.awaitingLine(item.itemName)).toBeVisible();
  });

  test.describe("자바스크립트 없이", () => {
    test.use({ javaScriptEnabled: false });

    test("폼 전송만으로 별점·내용·사진을 보내 리뷰를 쓴다", async ({ page, request }, testInfo) => {
      const { item, member, reviews } = await memberWithDeliveredItem(page, request, false);
      const text = `스크립트 없이 남긴 후기입니다. 부드럽고 맛있어요. (${testInfo.project.name} ${member.loginId})`;

      // 리뷰 작성 is a link: the page comes back with the modal in it.
      await reviews.openWrite(item.itemName);
      await expect(page).toHaveURL(/\?write=\d+$/);
      await reviews.submit();
      await expect(reviews.dialog.getByText("별점은 1~5점 중에서 선택해 주세요.")).toBeVisible();
      await expect(reviews.dialog.getByText("필수 입력 항목입니다.")).toBeVisible();

      await reviews.star(3).check();
      await reviews.content().fill(text);
      await reviews.photoInput().setInputFiles(steakPhoto());
      await reviews.submit();
      // The alert is a notice at the top of the page without JavaScript.
      await expect(page.getByRole("alert").filter({ hasText: "리뷰가 등록되었습니다." })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${REVIEW_PAGE_PATH}\\?tab=written$`));
      const written = reviews.writtenReview(item.itemName);
      await expect(written).toContainText(text);
      await expect(written.getByRole("img", { name: "별점 5점 중 3점" })).toBeVisible();
      await expect(written.getByRole("img", { name: "리뷰 사진 1" })).toBeVisible();
    });
  });
});
