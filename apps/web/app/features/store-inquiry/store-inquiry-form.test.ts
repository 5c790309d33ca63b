import { STORE_INQUIRY_MESSAGES } from "@shop/contracts/store-inquiry";
import { BUSINESS_NUMBER_MESSAGE, EMAIL_MESSAGE, PHONE_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { describe, expect, it } from "vitest";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import {
  chosenFilesProblem,
  fileSizeText,
  postedFiles,
  STORE_INQUIRY_SPEC,
  storeInquiryApiForm,
} from "./store-inquiry-form";

// The application form's rules (the contract's, as the API runs them), the files it may carry and the multipart body
// the action sends, by tables.

const GOOD = {
  companyName: "초록들농산",
  ceoName: "박초록",
  businessNumber: "1248100998",
  managerName: "김담당",
  phoneNumber: "01098765432",
  email: "md@chorok.kr",
  category: "FRESH",
  website: "",
  proposal: "유기농 채소와 계란을 매일 아침 산지에서 보내 드립니다.",
  agreePrivacy: "true",
};

function formData(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

function errorsOf(change: Record<string, string | undefined>) {
  const entries = Object.fromEntries(
    Object.entries({ ...GOOD, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return validateFormValues(readFormValues(formData(entries), STORE_INQUIRY_SPEC), STORE_INQUIRY_SPEC);
}

describe("the application form's rules", () => {
  it("accepts a complete application, the website left empty", () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    { change: { companyName: "   " }, field: "companyName", message: "필수 입력 항목입니다." },
    { change: { businessNumber: "1248100999" }, field: "businessNumber", message: BUSINESS_NUMBER_MESSAGE },
    { change: { businessNumber: "124-81-00998" }, field: "businessNumber", message: BUSINESS_NUMBER_MESSAGE },
    { change: { phoneNumber: "010-9876-5432" }, field: "phoneNumber", message: PHONE_NUMBER_MESSAGE },
    { change: { email: "md@chorok" }, field: "email", message: EMAIL_MESSAGE },
    { change: { category: "" }, field: "category", message: STORE_INQUIRY_MESSAGES.CATEGORY },
    { change: { website: "농산 홈페이지" }, field: "website", message: STORE_INQUIRY_MESSAGES.WEBSITE },
    { change: { proposal: "채소" }, field: "proposal", message: "10~2000자 이내로 입력해 주세요." },
    { change: { agreePrivacy: undefined }, field: "agreePrivacy", message: STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT },
  ])("refuses $field: $message", ({ change, field, message }) => {
    expect(errorsOf(change)).toEqual({ [field]: message });
  });

  it.each(["www.chorok.kr", "https://chorok.co.kr/shop?id=1", "http://smartstore.naver.com/chorok"])(
    "takes the website %s",
    (website) => {
      expect(errorsOf({ website })).toEqual({});
    },
  );
});

describe("chosenFilesProblem", () => {
  const limits = { maxFiles: 3, maxBytesPerFile: 10 * 1024 * 1024 };
  it.each([
    { name: "none", files: [], problem: null },
    {
      name: "a PDF and pictures in any case",
      files: [
        { name: "소개서.PDF", size: 10 * 1024 * 1024 },
        { name: "매장.jpeg", size: 1 },
        { name: "a.webp", size: 1 },
      ],
      problem: null,
    },
    {
      name: "four files",
      files: Array.from({ length: 4 }, () => ({ name: "a.pdf", size: 1 })),
      problem: STORE_INQUIRY_MESSAGES.TOO_MANY_FILES,
    },
    { name: "an HWP document", files: [{ name: "제안서.hwp", size: 1 }], problem: STORE_INQUIRY_MESSAGES.FILE_TYPE },
    { name: "a name without a kind", files: [{ name: "pdf", size: 1 }], problem: STORE_INQUIRY_MESSAGES.FILE_TYPE },
    {
      name: "one byte over 10 MB",
      files: [{ name: "a.pdf", size: 10 * 1024 * 1024 + 1 }],
      problem: STORE_INQUIRY_MESSAGES.FILE_SIZE,
    },
  ])("$name", ({ files, problem }) => {
    expect(chosenFilesProblem(files, limits)).toBe(problem);
  });
});

describe("the multipart body sent to the API", () => {
  it("carries the checked text, the consent as true and the files chosen; an empty chooser is no file", () => {
    const posted = formData({ ...GOOD, companyName: "  초록들농산 ", agreePrivacy: "true" });
    const pdf = new File(["%PDF-1.4"], "소개서.pdf", { type: "application/pdf" });
    posted.append("attachments", pdf);
    posted.append("attachments", new File([], "", { type: "application/octet-stream" }));
    const files = postedFiles(posted);
    expect(files.map((file) => file.name)).toEqual(["소개서.pdf"]);

    const body = storeInquiryApiForm(readFormValues(posted, STORE_INQUIRY_SPEC), files);
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      ...GOOD,
      agreePrivacy: "true",
    });
    expect(body.getAll("attachments").map((file) => (file as File).name)).toEqual(["소개서.pdf"]);
  });
});

describe("fileSizeText", () => {
  it.each([
    [100, "1KB"],
    [512 * 1024, "512KB"],
    [2.45 * 1024 * 1024, "2.5MB"],
    [10 * 1024 * 1024, "10MB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
