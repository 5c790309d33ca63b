import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, latestSms, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import { InquiryPage } from "../pages/inquiry-page";
import { ItemPage, listItems } from "../pages/item-page";

// The back office's answers (issue 14 item 4) at 1280 px: an operator answers a member's 1:1 inquiry at
// /admin/inquiries and the member reads it on my page (and gets the text); a seller's staff answer a question about
// their own item and the item page shows it.

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("문의 관리", { tag: "@pc" }, () => {
  test("운영자가 1:1 문의에 답변하면 회원이 마이페이지에서 답변을 본다", async ({ page, request }) => {
    test.slow();
    const member = newMember("aq");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/inquiry-item");
    await account.login(member.loginId, member.password);
    const inquiry = new InquiryPage(page);
    await inquiry.openForm();
    const title = `포장 문의 (${member.loginId})`;
    await inquiry.ask({ group: "상품", title, content: "선물용 보자기 포장을 따로 부탁드릴 수 있을까요?" });
    await inquiry.acceptAlert("문의가 등록되었습니다.");
    await expect(inquiry.entry(title)).toContainText("답변대기");

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "문의 관리" }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries/);
    await expect(page.getByRole("link", { name: "1:1 문의" })).toHaveAttribute("aria-current", "page");
    const search = page.getByRole("form", { name: "문의 검색" });
    await search.getByLabel("검색어").fill(member.loginId);
    await search.getByRole("button", { name: "검색" }).click();
    await expect(page.getByRole("link", { name: /답변대기 1건/ })).toBeVisible();
    await page.getByRole("link", { name: title }).click();

    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("선물용 보자기 포장을 따로 부탁드릴 수 있을까요?")).toBeVisible();
    await page.getByLabel(/답변 내용/).fill("네, 보자기 포장으로 보내 드리겠습니다.\n감사합니다.");
    await page.getByRole("button", { name: "답변 등록" }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?kind=qna&notice=answered/);
    await expect(page.getByRole("status").filter({ hasText: "답변을" })).toHaveText(
      "답변을 등록했습니다. 고객에게 문자로 알렸습니다.",
    );

    expect(await latestSms(request, member.phoneNumber)).toBe(
      "[농협몰] 문의하신 내용에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.",
    );
    await inquiry.goto();
    await expect(inquiry.entry(title)).toContainText("답변완료");
    await expect(inquiry.entry(title)).toContainText("네, 보자기 포장으로 보내 드리겠습니다.");
  });

  test("판매사 직원이 자기 상품의 문의에 답변하면 상품 페이지에 바로 보인다", async ({ page, request }) => {
    test.slow();
    const item = (await listItems(request)).filter((entry) => !entry.soldOut)[5]!;
    const detail = await request.get(`/api/item/${item.itemUserCode}`);
    expect(detail.status()).toBe(200);
    const sellerId = ((await detail.json()) as { item: { seller: { sellerId: number } } }).item.seller.sellerId;

    const member = newMember("as");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(`/items/${item.itemUserCode}`);
    await account.login(member.loginId, member.password);
    const itemPage = new ItemPage(page);
    const question = `냉동으로 받을 수 있나요? (${member.loginId})`;
    await itemPage.qna.getByRole("textbox", { name: "문의 내용" }).fill(question);
    await itemPage.qna.getByRole("button", { name: "문의하기" }).click();
    await itemPage.acceptAlert("문의가 등록되었습니다.");

    await signInAsNewStaff(page, "ROLE_SELLER", { sellerId });
    await page.goto("/admin/inquiries");
    // A seller's staff answer questions about their own items only: no 1:1 or store inquiry tab.
    await expect(page.getByRole("link", { name: "상품 문의" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "1:1 문의" })).toHaveCount(0);
    await page.getByRole("form", { name: "문의 검색" }).getByLabel("검색어").fill(member.loginId);
    await page.getByRole("form", { name: "문의 검색" }).getByRole("button", { name: "검색" }).click();
    await page.getByRole("link", { name: question }).click();
    await expect(page.getByRole("link", { name: item.itemName })).toBeVisible();
    await page.getByLabel(/답변 내용/).fill("네, 냉동 상태로 보내 드립니다.");
    await page.getByRole("button", { name: "답변 등록" }).click();
    await expect(page.getByRole("status").filter({ hasText: "답변을" })).toHaveText(
      "답변을 등록했습니다. 고객에게 문자로 알렸습니다.",
    );

    await itemPage.goto(item.itemUserCode);
    const entry = itemPage.qna.getByRole("listitem").filter({ hasText: question });
    await expect(entry).toContainText("답변완료");
    await expect(entry).toContainText("네, 냉동 상태로 보내 드립니다.");
  });
});
