import { describe, expect, it } from "vitest";
import { attachedFilesOf, formatFileSize, pickedFilesProblem } from "./qna-form";

const MB = 1024 * 1024;

describe("pickedFilesProblem", () => {
  it.each([
    { name: "nothing", files: [], problem: null },
    {
      name: "a PNG and a PDF",
      files: [
        { type: "image/png", size: 10 },
        { type: "application/pdf", size: 2 * MB },
      ],
      problem: null,
    },
    { name: "exactly 10 MB", files: [{ type: "image/jpeg", size: 10 * MB }], problem: null },
    { name: "a type the browser does not know", files: [{ type: "", size: 100 }], problem: null },
    {
      name: "four files",
      files: Array.from({ length: 4 }, () => ({ type: "image/png", size: 1 })),
      problem: "첨부파일은 최대 3개까지 등록할 수 있습니다.",
    },
    {
      name: "a spreadsheet",
      files: [{ type: "application/vnd.ms-excel", size: 1 }],
      problem: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
    },
    {
      name: "an SVG",
      files: [{ type: "image/svg+xml", size: 1 }],
      problem: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
    },
    {
      name: "one byte over 10 MB",
      files: [{ type: "application/pdf", size: 10 * MB + 1 }],
      problem: "첨부파일은 한 개에 10MB 이하만 등록할 수 있습니다.",
    },
  ])("$name → $problem", ({ files, problem }) => {
    expect(pickedFilesProblem(files)).toBe(problem);
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0B"],
    [900, "900B"],
    [1024, "1KB"],
    [1500, "1KB"],
    [200 * 1024, "200KB"],
    [MB, "1MB"],
    [1.5 * MB, "1.5MB"],
    [10 * MB, "10MB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("attachedFilesOf", () => {
  it("keeps the chosen files and drops the empty part of a form sent with none", () => {
    const form = new FormData();
    form.append("files", new File([], "", { type: "application/octet-stream" }));
    form.append("files", new File(["abc"], "a.png", { type: "image/png" }));
    form.append("files", "not a file");
    expect(attachedFilesOf(form).map((file) => file.name)).toEqual(["a.png"]);
  });
});
