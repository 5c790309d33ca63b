import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../client.js";
import {
  appVersions,
  companyInfo,
  faqs,
  notices,
  policies,
  popups,
  recommendKeywords,
  seoEntries,
  siteConfig,
  stripeBanners,
} from "../schema/content.js";
import { buildNotice, buildPopup, buildStripeBanner, type NewPopup } from "./content.factory.js";
import { marketingConsent, operationPolicy, privacyPolicy, termsV1, termsV2 } from "./content-seed-policies.js";

// Fixed instants (Korea time) keep the seed deterministic: tests and the storefront can rely on
// what it writes, and a second run finds everything already there.
const kst = (dateTime: string) => new Date(`${dateTime}+09:00`);

const SHOP = "농협축산몰";

export const seededCompany = {
  companyName: "농협축산유통(주)",
  bossName: "김정훈",
  companyNumber: "214-87-10355",
  post: "05836",
  address: "서울특별시 송파구 중대로 121 (가락동) 축산유통센터 7층",
  mailOrderNumber: "제2026-서울송파-0427호",
  adminName: "박서연",
  email: "help@nhmeatshop.co.kr",
  customerPhone: "1588-4379",
  customerHours: "평일 09:00~18:00 (점심시간 12:00~13:00, 토·일·공휴일 휴무)",
  introduction: [
    `${SHOP}은 농협축산유통(주)이 운영하는 축산물 전문 온라인 도매몰입니다.`,
    "전국 축협과 협력 판매자가 생산·가공한 한우, 한돈, 계육과 축산가공품, 자체 브랜드(PB) 상품과 신선식품을 산지에서 식탁까지 한 번에 전해 드립니다.",
    "모든 축산물은 축산물이력제에 따라 이력번호와 도축·가공 일자를 공개하며, 신선물류 상품은 판매자별 냉장·냉동 배송으로 받아 보실 수 있습니다.",
    "식당, 정육점, 단체급식 등 기업회원에게는 사업자 전용 가격과 세금계산서 발행을 지원합니다.",
  ].join("\n"),
};

export const SEEDED_MAINTENANCE = { start: "2025-10-02 11:30", end: "2025-10-02 11:35" };

const siteSettings = {
  maintenanceStart: SEEDED_MAINTENANCE.start,
  maintenanceEnd: SEEDED_MAINTENANCE.end,
  maintenanceMessage:
    "보다 안정적인 서비스 제공을 위해 시스템 정기 점검을 진행합니다. 점검 시간 동안에는 주문·결제를 포함한 모든 서비스 이용이 일시 중단됩니다. 이용에 불편을 드려 죄송합니다.",
  sessionTimeoutMinutes: 60,
  // Points may pay up to this percentage of the item amount (SPEC §9: config.pointUseRatio).
  pointUseRatio: 100,
};

const policyRows: (typeof policies.$inferInsert)[] = [
  { type: "clause", title: "이용약관", content: termsV1, version: "1.0", effectiveDate: "2025-03-01" },
  { type: "clause", title: "이용약관", content: termsV2, version: "1.1", effectiveDate: "2026-03-01" },
  { type: "protect", title: "개인정보처리방침", content: privacyPolicy, version: "1.0", effectiveDate: "2026-03-01" },
  {
    type: "marketing",
    title: "마케팅 정보 수신 동의",
    content: marketingConsent,
    version: "1.0",
    effectiveDate: "2026-03-01",
  },
  { type: "policy-info", title: "운영정책", content: operationPolicy, version: "1.0", effectiveDate: "2026-03-01" },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");

/** [label, title, Korea time, pinned, on the home page, HTML content] — oldest first. */
const noticeSeeds: [string, string, string, boolean, boolean, string][] = [
  [
    "공지",
    `${SHOP} 고객센터 운영시간 안내`,
    "2026-01-02 09:00",
    true,
    false,
    p(
      "고객센터는 평일 오전 9시부터 오후 6시까지 운영합니다. (점심시간 12:00~13:00)",
      "토·일요일과 공휴일에는 전화 상담이 어려우며, 1:1 문의를 남겨 주시면 다음 영업일에 순서대로 답변드립니다.",
    ),
  ],
  [
    "이벤트",
    "설맞이 한우 선물세트 최대 20% 할인",
    "2026-01-12 10:00",
    false,
    false,
    p(
      "설 명절을 맞아 1++ 한우 구이·정육 선물세트를 최대 20% 할인된 가격으로 준비했습니다.",
      "행사 기간: 2026년 1월 12일 ~ 2월 8일",
      "선물세트는 보냉 가방과 아이스팩으로 포장되어 신선하게 배송됩니다.",
    ),
  ],
  [
    "배송",
    "설 연휴 배송 일정 안내",
    "2026-01-19 10:00",
    false,
    false,
    p(
      "설 연휴 기간 택배사 휴무로 배송 일정이 다음과 같이 조정됩니다.",
      "2월 11일(수) 오후 2시 이전 결제 건까지 연휴 전 출고되며, 이후 주문은 2월 19일(목)부터 순차 출고됩니다.",
      "신선식품 특성상 연휴 기간에는 출고하지 않는 점 양해 부탁드립니다.",
    ),
  ],
  [
    "시스템",
    "정기 시스템 점검 안내 (1월 28일 02:00~05:00)",
    "2026-01-26 15:00",
    false,
    false,
    p(
      "서비스 안정화를 위한 정기 점검이 진행됩니다.",
      "점검 일시: 2026년 1월 28일(수) 02:00 ~ 05:00",
      "점검 시간에는 로그인, 주문 및 결제가 일시 중단됩니다.",
    ),
  ],
  [
    "공지",
    "이용약관 개정 안내 (2026년 3월 1일 시행)",
    "2026-01-29 10:00",
    false,
    false,
    p(
      "이용약관 일부 조항이 개정되어 안내드립니다.",
      "주요 변경 사항: 제14조 적립금 유효기간 변경(2년 → 1년) 및 쿠폰 복원 기준 신설",
      "시행일: 2026년 3월 1일. 개정 약관에 동의하지 않으시는 경우 시행일 전까지 회원 탈퇴를 요청하실 수 있습니다.",
    ),
  ],
  [
    "공지",
    "개인정보처리방침 개정 안내",
    "2026-02-20 10:00",
    false,
    false,
    p(
      "개인정보처리방침이 2026년 3월 1일부터 개정 시행됩니다.",
      "주요 변경 사항: 장기 미이용 회원(휴면계정) 기준 및 분리 보관 항목 안내, 처리 위탁 업체 현행화",
    ),
  ],
  [
    "공지",
    "신선식품 교환·반품 기준 안내",
    "2026-03-03 10:00",
    true,
    false,
    p(
      "축산물 및 신선식품은 상품 특성상 단순 변심에 의한 교환·반품이 어렵습니다.",
      "상품이 변질·파손되었거나 주문하신 상품과 다른 경우, 상품 수령 후 7일 이내에 사진과 함께 1:1 문의로 접수해 주시면 확인 후 교환 또는 환불해 드립니다.",
    ),
  ],
  [
    "이벤트",
    "봄맞이 한돈 구이 기획전",
    "2026-03-16 10:00",
    false,
    false,
    p("삼겹살, 목살, 항정살 등 인기 한돈 구이용 부위를 특가로 만나보세요.", "행사 기간: 2026년 3월 16일 ~ 3월 31일"),
  ],
  [
    "배송",
    "도서·산간 지역 신선물류 배송 안내",
    "2026-04-06 10:00",
    true,
    false,
    p(
      "제주 및 도서·산간 지역은 신선물류 상품의 품질 유지를 위해 배송이 제한되거나 추가 배송비가 발생할 수 있습니다.",
      "주문서 작성 시 배송 가능 여부와 추가 배송비를 확인하실 수 있습니다.",
    ),
  ],
  [
    "시스템",
    "간편결제 서비스 점검 안내",
    "2026-04-20 14:00",
    false,
    false,
    p(
      "결제대행사 시스템 점검으로 간편결제 이용이 일시 중단됩니다.",
      "점검 일시: 2026년 4월 22일(수) 00:00 ~ 04:00",
      "점검 시간에는 신용카드 또는 무통장입금을 이용해 주세요.",
    ),
  ],
  [
    "이벤트",
    "가정의 달 축산 선물 기획전",
    "2026-04-27 10:00",
    false,
    false,
    p(
      "어버이날과 스승의 날을 맞아 한우 선물세트와 프리미엄 양념육을 준비했습니다.",
      "5만원 이상 구매 시 3,000원 할인 쿠폰을 드립니다.",
    ),
  ],
  [
    "공지",
    "기업회원 세금계산서 발행 안내",
    "2026-05-11 10:00",
    false,
    false,
    p(
      "기업회원은 주문 완료 후 마이페이지 주문 상세에서 세금계산서 발행을 신청하실 수 있습니다.",
      "발행 신청은 구매확정일이 속한 달의 다음 달 10일까지 가능합니다.",
    ),
  ],
  [
    "배송",
    "여름철 신선식품 배송 안내",
    "2026-06-15 10:00",
    false,
    false,
    p(
      "기온이 높은 여름철에는 신선식품의 품질을 위해 보냉 포장을 강화하여 발송합니다.",
      "상품을 받으신 후 바로 냉장 또는 냉동 보관해 주세요.",
    ),
  ],
  [
    "이벤트",
    "복날 보양식 특가전",
    "2026-07-06 10:00",
    false,
    false,
    p("초복·중복·말복을 맞아 삼계탕용 닭과 한우 사골을 특가로 판매합니다.", "행사 기간: 2026년 7월 6일 ~ 8월 14일"),
  ],
  [
    "시스템",
    "모바일 앱 업데이트 안내 (v2.4.0)",
    "2026-07-20 10:00",
    false,
    false,
    p(
      "모바일 앱이 2.4.0 버전으로 업데이트되었습니다.",
      "최근 본 상품, 장바구니 화면이 개선되었으며 앱 푸시 알림 설정이 추가되었습니다.",
    ),
  ],
  [
    "공지",
    "적립금 소멸 예정 안내",
    "2026-08-03 10:00",
    false,
    false,
    p(
      "2024년 9월에 적립된 적립금 중 사용하지 않은 금액이 2026년 8월 31일에 소멸됩니다.",
      "마이페이지 적립금 메뉴에서 소멸 예정 금액을 확인하실 수 있습니다.",
    ),
  ],
  [
    "이벤트",
    "추석 한우 선물세트 사전 예약",
    "2026-08-24 10:00",
    false,
    false,
    p(
      "추석 한우 선물세트를 사전 예약하시면 최대 15% 할인과 무료 배송 혜택을 드립니다.",
      "예약 기간: 2026년 8월 24일 ~ 9월 13일",
    ),
  ],
  [
    "배송",
    "추석 연휴 배송 일정 안내",
    "2026-09-14 10:00",
    false,
    true,
    p(
      "추석 연휴 택배사 휴무로 배송 일정이 조정됩니다.",
      "9월 21일(월) 오후 2시 이전 결제 건까지 연휴 전 출고되며, 이후 주문은 9월 28일(월)부터 순차 출고됩니다.",
    ),
  ],
  [
    "시스템",
    "정기 시스템 점검 안내 (9월 30일 02:00~04:00)",
    "2026-09-25 10:00",
    false,
    false,
    p(
      "시스템 안정화를 위한 정기 점검이 진행됩니다.",
      "점검 일시: 2026년 9월 30일(수) 02:00 ~ 04:00",
      "점검 시간에는 모든 서비스 이용이 일시 중단됩니다.",
    ),
  ],
  [
    "공지",
    "입점 판매자 상품 구매 시 유의사항",
    "2026-10-05 10:00",
    false,
    true,
    p(
      "농협축산유통(주)의 자체 브랜드가 아닌 상품은 각 판매자가 판매하며, 주문·품질·교환 및 환불에 대한 책임은 판매자에게 있습니다.",
      "판매자 정보는 상품 상세 화면의 판매자 정보에서 확인하실 수 있습니다.",
    ),
  ],
  [
    "이벤트",
    "한우 등심 1+1 타임 특가",
    "2026-10-19 10:00",
    false,
    true,
    p("매일 오전 10시, 한우 등심 1+1 타임 특가가 열립니다.", "한정 수량으로 조기 품절될 수 있습니다."),
  ],
  [
    "배송",
    "신선물류 새벽배송 지역 확대 안내",
    "2026-10-26 10:00",
    false,
    false,
    p(
      "11월부터 신선물류 새벽배송 지역이 경기 남부와 인천 전 지역으로 확대됩니다.",
      "오후 5시 이전 결제 건은 다음 날 오전 7시 이전에 받아 보실 수 있습니다.",
    ),
  ],
  [
    "시스템",
    "결제 수단 추가 안내 (간편결제)",
    "2026-11-02 10:00",
    false,
    true,
    p("간편결제에 계좌 간편결제가 추가되었습니다.", "마이페이지 간편결제 관리에서 계좌를 등록하실 수 있습니다."),
  ],
  [
    "이벤트",
    "첫 구매 고객 10% 할인 쿠폰 지급",
    "2026-11-09 10:00",
    false,
    false,
    p(
      "회원가입 후 첫 구매 시 사용할 수 있는 10% 할인 쿠폰(최대 10,000원)을 드립니다.",
      "쿠폰은 가입 즉시 마이페이지 쿠폰함으로 지급되며 발급일로부터 30일 동안 사용할 수 있습니다.",
    ),
  ],
  [
    "공지",
    "연말 선물세트 대량 주문 안내",
    "2026-11-16 10:00",
    false,
    true,
    p(
      "기업·단체의 연말 선물세트 대량 주문은 고객센터(1588-4379)로 문의해 주세요.",
      "50세트 이상 주문 시 별도 견적과 개별 배송지 일괄 등록을 도와드립니다.",
    ),
  ],
];

/** [category, question, answer] in tab order; answers are plain text (line breaks kept). */
const faqSeeds: [string, string, string][] = [
  [
    "회원",
    "회원가입은 어떻게 하나요?",
    "화면 상단의 회원가입을 눌러 약관 동의 후 아이디, 비밀번호, 휴대전화 인증을 거치면 가입이 완료됩니다.\n사업자 회원은 가입 시 사업자등록번호를 함께 입력해 주세요.",
  ],
  [
    "회원",
    "아이디나 비밀번호를 잊어버렸어요.",
    "로그인 화면의 아이디/비밀번호 찾기에서 가입 시 등록한 휴대전화 번호로 본인 인증을 하시면 아이디를 확인하거나 임시 비밀번호를 받으실 수 있습니다.",
  ],
  [
    "회원",
    "휴면계정은 무엇인가요?",
    "1년(365일) 동안 로그인하지 않은 계정은 휴면계정으로 전환되고 개인정보는 분리 보관됩니다.\n로그인 후 본인 인증을 하시면 바로 휴면 상태가 해제됩니다.",
  ],
  [
    "회원",
    "회원 탈퇴는 어떻게 하나요?",
    "마이페이지 > 회원정보 수정 하단의 회원 탈퇴에서 신청하실 수 있습니다.\n진행 중인 주문이나 교환·반품이 있으면 처리 완료 후 탈퇴가 가능하며, 탈퇴 시 적립금과 쿠폰은 소멸됩니다.",
  ],
  [
    "주문·결제",
    "어떤 결제 수단을 사용할 수 있나요?",
    "신용카드, 실시간 계좌이체, 무통장입금(가상계좌), 간편결제를 이용하실 수 있으며 적립금과 함께 사용하실 수 있습니다.",
  ],
  [
    "주문·결제",
    "무통장입금 입금 기한이 있나요?",
    "가상계좌는 주문일 다음 날 자정까지 입금하셔야 하며, 기한 내 입금이 확인되지 않으면 주문이 자동 취소됩니다.",
  ],
  [
    "주문·결제",
    "주문을 취소하고 싶어요.",
    "상품 준비 전 단계에서는 마이페이지 > 주문/배송 조회에서 바로 취소하실 수 있습니다.\n이미 출고 준비 중인 신선식품은 취소가 어려울 수 있으니 고객센터로 문의해 주세요.",
  ],
  [
    "주문·결제",
    "세금계산서나 현금영수증을 발급받을 수 있나요?",
    "현금영수증은 주문 시 신청하실 수 있고, 기업회원은 구매확정 후 마이페이지 주문 상세에서 세금계산서 발행을 신청하실 수 있습니다.",
  ],
  [
    "배송",
    "배송은 얼마나 걸리나요?",
    "신선물류 상품은 오후 2시 이전 결제 시 당일 출고되어 보통 다음 날 도착합니다.\n개별배송 상품은 판매자별 출고 일정에 따라 2~3일이 걸릴 수 있습니다.",
  ],
  [
    "배송",
    "배송비는 얼마인가요?",
    "배송비는 판매자별로 부과되며, 판매자가 정한 금액 이상 구매 시 무료로 배송됩니다.\n자세한 조건은 상품 상세의 배송 정보에서 확인하실 수 있습니다.",
  ],
  [
    "배송",
    "주문한 상품이 따로 도착했어요.",
    "신선물류 상품은 판매자별로 나누어 출고되므로 여러 판매자의 상품을 함께 주문하시면 각각 도착할 수 있습니다.",
  ],
  [
    "배송",
    "배송지를 변경하고 싶어요.",
    "출고 전이라면 고객센터로 연락 주시면 배송지를 변경해 드립니다.\n출고 후에는 택배사를 통해 변경을 요청하셔야 합니다.",
  ],
  [
    "교환·반품",
    "신선식품도 교환이나 반품이 되나요?",
    "축산물과 신선식품은 단순 변심에 의한 교환·반품이 어렵습니다.\n상품이 변질·파손되었거나 주문과 다른 상품이 온 경우에는 수령 후 7일 이내에 사진과 함께 접수해 주세요.",
  ],
  [
    "교환·반품",
    "반품 신청은 어떻게 하나요?",
    "마이페이지 > 주문/배송 조회에서 해당 주문의 반품 신청을 누르고 사유와 사진을 등록해 주세요.\n판매자 확인 후 회수 일정을 안내해 드립니다.",
  ],
  [
    "교환·반품",
    "환불은 언제 되나요?",
    "반품 상품 확인 후 3영업일 이내에 결제하신 수단으로 환불됩니다.\n신용카드는 카드사 사정에 따라 취소 반영까지 3~5일이 더 걸릴 수 있습니다.",
  ],
  [
    "교환·반품",
    "반품 배송비는 누가 부담하나요?",
    "상품 하자나 오배송의 경우 판매자가 부담하며, 그 밖의 사유로 반품이 승인된 경우에는 고객님께서 왕복 배송비를 부담하십니다.",
  ],
  [
    "상품",
    "이력번호는 어디에서 확인하나요?",
    "상품 상세 화면에서 이력번호를 확인하실 수 있으며, 축산물이력제 조회 서비스에서 도축일과 등급 등 상세 이력을 보실 수 있습니다.",
  ],
  [
    "상품",
    "한우 등급은 어떻게 표시되나요?",
    "한우는 축산물품질평가원의 등급 판정에 따라 1++, 1+, 1, 2, 3 등급으로 표시됩니다.\n1++ 등급은 근내지방도에 따라 1++(9), 1++(8), 1++(7)로 세분됩니다.",
  ],
  [
    "상품",
    "받은 고기는 어떻게 보관하나요?",
    "냉장 상품은 0~4℃에서 보관하고 유통기한 안에 드세요.\n바로 드시지 않을 경우 1회 분량씩 나누어 밀봉한 뒤 냉동 보관하시면 좋습니다.",
  ],
  [
    "상품",
    "품절된 상품은 언제 다시 입고되나요?",
    "상품 상세의 재입고 알림을 신청하시면 입고 즉시 문자 또는 앱 알림으로 알려 드립니다.",
  ],
];

export const SEEDED_BANNER_TEXT = "첫 구매 고객 10% 할인 쿠폰 지급";
export const SEEDED_RECOMMEND_KEYWORD = "한우 선물세트";
const recommendLink = `/search?query=${encodeURIComponent(SEEDED_RECOMMEND_KEYWORD)}`;

const popupSeeds: Partial<NewPopup>[] = [
  {
    title: "연말 한우 선물세트 사전 예약",
    popupType: "1",
    width: 400,
    height: 460,
    leftPosition: 80,
    topPosition: 120,
    backgroundColor: "#fffaf2",
    content: [
      "<h2>연말 한우 선물세트 사전 예약</h2>",
      "<p>12월 14일까지 예약하시면 <strong>최대 15% 할인</strong>과 무료 배송 혜택을 드립니다.</p>",
      "<p>1++ 한우 구이세트, 정육세트, 실속 불고기세트를 준비했습니다.</p>",
    ].join(""),
    link: "/event/spot",
    startAt: kst("2026-11-01T00:00:00"),
    sortOrder: 1,
  },
  {
    title: "신선물류 새벽배송 지역 확대",
    popupType: "2",
    width: 360,
    height: 420,
    leftPosition: 520,
    topPosition: 120,
    backgroundColor: "#f2f8f4",
    content: [
      "<h2>새벽배송 지역이 넓어졌어요</h2>",
      "<p>경기 남부와 인천 전 지역에서도 오후 5시 이전에 결제하시면 다음 날 오전 7시 전에 받아 보실 수 있습니다.</p>",
    ].join(""),
    link: "/display/shipping-way",
    startAt: kst("2026-11-01T00:00:00"),
    sortOrder: 2,
  },
];

const seoSeeds: (typeof seoEntries.$inferInsert)[] = [
  {
    path: "/",
    title: `${SHOP} - 산지에서 식탁까지, 믿을 수 있는 축산물 도매몰`,
    description:
      "한우, 한돈, 축산가공품과 신선식품을 산지 직송 도매가로. 농협축산유통(주)이 운영하는 축산물 전문 온라인 도매몰입니다.",
    keywords: "농협축산몰,한우,한돈,축산물 도매,정육,선물세트,신선식품",
  },
  {
    path: "/customer/notice",
    title: `공지사항 | ${SHOP}`,
    description: `${SHOP}의 배송 일정, 이벤트, 시스템 점검 등 새로운 소식을 알려 드립니다.`,
    keywords: "공지사항,배송 안내,이벤트,점검 안내",
  },
  {
    path: "/customer/notice/*",
    title: `공지사항 | ${SHOP}`,
    description: `${SHOP}의 공지사항 상세 내용입니다.`,
    keywords: "공지사항",
  },
  {
    path: "/notice",
    title: `공지사항 | ${SHOP}`,
    description: `${SHOP}의 배송 일정, 이벤트, 시스템 점검 등 새로운 소식을 알려 드립니다.`,
    keywords: "공지사항,배송 안내,이벤트,점검 안내",
  },
  {
    path: "/customer/faq",
    title: `자주 묻는 질문 | ${SHOP}`,
    description: "회원, 주문·결제, 배송, 교환·반품, 상품에 대해 자주 묻는 질문과 답변을 확인하세요.",
    keywords: "자주 묻는 질문,FAQ,배송 문의,교환 반품",
  },
  {
    path: "/faq",
    title: `자주 묻는 질문 | ${SHOP}`,
    description: "회원, 주문·결제, 배송, 교환·반품, 상품에 대해 자주 묻는 질문과 답변을 확인하세요.",
    keywords: "자주 묻는 질문,FAQ,배송 문의,교환 반품",
  },
  {
    path: "/customer/store-inquiry",
    title: `입점 문의 | ${SHOP}`,
    description: `${SHOP}에 입점을 원하시는 축산물·신선식품 판매자의 입점 문의를 받습니다.`,
    keywords: "입점 문의,판매자 입점",
  },
  {
    path: "/policy/terms",
    title: `이용약관 | ${SHOP}`,
    description: `${SHOP} 서비스 이용약관입니다.`,
    keywords: "이용약관",
  },
  {
    path: "/policy/privacy",
    title: `개인정보처리방침 | ${SHOP}`,
    description: `${SHOP}의 개인정보 수집·이용 및 보호에 관한 방침입니다.`,
    keywords: "개인정보처리방침,휴면계정",
  },
  {
    path: "/company/about",
    title: `회사소개 | ${SHOP}`,
    description: "산지에서 식탁까지, 농협축산유통(주)이 운영하는 축산물 전문 도매몰을 소개합니다.",
    keywords: "회사소개,농협축산유통",
  },
  {
    path: "/items",
    title: `전체 상품 | ${SHOP}`,
    description: "한우, 한돈, 계육, 축산가공품, PB 상품과 신선식품을 축종과 판매자별로 둘러보세요.",
    keywords: "한우,한돈,계육,정육,축산가공품",
  },
  {
    path: "/items/*",
    title: `상품 상세 | ${SHOP}`,
    description: "이력번호와 등급, 도축·가공 일자까지 확인하고 구매하는 믿을 수 있는 축산물입니다.",
    keywords: "한우,한돈,이력번호,등급",
    ogType: "product",
  },
  {
    path: "/category",
    title: `카테고리 | ${SHOP}`,
    description: "축산물과 신선식품을 카테고리별로 둘러보세요.",
    keywords: "카테고리,축산물,신선식품",
  },
  {
    path: "/category/*",
    title: `카테고리 | ${SHOP}`,
    description: "축산물과 신선식품을 카테고리별로 둘러보세요.",
    keywords: "카테고리,축산물,신선식품",
  },
  {
    path: "/brand",
    title: `브랜드 | ${SHOP}`,
    description: "전국 축협과 협력 판매자의 축산 브랜드를 만나보세요.",
    keywords: "축산 브랜드,한우 브랜드",
  },
  {
    path: "/search",
    title: `검색 결과 | ${SHOP}`,
    description: `${SHOP} 상품 검색 결과입니다.`,
    keywords: "상품 검색",
    indexFlag: "N",
  },
  {
    path: "/maintenance",
    title: `시스템 점검 중 | ${SHOP}`,
    description: "보다 안정적인 서비스 제공을 위해 시스템 점검을 진행하고 있습니다.",
    indexFlag: "N",
  },
  {
    path: "/popup/*",
    title: `알림 | ${SHOP}`,
    description: `${SHOP} 알림 팝업입니다.`,
    indexFlag: "N",
  },
  {
    path: "/user/login",
    title: `로그인 | ${SHOP}`,
    description: `${SHOP}에 로그인하고 회원 전용 혜택을 받아 보세요.`,
    indexFlag: "N",
  },
  {
    path: "/user/join",
    title: `회원가입 | ${SHOP}`,
    description: `${SHOP} 회원가입 후 첫 구매 10% 할인 쿠폰을 받아 보세요.`,
    indexFlag: "N",
  },
  {
    path: "/cart",
    title: `장바구니 | ${SHOP}`,
    description: "담아 둔 상품을 확인하고 주문하세요.",
    indexFlag: "N",
  },
  { path: "/mypage", title: `마이페이지 | ${SHOP}`, description: "주문 내역과 혜택을 확인하세요.", indexFlag: "N" },
  { path: "/mypage/*", title: `마이페이지 | ${SHOP}`, description: "주문 내역과 혜택을 확인하세요.", indexFlag: "N" },
  { path: "/order/*", title: `주문/결제 | ${SHOP}`, description: "주문과 결제를 진행합니다.", indexFlag: "N" },
];

const appVersionSeeds: (typeof appVersions.$inferInsert)[] = [
  { platform: "android", version: "2.3.1", forceUpdate: false, releasedAt: kst("2026-05-12T10:00:00") },
  { platform: "android", version: "2.4.0", forceUpdate: true, releasedAt: kst("2026-07-20T10:00:00") },
  { platform: "ios", version: "2.3.1", forceUpdate: false, releasedAt: kst("2026-05-13T10:00:00") },
  { platform: "ios", version: "2.4.0", forceUpdate: true, releasedAt: kst("2026-07-21T10:00:00") },
];

// Any fixed number: every process that seeds takes the same lock, so two starting together
// against one PostgreSQL cannot both find a table empty.
const CONTENT_SEED_LOCK = 7_410_001;

async function isEmpty(tx: Tx, table: PgTable) {
  const rows = await tx.select({ one: sql`1` }).from(table).limit(1);
  return rows.length === 0;
}

/**
 * The shop's content (company, policies, notices, FAQ, banner, popups, SEO, settings, app
 * versions). Idempotent: keyed rows are inserted when their key is missing, and lists without a
 * natural key (notices, FAQ, banners, keywords, popups, app versions) only into an empty table,
 * so a second run, and whatever an operator changed since, stays as it is.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_SEED_LOCK})`);

    await tx
      .insert(companyInfo)
      .values({ id: 1, ...seededCompany })
      .onConflictDoNothing();
    await tx
      .insert(siteConfig)
      .values({ id: 1, ...siteSettings })
      .onConflictDoNothing();
    await tx.insert(policies).values(policyRows).onConflictDoNothing();
    await tx.insert(seoEntries).values(seoSeeds).onConflictDoNothing();

    if (await isEmpty(tx, notices)) {
      await tx
        .insert(notices)
        .values(
          noticeSeeds.map(([label, title, at, pinned, showOnMain, content]) =>
            buildNotice({ label, title, content, pinned, showOnMain, createdAt: kst(at.replace(" ", "T")) }),
          ),
        );
    }
    if (await isEmpty(tx, faqs)) {
      await tx
        .insert(faqs)
        .values(
          faqSeeds.map(([category, question, answer], index) => ({ category, question, answer, sortOrder: index + 1 })),
        );
    }
    if (await isEmpty(tx, stripeBanners)) {
      await tx.insert(stripeBanners).values(
        buildStripeBanner({
          contents: SEEDED_BANNER_TEXT,
          link: "/user/join",
          backgroundColor: "#1f5f3a",
          startAt: kst("2026-01-01T00:00:00"),
        }),
      );
    }
    if (await isEmpty(tx, recommendKeywords)) {
      await tx.insert(recommendKeywords).values({
        searchContents: SEEDED_RECOMMEND_KEYWORD,
        searchLink: recommendLink,
        searchMobileLink: recommendLink,
      });
    }
    if (await isEmpty(tx, popups)) {
      await tx.insert(popups).values(popupSeeds.map((seed) => buildPopup(seed)));
    }
    if (await isEmpty(tx, appVersions)) {
      await tx.insert(appVersions).values(appVersionSeeds);
    }
  });
}
