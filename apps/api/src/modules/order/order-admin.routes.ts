import multipart from "@fastify/multipart";
import { adminTrackingUploadQuerySchema, TRACKING_UPLOAD_FIELD } from "@shop/contracts/admin-order";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../../lib/api-error.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { fileFieldError, readMultipartForm } from "../../lib/multipart-form.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";
import { readTrackingFile, TRACKING_UPLOAD_RULES } from "./order-admin.upload.js";

/** What POST /api/admin/orders/tracking-upload takes, for the OpenAPI page only (the body is read as a stream). */
const trackingUploadDocSchema = z.object({
  [TRACKING_UPLOAD_FIELD]: z.file().meta({
    description:
      ".csv (UTF-8) or .xlsx of at most 2 MB and 1,000 rows: a header row with 주문번호, 택배사, 운송장번호, then one order a row",
  }),
});

/**
 * The back office's orders (issue 14 item 3): GET /api/admin/orders[/{orderCode}] (orders.read), POST
 * /api/admin/orders/status and /tracking-upload (orders.write). A seller's staff see and move only their seller's
 * boxes; any other order answers 404, as a made-up order code does.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { orderAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminOrders, {
      tags,
      summary:
        "Staff: orders newest first by period (Korea days), status, seller, payment method, delivery type and keyword (order code, orderer name or phone), with counts per status",
      description:
        "A seller's staff see only orders with a box of their seller, and statuses are their boxes' lines' (an order " +
        "whose lines of theirs are in two statuses counts under both). Customer service read names and phones masked.",
      errors,
    }),
    onRequest: requireStaff("orders.read"),
    handler: async (request) => orderAdmin.list(staffOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminOrderDetail, {
      tags,
      summary: "Staff: one order with its boxes and lines, amounts, receiver and the payment record (tid, refunds)",
      description:
        "Never a card number, billing key or token. A seller's staff read their boxes only, their share of the " +
        "amounts and no payment record beyond the method; any other order is 404.",
      errors,
    }),
    onRequest: requireStaff("orders.read"),
    handler: async (request) => orderAdmin.detail(staffOf(request), request.params.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminOrderStatus, {
      tags,
      summary:
        "Staff: move orders or single boxes to 상품준비중, 배송중 (carrier and tracking number required) or 배송완료, as the core status table allows",
      description:
        "Each order moves in its own transaction with its audit entry (order.status, before/after status and tracking). " +
        "One target: a refusal is the error answer (404 unknown or another seller's, 409 'You cannot change the status.', " +
        "400 a bad carrier or tracking number). Several: 200 with every target's result, moved or refused with why.",
      errors: { ...errors, 409: errorBodySchema },
    }),
    onRequest: requireStaff("orders.write"),
    handler: async (request) => orderAdmin.move(staffOf(request), request.body),
  });

  const upload = endpointRoute(apiEndpoints.adminOrderTrackingUpload, {
    tags,
    summary:
      "Staff: mark orders 배송중 from a .csv or .xlsx of 주문번호, 택배사, 운송장번호; ?dryRun=true lists what every row would do and writes nothing",
    description:
      "Every row is checked and moved on its own (its order's transaction); the answer lists each row, moved or " +
      "refused with why. A seller's staff move only their seller's boxes.",
    consumes: ["multipart/form-data"],
    errors: { ...errors, 415: errorBodySchema },
  });
  app.route({
    ...upload,
    schema: { ...upload.schema, body: trackingUploadDocSchema },
    // The body is a multipart stream read by the handler; the query is checked there too (this compiler skips both).
    validatorCompiler: () => (value) => ({ value }),
    onRequest: requireStaff("orders.write"),
    handler: async (request) => {
      const query = adminTrackingUploadQuerySchema.safeParse(request.query as unknown);
      if (!query.success) {
        throw new ApiError(400, "VALIDATION", "dryRun은 true 또는 false로 보내 주세요.", "bad dryRun");
      }
      const { files } = await readMultipartForm(request, z.object({}), TRACKING_UPLOAD_RULES);
      const [file] = files;
      if (!file) throw fileFieldError(TRACKING_UPLOAD_FIELD, TRACKING_UPLOAD_RULES.tooManyMessage, "no file");
      const rows = await readTrackingFile(file.fileName, file.data);
      return orderAdmin.uploadTracking(staffOf(request), rows, query.data.dryRun);
    },
  });
};
