import { adminAuditListSchema } from "@shop/contracts/admin";
import { expect } from "vitest";
import { staffBearer } from "./staff-client.js";
import type { TestApp } from "./test-app.js";

// Calls of the back office's content routes for the content modules' tests (issue 14 item 4).

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One call as `staff` (no session when undefined). */
export function staffCall(
  t: TestApp,
  staff: { token: string } | undefined,
  method: Method,
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: staff ? staffBearer(staff) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A call that must succeed: its JSON. */
export async function okCall(t: TestApp, staff: { token: string }, method: Method, url: string, payload?: object) {
  const res = await staffCall(t, staff, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The audit entries of one target, newest first. */
export async function auditEntriesOf(
  t: TestApp,
  admin: { token: string },
  targetType: string,
  targetId: string | number,
) {
  const body = await okCall(
    t,
    admin,
    "GET",
    `/api/admin/audit-logs?${new URLSearchParams({ targetType, targetId: String(targetId) })}`,
  );
  return adminAuditListSchema.parse(body).list;
}

/** Every route refuses no session (401) and a role without content.write (403), in Korean. */
export async function expectContentGuard(
  t: TestApp,
  refusedStaff: readonly { token: string }[],
  calls: readonly { method: Method; url: string; payload?: object }[],
) {
  for (const call of calls) {
    const none = await staffCall(t, undefined, call.method, call.url, call.payload);
    expect(none.statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(none.json().message).toBe("관리자 로그인이 필요합니다.");
    for (const staff of refusedStaff) {
      const refused = await staffCall(t, staff, call.method, call.url, call.payload);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
  }
}
