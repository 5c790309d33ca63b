import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { RoulettePage } from "../pages/roulette-page";

// 룰렛 이벤트 (SPEC §2 /roulette/:id?, issue 15 item 2, decision 047): the demo's daily wheel; a guest is asked to log
// in, a member spins once, the wheel stops on the prize the API drew and the result shows; no second spin today.

const RESULT_MESSAGE =
  /축하합니다! 쿠폰에 당첨되었습니다\.|축하합니다! 적립금 [\d,]+원이 적립되었습니다\.|아쉽지만 꽝입니다\. 내일 다시 도전해 주세요\./;

test.describe("룰렛 이벤트", () => {
  test("비회원에게는 룰렛과 경품 안내, 로그인 안내가 보인다", async ({ page }) => {
    const roulette = new RoulettePage(page);
    await roulette.goto();
    await expect(roulette.heading()).toHaveText("매일 돌리는 행운의 룰렛");
    await expect(roulette.wheel()).toBeVisible();
    await expect(roulette.main).toContainText("하루 1회 참여할 수 있습니다.");
    await expect(roulette.main.getByRole("heading", { name: "경품 안내" })).toBeVisible();
    await expect(roulette.main).toContainText("로그인 후 이용이 가능합니다.");
    await expect(roulette.loginLink()).toHaveAttribute("href", `/user/login?target=${encodeURIComponent("/roulette")}`);
  });

  test("회원이 룰렛을 돌리면 경품이 보이고, 오늘은 다시 돌릴 수 없다", async ({ page, request }) => {
    // Join, login, a five-second turn and a second visit: longer than one page's test.
    test.setTimeout(60_000);
    const member = newMember("rl");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/roulette");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/roulette$/);

    const roulette = new RoulettePage(page);
    await roulette.goto();
    await expect(roulette.remaining()).toHaveText("오늘 남은 기회 1회");
    await roulette.spinButton().click();
    // The wheel turns for about five seconds before the result shows.
    await expect(roulette.resultDialog()).toBeVisible({ timeout: 15_000 });
    await expect(roulette.resultDialog()).toContainText(RESULT_MESSAGE);
    await roulette.resultDialog().getByRole("button", { name: "확인" }).click();
    await expect(roulette.resultDialog()).toBeHidden();
    await expect(roulette.result()).toContainText(RESULT_MESSAGE);
    await expect(roulette.remaining()).toHaveText("오늘 남은 기회 0회");
    await expect(roulette.spinButton()).toBeDisabled();

    // Back later the same day: the page says why not, and the wheel cannot be spun.
    await roulette.goto();
    await expect(roulette.main).toContainText("오늘은 이미 참여하셨습니다. 내일 다시 참여해 주세요.");
    await expect(roulette.remaining()).toHaveText("오늘 남은 기회 0회");
    await expect(roulette.spinButton()).toBeDisabled();
  });

  test("룰렛은 퀵 메뉴에서 찾아갈 수 있다", { tag: "@pc" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "룰렛", exact: true }).first().click();
    await expect(page).toHaveURL(/\/roulette$/);
    // The roulette running now: the demo's, or a newer one the back office's spec opened (admin-roulette.spec).
    const roulette = new RoulettePage(page);
    await expect(roulette.heading()).toHaveText(/룰렛/);
    await expect(roulette.wheel()).toBeVisible();
  });
});
