/** A labelled in-site link of the chrome. */
export interface ChromeLink {
  label: string;
  to: string;
}

/** Links of the header's quick menu (SPEC §2 "Quick menu"), in the order shown. */
export const QUICK_MENU_LINKS: ChromeLink[] = [
  { label: "베스트", to: "/event/best" },
  { label: "신상품", to: "/event/new" },
  { label: "특가", to: "/event/spot" },
  { label: "기획전", to: "/featured" },
  { label: "브랜드관", to: "/brand" },
  { label: "드라이에이징", to: "/display/dry-aging" },
  { label: "신선식품", to: "/display/fresh-food" },
  { label: "스타일북", to: "/event/stylebook" },
  { label: "룰렛", to: "/roulette" },
];

export const ALL_ITEMS_LINK: ChromeLink = { label: "전체상품", to: "/items" };
export const CUSTOMER_CENTER_LINK: ChromeLink = { label: "고객센터", to: "/customer/notice" };
export const LOGIN_LINK: ChromeLink = { label: "로그인", to: "/user/login" };
export const JOIN_LINK: ChromeLink = { label: "회원가입", to: "/user/join" };
export const MYPAGE_LINK: ChromeLink = { label: "마이페이지", to: "/mypage" };
export const CART_LINK: ChromeLink = { label: "장바구니", to: "/cart" };
export const SHIPPING_WAY_LINK: ChromeLink = { label: "배송안내", to: "/display/shipping-way" };
/** A non-member's order by its number and order password (SPEC §2 /order/no-member). */
export const GUEST_ORDER_LINK: ChromeLink = { label: "비회원 주문조회", to: "/order/no-member" };
/** Item questions and their answers: the "inquiry chat" of the floating menu. */
export const INQUIRY_LINK: ChromeLink = { label: "1:1 문의", to: "/mypage/inquiry-item" };
export const DESIGNATED_LINK: ChromeLink = { label: "지정거래", to: "/designated" };
/** Settings of the companion app; shown only inside it. */
export const APP_SETTING_LINK: ChromeLink = { label: "설정", to: "/app/setting" };

/** A side-menu entry; `alsoActiveOn` lists the further pages it stands for (쿠폰 for the shipping coupons too). */
export interface SideMenuLink extends ChromeLink {
  alsoActiveOn?: readonly string[];
}

/** SPEC §2 side menu of my page, in its order. */
export const MYPAGE_MENU: SideMenuLink[] = [
  { label: "마이페이지 홈", to: "/mypage" },
  { label: "주문/배송 조회", to: "/mypage/order" },
  { label: "취소/반품 조회", to: "/mypage/order-cancel" },
  { label: "배송지 관리", to: "/mypage/delivery" },
  { label: "적립금", to: "/mypage/point" },
  { label: "쿠폰", to: "/mypage/coupon", alsoActiveOn: ["/mypage/delivery-coupon"] },
  { label: "회원정보 수정", to: "/mypage/modify" },
  // Not in SPEC §2: the authors blocked from reviews and replies (decision 051).
  { label: "차단 회원 관리", to: "/mypage/blocked-members" },
  { label: "비밀번호 변경", to: "/mypage/change-password" },
  { label: "간편결제 관리", to: "/mypage/pinpay" },
  { label: "제안하기", to: "/mypage/suggest" },
];

/** SPEC §2 side menu of customer service. */
export const CUSTOMER_MENU: SideMenuLink[] = [
  { label: "공지사항", to: "/customer/notice", alsoActiveOn: ["/notice"] },
  { label: "자주 묻는 질문", to: "/customer/faq", alsoActiveOn: ["/faq"] },
  { label: "입점문의", to: "/customer/store-inquiry" },
];

/** Footer policy links; the privacy policy is bold, as Korean law expects it to stand out. */
export const FOOTER_LINKS: (ChromeLink & { emphasis?: boolean })[] = [
  { label: "회사소개", to: "/company/about" },
  { label: "이용약관", to: "/policy/terms" },
  { label: "개인정보처리방침", to: "/policy/privacy", emphasis: true },
  { label: "입점문의", to: "/customer/store-inquiry" },
];
