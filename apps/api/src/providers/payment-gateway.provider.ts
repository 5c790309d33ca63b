// The payment gateway seam (docs/decisions/016-orders-home-and-payment-seam.md). The shape is NICEPAY's Start API
// (server-approval payment window, approve, cancel and net-cancel, status lookup, signed webhooks), because that is
// the protocol the shop's adapter speaks (providers/nicepay/nicepay-gateway.ts); the local sandbox the shop serves
// (modules/pg-sandbox, /api/dev/pg/…) speaks it too, so checkout runs the same code against both.

/** What the shop offers: card, virtual account (가상계좌), bank transfer (계좌이체) and Naver Pay by card. */
export type PaymentMethod = "card" | "vbank" | "bank" | "naverpayCard";
export const PAYMENT_METHODS = ["card", "vbank", "bank", "naverpayCard"] as const satisfies readonly PaymentMethod[];

/** NICEPAY's payment status: paid, ready (virtual account waiting for its deposit), failed, cancelled … */
export type GatewayPaymentStatus = "paid" | "ready" | "failed" | "cancelled" | "partialCancelled" | "expired";
export const GATEWAY_PAYMENT_STATUSES = [
  "paid",
  "ready",
  "failed",
  "cancelled",
  "partialCancelled",
  "expired",
] as const satisfies readonly GatewayPaymentStatus[];

/** What the payment window posts to the shop's returnUrl (form fields of the server-approval model). */
export interface PaymentWindowResult {
  /** 0000: the shopper authenticated, approve the tid; anything else: nothing to approve (declined, cancelled …). */
  authResultCode: string;
  authResultMsg: string;
  /** Present only when authResultCode is 0000. */
  tid?: string | undefined;
  clientId: string;
  orderId: string;
  amount: number;
  authToken?: string | undefined;
  /** hex(sha256(authToken + clientId + amount + secretKey)); present only when authResultCode is 0000. */
  signature?: string | undefined;
  mallReserved?: string | undefined;
}

/** What the window opens with: the options of `AUTHNICE.requestPay` (the gateway's script at `scriptUrl`). */
export interface PaymentWindowRequest {
  clientId: string;
  method: PaymentMethod;
  orderId: string;
  amount: number;
  goodsName: string;
  /** Where the window posts its PaymentWindowResult (x-www-form-urlencoded). */
  returnUrl: string;
  mallReserved?: string;
  buyerName?: string;
  buyerTel?: string;
  buyerEmail?: string;
  /** Virtual account only, required there: the holder name shown to the shopper (the shop's name). */
  vbankHolder?: string;
  /** Virtual account only: hours until the deposit deadline (NICEPAY's default is 7 days). */
  vbankValidHours?: number;
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

/** Where a deposited virtual account's money goes back (NICEPAY refundBankCode, refundAccount, refundHolder). */
export interface GatewayRefundAccount {
  bankCode: string;
  accountNumber: string;
  holder: string;
}

/** One cancel (whole or partial) of a payment. */
export interface GatewayCancel {
  /** The cancel's own tid (NICEPAY issues one per cancel). */
  tid: string;
  amount: number;
  reason: string;
  cancelledAt: Date;
}

/** A payment as the gateway answers approve, cancel, status, find and webhooks. */
export interface GatewayPayment {
  resultCode: string;
  resultMsg: string;
  tid: string;
  orderId: string;
  status: GatewayPaymentStatus;
  /** The method as the shop names it; null for one the shop does not offer (NICEPAY's payMethod is kept raw). */
  method: PaymentMethod | null;
  payMethod: string;
  amount: number;
  /** What can still be cancelled (the amount less every cancel). */
  balanceAmount: number;
  goodsName: string;
  mallReserved: string | null;
  paidAt: Date | null;
  failedAt: Date | null;
  /** The latest cancel's time. */
  cancelledAt: Date | null;
  virtualAccount: VirtualAccount | null;
  /** Oldest first; empty when nothing was cancelled. */
  cancels: GatewayCancel[];
}

/** A card as the shopper typed it to register it for quick pay (never stored by the shop: sent encrypted once). */
export interface BillingCardInput {
  /** Digits only, 14~16. */
  cardNo: string;
  /** YY and MM of the card's expiry. */
  expYear: string;
  expMonth: string;
  /** The holder's birth date (YYMMDD) or a business number (10 digits). */
  idNo: string;
  /** The card password's first 2 digits. */
  cardPw: string;
}

/** A billing key (빌키, NICEPAY `bid`) the gateway issued for a card: what the shop keeps instead of the card. */
export interface BillingKey {
  bid: string;
  /** The issuing transaction's tid. */
  tid: string;
  orderId: string;
  cardCode: string;
  cardName: string;
  authDate: Date | null;
}

/** A payment taken on a billing key (NICEPAY 빌키승인). */
export interface BillingPaymentRequest {
  orderId: string;
  amount: number;
  goodsName: string;
  buyerName?: string;
  buyerTel?: string;
  buyerEmail?: string;
  mallReserved?: string;
}

/** 현금영수증 발급 (NICEPAY receiptType): 소득공제용 for a person (a phone number), 지출증빙용 for a business. */
export type CashReceiptType = "individual" | "company";

/** What a cash receipt states: the amount and its split into supply, VAT and tax-free (NICEPAY needs all three). */
export interface CashReceiptAmounts {
  amount: number;
  supplyAmt: number;
  goodsVat: number;
  taxFreeAmt: number;
}

export interface CashReceiptRequest extends CashReceiptAmounts {
  /** The receipt's own order id (not the payment's, which NICEPAY has already used). */
  orderId: string;
  goodsName: string;
  receiptType: CashReceiptType;
  /** Digits only: a phone number (individual) or a business number (company). */
  receiptNo: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerTel?: string;
}

/** An issued receipt: its tid and the tax office's number (approveNo), when NICEPAY gives it at once. */
export interface CashReceipt {
  tid: string;
  orderId: string;
  approveNo: string | null;
  approvedAt: Date | null;
}

export interface CashReceiptCancelRequest {
  orderId: string;
  reason: string;
  /** A partial cancel's amount and split; absent, the receipt is cancelled whole. */
  partial?: CashReceiptAmounts;
}

export interface CashReceiptCancel {
  /** The cancel's own tid. */
  tid: string;
  cancelAmount: number;
  /** What is left on the receipt. */
  balanceAmount: number;
  approveNo: string | null;
  cancelledAt: Date | null;
}

/**
 * A receipt as the gateway has it now (조회): its tid and tax office number, what is left of it after cancels, and
 * NICEPAY's state of it (issued, partialCancelled, cancelled, or a 발급진행 상태 such as issueRequested).
 */
export interface CashReceiptRecord {
  tid: string;
  orderId: string;
  approveNo: string | null;
  approvedAt: Date | null;
  /** Null when the answer does not say. */
  balanceAmount: number | null;
  status: string | null;
}

/** A webhook's body as received, to be checked with verifyWebhook before anything is believed. */
export interface GatewayWebhook {
  tid: string;
  orderId: string;
  amount: number;
  ediDate: string;
  /** hex(sha256(tid + amount + ediDate + secretKey)); empty when the body carried none (it never verifies). */
  signature: string;
  status: GatewayPaymentStatus;
  /** The whole payment as the webhook tells it (status, balance, virtual account, cancels). */
  payment: GatewayPayment;
}

/** The gateway answered and refused (resultCode other than 0000, or a 4xx): nothing was done. */
export class PaymentGatewayError extends Error {
  constructor(
    /** The gateway's result code (NICEPAY's, e.g. `A123`, `U114`), or `HTTP_<status>` when the answer carried none. */
    readonly code: string,
    /** The gateway's own message, Korean: for logs and the operator, not always fit for a shopper. */
    readonly gatewayMessage: string,
    readonly httpStatus: number,
    readonly operation: string,
  ) {
    super(`${operation}: ${code} ${gatewayMessage}`);
    this.name = "PaymentGatewayError";
  }
}

/**
 * No usable answer came back (the connection failed, the answer was unreadable or its signature did not verify): the
 * call may or may not have taken effect. For an approval, resolve it by `findByOrderId` or `netCancel`, never by
 * approving again.
 */
export class PaymentGatewayUncertainError extends Error {
  constructor(
    readonly operation: string,
    why: string,
    options?: { cause?: unknown },
  ) {
    super(`${operation}: ${why}`, options);
    this.name = "PaymentGatewayUncertainError";
  }
}

/** The answer did not arrive within the read timeout (NICEPAY: 승인 API read-timeout → 망취소). */
export class PaymentGatewayTimeoutError extends PaymentGatewayUncertainError {
  constructor(
    operation: string,
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(operation, `no answer within ${timeoutMs} ms`, options);
    this.name = "PaymentGatewayTimeoutError";
  }
}

/**
 * A card PG as checkout and claims use it. Calls that move money throw PaymentGatewayError for a refusal and
 * PaymentGatewayUncertainError (PaymentGatewayTimeoutError for a read timeout) when the outcome is unknown; the shop
 * records what it asked before asking, so an unknown outcome is resolved by `findByOrderId` or `netCancel`, never by
 * asking twice.
 */
export interface PaymentGateway {
  /** The client key the payment window is opened with (`clientId` of requestPay). */
  readonly clientId: string;
  /** The window's script: load it on the checkout page, then call `AUTHNICE.requestPay(PaymentWindowRequest)`. */
  readonly scriptUrl: string;
  /** The returnUrl post read from its form fields; null when it is not one (fields missing or malformed). */
  parseWindowResult(form: unknown): PaymentWindowResult | null;
  /** Whether a returnUrl post is an authentication (0000) of this shop carrying the gateway's signature. */
  verifyWindowResult(result: PaymentWindowResult): boolean;
  /**
   * POST /v1/payments/{tid}: takes the money the window authorised; the amount must be the order's. A card, bank
   * transfer or Naver Pay answers `paid`; a virtual account answers `ready` with its account until the deposit.
   */
  approve(tid: string, amount: number): Promise<GatewayPayment>;
  /**
   * POST /v1/payments/{tid}/cancel: the whole payment, or `amount` of it (partial cancel). A deposited virtual
   * account's money goes back to `refundAccount` (the manual: 현금성 거래는 환불계좌 정보를 추가 전달).
   */
  cancel(
    tid: string,
    input: { orderId: string; reason: string; amount?: number; refundAccount?: GatewayRefundAccount },
  ): Promise<GatewayPayment>;
  /** POST /v1/payments/netcancel: undoes an approval whose answer never arrived; null when nothing was approved. */
  netCancel(orderId: string): Promise<GatewayPayment | null>;
  /** GET /v1/payments/{tid}. */
  status(tid: string): Promise<GatewayPayment>;
  /**
   * GET /v1/payments/find/{orderId}: what the gateway knows of an order id, or null. `orderedAt` (default now) gives
   * the order date NICEPAY asks for beside it.
   */
  findByOrderId(orderId: string, orderedAt?: Date): Promise<GatewayPayment | null>;
  /** A webhook's JSON body read; null when it is not one. Check it with verifyWebhook, then answer `OK`. */
  parseWebhook(body: unknown): GatewayWebhook | null;
  /** Whether a webhook carries the gateway's signature (deposits, cancels); unsigned ones change nothing. */
  verifyWebhook(webhook: GatewayWebhook): boolean;
  /**
   * POST /v1/subscribe/regist (api/payment-subscribe.md 빌키발급): the card goes encrypted (`encData`, AES with the
   * secret key) and a billing key comes back. A refused card is a PaymentGatewayError with NICEPAY's code.
   */
  registerBillingKey(input: { orderId: string; card: BillingCardInput; buyerName?: string }): Promise<BillingKey>;
  /**
   * POST /v1/subscribe/{bid}/payments (빌키승인): takes `amount` on the card at once, answering the payment like an
   * approval (cancelled later by `cancel` of its tid). An order id is paid once: a repeat is refused (U112).
   */
  payWithBillingKey(bid: string, request: BillingPaymentRequest): Promise<GatewayPayment>;
  /** POST /v1/subscribe/{bid}/expire (빌키삭제): the key can no longer pay. */
  expireBillingKey(bid: string, orderId: string): Promise<void>;
  /**
   * POST /v1/receipt (api/payment-receipt.md 현금영수증 발급): a cash receipt for money the shop took in cash (a virtual
   * account's deposit, a bank transfer). Its orderId is its own and can be used once: a repeat is refused, never a
   * second receipt.
   */
  issueCashReceipt(request: CashReceiptRequest): Promise<CashReceipt>;
  /** POST /v1/receipt/{tid}/cancel: the receipt whole, or `partial` of it with that amount's split. */
  cancelCashReceipt(tid: string, request: CashReceiptCancelRequest): Promise<CashReceiptCancel>;
  /** GET /v1/receipt/{tid} (현금영수증 조회): the receipt as the gateway has it now. */
  cashReceiptStatus(tid: string): Promise<CashReceiptRecord>;
  /**
   * The receipt of a receipt order id whose 발급 answer was lost (so no tid): GET /v1/payments/find/{orderId} (거래조회
   * by order id, api/status-transaction.md) for its tid, then 조회 by that tid. Null when the gateway has no such order
   * id, i.e. the 발급 never reached it.
   */
  findCashReceipt(orderId: string, requestedAt: Date): Promise<CashReceiptRecord | null>;
}
