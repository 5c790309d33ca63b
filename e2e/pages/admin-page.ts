import { type APIRequestContext, expect, type Page } from "@playwright/test";

// The back office (/admin, issue 14). A TOTP code is good once per account and 30-second step, so every test signs in
// with an account of its own (`newStaff`, a dev route) and reads its current code from the dev route: two tests
// signing in as the same account within one step would refuse each other. Only specs/admin.spec.ts signs in as a demo
// account, through the login page's demo box, as a newcomer does.

export type StaffRole = "ROLE_ADMIN" | "ROLE_CS" | "ROLE_SELLER";

export interface TestStaff {
  loginId: string;
  password: string;
}

/** A new staff account of `role` (a seller's staff need the seller's id). */
export async function newStaff(
  request: APIRequestContext,
  role: StaffRole,
  options: { sellerId?: number; name?: string } = {},
): Promise<TestStaff> {
  const res = await request.post("/api/dev/staff", { data: { role, ...options } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The code the account's authenticator shows now. */
export async function staffCode(request: APIRequestContext, loginId: string): Promise<string> {
  const res = await request.get(`/api/dev/staff-codes?loginId=${encodeURIComponent(loginId)}`);
  expect(res.status(), await res.text()).toBe(200);
  const { list } = (await res.json()) as { list: { code: string }[] };
  const code = list[0]?.code;
  if (!code) throw new Error(`no code for ${loginId}`);
  return code;
}

/** Signs in through /admin/login (password, then the code); ends on the page the login sends to. */
export async function adminSignIn(page: Page, staff: TestStaff, from = "/admin/login") {
  await page.goto(from);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("아이디").fill(staff.loginId);
  await page.getByLabel("비밀번호").fill(staff.password);
  await page.getByRole("button", { name: "다음" }).click();
  const code = page.getByLabel("인증 코드");
  await expect(code).toBeVisible();
  await code.fill(await staffCode(page.request, staff.loginId));
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "관리자 메뉴" })).toBeVisible();
}

/** A new account of `role`, signed in. */
export async function signInAsNewStaff(
  page: Page,
  role: StaffRole,
  options: { sellerId?: number; name?: string } = {},
): Promise<TestStaff> {
  const staff = await newStaff(page.request, role, options);
  await adminSignIn(page, staff);
  return staff;
}
