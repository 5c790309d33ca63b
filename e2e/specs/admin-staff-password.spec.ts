import { expect, test } from "../fixtures/shop.fixture";
import { newStaff, signInAsNewStaff, staffCode } from "../pages/admin-page";

// Staff passwords (docs/decisions/045) at 1280 px: an operator gives a new staff member a temporary password, shown
// once; that member signs in with it and the authenticator's code, is sent to 내 계정 before anything else opens,
// chooses a new password there, and then reaches the dashboard.

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("관리자 비밀번호", { tag: "@pc" }, () => {
  test("운영자가 임시 비밀번호를 정하면 직원은 로그인 뒤 새 비밀번호를 정하고 대시보드로 간다", async ({
    page,
    browser,
  }) => {
    // Two sign-ins with argon2 and a code each, in two browsers: more than the default 30 s on a busy machine.
    test.slow();
    const member = await newStaff(page.request, "ROLE_CS", { name: "박상담" });
    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.goto("/admin/staff");
    await page.getByRole("button", { name: `${member.loginId} 임시 비밀번호 발급` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `박상담(${member.loginId}) 계정에 임시 비밀번호를 정했습니다.` }),
    ).toBeVisible();
    const shown = page.getByRole("region", { name: "임시 비밀번호" }).locator("strong");
    await expect(shown).toHaveText(/^\S{10,16}$/);
    const temporary = (await shown.textContent()) ?? "";

    // The staff member, in a browser of their own.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await context.newPage();
    await staffPage.goto("/admin/login");
    await staffPage.getByLabel("아이디").fill(member.loginId);
    await staffPage.getByLabel("비밀번호").fill(temporary);
    await staffPage.getByRole("button", { name: "다음" }).click();
    await staffPage.getByLabel("인증 코드").fill(await staffCode(staffPage.request, member.loginId));
    await staffPage.getByRole("button", { name: "로그인", exact: true }).click();

    await expect(staffPage).toHaveURL(/\/admin\/account$/);
    await expect(staffPage.getByRole("alert")).toHaveText(
      "임시 비밀번호로 로그인했습니다. 내 계정에서 새 비밀번호로 변경해 주세요.",
    );
    // Nothing else opens yet.
    await staffPage.goto("/admin/orders");
    await expect(staffPage).toHaveURL(/\/admin\/account$/);

    const form = staffPage.getByRole("form", { name: "비밀번호 변경" });
    await form.getByLabel("임시 비밀번호").fill(temporary);
    await form.getByLabel("새 비밀번호", { exact: true }).fill("Hanwoo#2580k");
    await form.getByLabel("새 비밀번호 확인").fill("Hanwoo#2581k");
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();

    await form.getByLabel("임시 비밀번호").fill(temporary);
    await form.getByLabel("새 비밀번호", { exact: true }).fill("Hanwoo#2580k");
    await form.getByLabel("새 비밀번호 확인").fill("Hanwoo#2580k");
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(
      staffPage
        .getByRole("status")
        .filter({ hasText: "비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다." }),
    ).toBeVisible();

    await staffPage.getByRole("link", { name: "대시보드" }).click();
    await expect(staffPage).toHaveURL(/\/admin$/);
    await expect(staffPage.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();
    await context.close();
  });
});
