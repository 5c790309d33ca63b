// The quick-pay pages (SPEC §2 Quick-pay and /mypage/pinpay; docs/decisions/031) and their forms' names, shared by
// the pages, checkout and the browser tests' page object.

export const PINPAY_PATHS = {
  enrol: "/pinpay/payu/member",
  registerCard: "/pinpay/payu/nicepay-pinpay",
  payInfo: "/pinpay/payu/pay-info",
  payMethod: "/pinpay/payu/pay-method",
  mypage: "/mypage/pinpay",
} as const;

export const PINPAY_INTENTS = {
  enrol: "enrol",
  registerCard: "register-card",
  removeCard: "remove-card",
  removeAll: "remove-all",
  leave: "leave",
  changePassword: "change-password",
  /** The SMS proof of a password reset: a code to the member's own phone, then its six digits. */
  sendResetCode: "send-reset-code",
  checkResetCode: "check-reset-code",
} as const;

export const PINPAY_FIELDS = {
  /** Where to go once done (checkout sends the shopper through enrolment and back). */
  returnTo: "return",
} as const;

/** A path of this shop to go back to; null for anything else (an absolute or protocol-relative URL). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/** A quick-pay page that comes back to `returnTo` when done. */
export function withReturn(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${path}?${PINPAY_FIELDS.returnTo}=${encodeURIComponent(safe)}` : path;
}

/** The names step 2's quick-pay post adds to 결제하기 (the card and the password typed on the keypad). */
export const PINPAY_CHECKOUT_FIELDS = {
  payKeyId: "pinPayKeyId",
  password: "pinPayPassword",
} as const;
