import { expect, test } from "../fixtures/shop.fixture";
import { signInAsNewStaff } from "../pages/admin-page";

// 입금 계좌 관리 and 공통 코드 관리 (decision 052) at 1280 px: an operator adds a deposit account and a delivery-request
// phrase through the back office's forms, and the shop's answers (/api/common/account-numbers, /common-code) list them
// at once; hiding them takes them out again. A Korean refusal shows beside the form.

test.use({ viewport: { width: 1280, height: 900 } });

const menu = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "관리자 메뉴" });

test("운영자가 입금 계좌를 등록하고 숨기면 쇼핑몰의 계좌 안내가 바로 바뀐다", async ({ page }) => {
  const number = `140-${String(Date.now()).slice(-9, -6)}-${String(Date.now()).slice(-6)}`;
  await signInAsNewStaff(page, "ROLE_ADMIN");
  await menu(page).getByRole("link", { name: "입금 계좌 관리" }).click();
  await expect(page).toHaveURL(/\/admin\/deposit-accounts$/);
  await expect(page.getByRole("heading", { name: "입금 계좌 관리", level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "입금 계좌 쓰기" });
  await form.getByLabel("은행").selectOption({ label: "신한은행 (088)" });
  await form.getByLabel("계좌번호").fill("140-0A3");
  await form.getByLabel("예금주").fill("농협축산유통(주)");
  await form.getByRole("button", { name: "입금 계좌 등록" }).click();
  await expect(page.getByRole("alert")).toHaveText("계좌번호는 숫자와 하이픈(-)으로 10~16자리를 입력해 주세요.");

  await form.getByLabel("계좌번호").fill(number);
  await form.getByLabel("용도").fill("기업 구매 전용");
  await form.getByRole("button", { name: "입금 계좌 등록" }).click();
  await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("신한은행");
  // The registration form starts empty again: what was just saved is not one press away from a second registration.
  await expect(form.getByRole("heading", { name: "새 입금 계좌 등록" })).toBeVisible();
  await expect(form.getByLabel("계좌번호")).toHaveValue("");
  await expect(form.getByLabel("용도")).toHaveValue("");
  let shown = await (await page.request.get("/api/common/account-numbers")).json();
  expect(shown.list.map((entry: { accountNumber: string }) => entry.accountNumber)).toContain(number);

  await row.getByRole("link", { name: "수정" }).click();
  // The form reopens on the account (an uncheck before then would land on the new-account form and be reset).
  const editing = page.getByRole("form", { name: "입금 계좌 쓰기" });
  await expect(editing.getByRole("heading", { name: /^입금 계좌 수정 \(\d+\)$/ })).toBeVisible();
  await expect(editing.getByLabel("계좌번호")).toHaveValue(number);
  await editing.getByLabel("쇼핑몰에 보이기").uncheck();
  await page.getByRole("button", { name: "수정 저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: number })).toContainText("아니요");
  shown = await (await page.request.get("/api/common/account-numbers")).json();
  expect(shown.list.map((entry: { accountNumber: string }) => entry.accountNumber)).not.toContain(number);
});

test("운영자가 배송 요청사항 코드를 더하고 숨기면 선택 상자 목록이 바로 바뀐다", async ({ page }) => {
  const code = `e2e_${Date.now().toString(36)}`;
  const name = "현관 비밀번호는 배송 메모에 적었습니다.";
  await signInAsNewStaff(page, "ROLE_ADMIN");
  await menu(page).getByRole("link", { name: "공통 코드 관리" }).click();
  await expect(page).toHaveURL(/\/admin\/common-codes$/);

  const form = page.getByRole("form", { name: "공통 코드 쓰기" });
  await form.getByLabel("그룹").fill("CANCEL_REASON");
  await form.getByLabel("코드").fill(code);
  await form.getByLabel("이름").fill(name);
  await form.getByRole("button", { name: "코드 등록" }).click();
  await expect(page.getByRole("alert")).toContainText("취소 사유는 주문 취소 화면과 같은 목록이어서");

  await form.getByLabel("그룹").fill("DELIVERY_REQUEST");
  await form.getByRole("button", { name: "코드 등록" }).click();
  await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
  await expect(form.getByLabel("코드")).toHaveValue("");
  await expect(form.getByLabel("이름")).toHaveValue("");
  const codes = async () =>
    (await (await page.request.get("/api/common/common-code?group=DELIVERY_REQUEST")).json()).list[0].codes as {
      code: string;
    }[];
  expect((await codes()).map((entry) => entry.code)).toContain(code);

  await page.getByRole("form", { name: "공통 코드 찾기" }).getByLabel("그룹").selectOption("DELIVERY_REQUEST");
  await page.getByRole("button", { name: "찾기" }).click();
  const row = page.getByRole("row").filter({ hasText: code });
  await row.getByRole("link", { name: "수정" }).click();
  await expect(page.getByRole("heading", { name: `배송 요청사항 (DELIVERY_REQUEST) · ${code} 수정` })).toBeVisible();
  await page.getByRole("form", { name: "공통 코드 쓰기" }).getByLabel("선택 상자에 보이기").uncheck();
  await page.getByRole("button", { name: "수정 저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
  expect((await codes()).map((entry) => entry.code)).not.toContain(code);
});
