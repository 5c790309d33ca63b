import { describe, expect, it } from "vitest";
import { CUSTOMER_MENU, MYPAGE_MENU } from "./layout-links";
import { sideMenuFor, sideMenuLinkActive } from "./side-menu";

/** The labels of the side menu that stand for the page at `pathname`. */
function activeLabels(pathname: string): string[] {
  return sideMenuFor(pathname)
    .links.filter((link) => sideMenuLinkActive(link, pathname))
    .map((link) => link.label);
}

describe("side menu", () => {
  it.each([
    ["/mypage", ["마이페이지 홈"]],
    ["/mypage/", ["마이페이지 홈"]],
    ["/mypage/coupon", ["쿠폰"]],
    ["/mypage/delivery-coupon", ["쿠폰"]],
    ["/mypage/delivery", ["배송지 관리"]],
    ["/mypage/order", ["주문/배송 조회"]],
    ["/mypage/order/12/O2026", ["주문/배송 조회"]],
    ["/mypage/order-cancel", ["취소/반품 조회"]],
    ["/mypage/suggest", ["제안하기"]],
    ["/mypage/recent-view", []],
    ["/mypage/wishlist", []],
    ["/customer/notice", ["공지사항"]],
    ["/customer/notice/3", ["공지사항"]],
    ["/notice", ["공지사항"]],
    ["/faq", ["자주 묻는 질문"]],
    ["/customer/store-inquiry", ["입점문의"]],
  ])("on %s marks %j", (pathname, labels) => {
    expect(activeLabels(pathname)).toEqual(labels);
  });

  it("gives my page's menu under /mypage and to secession, the customer menu elsewhere", () => {
    expect(sideMenuFor("/mypage/point").links).toBe(MYPAGE_MENU);
    expect(sideMenuFor("/user/secede").links).toBe(MYPAGE_MENU);
    expect(sideMenuFor("/customer/faq").links).toBe(CUSTOMER_MENU);
  });
});
