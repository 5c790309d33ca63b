import type { SalesLedgerRow } from "@shop/contracts/order-info";
import { boxTitle, FRESH_LOGISTICS, SHIPPING_PREPAID } from "@shop/core/checkout/delivery-groups";
import { apportion } from "@shop/core/checkout/order-amounts";
import { isPurchasedStatus } from "@shop/core/order/purchase-history";
import {
  ledgerRowAmounts,
  shippingTaxType,
  TAX_TYPE_LABELS,
  type TaxType,
  taxTypeOf,
} from "@shop/core/order/sales-ledger";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { findLinesOfOrders, findShipmentsOfOrders } from "./order-info.repository.js";

/** An order as the ledger reads it: when it was paid and the points it spent. */
export interface LedgerOrder {
  id: number;
  orderCode: string;
  paidAt: Date | null;
  orderedAt: Date;
  pointsUsed: number;
}

/** A ledger row with the seller whose box it is in: the tax bill and the statement group by it. */
export type SellerLedgerRow = SalesLedgerRow & { sellerId: number; sellerName: string };

/**
 * The ledger rows of paid orders (decision 021): a row per bought line and per prepaid box fee, each with what was
 * paid after coupons and points and its supply amount and VAT, in order, line and box order. One computation for the
 * company buyer's ledger, the tax bill (세금계산서) and the transaction statement (거래명세서), so they never disagree.
 */
export async function ledgerRowsOfOrders(
  db: Db,
  catalog: Pick<CatalogService, "listItemCardsByIds">,
  orders: readonly LedgerOrder[],
): Promise<SellerLedgerRow[]> {
  const orderIds = orders.map((order) => order.id);
  const [lines, shipments] = await Promise.all([findLinesOfOrders(db, orderIds), findShipmentsOfOrders(db, orderIds)]);
  // Livestock of each item the catalog still shows (none for one it no longer does): the tax type.
  const cards = await catalog.listItemCardsByIds([...new Set(lines.map((line) => line.itemId))]);
  const livestock = new Map(cards.map((card) => [card.itemId, card.livestock]));
  const boxOf = new Map(shipments.map((box) => [box.id, box]));

  const rows: SellerLedgerRow[] = [];
  for (const order of orders) {
    const date = formatKoreaDate(order.paidAt ?? order.orderedAt);
    const ownLines = lines.filter((line) => line.orderId === order.id);
    const bought = ownLines.filter((line) => isPurchasedStatus(line.status));
    const taxTypes = new Map<number, TaxType>(
      bought.map((line) => [
        line.id,
        taxTypeOf({ livestock: livestock.get(line.itemId) ?? null, itemName: line.itemName }),
      ]),
    );
    for (const line of bought) {
      const taxType = taxTypes.get(line.id)!;
      const box = line.shipmentId === null ? undefined : boxOf.get(line.shipmentId);
      const amounts = ledgerRowAmounts({
        amount: line.unitPrice * line.quantity,
        couponDiscount: line.couponDiscount,
        pointAmount: line.pointShare,
        taxType,
      });
      rows.push({
        date,
        orderCode: order.orderCode,
        kind: "item",
        orderItemId: line.id,
        itemUserCode: line.itemUserCode || null,
        itemName: line.itemName,
        optionName: line.optionName,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        ...amounts,
        taxTypeLabel: TAX_TYPE_LABELS[taxType],
        sellerId: box?.sellerId ?? 0,
        sellerName: box?.sellerName ?? "",
      });
    }

    // Prepaid shipping of the boxes still carrying a bought line; the points the order spent beyond its lines'
    // shares went on shipping, spread over the boxes as checkout spread them.
    const boxes = shipments.filter(
      (box) =>
        box.orderId === order.id &&
        box.shippingPaymentType === SHIPPING_PREPAID &&
        bought.some((line) => line.shipmentId === box.id),
    );
    const boxNet = boxes.map((box) => Math.max(0, box.shippingFee + box.islandSurcharge - box.shippingCouponDiscount));
    const linePoints = ownLines.reduce((sum, line) => sum + line.pointShare, 0);
    const boxPoints = apportion(
      Math.min(
        Math.max(order.pointsUsed - linePoints, 0),
        boxNet.reduce((sum, net) => sum + net, 0),
      ),
      boxNet,
    );
    boxes.forEach((box, index) => {
      const amount = box.shippingFee + box.islandSurcharge;
      if (amount === 0) return;
      const taxType = shippingTaxType(
        bought.filter((line) => line.shipmentId === box.id).map((line) => taxTypes.get(line.id)!),
      );
      const amounts = ledgerRowAmounts({
        amount,
        couponDiscount: box.shippingCouponDiscount,
        pointAmount: boxPoints[index] ?? 0,
        taxType,
      });
      rows.push({
        date,
        orderCode: order.orderCode,
        kind: "shipping",
        orderItemId: null,
        itemUserCode: null,
        itemName: `배송비 (${boxTitle(box.deliveryType === FRESH_LOGISTICS ? 1 : 2, box.sellerName)})`,
        optionName: "",
        quantity: 1,
        unitPrice: amount,
        ...amounts,
        taxTypeLabel: TAX_TYPE_LABELS[taxType],
        sellerId: box.sellerId,
        sellerName: box.sellerName,
      });
    });
  }
  return rows;
}
