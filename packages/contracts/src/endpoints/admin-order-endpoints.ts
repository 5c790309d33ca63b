import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrderQuerySchema,
  adminOrderStatusRequestSchema,
  adminOrderStatusResponseSchema,
  adminTrackingUploadQuerySchema,
} from "../admin-order.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/** The back office's orders (issue 14 item 3, under /api/admin); spread into apiEndpoints. */
export const adminOrderEndpoints = {
  adminOrders: {
    method: "GET",
    path: "/admin/orders",
    querystring: adminOrderQuerySchema,
    response: adminOrderListSchema,
  },
  adminOrderDetail: {
    method: "GET",
    path: "/admin/orders/:orderCode",
    params: adminOrderParamsSchema,
    response: adminOrderDetailSchema,
  },
  adminOrderStatus: {
    method: "POST",
    path: "/admin/orders/status",
    body: adminOrderStatusRequestSchema,
    response: adminOrderStatusResponseSchema,
  },
  adminOrderTrackingUpload: {
    method: "POST",
    path: "/admin/orders/tracking-upload",
    querystring: adminTrackingUploadQuerySchema,
    multipart: true,
    response: adminOrderStatusResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
