import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// An order's documents (docs/decisions/032): the order page's 증빙 서류 with the tax bill modal, the transaction
// statement (/mypage/order/invoice) and the company buyer's ledger (/mypage/sales-ledger) with its .xlsx.

/** The member's order page's 증빙 서류 and its tax bill modal. */
export class OrderDocumentsPanel {
  readonly section: Locator;
  readonly taxBillDialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole("region", { name: "증빙 서류" });
    this.taxBillDialog = page.getByRole("dialog", { name: "세금계산서" });
  }

  taxBillLink(): Locator {
    return this.section.getByRole("link", { name: /^세금계산서/ });
  }

  statementLink(): Locator {
    return this.section.getByRole("link", { name: "거래명세서", exact: true });
  }

  /** The modal's bills, each an 전자세금계산서 or 전자계산서. */
  bills(): Locator {
    return this.taxBillDialog.getByTestId("tax-bill");
  }

  /** A sum of the modal under its label (공급가액 합계, 세액 합계, 총 합계). */
  summary(label: string): Locator {
    return this.taxBillDialog.locator("dl > div").filter({ has: this.page.getByText(label, { exact: true }) });
  }
}

/** /mypage/order/invoice?orderCode=…: the statement with 인쇄 and PDF 다운로드. */
export class StatementPage {
  readonly main: Locator;
  readonly sheet: Locator;
  readonly pdfLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.sheet = this.main.getByRole("article", { name: "거래명세서" });
    this.pdfLink = this.main.getByRole("link", { name: "PDF 다운로드" });
  }

  async expectShown(orderCode: string) {
    await expect(this.main.getByRole("heading", { name: "거래명세서", level: 1 })).toBeVisible();
    await expect(this.sheet.getByTestId("statement-order-code")).toHaveText(orderCode);
    await waitForHydration(this.page);
  }
}

/** /mypage/sales-ledger: the period, the totals, the rows and 엑셀 다운로드. */
export class SalesLedgerPage {
  readonly main: Locator;
  readonly xlsxLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.xlsxLink = this.main.getByRole("link", { name: "엑셀 다운로드" });
  }

  async goto() {
    await this.page.goto("/mypage/sales-ledger");
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.main.getByRole("heading", { name: "거래 원장", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  /** The ledger's rows of an order. */
  rowsOf(orderCode: string): Locator {
    return this.main.getByRole("row").filter({ hasText: orderCode });
  }
}
