import type { MemberProfile } from "@shop/contracts/auth";
import {
  NAVERPAY_BASE_ADDRESS_INCOMPLETE_MESSAGE,
  NAVERPAY_NO_BASE_ADDRESS_MESSAGE,
  NAVERPAY_PROFILE_INCOMPLETE_MESSAGE,
  type NaverPayPaymentRequest,
} from "@shop/contracts/naverpay";
import { type BuyRequest, type BuyResponse, buyRequestSchema } from "@shop/contracts/order";
import type { ShippingAddress } from "@shop/contracts/shipping";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import type { CheckoutService } from "./checkout.service.js";

/** What the express path needs of the address book and the member service. */
export interface NaverPayServiceDeps {
  checkout: Pick<CheckoutService, "buy">;
  addresses: { baseAddress(userId: number): Promise<ShippingAddress | null> };
  accounts: { getMe(member: AuthContext & { userId: number }): Promise<MemberProfile> };
}

/**
 * The order form of an express purchase: the profile as the orderer, the base address as the receiver, Naver Pay,
 * nothing else chosen (no coupons, points, memo or receipts). Checked with the checkout's own schema, so a profile
 * that could not order through /order/step1 (no mobile number) cannot order here either.
 */
function expressOrderForm(request: NaverPayPaymentRequest, profile: MemberProfile, base: ShippingAddress): BuyRequest {
  const parsed = buyRequestSchema.safeParse({
    cartIds: request.cartIds,
    clientTotal: request.clientTotal,
    groupCode: request.groupCode,
    orderer: {
      name: profile.userName,
      phone: profile.phoneNumber,
      ...(profile.email ? { email: profile.email } : {}),
    },
    receiver: {
      name: base.receiverName,
      phone: base.receiverPhone,
      postcode: base.postcode,
      address: base.address,
      addressDetail: base.addressDetail,
    },
    paymentMethod: "naverpayCard",
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join("."));
    const description = `express order form invalid: ${fields.join(", ")}`;
    // The request's own fields were checked by the route: what fails is the profile or the stored address.
    if (fields.some((field) => field.startsWith("receiver"))) {
      throw new ApiError(409, "BASE_ADDRESS_INCOMPLETE", NAVERPAY_BASE_ADDRESS_INCOMPLETE_MESSAGE, description);
    }
    throw new ApiError(409, "PROFILE_INCOMPLETE", NAVERPAY_PROFILE_INCOMPLETE_MESSAGE, description);
  }
  return parsed.data;
}

/**
 * Naver Pay express checkout (the cart's "N pay 구매", POST /api/order/naverpay/payment): a member's selected lines
 * ordered in one step to their base address and placed by checkout's `buy` — the same stock, idempotency, client
 * total and answer (the payment window's options) as /order/step2.
 */
export function createNaverPayService({ checkout, addresses, accounts }: NaverPayServiceDeps) {
  return {
    /** Places the member's express order; 409 when there is no base address to send it to. */
    async pay(
      member: AuthContext & { userId: number },
      request: NaverPayPaymentRequest,
      idempotencyKey: string | undefined,
    ): Promise<BuyResponse> {
      const [profile, base] = await Promise.all([accounts.getMe(member), addresses.baseAddress(member.userId)]);
      if (!base) {
        throw new ApiError(409, "NO_BASE_ADDRESS", NAVERPAY_NO_BASE_ADDRESS_MESSAGE, `member ${member.userId}`);
      }
      return checkout.buy(member, expressOrderForm(request, profile, base), idempotencyKey);
    },
  };
}

export type NaverPayService = ReturnType<typeof createNaverPayService>;
