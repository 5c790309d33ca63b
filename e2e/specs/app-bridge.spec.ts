import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { waitForHydration } from "../pages/hydration";

// The companion app (docs/api/app-bridge.md, docs/decisions/046) as a phone running it: the user agent carries the app
// marker and the page talks to a stand-in of the app's bridge (window.ReactNativeWebView) that answers like the app.

const appUserAgent = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 NHMeatApp/${version}`;

/** A phone with the app installed at `version`, its bridge answering push token, device info and permission asks. */
async function appPhone(browser: Browser, version: string, pushToken: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    userAgent: appUserAgent(version),
  });
  await context.addInitScript(
    ({ token, appVersion }) => {
      // Kept across the page loads of one tab (the login's redirects), as the app's own log would be.
      const record = (message: unknown) => {
        const sent = JSON.parse(sessionStorage.getItem("__appMessages") ?? "[]") as unknown[];
        sessionStorage.setItem("__appMessages", JSON.stringify([...sent, message]));
      };
      const answer = (message: Record<string, unknown>) =>
        setTimeout(() => {
          (window as unknown as { NHMeatAppBridge?: { receive(json: string): void } }).NHMeatAppBridge?.receive(
            JSON.stringify(message),
          );
        }, 10);
      (window as unknown as { ReactNativeWebView: { postMessage(json: string): void } }).ReactNativeWebView = {
        postMessage(json: string) {
          const message = JSON.parse(json) as { type: string; id?: string; permission?: string };
          record(message);
          if (message.type === "requestPushToken")
            answer({ type: "pushToken", id: message.id, token, platform: "android" });
          if (message.type === "requestDeviceInfo") {
            answer({ type: "deviceInfo", id: message.id, platform: "android", appVersion, deviceModel: "SM-S921N" });
          }
          if (message.type === "requestPermission") {
            answer({ type: "permissionResult", id: message.id, permission: message.permission, status: "granted" });
          }
        },
      };
    },
    { token: pushToken, appVersion: version },
  );
  return context;
}

const sentToApp = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("__appMessages") ?? "[]") as { type: string }[]);

test.describe("app bridge", { tag: "@phone" }, () => {
  test("/app/setting turns push off and saves the marketing choice with its 동의/거부 message", async ({
    browser,
    request,
  }) => {
    const member = newMember("apppush");
    await joinViaApi(request, member);
    const context = await appPhone(browser, "9.9.9", `e2e-${member.loginId}:APA91b_token`);
    const page = await context.newPage();
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/app/setting");
    await waitForHydration(page);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/app\/setting$/);

    // The app start sent the push token (logged in): the page reads the device's settings.
    const push = page.getByRole("switch", { name: "앱 알림" });
    const marketing = page.getByRole("switch", { name: "광고성 정보 알림" });
    // The registration's answer reloads the page's data by itself.
    await expect(push).toBeVisible({ timeout: 20_000 });
    await waitForHydration(page);
    await expect(push).toHaveAttribute("aria-checked", "true");
    await expect(marketing).toHaveAttribute("aria-checked", "false");
    const messages = await sentToApp(page);
    expect(messages.map((message) => message.type)).toEqual(
      expect.arrayContaining(["requestPushToken", "requestDeviceInfo", "requestPermission"]),
    );

    await push.click();
    await account.acceptAlert("앱 알림을 받지 않도록 설정했습니다.");
    await expect(push).toHaveAttribute("aria-checked", "false");

    await marketing.click();
    await account.acceptAlert(/\[농협몰\] \d{4}년 \d{1,2}월 \d{1,2}일 광고성 정보 수신 동의 처리되었습니다\./);
    await expect(marketing).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText(/수신 동의$/)).toBeVisible();

    await marketing.click();
    await account.acceptAlert(/\[농협몰\] \d{4}년 \d{1,2}월 \d{1,2}일 광고성 정보 수신 거부 처리되었습니다\./);
    await expect(marketing).toHaveAttribute("aria-checked", "false");

    // Read again from the API: the choices stayed, and the app was told of them.
    await page.reload();
    await expect(push).toHaveAttribute("aria-checked", "false");
    await expect(marketing).toHaveAttribute("aria-checked", "false");
    expect((await sentToApp(page)).map((message) => message.type)).toContain("pushSetting");
    await context.close();
  });

  test("an app older than the shop's version is sent to /app/update at start", async ({ browser }) => {
    const context = await appPhone(browser, "1.0.0", "e2e-old-app:APA91b_token");
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/app\/update$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("새 버전이 나왔습니다");
    await expect(page.getByText("현재 버전")).toBeVisible();
    await expect(page.getByRole("link", { name: "Google Play에서 업데이트하기" })).toBeVisible();
    await context.close();
  });

  test("outside the app, /app/setting says it is the app's", async ({ page }) => {
    // A browser's pages never load the app's start code and bridge, nor the message schemas they bring: root imports
    // them lazily, inside the app only (the item page's JavaScript budget, bench/README.md).
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/app-(?:start|bridge)-/.test(script))).toEqual([]);

    await page.goto("/app/setting");
    await expect(page.getByText("앱 설정은 농협몰 앱에서만 이용하실 수 있습니다.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "앱 설치하기" })).toHaveAttribute("href", "/app/update");
  });
});
