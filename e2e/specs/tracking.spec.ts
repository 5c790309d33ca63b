import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import { waitForHydration } from "../pages/hydration";
import { CheckoutPage, PaymentFlow, pickOrderItems } from "../pages/order-page";

// SPEC §7 Tracking, §9 (uid and UTM cookies for 30 minutes), issue 15 item 4 and item 7's "tracking never breaking a
// page" (docs/decisions/048): a shopper lands from a campaign, adds an item and buys it; the shop stores view_item,
// add_to_cart, the checkout steps and purchase with that campaign (read through the dev route), and the back office's
// 방문 행동 통계 counts them. With the tracking calls failing, the same shopping still works.

interface StoredEvent {
  kind: string;
  uid: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  targetId: string | null;
  items: Array<{ item_id?: string }> | string[];
  details: Record<string, unknown>;
}

async function eventsOf(request: APIRequestContext, utmSource: string): Promise<StoredEvent[]> {
  const res = await request.get(`/api/dev/tracking/events?utmSource=${encodeURIComponent(utmSource)}&limit=200`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { list: StoredEvent[] }).list;
}

test.describe("방문 행동 기록 @pc", () => {
  test.slow();

  test("a campaign's visitor adds to cart and buys: every step is stored with its utm values", async ({
    page,
    request,
  }) => {
    const { dear } = await pickOrderItems(request);
    const member = newMember("trk");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));

    // Landing from a campaign on the item page itself.
    const source = `e2e${Date.now()}`;
    await page.goto(`/items/${dear.itemUserCode}?utm_source=${source}&utm_medium=cpc&utm_campaign=hanwoo-week`);
    await waitForHydration(page);
    const cookies = await page.context().cookies();
    const uid = cookies.find((cookie) => cookie.name === "tracking_uid");
    const query = cookies.find((cookie) => cookie.name === "tracking_query");
    expect(uid?.value).toMatch(/^[0-9a-f-]{8,64}$/);
    expect(decodeURIComponent(query?.value ?? "")).toBe(`utm_source=${source}&utm_medium=cpc&utm_campaign=hanwoo-week`);
    // SPEC §9: 30 minutes from now (refreshed by every page).
    const expiresIn = (query?.expires ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(29 * 60);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60 + 5);

    await page.getByRole("main").getByRole("button", { name: "장바구니", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("장바구니에 담았습니다.");
    await dialog.getByRole("button", { name: "계속 쇼핑하기" }).click();

    const checkout = new CheckoutPage(page);
    await checkout.openFromCart();
    await checkout.pickAddress("테헤란로 152", "12층");
    await checkout.payBy("신용카드");
    await checkout.agreeAndConfirm();
    const payment = new PaymentFlow(page);
    await payment.payInSandbox();
    const orderCode = payment.orderCode();

    // Beacons arrive a moment after the page moved on.
    await expect
      .poll(async () => new Set((await eventsOf(request, source)).map((event) => event.kind)), { timeout: 15_000 })
      .toEqual(new Set(["view_item", "log_item", "add_to_cart", "checkout", "purchase", "log_order"]));
    const events = await eventsOf(request, source);
    for (const event of events) {
      expect(event).toMatchObject({ uid: uid?.value, utmMedium: "cpc", utmCampaign: "hanwoo-week" });
    }
    const added = events.find((event) => event.kind === "add_to_cart");
    expect(added?.items[0]).toMatchObject({ item_id: dear.itemUserCode, quantity: 1 });
    const purchase = events.filter((event) => event.kind === "purchase");
    expect(purchase).toHaveLength(1);
    expect(purchase[0]).toMatchObject({ targetId: orderCode });
    const steps = events
      .filter((event) => event.kind === "checkout")
      .map((event) => event.details.checkout_step)
      .sort();
    expect(steps).toEqual(expect.arrayContaining([1, 4, 5]));

    // A reload of the order-complete page is not a second purchase.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
    expect((await eventsOf(request, source)).filter((event) => event.kind === "purchase")).toHaveLength(1);
  });

  test("the back office's 방문 행동 통계 counts today's rows per kind", async ({ page }) => {
    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.goto("/admin/tracking");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "방문 행동 통계", level: 1 })).toBeVisible();
    const table = main.getByRole("table", { name: "일별 방문 행동 건수" });
    await expect(table.getByRole("columnheader", { name: "장바구니 담기" })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(1 + 30 + 1);
    await expect(main.getByRole("list", { name: "최근 30일 합계" }).getByRole("listitem")).toHaveCount(4);
  });

  test("with the tracking calls failing, the item page and the cart still work", async ({ page }) => {
    const failed: string[] = [];
    // Beacons refused too (an old WebView), so the keepalive fetch behind them is what fails.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "sendBeacon", {
        value: () => {
          throw new TypeError("sendBeacon is down");
        },
      });
    });
    await page.route(/\/api\/(google-analytics|event-log)\//, async (route) => {
      failed.push(route.request().url());
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    const { dear } = await pickOrderItems(page.request);
    await page.goto(`/items/${dear.itemUserCode}?utm_source=down`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: "장바구니", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("장바구니에 담았습니다.");
    await dialog.getByRole("button", { name: "장바구니 보기" }).click();
    await expect(page.getByRole("heading", { name: "장바구니", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: dear.itemName, exact: true })).toBeVisible();
    await expect.poll(() => failed.length).toBeGreaterThan(0);
  });
});
