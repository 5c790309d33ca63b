import { createHmac } from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from "@playwright/test";
import { latestAuthNumber } from "./account-page";
import { DemoInboxPage } from "./demo-inbox-page";
import { waitForHydration } from "./hydration";
import { listItems } from "./item-page";
import { CheckoutPage } from "./order-page";

// A non-member's order placed through the API as the checkout pages place it (guest token, cart, payment-step, save,
// the SMS proof, buy with the order password, the sandbox payment window, returnUrl), and the page that finds it
// again (SPEC §2 /order/no-member).

/** The demo secret the shop signs token calls with when .env sets none (apps/api/src/config.ts DEMO_SECRETS). */
const DEMO_AUTH_CLIENT_SECRET = "demo-auth-client-secret-0123456789";

/** A guest order made for a test; phone and address are new per order so no throttle of another test counts. */
export interface GuestOrder {
  orderCode: string;
  password: string;
  /** What was paid (결제금액). */
  total: number;
  itemName: string;
  receiver: { name: string; phone: string; postcode: string; address: string; addressDetail: string };
  /** The X-Forwarded-For the order was placed from. */
  address: string;
}

const randomOctet = () => 1 + Math.floor(Math.random() * 254);
/** A shopper's own X-Forwarded-For, so no throttle of another test (SMS sends, lookups) counts against them. */
export const randomAddress = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
export const randomPhone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** POST with the X-Timestamp / X-Signature of a token call (docs/api/auth-signing.md). */
export function signedHeaders(rawBody: string): Record<string, string> {
  const secret = process.env.AUTH_CLIENT_SECRET || DEMO_AUTH_CLIENT_SECRET;
  const timestamp = String(Date.now());
  const signature = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  return { "content-type": "application/json", "x-timestamp": timestamp, "x-signature": signature };
}

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The action and hidden fields of a sandbox window page's form (the one with `id`, else the first). */
export function formOf(html: string, id?: string): { action: string; fields: Record<string, string> } {
  const start = id ? html.indexOf(`id="${id}"`) : html.indexOf("<form");
  if (start < 0) throw new Error(`no form${id ? ` #${id}` : ""} in the window page: ${html.slice(0, 500)}`);
  const formHtml = html.slice(html.lastIndexOf("<form", start), html.indexOf("</form>", start));
  const action = unescapeHtml(/<form[^>]*action="([^"]*)"/.exec(formHtml)?.[1] ?? "");
  const fields = Object.fromEntries(
    [...formHtml.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((match) => [
      unescapeHtml(match[1] ?? ""),
      unescapeHtml(match[2] ?? ""),
    ]),
  );
  return { action, fields };
}

/** The 200 answer of one step, read as `T`; anything else fails with the step's name and the API's answer. */
export async function answerOf<T>(response: APIResponse, step: string): Promise<T> {
  expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** What buy answers (packages/contracts/src/order.ts buyResponseSchema), as far as the window needs it. */
interface BuyAnswer {
  orderCode: string;
  payment: Record<string, unknown> & { returnUrl: string };
}

/**
 * Places and pays a non-member order of one in-stock item, as /order/step1 and the payment window do it: card
 * (paid) or vbank (awaiting the deposit, with a virtual account).
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  { password = "4821", method = "card" }: { password?: string; method?: "card" | "vbank" } = {},
): Promise<GuestOrder> {
  const address = randomAddress();
  const phone = randomPhone();

  const tokenBody = "{}";
  const { token } = await answerOf<{ token: string }>(
    await request.post("/api/auth/guest-token", {
      headers: { ...signedHeaders(tokenBody), "x-forwarded-for": address },
      data: tokenBody,
    }),
    "guest-token",
  );
  const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": address };

  // The first listed item whose first option the cart takes (in stock).
  let added: { cartIds: number[]; itemName: string } | null = null;
  for (const item of (await listItems(request)).filter((candidate) => !candidate.soldOut)) {
    const detail = await request.get(`/api/item/${encodeURIComponent(item.itemUserCode)}`);
    const { options } = (await detail.json()) as { options: { optionId: number }[] };
    const optionId = options[0]?.optionId;
    if (!optionId) continue;
    const response = await request.post("/api/cart/add", {
      headers,
      data: { arrayRequiredItems: [{ itemId: item.itemId, optionId, quantity: 1 }] },
    });
    if (response.ok()) {
      added = { cartIds: ((await response.json()) as { cartIds: number[] }).cartIds, itemName: item.itemName };
      break;
    }
  }
  if (!added) throw new Error("the demo catalog has no item the cart takes");

  const step = await answerOf<{ groupCode: string }>(
    await request.post("/api/order/payment-step", { headers, data: { cartIds: added.cartIds } }),
    "payment-step",
  );
  const receiver = {
    name: "김비회",
    phone,
    postcode: "06236",
    address: "서울특별시 강남구 테헤란로 152",
    addressDetail: "12층",
  };
  const form = {
    cartIds: added.cartIds,
    orderer: { name: receiver.name, phone, email: "guest@example.com" },
    receiver,
    paymentMethod: method,
    groupCode: step.groupCode,
  };
  const saved = await answerOf<{ orderPrice: { orderPayAmount: number } }>(
    await request.post("/api/order/save", { headers, data: form }),
    "save",
  );
  const total = saved.orderPrice.orderPayAmount;

  // The orderer's phone, proved by SMS (purpose ORDER).
  const verify = { phoneNumber: phone, purpose: "ORDER" };
  await answerOf(await request.post("/api/auth/send-auth-number", { headers, data: verify }), "send-auth-number");
  const authNumber = await latestAuthNumber(request, phone);
  const { verificationToken } = await answerOf<{ verificationToken: string }>(
    await request.post("/api/auth/check-auth-number", { headers, data: { ...verify, authNumber } }),
    "check-auth-number",
  );

  const bought = await answerOf<BuyAnswer>(
    await request.post("/api/order/buy", {
      headers,
      data: { ...form, clientTotal: total, guest: { password, phoneVerificationToken: verificationToken } },
    }),
    "buy",
  );
  const { orderCode } = bought;

  // The sandbox window: opened with requestPay's options, 결제하기 pressed, its post to returnUrl (/api/order/pay).
  const origin = process.env.E2E_BASE_URL ?? "";
  const windowRequest = Object.fromEntries(
    Object.entries({ ...bought.payment, returnUrl: new URL(String(bought.payment.returnUrl), origin).href })
      .filter(([key, value]) => value !== null && key !== "jsUrl" && key !== "useEscrow")
      .map(([key, value]) => [key, String(value)]),
  );
  const opened = await request.post("/api/dev/pg/v1/window", { form: windowRequest });
  expect(opened.status(), await opened.text()).toBe(200);
  const windowForm = formOf(await opened.text());
  const picked: Record<string, string> = method === "card" ? { cardCode: "12" } : { bankCode: "011" };
  const answered = await request.post(windowForm.action, {
    form: { ...windowForm.fields, ...picked, choice: "approve" },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const back = formOf(await answered.text(), "return");
  const paid = await request.post(back.action, { form: back.fields, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(`/order/invoice/${orderCode}`);

  return { orderCode, password, total, itemName: added.itemName, receiver, address };
}

/** A wrong try at the lookup through the API, as a script would guess (for the throttle), from `address` or anywhere. */
export async function guessGuestOrder(
  request: APIRequestContext,
  orderCode: string,
  password: string,
  address = randomAddress(),
) {
  return request.post("/api/order/no-member", {
    headers: { "x-forwarded-for": address },
    data: { orderCode, password },
  });
}

/** The 비회원 주문조회 page (/order/no-member): the form, the refusal under it, and the order it finds. */
export class GuestOrderLookupPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { name: "비회원 주문조회", level: 1 });
    this.refusal = this.main.getByRole("alert");
  }

  async goto({ hydrated = true }: { hydrated?: boolean } = {}) {
    await this.page.goto("/order/no-member");
    await expect(this.heading).toBeVisible();
    if (hydrated) await waitForHydration(this.page);
  }

  async lookUp(orderCode: string, password: string) {
    await this.main.getByLabel("주문번호").fill(orderCode);
    await this.main.getByLabel("주문 비밀번호").fill(password);
    await this.main.getByRole("button", { name: "주문 조회하기" }).click();
  }

  /** The order's status beside its number (결제완료, 주문취소 …). */
  orderStatus(): Locator {
    return this.main
      .locator("dl > div")
      .filter({ has: this.page.locator("dt", { hasText: "주문상태" }) })
      .locator("dd");
  }

  /** The cancel modal (with script) and its form (a section of the page without). */
  get cancelDialog(): Locator {
    return this.page.getByRole("dialog", { name: "주문 취소" });
  }

  get cancelForm(): Locator {
    return this.page.getByRole("form", { name: "주문 취소" });
  }

  get alertDialog(): Locator {
    return this.page.getByRole("alertdialog");
  }

  /** 주문 취소 of an order not yet shipped: the same modal as my page's. */
  async openCancel() {
    await this.main.getByRole("link", { name: "주문 취소", exact: true }).click();
    await expect(this.cancelForm).toBeVisible();
  }

  /** A row of the cancel form's 환불 정보 by its label. */
  refundRow(label: string): Locator {
    return this.cancelForm
      .getByRole("region", { name: "환불 정보" })
      .locator("dl > div")
      .filter({ has: this.page.locator("dt", { hasText: label }) });
  }

  /** A block of the order found: 주문상품, 배송지, 결제정보, 결제 금액 …. */
  section(name: string): Locator {
    return this.main.getByRole("region", { name, exact: true });
  }

  /** The value of a money row ("총 상품금액", "결제금액"). */
  amount(label: string): Locator {
    return this.section("결제 금액")
      .locator("dl > div")
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator("dd");
  }
}

/**
 * A guest's checkout in the browser: 주문하기 gives the choice (회원 주문 / 비회원 주문), 비회원으로 주문하기 opens the
 * non-member's order form (/order/step1?guest=1), whose phone is verified with the code read in the demo inbox.
 * The rest of the form (address, payment method, agreement) is CheckoutPage's.
 */
export class GuestCheckoutPage extends CheckoutPage {
  readonly choice: Locator;

  constructor(page: Page) {
    super(page);
    this.choice = this.main.getByRole("heading", { name: "주문 방법 선택", level: 1 });
  }

  /** From the cart: 주문하기 with every line selected, which asks how to order. */
  async openChoiceFromCart() {
    await this.page.goto("/cart");
    await waitForHydration(this.page);
    await this.main
      .getByRole("link", { name: /개 상품 주문하기$/ })
      .first()
      .click();
    await expect(this.choice).toBeVisible();
  }

  /** 비회원으로 주문하기 on the choice. */
  async orderAsGuest() {
    await this.main.getByRole("link", { name: "비회원으로 주문하기" }).click();
    await expect(this.main.getByRole("heading", { name: "비회원 주문서 작성", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  /** The orderer's phone input (the receiver's is 받는 분 휴대폰번호). */
  get ordererPhone(): Locator {
    return this.main.getByRole("textbox", { name: "휴대폰번호", exact: true });
  }

  /** 인증번호 받기, the code read in the demo inbox (another tab, as a newcomer would), 확인. */
  async verifyPhone(phoneNumber: string) {
    await this.ordererPhone.fill(phoneNumber);
    await this.main.getByRole("button", { name: "인증번호 받기" }).click();
    await expect(this.main.getByText("인증번호가 발송되었습니다. 5분 이내에 입력해 주세요.")).toBeVisible();
    const inboxTab = await this.page.context().newPage();
    const inbox = new DemoInboxPage(inboxTab);
    await inbox.goto(phoneNumber);
    const code = await inbox.latestCode(phoneNumber);
    await inboxTab.close();
    await this.main.getByRole("textbox", { name: "인증번호" }).fill(code);
    await this.main.getByRole("button", { name: "확인", exact: true }).click();
    await expect(this.main.getByText("휴대폰 인증이 완료되었습니다.")).toBeVisible();
  }

  async setOrderPassword(password: string, confirmation = password) {
    // Password inputs have no textbox role: found by their labels (the required mark after them is not read).
    await this.main.getByLabel(/^주문 비밀번호\s*\*?$/).fill(password);
    await this.main.getByLabel(/^주문 비밀번호 확인/).fill(confirmation);
  }

  async fillReceiver(name: string, phoneNumber: string) {
    await this.main.getByRole("textbox", { name: "받는 분", exact: true }).fill(name);
    await this.main.getByRole("textbox", { name: "받는 분 휴대폰번호" }).fill(phoneNumber);
  }

  async agreeToPrivacy() {
    await this.main.getByRole("checkbox", { name: /비회원 주문을 위한 개인정보 수집·이용에 동의합니다/ }).check();
  }
}
