import { expect, test } from "../fixtures/shop.fixture";
import { adminSignIn, newStaff, staffCode } from "../pages/admin-page";
import { listItems } from "../pages/item-page";

// The back office's door (issue 14): its own login with an authenticator code, the menu a role opens, the audit log
// of staff writes, and none of its JavaScript on a shop page. At 1280 px: the back office is a desk job.
test.describe("관리자 로그인", { tag: "@pc" }, () => {
  test("세션 없이 관리자 페이지에 오면 로그인으로 가고, 인증 코드로 로그인하면 그 페이지로 돌아간다", async ({
    page,
  }) => {
    const operator = await newStaff(page.request, "ROLE_ADMIN", { name: "정운영" });
    await page.goto("/admin/audit-logs");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Faudit-logs/);

    // A wrong password stays on the first step with the login's message.
    await page.getByLabel("아이디").fill(operator.loginId);
    await page.getByLabel("비밀번호").fill("Wrong!Password1");
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 일치하지 않습니다.");

    await adminSignIn(page, operator, page.url());
    await expect(page).toHaveURL(/\/admin\/audit-logs$/);
    await expect(page.getByRole("heading", { name: "작업 기록" })).toBeVisible();
    await page.getByLabel("아이디").fill(operator.loginId);
    await page.getByRole("button", { name: "검색" }).click();
    const rows = page.getByRole("row").filter({ hasText: operator.loginId });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("staff.login");
    await expect(rows.first()).toContainText("정운영");
  });

  test("잘못된 인증 코드는 거절되고, 다른 계정으로 처음부터 다시 할 수 있다", async ({ page }) => {
    const cs = await newStaff(page.request, "ROLE_CS");
    await page.goto("/admin/login");
    await page.getByLabel("아이디").fill(cs.loginId);
    await page.getByLabel("비밀번호").fill(cs.password);
    await page.getByRole("button", { name: "다음" }).click();
    await page.getByLabel("인증 코드").fill("12345");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page.getByText("인증 앱에 표시된 6자리 숫자를 입력해 주세요.")).toBeVisible();
    await page.getByRole("button", { name: "다른 계정으로 로그인" }).click();
    await expect(page.getByLabel("비밀번호")).toBeVisible();
  });

  test("데모 모드의 로그인 화면에는 데모 계정과 현재 인증 코드가 보이고, 고객센터에는 작업 기록 메뉴가 없다", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    const demo = page.getByRole("region", { name: "데모 관리자 계정" });
    await expect(demo).toBeVisible();
    const row = demo.getByRole("row").filter({ hasText: "csdemo" });
    await expect(row).toContainText("고객센터");
    const password = (await row.getByRole("cell").nth(2).textContent()) ?? "";

    await page.getByLabel("아이디").fill("csdemo");
    await page.getByLabel("비밀번호").fill(password);
    await page.getByRole("button", { name: "다음" }).click();
    // The box is read after the password: a code that turned over meanwhile is the new one.
    const code = (await demo.locator('[data-login-id="csdemo"]').textContent()) ?? "";
    await page.getByLabel("인증 코드").fill(code);
    await page.getByRole("button", { name: "로그인", exact: true }).click();

    const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
    await expect(menu.getByRole("link", { name: "대시보드" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "작업 기록" })).toHaveCount(0);
    await expect(page.getByText("고객센터", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("alert")).toHaveText("로그아웃되었습니다.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("운영자가 판매사 직원 계정을 만들면, 그 계정은 첫 로그인 때 QR 코드로 인증 앱을 등록한다", async ({
    page,
    browser,
  }) => {
    await adminSignIn(page, await newStaff(page.request, "ROLE_ADMIN"), "/admin/staff");
    const loginId = `sel${Date.now().toString(36)}`;
    const form = page.getByRole("form", { name: "새 관리자 계정" });
    await form.getByLabel("아이디").fill(loginId);
    await form.getByLabel("처음 비밀번호").fill("Seller!2026x");
    await form.getByLabel("이름").fill("최판매");
    await form.getByLabel("권한").selectOption({ label: "판매사" });
    await form.getByLabel("판매사 (판매사 계정만)").selectOption({ label: "(주)대관령한우" });
    await form.getByRole("button", { name: "계정 만들기" }).click();
    await expect(page.getByText(`최판매(${loginId}) 계정을 만들었습니다.`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: loginId });
    await expect(row).toContainText("첫 로그인 때 등록");

    // The new account's first sign-in, in a browser of its own.
    const sellerPage = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
    await sellerPage.goto("/admin/login");
    await sellerPage.getByLabel("아이디").fill(loginId);
    await sellerPage.getByLabel("비밀번호").fill("Seller!2026x");
    await sellerPage.getByRole("button", { name: "다음" }).click();
    await expect(sellerPage.getByRole("img", { name: "인증 앱 등록 QR 코드" })).toBeVisible();
    await expect(sellerPage.getByText("직접 입력할 키:")).toBeVisible();
    await sellerPage.getByLabel("인증 코드").fill(await staffCode(sellerPage.request, loginId));
    await sellerPage.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(sellerPage.getByText("(주)대관령한우", { exact: true })).toBeVisible();
    const menu = sellerPage.getByRole("navigation", { name: "관리자 메뉴" });
    await expect(menu.getByRole("link", { name: "관리자 계정" })).toHaveCount(0);
    await sellerPage.context().close();

    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: loginId })).toContainText("등록됨");
  });

  test("상품 페이지는 관리자 화면의 스크립트와 스타일을 하나도 받지 않는다", async ({ page }) => {
    const requested: string[] = [];
    const record = (request: { url(): string }) => requested.push(new URL(request.url()).pathname);
    page.on("request", record);
    const [item] = await listItems(page.request);
    if (!item) throw new Error("the demo catalog has no items");
    await page.goto(`/items/${item.itemUserCode}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    page.off("request", record);
    const shopFiles = await page.evaluate(manifestFiles, "routes/");

    // The back office's files as its pages' manifest names them, less what the shop's pages share with it (the
    // framework and the shop's kit): what is left is the back office's alone.
    await adminSignIn(page, await newStaff(page.request, "ROLE_ADMIN"), "/admin/audit-logs");
    const adminOnly = (await page.evaluate(manifestFiles, "routes/admin/")).filter((file) => !shopFiles.includes(file));
    expect(adminOnly.length).toBeGreaterThanOrEqual(2);
    expect(adminOnly.some((file) => file.endsWith(".css"))).toBe(true);
    expect(requested.length).toBeGreaterThan(3);
    expect(requested.filter((path) => adminOnly.includes(path))).toEqual([]);
  });
});

/** Every file (module, imports, styles) of the manifest's routes whose id starts with `prefix`. */
function manifestFiles(prefix: string): string[] {
  type RouteEntry = { module: string; imports?: string[]; css?: string[] };
  const { routes } = (window as unknown as { __reactRouterManifest: { routes: Record<string, RouteEntry> } })
    .__reactRouterManifest;
  return Object.entries(routes)
    .filter(([id]) => id.startsWith(prefix) || (prefix === "routes/" && id === "root"))
    .flatMap(([, route]) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]);
}
