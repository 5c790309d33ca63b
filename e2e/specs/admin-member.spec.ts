import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import { LayoutPage } from "../pages/layout-page";
import { WELCOME_POINTS, won } from "../pages/order-page";
import { PointPage } from "../pages/point-page";

// The back office's members (issue 14 item 5) at 1280 px: an operator finds a member who just joined and gives
// 1,000 points with a reason, which the member reads at /mypage/point with the new balance; customer service finds the
// same member with the phone masked and no adjustment form.

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("회원 관리", { tag: "@pc" }, () => {
  test("운영자가 회원을 찾아 적립금 1,000원을 지급하면 회원이 내역과 잔액을 본다", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    await new LayoutPage(page).hidePopupsForToday(baseURL!);
    const member = newMember("am");
    await joinViaApi(request, member);
    await browseAs(page, member);

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "회원 관리" }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    const search = page.getByRole("form", { name: "회원 검색" });
    await search.getByLabel("검색 항목").selectOption("loginId");
    await search.getByLabel("검색어").fill(member.loginId);
    await search.getByRole("button", { name: "검색" }).click();
    await expect(page.getByText("총 1명")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: member.loginId });
    const phone = member.phoneNumber;
    await expect(row).toContainText(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    await expect(row).toContainText(member.userName);
    await row.getByRole("link", { name: member.loginId }).click();

    await expect(page.getByRole("heading", { name: `${member.userName} (${member.loginId})` })).toBeVisible();
    await expect(page.getByTestId("member-point-balance")).toHaveText(won(WELCOME_POINTS));
    const adjust = page.getByRole("region", { name: "적립금 조정" });
    await adjust.getByLabel("금액 (원)").fill("1000");
    await adjust.getByLabel("사유").fill("배송 지연 보상");
    await adjust.getByRole("button", { name: "적립금 조정" }).click();
    await expect(adjust.getByRole("status")).toHaveText(
      `적립금을 조정했습니다. +1,000원 · 잔액 ${won(WELCOME_POINTS + 1_000)}`,
    );
    await expect(page.getByTestId("member-point-balance")).toHaveText(won(WELCOME_POINTS + 1_000));
    const ledger = page.getByRole("region", { name: "적립금 내역" });
    await expect(ledger.getByRole("row").filter({ hasText: "배송 지연 보상" })).toContainText("+1,000원");
    // The form is empty again, ready for the next adjustment.
    await expect(adjust.getByLabel("사유")).toHaveValue("");

    // Taking more than the balance is refused in Korean, and nothing is written.
    await adjust.getByLabel("금액 (원)").fill("-5000");
    await adjust.getByLabel("사유").fill("회수");
    await adjust.getByRole("button", { name: "적립금 조정" }).click();
    await expect(adjust.getByRole("alert")).toHaveText(
      `보유 적립금(${won(WELCOME_POINTS + 1_000)})보다 많이 차감할 수 없습니다.`,
    );
    await expect(page.getByTestId("member-point-balance")).toHaveText(won(WELCOME_POINTS + 1_000));
    await page.screenshot({ path: "/tmp/shot-admin-member-detail.png", fullPage: true }); // SHOT

    const points = new PointPage(page);
    await page.goto("/mypage/point");
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/point$/);
    await expect(points.balance).toContainText(won(WELCOME_POINTS + 1_000));
    const entry = points.entry("배송 지연 보상");
    await expect(entry).toContainText("조정");
    await expect(entry).toContainText("+1,000원");
  });

  test("고객센터 계정은 회원의 휴대폰 번호를 가려진 채로 보고 적립금은 조정할 수 없다", async ({
    page,
    request,
    baseURL,
  }) => {
    await new LayoutPage(page).hidePopupsForToday(baseURL!);
    const member = newMember("ac");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const phone = member.phoneNumber;
    const masked = `${phone.slice(0, 3)}-****-${phone.slice(7)}`;

    await signInAsNewStaff(page, "ROLE_CS");
    await page.goto(`/admin/members?searchField=loginId&keyword=${member.loginId}`);
    const row = page.getByRole("row").filter({ hasText: member.loginId });
    await expect(row).toContainText(masked);
    await expect(row).not.toContainText(phone.slice(3, 7));
    await expect(row).toContainText("김**");
    await page.screenshot({ path: "/tmp/shot-admin-member-cs-list.png", fullPage: true }); // SHOT
    await row.getByRole("link", { name: member.loginId }).click();
    await expect(page.getByTestId("member-phone")).toHaveText(masked);
    await expect(page.getByText("고객센터 계정에는 이름, 연락처, 이메일, 주소가 가려져 보입니다.")).toBeVisible();
    await expect(page.getByRole("region", { name: "적립금 조정" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "적립금 내역" })).toContainText("회원가입 축하 적립금");
  });
});
