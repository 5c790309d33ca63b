import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { answerInquiry, fileLinkIds, InquiryPage, tinyPng } from "../pages/inquiry-page";
import { ItemPage, listItems } from "../pages/item-page";

// /mypage/inquiry-item (the header's and floating menu's 1:1 문의): the member's 1:1 inquiries with a file, the shop's
// answer and the file back; and, on the 상품 문의 tab, their item questions with 삭제 while one still waits.

test.describe("1:1 문의", () => {
  test("회원이 파일을 첨부해 1:1 문의를 남기고, 답변과 같은 파일을 돌려받는다", async ({ page, request }) => {
    test.slow();
    const member = newMember("qa");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/inquiry-item");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/inquiry-item$/);

    const inquiry = new InquiryPage(page);
    await expect(inquiry.tab("1:1 문의")).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("아직 남긴 1:1 문의가 없습니다.")).toBeVisible();
    await inquiry.openForm();

    const png = tinyPng();
    const title = `배송 일정 문의 (${member.loginId})`;
    await inquiry.ask({
      group: "배송",
      title,
      content: "선물용으로 주문했는데 금요일까지 받을 수 있을까요? 받는 분 주소를 사진으로 첨부합니다.",
      files: [{ name: "받는 곳.png", mimeType: "image/png", buffer: png }],
    });
    await inquiry.acceptAlert("문의가 등록되었습니다.");
    await expect(page).toHaveURL(/\/mypage\/inquiry-item$/);

    const entry = inquiry.entry(title);
    await expect(entry).toContainText("답변대기");
    await expect(entry).toContainText("배송");
    const file = entry.getByRole("link", { name: /받는 곳\.png/ });
    await expect(file).toBeVisible();
    const href = await file.getAttribute("href");
    const { inquiryId } = fileLinkIds(href ?? "");

    await answerInquiry(request, inquiryId, "금요일 오전 중 도착하도록 출고해 드렸습니다.\n감사합니다.");
    await inquiry.goto();
    await expect(entry).toContainText("답변완료");
    await expect(entry).toContainText("금요일 오전 중 도착하도록 출고해 드렸습니다.");
    await expect(entry.getByRole("button", { name: `${title} 문의 삭제` })).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await entry.getByRole("link", { name: /받는 곳\.png/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("받는 곳.png");
    expect((await readFile(await download.path())).equals(png)).toBe(true);

    // The same link without the member's session gives no file: the shopper is sent to log in first.
    const stranger = await request.get(href ?? "", { maxRedirects: 0 });
    expect(stranger.status()).toBe(302);
    expect(stranger.headers().location).toMatch(/^\/user\/login\?target=/);
  });
});

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

    // The floating menu's 1:1 문의 (on wide screens) leads here; item questions are the second tab.
    await expect(page.locator('a[href="/mypage/inquiry-item"]').first()).toBeAttached();
    const inquiry = new InquiryPage(page);
    await inquiry.goto();
    await inquiry.tab("상품 문의").click();
    await expect(page).toHaveURL(/\/mypage\/inquiry-item\?tab=item$/);
    await expect(inquiry.heading).toHaveText("문의 내역");
    await expect(inquiry.tab("상품 문의")).toHaveAttribute("aria-current", "page");
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
    await expect(page).toHaveURL(/\/mypage\/inquiry-item\?tab=item$/);
    await expect(page.getByText("아직 남긴 상품 문의가 없습니다.", { exact: false })).toBeVisible();
  });
});
