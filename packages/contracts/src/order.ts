import { ORDER_STATUSES } from "@shop/core/order/order-status";
import { digits, email, max, phoneNumber, required } from "@shop/core/validation/rules";
import { z } from "zod";
import { pagedListSchema } from "./common.js";
import { orderCancelInfoSchema, orderClaimSchema } from "./order-cancel.js";
import { optionalRuleText, ruleText } from "./rule-field.js";
import { shippingAddressSchema } from "./shipping.js";

// Checkout, payment and orders (SPEC §7 Cart and order; docs/decisions/016 and 017). Every amount is integer won
// computed by the server from the database; what a client sends is a choice (lines, coupons, points, method), never
// a price, and the total it saw is only compared.

const idField = z.coerce.number().int().min(1).max(2_147_483_647);
const wonField = z.number().int().min(0);

/** bulkVbank (일괄 가상계좌): a company buyer's order waits unpaid until one account pays several (decision 033). */
/** pinpay (간편결제): a member's registered card, charged on its billing key after the payment password (decision 031). */
export const PAYMENT_METHOD_VALUES = ["card", "vbank", "bank", "naverpayCard", "bulkVbank", "pinpay"] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHOD_VALUES, { error: "결제 수단을 선택해 주세요." });
export type PaymentMethodValue = z.infer<typeof paymentMethodSchema>;

/** What the order pages call each payment method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodValue, string> = {
  card: "신용카드",
  vbank: "가상계좌",
  bank: "계좌이체",
  naverpayCard: "네이버페이",
  bulkVbank: "일괄 가상계좌",
  pinpay: "간편결제",
};

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** normal, or designated: a company buyer's designated trade (지정거래) at the prices designated to them. */
export const orderKindSchema = z.enum(["normal", "designated"]);

/** How an order was started: the selected cart lines (바로구매 adds its lines to the cart first). */
export const checkoutLinesSchema = z.object({
  cartIds: z.array(idField, { error: "주문할 상품을 선택해 주세요." }).min(1, "주문할 상품을 선택해 주세요.").max(100),
});

export const ordererSchema = z.object({
  name: ruleText([required, (value) => max(value, { length: 20 })]),
  phone: ruleText([required, phoneNumber]),
  email: optionalRuleText([email, (value) => max(value, { length: 100 })]),
});

export const receiverSchema = z.object({
  name: ruleText([required, (value) => max(value, { length: 20 })]),
  phone: ruleText([required, phoneNumber]),
  postcode: ruleText([required, (value) => digits(value, { length: 5 })]),
  address: ruleText([required, (value) => max(value, { length: 200 })]),
  addressDetail: optionalRuleText([(value) => max(value, { length: 100 })]),
});

export const cashReceiptSchema = z.object({
  /** none: not asked (issued to the tax office's self-issue number when the law requires one), individual: 소득공제, company: 지출증빙. */
  type: z.enum(["none", "individual", "company"]).default("none"),
  /** The phone number (individual) or business number (company), digits only. */
  number: z
    .string()
    .regex(/^\d{0,13}$/, "현금영수증 번호를 숫자로만 입력해 주세요.")
    .default(""),
});

export const itemCouponChoiceSchema = z.object({ cartId: idField, couponUserId: idField });
export const shippingCouponChoiceSchema = z.object({
  /** The box: `{deliveryType}-{sellerId}` (core checkout/delivery-groups boxKey). */
  boxKey: z.string().regex(/^[12]-\d{1,10}$/, "배송비 쿠폰을 적용할 배송 묶음을 다시 선택해 주세요."),
  couponUserId: idField,
});

/** A non-member order (/order/no-member): the phone verified by SMS and a password to look the order up later. */
export const guestOrderSchema = z.object({
  password: ruleText([
    required,
    (value) =>
      typeof value === "string" && /^\d{4,8}$/.test(value) ? null : "주문 비밀번호는 숫자 4~8자리로 입력해 주세요.",
  ]),
  phoneVerificationToken: ruleText([required, (value) => max(value, { length: 200 })]),
});

/** The checkout form (step 1) as `save` checks it and `buy` places it. */
export const orderFormSchema = checkoutLinesSchema.extend({
  orderer: ordererSchema,
  receiver: receiverSchema,
  /** Remember this receiver in the member's address book. */
  saveAddress: z.boolean().default(false),
  shippingMemo: optionalRuleText([(value) => max(value, { length: 100 })]),
  itemCoupons: z.array(itemCouponChoiceSchema).max(100).default([]),
  shippingCoupons: z.array(shippingCouponChoiceSchema).max(100).default([]),
  points: z.number().int().min(0, "사용할 적립금을 다시 입력해 주세요.").default(0),
  paymentMethod: paymentMethodSchema,
  cashReceipt: cashReceiptSchema.default({ type: "none", number: "" }),
  taxBill: z.boolean().default(false),
  useEscrow: z.boolean().default(false),
  /** The checkout's id from payment-step: a second `buy` of one checkout makes no second order. */
  groupCode: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "주문서를 다시 열어 주세요."),
  guest: guestOrderSchema.optional(),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

export const buyRequestSchema = orderFormSchema.extend({
  /** The amount the shopper saw and agreed to pay; a different server total refuses the order. */
  clientTotal: wonField,
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

export const orderPriceSchema = z.object({
  totalItemPrice: wonField,
  totalShippingAmount: wonField,
  /** Included in totalShippingAmount: the Jeju and remote-island surcharge. */
  islandSurchargeAmount: wonField,
  /** Coupons (item and shipping). */
  totalDiscountAmount: wonField,
  totalPointAmount: wonField,
  orderPayAmount: wonField,
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;

/** One line as checkout and order pages show it. */
export const orderLineSchema = z.object({
  cartId: z.number().int().nullable(),
  orderItemId: z.number().int().nullable(),
  itemUserCode: z.string(),
  itemName: z.string(),
  optionName: z.string(),
  imageSrc: z.string().nullable(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  deliveryType: z.number().int(),
  unitPrice: wonField,
  quantity: z.number().int(),
  amount: wonField,
  couponDiscount: wonField,
  status: orderStatusSchema.nullable(),
  statusLabel: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Where a shipped box is: its carrier, tracking number and the carrier's tracking page (null before it ships). */
export const boxTrackingSchema = z.object({
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
});
export type BoxTracking = z.infer<typeof boxTrackingSchema>;

/** One box (a seller under a delivery type) with its shipping. */
export const orderBoxSchema = z.object({
  boxKey: z.string(),
  title: z.string(),
  deliveryType: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  shippingPaymentType: z.number().int(),
  shipping: wonField,
  islandSurcharge: wonField,
  couponDiscount: wonField,
  /** SPEC §6: the seller-responsibility notice for a seller other than the cooperative. */
  notice: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** An order's box once it shipped (the order pages; checkout's boxes have none). */
  tracking: boxTrackingSchema.nullable().optional(),
});
export type OrderBox = z.infer<typeof orderBoxSchema>;

export const couponOptionSchema = z.object({
  couponUserId: z.number().int(),
  couponName: z.string(),
  /** item or shipping. */
  couponType: z.enum(["item", "shipping"]),
  couponConcurrently: z.boolean(),
  /** What it would take off this line or box. */
  discountAmount: wonField,
  /** The line's (or box's) price it applies to. */
  discountPrice: wonField,
  /** The cart line for an item coupon, the box for a shipping coupon. */
  itemSequence: z.number().int().nullable(),
  shippingIndex: z.string().nullable(),
  usable: z.boolean(),
  /** Why it cannot be used here, in Korean. */
  refusal: z.string().nullable(),
});
export type CouponOption = z.infer<typeof couponOptionSchema>;

/** SPEC §3 Order base data: what /order/step1 opens with. */
export const paymentStepSchema = z.object({
  buy: z.object({
    receivers: z.array(z.object({ itemGroups: z.array(orderBoxSchema) })),
    items: z.array(orderLineSchema),
    orderPrice: orderPriceSchema,
  }),
  userDeliveryList: z.array(shippingAddressSchema),
  config: z.object({ pointUseRatio: z.number(), pointUseUnit: z.number().int() }),
  useEscrow: z.boolean(),
  /** Cash payments of this amount or more get a 현금영수증 by law. */
  autoCashReceipt: z.object({ from: wonField, methods: z.array(paymentMethodSchema) }),
  cashbillTypes: z.array(z.object({ value: z.enum(["none", "individual", "company"]), label: z.string() })),
  billTypes: z.array(z.object({ value: z.enum(["none", "taxBill"]), label: z.string() })),
  userData: z.object({
    member: z.boolean(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    userType: z.enum(["PERSONAL", "BUSINESS"]).nullable(),
    businessNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    point: wonField,
    maxUsablePoints: wonField,
  }),
  shippingMemoList: z.array(z.string()),
  paymentMethods: z.array(z.object({ value: paymentMethodSchema, label: z.string() })),
  groupCode: z.string(),
  orderKind: z
    .enum(["normal", "designated"])
    .describe("designated: the lines are a company buyer's designated trade (지정거래) at their designated prices"),
});
export type PaymentStep = z.infer<typeof paymentStepSchema>;

/** step1-order-coupons: the coupons of the member that could apply to each line and box of this checkout. */
export const stepCouponsSchema = z.object({
  itemCoupons: z.array(couponOptionSchema),
  shippingCoupons: z.array(couponOptionSchema),
});

/** save: the order as it would be placed, every amount recomputed (the confirm step). */
export const orderPreviewSchema = z.object({
  boxes: z.array(orderBoxSchema),
  orderPrice: orderPriceSchema,
  cashReceiptRequired: z.boolean(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/** What the page opens the payment window with (NICEPAY JS SDK `AUTHNICE.requestPay`). */
export const paymentRequestSchema = z.object({
  jsUrl: z.string(),
  clientId: z.string(),
  method: paymentMethodSchema,
  orderId: z.string(),
  amount: wonField,
  goodsName: z.string(),
  returnUrl: z.string(),
  buyerName: z.string(),
  buyerTel: z.string(),
  buyerEmail: z.string(),
  useEscrow: z.boolean(),
  vbankHolder: z.string().nullable(),
  vbankValidHours: z.number().int().nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const buyResponseSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  status: orderStatusSchema,
  orderPayAmount: wonField,
  /** null when nothing is left to pay (coupons and points cover it): the order is paid at once. */
  payment: paymentRequestSchema.nullable(),
});
export type BuyResponse = z.infer<typeof buyResponseSchema>;

/** The returnUrl post of the payment window (application/x-www-form-urlencoded), NICEPAY's fields. */
export const payReturnSchema = z.object({
  authResultCode: z.string().max(10),
  authResultMsg: z.string().max(500).default(""),
  tid: z.string().max(30).optional(),
  clientId: z.string().max(50),
  orderId: z.string().max(64),
  amount: z.coerce.number().int().min(0),
  mallReserved: z.string().max(500).optional(),
  authToken: z.string().max(40).optional(),
  signature: z.string().max(256).optional(),
});

export const virtualAccountSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  dueAt: z.string(),
});

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  kind: orderKindSchema,
  orderedAt: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  /** "한우 등심 1++ 외 2건". */
  title: z.string(),
  imageSrc: z.string().nullable(),
  orderPayAmount: wonField,
  paymentMethod: paymentMethodSchema.nullable(),
  lineCount: z.number().int(),
  /** The order's shipped boxes' tracking (none before a box ships). */
  tracking: z.array(boxTrackingSchema).default([]),
});

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  /** yyyy-MM-dd, inclusive, in Asia/Seoul. Default: the last 3 months. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "조회 시작일을 다시 선택해 주세요.")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "조회 종료일을 다시 선택해 주세요.")
    .optional(),
  status: orderStatusSchema.optional(),
});
export const orderListSchema = pagedListSchema(orderSummarySchema).extend({
  /** Orders per status over the period, for the status tabs. */
  statusCounts: z.record(z.string(), z.number().int()),
});

export const orderDetailQuerySchema = z.object({ orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/) });

/** Who placed an order, as its pages show it. */
export const orderOrdererSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/** Where an order goes, as its pages show it. */
export const orderReceiverSchema = z.object({
  name: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  memo: z.string(),
});

export const orderDetailSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  kind: orderKindSchema,
  orderedAt: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  member: z.boolean(),
  orderer: orderOrdererSchema,
  receiver: orderReceiverSchema,
  boxes: z.array(orderBoxSchema),
  orderPrice: orderPriceSchema,
  payment: z.object({
    method: paymentMethodSchema.nullable(),
    methodLabel: z.string().nullable(),
    paidAt: z.string().nullable(),
    /** The virtual account to pay into, while awaiting the deposit. */
    virtualAccount: virtualAccountSchema.nullable(),
    payDeadline: z.string().nullable(),
    /**
     * The gateway's approval went out and its answer was lost (a timeout): the card may be charged. The shop asks the
     * gateway again within minutes and settles the order, or cancels it unpaid at its deadline.
     */
    checking: z.boolean(),
    cashReceipt: z.object({ type: z.string(), number: z.string() }),
    taxBill: z.boolean(),
    useEscrow: z.boolean(),
  }),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Whether (and what of) the order can be cancelled now by its owner. */
  cancel: orderCancelInfoSchema,
  /** Its cancels, oldest first. */
  claims: z.array(orderClaimSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A non-member looks an order up with its code and password (/order/no-member). */
export const guestOrderLookupSchema = z.object({
  orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/, "주문번호를 정확히 입력해 주세요."),
  password: ruleText([required, (value) => max(value, { length: 8 })]),
});

export const orderCodeBodySchema = z.object({ orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/) });
