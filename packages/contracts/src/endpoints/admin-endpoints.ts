import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminSessionResponseSchema,
  adminStaffActionRequestSchema,
  adminStaffCreateRequestSchema,
  adminStaffEntrySchema,
  adminStaffIdParamsSchema,
  adminStaffListSchema,
  adminTotpRequestSchema,
  devCreateStaffRequestSchema,
  devCreateStaffResponseSchema,
  devStaffCodesQuerySchema,
  devStaffCodesResponseSchema,
  staffProfileSchema,
} from "../admin.js";
import type { ApiEndpoint } from "../api-endpoints.js";
import { successResponseSchema } from "../auth.js";

/** The back office's sign-in and audit log (issue 14, under /api/admin); spread into apiEndpoints. */
export const adminEndpoints = {
  adminLogin: {
    method: "POST",
    path: "/admin/auth/login",
    body: adminLoginRequestSchema,
    response: adminLoginResponseSchema,
  },
  adminTotp: {
    method: "POST",
    path: "/admin/auth/totp",
    body: adminTotpRequestSchema,
    response: adminSessionResponseSchema,
  },
  adminLogout: { method: "POST", path: "/admin/auth/logout", response: successResponseSchema },
  adminMe: { method: "GET", path: "/admin/auth/me", response: staffProfileSchema },
  adminAuditLog: {
    method: "GET",
    path: "/admin/audit-logs",
    querystring: adminAuditQuerySchema,
    response: adminAuditListSchema,
  },
  adminStaffList: { method: "GET", path: "/admin/staff", response: adminStaffListSchema },
  adminStaffCreate: {
    method: "POST",
    path: "/admin/staff",
    body: adminStaffCreateRequestSchema,
    response: adminStaffEntrySchema,
  },
  adminStaffAction: {
    method: "POST",
    path: "/admin/staff/:id/action",
    params: adminStaffIdParamsSchema,
    body: adminStaffActionRequestSchema,
    response: adminStaffEntrySchema,
  },
  devStaffCodes: {
    method: "GET",
    path: "/dev/staff-codes",
    querystring: devStaffCodesQuerySchema,
    response: devStaffCodesResponseSchema,
    dev: true,
  },
  devCreateStaff: {
    method: "POST",
    path: "/dev/staff",
    body: devCreateStaffRequestSchema,
    response: devCreateStaffResponseSchema,
    dev: true,
  },
} as const satisfies Record<string, ApiEndpoint>;
