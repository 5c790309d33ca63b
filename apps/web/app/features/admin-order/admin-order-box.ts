import type { AdminOrderStatusResponse } from "@shop/contracts/admin-order";

/** What a status form or the upload answered, for the page to show. */
export type OrderActionAnswer =
  | { kind: "result"; result: AdminOrderStatusResponse }
  | { kind: "error"; message: string; status: number };

/** The box a checkbox or a detail form names: `{orderCode}:{shipmentId}`. */
export function boxValue(orderCode: string, shipmentId: number) {
  return `${orderCode}:${shipmentId}`;
}

/** A checkbox's or form's box value read back; null for anything else. */
export function parseBox(value: string) {
  const at = value.lastIndexOf(":");
  const shipmentId = Number(value.slice(at + 1));
  if (at <= 0 || !Number.isInteger(shipmentId) || shipmentId <= 0) return null;
  return { orderCode: value.slice(0, at), shipmentId };
}
