import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import { LayoutPage } from "../pages/layout-page";
import { RoulettePage } from "../pages/roulette-page";

// The back office's roulette events (decision 054) at 1280 px: an operator makes a roulette with one prize, sees its
// odds as a percent while typing (0 refused in the form's own words, then 100%), and a member spinning it on
// /roulette/{id} wins that prize; the spin shows in the event's spins list, the member masked.

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("룰렛 이벤트 관리", { tag: "@pc" }, () => {
  test("운영자가 100% 경품 하나로 룰렛을 만들면 회원이 돌려 그 경품을 받는다", async ({ page, request, baseURL }) => {
    test.slow();
    await new LayoutPage(page).hidePopupsForToday(baseURL!);
    const member = newMember("rla");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const title = `단골 감사 룰렛 ${Date.now().toString(36)}`;

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "룰렛 이벤트" }).click();
    await expect(page).toHaveURL(/\/admin\/roulettes$/);
    await page.getByRole("link", { name: "룰렛 만들기" }).click();
    await expect(page).toHaveURL(/\/admin\/roulettes\/new$/);

    const form = page.getByRole("form", { name: "룰렛 이벤트 정보" });
    await form.getByLabel("제목", { exact: true }).fill(title);
    await form.getByLabel("참여 방식").selectOption("event");
    await form.getByLabel("1번 경품 종류").selectOption("points");
    await form.getByLabel("1번 경품 적립금").fill("777");
    await form.getByLabel("1번 경품 확률").fill("0");
    await expect(form.getByText("확률의 합이 0입니다.", { exact: false })).toBeVisible();
    await form.getByLabel("1번 경품 확률").fill("1");
    await expect(form.getByLabel("1번 경품 당첨 확률")).toHaveText("100%");
    await form.getByRole("button", { name: "룰렛 만들기" }).click();

    await expect(page).toHaveURL(/\/admin\/roulettes\/\d+\?done=created$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("아직 참여한 회원이 없습니다.")).toBeVisible();
    await page.screenshot({ path: "/tmp/shot-admin-roulette-detail.png", fullPage: true }); // SHOT
    const adminPath = new URL(page.url()).pathname;
    const id = adminPath.split("/").at(-1)!;

    // The member spins the new wheel and wins its one prize.
    const account = new AccountPage(page);
    await account.gotoLogin(`/roulette/${id}`);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`/roulette/${id}$`));
    const roulette = new RoulettePage(page);
    await roulette.goto(`/roulette/${id}`);
    await expect(roulette.heading()).toHaveText(title);
    await roulette.spinButton().click();
    await expect(roulette.resultDialog()).toBeVisible({ timeout: 15_000 });
    await expect(roulette.resultDialog()).toContainText("축하합니다! 적립금 777원이 적립되었습니다.");

    // The operator sees the spin, the member masked.
    await page.goto(adminPath);
    const spins = page.getByRole("region", { name: "참여 내역" });
    await expect(spins.getByRole("row").nth(1)).toContainText("적립금 777원");
    await expect(spins.getByRole("row").nth(1)).toContainText(`${member.userName.slice(0, 1)}**`);
    await expect(spins).toContainText("참여 1회 · 당첨 1개");
  });
});
