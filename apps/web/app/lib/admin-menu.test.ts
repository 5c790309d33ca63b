import { STAFF_PERMISSIONS, STAFF_ROLES, staffCan } from "@shop/core/staff/staff-roles";
import { describe, expect, it } from "vitest";
import { ADMIN_MENU, adminMenuFor } from "./admin-menu";

describe("adminMenuFor", () => {
  it.each(STAFF_ROLES)("gives %s exactly the sections its role allows", (role) => {
    const permissions = STAFF_PERMISSIONS.filter((permission) => staffCan(role, permission));
    const shown = adminMenuFor(permissions).map((entry) => entry.to);
    const expected = ADMIN_MENU.filter((entry) => entry.permission === null || staffCan(role, entry.permission)).map(
      (entry) => entry.to,
    );
    expect(shown).toEqual(expected);
    expect(shown[0]).toBe("/admin");
  });

  it("keeps the audit log for operators", () => {
    expect(adminMenuFor(["orders.read"]).map((entry) => entry.to)).not.toContain("/admin/audit-logs");
    expect(adminMenuFor(["audit.read"]).map((entry) => entry.to)).toContain("/admin/audit-logs");
  });
});
