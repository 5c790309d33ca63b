import { describe, expect, it } from "vitest";
import { couponMark, couponTabHref, couponTabOf, couponTabs } from "./coupon-box";

describe("the coupon box", () => {
  it.each([
    { query: "", tab: "active" },
    { query: "status=inactive", tab: "inactive" },
    { query: "status=used", tab: "active" },
  ])("reads tab $tab from '$query'", ({ query, tab }) => {
    expect(couponTabOf(new URLSearchParams(query))).toBe(tab);
  });

  it("links each tab of each page with the API's counts", () => {
    expect(couponTabs("item", { active: 3, inactive: 1 })).toEqual([
      { tab: "active", label: "사용 가능", count: 3, href: "/mypage/coupon" },
      { tab: "inactive", label: "사용완료·만료", count: 1, href: "/mypage/coupon?status=inactive" },
    ]);
    expect(couponTabHref("shipping", "inactive")).toBe("/mypage/delivery-coupon?status=inactive");
  });

  it.each([
    { status: "active", daysLeft: 30, mark: null },
    { status: "active", daysLeft: 8, mark: null },
    { status: "active", daysLeft: 7, mark: "D-7" },
    { status: "active", daysLeft: 1, mark: "D-1" },
    { status: "active", daysLeft: 0, mark: "오늘 마감" },
    { status: "active", daysLeft: null, mark: null },
    { status: "used", daysLeft: 3, mark: "사용완료" },
    { status: "expired", daysLeft: -2, mark: "기간만료" },
  ] as const)("marks a $status coupon with $daysLeft days left as $mark", ({ status, daysLeft, mark }) => {
    expect(couponMark({ status }, daysLeft)).toBe(mark);
  });
});
