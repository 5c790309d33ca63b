import {
  adminItemDetailSchema,
  adminItemDisplaySchema,
  adminItemListQuerySchema,
  adminItemListSchema,
  adminItemOptionsUpdateSchema,
  adminItemParamsSchema,
  adminItemUpdateSchema,
  bulkTemplateQuerySchema,
  bulkUpdateQuerySchema,
  bulkUpdateResultSchema,
} from "../admin-item.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/** The back office's items (issue 14 item 2, docs/decisions/038); spread into apiEndpoints. */
export const adminItemEndpoints = {
  adminItems: {
    method: "GET",
    path: "/admin/items",
    querystring: adminItemListQuerySchema,
    response: adminItemListSchema,
  },
  // The file's bytes (.xlsx or .csv), not JSON.
  adminItemBulkTemplate: { method: "GET", path: "/admin/items/bulk-template", querystring: bulkTemplateQuerySchema },
  // The multipart body (one file under `file`) is read as a stream by the route.
  adminItemBulkUpdate: {
    method: "POST",
    path: "/admin/items/bulk-update",
    querystring: bulkUpdateQuerySchema,
    response: bulkUpdateResultSchema,
    multipart: true,
  },
  adminItem: {
    method: "GET",
    path: "/admin/items/:id",
    params: adminItemParamsSchema,
    response: adminItemDetailSchema,
  },
  adminItemUpdate: {
    method: "PUT",
    path: "/admin/items/:id",
    params: adminItemParamsSchema,
    body: adminItemUpdateSchema,
    response: adminItemDetailSchema,
  },
  adminItemDisplay: {
    method: "PUT",
    path: "/admin/items/:id/display",
    params: adminItemParamsSchema,
    body: adminItemDisplaySchema,
    response: adminItemDetailSchema,
  },
  adminItemOptions: {
    method: "PUT",
    path: "/admin/items/:id/options",
    params: adminItemParamsSchema,
    body: adminItemOptionsUpdateSchema,
    response: adminItemDetailSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
