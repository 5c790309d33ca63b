import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { ADMIN_PASSWORD_MESSAGES } from "@shop/contracts/admin-staff-password";
import { apiEndpoints, endpointUrl, routeKey } from "@shop/contracts/api-endpoints";
import { type StaffPermission, staffCan } from "@shop/core/staff/staff-roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/api-error.js";
import type { StaffContext, StaffTokenRejection } from "../modules/staff/staff-auth.service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The checked staff token of a back-office call (/api/admin/…, or a route of STAFF_CALLS_OUTSIDE_ADMIN), or null. */
    staff: StaffContext | null;
    /** Why a staff token that was sent was not accepted (an ended session reads differently from none). */
    staffRejection: StaffTokenRejection | null;
  }
}

/** Every back-office call lives under this path; shopper tokens are not read there, staff tokens nowhere else. */
export const ADMIN_API_PREFIX = "/api/admin/";

/**
 * The only staff calls outside /api/admin: SPEC §7 names the meat cuts' writes `POST /api/system-code/meat-cut` and
 * `/system-code-image` (docs/decisions/052). They are the same staff writes as their /api/admin twins. A narrow, explicit
 * list of routes (method and registered URL, so no other path or method of /api/system-code reads a staff token).
 */
export const STAFF_CALLS_OUTSIDE_ADMIN: ReadonlySet<string> = new Set(
  [apiEndpoints.updateMeatCut, apiEndpoints.uploadMeatCutChart].map((endpoint) =>
    routeKey(endpoint.method, endpointUrl(endpoint)),
  ),
);

/**
 * A call that carries a staff token, never a shopper's: under /api/admin, or a route of STAFF_CALLS_OUTSIDE_ADMIN (read
 * from the route the router matched, so no spelling of its address reaches it without this plugin's check).
 */
export function isStaffCall(request: FastifyRequest): boolean {
  if (request.url.startsWith(ADMIN_API_PREFIX)) return true;
  const url = request.routeOptions.url;
  return url !== undefined && STAFF_CALLS_OUTSIDE_ADMIN.has(routeKey(request.method, url));
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Reads the staff bearer token of staff calls (isStaffCall) and sets `request.staff`. */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  const { staffAuth } = app.services;
  app.decorateRequest("staff", null);
  app.decorateRequest("staffRejection", null);

  app.addHook("onRequest", (request, _reply, done) => {
    if (!isStaffCall(request)) return done();
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[1]) return done();
    staffAuth.resolveToken(match[1], request.ip).then((result) => {
      if ("staff" in result) request.staff = result.staff;
      else request.staffRejection = result.rejection;
      done();
    }, done);
  });
});

function unauthorized(request: FastifyRequest) {
  return request.staffRejection === "EXPIRED"
    ? new ApiError(401, "SESSION_EXPIRED", ADMIN_MESSAGES.sessionExpired, "staff session idle for 30 minutes")
    : new ApiError(401, "UNAUTHORIZED", ADMIN_MESSAGES.unauthorized, "no valid staff token");
}

/**
 * Guard (route `onRequest`): any signed-in staff member, a temporary password's too (their profile, logout and the
 * password change).
 */
export async function requireAnyStaff(request: FastifyRequest) {
  if (!request.staff) throw unauthorized(request);
}

/** Guard (route `onRequest`): a signed-in staff member whose role allows `permission` (403 otherwise). */
export function requireStaff(permission: StaffPermission) {
  return async (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw unauthorized(request);
    // An operator's temporary password opens nothing until its holder chooses their own (docs/decisions/045).
    if (staff.mustChangePassword) {
      throw new ApiError(
        403,
        "PASSWORD_CHANGE_REQUIRED",
        ADMIN_PASSWORD_MESSAGES.mustChange,
        `staff ${staff.staffId} signed in with a temporary password`,
      );
    }
    if (!staffCan(staff.role, permission)) {
      throw new ApiError(403, "FORBIDDEN", ADMIN_MESSAGES.forbidden, `${staff.role} lacks ${permission}`);
    }
  };
}

/** The staff member of a request that passed a guard. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw unauthorized(request);
  return request.staff;
}
