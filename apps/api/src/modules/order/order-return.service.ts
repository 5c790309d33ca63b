import { type RefundAccount, refundAccountSchema } from "@shop/contracts/order-cancel";
import {
  CLAIM_FORM_FIELD,
  CLAIM_MESSAGES,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_MAX_FILES,
  CLAIM_PHOTO_TYPES,
  type ClaimApplyInfo,
  type ClaimApplyResult,
  type ClaimForm,
  type ClaimFormFields,
  type ReturnAmount,
} from "@shop/contracts/order-return";
import {
  canChangeOrderStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  STATUS_CHANGE_REFUSED_MESSAGE,
} from "@shop/core/order/order-status";
import { CANCEL_UNKNOWN_LINE_MESSAGE } from "@shop/core/order/refund";
import {
  CLAIM_NOT_DELIVERED_MESSAGE,
  CLAIM_NOTES,
  type ClaimKind,
  checkClaim,
  claimDeadline,
  isPerishable,
  planReturnRefund,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
  SHIPPING_PAYER_LABELS,
  shippingPayerOf,
} from "@shop/core/order/return-policy";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { detectFileType, fileFieldError, type UploadedFile } from "../../lib/multipart-form.js";
import {
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import type { AuthContext } from "../account/session.service.js";
import {
  findOrderByCode,
  findOrderItems,
  findShipments,
  lockOrderById,
  type OrderItemRow,
  type OrderRow,
  updateOrder,
} from "./checkout.repository.js";
import {
  BULK_REFUND_IN_PROGRESS_MESSAGE,
  CANCEL_REFUSED_MESSAGE,
  type CancelReturns,
  REFUND_ACCOUNT_REQUIRED_MESSAGE,
  refundBoxesOf,
  refundLinesOf,
} from "./order-cancel.service.js";
import {
  addShippingDeduction,
  findClaim,
  insertClaim,
  type OrderClaimRow,
  updateClaim,
} from "./order-claim.repository.js";
import { claimOf, refundsByTransfer } from "./order-claims.js";
import {
  type BulkAccounts,
  type HeldPayment,
  heldPaymentOf,
  recordHeldRefund,
  sharedRefundInFlight,
} from "./order-held-payment.js";
import { ORDER_NOT_FOUND_MESSAGE } from "./order-query.service.js";
import {
  findClaimPhotoIds,
  findMemberClaimPhoto,
  findOpenReturnClaim,
  findStuckRefunds,
  insertClaimPhotos,
  lockClaim,
  markOrderDelivered,
  type NewClaimPhoto,
  setLineStatus,
} from "./order-return.repository.js";

export const RETURN_APPLIED_MESSAGE = "반품 신청이 접수되었습니다. 상품을 회수한 뒤 환불해 드립니다.";
export const EXCHANGE_APPLIED_MESSAGE =
  "교환 신청이 접수되었습니다. 상품을 회수한 뒤 같은 상품으로 다시 보내 드립니다.";
export const REFUND_IN_PROGRESS_MESSAGE = "결제사에서 환불 결과를 확인하고 있습니다. 잠시 후 다시 확인해 주세요.";
export const REFUSE_REASON_REQUIRED_MESSAGE = "거부 사유를 입력해 주세요.";
export const CLAIM_NOT_FOUND_MESSAGE = "반품·교환 내역을 찾을 수 없습니다.";
export const REFUND_PAYMENT_MISSING_MESSAGE =
  "환불할 결제 내역을 찾을 수 없습니다. 고객센터(1:1 문의)로 문의해 주세요.";

/** The shop's steps on a return or exchange. */
export type ClaimAction = "collect" | "complete" | "refuse" | "deliver";

/** Writes what a step changed inside its transaction (the back office's audit entry). */
export type ClaimStepRecorder = (
  tx: Tx,
  change: { claim: OrderClaimRow; before: Record<string, unknown>; after: Record<string, unknown> },
) => Promise<void>;

/** The one status a claim's lines share (they move together), or the distinct ones joined. */
function linesStatusOf(lines: readonly OrderItemRow[]): string {
  return [...new Set(lines.map((line) => line.status))].join(",");
}

/** An unanswered refund is asked of the gateway again after this long (the balance showed it never went through). */
const REASK_AFTER_MS = 60_000;
const PHOTO_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export interface OrderReturnServiceDeps extends CancelReturns {
  db: Db;
  payment: PaymentGateway;
  catalog: { livestockOfItems(ids: readonly number[]): Promise<Map<number, string>> };
  addresses: {
    baseAddress(userId: number): Promise<{
      receiverName: string;
      receiverPhone: string;
      postcode: string;
      address: string;
      addressDetail: string;
    } | null>;
  };
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
  /** The order's cash receipt follows a return's refund (order-cash-receipt.service.ts; it logs its own failures). */
  cashReceipts?: { sync(orderId: number): Promise<void> };
  /** The deposited 일괄 가상계좌 that paid a bulkVbank order: its return is refunded from that account's tid. */
  bulkAccounts?: BulkAccounts;
}

const kindOfForm = (form: ClaimForm): ClaimKind => (form === "exchange" ? "exchange" : "return");

function refusal(status: number, code: string, message: string, description: string) {
  return new ApiError(status, code, message, description);
}

function notFound(description: string) {
  return refusal(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, description);
}

/** The name a photo is kept under: the sent name without its path and control characters, else 사진N.ext. */
function photoName(sent: string, index: number, contentType: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim();
  const kept = Array.from(base).slice(-100).join("");
  return kept !== "" && kept !== "." && kept !== ".." ? kept : `사진${index + 1}.${PHOTO_EXTENSIONS[contentType]}`;
}

/** The photos' types read from their bytes; anything but an image is refused by name, as its size was. */
async function readPhotos(uploads: readonly UploadedFile[]): Promise<NewClaimPhoto[]> {
  const photos: NewClaimPhoto[] = [];
  for (const [index, upload] of uploads.entries()) {
    const contentType = (await detectFileType(upload.data)) ?? "";
    if (!(CLAIM_PHOTO_TYPES as readonly string[]).includes(contentType)) {
      throw fileFieldError(
        CLAIM_FORM_FIELD.photos,
        CLAIM_MESSAGES.photoType,
        `photo ${index} is ${contentType || "unknown"}`,
      );
    }
    if (upload.data.length > CLAIM_PHOTO_MAX_BYTES) {
      throw fileFieldError(CLAIM_FORM_FIELD.photos, CLAIM_MESSAGES.photoSize, `photo ${index} too large`);
    }
    photos.push({ fileName: photoName(upload.fileName, index, contentType), contentType, data: upload.data });
  }
  if (photos.length > CLAIM_PHOTO_MAX_FILES) {
    throw fileFieldError(CLAIM_FORM_FIELD.photos, CLAIM_MESSAGES.tooManyPhotos, "too many photos");
  }
  return photos;
}

/** A payment the gateway still holds money on. */
const liveOf = (row: HeldPayment | undefined) =>
  row && (row.status === "paid" || row.status === "partialCancelled") ? row : undefined;

/**
 * Returns, exchanges and designated-trade returns after delivery (docs/decisions/030). The shopper applies with the
 * lines, a reason, photos and the pickup address: one claim open per order, its lines 반품신청/교환신청. The shop
 * (a dev route until the back office) picks the goods up, then completes the claim — a return's refund through the
 * gateway's partial cancel and the points and coupons back, exactly once — or refuses it with a reason.
 */
export function createOrderReturnService(deps: OrderReturnServiceDeps) {
  const { db, payment, coupons, points, catalog, addresses, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function memberOrder(userId: number, orderCode: string, form: ClaimForm) {
    const order = await findOrderByCode(db, orderCode);
    if (!order || order.userId !== userId) throw notFound(`order ${orderCode} is not member ${userId}'s`);
    if (form === "designated-return" && order.kind !== "designated") {
      throw refusal(409, "NOT_DESIGNATED", CLAIM_MESSAGES.notDesignated, "not a designated-trade order");
    }
    if (form === "return" && order.kind === "designated") {
      throw refusal(409, "DESIGNATED_ONLY", CLAIM_MESSAGES.designatedOnly, "a designated-trade order");
    }
    return order;
  }

  /**
   * Which of an order's lines are fresh food, by their items' livestock kind. Read outside any transaction: the catalog
   * answers on its own connection (and an item's kind does not change under a claim).
   */
  async function perishableOf(orderId: number) {
    const lines = await findOrderItems(db, [orderId]);
    const livestock = await catalog.livestockOfItems([...new Set(lines.map((line) => line.itemId))]);
    return (line: OrderItemRow) => isPerishable(livestock.get(line.itemId) ?? "");
  }

  /** The claim's check and, for a return, its refund plan; 4xx with the shopper's message otherwise. */
  async function planOf(
    executor: Db | Tx,
    order: OrderRow,
    input: { kind: ClaimKind; orderItemIds: readonly number[]; reason: ReturnReason; photoCount: number | null },
    perishable: (line: OrderItemRow) => boolean,
  ) {
    const [lines, shipments] = await Promise.all([
      findOrderItems(executor, [order.id]),
      findShipments(executor, order.id),
    ]);
    const wanted = new Set(input.orderItemIds);
    const chosen = lines.filter((line) => wanted.has(line.id));
    if (chosen.length !== wanted.size) {
      throw refusal(400, "CLAIM_UNKNOWN_LINE", CANCEL_UNKNOWN_LINE_MESSAGE, "a line is not the order's");
    }
    const check = checkClaim({
      kind: input.kind,
      reason: input.reason,
      photoCount: input.photoCount,
      deliveredAt: order.deliveredAt,
      now: clock(),
      lines: chosen.map((line) => ({ status: line.status, perishable: perishable(line) })),
    });
    if (!check.ok) {
      const status = check.reason === "photo_required" || check.reason === "no_lines" ? 400 : 409;
      throw refusal(status, `CLAIM_${check.reason.toUpperCase()}`, check.message, check.reason);
    }
    const payer = shippingPayerOf(input.reason);
    const result = planReturnRefund(refundLinesOf(lines), refundBoxesOf(shipments), input.orderItemIds, payer);
    if (!result.ok) throw refusal(409, "CLAIM_FEE_OVER_REFUND", result.message, result.reason);
    return { plan: result.plan, payer };
  }

  async function claimAnswer(claim: OrderClaimRow, order: OrderRow) {
    const [lines, photos] = await Promise.all([findOrderItems(db, [order.id]), findClaimPhotoIds(db, [claim.id])]);
    return claimOf(
      claim,
      order,
      lines,
      photos.map((photo) => photo.id),
    );
  }

  /** The claim and its order, both locked (the order first, as every order write locks). */
  async function lockClaimAndOrder(tx: Tx, claimId: number) {
    const found = await findClaim(tx, claimId);
    if (!found || found.kind === "cancel")
      throw refusal(404, "NOT_FOUND", CLAIM_NOT_FOUND_MESSAGE, `no claim ${claimId}`);
    const order = await lockOrderById(tx, found.orderId);
    const claim = await lockClaim(tx, claimId);
    if (!order || !claim) throw refusal(404, "NOT_FOUND", CLAIM_NOT_FOUND_MESSAGE, `claim ${claimId} vanished`);
    return { order, claim };
  }

  async function moveLines(tx: Tx, order: OrderRow, claim: OrderClaimRow, to: OrderStatus) {
    const lines = (await findOrderItems(tx, [order.id])).filter((line) => claim.orderItemIds.includes(line.id));
    for (const line of lines) {
      if (!canChangeOrderStatus(line.status, to)) {
        throw refusal(409, "STATUS_CHANGE_REFUSED", STATUS_CHANGE_REFUSED_MESSAGE, `${line.status} → ${to}`);
      }
    }
    await setLineStatus(tx, order.id, claim.orderItemIds, to);
  }

  const illegal = (claim: OrderClaimRow, action: string) =>
    refusal(409, "STATUS_CHANGE_REFUSED", STATUS_CHANGE_REFUSED_MESSAGE, `${claim.kind} ${claim.status}: ${action}`);

  /**
   * The refunded return's lines leave the order, and its points, coupons and box deductions are settled, once: only
   * while the claim is still refunding under the order's lock. The goods are not put back in stock (fresh food comes
   * back unsellable; restocking is the warehouse's call).
   */
  async function finishRefund(claimId: number, row: HeldPayment | undefined, answer: GatewayPayment | null) {
    const finished = await db.transaction(async (tx) => {
      const { order, claim } = await lockClaimAndOrder(tx, claimId);
      if (claim.status !== "refunding") return { order, claim, now: false };
      const now = clock();
      await moveLines(tx, order, claim, "returned");
      for (const deduction of claim.boxDeductions)
        await addShippingDeduction(tx, deduction.shipmentId, deduction.amount);
      await coupons.releaseForClaim(tx, order.id, claim.couponUserIds);
      await points.restoreForClaim(tx, order.id, claim.id, claim.pointsRestored);
      if (row && answer) await recordHeldRefund(tx, row, answer, now);
      const lines = await findOrderItems(tx, [order.id]);
      const closes = lines.every((line) => line.status === "cancelled" || line.status === "returned");
      let settled = order;
      if (closes && canChangeOrderStatus(order.status, "returned")) {
        await updateOrder(tx, order.id, { status: "returned" });
        settled = { ...order, status: "returned" };
      }
      const completed = await updateClaim(tx, claim.id, {
        status: "completed",
        completedAt: now,
        cancelledTid: answer?.cancels.at(-1)?.tid ?? null,
      });
      return { order: settled, claim: completed ?? claim, now: true };
    });
    if (finished.now) await deps.cashReceipts?.sync(finished.order.id);
    return { order: finished.order, claim: finished.claim, changed: finished.now };
  }

  /** The refund failed at the gateway: the claim goes back to collected, to be completed again. */
  async function refundRefused(claim: OrderClaimRow, message: string) {
    await updateClaim(db, claim.id, { status: "collecting", failMessage: message, refundAskedAt: null });
  }

  /** Asks the gateway to refund a claim; the answer, or what its balance shows when the answer never came. */
  async function askRefund(order: OrderRow, row: HeldPayment, claim: OrderClaimRow) {
    const before = claim.balanceBefore ?? row.balanceAmount;
    const whole = claim.refundAmount === before;
    const account: RefundAccount | null =
      claim.refundBankCode && claim.refundAccount && claim.refundHolder
        ? { bankCode: claim.refundBankCode, accountNumber: claim.refundAccount, holder: claim.refundHolder }
        : null;
    try {
      return await payment.cancel(row.tid, {
        orderId: row.gatewayOrderId,
        reason: claim.reason.slice(0, 100),
        ...(whole ? {} : { amount: claim.refundAmount }),
        ...(account && row.method === "vbank" ? { refundAccount: account } : {}),
      });
    } catch (error) {
      if (error instanceof PaymentGatewayUncertainError) {
        logError(error, { orderCode: order.orderCode, claimId: claim.id, step: "return refund" });
        const outcome = await settledByGateway(row, claim);
        if (outcome === "unknown") {
          throw refusal(503, "REFUND_CHECKING", REFUND_IN_PROGRESS_MESSAGE, "the gateway's answer is unknown");
        }
        if (outcome !== "not_cancelled") return outcome;
      } else {
        logError(error, { orderCode: order.orderCode, claimId: claim.id, step: "return refund" });
      }
      await refundRefused(claim, error instanceof PaymentGatewayError ? error.gatewayMessage : String(error));
      throw refusal(409, "REFUND_REFUSED", CANCEL_REFUSED_MESSAGE, "the gateway refused the refund");
    }
  }

  /** What the gateway did with a claim's refund, by the payment's balance now. */
  async function settledByGateway(row: HeldPayment, claim: OrderClaimRow) {
    const now = await payment.status(row.tid);
    const before = claim.balanceBefore ?? row.balanceAmount;
    if (now.balanceAmount === before - claim.refundAmount) return now;
    if (now.balanceAmount === before) return "not_cancelled" as const;
    return "unknown" as const;
  }

  /**
   * Completes a picked-up return: the claim is marked refunding under the lock (the mark is what a concurrent or
   * repeated completion sees), the gateway refunds, and the rest follows once. A repeat of a refunding claim never asks
   * again unless the gateway's balance shows the first ask did not go through and a minute has passed.
   */
  async function completeReturn(claimId: number, record?: ClaimStepRecorder) {
    const step = await db.transaction(async (tx) => {
      const { order, claim } = await lockClaimAndOrder(tx, claimId);
      if (claim.status === "completed") return { order, claim, ask: false, done: true, changed: false };
      if (claim.status === "refunding") return { order, claim, ask: false, done: false };
      if (claim.status !== "collecting") throw illegal(claim, "complete");
      // A bulk order's money is on its account's tid: the account is locked, and waits for its other orders' refunds.
      const row = liveOf(await heldPaymentOf(tx, order, deps.bulkAccounts, { lock: true }));
      if (!row && claim.refundAmount > 0 && order.paymentMethod === "bulkVbank") {
        throw refusal(409, "REFUND_PAYMENT_MISSING", REFUND_PAYMENT_MISSING_MESSAGE, "no deposited bulk account");
      }
      if (await sharedRefundInFlight(tx, row)) {
        throw refusal(409, "BULK_REFUND_IN_PROGRESS", BULK_REFUND_IN_PROGRESS_MESSAGE, "the account refunds another");
      }
      const marked = await updateClaim(tx, claim.id, {
        status: "refunding",
        balanceBefore: row?.balanceAmount ?? null,
        refundAskedAt: clock(),
        failMessage: null,
      });
      // The staff member's decision is the mark: the refund that follows may be settled later by the sweep.
      await record?.(tx, {
        claim,
        before: { status: claim.status },
        after: { status: "refunding", refundAmount: claim.refundAmount, pointsRestored: claim.pointsRestored },
      });
      return { order, claim: marked ?? claim, ask: true, done: false };
    });
    if (step.done) return { order: step.order, claim: step.claim, changed: false };
    const { order, claim } = step;
    const row = liveOf(await heldPaymentOf(db, order, deps.bulkAccounts));
    if (!row || claim.refundAmount === 0) return finishRefund(claim.id, row, null);
    if (step.ask) return finishRefund(claim.id, row, await askRefund(order, row, claim));
    const outcome = await settledByGateway(row, claim);
    if (outcome === "unknown") {
      throw refusal(503, "REFUND_CHECKING", REFUND_IN_PROGRESS_MESSAGE, "the balance moved otherwise");
    }
    if (outcome !== "not_cancelled") return finishRefund(claim.id, row, outcome);
    const askedAt = claim.refundAskedAt?.getTime() ?? 0;
    if (clock().getTime() - askedAt < REASK_AFTER_MS) {
      throw refusal(409, "REFUND_IN_PROGRESS", REFUND_IN_PROGRESS_MESSAGE, "a refund was asked less than a minute ago");
    }
    // Taken by one repeat only: the ask time it read must still be the claim's.
    const taken = await db.transaction(async (tx) => {
      const locked = await lockClaimAndOrder(tx, claim.id);
      if (
        locked.claim.status !== "refunding" ||
        locked.claim.refundAskedAt?.getTime() !== claim.refundAskedAt?.getTime()
      ) {
        return false;
      }
      await updateClaim(tx, claim.id, { refundAskedAt: clock() });
      return true;
    });
    if (!taken) throw refusal(409, "REFUND_IN_PROGRESS", REFUND_IN_PROGRESS_MESSAGE, "another repeat asks");
    return finishRefund(claim.id, row, await askRefund(order, row, claim));
  }

  /**
   * The shop's steps on a return or exchange (the back office's claim actions and the dev route): collect (picked
   * up), complete (a return refunded, an exchange's new piece sent), refuse (with the reason the shopper reads),
   * deliver (the exchange's new piece arrived). A step already taken answers the claim as it stands (`changed`
   * false) and does nothing twice: a repeated complete refunds once. `record` runs inside the transaction of a
   * step that changes the claim (the back office's audit entry).
   */
  async function moveClaim(
    claimId: number,
    action: ClaimAction,
    options: { reason?: string | undefined; record?: ClaimStepRecorder } = {},
  ): Promise<{ order: OrderRow; claim: OrderClaimRow; changed: boolean }> {
    const { reason, record } = options;
    if (action === "complete" && (await findClaim(db, claimId))?.kind === "return") {
      return completeReturn(claimId, record);
    }
    return db.transaction(async (tx) => {
      const { order, claim } = await lockClaimAndOrder(tx, claimId);
      const now = clock();
      const returning = claim.kind === "return";
      const unchanged = { order, claim, changed: false };
      const linesBefore = (await findOrderItems(tx, [order.id])).filter((line) => claim.orderItemIds.includes(line.id));
      const step = async (patch: Partial<OrderClaimRow>, to: OrderStatus | null) => {
        if (to) await moveLines(tx, order, claim, to);
        const updated = Object.keys(patch).length > 0 ? await updateClaim(tx, claim.id, patch) : claim;
        await record?.(tx, {
          claim,
          before: { status: claim.status, ...(to ? { lineStatus: linesStatusOf(linesBefore) } : {}) },
          after: {
            ...(patch.status ? { status: patch.status } : {}),
            ...(to ? { lineStatus: to } : {}),
            ...(patch.refuseReason ? { refuseReason: patch.refuseReason } : {}),
          },
        });
        return { order, claim: updated ?? claim, changed: true };
      };
      if (action === "collect") {
        if (claim.status === "collecting" || claim.status === "refunding" || claim.status === "completed") {
          return unchanged;
        }
        if (claim.status !== "requested") throw illegal(claim, action);
        return step(
          { status: "collecting", collectedAt: now },
          returning ? "return_collecting" : "exchange_collecting",
        );
      }
      if (action === "refuse") {
        if (claim.status === "refused") return unchanged;
        if (claim.status !== "requested" && claim.status !== "collecting") throw illegal(claim, action);
        const words = reason?.trim();
        if (!words) throw refusal(400, "VALIDATION", REFUSE_REASON_REQUIRED_MESSAGE, "refuse without a reason");
        return step({ status: "refused", refuseReason: words, completedAt: now }, "delivered");
      }
      if (action === "complete") {
        if (claim.status === "completed") return unchanged;
        if (claim.status !== "collecting") throw illegal(claim, action);
        // The exchange's new piece is on its way: its line is 배송중 again.
        return step({ status: "completed", completedAt: now }, "shipping");
      }
      if (returning || claim.status !== "completed") throw illegal(claim, action);
      const lines = linesBefore;
      if (lines.every((line) => line.status !== "shipping")) {
        if (lines.some((line) => line.status === "delivered" || line.status === "confirmed")) return unchanged;
        throw illegal(claim, action);
      }
      const delivered = await step({}, "delivered");
      // The confirm clock restarts from the new piece's arrival.
      await markOrderDelivered(tx, order.id, now);
      return delivered;
    });
  }

  return {
    /** GET /api/order/return-apply (and exchange-, designated-return-): what of the member's order can go back. */
    async applyInfo(userId: number, form: ClaimForm, orderCode: string): Promise<ClaimApplyInfo> {
      const order = await memberOrder(userId, orderCode, form);
      const kind = kindOfForm(form);
      const [lines, open, base] = await Promise.all([
        findOrderItems(db, [order.id]),
        findOpenReturnClaim(db, order.id),
        addresses.baseAddress(userId),
      ]);
      const perishable = await perishableOf(order.id);
      const deliveredAt = order.deliveredAt;
      const now = clock();
      const reasons = RETURN_REASONS.filter((reason) => kind === "return" || reason !== "change_of_mind").map(
        (reason) => {
          const payer = shippingPayerOf(reason);
          return {
            code: reason,
            label: RETURN_REASON_LABELS[reason],
            shippingPayer: payer,
            shippingPayerLabel: SHIPPING_PAYER_LABELS[payer],
            photoRequired: payer === "seller",
            deadline: deliveredAt ? claimDeadline(deliveredAt, reason).toISOString() : null,
          };
        },
      );
      const lastDeadline = deliveredAt ? claimDeadline(deliveredAt, "defective") : null;
      const inTime = lastDeadline !== null && now <= lastDeadline;
      const rows = lines.map((line) => ({
        orderItemId: line.id,
        itemName: line.itemName,
        optionName: line.optionName,
        quantity: line.quantity,
        imageSrc: line.imageSrc,
        amount: line.unitPrice * line.quantity - line.couponDiscount,
        statusLabel: ORDER_STATUS_LABELS[line.status],
        perishable: perishable(line),
        claimable: !open && inTime && line.status === "delivered",
      }));
      const available = rows.some((row) => row.claimable);
      let unavailableMessage: string | null = null;
      if (open) unavailableMessage = CLAIM_MESSAGES.inProgress;
      else if (!available) {
        const check = checkClaim({
          kind,
          reason: "defective",
          photoCount: null,
          deliveredAt,
          now,
          lines: lines
            .filter((line) => line.status !== "cancelled" && line.status !== "returned")
            .map((line) => ({ status: line.status, perishable: perishable(line) })),
        });
        unavailableMessage = check.ok ? CLAIM_NOT_DELIVERED_MESSAGE : check.message;
      }
      return {
        orderCode: order.orderCode,
        form,
        deliveredAt: deliveredAt?.toISOString() ?? null,
        available,
        unavailableMessage,
        lines: rows,
        reasons,
        pickup: base
          ? {
              name: base.receiverName,
              phone: base.receiverPhone,
              postcode: base.postcode,
              address: base.address,
              addressDetail: base.addressDetail,
            }
          : {
              name: order.receiverName,
              phone: order.receiverPhone,
              postcode: order.receiverPostcode,
              address: order.receiverAddress,
              addressDetail: order.receiverAddressDetail,
            },
        notes: [...CLAIM_NOTES],
        photoMaxFiles: CLAIM_PHOTO_MAX_FILES,
        photoMaxBytes: CLAIM_PHOTO_MAX_BYTES,
      };
    },

    /** POST /api/order/return-amount: what returning these lines for this reason would give back. */
    async returnAmount(
      userId: number,
      input: { orderCode: string; orderItemIds: number[]; reason: ReturnReason },
    ): Promise<ReturnAmount> {
      const found = await findOrderByCode(db, input.orderCode);
      if (!found || found.userId !== userId) throw notFound(`order ${input.orderCode} is not member ${userId}'s`);
      const { plan, payer } = await planOf(
        db,
        found,
        { kind: "return", orderItemIds: input.orderItemIds, reason: input.reason, photoCount: null },
        await perishableOf(found.id),
      );
      return {
        orderCode: found.orderCode,
        orderItemIds: plan.lineIds,
        itemAmount: plan.itemAmount,
        itemCouponDiscount: plan.itemCouponDiscount,
        shippingRefund: plan.shippingRefund,
        shippingDeduction: plan.shippingDeduction,
        returnFee: plan.returnFee,
        shippingPayerLabel: SHIPPING_PAYER_LABELS[payer],
        pointsRestored: plan.pointsRestored,
        refundAmount: plan.refundAmount,
      };
    },

    /**
     * POST /api/order/return-apply (and exchange-, designated-return-): records the claim with its photos and moves
     * its lines to 반품신청/교환신청, in one transaction under the order's lock; one open claim per order, so a
     * double submit makes one claim (409 for the other). 404 for anyone else's order.
     */
    async apply(
      member: Pick<AuthContext, "userId">,
      form: ClaimForm,
      fields: ClaimFormFields,
      uploads: readonly UploadedFile[],
    ): Promise<ClaimApplyResult> {
      const userId = member.userId;
      if (userId === null) throw notFound("no member");
      const photos = await readPhotos(uploads);
      const found = await memberOrder(userId, fields.orderCode, form);
      const kind = kindOfForm(form);
      const detail = fields.detail?.trim() || null;
      const perishable = await perishableOf(found.id);
      const { order, claim } = await db.transaction(async (tx) => {
        const order = await lockOrderById(tx, found.id);
        if (!order) throw notFound(`order ${fields.orderCode} vanished`);
        if (await findOpenReturnClaim(tx, order.id)) {
          throw refusal(409, "CLAIM_IN_PROGRESS", CLAIM_MESSAGES.inProgress, "another claim is open");
        }
        const { plan, payer } = await planOf(
          tx,
          order,
          { kind, orderItemIds: fields.orderItemIds, reason: fields.reason, photoCount: photos.length },
          perishable,
        );
        const refunds = kind === "return";
        let refundAccount: RefundAccount | null = null;
        if (refunds && refundsByTransfer(order) && plan.refundAmount > 0) {
          // A virtual account's money goes back by bank transfer: to the account the shopper gives.
          if (!fields.refundBankCode && !fields.refundAccount && !fields.refundHolder) {
            throw refusal(400, "REFUND_ACCOUNT_REQUIRED", REFUND_ACCOUNT_REQUIRED_MESSAGE, "vbank refund account");
          }
          const parsed = refundAccountSchema.safeParse({
            bankCode: fields.refundBankCode,
            accountNumber: fields.refundAccount,
            holder: fields.refundHolder,
          });
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message ?? REFUND_ACCOUNT_REQUIRED_MESSAGE;
            throw refusal(400, "VALIDATION", message, "refund account refused");
          }
          refundAccount = parsed.data;
        }
        const label = RETURN_REASON_LABELS[fields.reason];
        const claim = await insertClaim(tx, {
          orderId: order.id,
          kind,
          status: "requested",
          reason: detail ? `${label} - ${detail}` : label,
          reasonCode: fields.reason,
          detail,
          orderItemIds: plan.lineIds,
          couponUserIds: refunds ? plan.releasedCouponUserIds : [],
          boxDeductions: refunds ? plan.boxDeductions : [],
          refundAmount: refunds ? plan.refundAmount : 0,
          pointsRestored: refunds ? plan.pointsRestored : 0,
          shippingRefund: refunds ? plan.shippingRefund : 0,
          shippingDeduction: refunds ? plan.shippingDeduction : 0,
          shippingPayer: payer,
          returnFee: refunds ? plan.returnFee : 0,
          pickupName: fields.pickupName.trim(),
          pickupPhone: fields.pickupPhone,
          pickupPostcode: fields.pickupPostcode,
          pickupAddress: fields.pickupAddress.trim(),
          pickupAddressDetail: fields.pickupAddressDetail?.trim() ?? "",
          refundBankCode: refunds ? (refundAccount?.bankCode ?? null) : null,
          refundAccount: refunds ? (refundAccount?.accountNumber ?? null) : null,
          refundHolder: refunds ? (refundAccount?.holder ?? null) : null,
        });
        // The partial unique index of open claims: a submit racing this one past the check above.
        if (!claim) throw refusal(409, "CLAIM_IN_PROGRESS", CLAIM_MESSAGES.inProgress, "another claim is open");
        await moveLines(tx, order, claim, kind === "return" ? "return_requested" : "exchange_requested");
        await insertClaimPhotos(tx, claim.id, photos);
        return { order, claim };
      });
      return {
        orderCode: order.orderCode,
        message: kind === "return" ? RETURN_APPLIED_MESSAGE : EXCHANGE_APPLIED_MESSAGE,
        claim: await claimAnswer(claim, order),
      };
    },

    /**
     * The sweep (housekeeping): returns left refunding a minute after their refund was asked (the answer never came,
     * or the process stopped before the rest was written) are settled as a repeated completion settles them — by the
     * gateway's balance, asking again only when it shows the ask never went through. Answers how many completed.
     */
    async resolveStuckRefunds(now: Date = clock(), limit = 50): Promise<number> {
      let completed = 0;
      for (const { id } of await findStuckRefunds(db, new Date(now.getTime() - REASK_AFTER_MS), limit)) {
        try {
          if ((await completeReturn(id)).claim.status === "completed") completed += 1;
        } catch (error) {
          logError(error, { claimId: id, step: "resolve stuck return refund" });
        }
      }
      return completed;
    },

    /** GET /api/order/claims/{claimId}/photos/{photoId}: a photo of the member's own claim; 404 for anyone else. */
    async photo(memberId: number | null, claimId: number, photoId: number) {
      const row = memberId === null ? undefined : await findMemberClaimPhoto(db, memberId, claimId, photoId);
      if (!row) {
        throw refusal(404, "NOT_FOUND", CLAIM_MESSAGES.photoNotFound, `photo ${photoId} of claim ${claimId}`);
      }
      const ascii = `photo-${photoId}.${PHOTO_EXTENSIONS[row.contentType] ?? "bin"}`;
      return {
        contentType: row.contentType,
        disposition: `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        data: Buffer.from(row.data, "base64"),
      };
    },

    moveClaim,

    /** Development (POST /api/dev/order-claims/{claimId}): the same steps as the back office, answered as my page shows the claim. */
    async moveForDev(claimId: number, action: ClaimAction, reason?: string) {
      const { order, claim } = await moveClaim(claimId, action, { reason });
      return claimAnswer(claim, order);
    },

    /** My page's answer for a claim (the back office's detail reuses the shopper's view of the lines). */
    claimAnswer,
  };
}

export type OrderReturnService = ReturnType<typeof createOrderReturnService>;
