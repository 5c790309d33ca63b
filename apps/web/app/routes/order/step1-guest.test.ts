import type { PaymentStep } from "@shop/contracts/order";
import { describe, expect, it } from "vitest";
import { draftCookie, readDraft } from "../../features/order/checkout-draft.server";
import { type ApiCall, apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { PAYMENT_STEP, previewOf } from "../../test/order-fixtures";
import { formPost, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./step1";
import { action as step2Action } from "./step2";

// /order/step1 for a shopper without a login whose cart is on a guest token (비회원 주문): the choice between logging
// in and ordering as a non-member, the phone proved by SMS (purpose ORDER), the order password and the consent, and
// the draft that carries the password and the proof — sealed — to step 2's buy. Through the route modules, as a
// browser without JavaScript posts, on a fake API and a signed session.

const PATH = "/order/step1?cartIds=11";
const GUEST_PATH = "/order/step1?cartIds=11&guest=1";
const PHONE = "01098765432";
const PROOF = "proof_for_the_guest_0123456789";

/** payment-step as the API answers a guest token: no member, no address book. */
const GUEST_STEP: PaymentStep = {
  ...PAYMENT_STEP,
  userDeliveryList: [],
  billTypes: [{ value: "none", label: "신청 안 함" }],
  userData: {
    member: false,
    name: "",
    phone: "",
    email: "",
    userType: null,
    businessNumber: null,
    companyName: null,
    point: 0,
    maxUsablePoints: 0,
  },
};

/** The guest's form as filled in: the phone verified (its proof in the block's hidden field), the password twice. */
const GUEST_FORM: Record<string, string> = {
  cartIds: "11",
  groupCode: PAYMENT_STEP.groupCode,
  ordererName: "김비회",
  phoneNumber: PHONE,
  phoneVerificationToken: PROOF,
  ordererEmail: "",
  guestPassword: "4821",
  guestPasswordConfirm: "4821",
  receiverName: "김비회",
  receiverPhone: PHONE,
  receiverPostcode: "06236",
  receiverAddress: "서울특별시 강남구 테헤란로 152",
  receiverAddressDetail: "12층",
  shippingMemoChoice: "",
  shippingMemo: "",
  paymentMethod: "card",
  cashReceiptType: "none",
  cashReceiptNumber: "",
  agree: "on",
  guestPrivacyAgree: "on",
};

async function load(shopper: TestShopper, routes: FakeRoutes, path = PATH, extraCookie = "") {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    headers: { cookie: extraCookie ? `${shopper.cookie}; ${extraCookie}` : shopper.cookie },
  });
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/order/step1", params: {}, context }),
      calls,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, calls };
    throw thrown;
  }
}

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const request = formPost(GUEST_PATH, shopper, fields);
  try {
    const answer = await action({ request, url: new URL(request.url), pattern: "/order/step1", params: {}, context });
    return answer instanceof Response ? { answer: null, response: answer, calls } : { answer, response: null, calls };
  } catch (thrown) {
    if (thrown instanceof Response) return { answer: null, response: thrown, calls };
    throw thrown;
  }
}

const routesOf = (calls: ApiCall[]) => calls.map((call) => `${call.method} ${call.path.split("?")[0]}`);

describe("the step 1 loader for a guest", () => {
  it("asks first whether to log in or order as a non-member, without calling the API", async () => {
    const { data, calls } = await load(await testShopper({ guest: true }), {});
    expect(data).toEqual({ kind: "choice", lineCount: 1, guestHref: GUEST_PATH });
    expect(calls).toEqual([]);
  });

  it("opens the non-member's form once chosen: no coupons asked, nothing filled in", async () => {
    const { data, calls } = await load(
      await testShopper({ guest: true }),
      { "POST /api/order/payment-step": { body: GUEST_STEP } },
      GUEST_PATH,
    );
    expect(data).toMatchObject({
      kind: "ready",
      cartIds: [11],
      guest: { phoneNumber: "" },
      itemCoupons: [],
      shippingCoupons: [],
      values: { ordererName: "", ordererPhone: "", receiverPostcode: "", points: "0" },
      fromDraft: false,
    });
    expect(routesOf(calls)).toEqual(["POST /api/order/payment-step"]);
  });

  it("brings a guest back from step 2 (이전) into the form, the phone typed but to be verified again", async () => {
    const shopper = await testShopper({ guest: true });
    const cookieRequest = new Request(`${TEST_ORIGIN}/`, { headers: { cookie: shopper.cookie } });
    const setCookie = await draftCookie(cookieRequest, {
      cartIds: [11],
      groupCode: PAYMENT_STEP.groupCode,
      values: { ordererName: "김비회", ordererPhone: PHONE, phoneNumber: PHONE, receiverPostcode: "06236" },
      guest: { password: "4821", phoneVerificationToken: PROOF },
    });
    const { data } = await load(
      shopper,
      {
        "POST /api/order/payment-step": { body: GUEST_STEP },
        "POST /api/order/save": { body: previewOf() },
      },
      PATH,
      setCookie?.split(";")[0],
    );
    expect(data).toMatchObject({
      kind: "ready",
      fromDraft: true,
      guest: { phoneNumber: PHONE },
      values: { ordererName: "김비회" },
    });
    // Neither the password nor the proof goes back into the page.
    expect(JSON.stringify(data)).not.toContain("4821");
    expect(JSON.stringify(data)).not.toContain(PROOF);
  });

  it("still sends a shopper with no cart at all (no token) to log in", async () => {
    const { response } = await load(await testShopper(), {}, GUEST_PATH);
    expect(response?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(GUEST_PATH)}`);
  });
});

describe("the step 1 action for a guest", () => {
  it("sends the SMS code for an order (purpose ORDER) and answers the phone block's state", async () => {
    const { answer, calls } = await post(
      await testShopper({ guest: true }),
      { intent: "send-code", phoneNumber: PHONE },
      { "POST /api/auth/send-auth-number": { body: { expiresIn: 300 } } },
    );
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ["/api/auth/send-auth-number", { phoneNumber: PHONE, purpose: "ORDER" }],
    ]);
    expect(answer?.data.phone).toMatchObject({
      phoneNumber: PHONE,
      verificationToken: null,
      message: "인증번호가 발송되었습니다. 5분 이내에 입력해 주세요.",
    });
    expect(answer?.data.phone?.expiresAt).toBeGreaterThan(Date.now());
  });

  it("checks the code and answers the proof the form posts with the order", async () => {
    const { answer, calls } = await post(
      await testShopper({ guest: true }),
      { intent: "check-code", phoneNumber: PHONE, authNumber: "123456", phoneCodeExpiresAt: String(Date.now() + 1) },
      { "POST /api/auth/check-auth-number": { body: { verificationToken: PROOF, expiresIn: 1800 } } },
    );
    expect(calls[0]?.body).toEqual({ phoneNumber: PHONE, purpose: "ORDER", authNumber: "123456" });
    expect(answer?.data.phone).toMatchObject({ verificationToken: PROOF, message: "휴대폰 인증이 완료되었습니다." });
  });

  it("asks for the verified phone, a 4–8 digit order password typed twice alike and the consent", async () => {
    const { phoneVerificationToken: _proof, guestPrivacyAgree: _consent, ...unverified } = GUEST_FORM;
    const { answer, calls } = await post(await testShopper({ guest: true }), {
      ...unverified,
      guestPassword: "48a1",
      guestPasswordConfirm: "4821",
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({
      phoneVerificationToken: "휴대폰 인증을 완료해 주세요.",
      guestPassword: "주문 비밀번호는 숫자 4~8자리로 입력해 주세요.",
      guestPasswordConfirm: "비밀번호가 일치하지 않습니다.",
      guestPrivacyAgree: "필수 입력 항목입니다.",
    });
    expect(answer?.data.formError).toBe("입력 내용을 확인해 주세요. 확인이 필요한 항목에 안내를 표시했습니다.");
    // What was typed comes back, the passwords never; the phone block keeps its number.
    expect(answer?.data.values).toMatchObject({ ordererName: "김비회", phoneNumber: PHONE, receiverPostcode: "06236" });
    expect(answer?.data.values).not.toHaveProperty("guestPassword");
    expect(answer?.data.values).not.toHaveProperty("guestPasswordConfirm");
    expect(answer?.data.phone).toMatchObject({ phoneNumber: PHONE, verificationToken: null });
    expect(calls).toEqual([]);
  });

  it("says a password confirmation that differs, and keeps the proof in the phone block", async () => {
    const { answer } = await post(await testShopper({ guest: true }), {
      ...GUEST_FORM,
      guestPasswordConfirm: "4822",
    });
    expect(answer?.data.fieldErrors).toEqual({ guestPasswordConfirm: "비밀번호가 일치하지 않습니다." });
    expect(answer?.data.phone).toMatchObject({ verificationToken: PROOF });
  });

  it("puts save's refusal of the orderer's phone under the phone block", async () => {
    const { answer } = await post(await testShopper({ guest: true }), GUEST_FORM, {
      "POST /api/order/save": apiError(400, "입력값을 확인해 주세요.", [
        { field: "orderer.phone", message: "휴대폰번호를 숫자로만 입력해주세요." },
      ]),
    });
    expect(answer?.data.fieldErrors).toEqual({ phoneNumber: "휴대폰번호를 숫자로만 입력해주세요." });
  });

  it("keeps the checked order with the password and proof sealed, and step 2 buys it as a non-member's", async () => {
    const shopper = await testShopper({ guest: true });
    const { response, calls } = await post(shopper, GUEST_FORM, { "POST /api/order/save": { body: previewOf() } });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/order/step2");
    // save gets the verified phone as the orderer's, and no coupons or points.
    expect(calls[0]?.body).toMatchObject({
      orderer: { name: "김비회", phone: PHONE },
      itemCoupons: [],
      shippingCoupons: [],
      points: 0,
      saveAddress: false,
    });
    expect(calls[0]?.body).not.toHaveProperty("guest");

    const draftPair = response?.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(draftPair).not.toContain("4821");
    expect(draftPair).not.toContain(PROOF);
    const cookie = `${shopper.cookie}; ${draftPair}`;
    const draft = await readDraft(new Request(`${TEST_ORIGIN}/order/step2`, { headers: { cookie } }));
    expect(draft?.guest).toEqual({ password: "4821", phoneVerificationToken: PROOF });
    expect(draft?.values).not.toHaveProperty("guestPassword");
    expect(draft?.values).not.toHaveProperty("phoneVerificationToken");

    // Step 2's 결제하기: buy carries the guest part, from the draft only.
    const { context, calls: buyCalls } = fakeApi({
      "POST /api/order/buy": {
        body: {
          orderId: 9,
          orderCode: "26111512345678",
          status: "payment_pending",
          orderPayAmount: 53_000,
          payment: {
            jsUrl: "/api/dev/pg/v1/js",
            clientId: "S2_sandbox_client",
            method: "card",
            orderId: "26111512345678",
            amount: 53_000,
            goodsName: "한우 1++ 등심",
            returnUrl: "/api/order/pay",
            buyerName: "김비회",
            buyerTel: PHONE,
            buyerEmail: "",
            useEscrow: false,
            vbankHolder: null,
            vbankValidHours: null,
          },
        },
      },
    });
    const buyRequest = new Request(`${TEST_ORIGIN}/order/step2`, {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: shopper.csrf, intent: "buy", clientTotal: "53000", scripted: "1" }),
    });
    const bought = await step2Action({
      request: buyRequest,
      url: new URL(buyRequest.url),
      pattern: "/order/step2",
      params: {},
      context,
    });
    expect(bought).toMatchObject({ data: { payment: { orderCode: "26111512345678" } } });
    expect(buyCalls[0]?.body).toMatchObject({
      orderer: { name: "김비회", phone: PHONE },
      clientTotal: 53_000,
      guest: { password: "4821", phoneVerificationToken: PROOF },
    });
  });

  it("answers a guest's postcode search with the phone block's state (a page without script keeps it)", async () => {
    const { answer } = await post(
      await testShopper({ guest: true }),
      { ...GUEST_FORM, intent: "postcode-search", postcodeKeyword: "테헤란로 152", postcodePage: "1" },
      {
        "GET /api/common/postcode": {
          body: { list: [], pagination: { page: 1, size: 10, totalCount: 0, totalPages: 0 } },
        },
      },
    );
    expect(answer?.data.phone).toMatchObject({ phoneNumber: PHONE, verificationToken: PROOF });
    expect(answer?.data.values).not.toHaveProperty("guestPassword");
  });
});
