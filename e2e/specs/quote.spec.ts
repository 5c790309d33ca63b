import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, newMember } from "../pages/account-page";
import { addFromItemPage, CartPage, pickCartItems } from "../pages/cart-page";
import { joinCompanyBuyerViaApi, QuotePage, sellerBusinessNumbers } from "../pages/quote-page";

// SPEC §2 /cart/invoice, §3 order quote; issue 11 item 3: a company buyer fills a cart, opens the 견적서 of the
// selected lines, finds the company and the sellers' business numbers on it, hides and shows the prices, prints it
// without the shop around it and downloads it as a PDF.

const COMPANY = "한빛식자재(주)";

test.describe("견적서", () => {
  // Join, log in, two item pages, the cart and the quote: a long journey on a cold shop.
  test.slow();

  test("a company buyer opens, toggles, prints and downloads the quote of the selected lines", async ({
    page,
    request,
  }, testInfo) => {
    const items = await pickCartItems(request);
    const member = newMember("qt");
    await joinCompanyBuyerViaApi(request, member, COMPANY);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
    for (const item of [items.freshA, items.individual]) await addFromItemPage(page, item.itemUserCode);

    const cart = new CartPage(page);
    await cart.goto();
    const quote = new QuotePage(page);
    await quote.openFromCart();

    // The header: the title, number, date, the company buyer's company and name, the cooperative as 공급자.
    await expect(quote.sheet.getByRole("heading", { name: "견적서", level: 1 })).toBeVisible();
    await expect(quote.number).toHaveText(/^Q\d{8}-[0-9A-F]{8}$/);
    const no = (await quote.number.textContent()) ?? "";
    await expect(quote.sheet).toContainText(`${COMPANY} ${member.userName} 귀하`);
    const provider = quote.sheet.getByRole("region", { name: "공급자" });
    await expect(provider).toContainText("214-87-10355");
    await expect(provider).toContainText("농협축산유통(주)");
    for (const businessNumber of await sellerBusinessNumbers(request, [
      items.freshA.sellerId,
      items.individual.sellerId,
    ])) {
      await expect(quote.sheet.getByRole("region", { name: "판매자 사업자등록번호" })).toContainText(businessNumber);
    }
    for (const item of [items.freshA, items.individual]) {
      await expect(quote.sheet.getByRole("cell", { name: item.itemName })).toBeVisible();
    }
    await expect(quote.sheet.getByTestId("quote-grand-total")).toContainText(/일금 .+원정/);
    await expect(quote.column("단가")).toBeVisible();
    await expect(quote.sheet).toContainText("부가가치세 면세");
    await quote.screenshot(`${testInfo.project.name}-quote`);

    // 가격 표시 off: no price column, no total; the number stays. And back on.
    await expect(quote.priceSwitch).toHaveAttribute("aria-checked", "true");
    await quote.priceSwitch.click();
    await expect(quote.priceSwitch).toHaveAttribute("aria-checked", "false");
    await expect(quote.column("단가")).toHaveCount(0);
    await expect(quote.column("금액")).toHaveCount(0);
    await expect(quote.sheet.getByTestId("quote-grand-total")).toHaveCount(0);
    await expect(quote.number).toHaveText(no);
    await quote.screenshot(`${testInfo.project.name}-quote-no-prices`);

    // The PDF of the quote as shown (prices hidden): a PDF file under the quote's Korean name.
    const [hiddenPdf] = await Promise.all([page.waitForEvent("download"), quote.pdfLink.click()]);
    expect(hiddenPdf.suggestedFilename()).toBe(`견적서_${no}.pdf`);
    const hiddenBytes = await readFile((await hiddenPdf.path()) ?? "");
    expect(hiddenBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await quote.priceSwitch.click();
    await expect(quote.priceSwitch).toHaveAttribute("aria-checked", "true");
    await expect(quote.column("단가")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), quote.pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`견적서_${no}.pdf`);
    const bytes = await readFile((await download.path()) ?? "");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(hiddenBytes.length);

    // Printing shows the sheet alone: no shop header, demo bar, footer or tools.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("complementary", { name: "데모 모드 안내" })).toBeHidden();
    await expect(quote.priceSwitch).toBeHidden();
    await expect(quote.sheet).toBeVisible();
    await quote.screenshot(`${testInfo.project.name}-quote-print`);
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("a shopper with nothing in the cart is told what to do", async ({ page }) => {
    await page.goto("/cart/invoice");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("견적서를 만들 상품을 선택해 주세요.");
    await expect(page.getByRole("main").getByRole("link", { name: "장바구니로 가기" })).toHaveAttribute(
      "href",
      "/cart",
    );
  });
});
