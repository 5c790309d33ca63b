import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { BuyResponse, OrderForm, OrderPreview, PaymentStep } from "@shop/contracts/order";
import { type AppLoadContext, redirect } from "react-router";
import { formAnswers, intentOf } from "../../components/form/form-action.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { invoiceHref } from "../../lib/checkout-links";
import { publicOrigin } from "../../lib/public-origin.server";
import {
  NAVERPAY_FIELDS,
  NAVERPAY_INTENT,
  NAVERPAY_NEEDS_SCRIPT_MESSAGE,
  type NaverPayActionData,
  type NaverPayOrderer,
} from "./naverpay-page";

type BaseAddress = PaymentStep["userDeliveryList"][number];

/** /order/naverpay: what the express order would be, the way in when it cannot be, or the lines' refusal. */
export type NaverPayPageData =
  | {
      kind: "ready";
      cartIds: number[];
      /** The checkout's id from payment-step: the express order's Idempotency-Key. */
      groupCode: string;
      orderer: NaverPayOrderer;
      address: BaseAddress;
      /** The order as `save` prices it for the base address with Naver Pay (the island surcharge included). */
      preview: OrderPreview;
    }
  | { kind: "noBaseAddress"; cartIds: number[] }
  | { kind: "refused"; message: string };

/**
 * The order form the express order is priced with: what the API's /api/order/naverpay/payment builds from the
 * member's profile and base address (naverpay.service.ts), so the page shows the total it will charge.
 */
export function expressOrderBody(
  cartIds: readonly number[],
  groupCode: string,
  orderer: NaverPayOrderer,
  address: BaseAddress,
): OrderForm {
  return {
    cartIds: [...cartIds],
    groupCode,
    orderer: { name: orderer.name, phone: orderer.phone, ...(orderer.email ? { email: orderer.email } : {}) },
    receiver: {
      name: address.receiverName,
      phone: address.receiverPhone,
      postcode: address.postcode,
      address: address.address,
      addressDetail: address.addressDetail,
    },
    saveAddress: false,
    itemCoupons: [],
    shippingCoupons: [],
    points: 0,
    paymentMethod: "naverpayCard",
    cashReceipt: { type: "none", number: "" },
    taxBill: false,
    useEscrow: false,
  };
}

function refusedBy(error: unknown): NaverPayPageData {
  if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
  return { kind: "refused", message: error.message };
}

/**
 * GET /order/naverpay?cartIds=… (members): payment-step for the lines (the member's details, base address and the
 * checkout's groupCode), then `save` for the money sent to that address with Naver Pay. Nothing is written.
 */
export async function loadNaverPayPage(
  request: Request,
  context: AppLoadContext,
  cartIds: number[],
): Promise<NaverPayPageData> {
  await requireUser(request);
  let step: PaymentStep;
  try {
    step = await callApi(context, apiEndpoints.orderPaymentStep, { request, body: { cartIds } });
  } catch (error) {
    return refusedBy(error);
  }
  const address = step.userDeliveryList.find((entry) => entry.isBase);
  if (!address) return { kind: "noBaseAddress", cartIds };
  const orderer = { name: step.userData.name, phone: step.userData.phone, email: step.userData.email };
  try {
    const preview = await callApi(context, apiEndpoints.orderSave, {
      request,
      body: expressOrderBody(cartIds, step.groupCode, orderer, address),
    });
    return { kind: "ready", cartIds, groupCode: step.groupCode, orderer, address, preview };
  } catch (error) {
    return refusedBy(error);
  }
}

const { reply, invalid, buttonRefusal } = formAnswers<NaverPayActionData>({});

/** Refusals whose way out is the cart (a line sold out or gone), not this page. */
const CART_CODES = new Set(["ORDER_LINE_UNAVAILABLE", "OUT_OF_STOCK", "NOT_FOUND"]);

function postedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * POST /order/naverpay (네이버페이로 결제하기): places the express order — the page's groupCode as its Idempotency-Key,
 * so a second press answers the same order — and answers the payment window's options (returnUrl made absolute on
 * the shop's origin) for the page's script to open, as /order/step2 does. Without script no order is placed.
 */
export async function placeNaverPayOrder(request: Request, context: AppLoadContext, cartIds: number[]) {
  await requireUser(request);
  const { form } = await readProtectedForm(request);
  if (intentOf(form) !== NAVERPAY_INTENT) return invalid({ formError: "잘못된 요청입니다." });
  const total = postedText(form, NAVERPAY_FIELDS.clientTotal);
  const groupCode = postedText(form, NAVERPAY_FIELDS.groupCode);
  if (!/^\d{1,12}$/.test(total) || groupCode === "") {
    return invalid({ formError: "결제 금액을 다시 확인해 주세요." });
  }
  if (postedText(form, NAVERPAY_FIELDS.scripted) !== "1") return invalid({ formError: NAVERPAY_NEEDS_SCRIPT_MESSAGE });
  let bought: BuyResponse;
  try {
    bought = await callApi(context, apiEndpoints.orderNaverPayPayment, {
      request,
      headers: { "idempotency-key": groupCode },
      body: { cartIds, clientTotal: Number(total), groupCode },
    });
  } catch (error) {
    const backToCart = error instanceof ApiResponseError && CART_CODES.has(error.body?.code ?? "");
    return buttonRefusal(error, backToCart ? { backToCart } : {});
  }
  // Nothing left to pay needs no window (never with no coupons or points, but answered as step 2 does).
  if (!bought.payment) return redirect(invoiceHref(bought.orderCode));
  const returnUrl = new URL(bought.payment.returnUrl, publicOrigin(request).origin).href;
  return reply({ payment: { ...bought.payment, returnUrl, orderCode: bought.orderCode } });
}
