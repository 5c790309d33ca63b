import { describe, expect, it } from "vitest";
import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole, staffCan } from "./staff-roles";

describe("staffCan", () => {
  const allowed: Record<StaffRole, StaffPermission[]> = {
    ROLE_ADMIN: [...STAFF_PERMISSIONS],
    ROLE_CS: ["items.read", "orders.read", "inquiries.answer", "members.read"],
    ROLE_SELLER: [
      "items.read",
      "items.write",
      "orders.read",
      "orders.write",
      "inquiries.answer",
      "numbers.read",
      "settlements.read",
    ],
  };
  const cases = (Object.keys(allowed) as StaffRole[]).flatMap((role) =>
    STAFF_PERMISSIONS.map((permission) => ({ role, permission, expected: allowed[role].includes(permission) })),
  );

  it.each(cases)("$role $permission → $expected", ({ role, permission, expected }) => {
    expect(staffCan(role, permission)).toBe(expected);
  });

  it("keeps customer service and sellers away from staff accounts, the audit log and coupons", () => {
    for (const role of ["ROLE_CS", "ROLE_SELLER"] as const) {
      expect(staffCan(role, "staff.write")).toBe(false);
      expect(staffCan(role, "audit.read")).toBe(false);
      expect(staffCan(role, "coupons.write")).toBe(false);
      expect(staffCan(role, "members.write")).toBe(false);
    }
  });
});
