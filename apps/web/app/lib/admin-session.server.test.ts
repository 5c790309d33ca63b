import { describe, expect, it } from "vitest";
import { adminTarget } from "./admin-session.server";

describe("adminTarget", () => {
  it.each([
    ["/admin/audit-logs?page=2", "/admin/audit-logs?page=2"],
    ["/admin", "/admin"],
    [null, "/admin"],
    ["", "/admin"],
    ["/", "/admin"],
    ["/mypage", "/admin"],
    ["/administrator", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["/admin/../mypage", "/admin"],
    ["/admin/login?redirectTo=/admin", "/admin"],
  ])("%j → %s", (value, expected) => {
    expect(adminTarget(value)).toBe(expected);
  });
});
