import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { joinViaApi, type TestMember } from "./account-page";
import { waitForHydration } from "./hydration";

/** A company buyer's valid business registration number (the checksum of SPEC §5 holds). */
export const COMPANY_BUSINESS_NUMBER = "1248100998";

/** Joins a company buyer (userType BUSINESS with a business number and company) through the API. */
export function joinCompanyBuyerViaApi(request: APIRequestContext, member: TestMember, companyName: string) {
  return joinViaApi(request, member, { businessNumber: COMPANY_BUSINESS_NUMBER, companyName });
}

/** The sellers' business numbers (3-2-5) as the API gives them, for what the quote must show. */
export async function sellerBusinessNumbers(request: APIRequestContext, sellerIds: readonly number[]) {
  const response = await request.get(`/api/seller/business-numbers?sellerIds=${sellerIds.join("|")}`);
  expect(response.status()).toBe(200);
  const { list } = (await response.json()) as { list: { sellerId: number; businessNumber: string }[] };
  return list.map((seller) => seller.businessNumber);
}

/** /cart/invoice: the quote (견적서) with its tools (가격 표시, 인쇄, PDF 다운로드). */
export class QuotePage {
  readonly main: Locator;
  readonly sheet: Locator;
  readonly number: Locator;
  readonly priceSwitch: Locator;
  readonly pdfLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.sheet = this.main.getByRole("article", { name: "견적서" });
    this.number = this.main.getByTestId("quote-number");
    this.priceSwitch = this.main.getByRole("switch", { name: "가격 표시" });
    this.pdfLink = this.main.getByRole("link", { name: "PDF 다운로드" });
  }

  /** Opens the quote from the cart's 견적서 button. */
  async openFromCart() {
    await this.page.getByRole("main").getByRole("link", { name: "견적서", exact: true }).click();
    await expect(this.page).toHaveURL(/\/cart\/invoice\?cartIds=\d+(,\d+)*$/);
    await expect(this.sheet).toBeVisible();
    await waitForHydration(this.page);
  }

  /** A column header of the lines table. */
  column(name: string): Locator {
    return this.sheet.getByRole("columnheader", { name, exact: true });
  }

  async screenshot(name: string) {
    const dir = process.env.E2E_SHOTS_DIR;
    if (dir) await this.page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
}
