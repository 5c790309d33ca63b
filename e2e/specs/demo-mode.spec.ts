import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, newMember } from "../pages/account-page";
import { DemoInboxPage, demoBar } from "../pages/demo-inbox-page";
import { waitForHydration } from "../pages/hydration";
import { LayoutPage } from "../pages/layout-page";

// Demo mode as a newcomer meets it after `npm start` (the e2e shop runs with SHOP_MODE=demo): a bar above every
// header, and the SMS sandbox's inbox page instead of GET /api/dev/outbox.

const NOTICE = "데모 모드 · 문자 인증, 결제, 네이버/카카오 로그인은 모두 테스트용이며 실제로 처리되지 않습니다.";

test.beforeEach(async ({ page, baseURL }) => {
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

test.describe("the demo bar", () => {
  for (const path of ["/", "/items?livestock=hanwoo", "/customer/notice", "/no-such-page"]) {
    test(`${path} shows it above the header, whole`, async ({ page }) => {
      await page.goto(path);
      const bar = demoBar(page);
      await expect(bar).toContainText(NOTICE);
      const barBox = (await bar.boundingBox())!;
      const headerBox = (await page.getByRole("banner").boundingBox())!;
      expect(barBox.y).toBe(0);
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(headerBox.y + 1);
      // Nothing cut off or pushing the page sideways at 375 px: the sentence wraps instead.
      const width = page.viewportSize()!.width;
      expect(barBox.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("leads to the SMS inbox", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await demoBar(page).getByRole("link", { name: "문자 수신함" }).click();
    await expect(page).toHaveURL(/\/demo\/inbox$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("문자 수신함");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});

test.describe("a newcomer joins with the code from the demo inbox", () => {
  test("the code sent on the join page shows up in the inbox open in a second tab", async ({ page, context }) => {
    const account = new AccountPage(page);
    const member = newMember("d");
    await browseAs(page, member);

    // The inbox is opened first, filtered by the number: the code must arrive there without a reload.
    const inboxTab = await context.newPage();
    const inbox = new DemoInboxPage(inboxTab);
    await inbox.goto();
    await waitForHydration(inboxTab);
    await inbox.filterBy(member.phoneNumber);
    await expect(inbox.main.getByText(`${member.phoneNumber} 번호로 받은 문자 0건`)).toBeVisible();
    await expect(inbox.main.getByText("3초마다 자동으로 새로 고칩니다")).toBeVisible();

    await page.bringToFront();
    await account.gotoJoin();
    await account.field("아이디").fill(member.loginId);
    await account.field("비밀번호").fill(member.password);
    await account.field("비밀번호 확인").fill(member.password);
    await account.field("이름").fill(member.userName);
    await account.field("이메일").fill(member.email);
    await account.field("휴대폰번호").fill(member.phoneNumber);
    await account.button("인증번호 받기").click();
    await expect(account.field("인증번호")).toBeVisible();

    await inboxTab.bringToFront();
    const code = await inbox.latestCode(member.phoneNumber);
    await expect(inbox.messagesTo(member.phoneNumber)).toHaveCount(1);
    await expect(inbox.messagesTo(member.phoneNumber).first()).toContainText(/방금 전|\d+초 전/);

    await page.bringToFront();
    await account.field("인증번호").fill(code);
    await account.button("확인").click();
    await expect(account.main.getByText("휴대폰 인증이 완료되었습니다.")).toBeVisible();
    await account.agreeToAll();
    await account.submitJoin();
    await expect(page).toHaveURL(/\/user\/join-complete$/);
    await expect(account.main).toContainText(member.loginId);
  });

  test("the inbox filters and refreshes without JavaScript too", { tag: "@pc" }, async ({
    browser,
    request,
    baseURL,
  }) => {
    const member = newMember("n");
    const sent = await request.post("/api/auth/send-auth-number", {
      headers: { "x-forwarded-for": member.address },
      data: { phoneNumber: member.phoneNumber, purpose: "JOIN" },
    });
    expect(sent.status()).toBe(200);

    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "ko-KR" });
    try {
      const inbox = new DemoInboxPage(await noScript.newPage());
      await inbox.goto();
      await inbox.filterBy(
        `${member.phoneNumber.slice(0, 3)}-${member.phoneNumber.slice(3, 7)}-${member.phoneNumber.slice(7)}`,
      );
      await expect(inbox.page).toHaveURL(/\/demo\/inbox\?phone=/);
      expect(await inbox.latestCode(member.phoneNumber)).toMatch(/^\d{6}$/);
      await expect(inbox.messagesTo(member.phoneNumber)).toHaveCount(1);
      await expect(inbox.main.getByText("3초마다 자동으로 새로 고칩니다")).toHaveCount(0);
      await inbox.main.getByRole("link", { name: "새로고침" }).click();
      await expect(inbox.messagesTo(member.phoneNumber)).toHaveCount(1);
    } finally {
      await noScript.close();
    }
  });
});
