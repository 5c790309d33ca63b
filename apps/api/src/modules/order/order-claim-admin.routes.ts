import type { AdminClaimAction } from "@shop/contracts/admin-claim";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

const photoBytesSchema = z.instanceof(Buffer).meta({ description: "the photo's bytes" });

const STEPS = [
  {
    action: "collect",
    endpoint: apiEndpoints.adminClaimCollect,
    summary: "Staff: a return's or exchange's goods were picked up (신청 → 수거중)",
  },
  {
    action: "complete",
    endpoint: apiEndpoints.adminClaimComplete,
    summary:
      "Staff: complete a picked-up claim: a return is refunded through the gateway (once, whatever the repeats), an exchange's new piece is sent (배송중)",
  },
  {
    action: "deliver",
    endpoint: apiEndpoints.adminClaimDeliver,
    summary: "Staff: an exchange's new piece arrived (배송완료; the confirm clock restarts)",
  },
] as const;
STEPS satisfies ReadonlyArray<{ action: AdminClaimAction }>;

/**
 * The back office's claims (issue 14 item 3; docs/decisions/042): GET /api/admin/claims[/{claimId}] and the photos
 * (orders.read), the steps on a return or exchange and the staff cancel of paid lines (orders.write). A seller's staff
 * see claims with a line of their seller's and cancel only their lines; anything else is 404, as a made-up id is.
 */
export const orderClaimAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderClaimAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const writeErrors = { ...errors, 409: errorBodySchema, 503: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminClaims, {
      tags,
      summary:
        "Staff: cancels, returns and exchanges newest first by kind, status, period (Korea days), seller and order code, with counts per status",
      description:
        "A seller's staff see only claims with a line of their seller's, and only those lines. Customer service read " +
        "the orderer's name masked.",
      errors,
    }),
    onRequest: requireStaff("orders.read"),
    handler: async (request) => orderClaimAdmin.list(staffOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminClaimDetail, {
      tags,
      summary:
        "Staff: one claim with its lines, reason, photos, pickup address, refund and the payment record, and the steps the caller may take now",
      errors,
    }),
    onRequest: requireStaff("orders.read"),
    handler: async (request) => orderClaimAdmin.detail(staffOf(request), request.params.claimId),
  });

  const photo = endpointRoute(apiEndpoints.adminClaimPhoto, {
    tags,
    summary: "Staff: a photo the shopper sent with a return or exchange (inline, with its name)",
    errors,
  });
  app.route({
    ...photo,
    schema: { ...photo.schema, response: { 200: photoBytesSchema, ...photo.schema.response } },
    onRequest: requireStaff("orders.read"),
    handler: async (request, reply) => {
      const file = await orderClaimAdmin.photo(staffOf(request), request.params.claimId, request.params.photoId);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", file.disposition)
        .header("x-content-type-options", "nosniff")
        .type(file.contentType)
        .send(file.data);
    },
  });

  for (const { action, endpoint, summary } of STEPS) {
    app.route({
      ...endpointRoute(endpoint, {
        tags,
        summary,
        description:
          "Audited in the step's transaction (claim.<step>). A step already taken answers the claim as it stands " +
          "with changed=false. 409 when the claim's state does not allow it, for a cancel, or for a claim with " +
          "another seller's lines (seller staff).",
        errors: writeErrors,
      }),
      onRequest: requireStaff("orders.write"),
      handler: async (request) => orderClaimAdmin.act(staffOf(request), request.params.claimId, action),
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.adminClaimRefuse, {
      tags,
      summary: "Staff: refuse a return or exchange with the reason the shopper reads; its lines are 배송완료 again",
      errors: writeErrors,
    }),
    onRequest: requireStaff("orders.write"),
    handler: async (request) =>
      orderClaimAdmin.act(staffOf(request), request.params.claimId, "refuse", request.body.reason),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminOrderCancel, {
      tags,
      summary:
        "Staff: cancel paid or 상품준비중 lines the seller cannot ship (품절, 배송 불가 …), refunded through the gateway with points, coupons and stock back once; the shopper is told by text",
      description:
        "The shopper's cancel machinery (docs/decisions/028): a claim first, the gateway's partial cancel, the rest " +
        "at once; audited as order.cancel. A seller's staff cancel their own lines only (another's: 404). A repeat " +
        "of a cancel that went through answers it with changed=false.",
      errors: writeErrors,
    }),
    onRequest: requireStaff("orders.write"),
    handler: async (request) => orderClaimAdmin.cancelOrder(staffOf(request), request.params.orderCode, request.body),
  });
};
