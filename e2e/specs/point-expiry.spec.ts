import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { LayoutPage } from "../pages/layout-page";
import { MypagePage } from "../pages/mypage-page";
import { WELCOME_POINTS, won } from "../pages/order-page";
import { agePoints, lastValidDayAfterAging, PointPage } from "../pages/point-page";

// 적립금 소멸 (docs/decisions/035, issue 13): a member's welcome points (2,000원) are valid 12 months; /mypage/point
// shows what expires within 30 days with its day, and the 소멸 line once the sweep took them. The dev route
// POST /api/dev/points/age moves the member's points into the past (and expires what that made due).

test.beforeEach(async ({ page, baseURL }) => {
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

test.describe("적립금 소멸", () => {
  test("회원이 소멸 예정 적립금과 날짜를 보고, 기간이 지나면 소멸 내역을 본다", async ({ page, request }) => {
    const member = newMember("px");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const points = new PointPage(page);

    await page.goto("/mypage/point");
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/point$/);
    await expect(points.balance).toContainText(won(WELCOME_POINTS));
    await expect(points.expiring).toHaveText("30일 이내 소멸 예정 적립금 0원");
    await expect(points.balance).toContainText("적립일로부터 12개월이 지나면 소멸");

    // Eleven and a half months on: the whole welcome gift expires within 30 days, on the day it was earned a year on.
    expect(await agePoints(request, member.loginId, 350)).toBe(0);
    await points.goto();
    await expect(points.expiring).toHaveText(
      `30일 이내 소멸 예정 적립금 ${won(WELCOME_POINTS)} (${lastValidDayAfterAging(350)} 소멸)`,
    );

    // 7일 이내 만료 예정 쿠폰 on the coupon box (GET /api/mypage/coupon-and-point).
    const mypage = new MypagePage(page);
    await mypage.goto("/mypage/coupon");
    await expect(mypage.main.getByTestId("coupon-expiring")).toHaveText(/^7일 이내 만료 예정 쿠폰 \d+장$/);

    // A month later still, past the last day: the sweep writes the 소멸 line and the balance is 0.
    expect(await agePoints(request, member.loginId, 30)).toBe(WELCOME_POINTS);
    await points.goto();
    await expect(points.balance.getByText("0원", { exact: true })).toBeVisible();
    await expect(points.expiring).toHaveText("30일 이내 소멸 예정 적립금 0원");
    const expired = points.entry("유효기간 만료 소멸");
    await expect(expired).toContainText("소멸");
    await expect(expired).toContainText(`-${won(WELCOME_POINTS)}`);
    await expect(points.entry("회원가입 축하 적립금")).toContainText(`+${won(WELCOME_POINTS)}`);
  });
});
