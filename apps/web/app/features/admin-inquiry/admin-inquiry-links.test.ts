import { describe, expect, it } from "vitest";
import { fileSizeText, inquiryDetailHref, inquiryFileHref, inquiryListHref } from "./admin-inquiry-links";

describe("admin inquiry links", () => {
  it("builds the list, detail and file addresses", () => {
    expect(inquiryListHref("qna")).toBe("/admin/inquiries?kind=qna");
    expect(inquiryListHref("item", { notice: "answered" })).toBe("/admin/inquiries?kind=item&notice=answered");
    expect(inquiryDetailHref("store", 12)).toBe("/admin/inquiries/store/12");
    expect(inquiryFileHref("qna", 5, 9)).toBe("/admin/inquiries/qna/5/files/9");
  });

  it.each([
    [100, "1KB"],
    [2048, "2KB"],
    [1024 * 1024, "1.0MB"],
    [3.45 * 1024 * 1024, "3.5MB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
