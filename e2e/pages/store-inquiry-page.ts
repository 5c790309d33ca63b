import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** What an application form is filled with; the defaults are a complete, valid application. */
export interface StoreApplication {
  companyName: string;
  ceoName: string;
  businessNumber: string;
  website: string;
  managerName: string;
  phoneNumber: string;
  email: string;
  /** The category's Korean name in the select. */
  category: string;
  proposal: string;
}

export const VALID_APPLICATION: StoreApplication = {
  companyName: "(주)평창한우마을",
  ceoName: "김평창",
  businessNumber: "1248100998",
  website: "www.pyeongchang-hanwoo.co.kr",
  managerName: "이영업",
  phoneNumber: "01055556666",
  email: "sales@pyeongchang-hanwoo.co.kr",
  category: "한우",
  proposal:
    "평창 고랭지에서 키운 1++ 한우 등심·안심을 주 2회 냉장 직송으로 공급하고자 합니다. 월 1.5톤 공급 가능합니다.",
};

/** A small real PDF (one blank A4 page), as a 회사소개서 would be attached. */
export function companyProfilePdf(): { name: string; mimeType: string; buffer: Buffer } {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name: "회사소개서.pdf", mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/** 입점문의: the introduction for producers (/customer/store-inquiry) and the application form (/store/apply). */
export class StoreInquiryPage {
  readonly form: Locator;
  readonly submitButton: Locator;
  readonly attachments: Locator;
  readonly consent: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator("main form");
    this.submitButton = page.getByRole("button", { name: "입점 신청하기" });
    this.attachments = page.getByLabel("첨부파일 (선택)");
    this.consent = page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ });
  }

  /** The footer's 입점문의 from a page of the shop. */
  async openFromFooter(from = "/company/about") {
    await this.page.goto(from);
    await this.page.getByRole("contentinfo").getByRole("link", { name: "입점문의", exact: true }).click();
  }

  /** The introduction's first 입점 신청하기. */
  async startApplication() {
    await this.page.getByRole("main").getByRole("link", { name: "입점 신청하기" }).first().click();
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label);
  }

  async waitForForm() {
    await waitForHydration(this.page);
  }

  async fill(application: StoreApplication) {
    await this.field(/^회사명/).fill(application.companyName);
    await this.field(/^대표자명/).fill(application.ceoName);
    await this.field(/^사업자등록번호/).fill(application.businessNumber);
    await this.field(/^홈페이지/).fill(application.website);
    await this.field(/^담당자명/).fill(application.managerName);
    await this.field(/^휴대폰번호/).fill(application.phoneNumber);
    await this.field(/^이메일/).fill(application.email);
    await this.field(/^입점 희망 카테고리/).selectOption({ label: application.category });
    await this.field(/^제안 내용/).fill(application.proposal);
  }

  async submit() {
    await this.submitButton.click();
  }

  /** The done screen's receipt. */
  receipt(): Locator {
    return this.page.getByRole("region", { name: "입점 신청 접수 결과" });
  }

  /** The 접수번호 on the done screen. */
  applicationNumber(): Locator {
    return this.receipt().getByRole("definition").first();
  }
}
