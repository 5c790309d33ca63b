import { describe, expect, it } from "vitest";
import { inquiryFileHref, inquiryPageHref, readInquiryPageQuery } from "./inquiry-page-query";

describe("readInquiryPageQuery", () => {
  it.each([
    ["", { tab: "qna", page: 1, write: false }],
    ["?page=3", { tab: "qna", page: 3, write: false }],
    ["?tab=item&page=2", { tab: "item", page: 2, write: false }],
    ["?tab=unknown&page=0", { tab: "qna", page: 1, write: false }],
    ["?page=-1", { tab: "qna", page: 1, write: false }],
    ["?page=1e3", { tab: "qna", page: 1, write: false }],
    ["?write=1", { tab: "qna", page: 1, write: true }],
    ["?write", { tab: "qna", page: 1, write: true }],
    ["?tab=item&write=1", { tab: "item", page: 1, write: false }],
  ])("%s → %j", (search, state) => {
    expect(readInquiryPageQuery(new URLSearchParams(search))).toEqual(state);
  });
});

describe("inquiryPageHref", () => {
  it.each([
    [{ tab: "qna" as const }, "/mypage/inquiry-item"],
    [{ tab: "qna" as const, page: 2 }, "/mypage/inquiry-item?page=2"],
    [{ tab: "qna" as const, write: true }, "/mypage/inquiry-item?write=1"],
    [{ tab: "item" as const }, "/mypage/inquiry-item?tab=item"],
    [{ tab: "item" as const, page: 4, write: true }, "/mypage/inquiry-item?tab=item&page=4"],
  ])("%j → %s", (state, href) => {
    expect(inquiryPageHref(state)).toBe(href);
    expect(readInquiryPageQuery(new URL(href, "http://shop.test").searchParams)).toMatchObject({ tab: state.tab });
  });

  it("downloads go through the storefront's route", () => {
    expect(inquiryFileHref(5, 9)).toBe("/mypage/inquiry/5/file/9");
  });
});
