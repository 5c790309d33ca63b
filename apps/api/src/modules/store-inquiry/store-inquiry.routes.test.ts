import { errorBodySchema } from "@shop/contracts/common";
import {
  STORE_INQUIRY_MESSAGES,
  storeInquiryFormSchema,
  storeInquiryReceiptSchema,
} from "@shop/contracts/store-inquiry";
import { BUSINESS_NUMBER_MESSAGE, EMAIL_MESSAGE, PHONE_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeInquiries } from "../../db/schema/store-inquiry.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { randomAddress } from "../../test/auth-client.js";
import { type FilePart, IMAGE_SAMPLES, multipartPayload } from "../../test/multipart.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { findStoreInquiry } from "./store-inquiry.repository.js";

// 입점문의 through the real routes: the form's facts, a guest's application with its files kept as sent, every rule
// refused with its message and nothing written, the attachments' count, type and size, and the per-address budget.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const PDF = Buffer.from(
  "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);
const PNG = drawReviewPhoto(3);

const GOOD_FIELDS = {
  companyName: "(주)대관령한우농장",
  ceoName: "김대관",
  businessNumber: "1248100998",
  managerName: "이담당",
  phoneNumber: "01012345678",
  email: "sales@daegwallyeong.co.kr",
  category: "HANWOO",
  website: "www.daegwallyeong.co.kr",
  proposal: "대관령 청정 지역에서 직접 키운 1++ 한우를 산지 직송으로 공급하고자 합니다.\r\n월 2톤 공급 가능합니다.",
  agreePrivacy: "true",
};

function file(data: Buffer, filename = "회사소개서.pdf", contentType = "application/pdf"): FilePart {
  return { field: "attachments", filename, contentType, data };
}

function apply(
  fields: Record<string, string> = GOOD_FIELDS,
  files: readonly FilePart[] = [],
  address: string = randomAddress(),
) {
  const { payload, headers } = multipartPayload(fields, files);
  return t.app.inject({ method: "POST", url: "/api/store-inquiry", payload, headers, remoteAddress: address });
}

async function applicationCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(storeInquiries);
  return row?.n ?? 0;
}

describe("GET /api/store-inquiry", () => {
  it("answers the categories, the privacy consent a Korean shop must show and the attachment limits", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/store-inquiry" });
    expect(res.statusCode).toBe(200);
    const form = storeInquiryFormSchema.parse(res.json());
    expect(form.categories.map((category) => category.label)).toEqual([
      "한우",
      "한돈",
      "수입육",
      "닭·오리",
      "가공육",
      "간편식(HMR)",
      "신선식품",
      "선물세트",
      "기타",
    ]);
    expect(form.privacyConsent.items).toContain("사업자등록번호");
    expect(form.privacyConsent.purpose).toContain("입점");
    expect(form.privacyConsent.retention).toContain("1년");
    expect(form.privacyConsent.refusal).toContain("동의하지 않으시면");
    expect(form.attachments).toMatchObject({ maxFiles: 3, maxBytesPerFile: 10 * MB });
    expect(form.attachments.types).toEqual(["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"]);
    expect(form.reviewBusinessDays).toBe(7);
  });
});

describe("POST /api/store-inquiry", () => {
  it("takes a guest's application with a PDF and a picture and answers its number", async () => {
    const res = await apply(GOOD_FIELDS, [
      file(PDF, "C:\\Users\\농장\\회사소개서.pdf"),
      // The client's type is wrong on purpose: what counts is what the bytes are.
      file(PNG, "농장\u0007사진.png", "application/octet-stream"),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = storeInquiryReceiptSchema.parse(res.json());
    expect(receipt.applicationNumber).toMatch(/^SI\d{6}-\d{5}$/);
    expect(receipt).toMatchObject({ companyName: "(주)대관령한우농장", attachmentCount: 2 });
    expect(Math.abs(Date.parse(receipt.appliedAt) - Date.now())).toBeLessThan(60_000);

    const stored = await findStoreInquiry(t.db, receipt.applicationNumber);
    expect(stored).toMatchObject({
      companyName: "(주)대관령한우농장",
      ceoName: "김대관",
      businessNumber: "1248100998",
      managerName: "이담당",
      phoneNumber: "01012345678",
      email: "sales@daegwallyeong.co.kr",
      category: "HANWOO",
      website: "www.daegwallyeong.co.kr",
      proposal: "대관령 청정 지역에서 직접 키운 1++ 한우를 산지 직송으로 공급하고자 합니다.\n월 2톤 공급 가능합니다.",
      status: "RECEIVED",
    });
    expect(stored?.privacyAgreedAt).toBeInstanceOf(Date);
    expect(stored?.files).toEqual([
      { id: expect.any(Number), fileName: "회사소개서.pdf", contentType: "application/pdf", byteSize: PDF.length },
      { id: expect.any(Number), fileName: "농장사진.png", contentType: "image/png", byteSize: PNG.length },
    ]);
  });

  it("takes an application without files or a website; an empty file part is no file", async () => {
    const { website: _none, ...fields } = GOOD_FIELDS;
    const res = await apply(fields, [file(Buffer.alloc(0), "", "application/octet-stream")]);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = storeInquiryReceiptSchema.parse(res.json());
    expect(receipt.attachmentCount).toBe(0);
    expect(await findStoreInquiry(t.db, receipt.applicationNumber)).toMatchObject({ website: "", files: [] });
  });

  it("numbers applications one after another", async () => {
    const first = storeInquiryReceiptSchema.parse((await apply()).json());
    const second = storeInquiryReceiptSchema.parse((await apply()).json());
    const sequence = (receipt: { applicationNumber: string }) => Number(receipt.applicationNumber.slice(-5));
    expect(sequence(second)).toBeGreaterThan(sequence(first));
  });

  it.each([
    {
      name: "a missing company name",
      change: { companyName: "" },
      field: "companyName",
      message: "필수 입력 항목입니다.",
    },
    { name: "a missing 대표자명", change: { ceoName: "  " }, field: "ceoName", message: "필수 입력 항목입니다." },
    {
      name: "an emoji in the company name",
      change: { companyName: "한우농장🐮" },
      field: "companyName",
      message: "회사명에는 이모티콘을 추가할 수 없습니다.",
    },
    {
      name: "a business number failing the checksum",
      change: { businessNumber: "1234567890" },
      field: "businessNumber",
      message: BUSINESS_NUMBER_MESSAGE,
    },
    {
      name: "a business number with hyphens",
      change: { businessNumber: "124-81-00998" },
      field: "businessNumber",
      message: BUSINESS_NUMBER_MESSAGE,
    },
    { name: "a landline", change: { phoneNumber: "0212345678" }, field: "phoneNumber", message: PHONE_NUMBER_MESSAGE },
    { name: "a bad e-mail", change: { email: "sales@농장" }, field: "email", message: EMAIL_MESSAGE },
    {
      name: "a category not offered",
      change: { category: "BEEF" },
      field: "category",
      message: STORE_INQUIRY_MESSAGES.CATEGORY,
    },
    {
      name: "a website that is a script",
      change: { website: "javascript:alert(1)" },
      field: "website",
      message: STORE_INQUIRY_MESSAGES.WEBSITE,
    },
    {
      name: "a proposal too short",
      change: { proposal: "한우 팝니다" },
      field: "proposal",
      message: "10~2000자 이내로 입력해 주세요.",
    },
    {
      name: "a proposal too long",
      change: { proposal: "가".repeat(2001) },
      field: "proposal",
      message: "10~2000자 이내로 입력해 주세요.",
    },
    {
      name: "the consent not ticked",
      change: { agreePrivacy: "false" },
      field: "agreePrivacy",
      message: STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT,
    },
    {
      name: "a NUL in a field",
      change: { managerName: "이\u0000담당" },
      field: "managerName",
      message: "입력값에 사용할 수 없는 문자가 포함되어 있습니다.",
    },
  ])("refuses $name with its message and writes nothing", async ({ change, field, message }) => {
    const before = await applicationCount();
    const res = await apply({ ...GOOD_FIELDS, ...change }, [file(PDF)]);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.message).toBe(message);
    expect(error.errors).toEqual([{ field, message }]);
    expect(await applicationCount()).toBe(before);
  });

  it("refuses an application without the consent field, naming every missing field", async () => {
    const { agreePrivacy: _consent, ...withoutConsent } = GOOD_FIELDS;
    const res = await apply({ ...withoutConsent, companyName: "" });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).errors).toEqual([
      { field: "companyName", message: "필수 입력 항목입니다." },
      { field: "agreePrivacy", message: STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT },
    ]);
  });

  it.each([
    {
      name: "a text file named .pdf",
      files: [file(Buffer.from("이것은 PDF가 아니라 글자입니다. not a document at all"))],
      message: STORE_INQUIRY_MESSAGES.FILE_TYPE,
    },
    {
      name: "a ZIP of documents",
      files: [
        file(Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Array<number>(200).fill(0)]), "자료.zip", "application/zip"),
      ],
      message: STORE_INQUIRY_MESSAGES.FILE_TYPE,
    },
    {
      name: "an SVG picture",
      files: [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "logo.svg", "image/svg+xml")],
      message: STORE_INQUIRY_MESSAGES.FILE_TYPE,
    },
    {
      name: "a file over 10 MB",
      files: [file(Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]))],
      message: STORE_INQUIRY_MESSAGES.FILE_SIZE,
    },
    {
      name: "four files",
      files: [file(PDF), file(PDF), file(IMAGE_SAMPLES.jpeg, "a.jpg", "image/jpeg"), file(PNG, "b.png", "image/png")],
      message: STORE_INQUIRY_MESSAGES.TOO_MANY_FILES,
    },
  ])("refuses $name under the attachments and writes nothing", async ({ files, message }) => {
    const before = await applicationCount();
    const res = await apply(GOOD_FIELDS, files);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.message).toBe(message);
    expect(error.errors).toEqual([{ field: "attachments", message }]);
    expect(await applicationCount()).toBe(before);
  });

  it("keeps three files of exactly 10 MB, a JPEG and a GIF", async () => {
    const tenMb = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
    const res = await apply(GOOD_FIELDS, [
      file(tenMb),
      file(IMAGE_SAMPLES.jpeg, "매장.jpg", "image/jpeg"),
      file(IMAGE_SAMPLES.gif, "로고.gif", "image/gif"),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = storeInquiryReceiptSchema.parse(res.json());
    const stored = await findStoreInquiry(t.db, receipt.applicationNumber);
    expect(stored?.files.map((kept) => [kept.contentType, kept.byteSize])).toEqual([
      ["application/pdf", 10 * MB],
      ["image/jpeg", IMAGE_SAMPLES.jpeg.length],
      ["image/gif", IMAGE_SAMPLES.gif.length],
    ]);
  });

  it("reads past a file under another name, as it does an unknown field", async () => {
    const res = await apply({ ...GOOD_FIELDS, extra: "무시" }, [
      { field: "photos", filename: "x.png", contentType: "image/png", data: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(storeInquiryReceiptSchema.parse(res.json()).attachmentCount).toBe(0);
  });

  it.each([
    { name: "JSON", payload: JSON.stringify(GOOD_FIELDS), type: "application/json", status: 415 },
    { name: "a form without files", payload: "companyName=a", type: "application/x-www-form-urlencoded", status: 415 },
    {
      name: "a broken multipart body",
      payload: "--x\r\nContent-Disposition: form-data\r\n\r\nno end",
      type: "multipart/form-data; boundary=x",
      status: 400,
    },
  ])("answers $name with a Korean $status, never a 500", async ({ payload, type, status }) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/store-inquiry",
      payload,
      headers: { "content-type": type },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(errorBodySchema.parse(res.json()).message).toMatch(/[가-힣]/);
  });
});

describe("the per-address budget", () => {
  it("takes 5 applications an hour from one address, then answers 429 with the wait; other addresses go on", async () => {
    const address = randomAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await apply(GOOD_FIELDS, [], address);
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await applicationCount();
    const refused = await apply(GOOD_FIELDS, [file(PDF)], address);
    expect(refused.statusCode).toBe(429);
    const error = errorBodySchema.parse(refused.json());
    expect(error.code).toBe("STORE_INQUIRY_THROTTLED");
    expect(error.message).toMatch(/^입점 신청 횟수를 초과했습니다\. (\d+분|1시간) 후 다시 시도해 주세요\.$/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Refused before its body is read: even a body that breaks every rule gets the 429, not a 400.
    expect((await apply({}, [], address)).statusCode).toBe(429);
    expect(await applicationCount()).toBe(before);

    expect((await apply(GOOD_FIELDS, [], randomAddress())).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64, so new addresses of one subscriber share the budget", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 1; i <= 5; i += 1) expect((await apply(GOOD_FIELDS, [], `${prefix}::${i}`)).statusCode).toBe(200);
    expect((await apply(GOOD_FIELDS, [], `${prefix}::99`)).statusCode).toBe(429);
  });

  it("lets no burst outrun the budget: of 8 sent at once, 5 are kept", async () => {
    const address = randomAddress();
    const before = await applicationCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply(GOOD_FIELDS, [file(PDF)], address)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await applicationCount()).toBe(before + 5);
  });
});

describe("OpenAPI", () => {
  it("documents both calls, the application as a multipart form", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = res.json().paths;
    expect(paths["/api/store-inquiry"]?.get).toBeDefined();
    const form = paths["/api/store-inquiry"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual([
      "companyName",
      "ceoName",
      "businessNumber",
      "managerName",
      "phoneNumber",
      "email",
      "category",
      "website",
      "proposal",
      "agreePrivacy",
      "attachments",
    ]);
  });
});
