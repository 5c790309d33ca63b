import type { OrderBox, OrderDetail, OrderPreview, PaymentStep } from "@shop/contracts/order";

// API answers of checkout and orders for the route tests (shapes of packages/contracts/src/order.ts).

const ZERO_PRICE = {
  totalItemPrice: 0,
  totalShippingAmount: 0,
  islandSurchargeAmount: 0,
  totalDiscountAmount: 0,
  totalPointAmount: 0,
  orderPayAmount: 0,
};

export const ORDER_BOX: OrderBox = {
  boxKey: "2-10000001",
  title: "(주)대관령한우 개별배송",
  deliveryType: 2,
  sellerId: 10_000_001,
  sellerName: "(주)대관령한우",
  shippingPaymentType: 1,
  shipping: 3_000,
  islandSurcharge: 0,
  couponDiscount: 0,
  notice: "(주)대관령한우에서 판매하는 상품으로, 주문·품질·교환·환불의 책임은 판매자에게 있습니다.",
  lines: [
    {
      cartId: 11,
      orderItemId: null,
      itemUserCode: "G0000001",
      itemName: "한우 1++ 등심",
      optionName: "500g",
      imageSrc: null,
      sellerId: 10_000_001,
      sellerName: "(주)대관령한우",
      deliveryType: 2,
      unitPrice: 50_000,
      quantity: 1,
      amount: 50_000,
      couponDiscount: 0,
      status: null,
      statusLabel: null,
    },
  ],
};

export const PAYMENT_STEP: PaymentStep = {
  buy: {
    receivers: [{ itemGroups: [ORDER_BOX] }],
    items: ORDER_BOX.lines,
    orderPrice: { ...ZERO_PRICE, totalItemPrice: 50_000, totalShippingAmount: 3_000, orderPayAmount: 53_000 },
  },
  userDeliveryList: [
    {
      id: 5,
      title: "우리집",
      receiverName: "김농협",
      receiverPhone: "01012345678",
      postcode: "06236",
      address: "서울특별시 강남구 테헤란로 152",
      addressDetail: "12층",
      isBase: true,
      createdAt: "2026-01-02T03:04:05.000Z",
    },
  ],
  config: { pointUseRatio: 0.3, pointUseUnit: 10 },
  useEscrow: true,
  autoCashReceipt: { from: 100_000, methods: ["vbank", "bank"] },
  cashbillTypes: [
    { value: "none", label: "신청 안 함" },
    { value: "individual", label: "개인 소득공제용" },
    { value: "company", label: "사업자 지출증빙용" },
  ],
  billTypes: [{ value: "none", label: "신청 안 함" }],
  userData: {
    member: true,
    name: "김농협",
    phone: "01012345678",
    email: "kim@example.com",
    userType: "PERSONAL",
    businessNumber: null,
    companyName: null,
    point: 5_000,
    maxUsablePoints: 5_000,
  },
  shippingMemoList: ["부재 시 문 앞에 놓아 주세요."],
  paymentMethods: [
    { value: "card", label: "신용카드" },
    { value: "vbank", label: "가상계좌" },
  ],
  groupCode: "grp_0123456789abcdef",
  orderKind: "normal",
};

export const STEP_COUPONS = {
  itemCoupons: [
    {
      couponUserId: 501,
      couponName: "회원가입 축하 3,000원 할인 쿠폰",
      couponType: "item" as const,
      couponConcurrently: true,
      discountAmount: 3_000,
      discountPrice: 50_000,
      itemSequence: 11,
      shippingIndex: null,
      usable: true,
      refusal: null,
    },
  ],
  shippingCoupons: [],
};

export function previewOf(price: Partial<OrderPreview["orderPrice"]> = {}): OrderPreview {
  return {
    boxes: [ORDER_BOX],
    orderPrice: { ...PAYMENT_STEP.buy.orderPrice, ...price },
    cashReceiptRequired: false,
  };
}

/** Step 1's form as a shopper fills it in (posted fields). */
export const STEP1_FORM: Record<string, string> = {
  cartIds: "11",
  groupCode: PAYMENT_STEP.groupCode,
  pointBalance: "5000",
  pointUseRatio: "0.3",
  ordererName: "김농협",
  ordererPhone: "01012345678",
  ordererEmail: "kim@example.com",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  receiverPostcode: "06236",
  receiverAddress: "서울특별시 강남구 테헤란로 152",
  receiverAddressDetail: "12층",
  shippingMemoChoice: "",
  shippingMemo: "",
  "itemCoupon.11": "501",
  points: "1000",
  paymentMethod: "card",
  cashReceiptType: "none",
  cashReceiptNumber: "",
  agree: "on",
};

export const ORDER_DETAIL: OrderDetail = {
  orderId: 42,
  orderCode: "26111512345678",
  kind: "normal",
  orderedAt: "2026-11-15T01:02:03.000Z",
  status: "awaiting_deposit",
  statusLabel: "입금대기",
  member: true,
  orderer: { name: "김농협", phone: "01012345678", email: "kim@example.com" },
  receiver: {
    name: "김농협",
    phone: "01012345678",
    postcode: "06236",
    address: "서울특별시 강남구 테헤란로 152",
    addressDetail: "12층",
    memo: "",
  },
  boxes: [
    {
      ...ORDER_BOX,
      lines: ORDER_BOX.lines.map((line) => ({
        ...line,
        cartId: null,
        orderItemId: 7,
        status: "awaiting_deposit",
        statusLabel: "입금대기",
      })),
    },
  ],
  orderPrice: { ...PAYMENT_STEP.buy.orderPrice },
  payment: {
    method: "vbank",
    methodLabel: "가상계좌",
    paidAt: null,
    virtualAccount: {
      bankName: "농협은행",
      accountNumber: "79012345678901",
      holder: "농협 축산물 도매몰",
      dueAt: "2026-11-18T14:59:59.000Z",
    },
    payDeadline: "2026-11-18T14:59:59.000Z",
    checking: false,
    cashReceipt: { type: "none", number: "" },
    taxBill: false,
    useEscrow: false,
  },
  cancelledAt: null,
  cancelReason: null,
  cancel: { available: true, wholeOnly: true, refundAccountRequired: false, orderItemIds: [7] },
  claims: [],
};
