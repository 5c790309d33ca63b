import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { ItemPage, listItems } from "../pages/item-page";

// /mypage/inquiry-item (the floating menu's 1:1 문의): a member's item questions with their status, and 삭제 while one
// still waits for an answer, after a confirm.

test.describe("상품 문의 내역", () => {
  test("회원이 상품 문의를 남기고 마이페이지에서 확인한 뒤 삭제한다", async ({ page, request }) => {
    test.slow();
    const item = (await listItems(request)).filter((entry) => !entry.soldOut)[3]!;
    const member = newMember("iq");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(`/items/${item.itemUserCode}`);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(`/items/${item.itemUserCode}`);

    const itemPage = new ItemPage(page);
    const question = `손질해서 보내 주실 수 있나요? (${member.loginId})`;
    await itemPage.qna.getByRole("textbox", { name: "문의 내용" }).fill(question);
    await itemPage.qna.getByRole("button", { name: "문의하기" }).click();
    await itemPage.acceptAlert("문의가 등록되었습니다.");

    // The floating menu's 1:1 문의 (on wide screens) leads here.
    await expect(page.locator('a[href="/mypage/inquiry-item"]').first()).toBeAttached();
    await page.goto("/mypage/inquiry-item");
    await expect(page).toHaveURL(/\/mypage\/inquiry-item$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("상품 문의 내역");
    const entry = page.getByRole("listitem").filter({ hasText: question });
    await expect(entry).toContainText("답변대기");
    await expect(entry).toContainText(item.itemName);
    await expect(entry.getByRole("link", { name: item.itemName })).toHaveAttribute(
      "href",
      `/items/${item.itemUserCode}`,
    );

    await entry.getByRole("button", { name: `${item.itemName} 문의 삭제` }).click();
    await expect(account.alertDialog).toContainText("문의를 삭제하시겠습니까?");
    await account.alertDialog.getByRole("button", { name: "삭제" }).click();
    await account.acceptAlert("문의를 삭제했습니다.");
    await expect(page.getByText("아직 남긴 상품 문의가 없습니다.", { exact: false })).toBeVisible();
  });
});
