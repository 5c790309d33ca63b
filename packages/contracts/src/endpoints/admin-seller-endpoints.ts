import {
  adminSellerCommissionRequestSchema,
  adminSellerEntrySchema,
  adminSellerIdParamsSchema,
  adminSellerListSchema,
} from "../admin-seller.js";
import { adminPasswordChangeRequestSchema, adminStaffPasswordResetResponseSchema } from "../admin-staff-password.js";
import type { ApiEndpoint } from "../api-endpoints.js";
import { successResponseSchema } from "../auth.js";

/** Staff passwords and sellers' commission rates in the back office (docs/decisions/045); spread into apiEndpoints. */
export const adminSellerEndpoints = {
  adminPasswordChange: {
    method: "POST",
    path: "/admin/auth/password",
    body: adminPasswordChangeRequestSchema,
    response: successResponseSchema,
  },
  adminStaffPasswordReset: {
    method: "POST",
    path: "/admin/staff/:id/password",
    params: adminSellerIdParamsSchema,
    response: adminStaffPasswordResetResponseSchema,
  },
  adminSellerList: { method: "GET", path: "/admin/sellers", response: adminSellerListSchema },
  adminSellerCommission: {
    method: "PUT",
    path: "/admin/sellers/:id/commission",
    params: adminSellerIdParamsSchema,
    body: adminSellerCommissionRequestSchema,
    response: adminSellerEntrySchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
