import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { CartTestItem } from "./cart-page";
import { waitForHydration } from "./hydration";
import { listItems } from "./item-page";

// Checkout (/order/step1, /order/step2), the NICEPAY sandbox's window, the order-complete page and my page's orders.

/**
 * The demo mode's NICEPAY sandbox merchant (public demo values, apps/api/src/config.ts SANDBOX_NICEPAY_KEYS): its
 * lookup by order id finds a virtual account's tid for the deposit dev route.
 */
const SANDBOX_CLIENT_KEY = "demo-nicepay-sandbox-client";
const SANDBOX_SECRET_KEY = "demo-nicepay-sandbox-secret-0123456789";

export const won = (value: number) => `${value.toLocaleString("ko-KR")}원`;

/** What the welcome gift gives a new member (modules/coupon, modules/point): a 3,000원 coupon from 30,000원, points. */
export const WELCOME_COUPON = "회원가입 축하 3,000원 할인 쿠폰";
export const WELCOME_POINTS = 2_000;

/** Two in-stock items of different sellers, the first dear enough for the welcome coupon (30,000원 or more). */
export async function pickOrderItems(request: APIRequestContext) {
  const inStock = ((await listItems(request)) as CartTestItem[]).filter((item) => !item.soldOut);
  const dear = inStock.find((item) => item.presentPrice >= 30_000);
  const other = inStock.find((item) => item.sellerId !== dear?.sellerId && item.deliveryType !== dear?.deliveryType);
  if (!dear || !other) throw new Error("the demo catalog lacks an item of 30,000원 or more and one of another seller");
  return { dear, other };
}

/** /order/step1: the order form. */
export class CheckoutPage {
  readonly main: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.summary = this.main.getByRole("region", { name: "결제 예정 금액" });
  }

  /** From the cart: 주문하기 with every line selected. */
  async openFromCart() {
    await this.page.goto("/cart");
    await waitForHydration(this.page);
    await this.page
      .getByRole("main")
      .getByRole("link", { name: /개 상품 주문하기$/ })
      .first()
      .click();
    await expect(this.main.getByRole("heading", { name: "주문서 작성", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  row(label: string): Locator {
    return this.summary.locator("dl > div").filter({ has: this.page.locator("dt", { hasText: label }) });
  }

  /** Waits until the summary is not being recomputed. */
  async settled() {
    await expect(this.summary).not.toHaveAttribute("aria-busy", "true");
  }

  /** The address by the postcode search (a new member has no address book). */
  async pickAddress(keyword: string, detail: string) {
    await this.main.getByRole("button", { name: "우편번호 찾기" }).click();
    const dialog = this.page.getByRole("dialog", { name: "우편번호 찾기" });
    await dialog.getByRole("searchbox", { name: "주소 검색어" }).fill(keyword);
    await dialog.getByRole("button", { name: "검색", exact: true }).click();
    await dialog.getByRole("listitem").first().getByRole("button").click();
    await expect(dialog).toBeHidden();
    await this.main.getByRole("textbox", { name: "상세주소" }).fill(detail);
    await this.settled();
  }

  /** The item coupon select of a line (labelled by the item's name). */
  couponOf(itemName: string): Locator {
    return this.main.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(itemName)}`) });
  }

  async useCoupon(itemName: string, couponName: string) {
    const select = this.couponOf(itemName);
    const option = select.getByRole("option", { name: new RegExp(`^${escapeRegExp(couponName)}`) });
    await select.selectOption({ label: (await option.textContent()) ?? couponName });
    await this.settled();
  }

  async useAllPoints() {
    await this.main.getByRole("button", { name: "전액사용" }).click();
    await this.settled();
  }

  async payBy(method: "신용카드" | "가상계좌" | "계좌이체") {
    await this.main.getByRole("radio", { name: method }).check({ force: true });
  }

  async agreeAndConfirm() {
    await this.main.getByRole("checkbox", { name: /구매조건 확인 및 결제진행에 동의/ }).check();
    await this.main.getByRole("button", { name: /주문 확인하기$/ }).click();
    await expect(this.main.getByRole("heading", { name: "주문 확인", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }
}

/** /order/step2 → the sandbox's payment window → the order-complete page. */
export class PaymentFlow {
  constructor(readonly page: Page) {}

  /** 결제하기 on the confirm page, then 결제하기 in the sandbox's window (its issuer picked as it comes). */
  async payInSandbox() {
    await this.page
      .getByRole("main")
      .getByRole("button", { name: /결제하기$/ })
      .click();
    await expect(this.page.getByRole("note")).toHaveText("테스트 결제창 · 실제 결제되지 않습니다");
    await this.page.getByRole("button", { name: "결제하기", exact: true }).click();
    await this.page.waitForURL(/\/order\/invoice\/\d+$/);
    await expect(this.page.getByRole("heading", { name: "주문이 완료되었습니다", level: 1 })).toBeVisible();
  }

  /** The order code of the order-complete page's address. */
  orderCode(): string {
    const code = /\/order\/invoice\/(\d+)$/.exec(new URL(this.page.url()).pathname)?.[1];
    if (!code) throw new Error(`not an order-complete page: ${this.page.url()}`);
    return code;
  }
}

/** The shopper pays the virtual account in (the sandbox's dev route), found by the order's code. */
export async function depositVirtualAccount(request: APIRequestContext, orderCode: string) {
  const basic = Buffer.from(`${SANDBOX_CLIENT_KEY}:${SANDBOX_SECRET_KEY}`).toString("base64");
  const found = await request.get(`/api/dev/pg/v1/payments/find/${orderCode}`, {
    headers: { authorization: `Basic ${basic}` },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { tid, status } = (await found.json()) as { tid: string; status: string };
  expect(status).toBe("ready");
  const deposited = await request.post(`/api/dev/pg/vbank/${tid}/deposit`);
  expect(deposited.status(), await deposited.text()).toBe(200);
}

/** /mypage/order and its detail. */
export class MyOrdersPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
  }

  async goto() {
    await this.page.goto("/mypage/order");
    await expect(this.main.getByRole("heading", { name: "주문/배송 조회", level: 1 })).toBeVisible();
  }

  /** An order's card in the list, by its order number. */
  order(orderCode: string): Locator {
    return this.main.getByRole("listitem").filter({ hasText: `주문번호 ${orderCode}` });
  }

  tab(label: string): Locator {
    return this.main
      .getByRole("navigation", { name: "주문 상태" })
      .getByRole("link", { name: new RegExp(`^${label}`) });
  }
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
