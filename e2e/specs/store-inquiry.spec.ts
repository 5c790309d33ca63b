import { expect, test } from "../fixtures/shop.fixture";
import { companyProfilePdf, StoreInquiryPage, VALID_APPLICATION } from "../pages/store-inquiry-page";

// 입점문의 as a producer goes through it: from the footer to the introduction, on to the form, refused for what is
// missing or wrong with the message under the field, fixed, a PDF attached, and the application number shown. Each
// run applies from one address at most 3 times (the API takes 5 an hour from one address).

const BUSINESS_NUMBER_MESSAGE = "사업자등록번호를 '-'없이 정확히 입력해주세요.";
const CONSENT_MESSAGE = "개인정보 수집·이용에 동의해 주세요.";

test("입점문의: 푸터 → 안내 → 신청서의 오류를 고치고 PDF를 첨부해 접수번호를 받는다", async ({ page }) => {
  const store = new StoreInquiryPage(page);
  await store.openFromFooter();
  await expect(page).toHaveURL(/\/customer\/store-inquiry$/);
  await expect(page.getByRole("heading", { level: 1, name: "입점문의" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "고객센터 메뉴" }).getByRole("link", { name: "입점문의" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "입점 절차" })).toBeVisible();
  await expect(page.getByText("영업일 기준 7일 이내에 연락드립니다.")).toBeVisible();
  await expect(page.getByRole("list", { name: "입점 모집 카테고리" })).toContainText("간편식(HMR)");

  await store.startApplication();
  await expect(page).toHaveURL(/\/store\/apply$/);
  await expect(page.getByRole("heading", { level: 1, name: "입점 신청" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "보유·이용 기간" })).toBeVisible();
  await store.waitForForm();

  await store.fill({ ...VALID_APPLICATION, businessNumber: "1234567890" });
  await store.submit();
  await expect(store.field(/^사업자등록번호/)).toHaveAccessibleDescription(BUSINESS_NUMBER_MESSAGE);
  await expect(store.consent).toHaveAccessibleDescription(CONSENT_MESSAGE);
  await expect(page).toHaveURL(/\/store\/apply$/);

  await store.field(/^사업자등록번호/).fill(VALID_APPLICATION.businessNumber);
  await expect(page.getByText("사업자등록번호 124-81-00998")).toBeVisible();
  await store.consent.check();
  await expect(page.getByText(BUSINESS_NUMBER_MESSAGE)).toHaveCount(0);
  await expect(page.getByText(CONSENT_MESSAGE)).toHaveCount(0);
  await store.attachments.setInputFiles(companyProfilePdf());
  await expect(page.getByRole("list", { name: "선택한 첨부파일" })).toContainText("회사소개서.pdf");
  await store.submit();

  await expect(page).toHaveURL(/\/store\/apply\?step=done$/);
  await expect(page.getByRole("heading", { level: 1, name: "입점 신청 완료" })).toBeVisible();
  await expect(store.applicationNumber()).toHaveText(/^SI\d{6}-\d{5}$/);
  await expect(store.receipt()).toContainText(`${VALID_APPLICATION.companyName}의 입점 신청이 접수되었습니다.`);
  await expect(store.receipt()).toContainText("1개");

  // A reload shows the same receipt and sends nothing again.
  const number = await store.applicationNumber().textContent();
  await page.reload();
  await expect(store.applicationNumber()).toHaveText(number ?? "");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is checked by the server, keeps what was typed and asks for the file again", {
    tag: "@phone",
  }, async ({ page }) => {
    const store = new StoreInquiryPage(page);
    await page.goto("/store/apply");
    await store.fill({ ...VALID_APPLICATION, businessNumber: "124-81-00998" });
    await store.attachments.setInputFiles(companyProfilePdf());
    await store.submit();

    await expect(store.field(/^사업자등록번호/)).toHaveAccessibleDescription(BUSINESS_NUMBER_MESSAGE);
    await expect(store.consent).toHaveAccessibleDescription(CONSENT_MESSAGE);
    await expect(store.field(/^회사명/)).toHaveValue(VALID_APPLICATION.companyName);
    await expect(store.field(/^입점 희망 카테고리/)).toHaveValue("HANWOO");
    await expect(page.getByText("첨부하셨던 파일은 다시 선택해 주세요.")).toBeVisible();

    await store.field(/^사업자등록번호/).fill(VALID_APPLICATION.businessNumber);
    await store.consent.check();
    await store.attachments.setInputFiles(companyProfilePdf());
    await store.submit();
    await expect(page.getByRole("heading", { level: 1, name: "입점 신청 완료" })).toBeVisible();
    await expect(store.applicationNumber()).toHaveText(/^SI\d{6}-\d{5}$/);
  });
});
