import { createHash, randomBytes, randomInt } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import type { MemberProfile } from "@shop/contracts/auth";
import {
  type BuyRequest,
  type BuyResponse,
  type CouponOption,
  type OrderBox,
  type OrderForm,
  type OrderLine,
  type OrderPreview,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_VALUES,
  type PaymentStep,
} from "@shop/contracts/order";
import { PIN_PAY_MESSAGES } from "@shop/contracts/pin-pay";
import { applyCoupons, type Coupon, type CouponRefusal, couponDiscount } from "@shop/core/checkout/coupons";
import {
  boxesOf,
  boxTitle,
  groupCartByShipping,
  type ShippingBrand,
  selectedLinesOf,
} from "@shop/core/checkout/delivery-groups";
import {
  checkDesignatedOrder,
  DESIGNATED_NO_ITEM_COUPON_MESSAGE,
  type DesignatedTerms,
  designatedOptionPrice,
  type LineKind,
} from "@shop/core/checkout/designated-order";
import {
  assertClientTotal,
  CASH_PAYMENT_METHODS,
  CASH_RECEIPT_REQUIRED_FROM,
  CASH_RECEIPT_SELF_ISSUE_NUMBER,
  cashReceiptRequired,
  type OrderAmounts,
  orderAmounts,
} from "@shop/core/checkout/order-amounts";
import { checkPointUse, maxUsablePoints, POINT_USE_UNIT } from "@shop/core/checkout/points";
import type { OrderStatus } from "@shop/core/order/order-status";
import { format } from "date-fns";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { hashPassword } from "../../lib/password-hash.js";
import type { PaymentGateway } from "../../providers/payment-gateway.provider.js";
import type { AuthContext } from "../account/session.service.js";
import { type CartService, type CheckoutLine, cartOwnerOf } from "../cart/cart.service.js";
import type { StockService } from "../catalog/stock.service.js";
import { designatedRefused } from "../designated/designated.service.js";
import {
  deleteIdempotencyKeysBefore,
  insertOrderItems,
  insertOrderUnlessCodeTaken,
  insertShipment,
  type OrderInsert,
  type OrderRow,
} from "./checkout.repository.js";
import { type IdempotencyScope, runIdempotent } from "./idempotency.js";

/** A coupon copy the member holds, with what it is restricted to (the coupon module's answer). */
export interface HeldCoupon extends Coupon {
  itemId: number | null;
  sellerId: number | null;
}

/** What checkout needs of the coupon module. */
export interface CheckoutCoupons {
  usableForOrder(userId: number, now: Date): Promise<HeldCoupon[]>;
  lockForOrder(tx: Tx, userId: number, couponUserIds: readonly number[]): Promise<HeldCoupon[]>;
  markUsed(tx: Tx, couponUserIds: readonly number[], orderId: number, now: Date): Promise<unknown>;
}

/** What checkout needs of the point module. */
export interface CheckoutPoints {
  balance(userId: number): Promise<number>;
  /** The balance with the member's point writes serialised until the transaction ends. */
  lockBalance(tx: Tx, userId: number): Promise<number>;
  use(tx: Tx, userId: number, orderId: number, amount: number): Promise<unknown>;
}

/** What checkout needs of the address book. */
export interface CheckoutAddressBook {
  listAddresses(userId: number): Promise<PaymentStep["userDeliveryList"]>;
  saveFromOrder(
    userId: number,
    address: { receiverName: string; receiverPhone: string; postcode: string; address: string; addressDetail: string },
  ): Promise<unknown>;
}

/** What checkout needs of designated trade (docs/decisions/019): a buyer's terms in force for items. */
export interface CheckoutDesignated {
  termsFor(userId: number, itemIds: readonly number[]): Promise<Map<number, DesignatedTerms & { itemPrice: number }>>;
}

/** What checkout needs of the member and phone-verification services. */
export interface CheckoutAccounts {
  getMe(member: AuthContext & { userId: number }): Promise<MemberProfile>;
  consumeOrderPhoneProof(tx: Tx, proof: string, phoneNumber: string): Promise<void>;
}

export interface CheckoutSettings {
  /** config.pointUseRatio (SPEC §9): the share of what is left to pay that points may cover. */
  pointUseRatio: number;
  /** The holder name of the shop's virtual accounts. */
  shopName: string;
  /** How long a placed order holds its stock for the payment window (decision 017). */
  paymentWindowMinutes: number;
  /** Hours a virtual account stays open for the deposit. */
  vbankValidHours: number;
  /** Escrow (에스크로) is offered for cash payments. */
  useEscrow: boolean;
}

export interface CheckoutServiceDeps {
  db: Db;
  cart: CartService;
  coupons: CheckoutCoupons;
  points: CheckoutPoints;
  addresses: CheckoutAddressBook;
  accounts: CheckoutAccounts;
  designated: CheckoutDesignated;
  stock: StockService;
  payment: Pick<PaymentGateway, "clientId" | "scriptUrl">;
  settings: CheckoutSettings;
  clock?: () => Date;
}

/** The memos a shopper can pick for the courier (SPEC shippingMemoList). */
export const SHIPPING_MEMOS = [
  "부재 시 문 앞에 놓아 주세요.",
  "배송 전 연락 바랍니다.",
  "경비실에 맡겨 주세요.",
  "택배함에 넣어 주세요.",
  "신선식품이니 빠른 배송 부탁드립니다.",
];

export const ORDER_LINE_UNAVAILABLE_MESSAGE = "주문할 수 없는 상품이 포함되어 있습니다. 장바구니를 확인해 주세요.";
export const COUPON_NOT_FOR_LINE_MESSAGE = "이 상품에는 사용할 수 없는 쿠폰입니다.";
export const COUPON_NOT_HELD_MESSAGE = "사용할 수 있는 쿠폰이 아닙니다.";
export const GUEST_ORDER_REQUIRED_MESSAGE = "비회원 주문은 휴대폰 인증과 주문 비밀번호가 필요합니다.";
export const GUEST_NO_COUPONS_MESSAGE = "쿠폰과 적립금은 회원만 사용할 수 있습니다.";
export const TAX_BILL_COMPANY_ONLY_MESSAGE = "세금계산서는 사업자 회원만 신청할 수 있습니다.";
export const BULK_VBANK_COMPANY_ONLY_MESSAGE = "일괄 가상계좌는 사업자 회원만 이용할 수 있습니다.";

function outOfStockMessage(itemName: string) {
  return `재고가 부족합니다. (${itemName}) 수량을 줄이거나 다른 상품을 선택해 주세요.`;
}

/** The public order number: the order date in Seoul (yyMMdd) and 8 random digits, also NICEPAY's orderId. */
export function newOrderCode(now: Date): string {
  const day = format(new TZDate(now, "Asia/Seoul"), "yyMMdd");
  return `${day}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** A checkout's id (payment-step → buy): a second buy of one checkout answers the first order. */
export function newGroupCode(): string {
  return randomBytes(12).toString("base64url");
}

function refusal(status: number, code: string, message: string, description = message) {
  return new ApiError(status, code, message, description);
}

function couponRefused(result: CouponRefusal) {
  return refusal(400, "COUPON_REFUSED", result.message, `coupon ${result.couponUserId}: ${result.reason}`);
}

/** Everything an order costs, computed from the database (never from what the client sent). */
interface Priced {
  lines: CheckoutLine[];
  boxes: ShippingBrand[];
  amounts: OrderAmounts;
  /** cartId → coupon copy used on it; boxKey → shipping coupon copy. */
  lineCoupons: Map<number, number>;
  boxCoupons: Map<string, number>;
}

interface PriceInput {
  lines: CheckoutLine[];
  sellerTerms: Awaited<ReturnType<CartService["checkoutLines"]>>["sellerTerms"];
  postcode: string | null;
  itemCoupons: OrderForm["itemCoupons"];
  shippingCoupons: OrderForm["shippingCoupons"];
  held: HeldCoupon[];
  points: number;
  balance: number;
  pointUseRatio: number;
  now: Date;
}

function priceOrder(input: PriceInput): Priced {
  const unavailable = input.lines.find((line) => !line.displayed || line.soldOut || line.quantity > line.stock);
  if (unavailable) {
    // A hidden item cannot be bought at all; a sold-out one, or one with fewer left than asked, is out of stock.
    const message = unavailable.displayed ? outOfStockMessage(unavailable.itemName) : ORDER_LINE_UNAVAILABLE_MESSAGE;
    throw refusal(409, "ORDER_LINE_UNAVAILABLE", message, `cart line ${unavailable.cartId} cannot be bought now`);
  }
  // Every line asked for is bought, whatever its selection in the cart page.
  const groups = groupCartByShipping(
    input.lines.map((line) => ({ ...line, selected: true })),
    input.sellerTerms,
  );
  const boxes = boxesOf(groups).filter((box) => box.quantity > 0);
  const selected = selectedLinesOf(groups);

  const held = new Map(input.held.map((coupon) => [coupon.couponUserId, coupon]));
  const pick = (couponUserId: number) => {
    const coupon = held.get(couponUserId);
    if (!coupon) throw refusal(404, "NOT_FOUND", COUPON_NOT_HELD_MESSAGE, `coupon copy ${couponUserId} is not usable`);
    return coupon;
  };
  const itemCoupons = input.itemCoupons.map(({ cartId, couponUserId }) => {
    const coupon = pick(couponUserId);
    const line = input.lines.find((candidate) => candidate.cartId === cartId);
    if (line?.kind === "designated") throw refusal(400, "COUPON_REFUSED", DESIGNATED_NO_ITEM_COUPON_MESSAGE);
    if (line && !couponFits(coupon, line)) throw refusal(400, "COUPON_REFUSED", COUPON_NOT_FOR_LINE_MESSAGE);
    return { cartId, coupon };
  });
  const shippingCoupons = input.shippingCoupons.map(({ boxKey, couponUserId }) => ({
    boxKey,
    coupon: pick(couponUserId),
  }));
  const applied =
    itemCoupons.length + shippingCoupons.length === 0
      ? null
      : applyCoupons(
          {
            lines: selected.map((line) => ({ cartId: line.cartId, amount: line.amount })),
            boxes: boxes.map((box) => ({ boxKey: box.boxKey, price: box.price, shipping: box.shipping })),
            itemCoupons,
            shippingCoupons,
          },
          input.now,
        );
  if (applied && !applied.ok) throw couponRefused(applied);

  const amountLines = selected.map((line) => ({ cartId: line.cartId, boxKey: line.boxKey, amount: line.amount }));
  const amountBoxes = boxes.map((box) => ({
    boxKey: box.boxKey,
    shipping: box.shipping,
    shippingPaymentType: box.shippingPaymentType,
  }));
  const beforePoints = orderAmounts({
    lines: amountLines,
    boxes: amountBoxes,
    postcode: input.postcode,
    coupons: applied,
    points: 0,
  });
  if (input.points > 0) {
    const check = checkPointUse(input.points, {
      balance: input.balance,
      payableAmount: beforePoints.orderPayAmount,
      pointUseRatio: input.pointUseRatio,
    });
    if (!check.ok) throw refusal(400, "POINTS_REFUSED", check.message, `points: ${check.reason}`);
  }
  const amounts =
    input.points > 0
      ? orderAmounts({
          lines: amountLines,
          boxes: amountBoxes,
          postcode: input.postcode,
          coupons: applied,
          points: input.points,
        })
      : beforePoints;
  return {
    lines: input.lines,
    boxes,
    amounts,
    lineCoupons: new Map(applied ? applied.lineDiscounts.map((entry) => [entry.cartId, entry.couponUserId]) : []),
    boxCoupons: new Map(applied ? applied.boxDiscounts.map((entry) => [entry.boxKey, entry.couponUserId]) : []),
  };
}

/** Whether a coupon copy may go on a line: all items, the seller's items, or that one item. */
function couponFits(coupon: HeldCoupon, line: Pick<CheckoutLine, "itemId" | "sellerId">) {
  if (coupon.itemId !== null && coupon.itemId !== line.itemId) return false;
  if (coupon.sellerId !== null && coupon.sellerId !== line.sellerId) return false;
  return true;
}

function orderPriceOf(amounts: OrderAmounts) {
  return {
    totalItemPrice: amounts.totalItemPrice,
    totalShippingAmount: amounts.totalShippingAmount,
    islandSurchargeAmount: amounts.islandSurchargeAmount,
    totalDiscountAmount: amounts.totalDiscountAmount,
    totalPointAmount: amounts.totalPointAmount,
    orderPayAmount: amounts.orderPayAmount,
  };
}

function lineView(line: CheckoutLine, amounts: OrderAmounts): OrderLine {
  const amount = amounts.lines.find((entry) => entry.cartId === line.cartId);
  return {
    cartId: line.cartId,
    orderItemId: null,
    itemUserCode: line.itemUserCode,
    itemName: line.itemName,
    optionName: line.optionName,
    imageSrc: line.imageSrc,
    sellerId: line.sellerId,
    sellerName: line.sellerName,
    deliveryType: line.deliveryType,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    amount: line.unitPrice * line.quantity,
    couponDiscount: amount?.couponDiscount ?? 0,
    status: null,
    statusLabel: null,
  };
}

function boxViews(priced: Priced): OrderBox[] {
  return priced.boxes.map((box) => {
    const amount = priced.amounts.boxes.find((entry) => entry.boxKey === box.boxKey);
    const cartIds = new Set(box.itemGroups.flatMap((group) => group.lines.map((line) => line.cartId)));
    return {
      boxKey: box.boxKey,
      title: boxTitle(box.deliveryType, box.sellerName),
      deliveryType: box.deliveryType,
      sellerId: box.sellerId,
      sellerName: box.sellerName,
      shippingPaymentType: box.shippingPaymentType,
      shipping: box.shipping,
      islandSurcharge: amount?.islandSurcharge ?? 0,
      couponDiscount: amount?.couponDiscount ?? 0,
      notice: box.notice,
      lines: priced.lines.filter((line) => cartIds.has(line.cartId)).map((line) => lineView(line, priced.amounts)),
    };
  });
}

/** "한우 등심 1++ 외 2건": the order's name for the payment window and my page. */
export function goodsNameOf(itemNames: readonly string[]): string {
  const first = itemNames[0] ?? "주문 상품";
  const name = itemNames.length > 1 ? `${first} 외 ${itemNames.length - 1}건` : first;
  // NICEPAY: 40 bytes at most, and no double quote or broken bar.
  return name.replace(/["¦]/g, "-").slice(0, 40);
}

function requestHashOf(body: unknown) {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/**
 * Checkout (SPEC §7 Cart and order: payment-step, step1-order-coupons, save, buy). Every amount is recomputed from
 * the database; `buy` places the order, takes its stock and uses its coupons and points in one transaction
 * (docs/decisions/017) and answers what the payment window opens with.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { db, cart, coupons, points, addresses, accounts, designated, stock, payment, settings } = deps;
  const clock = deps.clock ?? (() => new Date());

  function memberOf(auth: AuthContext): (AuthContext & { userId: number }) | null {
    return auth.role === "ROLE_USER" && auth.userId !== null ? { ...auth, userId: auth.userId } : null;
  }

  /**
   * Designated trade (docs/decisions/019): lines of a designated checkout are checked by core (never mixed with normal
   * lines, a company buyer, each item designated to them, its minimum in whole units) and priced at the price
   * designated to the buyer, read from the database; lines of a normal checkout come back as they are.
   */
  async function withDesignatedPrices(
    auth: AuthContext,
    lines: CheckoutLine[],
  ): Promise<{ kind: LineKind; lines: CheckoutLine[] }> {
    if (!lines.some((line) => line.kind === "designated")) return { kind: "normal", lines };
    const member = memberOf(auth);
    const [profile, terms] = member
      ? await Promise.all([
          accounts.getMe(member),
          designated.termsFor(
            member.userId,
            lines.map((line) => line.itemId),
          ),
        ])
      : [null, new Map<number, DesignatedTerms & { itemPrice: number }>()];
    const check = checkDesignatedOrder({
      buyerType: profile?.userType ?? null,
      lines: lines.map((line) => ({ ...line, terms: terms.get(line.itemId) ?? null })),
    });
    if (!check.ok) throw designatedRefused(check, `cart line ${lines[check.index]?.cartId}: ${check.reason}`);
    return {
      kind: check.kind,
      lines: lines.map((line) => {
        const lineTerms = terms.get(line.itemId);
        return lineTerms
          ? { ...line, unitPrice: designatedOptionPrice({ ...lineTerms, optionPrice: line.unitPrice }) }
          : line;
      }),
    };
  }

  async function priceFor(
    auth: AuthContext,
    form: Pick<OrderForm, "cartIds" | "itemCoupons" | "shippingCoupons" | "points"> & { postcode: string | null },
  ) {
    const member = memberOf(auth);
    if (!member && (form.itemCoupons.length > 0 || form.shippingCoupons.length > 0 || form.points > 0)) {
      throw refusal(400, "MEMBERS_ONLY", GUEST_NO_COUPONS_MESSAGE);
    }
    const now = clock();
    const fetched = await cart.checkoutLines(cartOwnerOf(auth), form.cartIds);
    const { kind, lines } = await withDesignatedPrices(auth, fetched.lines);
    const { sellerTerms } = fetched;
    const held =
      member && (form.itemCoupons.length > 0 || form.shippingCoupons.length > 0)
        ? await coupons.usableForOrder(member.userId, now)
        : [];
    const balance = member && form.points > 0 ? await points.balance(member.userId) : 0;
    const priced = priceOrder({
      lines,
      sellerTerms,
      postcode: form.postcode,
      itemCoupons: form.itemCoupons,
      shippingCoupons: form.shippingCoupons,
      held,
      points: form.points,
      balance,
      pointUseRatio: settings.pointUseRatio,
      now,
    });
    return { ...priced, kind };
  }

  function checkCompanyChoices(form: OrderForm, profile: MemberProfile | null) {
    if (form.taxBill && profile?.userType !== "BUSINESS") {
      throw refusal(400, "TAX_BILL_REFUSED", TAX_BILL_COMPANY_ONLY_MESSAGE);
    }
    if (form.paymentMethod === "bulkVbank" && profile?.userType !== "BUSINESS") {
      throw refusal(400, "BULK_VBANK_REFUSED", BULK_VBANK_COMPANY_ONLY_MESSAGE);
    }
  }

  /** The order as placed: one transaction for the order, its stock, coupons and points. */
  async function place(auth: AuthContext, form: BuyRequest): Promise<BuyResponse> {
    const member = memberOf(auth);
    // The profile decides only the tax bill and 일괄 가상계좌 (company buyers): read when one is asked for.
    const bulk = form.paymentMethod === "bulkVbank";
    const profile = member && (form.taxBill || bulk) ? await accounts.getMe(member) : null;
    checkCompanyChoices(form, profile);
    if (!member && !form.guest) throw refusal(400, "GUEST_ORDER_REQUIRED", GUEST_ORDER_REQUIRED_MESSAGE);
    if (!member && form.paymentMethod === "pinpay") throw refusal(400, "MEMBERS_ONLY", PIN_PAY_MESSAGES.membersOnly);
    const owner = cartOwnerOf(auth);
    const now = clock();
    const fetched = await cart.checkoutLines(owner, form.cartIds);
    const { kind, lines } = await withDesignatedPrices(auth, fetched.lines);
    const { sellerTerms } = fetched;
    const guestPasswordHash = form.guest ? await hashPassword(form.guest.password) : null;

    const placed = await db.transaction(async (tx) => {
      const couponIds = [...form.itemCoupons, ...form.shippingCoupons].map((choice) => choice.couponUserId);
      if (!member && (couponIds.length > 0 || form.points > 0))
        throw refusal(400, "MEMBERS_ONLY", GUEST_NO_COUPONS_MESSAGE);
      const held = member && couponIds.length > 0 ? await coupons.lockForOrder(tx, member.userId, couponIds) : [];
      const balance = member && form.points > 0 ? await points.lockBalance(tx, member.userId) : 0;
      const priced = priceOrder({
        lines,
        sellerTerms,
        postcode: form.receiver.postcode,
        itemCoupons: form.itemCoupons,
        shippingCoupons: form.shippingCoupons,
        held,
        points: form.points,
        balance,
        pointUseRatio: settings.pointUseRatio,
        now,
      });
      const total = assertClientTotal(priced.amounts.orderPayAmount, form.clientTotal);
      if (!total.ok)
        throw refusal(409, "TOTAL_CHANGED", total.message, `server total ${priced.amounts.orderPayAmount}`);
      if (form.guest) await accounts.consumeOrderPhoneProof(tx, form.guest.phoneVerificationToken, form.orderer.phone);

      const taken = await stock.take(
        tx,
        priced.lines.map((line) => ({
          itemId: line.itemId,
          optionId: line.optionId,
          quantity: line.quantity,
          itemName: line.itemName,
        })),
      );
      if (!taken.ok) {
        throw refusal(
          409,
          "OUT_OF_STOCK",
          outOfStockMessage(taken.line.itemName ?? "상품"),
          `option ${taken.line.optionId} ran out`,
        );
      }

      const free = priced.amounts.orderPayAmount === 0;
      // 일괄 가상계좌 (decision 033): no window now; the order waits for an account of several orders and its deposit.
      const status: OrderStatus = free ? "paid" : bulk ? "awaiting_deposit" : "payment_pending";
      const cashReceipt =
        form.cashReceipt.type === "none" && cashReceiptRequired(form.paymentMethod, priced.amounts.orderPayAmount)
          ? { type: "individual" as const, number: CASH_RECEIPT_SELF_ISSUE_NUMBER }
          : form.cashReceipt;
      const order = await insertOrderRetrying(tx, {
        userId: member?.userId ?? null,
        guestTokenId: member ? null : auth.tokenId,
        kind,
        status,
        ordererName: form.orderer.name,
        ordererPhone: form.orderer.phone,
        ordererEmail: form.orderer.email ?? "",
        guestPasswordHash,
        receiverName: form.receiver.name,
        receiverPhone: form.receiver.phone,
        receiverPostcode: form.receiver.postcode,
        receiverAddress: form.receiver.address,
        receiverAddressDetail: form.receiver.addressDetail ?? "",
        shippingMemo: form.shippingMemo ?? "",
        totalItemPrice: priced.amounts.totalItemPrice,
        totalShippingAmount: priced.amounts.totalShippingAmount,
        totalDiscountAmount: priced.amounts.totalDiscountAmount,
        pointsUsed: priced.amounts.totalPointAmount,
        orderPayAmount: priced.amounts.orderPayAmount,
        paymentMethod: free ? null : form.paymentMethod,
        useEscrow: settings.useEscrow && form.useEscrow && CASH_PAYMENT_METHODS.includes(form.paymentMethod),
        cashReceiptType: CASH_PAYMENT_METHODS.includes(form.paymentMethod) ? cashReceipt.type : "none",
        cashReceiptNumber: CASH_PAYMENT_METHODS.includes(form.paymentMethod) ? cashReceipt.number : "",
        taxBill: form.taxBill,
        payDeadline: free
          ? null
          : new Date(now.getTime() + (bulk ? settings.vbankValidHours * 60 : settings.paymentWindowMinutes) * 60_000),
        paidAt: free ? now : null,
        orderedAt: now,
      });

      for (const box of priced.boxes) {
        const amount = priced.amounts.boxes.find((entry) => entry.boxKey === box.boxKey);
        const shipment = await insertShipment(tx, {
          orderId: order.id,
          deliveryType: box.deliveryType,
          sellerId: box.sellerId,
          sellerName: box.sellerName,
          shippingPaymentType: box.shippingPaymentType,
          shippingFee: box.shipping,
          islandSurcharge: amount?.islandSurcharge ?? 0,
          shippingCouponUserId: priced.boxCoupons.get(box.boxKey) ?? null,
          shippingCouponDiscount: amount?.couponDiscount ?? 0,
          pointShare: amount?.pointShare ?? 0,
          sellerShippingFee: box.shippingFee,
          freeShippingThreshold: box.freeShippingThreshold,
        });
        const cartIds = new Set(box.itemGroups.flatMap((group) => group.lines.map((line) => line.cartId)));
        await insertOrderItems(
          tx,
          priced.lines
            .filter((line) => cartIds.has(line.cartId))
            .map((line) => {
              const lineAmount = priced.amounts.lines.find((entry) => entry.cartId === line.cartId);
              return {
                orderId: order.id,
                shipmentId: shipment.id,
                itemId: line.itemId,
                optionId: line.optionId,
                cartLineId: line.cartId,
                itemUserCode: line.itemUserCode,
                imageSrc: line.imageSrc,
                itemName: line.itemName,
                optionName: line.optionName,
                quantity: line.quantity,
                unitPrice: line.unitPrice,
                couponUserId: priced.lineCoupons.get(line.cartId) ?? null,
                couponDiscount: lineAmount?.couponDiscount ?? 0,
                pointShare: lineAmount?.pointShare ?? 0,
                status,
              };
            }),
        );
      }
      const usedCoupons = [...priced.lineCoupons.values(), ...priced.boxCoupons.values()];
      if (member && usedCoupons.length > 0) await coupons.markUsed(tx, usedCoupons, order.id, now);
      if (member && priced.amounts.totalPointAmount > 0) {
        await points.use(tx, member.userId, order.id, priced.amounts.totalPointAmount);
      }
      if (free || bulk) {
        if (free) {
          await stock.recordSales(
            tx,
            priced.lines.map((line) => ({ itemId: line.itemId, optionId: line.optionId, quantity: line.quantity })),
          );
        }
        await cart.removeLines(
          tx,
          owner,
          priced.lines.map((line) => line.cartId),
        );
      }
      return { order, priced };
    });

    if (member && form.saveAddress) {
      await addresses.saveFromOrder(member.userId, {
        receiverName: form.receiver.name,
        receiverPhone: form.receiver.phone,
        postcode: form.receiver.postcode,
        address: form.receiver.address,
        addressDetail: form.receiver.addressDetail ?? "",
      });
    }
    const { order, priced } = placed;
    return {
      orderId: order.id,
      orderCode: order.orderCode,
      status: order.status,
      orderPayAmount: order.orderPayAmount,
      payment:
        order.orderPayAmount === 0 || order.paymentMethod === "bulkVbank"
          ? null
          : {
              jsUrl: payment.scriptUrl,
              clientId: payment.clientId,
              method: form.paymentMethod,
              orderId: order.orderCode,
              amount: order.orderPayAmount,
              goodsName: goodsNameOf(priced.lines.map((line) => line.itemName)),
              returnUrl: PAY_RETURN_PATH,
              buyerName: order.ordererName,
              buyerTel: order.ordererPhone,
              buyerEmail: order.ordererEmail,
              useEscrow: order.useEscrow,
              vbankHolder: form.paymentMethod === "vbank" ? settings.shopName : null,
              vbankValidHours: form.paymentMethod === "vbank" ? settings.vbankValidHours : null,
            },
    };
  }

  async function insertOrderRetrying(tx: Tx, values: Omit<OrderInsert, "orderCode">): Promise<OrderRow> {
    // 10⁸ codes a day: a clash is rare; a taken code inserts nothing (no error, so no savepoint is needed to keep the
    // rest of the transaction) and the order tries another.
    for (let attempt = 0; ; attempt += 1) {
      const orderCode = newOrderCode(values.orderedAt instanceof Date ? values.orderedAt : clock());
      const order = await insertOrderUnlessCodeTaken(tx, { ...values, orderCode });
      if (order) return order;
      if (attempt >= 3) throw new Error(`no free order code after ${attempt + 1} tries`);
    }
  }

  return {
    /** POST /api/order/payment-step: what /order/step1 opens with (SPEC §3 Order base data). */
    async paymentStep(auth: AuthContext, cartIds: readonly number[]): Promise<PaymentStep> {
      const member = memberOf(auth);
      const priced = await priceFor(auth, {
        cartIds: [...cartIds],
        itemCoupons: [],
        shippingCoupons: [],
        points: 0,
        postcode: null,
      });
      const [profile, balance, deliveryList] = member
        ? await Promise.all([
            accounts.getMe(member),
            points.balance(member.userId),
            addresses.listAddresses(member.userId),
          ])
        : [null, 0, []];
      return {
        buy: {
          receivers: [{ itemGroups: boxViews(priced) }],
          items: priced.lines.map((line) => lineView(line, priced.amounts)),
          orderPrice: orderPriceOf(priced.amounts),
        },
        userDeliveryList: deliveryList,
        config: { pointUseRatio: settings.pointUseRatio, pointUseUnit: POINT_USE_UNIT },
        useEscrow: settings.useEscrow,
        autoCashReceipt: {
          from: CASH_RECEIPT_REQUIRED_FROM,
          methods: PAYMENT_METHOD_VALUES.filter((method) => CASH_PAYMENT_METHODS.includes(method)),
        },
        cashbillTypes: [
          { value: "none", label: "신청 안 함" },
          { value: "individual", label: "개인 소득공제용" },
          { value: "company", label: "사업자 지출증빙용" },
        ],
        billTypes:
          profile?.userType === "BUSINESS"
            ? [
                { value: "none", label: "신청 안 함" },
                { value: "taxBill", label: "세금계산서 신청" },
              ]
            : [{ value: "none", label: "신청 안 함" }],
        userData: {
          member: member !== null,
          name: profile?.userName ?? "",
          phone: profile?.phoneNumber ?? "",
          email: profile?.email ?? "",
          userType: profile?.userType ?? null,
          businessNumber: profile?.businessNumber ?? null,
          companyName: profile?.companyName ?? null,
          point: balance,
          maxUsablePoints: maxUsablePoints({
            balance,
            payableAmount: priced.amounts.orderPayAmount,
            pointUseRatio: settings.pointUseRatio,
          }),
        },
        shippingMemoList: SHIPPING_MEMOS,
        // 일괄 가상계좌 is offered to company buyers only (decision 033).
        paymentMethods: PAYMENT_METHOD_VALUES.filter(
          (value) => value !== "bulkVbank" || profile?.userType === "BUSINESS",
        )
          // 간편결제 pays with a member's registered card (decision 031).
          .filter((value) => value !== "pinpay" || member !== null)
          .map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
        groupCode: newGroupCode(),
        orderKind: priced.kind,
      };
    },

    /** POST /api/order/step1-order-coupons: the member's coupons for each line and box, with what each takes off. */
    async stepCoupons(auth: AuthContext, cartIds: readonly number[]) {
      const member = memberOf(auth);
      if (!member) return { itemCoupons: [], shippingCoupons: [] };
      const now = clock();
      const priced = await priceFor(auth, {
        cartIds: [...cartIds],
        itemCoupons: [],
        shippingCoupons: [],
        points: 0,
        postcode: null,
      });
      const held = await coupons.usableForOrder(member.userId, now);
      const itemCoupons: CouponOption[] = [];
      const shippingCoupons: CouponOption[] = [];
      for (const coupon of held) {
        const common = {
          couponUserId: coupon.couponUserId,
          couponName: coupon.couponName,
          couponType: coupon.kind,
          couponConcurrently: coupon.concurrently,
        };
        if (coupon.kind === "item") {
          for (const line of priced.lines) {
            const base = line.unitPrice * line.quantity;
            // A designated line is priced by the buyer's own agreement: no item coupon goes on it (decision 019).
            const designatedLine = line.kind === "designated";
            const result = !designatedLine && couponFits(coupon, line) ? couponDiscount(coupon, base, now) : null;
            itemCoupons.push({
              ...common,
              discountPrice: base,
              discountAmount: result?.ok ? result.discount : 0,
              itemSequence: line.cartId,
              shippingIndex: null,
              usable: result?.ok === true,
              refusal: designatedLine
                ? DESIGNATED_NO_ITEM_COUPON_MESSAGE
                : result === null
                  ? COUPON_NOT_FOR_LINE_MESSAGE
                  : result.ok
                    ? null
                    : result.message,
            });
          }
        } else {
          for (const box of priced.boxes) {
            const result = couponDiscount(coupon, box.shipping, now, box.price);
            shippingCoupons.push({
              ...common,
              discountPrice: box.shipping,
              discountAmount: result.ok ? result.discount : 0,
              itemSequence: null,
              shippingIndex: box.boxKey,
              usable: result.ok,
              refusal: result.ok ? null : result.message,
            });
          }
        }
      }
      return { itemCoupons, shippingCoupons };
    },

    /** POST /api/order/save: the order as it would be placed, every amount recomputed (step 2). Nothing is written. */
    async save(auth: AuthContext, form: OrderForm): Promise<OrderPreview> {
      const member = memberOf(auth);
      checkCompanyChoices(form, member ? await accounts.getMe(member) : null);
      const priced = await priceFor(auth, { ...form, postcode: form.receiver.postcode });
      return {
        boxes: boxViews(priced),
        orderPrice: orderPriceOf(priced.amounts),
        cashReceiptRequired: cashReceiptRequired(form.paymentMethod, priced.amounts.orderPayAmount),
      };
    },

    /** Deletes Idempotency-Key records made before `cutoff` (housekeeping); answers how many. */
    purgeIdempotencyKeysBefore(cutoff: Date): Promise<number> {
      return deleteIdempotencyKeysBefore(db, cutoff);
    },

    /**
     * POST /api/order/buy: places the order. Repeats with the same Idempotency-Key (or, without one, the same
     * checkout's groupCode) answer the first order instead of placing another.
     */
    buy(auth: AuthContext, form: BuyRequest, idempotencyKey: string | undefined): Promise<BuyResponse> {
      const scope: IdempotencyScope = {
        scope: "buy",
        owner: auth.userId !== null ? `user:${auth.userId}` : `guest:${auth.tokenId}`,
        key: idempotencyKey ?? `group:${form.groupCode}`,
        requestHash: requestHashOf(form),
      };
      return runIdempotent(db, scope, () => place(auth, form));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** Where the payment window posts its result (NICEPAY returnUrl); the page makes it absolute on its own origin. */
export const PAY_RETURN_PATH = "/api/order/pay";
