import { crc32, deflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** A small real PNG (a striped square, `size` pixels wide), made in the test so its bytes can be compared. */
export function tinyPng(size = 24): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.concat([
      Buffer.from([0]),
      ...Array.from({ length: size }, () => Buffer.from(y % 4 < 2 ? [10, 125, 62] : [245, 236, 230])),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The ids in a file link of the list: /mypage/inquiry/{inquiryId}/file/{fileId}. */
export function fileLinkIds(href: string): { inquiryId: number; fileId: number } {
  const match = /^\/mypage\/inquiry\/(\d+)\/file\/(\d+)$/.exec(href);
  if (!match) throw new Error(`not an inquiry file link: ${href}`);
  return { inquiryId: Number(match[1]), fileId: Number(match[2]) };
}

/** The shop's answer to an inquiry, written through the dev route until the back office exists. */
export async function answerInquiry(request: APIRequestContext, inquiryId: number, answer: string) {
  const response = await request.post(`/api/dev/qna/inquiry/${inquiryId}/answer`, { data: { answer } });
  expect(response.status(), await response.text()).toBe(200);
}

/** /mypage/inquiry-item: the 1:1 문의 and 상품 문의 tabs, a 1:1 inquiry's card and the 문의하기 form. */
export class InquiryPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly form: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.tabs = this.main.getByRole("navigation", { name: "문의 구분" });
    this.form = this.main.getByRole("form", { name: "1:1 문의하기" });
    this.alertDialog = page.getByRole("alertdialog");
  }

  async goto(query = "") {
    await this.page.goto(`/mypage/inquiry-item${query}`);
    await waitForHydration(this.page);
  }

  tab(label: "1:1 문의" | "상품 문의"): Locator {
    return this.tabs.getByRole("link", { name: label });
  }

  /** A 1:1 inquiry's card by its title. */
  entry(title: string): Locator {
    return this.main.getByRole("listitem", { name: title, exact: true });
  }

  /** Opens the form from the list's 1:1 문의하기 button and waits for it to be live. */
  async openForm() {
    await this.main.getByRole("link", { name: "1:1 문의하기" }).first().click();
    await expect(this.page).toHaveURL(/\/mypage\/inquiry-item\?write=1$/);
    await expect(this.form).toBeVisible();
    await waitForHydration(this.page);
  }

  /** Fills the form and presses 문의하기. */
  async ask(input: {
    group: string;
    title: string;
    content: string;
    files?: { name: string; mimeType: string; buffer: Buffer }[];
  }) {
    await this.form.getByRole("combobox", { name: "문의 유형" }).selectOption({ label: input.group });
    await this.form.getByRole("textbox", { name: "제목" }).fill(input.title);
    await this.form.getByRole("textbox", { name: "문의 내용" }).fill(input.content);
    if (input.files) await this.form.getByLabel(/첨부파일/).setInputFiles(input.files);
    await this.form.getByRole("button", { name: "문의하기" }).click();
  }

  /** Closes the shop's alert after checking its message. */
  async acceptAlert(message: string | RegExp) {
    await expect(this.alertDialog).toContainText(message);
    await this.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(this.alertDialog).toBeHidden();
  }
}
