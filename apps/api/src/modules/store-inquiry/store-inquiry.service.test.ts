import { STORE_INQUIRY_MESSAGES } from "@shop/contracts/store-inquiry";
import { describe, expect, it } from "vitest";
import { attachmentFileName, attachmentsProblem, budgetWaitMs, storeInquiryNumber } from "./store-inquiry.service.js";

// The store inquiry's pure rules, by tables: the per-address budget's wait, the application number, the kept file
// name and the attachments refused.

const NOW = new Date("2026-11-28T12:00:00+09:00");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** `n` applications, newest first, the newest `firstAgoMs` before NOW and each `stepMs` before the one after it. */
const times = (n: number, firstAgoMs: number, stepMs: number) =>
  Array.from({ length: n }, (_, i) => new Date(NOW.getTime() - firstAgoMs - i * stepMs));

describe("budgetWaitMs", () => {
  it.each([
    { name: "no application yet", list: [], wait: 0 },
    { name: "4 in the hour", list: times(4, MINUTE, MINUTE), wait: 0 },
    { name: "5 in the hour: until the 5th newest is an hour old", list: times(5, MINUTE, MINUTE), wait: 55 * MINUTE },
    { name: "5, the oldest just over an hour ago", list: times(5, 10 * MINUTE, 13 * MINUTE), wait: 0 },
    { name: "19 in the day, spread out", list: times(19, 2 * HOUR, HOUR), wait: 0 },
    {
      name: "20 in the day: until the 20th newest is a day old",
      list: times(20, 2 * HOUR, HOUR),
      wait: 24 * HOUR - (2 * HOUR + 19 * HOUR),
    },
  ])("$name", ({ list, wait }) => {
    expect(budgetWaitMs(list, NOW)).toBe(wait);
  });
});

describe("storeInquiryNumber", () => {
  it.each([
    { id: 12, at: "2026-11-28T12:00:00+09:00", number: "SI261128-00012" },
    // Just after midnight in Korea is still the previous day in UTC: the Korean day counts.
    { id: 7, at: "2026-11-28T00:30:00+09:00", number: "SI261128-00007" },
    { id: 123456, at: "2027-01-02T09:00:00+09:00", number: "SI270102-123456" },
  ])("$number", ({ id, at, number }) => {
    expect(storeInquiryNumber(id, new Date(at))).toBe(number);
  });
});

describe("attachmentFileName", () => {
  it.each([
    { sent: "회사소개서.pdf", type: "application/pdf", kept: "회사소개서.pdf" },
    { sent: "C:\\Users\\김농장\\제안서.pdf", type: "application/pdf", kept: "제안서.pdf" },
    { sent: "../../etc/passwd.png", type: "image/png", kept: "passwd.png" },
    { sent: "농장\u0000\u001f사진 .jpg", type: "image/jpeg", kept: "농장사진 .jpg" },
    { sent: "", type: "image/webp", kept: "첨부파일2.webp" },
    { sent: "   ", type: "application/pdf", kept: "첨부파일2.pdf" },
    { sent: `${"가".repeat(250)}.pdf`, type: "application/pdf", kept: "가".repeat(200) },
  ])("$sent → $kept", ({ sent, type, kept }) => {
    expect(attachmentFileName(sent, 1, type)).toBe(kept);
  });
});

describe("attachmentsProblem", () => {
  const pdf = { detectedType: "application/pdf", bytes: 1000 };
  it.each([
    { name: "none", files: [], problem: null },
    {
      name: "a PDF and pictures",
      files: [pdf, { detectedType: "image/webp", bytes: 10 * 1024 * 1024 }],
      problem: null,
    },
    { name: "four files", files: [pdf, pdf, pdf, pdf], problem: STORE_INQUIRY_MESSAGES.TOO_MANY_FILES },
    {
      name: "an unknown type",
      files: [pdf, { detectedType: null, bytes: 10 }],
      problem: STORE_INQUIRY_MESSAGES.FILE_TYPE,
    },
    {
      name: "an HWP document",
      files: [{ detectedType: "application/x-cfb", bytes: 10 }],
      problem: STORE_INQUIRY_MESSAGES.FILE_TYPE,
    },
    {
      name: "one byte over 10 MB",
      files: [{ detectedType: "application/pdf", bytes: 10 * 1024 * 1024 + 1 }],
      problem: STORE_INQUIRY_MESSAGES.FILE_SIZE,
    },
  ])("$name", ({ files, problem }) => {
    expect(attachmentsProblem(files)).toBe(problem);
  });
});
