import {
  type AdminOrderStatusResponse,
  type AdminOrderTarget,
  adminOrderQuerySchema,
  adminOrderTargetSchema,
  TRACKING_UPLOAD_FIELD,
} from "@shop/contracts/admin-order";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callAdminApi } from "../../lib/admin-api.server";
import { ApiResponseError } from "../../lib/api-client.server";
import { boxValue, type OrderActionAnswer, parseBox } from "./admin-order-box";

/** The list's filters as the URL holds them (the page keeps them in links and the filter form). */
export const ORDER_FILTER_KEYS = [
  "from",
  "to",
  "status",
  "sellerId",
  "paymentMethod",
  "deliveryType",
  "keyword",
  "page",
] as const;

/** The filters of the list's URL: a filter typed wrong is dropped rather than refused, so the list still shows. */
export function orderFiltersOf(url: URL) {
  const raw: Record<string, string | undefined> = Object.fromEntries(
    ORDER_FILTER_KEYS.map((key) => [key, url.searchParams.get(key) || undefined]),
  );
  const query: Record<string, string> = {};
  for (const key of ORDER_FILTER_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (adminOrderQuerySchema.safeParse({ [key]: value }).success) query[key] = value;
  }
  return { raw, query: adminOrderQuerySchema.parse({ ...query, size: 30 }) };
}

/**
 * A status form of the list or the detail page: the checked boxes (`box`), the target (`intent`) and, for 배송중,
 * each box's carrier and number (`carrier:{box}`, `tracking:{box}`), sent as one call.
 */
export async function submitStatusForm(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<OrderActionAnswer> {
  const intent = adminOrderTargetSchema.safeParse(form.get("intent"));
  if (!intent.success) return { kind: "error", message: "변경할 주문 상태를 선택해 주세요.", status: 400 };
  const status: AdminOrderTarget = intent.data;
  const boxes = form
    .getAll("box")
    .map((value) => parseBox(String(value)))
    .filter((box) => box !== null);
  if (boxes.length === 0) return { kind: "error", message: "상태를 변경할 주문을 선택해 주세요.", status: 400 };
  const targets = boxes.map((box) => {
    const key = boxValue(box.orderCode, box.shipmentId);
    const carrier = String(form.get(`carrier:${key}`) ?? form.get("carrier") ?? "");
    const trackingNumber = String(form.get(`tracking:${key}`) ?? form.get("trackingNumber") ?? "");
    return status === "shipping" ? { ...box, carrier, trackingNumber } : box;
  });
  return call(() => callAdminApi(context, request, apiEndpoints.adminOrderStatus, { body: { status, targets } }));
}

/** The tracking file of the list's upload form, sent on to the API (a dry run first, then the real one). */
export async function submitTrackingUpload(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  dryRun: boolean,
): Promise<OrderActionAnswer> {
  const file = form.get(TRACKING_UPLOAD_FIELD);
  if (!(file instanceof File) || file.size === 0) {
    return { kind: "error", message: "운송장 파일(.csv 또는 .xlsx)을 올려 주세요.", status: 400 };
  }
  const upload = new FormData();
  upload.set(TRACKING_UPLOAD_FIELD, file, file.name);
  return call(() =>
    callAdminApi(context, request, apiEndpoints.adminOrderTrackingUpload, {
      query: { dryRun: dryRun ? "true" : "false" },
      form: upload,
    }),
  );
}

async function call(send: () => Promise<AdminOrderStatusResponse>): Promise<OrderActionAnswer> {
  try {
    return { kind: "result", result: await send() };
  } catch (error) {
    if (error instanceof ApiResponseError) return { kind: "error", message: error.message, status: error.status };
    throw error;
  }
}
