// Who in the back office may do what (issue 14). Three roles: the cooperative's operators do everything, customer
// service reads members and orders and answers inquiries, a seller's staff run only their own seller's records. The
// API checks every admin route against this table; a seller's scope (their seller id) is applied by the queries.

export const STAFF_ROLES = ["ROLE_ADMIN", "ROLE_CS", "ROLE_SELLER"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff member can be allowed to do; each admin route names one. */
export const STAFF_PERMISSIONS = [
  /** Item list and detail. */
  "items.read",
  /** Create and edit items, prices, options and stock, images, bulk updates. */
  "items.write",
  /** Order and claim lists and details, with the payment record. */
  "orders.read",
  /** Move orders along the status table, tracking numbers, approve or refuse claims, refunds. */
  "orders.write",
  /** Read and answer 1:1 inquiries, item questions and store inquiries. */
  "inquiries.answer",
  /** Member search and details (masked for customer service). */
  "members.read",
  /** Grades, point adjustments, company buyers, dormant members. */
  "members.write",
  /** Notices, FAQ, policies, banners, display blocks, events, maintenance window, app version. */
  "content.write",
  /** Coupons and offline codes. */
  "coupons.write",
  /** The dashboard and its downloads. */
  "numbers.read",
  /** Settlements per seller by month. */
  "settlements.read",
  /** The audit log of staff writes. */
  "audit.read",
  /** The shop-wide tracking counts (docs/decisions/048): the cooperative's own, not a seller's. */
  "tracking.read",
  /** Staff accounts. */
  "staff.write",
  /** Sellers' list and their commission rates (docs/decisions/045). */
  "sellers.write",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  ROLE_ADMIN: new Set(STAFF_PERMISSIONS),
  ROLE_CS: new Set<StaffPermission>(["items.read", "orders.read", "inquiries.answer", "members.read"]),
  ROLE_SELLER: new Set<StaffPermission>([
    "items.read",
    "items.write",
    "orders.read",
    "orders.write",
    "inquiries.answer",
    "numbers.read",
    "settlements.read",
  ]),
};

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** The roles as operators read them in the back office. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  ROLE_ADMIN: "운영자",
  ROLE_CS: "고객센터",
  ROLE_SELLER: "판매사",
};

/** Customer service sees members' personal data masked (issue 14): the role that reads it in full. */
export function staffSeesPersonalData(role: StaffRole): boolean {
  return role === "ROLE_ADMIN";
}

/** Staff sessions end after this long without a call (issue 14: 30 idle minutes). */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
