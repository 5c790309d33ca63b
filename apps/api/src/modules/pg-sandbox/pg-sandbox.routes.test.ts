import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNicepayGateway, NICEPAY_WEBHOOK_PATH } from "../../providers/nicepay/nicepay-gateway.js";
import {
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayTimeoutError,
  type PaymentMethod,
} from "../../providers/payment-gateway.provider.js";
import { formOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The NICEPAY adapter against the shop's own sandbox, over a real listening socket: the window's pages through HTTP,
// the API through the adapter the shop uses (app.providers.payment), webhooks to a receiver of the test's own.

/** A webhook receiver: records each body, answers from `answers` (then `OK`). */
interface Receiver {
  url: string;
  bodies: string[];
  answers: string[];
  server: Server;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", bodies: [], answers: [], server: createServer() };
  receiver.server.on("request", (request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      receiver.bodies.push(body);
      response.writeHead(200, { "content-type": "text/plain" }).end(receiver.answers.shift() ?? "OK");
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/webhook`;
  return receiver;
}

let t: TestApp;
let receiver: Receiver;
let origin: string;
let gateway: PaymentGateway;
let clientId: string;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ env: { NICEPAY_WEBHOOK_URL: receiver.url } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  gateway = t.app.providers.payment;
  clientId = gateway.clientId;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

const newOrderId = () => `ORD-${randomBytes(6).toString("hex")}`;

function postForm(path: string, fields: Record<string, string> | Array<[string, string]>) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

interface WindowOptions {
  method?: PaymentMethod;
  amount?: number | string;
  orderId?: string;
  choice?: "approve" | "decline" | "cancel";
  extra?: Record<string, string>;
}

/** requestPay's options, as the window script posts them. */
function windowRequest({ method = "card", amount = 12_300, orderId = newOrderId(), extra = {} }: WindowOptions = {}) {
  return {
    clientId,
    method,
    orderId,
    amount: String(amount),
    goodsName: "한우 등심 1++ 500g",
    returnUrl: `${origin}/order/nicepay/return`,
    mallReserved: '{"cart":7}'.replaceAll('"', "'"),
    buyerName: "김농협",
    ...(method === "vbank" ? { vbankHolder: "농협 축산물 도매몰", vbankValidHours: "48" } : {}),
    ...extra,
  };
}

/** Opens the window, presses a button, and reads what the window posts to returnUrl. */
async function throughWindow(options: WindowOptions = {}) {
  const request = windowRequest(options);
  const opened = await postForm("/api/dev/pg/v1/window", request);
  expect(opened.status).toBe(200);
  const windowForm = formOf(await opened.text());
  const cardLike = request.method === "card" || request.method === "naverpayCard";
  const picked: Array<[string, string]> = [cardLike ? ["cardCode", "12"] : ["bankCode", "011"]];
  const answered = await postForm(windowForm.action, [
    ...windowForm.fields,
    ...picked,
    ["choice", options.choice ?? "approve"],
  ]);
  expect(answered.status).toBe(200);
  const html = await answered.text();
  return { request, html, response: answered, post: formOf(html, "return") };
}

/** An approved payment of `method`, through the window and the adapter. */
async function paid(options: WindowOptions = {}) {
  const { post, request } = await throughWindow(options);
  const result = gateway.parseWindowResult(post.values);
  if (!result?.tid) throw new Error("no tid");
  return { payment: await gateway.approve(result.tid, result.amount), request, tid: result.tid };
}

/** The webhooks the sandbox sent about a tid, newest first (GET /api/dev/pg/webhooks). */
async function webhooksOf(tid: string) {
  const res = await fetch(`${origin}/api/dev/pg/webhooks?tid=${tid}`);
  return ((await res.json()) as { list: Array<{ status: string; attempts: number; body: unknown }> }).list;
}

const signatureOf = (tid: string, amount: number, ediDate: string) =>
  createHash("sha256").update(`${tid}${amount}${ediDate}${t.app.config.NICEPAY_SECRET_KEY}`).digest("hex");

describe("the window script (stand-in for pay.nicepay.co.kr/v1/js/)", () => {
  async function loadScript() {
    const res = await fetch(`${origin}/api/dev/pg/v1/js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const submitted: Array<{ action: string; method: string; fields: Array<[string, string]> }> = [];
    const errors: unknown[] = [];
    const document = {
      currentScript: { src: `${origin}/api/dev/pg/v1/js` },
      body: { appendChild: () => {} },
      createElement: (tag: string) => {
        const element = {
          tag,
          action: "",
          method: "",
          name: "",
          value: "",
          style: {},
          children: [] as Array<{ name: string; value: string }>,
          appendChild(child: { name: string; value: string }) {
            element.children.push(child);
          },
          submit() {
            submitted.push({
              action: element.action,
              method: element.method,
              fields: element.children.map((child) => [child.name, child.value]),
            });
          },
        };
        return element;
      },
    };
    const window: {
      location: { href: string };
      alert: (text: string) => void;
      AUTHNICE?: { requestPay(options: object): void };
    } = {
      location: { href: `${origin}/order/checkout` },
      alert: (text) => errors.push(text),
    };
    vm.runInNewContext(await res.text(), { window, document, URL });
    return { AUTHNICE: window.AUTHNICE!, submitted, errors };
  }

  it("AUTHNICE.requestPay opens the window with a top-level form post the window accepts", async () => {
    const { AUTHNICE, submitted } = await loadScript();
    AUTHNICE.requestPay({ ...windowRequest(), amount: 12_300, fnError: () => {} });
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form).toMatchObject({ action: `${origin}/api/dev/pg/v1/window`, method: "post" });
    expect(Object.fromEntries(form!.fields)).toMatchObject({ clientId, method: "card", amount: "12300" });
    const opened = await postForm("/api/dev/pg/v1/window", form!.fields);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("12,300원");
  });

  it("a missing option goes to fnError, as NICEPAY's script does, and opens nothing", async () => {
    const { AUTHNICE, submitted } = await loadScript();
    const failures: Array<{ resultCode: string; msg: string }> = [];
    AUTHNICE.requestPay({
      ...windowRequest({ method: "vbank" }),
      vbankHolder: "",
      fnError: (r: never) => failures.push(r),
    });
    expect(submitted).toEqual([]);
    expect(failures).toEqual([
      expect.objectContaining({ resultCode: "P007", msg: "필수 파라미터 vbankHolder가 없습니다." }),
    ]);
  });
});

describe("the payment window", () => {
  it("shows the shop, the goods, the amount and the method, labelled as a test, and offers the three buttons", async () => {
    const res = await postForm("/api/dev/pg/v1/window", windowRequest());
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    for (const text of [
      "테스트 결제창 · 실제 결제되지 않습니다",
      '<meta name="viewport" content="width=device-width,initial-scale=1">',
      "농협 축산물 도매몰",
      "한우 등심 1++ 500g",
      "12,300원",
      "신용카드",
      ">결제하기</button>",
      ">인증 실패</button>",
      ">취소</button>",
      "카드사",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("asks a virtual account's shopper to pick a bank", async () => {
    const html = await (await postForm("/api/dev/pg/v1/window", windowRequest({ method: "vbank" }))).text();
    expect(html).toContain("가상계좌");
    expect(html).toContain('<select id="bankCode" name="bankCode" required><option value="011">농협은행</option>');
    expect(html).toContain("발급 후 48시간");
  });

  it("posts exactly the manual's returnUrl fields, signed, with a nonce'd script the CSP allows and a button", async () => {
    const { post, html, response, request } = await throughWindow();
    expect(post.action).toBe(request.returnUrl);
    expect(post.fields.map(([name]) => name)).toEqual([
      "authResultCode",
      "authResultMsg",
      "tid",
      "clientId",
      "orderId",
      "amount",
      "mallReserved",
      "authToken",
      "signature",
    ]);
    expect(post.values).toMatchObject({
      authResultCode: "0000",
      clientId,
      orderId: request.orderId,
      amount: "12300",
      mallReserved: request.mallReserved,
    });
    const result = gateway.parseWindowResult(post.values)!;
    expect(gateway.verifyWindowResult(result)).toBe(true);
    expect(gateway.verifyWindowResult({ ...result, amount: 100 })).toBe(false);

    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">document.getElementById("return").submit();</script>`);
    expect(html).toContain(">상점으로 돌아가기</button>");
  });

  it.each([
    ["decline", "card", "C002"],
    ["decline", "vbank", "U311"],
    ["cancel", "card", "I002"],
  ] as const)("%s (%s) posts %s without a tid, token or signature", async (choice, method, code) => {
    const { post } = await throughWindow({ choice, method });
    expect(post.values.authResultCode).toBe(code);
    expect(Object.keys(post.values)).toEqual([
      "authResultCode",
      "authResultMsg",
      "clientId",
      "orderId",
      "amount",
      "mallReserved",
    ]);
    expect(gateway.verifyWindowResult(gateway.parseWindowResult(post.values)!)).toBe(false);
  });

  it.each([
    ["an unknown client id", { clientId: "S2_someone-else" }, "V001"],
    ["a zero amount", { amount: "0" }, "P017"],
    ["an amount that is not a number", { amount: "12,300" }, "P010"],
    ["a missing goods name", { goodsName: "" }, "P007"],
    ["an unsupported method", { method: "kakaopay" }, "U110"],
    ["a virtual account without its holder", { method: "vbank", vbankHolder: "" }, "P007"],
  ])("refuses %s with NICEPAY's code and a way back to the shop", async (_name, changes, code) => {
    const res = await postForm("/api/dev/pg/v1/window", { ...windowRequest(), ...changes });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("결제창을 열 수 없습니다");
    expect(formOf(html, "return").values.authResultCode).toBe(code);
  });

  it("refuses an order id that was already paid (결제된 orderId로 재호출 불가), at opening and at the button", async () => {
    const { request } = await paid();
    const again = await postForm("/api/dev/pg/v1/window", request);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("U112");

    // A second window opened before the first was paid cannot authenticate afterwards either.
    const orderId = newOrderId();
    const early = formOf(await (await postForm("/api/dev/pg/v1/window", windowRequest({ orderId }))).text());
    await paid({ orderId });
    const late = await postForm(early.action, [...early.fields, ["cardCode", "12"], ["choice", "approve"]]);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("U112");
  });

  it("posts back only into this shop", async () => {
    const res = await postForm("/api/dev/pg/v1/window", {
      ...windowRequest(),
      returnUrl: "https://elsewhere.example/return",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("U125");
    expect(html).not.toContain("<form");
  });
});

describe("approval", () => {
  it("a card is paid once: a second approval is refused and changes nothing", async () => {
    const { payment, tid } = await paid();
    expect(payment).toMatchObject({ status: "paid", method: "card", amount: 12_300, balanceAmount: 12_300 });
    expect(payment.paidAt).toBeInstanceOf(Date);

    const second = await gateway.approve(tid, 12_300).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(PaymentGatewayError);
    expect(second).toMatchObject({ code: "U114" });
    expect(await gateway.status(tid)).toMatchObject({ status: "paid", paidAt: payment.paidAt, balanceAmount: 12_300 });
  });

  it("an amount other than the authenticated one is refused, and the tid can still be approved rightly", async () => {
    const { post } = await throughWindow({ amount: 45_000 });
    const result = gateway.parseWindowResult(post.values)!;
    const tampered = await gateway.approve(result.tid!, 4_500).catch((error: unknown) => error);
    expect(tampered).toMatchObject({ code: "A123" });
    // Not approved: NICEPAY knows no payment for it yet.
    await expect(gateway.status(result.tid!)).rejects.toMatchObject({ code: "U107" });
    expect(await gateway.approve(result.tid!, 45_000)).toMatchObject({ status: "paid", amount: 45_000 });
  });

  it("an order id is approved once, even from two windows authenticated side by side", async () => {
    const orderId = newOrderId();
    const first = gateway.parseWindowResult((await throughWindow({ orderId })).post.values)!;
    const second = gateway.parseWindowResult((await throughWindow({ orderId })).post.values)!;
    expect(first.tid).not.toBe(second.tid);
    await gateway.approve(first.tid!, first.amount);
    await expect(gateway.approve(second.tid!, second.amount)).rejects.toMatchObject({ code: "U112" });
    expect(await gateway.findByOrderId(orderId)).toMatchObject({ tid: first.tid });
  });

  it("a tid the window never gave is refused", async () => {
    await expect(gateway.approve("SB0101260101000000ABCDEF012345", 1000)).rejects.toMatchObject({ code: "U121" });
  });

  it("bank transfer and Naver Pay are paid at approval", async () => {
    expect((await paid({ method: "bank" })).payment).toMatchObject({ status: "paid", method: "bank" });
    expect((await paid({ method: "naverpayCard" })).payment).toMatchObject({ status: "paid", method: "naverpayCard" });
  });

  it("wrong credentials are NICEPAY's 401 (U304)", async () => {
    const stranger = createNicepayGateway({
      apiBase: `${origin}/api/dev/pg`,
      clientKey: clientId,
      secretKey: "not-the-secret-key-0123456789",
      timeoutMs: 5_000,
    });
    await expect(stranger.findByOrderId("any")).rejects.toMatchObject({ code: "U304", httpStatus: 401 });
    const bare = await fetch(`${origin}/api/dev/pg/v1/payments/find/any`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ resultCode: "U304" });
  });

  it("a body without the amount is NICEPAY's P007", async () => {
    const res = await fetch(`${origin}/api/dev/pg/v1/payments/some-tid`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${t.app.config.NICEPAY_SECRET_KEY}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ resultCode: "P007", resultMsg: "필수 파라미터 amount가 없습니다." });
  });

  it("signs its answers with the secret key: hex(sha256(tid + amount + ediDate + secretKey))", async () => {
    const { tid } = await paid();
    const res = await fetch(`${origin}/api/dev/pg/v1/payments/${tid}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${t.app.config.NICEPAY_SECRET_KEY}`).toString("base64")}`,
      },
    });
    const body = (await res.json()) as { ediDate: string; signature: string; amount: number };
    expect(body).toMatchObject({ resultCode: "0000", tid, status: "paid", payMethod: "card", failedAt: "0" });
    expect(body.ediDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0900$/);
    expect(body.signature).toBe(signatureOf(tid, body.amount, body.ediDate));
  });

  it("an answer that times out throws PaymentGatewayTimeoutError, and the lookup shows the approval", async () => {
    const { post, request } = await throughWindow();
    const result = gateway.parseWindowResult(post.values)!;
    const faults = await fetch(`${origin}/api/dev/pg/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approveDelayMs: 1_500 }),
    });
    expect(await faults.json()).toEqual({ approveDelayMs: 1_500, cancelDelayMs: 0 });
    const impatient = createNicepayGateway({
      apiBase: `${origin}/api/dev/pg`,
      clientKey: clientId,
      secretKey: t.app.config.NICEPAY_SECRET_KEY,
      timeoutMs: 300,
    });
    await expect(impatient.approve(result.tid!, result.amount)).rejects.toBeInstanceOf(PaymentGatewayTimeoutError);
    expect(await gateway.findByOrderId(request.orderId)).toMatchObject({ tid: result.tid, status: "paid" });
  });
});

describe("virtual accounts and webhooks", () => {
  it("approval issues the account (ready); the deposit pays it and a signed webhook reaches the shop", async () => {
    const before = Date.now();
    const { payment, tid } = await paid({ method: "vbank", amount: 88_000 });
    expect(payment).toMatchObject({ status: "ready", method: "vbank", paidAt: null, balanceAmount: 88_000 });
    expect(payment.virtualAccount).toMatchObject({
      bankCode: "011",
      bankName: "농협은행",
      holder: "농협 축산물 도매몰",
    });
    expect(payment.virtualAccount!.accountNumber).toMatch(/^\d{14}$/);
    const hours = (payment.virtualAccount!.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);

    const received = receiver.bodies.length;
    const deposit = await fetch(`${origin}/api/dev/pg/vbank/${tid}/deposit`, { method: "POST" });
    expect(deposit.status).toBe(200);
    expect(await deposit.json()).toMatchObject({ tid, status: "paid" });
    await t.app.services.pgSandbox.whenWebhooksSettled();

    const bodies = receiver.bodies.slice(received);
    expect(bodies).toHaveLength(1);
    const webhook = gateway.parseWebhook(bodies[0])!;
    expect(webhook).toMatchObject({ tid, amount: 88_000, status: "paid" });
    expect(webhook.payment.paidAt).toBeInstanceOf(Date);
    expect(gateway.verifyWebhook(webhook)).toBe(true);
    expect(gateway.verifyWebhook({ ...webhook, amount: 8_800 })).toBe(false);

    expect(await webhooksOf(tid)).toEqual([
      expect.objectContaining({
        tid,
        url: receiver.url,
        status: "delivered",
        attempts: 1,
        lastStatusCode: 200,
        lastAnswer: "OK",
      }),
    ]);

    const again = await fetch(`${origin}/api/dev/pg/vbank/${tid}/deposit`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("a webhook answered other than OK is sent again", async () => {
    const { tid } = await paid({ method: "vbank" });
    receiver.answers.push("FAIL");
    await fetch(`${origin}/api/dev/pg/vbank/${tid}/deposit`, { method: "POST" });
    await t.app.services.pgSandbox.whenWebhooksSettled();
    const [delivery] = await webhooksOf(tid);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2, lastAnswer: "OK" });
  });

  it("an account past its deadline expires, with a webhook", async () => {
    const { tid } = await paid({ method: "vbank" });
    const expired = await fetch(`${origin}/api/dev/pg/vbank/${tid}/expire`, { method: "POST" });
    expect(await expired.json()).toMatchObject({ status: "expired" });
    await t.app.services.pgSandbox.whenWebhooksSettled();
    expect(await gateway.status(tid)).toMatchObject({ status: "expired" });
    const [delivery] = await webhooksOf(tid);
    expect(delivery?.body).toMatchObject({ tid, status: "expired" });
  });

  it("an account waiting for its deposit is cancelled whole, never in part", async () => {
    const { tid, request } = await paid({ method: "vbank", amount: 20_000 });
    await expect(
      gateway.cancel(tid, { orderId: request.orderId, reason: "변심", amount: 5_000 }),
    ).rejects.toMatchObject({
      code: "2030",
    });
    expect(await gateway.cancel(tid, { orderId: request.orderId, reason: "변심" })).toMatchObject({
      status: "cancelled",
      balanceAmount: 0,
    });
  });
});

describe("cancels", () => {
  it("a partial then a full cancel, with balances; over the balance refused; a webhook for each", async () => {
    const { tid, request } = await paid({ amount: 30_000 });
    const received = receiver.bodies.length;
    const partial = await gateway.cancel(tid, { orderId: request.orderId, reason: "부분 반품", amount: 10_000 });
    expect(partial).toMatchObject({ status: "partialCancelled", amount: 30_000, balanceAmount: 20_000 });
    expect(partial.cancels).toEqual([expect.objectContaining({ amount: 10_000, reason: "부분 반품" })]);
    expect(partial.cancels[0]!.tid).not.toBe(tid);

    await expect(
      gateway.cancel(tid, { orderId: request.orderId, reason: "과다 취소", amount: 25_000 }),
    ).rejects.toMatchObject({ code: "U123" });
    expect(await gateway.status(tid)).toMatchObject({ status: "partialCancelled", balanceAmount: 20_000 });

    const full = await gateway.cancel(tid, { orderId: request.orderId, reason: "전체 취소" });
    expect(full).toMatchObject({ status: "cancelled", balanceAmount: 0 });
    expect(full.cancels.map((cancel) => cancel.amount)).toEqual([10_000, 20_000]);
    expect(full.cancelledAt).toBeInstanceOf(Date);

    await expect(gateway.cancel(tid, { orderId: request.orderId, reason: "또" })).rejects.toMatchObject({
      code: "2013",
    });
    await expect(gateway.cancel(tid, { orderId: "ORD-other", reason: "남의 주문" })).rejects.toMatchObject({
      code: "U122",
    });

    await t.app.services.pgSandbox.whenWebhooksSettled();
    const statuses = receiver.bodies.slice(received).map((body) => JSON.parse(body).status);
    expect(statuses).toEqual(["partialCancelled", "cancelled"]);
  });

  it("a net cancel undoes an order id's approval; an order id never approved answers null", async () => {
    const { request } = await paid();
    expect(await gateway.netCancel(request.orderId)).toMatchObject({ status: "cancelled", balanceAmount: 0 });
    expect(await gateway.findByOrderId(request.orderId)).toMatchObject({ status: "cancelled" });
    expect(await gateway.netCancel(newOrderId())).toBeNull();
  });

  it("finds a payment by order id, and null for one it does not know", async () => {
    const { request, tid } = await paid({ method: "bank" });
    expect(await gateway.findByOrderId(request.orderId)).toMatchObject({ tid, status: "paid", method: "bank" });
    expect(await gateway.findByOrderId(newOrderId())).toBeNull();
  });
});

describe("wiring", () => {
  it("the adapter's window script is the sandbox's, and its webhooks go to the shop's receiver by default", async () => {
    expect(gateway.scriptUrl).toBe("/api/dev/pg/v1/js");
    const own = await createTestApp();
    try {
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const ownOrigin = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
      const form = formOf(
        await (
          await fetch(`${ownOrigin}/api/dev/pg/v1/window`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ ...windowRequest({ method: "vbank" }), returnUrl: `${ownOrigin}/return` }),
          })
        ).text(),
      );
      const result = formOf(
        await (
          await fetch(`${ownOrigin}${form.action}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams([...form.fields, ["bankCode", "004"], ["choice", "approve"]]),
          })
        ).text(),
        "return",
      );
      const ownGateway = own.app.providers.payment;
      await ownGateway.approve(result.values.tid!, Number(result.values.amount));
      await fetch(`${ownOrigin}/api/dev/pg/vbank/${result.values.tid}/deposit`, { method: "POST" });
      let delivery: { url: string; attempts: number; lastStatusCode: number | null } | undefined;
      for (let i = 0; i < 100 && !delivery?.attempts; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [delivery] = (await own.app.services.pgSandbox.listWebhooks({ tid: result.values.tid, size: 1 })) as never[];
      }
      // Checkout's receiver takes it (a genuine notice of a payment the shop does not know is acknowledged with OK).
      expect(delivery).toMatchObject({ url: `${ownOrigin}${NICEPAY_WEBHOOK_PATH}`, attempts: 1, lastStatusCode: 200 });
    } finally {
      await own.close();
    }
  });

  it("is not served without the dev routes in a live configuration", async () => {
    const live = await createTestApp({ env: { DEV_TOOLS: "false" } });
    try {
      for (const [method, url] of [
        ["GET", "/api/dev/pg/v1/js"],
        ["GET", "/api/dev/pg/v1/payments/find/x"],
      ] as const) {
        expect((await live.app.inject({ method, url })).statusCode, url).toBe(404);
      }
    } finally {
      await live.close();
    }
  });
});
