// The payment gateway seam (docs/decisions/016-orders-home-and-payment-seam.md). The shape is NICEPAY's Start API
// (server-approval payment window, approve, cancel and net-cancel, status lookup, signed webhooks), because that is
// the protocol the shop's adapter speaks; the local sandbox the shop serves speaks it too. The adapter and the
// sandbox arrive with checkout; nothing is registered until then.

/** What the shop offers: card, virtual account (가상계좌), bank transfer and Naver Pay. */
export type PaymentMethod = "card" | "vbank" | "bank" | "naverpayCard";

/** NICEPAY's payment status: paid, ready (virtual account waiting for its deposit), failed, cancelled … */
export type GatewayPaymentStatus = "paid" | "ready" | "failed" | "cancelled" | "partialCancelled" | "expired";

/** What the payment window posts to the shop's returnUrl (form fields of the server-approval model). */
export interface PaymentWindowResult {
  authResultCode: string;
  authResultMsg: string;
  /** Present only when authResultCode is 0000. */
  tid?: string | undefined;
  clientId: string;
  orderId: string;
  amount: number;
  authToken?: string | undefined;
  /** hex(sha256(authToken + clientId + amount + secretKey)). */
  signature?: string | undefined;
  mallReserved?: string | undefined;
}

/** The issued virtual account of a vbank payment. */
export interface VirtualAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holder: string;
  /** The deposit deadline. */
  expiresAt: Date;
}

/** A payment as the gateway answers approve, cancel, status and webhooks. */
export interface GatewayPayment {
  resultCode: string;
  resultMsg: string;
  tid: string;
  orderId: string;
  status: GatewayPaymentStatus;
  method: PaymentMethod;
  amount: number;
  /** What can still be cancelled (the amount less every partial cancel). */
  balanceAmount: number;
  paidAt: Date | null;
  cancelledAt: Date | null;
  virtualAccount: VirtualAccount | null;
}

/** A webhook's body as received, to be checked before anything is believed. */
export interface GatewayWebhook {
  tid: string;
  orderId: string;
  amount: number;
  ediDate: string;
  /** hex(sha256(tid + amount + ediDate + secretKey)). */
  signature: string;
  status: GatewayPaymentStatus;
}

/**
 * A card PG as checkout and claims use it. Every call that moves money is idempotent on the gateway's side by tid
 * (approve) or orderId (net cancel); the shop records what it asked before asking, so a timeout is resolved by
 * `findByOrderId` or `netCancel`, never by asking twice.
 */
export interface PaymentGateway {
  /** The client key the payment window is opened with. */
  readonly clientId: string;
  /** Whether a returnUrl post carries the gateway's signature for these fields. */
  verifyWindowResult(result: PaymentWindowResult): boolean;
  /** POST /v1/payments/{tid}: takes the money the window authorised; the amount must be the order's. */
  approve(tid: string, amount: number): Promise<GatewayPayment>;
  /** POST /v1/payments/{tid}/cancel: the whole payment, or `amount` of it (partial cancel). */
  cancel(tid: string, input: { orderId: string; reason: string; amount?: number }): Promise<GatewayPayment>;
  /** POST /v1/payments/netcancel: undoes an approval whose answer never arrived. */
  netCancel(orderId: string): Promise<GatewayPayment | null>;
  /** GET /v1/payments/{tid}. */
  status(tid: string): Promise<GatewayPayment>;
  /** GET /v1/payments/find/{orderId}: what the gateway knows of an order id, or null. */
  findByOrderId(orderId: string): Promise<GatewayPayment | null>;
  /** Whether a webhook carries the gateway's signature (deposits, cancels); unsigned ones change nothing. */
  verifyWebhook(webhook: GatewayWebhook): boolean;
}
