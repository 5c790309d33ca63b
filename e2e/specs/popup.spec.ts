/// <reference lib="dom" />
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { HomePage } from "../pages/home-page";

interface Popup {
  popupId: number;
  title: string;
  popupType: "1" | "2";
  width: number;
  height: number;
  leftPosition: number;
  topPosition: number;
}

async function activePopups(request: APIRequestContext) {
  const { list } = (await (await request.get("/api/popup/list")).json()) as { list: Popup[] };
  const layer = list.find((popup) => popup.popupType === "2");
  const window = list.find((popup) => popup.popupType === "1");
  expect(layer, "the demo data has an active layer popup").toBeDefined();
  expect(window, "the demo data has an active window popup").toBeDefined();
  return { layer: layer!, window: window!, all: list };
}

/**
 * Clicks a control of the popup window that closes the window, and waits for it to close. The window may close before
 * Playwright's click has returned, which then reports the page closed under it (seen in CI): that one error is the
 * expected outcome; any other fails the test.
 */
async function clickClosing(popupPage: Page, control: Locator) {
  const closed = popupPage.waitForEvent("close");
  const click = control.click().then(
    () => null,
    (error: Error) => error,
  );
  await closed;
  const error = await click;
  if (error && !/Target page, context or browser has been closed|Target closed/.test(error.message)) throw error;
}

/** Leaves only `keep` showing: a phone shows one layer at a time. */
async function dismissAllBut(context: BrowserContext, baseURL: string, all: Popup[], keep: Popup) {
  const others = all.filter((popup) => popup.popupId !== keep.popupId).map((popup) => popup.popupId);
  await HomePage.dismissPopups(context, baseURL, others);
}

test.describe("레이어 팝업", () => {
  test("오늘 하루 보지 않기: 쿠키가 남고 새로고침해도 안 보인다", async ({ page, request, context, baseURL }) => {
    const { layer, all } = await activePopups(request);
    await dismissAllBut(context, baseURL!, all, layer);
    const home = new HomePage(page);
    await home.goto();
    const popup = home.layerPopup(layer.title);
    await expect(popup).toBeVisible();

    await home.dismissForToday(popup);
    await expect(popup).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === `popup_check_${layer.popupId}`);
    expect(cookie?.value).toBe("1");
    expect(cookie?.path).toBe("/");
    // max-age of one day, give or take the test's own run time.
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(86_400 - 120);
    expect(secondsLeft).toBeLessThanOrEqual(86_400);

    await page.reload();
    await expect(page.getByRole("region", { name: "신상품", exact: true })).toBeVisible();
    await expect(home.layerPopup(layer.title)).toHaveCount(0);
  });

  test("닫기는 이번만 닫는다: 다시 오면 또 보인다", async ({ page, request, context, baseURL }) => {
    const { layer, all } = await activePopups(request);
    await dismissAllBut(context, baseURL!, all, layer);
    const home = new HomePage(page);
    await home.goto();
    const popup = home.layerPopup(layer.title);
    await home.close(popup);
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(home.layerPopup(layer.title)).toBeVisible();
  });

  test("PC에서는 운영자가 정한 위치와 너비(+20px)로 뜬다", { tag: "@pc" }, async ({ page, request }) => {
    const { layer } = await activePopups(request);
    const home = new HomePage(page);
    await home.goto();
    const box = await home.layerPopup(layer.title).boundingBox();
    expect(box?.width).toBe(layer.width + 20);
    expect(box?.x).toBe(layer.leftPosition);
  });

  test("휴대폰에서는 창 팝업도 레이어로 보인다", { tag: "@phone" }, async ({ page, request, context, baseURL }) => {
    const { window, all } = await activePopups(request);
    await dismissAllBut(context, baseURL!, all, window);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.layerPopup(window.title)).toBeVisible();
  });
});

test("휴대폰에서는 팝업이 하나씩 차례로 보인다", { tag: "@phone" }, async ({ page, request }) => {
  const { layer, window } = await activePopups(request);
  const home = new HomePage(page);
  await home.goto();
  await expect(home.layerPopup(layer.title)).toBeVisible();
  await expect(home.layerPopup(window.title)).toBeHidden();
  await home.close(home.layerPopup(layer.title));
  await expect(home.layerPopup(window.title)).toBeVisible();
});

test.describe("창 팝업", { tag: "@pc" }, () => {
  test("홈에서 /popup/{id} 창이 팝업 크기로 열린다", async ({ page, request, context, baseURL }) => {
    const { window: target, all } = await activePopups(request);
    await dismissAllBut(context, baseURL!, all, target);
    // Records what the page asks the browser for, since headless windows ignore size features.
    await page.addInitScript(() => {
      const calls: string[][] = [];
      Object.assign(window, { __openCalls: calls });
      const open = window.open.bind(window);
      window.open = (url?: string | URL, name?: string, features?: string) => {
        calls.push([String(url), name ?? "", features ?? ""]);
        return open(url, name, features);
      };
    });

    const opened = context.waitForEvent("page");
    await page.goto("/");
    const popupPage = await opened;
    await popupPage.waitForLoadState();
    expect(new URL(popupPage.url()).pathname).toBe(`/popup/${target.popupId}`);
    await expect(popupPage.getByRole("heading", { level: 1, name: target.title })).toBeAttached();
    await expect(popupPage.getByRole("button", { name: "오늘 하루 보지 않기" })).toBeVisible();

    const calls = await page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls);
    // No opener (noopener): the popup's links reach this window over a channel named in the URL's fragment.
    expect(calls).toEqual([
      [
        expect.stringMatching(new RegExp(`^/popup/${target.popupId}#shopWindow=[0-9a-f-]{36}$`)),
        `popup_${target.popupId}`,
        `width=${(target.width || 400) + 17},height=${(target.height || 400) + 117},left=${target.leftPosition},top=${target.topPosition},noopener`,
      ],
    ]);
    expect(await popupPage.evaluate(() => window.opener)).toBeNull();

    // 오늘 하루 보지 않기 in the window: it closes, and the home page stops opening it.
    await clickClosing(popupPage, popupPage.getByRole("button", { name: "오늘 하루 보지 않기" }));
    const cookie = (await context.cookies()).find((c) => c.name === `popup_check_${target.popupId}`);
    expect(cookie?.value).toBe("1");

    await page.reload();
    await expect(page.getByRole("region", { name: "신상품", exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)).toEqual([]);
    expect(context.pages()).toHaveLength(1);
  });

  // Opened with an opener, the popup shared the shop window's page process, and moving on from the home page while it
  // was opening crashed Chromium's page ("Page crashed" in ~1 of 5 tries, seen across the PC browser tests).
  test("홈을 떠나는 중에 창 팝업이 열려도 페이지가 죽지 않는다", async ({ page, request }) => {
    test.slow();
    await activePopups(request);
    let crashed = 0;
    page.on("crash", () => {
      crashed += 1;
    });
    for (let attempt = 0; attempt < 25; attempt++) {
      await page.goto("/");
      await page.waitForTimeout((attempt % 5) * 50);
      await page.goto("/cart");
      await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "장바구니" })).toBeVisible();
    }
    expect(crashed).toBe(0);
  });

  test("창 팝업의 링크는 뒤의 쇼핑몰 창에서 열리고 팝업은 닫힌다", async ({ page, request, context, baseURL }) => {
    const { window: target, all } = await activePopups(request);
    const { popup } = (await (await request.get(`/api/popup/index/${target.popupId}`)).json()) as {
      popup: { link: string };
    };
    expect(popup.link, "the demo window popup links somewhere in the shop").toMatch(/^\//);
    await dismissAllBut(context, baseURL!, all, target);
    const opened = context.waitForEvent("page");
    await page.goto("/");
    const popupPage = await opened;
    await clickClosing(popupPage, popupPage.getByRole("link", { name: "자세히 보기" }));
    await expect(page).toHaveURL(new RegExp(`${popup.link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  test("팝업 페이지는 머리말과 바닥글 없이 팝업만 보인다", async ({ page, request }) => {
    const { window: target } = await activePopups(request);
    const response = await page.goto(`/popup/${target.popupId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: target.title })).toBeAttached();
    await expect(page.getByRole("button", { name: "닫기" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
  });
});

test("없는 팝업은 404", { tag: "@api" }, async ({ request }) => {
  expect((await request.get("/popup/987654")).status()).toBe(404);
  expect((await request.get("/popup/abc")).status()).toBe(404);
});
