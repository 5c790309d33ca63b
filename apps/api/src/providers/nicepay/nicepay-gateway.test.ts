import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayTimeoutError,
  PaymentGatewayUncertainError,
  type PaymentWindowResult,
} from "../payment-gateway.provider.js";
import { createNicepayGateway, NICEPAY_LIVE_SCRIPT_URL } from "./nicepay-gateway.js";
import type { NicepayPaymentAnswer } from "./nicepay-schemas.js";
import { basicAuthorization, formatNicepayDate } from "./nicepay-signature.js";

// Written out here rather than taken from nicepay-signature.ts, so a slip there cannot agree with itself.
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const clientKey = "S2_af4543a0be4d49a98122e01ec2059a56";
const secretKey = "9eb85607103646da9f9c02b128f2e5ee";

function gatewayWith(fetch: typeof globalThis.fetch, timeoutMs = 1_000): PaymentGateway {
  return createNicepayGateway({ apiBase: "https://api.example.test/", clientKey, secretKey, timeoutMs, fetch });
}

const noNetwork: typeof fetch = async () => {
  throw new Error("no network in this test");
};

/** A payment answer as NICEPAY writes it, signed with `key`. */
function answer(fields: Partial<NicepayPaymentAnswer> = {}, key = secretKey): NicepayPaymentAnswer {
  const base = {
    resultCode: "0000",
    resultMsg: "정상 처리되었습니다.",
    tid: "UT0000113m01012110051656331001",
    orderId: "O-2026-0001",
    ediDate: "2021-10-05T16:56:34.447+0900",
    status: "paid" as const,
    paidAt: "2021-10-05T16:56:34.000+0900",
    failedAt: "0",
    cancelledAt: "0",
    payMethod: "card",
    amount: 1004,
    balanceAmt: 1004,
    goodsName: "한우 등심 1++ 500g",
    ...fields,
  };
  return { ...base, signature: sha256(`${base.tid}${base.amount}${base.ediDate}${key}`), ...fields };
}

/** A fetch answering once with `body` (JSON unless a string) and recording what it was asked. */
function answering(body: unknown, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  };
  return { fetch, calls };
}

describe("signatures", () => {
  it("Basic auth is base64(clientKey:secretKey), as in the manual's example", () => {
    expect(basicAuthorization("af0d116236df437f831483ee9c500bc4", "433a8421be754b34989048cf148a5ffc")).toBe(
      "Basic YWYwZDExNjIzNmRmNDM3ZjgzMTQ4M2VlOWM1MDBiYzQ6NDMzYTg0MjFiZTc1NGIzNDk4OTA0OGNmMTQ4YTVmZmM=",
    );
  });

  it("times are written like NICEPAY's, in Korea time", () => {
    expect(formatNicepayDate(new Date("2021-10-05T07:56:34.447Z"))).toBe("2021-10-05T16:56:34.447+0900");
  });

  const gateway = gatewayWith(noNetwork);
  const authToken = "NICEUNTT9FBBD87FD2393AFEE45A7DCA61C194AA";
  const result = (changes: Partial<PaymentWindowResult> = {}, key = secretKey): PaymentWindowResult => {
    const signed = { clientId: clientKey, amount: 1004, authToken, ...changes };
    return {
      authResultCode: "0000",
      authResultMsg: "인증 성공",
      tid: "UT0000113m01012110051656331001",
      orderId: "O-2026-0001",
      signature: sha256(`${signed.authToken}${signed.clientId}${signed.amount}${key}`),
      ...signed,
    };
  };

  it.each<[string, PaymentWindowResult, boolean]>([
    ["a window result signed with the secret key", result(), true],
    ["its amount changed after signing", { ...result(), amount: 10 }, false],
    ["its auth token changed after signing", { ...result(), authToken: `${authToken.slice(0, -1)}B` }, false],
    ["signed with another key", result({}, "another-secret-key-0000000000000"), false],
    ["a forged signature", { ...result(), signature: "0".repeat(64) }, false],
    ["the signature in upper case", { ...result(), signature: result().signature!.toUpperCase() }, false],
    ["no signature", { ...result(), signature: undefined }, false],
    ["another shop's client id, signed with our key", result({ clientId: "S2_someone-else" }), false],
    ["a failed authentication", { ...result(), authResultCode: "I002" }, false],
    ["no tid", { ...result(), tid: undefined }, false],
  ])("window result: %s → %s", (_name, windowResult, valid) => {
    expect(gateway.verifyWindowResult(windowResult)).toBe(valid);
  });

  const webhook = (body: unknown) => {
    const parsed = gateway.parseWebhook(body);
    if (!parsed) throw new Error("not a webhook");
    return parsed;
  };

  it.each<[string, unknown, boolean]>([
    ["a webhook signed with the secret key", answer(), true],
    ["the same, as the raw JSON text", JSON.stringify(answer()), true],
    ["its amount changed after signing", { ...answer(), amount: 1 }, false],
    ["its ediDate changed after signing", { ...answer(), ediDate: "2021-10-05T16:56:35.447+0900" }, false],
    ["signed with another key", answer({}, "another-secret-key-0000000000000"), false],
    ["a forged signature", { ...answer(), signature: sha256("forged") }, false],
    ["no signature", { ...answer(), signature: null }, false],
  ])("webhook: %s → %s", (_name, body, valid) => {
    expect(gateway.verifyWebhook(webhook(body))).toBe(valid);
  });

  it("reads a webhook's payment: status, balance, virtual account and cancels", () => {
    const body = answer({
      status: "partialCancelled",
      payMethod: "VBANK",
      balanceAmt: 604,
      cancelledAt: "2021-10-06T10:00:00.000+0900",
      vbank: {
        vbankCode: "011",
        vbankName: "농협은행",
        vbankNumber: "79012345678901",
        vbankExpDate: "2021-10-12T16:56:34.000+0900",
        vbankHolder: "농협 축산물 도매몰",
      },
      cancels: [
        {
          tid: "UT0000113m01012110061000001001",
          amount: 400,
          cancelledAt: "2021-10-06T10:00:00.000+0900",
          reason: "부분 반품",
        },
      ],
    });
    const parsed = webhook(body);
    expect(parsed).toMatchObject({ tid: body.tid, orderId: body.orderId, amount: 1004, status: "partialCancelled" });
    expect(parsed.payment).toMatchObject({
      method: "vbank",
      payMethod: "VBANK",
      balanceAmount: 604,
      paidAt: new Date("2021-10-05T07:56:34.000Z"),
      failedAt: null,
      cancelledAt: new Date("2021-10-06T01:00:00.000Z"),
      virtualAccount: {
        bankCode: "011",
        bankName: "농협은행",
        accountNumber: "79012345678901",
        holder: "농협 축산물 도매몰",
        expiresAt: new Date("2021-10-12T07:56:34.000Z"),
      },
      cancels: [{ amount: 400, reason: "부분 반품", cancelledAt: new Date("2021-10-06T01:00:00.000Z") }],
    });
  });

  it.each([
    ["not JSON", "OK"],
    ["no status", { ...answer(), status: undefined }],
    ["an unknown status", { ...answer(), status: "refunded" }],
    ["an unreadable time", { ...answer(), paidAt: "yesterday" }],
  ])("a webhook body with %s is not one", (_name, body) => {
    expect(gateway.parseWebhook(body)).toBeNull();
  });

  it("reads the returnUrl form, text or numbers, and refuses a form that is not one", () => {
    const form = {
      authResultCode: "0000",
      authResultMsg: "인증 성공",
      tid: "T1",
      clientId: clientKey,
      orderId: "O-1",
      amount: "1004",
      mallReserved: "",
      authToken: "A",
      signature: "S",
    };
    expect(gateway.parseWindowResult(form)).toEqual({ ...form, amount: 1004, mallReserved: undefined });
    expect(gateway.parseWindowResult({ ...form, amount: 1004 })).toMatchObject({ amount: 1004 });
    expect(gateway.parseWindowResult({ ...form, amount: "1,004" })).toBeNull();
    expect(gateway.parseWindowResult({ ...form, orderId: undefined })).toBeNull();
  });
});

describe("calls", () => {
  it("approves with Basic auth and the amount as JSON, and reads the signed answer", async () => {
    const { fetch, calls } = answering(answer());
    const payment = await gatewayWith(fetch).approve("UT0000113m01012110051656331001", 1004);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.example.test/v1/payments/UT0000113m01012110051656331001");
    expect(calls[0]!.init.method).toBe("POST");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe(
      `Basic ${Buffer.from(`${clientKey}:${secretKey}`).toString("base64")}`,
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ amount: 1004 });
    expect(payment).toMatchObject({ status: "paid", method: "card", amount: 1004, balanceAmount: 1004, cancels: [] });
  });

  it("cancels with the reason, the order id and a partial amount, and finds with the order date", async () => {
    const cancel = answering(answer({ status: "partialCancelled", balanceAmt: 4 }));
    await gatewayWith(cancel.fetch).cancel("UT0000113m01012110051656331001", {
      orderId: "O-2026-0001",
      reason: "부분 반품",
      amount: 1000,
    });
    expect(cancel.calls[0]!.url).toBe("https://api.example.test/v1/payments/UT0000113m01012110051656331001/cancel");
    expect(JSON.parse(String(cancel.calls[0]!.init.body))).toEqual({
      reason: "부분 반품",
      orderId: "O-2026-0001",
      cancelAmt: 1000,
    });

    const find = answering(answer());
    await gatewayWith(find.fetch).findByOrderId("O-2026-0001", new Date("2021-10-04T15:30:00Z"));
    expect(find.calls[0]!.url).toBe("https://api.example.test/v1/payments/find/O-2026-0001?orderDate=20211005");
    expect(find.calls[0]!.init.method).toBe("GET");
  });

  it.each([
    ["amount mismatch", { resultCode: "A123", resultMsg: "거래금액 불일치" }, 200, "A123"],
    ["a second approval", { resultCode: "U114", resultMsg: "이미 사용된 TID 입니다." }, 200, "U114"],
    ["wrong credentials", { resultCode: "U304", resultMsg: "BASIC AUTHENTICATION 실패" }, 401, "U304"],
    ["a 404 without NICEPAY's body", "<html>Not Found</html>", 404, "HTTP_404"],
  ])("a refusal (%s) is a PaymentGatewayError with NICEPAY's code", async (_name, body, status, code) => {
    const error = await gatewayWith(answering(body, status).fetch)
      .approve("T1", 1004)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ code, httpStatus: status, operation: "approve" });
  });

  it.each([
    ["an unreadable answer", "<html>Bad Gateway</html>", 502],
    ["a server error carrying a code", { resultCode: "9002", resultMsg: "Try-Catch-Exception" }, 500],
    ["a signature made with another key", answer({}, "another-secret-key-0000000000000"), 200],
    ["an answer about another tid", answer({ tid: "UT-another" }), 200],
    ["a success that is not a payment", { resultCode: "0000", resultMsg: "정상" }, 200],
  ])("%s leaves the outcome unknown", async (_name, body, status) => {
    const error = await gatewayWith(answering(body, status).fetch)
      .approve("UT0000113m01012110051656331001", 1004)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayUncertainError);
    expect(error).not.toBeInstanceOf(PaymentGatewayTimeoutError);
  });

  it("no answer within the read timeout is a PaymentGatewayTimeoutError", async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const error = await gatewayWith(hang, 50)
      .approve("T1", 1004)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayTimeoutError);
    expect(error).toMatchObject({ operation: "approve", timeoutMs: 50 });
  });

  it("a failed connection is an unknown outcome, not a timeout", async () => {
    const error = await gatewayWith(noNetwork)
      .approve("T1", 1004)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayUncertainError);
    expect(error).not.toBeInstanceOf(PaymentGatewayTimeoutError);
  });

  it("a lookup or net cancel of an order NICEPAY does not know answers null", async () => {
    const unknown = { resultCode: "U126", resultMsg: "orderId가 존재 하지 않습니다." };
    expect(await gatewayWith(answering(unknown).fetch).findByOrderId("O-none")).toBeNull();
    expect(await gatewayWith(answering(unknown).fetch).netCancel("O-none")).toBeNull();
    await expect(gatewayWith(answering(unknown).fetch).status("T-none")).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it("opens the window with NICEPAY's live script unless told otherwise", () => {
    expect(gatewayWith(noNetwork).scriptUrl).toBe(NICEPAY_LIVE_SCRIPT_URL);
    expect(gatewayWith(noNetwork).clientId).toBe(clientKey);
  });
});
