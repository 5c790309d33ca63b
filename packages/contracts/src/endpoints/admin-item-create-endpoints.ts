import { adminItemParamsSchema } from "../admin-item.js";
import {
  adminItemCreatedSchema,
  adminItemCreateSchema,
  adminItemFormChoicesSchema,
  adminItemImageAltSchema,
  adminItemImageOrderSchema,
  adminItemImageParamsSchema,
  adminItemImagesSchema,
  adminTraceParamsSchema,
  adminTraceRecordSchema,
} from "../admin-item-create.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/** The back office's new items, item pictures and traceability look-up (docs/decisions/043); spread into apiEndpoints. */
export const adminItemCreateEndpoints = {
  adminItemFormChoices: {
    method: "GET",
    path: "/admin/items/form-choices",
    response: adminItemFormChoicesSchema,
  },
  adminItemCreate: {
    method: "POST",
    path: "/admin/items",
    body: adminItemCreateSchema,
    response: adminItemCreatedSchema,
  },
  adminTraceRecord: {
    method: "GET",
    path: "/admin/trace-records/:number",
    params: adminTraceParamsSchema,
    response: adminTraceRecordSchema,
  },
  adminItemImages: {
    method: "GET",
    path: "/admin/items/:id/images",
    params: adminItemParamsSchema,
    response: adminItemImagesSchema,
  },
  // The multipart body (one picture under `file`, its text under `alt`) is read as a stream by the route.
  adminItemImageUpload: {
    method: "POST",
    path: "/admin/items/:id/images",
    params: adminItemParamsSchema,
    response: adminItemImagesSchema,
    multipart: true,
  },
  adminItemImageOrder: {
    method: "PUT",
    path: "/admin/items/:id/images/order",
    params: adminItemParamsSchema,
    body: adminItemImageOrderSchema,
    response: adminItemImagesSchema,
  },
  adminItemImageAlt: {
    method: "PUT",
    path: "/admin/items/:id/images/:imageId",
    params: adminItemImageParamsSchema,
    body: adminItemImageAltSchema,
    response: adminItemImagesSchema,
  },
  adminItemImageDelete: {
    method: "DELETE",
    path: "/admin/items/:id/images/:imageId",
    params: adminItemImageParamsSchema,
    response: adminItemImagesSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
