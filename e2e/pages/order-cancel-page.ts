import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { TestMember } from "./account-page";
import { answerOf, formOf, signedHeaders } from "./guest-order-page";
import { waitForHydration } from "./hydration";
import type { ListedItem } from "./item-page";

// A member's order (paid by card, or by virtual account) placed through the API as the checkout pages place it
// (login, cart, payment-step, save, buy, the sandbox payment window, returnUrl), and my page's order with its cancel
// form (주문 취소) and 취소/반품/교환 내역.

/** A member's order made for a test. */
export interface MemberOrder {
  orderId: number;
  orderCode: string;
  /** What was paid (결제금액). */
  total: number;
}

interface BuyAnswer {
  orderId: number;
  orderCode: string;
  payment: Record<string, unknown> & { returnUrl: string };
}

/**
 * Places a member's order of each item's first option, one of each, through the NICEPAY sandbox's window: paid by
 * card, or a virtual account awaiting its deposit (`vbank`).
 */
export async function placeMemberOrder(
  request: APIRequestContext,
  member: TestMember,
  items: readonly ListedItem[],
  method: "card" | "vbank" = "card",
): Promise<MemberOrder> {
  const loginBody = JSON.stringify({ loginId: member.loginId, password: member.password });
  const { token } = await answerOf<{ token: string }>(
    await request.post("/api/auth/token", {
      headers: { ...signedHeaders(loginBody), "x-forwarded-for": member.address },
      data: loginBody,
    }),
    "login",
  );
  const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": member.address };

  const cartIds: number[] = [];
  for (const item of items) {
    const detail = await answerOf<{ options: { optionId: number }[] }>(
      await request.get(`/api/item/${encodeURIComponent(item.itemUserCode)}`),
      `item ${item.itemUserCode}`,
    );
    const optionId = detail.options[0]?.optionId;
    if (!optionId) throw new Error(`${item.itemUserCode} has no option to order`);
    const added = await answerOf<{ cartIds: number[] }>(
      await request.post("/api/cart/add", {
        headers,
        data: { arrayRequiredItems: [{ itemId: item.itemId, optionId, quantity: 1 }] },
      }),
      `cart add ${item.itemUserCode}`,
    );
    cartIds.push(...added.cartIds);
  }

  const step = await answerOf<{ groupCode: string }>(
    await request.post("/api/order/payment-step", { headers, data: { cartIds } }),
    "payment-step",
  );
  const form = {
    cartIds,
    orderer: { name: member.userName, phone: member.phoneNumber, email: member.email },
    receiver: {
      name: member.userName,
      phone: member.phoneNumber,
      postcode: "06236",
      address: "서울특별시 강남구 테헤란로 152",
      addressDetail: "12층",
    },
    paymentMethod: method,
    groupCode: step.groupCode,
  };
  const saved = await answerOf<{ orderPrice: { orderPayAmount: number } }>(
    await request.post("/api/order/save", { headers, data: form }),
    "save",
  );
  const total = saved.orderPrice.orderPayAmount;
  const bought = await answerOf<BuyAnswer>(
    await request.post("/api/order/buy", { headers, data: { ...form, clientTotal: total } }),
    "buy",
  );

  // The sandbox window: opened with requestPay's options, a card or bank picked, its post back to returnUrl.
  const origin = process.env.E2E_BASE_URL ?? "";
  const windowRequest = Object.fromEntries(
    Object.entries({ ...bought.payment, returnUrl: new URL(String(bought.payment.returnUrl), origin).href })
      .filter(([key, value]) => value !== null && key !== "jsUrl" && key !== "useEscrow")
      .map(([key, value]) => [key, String(value)]),
  );
  const opened = await request.post("/api/dev/pg/v1/window", { form: windowRequest });
  expect(opened.status(), await opened.text()).toBe(200);
  const windowForm = formOf(await opened.text());
  const answered = await request.post(windowForm.action, {
    form: {
      ...windowForm.fields,
      ...(method === "card" ? { cardCode: "12" } : { bankCode: "011" }),
      choice: "approve",
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const back = formOf(await answered.text(), "return");
  const paid = await request.post(back.action, { form: back.fields, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(`/order/invoice/${bought.orderCode}`);

  return { orderId: bought.orderId, orderCode: bought.orderCode, total };
}

/** My page's order (/mypage/order/:sequence/:code): its lines, 주문 취소 and its modal, 취소/반품/교환 내역. */
export class MyOrderDetailPage {
  readonly main: Locator;
  /** The cancel modal (with script). */
  readonly dialog: Locator;
  /** The cancel form: in the modal with script, a section of the page without. */
  readonly cancelForm: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.dialog = page.getByRole("dialog", { name: "주문 취소" });
    this.cancelForm = page.getByRole("form", { name: "주문 취소" });
    this.alertDialog = page.getByRole("alertdialog");
  }

  async goto(order: MemberOrder, { hydrated = true } = {}) {
    await this.page.goto(orderPath(order));
    await expect(this.main.getByRole("heading", { name: "주문 상세", level: 1 })).toBeVisible();
    if (hydrated) await waitForHydration(this.page);
  }

  /** The order's status beside its number (결제완료, 주문취소 …). */
  orderStatus(): Locator {
    return this.main.getByText(/^주문번호/).locator("xpath=..");
  }

  /** A line of 주문상품 by its item's name. */
  line(itemName: string): Locator {
    return this.main
      .getByRole("region", { name: "주문상품" })
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: itemName, exact: true }) });
  }

  /** 주문 취소: the modal with script, the form on the page without. */
  async openCancel() {
    await this.main.getByRole("link", { name: "주문 취소", exact: true }).click();
    await expect(this.cancelForm).toBeVisible();
  }

  /** A line's checkbox in the cancel form. */
  cancelCheckbox(itemName: string): Locator {
    return this.cancelForm.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(itemName)}`) });
  }

  /** 취소하기 (in the modal's footer with script, at the form's end without). */
  async confirmCancel() {
    await this.page.getByRole("button", { name: "취소하기", exact: true }).click();
  }

  refund(): Locator {
    return this.cancelForm.getByRole("region", { name: "환불 정보" });
  }

  refundRow(label: string): Locator {
    return this.refund()
      .locator("dl > div")
      .filter({ has: this.page.locator("dt", { hasText: label }) });
  }

  /** Waits until the refund is not being recomputed. */
  async refundSettled() {
    await expect(this.refund()).not.toHaveAttribute("aria-busy", "true");
  }

  history(): Locator {
    return this.main.getByRole("region", { name: "취소/반품/교환 내역" });
  }
}

/** /mypage/order/:sequence/:code */
export function orderPath(order: MemberOrder): string {
  return `/mypage/order/${order.orderId}/${order.orderCode}`;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
