import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import { LayoutPage } from "../pages/layout-page";

// The back office's coupons (issue 14 item 5) at 1280 px: an operator makes a 2,000원 item coupon given to listed
// members, issues it to a member who just joined (once: a second issue skips them), and the member finds it at
// /mypage/coupon.

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("쿠폰 관리", { tag: "@pc" }, () => {
  test("운영자가 2,000원 상품 쿠폰을 만들어 회원에게 발급하면 회원이 쿠폰함에서 본다", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    await new LayoutPage(page).hidePopupsForToday(baseURL!);
    const member = newMember("cp");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const couponName = `단골 감사 2,000원 쿠폰 ${Date.now().toString(36)}`;

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "쿠폰 관리" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await page.getByRole("link", { name: "쿠폰 만들기" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons\/new$/);

    const form = page.getByRole("form", { name: "쿠폰 정보" });
    await form.getByLabel("쿠폰 이름").fill(couponName);
    // A rate shows its cap; a rate over 100 is refused with its own sentence.
    await expect(form.getByLabel("최대 할인 금액 (원)")).toHaveCount(0);
    await form.getByLabel("정률 (%)").check();
    await expect(form.getByLabel("최대 할인 금액 (원)")).toBeVisible();
    await form.getByLabel("할인율 (%)").fill("150");
    await form.getByLabel("발급 방식").selectOption("members");
    await form.getByRole("button", { name: "쿠폰 만들기" }).click();
    await expect(form.getByText("할인율은 100%를 넘을 수 없습니다.")).toBeVisible();
    await page.screenshot({ path: "/tmp/shot-admin-coupon-new.png", fullPage: true }); // SHOT

    await form.getByLabel("정액 (원)").check();
    await expect(form.getByLabel("최대 할인 금액 (원)")).toHaveCount(0);
    await form.getByLabel("할인 금액 (원)").fill("2,000");
    await form.getByLabel("최소 주문 금액 (원)").fill("10000");
    await expect(form.getByLabel("발급 방식")).toHaveValue("members");
    await form.getByRole("button", { name: "쿠폰 만들기" }).click();

    await expect(page).toHaveURL(/\/admin\/coupons\/\d+\?done=created$/);
    await expect(page.getByRole("heading", { name: couponName })).toBeVisible();
    await expect(page.getByText("쿠폰을 만들었습니다.")).toBeVisible();
    const issue = page.getByRole("region", { name: "쿠폰 발급" });
    await issue.getByLabel("회원 아이디").fill(`${member.loginId}\nno-such-member-zz`);
    await issue.getByRole("button", { name: "발급하기" }).click();
    await expect(issue.getByRole("status")).toContainText("쿠폰 1장을 발급했습니다.");
    await expect(issue.getByRole("status")).toContainText("찾을 수 없는 아이디: no-such-member-zz");
    await expect(page.getByTestId("coupon-counts")).toHaveText("1장 발급 · 0장 사용");
    await page.screenshot({ path: "/tmp/shot-admin-coupon-detail.png", fullPage: true }); // SHOT

    // Issued again: the member already holds it, so nothing more is given.
    await issue.getByLabel("회원 아이디").fill(member.loginId);
    await issue.getByRole("button", { name: "발급하기" }).click();
    await expect(issue.getByRole("status")).toContainText("쿠폰 0장을 발급했습니다. (이미 받은 회원 1명 제외)");

    await page.getByRole("link", { name: "← 쿠폰 목록" }).click();
    const row = page.getByRole("row").filter({ hasText: couponName });
    await expect(row).toContainText("2,000원 할인");
    await expect(row).toContainText("지정 회원 발급");
    await expect(row).toContainText("1장");

    await page.goto("/mypage/coupon");
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/coupon$/);
    const card = page.getByRole("listitem", { name: couponName });
    await expect(card).toBeVisible();
    await expect(card).toContainText("2,000원 할인");
  });
});
