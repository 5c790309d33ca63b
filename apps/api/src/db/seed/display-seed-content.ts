// The demo display content: home blocks, main visuals, events, style books, seller notices and
// shipping terms. Tests assert on these, so changes here are changes to the tests' facts.
// Times are Korea time; items are chosen by the rules in display-seed.ts.

import { OWN_SELLER_ID } from "@shop/core/catalog/seller";

export const kst = (dateTime: string) => new Date(`${dateTime}+09:00`);

/**
 * The moment the dated demo content is written around (a Sunday): every live event and banner is
 * live then, the year-end event not yet started, three events ended. Tests set the clock to it.
 */
export const DISPLAY_DEMO_NOW = kst("2026-11-15T12:00:00");

export interface BlockSeed {
  code: string;
  title: string;
  subTitle: string;
  description: string;
  theme: string;
  backgroundColor: string;
  link: string;
  /** Position on the home page; null = not on the home page. */
  mainOrder: number | null;
  /** Whether the block's own page has a drawn hero picture. */
  hero: boolean;
  sections: readonly { title: string; body: string }[];
}

export const BLOCK_SEEDS: readonly BlockSeed[] = [
  {
    code: "promotion",
    title: "메인 비주얼",
    subTitle: "지금 진행 중인 기획전",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "",
    mainOrder: 1,
    hero: false,
    sections: [],
  },
  {
    code: "cnts-picks",
    title: "이달의 PICK",
    subTitle: "축산 전문 MD가 직접 맛보고 고른 상품",
    description: "",
    theme: "",
    backgroundColor: "#7e1426",
    link: "",
    mainOrder: 2,
    hero: false,
    sections: [],
  },
  {
    code: "best",
    title: "베스트",
    subTitle: "가장 많이 찾는 상품",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "/event/best",
    mainOrder: 3,
    hero: false,
    sections: [],
  },
  {
    code: "new",
    title: "신상품",
    subTitle: "새로 들어온 상품을 만나 보세요",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "/event/new",
    mainOrder: 4,
    hero: false,
    sections: [],
  },
  {
    code: "md",
    title: "MD 추천",
    subTitle: "상황별로 골라 담는 MD 추천 상품",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "",
    mainOrder: 5,
    hero: false,
    sections: [],
  },
  {
    code: "group-best",
    title: "축종별 베스트",
    subTitle: "한우부터 신선식품까지 분야별 인기 상품",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "",
    mainOrder: 6,
    hero: false,
    sections: [],
  },
  {
    code: "dry-aging",
    title: "드라이에이징 전문관",
    subTitle: "21일 건식 숙성으로 깊어진 한우의 풍미",
    description:
      "드라이에이징은 온도 1~3℃, 습도 75~85%로 관리되는 숙성고에서 고기를 공기 중에 매달아 숙성하는 방식입니다. 수분이 빠지며 풍미가 응축되고, 효소 작용으로 육질이 한층 부드러워집니다.",
    theme: "aging",
    backgroundColor: "#3b2418",
    link: "/display/dry-aging",
    mainOrder: 7,
    hero: true,
    sections: [
      {
        title: "21일 건식 숙성",
        body: "1++·1+ 등급 한우 등심과 채끝을 조합 직영 숙성고에서 21일간 숙성합니다.\n숙성 중 생긴 겉면(크러스트)은 손질하여 먹기 좋은 부위만 보내 드립니다.",
      },
      {
        title: "견과류 향과 깊은 감칠맛",
        body: "수분이 날아가며 아미노산이 농축되어 견과류와 버섯을 닮은 향이 납니다.\n두툼하게 썰어 센 불에 겉면을 굽고 레스팅하면 숙성육의 풍미를 가장 잘 느낄 수 있습니다.",
      },
      {
        title: "보관 안내",
        body: "받으신 날 바로 드시는 것이 가장 좋으며, 냉장 보관 시 3일 이내에 드세요.\n오래 보관하실 때는 한 번 먹을 양씩 나누어 냉동해 주세요.",
      },
    ],
  },
  {
    code: "pb",
    title: "농협 PB",
    subTitle: "농협이 직접 만든 믿을 수 있는 자체 브랜드",
    description:
      "한끼찬은 농협 축산물로 육수를 내고 조합 가공장에서 직접 만든 간편식 브랜드입니다. 데우기만 하면 집밥 한 끼가 완성됩니다.",
    theme: "pb",
    backgroundColor: "#2f7a4f",
    link: "/display/pb",
    mainOrder: 8,
    hero: true,
    sections: [
      {
        title: "국내산 원료육 100%",
        body: "곰탕·육개장·갈비탕 모두 국내산 한우와 한돈으로만 끓였습니다.",
      },
      {
        title: "조합 가공장 직접 생산",
        body: "HACCP 인증을 받은 농협 가공장에서 생산부터 포장까지 직접 관리합니다.",
      },
    ],
  },
  {
    code: "fresh-food",
    title: "신선식품",
    subTitle: "산지에서 바로 보내는 제철 농산물",
    description: "전국 농협 산지유통센터에서 선별한 채소, 과일, 계란을 수확 다음 날 보내 드립니다.",
    theme: "fresh",
    backgroundColor: "#3f7a2d",
    link: "/display/fresh-food",
    mainOrder: 9,
    hero: true,
    sections: [
      {
        title: "산지 직송",
        body: "농가에서 수확한 농산물을 산지유통센터에서 선별해 중간 유통 없이 보내 드립니다.",
      },
      {
        title: "친환경 인증",
        body: "무농약·유기농 인증 농산물과 무항생제 인증 계란만 취급합니다.",
      },
    ],
  },
  {
    code: "style-book",
    title: "스타일북",
    subTitle: "오늘 저녁, 이렇게 요리해 보세요",
    description: "",
    theme: "recipe",
    backgroundColor: "#8a5a1f",
    link: "/event/stylebook",
    mainOrder: 10,
    hero: false,
    sections: [],
  },
  {
    code: "brand",
    title: "브랜드관",
    subTitle: "산지의 이름을 걸고 만든 브랜드",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "/brand",
    mainOrder: 11,
    hero: false,
    sections: [],
  },
  {
    code: "notice",
    title: "공지사항",
    subTitle: "",
    description: "",
    theme: "",
    backgroundColor: "#1f5f3a",
    link: "/customer/notice",
    mainOrder: 12,
    hero: false,
    sections: [],
  },
  {
    code: "safety",
    title: "안심 먹거리",
    subTitle: "이력부터 등급까지, 확인하고 드시는 축산물",
    description:
      "농협축산몰의 모든 축산물은 축산물이력제에 따라 출생부터 도축, 가공까지의 이력을 공개합니다. 상품 상세의 이력번호로 직접 확인해 보세요.",
    theme: "safety",
    backgroundColor: "#1d4f7a",
    link: "/display/safety",
    mainOrder: null,
    hero: true,
    sections: [
      {
        title: "축산물이력제",
        body: "소·돼지의 출생, 사육, 도축, 가공, 판매 단계의 정보를 12자리 이력번호로 기록합니다.\n상품마다 이력번호를 표시하며, 이력번호로 농장과 도축장, 등급 판정 결과를 조회할 수 있습니다.",
      },
      {
        title: "축산물 등급판정",
        body: "한우와 한돈은 축산물품질평가원의 등급 판정을 받은 원료만 사용합니다.\n한우는 1++·1+·1·2 등급, 한돈은 1+·1 등급을 상품명에 그대로 표시합니다.",
      },
      {
        title: "HACCP 인증 작업장",
        body: "도축부터 가공, 포장까지 HACCP 인증을 받은 작업장에서 위생적으로 처리합니다.",
      },
      {
        title: "콜드체인 배송",
        body: "신선물류 상품은 0~4℃로 관리되는 냉장 차량으로 배송하여 품질 변화를 최소화합니다.",
      },
    ],
  },
  {
    code: "shop-info",
    title: "농협축산몰 소개",
    subTitle: "산지에서 식탁까지, 농협이 책임지는 축산물 도매몰",
    description:
      "농협축산몰은 농협축산유통(주)이 운영하는 축산물 전문 온라인 도매몰입니다. 전국 축협과 협력 판매자가 생산한 축산물을 도매 가격으로 공급합니다.",
    theme: "hanwoo",
    backgroundColor: "#1f5f3a",
    link: "/display/shop-info",
    mainOrder: null,
    hero: true,
    sections: [
      {
        title: "누구나 도매 가격으로",
        body: "식당, 정육점, 단체급식 사업자는 물론 일반 회원도 도매 가격으로 구매할 수 있습니다.\n사업자 회원은 세금계산서 발행과 지정거래를 이용할 수 있습니다.",
      },
      {
        title: "여러 판매자, 하나의 장바구니",
        body: "농협 자체 브랜드와 전국의 협력 판매자 상품을 한 번에 주문할 수 있습니다.\n농협 이외 브랜드 상품의 주문, 품질, 교환·환불 책임은 각 판매자에게 있습니다.",
      },
      {
        title: "고객센터",
        body: "1588-4379 (평일 09:00~18:00, 점심시간 12:00~13:00)\n토·일·공휴일에는 1:1 문의를 남겨 주시면 다음 영업일에 답변드립니다.",
      },
    ],
  },
  {
    code: "delivery",
    title: "배송 안내",
    subTitle: "신선물류와 개별 택배, 두 가지 방법으로 보내 드립니다",
    description: "상품마다 배송 방법이 정해져 있으며, 장바구니에서 배송 방법과 판매자별로 묶어 배송비를 계산합니다.",
    theme: "delivery",
    backgroundColor: "#1d4f7a",
    link: "/display/shipping-way",
    mainOrder: null,
    hero: true,
    sections: [
      {
        title: "신선물류 배송",
        body: "정육과 냉장 축산물은 농협 신선물류 냉장 차량으로 배송합니다.\n판매자별로 나누어 출고되며, 오후 2시 이전 결제 건은 당일 출고됩니다.",
      },
      {
        title: "개별 택배 배송",
        body: "가공품, 간편식, 신선식품은 판매자가 아이스박스에 포장해 택배로 보냅니다.\n판매자마다 출고 마감 시간과 택배사가 다릅니다.",
      },
      {
        title: "배송비",
        body: "판매자별 무료배송 기준 금액 이상 구매 시 배송비가 무료입니다.\n기준 금액 미만이면 판매자마다 정해진 배송비가 한 번 부과됩니다.",
      },
      {
        title: "주말·공휴일",
        body: "토·일요일과 공휴일에는 출고하지 않으며, 다음 영업일에 순서대로 출고됩니다.\n제주 및 도서산간 지역은 추가 배송비가 부과될 수 있습니다.",
      },
    ],
  },
  {
    code: "designated",
    title: "지정거래 안내",
    subTitle: "사업자 회원을 위한 대량 주문 전용 거래",
    description:
      "지정거래는 식당, 정육점, 단체급식 사업자가 정해진 판매자와 최소 주문 수량 이상을 정기적으로 거래하는 방식입니다. 지정거래 상품은 최소 주문 수량부터 주문할 수 있습니다.",
    theme: "hanwoo",
    backgroundColor: "#3b2418",
    link: "/designated",
    mainOrder: null,
    hero: true,
    sections: [
      {
        title: "이용 대상",
        body: "사업자등록번호를 인증한 기업 회원만 지정거래 주문을 할 수 있습니다.",
      },
      {
        title: "주문 방법",
        body: "지정거래 상품을 최소 주문 수량 이상 담아 지정거래 주문서(/order/private-order)에서 주문합니다.\n결제는 무통장 입금(대량 가상계좌)과 법인카드를 지원합니다.",
      },
      {
        title: "정산과 세금계산서",
        body: "주문 확정 후 판매자 명의로 세금계산서가 발행됩니다.\n월 단위 거래 내역은 마이페이지 매출 원장에서 내려받을 수 있습니다.",
      },
    ],
  },
];

export interface MainBannerSeed {
  code: string;
  title: string;
  subTitle: string;
  theme: string;
  backgroundColor: string;
  link: string;
  linkTargetFlag: "Y" | "N";
  startAt: Date | null;
  endAt: Date | null;
}

export const MAIN_BANNER_SEEDS: readonly MainBannerSeed[] = [
  {
    code: "hanwoo-holiday-gift",
    title: "한우 명절 선물 기획전",
    subTitle: "1++ 한우 선물세트 최대 20% 할인 · 보냉 포장 무료",
    theme: "gift",
    backgroundColor: "#7e1426",
    link: "/event/hanwoo-holiday-gift",
    linkTargetFlag: "N",
    startAt: kst("2026-10-15T00:00:00"),
    endAt: kst("2027-02-07T23:59:59"),
  },
  {
    code: "dry-aging",
    title: "드라이에이징 전문관",
    subTitle: "21일 건식 숙성 한우, 깊어진 풍미를 만나 보세요",
    theme: "aging",
    backgroundColor: "#3b2418",
    link: "/display/dry-aging",
    linkTargetFlag: "N",
    startAt: null,
    endAt: null,
  },
  {
    code: "nh-pb-special",
    title: "농협 PB 특가",
    subTitle: "한끼찬 곰탕·육개장 골라 담기",
    theme: "pb",
    backgroundColor: "#2f7a4f",
    link: "/event/nh-pb-special",
    linkTargetFlag: "N",
    startAt: kst("2026-10-20T00:00:00"),
    endAt: kst("2027-01-31T23:59:59"),
  },
  {
    code: "time-sale",
    title: "타임세일",
    subTitle: "매일 오전 10시, 한정 수량 특가",
    theme: "time-sale",
    backgroundColor: "#b3263a",
    link: "/event/spot",
    linkTargetFlag: "N",
    startAt: null,
    endAt: null,
  },
  {
    code: "fresh-delivery",
    title: "신선물류 당일 출고",
    subTitle: "오후 2시 이전 결제하면 오늘 출발합니다",
    theme: "delivery",
    backgroundColor: "#1d4f7a",
    link: "/display/shipping-way",
    linkTargetFlag: "N",
    startAt: null,
    endAt: null,
  },
];

/** Featured brands by brand name, in display order. */
export const FEATURED_BRAND_SEEDS: readonly { brandName: string; headline: string }[] = [
  { brandName: "농협안심한우", headline: "조합원 농가가 키운 1등급 이상 한우만 골랐습니다" },
  { brandName: "대관령한우", headline: "해발 700m 고원에서 자란 대관령 한우" },
  { brandName: "횡성명품한우", headline: "횡성에서 나고 자란 명품 한우" },
  { brandName: "제주흑돈", headline: "제주 흑돼지 특유의 쫄깃한 식감" },
  { brandName: "한끼찬", headline: "데우기만 하면 완성되는 농협 간편식" },
  { brandName: "청정닭", headline: "동물복지 인증 농장에서 키운 닭" },
];

export interface ShippingPolicySeed {
  sellerId: number;
  deliveryMethod: string;
  courier: string;
  dispatchCutoffHour: number;
  preparationDays: number;
}

export const SHIPPING_POLICY_SEEDS: readonly ShippingPolicySeed[] = [
  {
    sellerId: OWN_SELLER_ID,
    deliveryMethod: "신선물류 냉장 차량 배송",
    courier: "농협 신선물류",
    dispatchCutoffHour: 14,
    preparationDays: 0,
  },
  {
    sellerId: 10000001,
    deliveryMethod: "택배 (아이스박스 냉장 포장)",
    courier: "CJ대한통운",
    dispatchCutoffHour: 12,
    preparationDays: 0,
  },
  {
    sellerId: 10000002,
    deliveryMethod: "택배 (아이스박스 냉장 포장)",
    courier: "롯데택배",
    dispatchCutoffHour: 13,
    preparationDays: 0,
  },
  {
    sellerId: 10000003,
    deliveryMethod: "택배 (제주 출고, 항공 운송)",
    courier: "한진택배",
    dispatchCutoffHour: 11,
    preparationDays: 1,
  },
  {
    sellerId: 10000004,
    deliveryMethod: "택배 (냉동·냉장 분리 포장)",
    courier: "CJ대한통운",
    dispatchCutoffHour: 15,
    preparationDays: 0,
  },
  {
    sellerId: 10000005,
    deliveryMethod: "택배 (아이스박스 냉장 포장)",
    courier: "우체국택배",
    dispatchCutoffHour: 13,
    preparationDays: 0,
  },
  {
    sellerId: 10000006,
    deliveryMethod: "택배 (냉동 포장)",
    courier: "CJ대한통운",
    dispatchCutoffHour: 14,
    preparationDays: 1,
  },
  {
    sellerId: 10000007,
    deliveryMethod: "택배 (산지 직송)",
    courier: "우체국택배",
    dispatchCutoffHour: 10,
    preparationDays: 1,
  },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");

/** [seller id, title, Korea time, pinned, HTML content] */
export const SELLER_NOTICE_SEEDS: readonly [number, string, string, boolean, string][] = [
  [
    OWN_SELLER_ID,
    "신선물류 출고 마감 시간 안내",
    "2026-09-01T09:00:00",
    true,
    p(
      "평일 오후 2시 이전 결제 건은 당일 출고되며, 이후 결제 건은 다음 영업일에 출고됩니다.",
      "토·일요일과 공휴일에는 출고하지 않습니다.",
    ),
  ],
  [
    OWN_SELLER_ID,
    "설 선물세트 사전 예약 배송 일정",
    "2026-10-20T10:00:00",
    false,
    p(
      "설 선물세트 사전 예약 상품은 2027년 1월 25일부터 순차 출고됩니다.",
      "받으실 날짜를 지정하시려면 주문 메모에 남겨 주세요.",
    ),
  ],
  [
    10000001,
    "대관령한우 휴무 안내",
    "2026-10-01T09:00:00",
    false,
    p("매주 일요일과 월요일 오전은 작업장 휴무로 출고가 없습니다.", "월요일 낮 12시 이후 주문부터 순차 출고됩니다."),
  ],
  [
    10000001,
    "포장 방식 변경 안내",
    "2026-10-28T09:00:00",
    true,
    p("11월부터 모든 상품을 진공 포장 후 친환경 보냉 박스에 담아 보내 드립니다."),
  ],
  [
    10000003,
    "제주 기상 악화 시 배송 지연 안내",
    "2026-10-10T09:00:00",
    true,
    p("제주 출고 상품은 항공편으로 운송되어, 기상 악화로 결항 시 1~2일 지연될 수 있습니다."),
  ],
  [
    10000005,
    "동물복지 인증 갱신 안내",
    "2026-09-15T09:00:00",
    false,
    p("청정가금 농장의 동물복지 인증이 2029년 9월까지 갱신되었습니다."),
  ],
];

export interface EventSeed {
  link: string;
  kind: "plan" | "spot" | "reply";
  title: string;
  subTitle: string;
  summary: string;
  content: string;
  theme: string;
  backgroundColor: string;
  startAt: Date;
  endAt: Date;
  replyEnabled: boolean;
  sortOrder: number;
  /** Item groups: the tab name and the rule choosing its items (display-seed.ts). */
  groups: readonly { name: string; pick: string }[];
}

export const EVENT_SEEDS: readonly EventSeed[] = [
  {
    link: "hanwoo-holiday-gift",
    kind: "plan",
    title: "한우 명절 선물 기획전",
    subTitle: "1++ 한우 선물세트 최대 20% 할인",
    summary: "설 명절을 앞두고 준비한 한우·한돈 선물세트를 특별한 가격에 만나 보세요.",
    content: p(
      "정성을 담은 한우 선물세트로 고마운 마음을 전하세요.",
      "모든 선물세트는 보냉 가방과 아이스팩으로 포장되어 신선하게 배송됩니다.",
      "받는 분 주소를 여러 곳 입력하면 한 번에 주문할 수 있습니다.",
    ),
    theme: "gift",
    backgroundColor: "#7e1426",
    startAt: kst("2026-10-15T00:00:00"),
    endAt: kst("2027-02-07T23:59:59"),
    replyEnabled: false,
    sortOrder: 1,
    groups: [
      { name: "한우 선물세트", pick: "hanwoo-gift" },
      { name: "한돈 선물세트", pick: "handon-gift" },
    ],
  },
  {
    link: "dry-aging-hall",
    kind: "plan",
    title: "드라이에이징 전문관 오픈 기념전",
    subTitle: "21일 숙성 한우 등심·채끝 10% 추가 할인",
    summary: "조합 직영 숙성고에서 21일 숙성한 한우를 오픈 기념 가격으로 드립니다.",
    content: p(
      "드라이에이징 전문관 오픈을 기념해 숙성 한우 전 품목을 특가로 준비했습니다.",
      "숙성 한우는 두툼하게 썰어 센 불에 구워 드세요.",
    ),
    theme: "aging",
    backgroundColor: "#3b2418",
    startAt: kst("2026-10-01T00:00:00"),
    endAt: kst("2027-03-31T23:59:59"),
    replyEnabled: false,
    sortOrder: 2,
    groups: [{ name: "", pick: "dry-aging" }],
  },
  {
    link: "nh-pb-special",
    kind: "plan",
    title: "농협 PB 특가",
    subTitle: "한끼찬 간편식·농협 수제가공 골라 담기",
    summary: "농협이 직접 만든 간편식과 수제 가공품을 특가로 만나 보세요.",
    content: p("곰탕, 육개장, 갈비탕부터 양념육까지 농협 PB 상품을 한자리에 모았습니다."),
    theme: "pb",
    backgroundColor: "#2f7a4f",
    startAt: kst("2026-10-20T00:00:00"),
    endAt: kst("2027-01-31T23:59:59"),
    replyEnabled: false,
    sortOrder: 3,
    groups: [
      { name: "한끼찬 간편식", pick: "pb" },
      { name: "농협 수제가공", pick: "own-processed" },
    ],
  },
  {
    link: "time-sale",
    kind: "spot",
    title: "타임세일",
    subTitle: "매일 오전 10시, 한정 수량 특가",
    summary: "특가 상품을 한정 수량으로 판매합니다. 수량이 모두 팔리면 조기 종료됩니다.",
    content: p("타임세일 상품은 쿠폰과 함께 사용할 수 없습니다.", "1인당 상품별 2개까지 구매할 수 있습니다."),
    theme: "time-sale",
    backgroundColor: "#b3263a",
    startAt: kst("2026-11-01T10:00:00"),
    endAt: kst("2027-01-31T23:59:59"),
    replyEnabled: false,
    sortOrder: 4,
    groups: [{ name: "", pick: "special-price" }],
  },
  {
    link: "weekend-handon",
    kind: "spot",
    title: "주말 한돈 스팟 특가",
    subTitle: "삼겹살·목살 주말 한정 특가",
    summary: "주말 캠핑과 홈파티를 위한 한돈 구이용 특가입니다.",
    content: p("금요일 오전 10시부터 일요일 자정까지 주문하신 건은 월요일에 출고됩니다."),
    theme: "handon",
    backgroundColor: "#c25b6b",
    startAt: kst("2026-11-06T10:00:00"),
    endAt: kst("2026-12-27T23:59:59"),
    replyEnabled: false,
    sortOrder: 5,
    groups: [{ name: "", pick: "handon-grill" }],
  },
  {
    link: "winter-recipe-reply",
    kind: "reply",
    title: "겨울 보양식 레시피 댓글 이벤트",
    subTitle: "나만의 보양식 레시피를 댓글로 남겨 주세요",
    summary: "댓글을 남겨 주신 분 중 50분께 한우 사태 500g을 드립니다.",
    content: p(
      "추운 겨울, 우리 집 보양식 레시피를 댓글로 자랑해 주세요.",
      "당첨자 발표: 2027년 1월 8일 공지사항",
      "경품: 1+ 한우 사태 500g (50명)",
    ),
    theme: "recipe",
    backgroundColor: "#8a5a1f",
    startAt: kst("2026-11-01T00:00:00"),
    endAt: kst("2026-12-31T23:59:59"),
    replyEnabled: true,
    sortOrder: 6,
    groups: [{ name: "", pick: "soup-cuts" }],
  },
  {
    link: "year-end-party",
    kind: "plan",
    title: "연말 홈파티 기획전",
    subTitle: "갈비살부터 수제 소시지까지 파티 준비 끝",
    summary: "연말 모임을 위한 구이용 고기와 가공품을 모았습니다.",
    content: p("12월 31일까지 주문하신 건은 연말 전에 받아 보실 수 있도록 출고합니다."),
    theme: "gift",
    backgroundColor: "#5e2419",
    startAt: kst("2026-12-15T00:00:00"),
    endAt: kst("2026-12-31T23:59:59"),
    replyEnabled: false,
    sortOrder: 7,
    groups: [{ name: "", pick: "party" }],
  },
  {
    link: "chuseok-2026",
    kind: "plan",
    title: "2026 추석 한우 선물 기획전",
    subTitle: "추석 선물세트 조기 마감",
    summary: "성원에 감사드립니다. 추석 선물 기획전이 종료되었습니다.",
    content: p("추석 선물 기획전이 종료되었습니다. 설 선물 기획전에서 다시 만나요."),
    theme: "gift",
    backgroundColor: "#7e1426",
    startAt: kst("2026-08-20T00:00:00"),
    endAt: kst("2026-10-05T23:59:59"),
    replyEnabled: false,
    sortOrder: 8,
    groups: [{ name: "", pick: "hanwoo-gift" }],
  },
  {
    link: "fresh-autumn",
    kind: "plan",
    title: "가을 햇사과·배 산지 직송전",
    subTitle: "수확한 다음 날 보내 드립니다",
    summary: "농협 산지유통센터에서 선별한 햇과일을 산지 직송으로 보내 드렸습니다.",
    content: p("가을 햇과일 산지 직송전이 종료되었습니다."),
    theme: "fresh",
    backgroundColor: "#3f7a2d",
    startAt: kst("2026-09-10T00:00:00"),
    endAt: kst("2026-10-20T23:59:59"),
    replyEnabled: false,
    sortOrder: 9,
    groups: [{ name: "", pick: "fresh" }],
  },
  {
    link: "summer-camping-reply",
    kind: "reply",
    title: "여름 캠핑 고기 후기 댓글 이벤트",
    subTitle: "캠핑장에서 구운 고기 자랑해 주세요",
    summary: "당첨자 발표가 완료되었습니다.",
    content: p("참여해 주신 모든 분께 감사드립니다.", "당첨자는 공지사항에서 확인해 주세요."),
    theme: "handon",
    backgroundColor: "#c25b6b",
    startAt: kst("2026-07-01T00:00:00"),
    endAt: kst("2026-08-31T23:59:59"),
    replyEnabled: true,
    sortOrder: 10,
    groups: [{ name: "", pick: "handon-grill" }],
  },
];

/** [event link, masked author, Korea time, text] — the demo replies. */
export const EVENT_REPLY_SEEDS: readonly [string, string, string, string][] = [
  ["winter-recipe-reply", "김**", "2026-11-01T09:12:00", "한우 사태로 끓인 갈비탕에 무를 듬뿍 넣으면 국물이 시원해요."],
  ["winter-recipe-reply", "이**", "2026-11-02T12:40:00", "양지 미역국은 참기름에 고기를 먼저 볶는 게 포인트입니다!"],
  ["winter-recipe-reply", "박**", "2026-11-03T20:05:00", "꼬리반골을 하룻밤 핏물 빼고 8시간 고면 뽀얀 곰탕이 돼요."],
  ["winter-recipe-reply", "최**", "2026-11-04T08:31:00", "닭다리살에 인삼, 대추 넣고 압력솥에 삼계탕 끓여 먹었어요."],
  ["winter-recipe-reply", "정**", "2026-11-05T18:22:00", "사태 수육은 된장 한 숟갈 풀어 삶으면 잡내가 하나도 없어요."],
  [
    "winter-recipe-reply",
    "강**",
    "2026-11-06T21:47:00",
    "육개장에 고사리와 숙주를 넉넉히 넣어 보세요. 아이들도 잘 먹어요.",
  ],
  ["winter-recipe-reply", "조**", "2026-11-08T11:03:00", "한우 양지 떡국! 겨울 아침으로 최고예요."],
  ["winter-recipe-reply", "윤**", "2026-11-09T16:58:00", "오리 훈제를 부추와 함께 볶아 먹으면 몸이 따뜻해져요."],
  ["winter-recipe-reply", "장**", "2026-11-10T19:34:00", "도가니탕에 대파를 마지막에 듬뿍 올리면 향이 살아요."],
  ["winter-recipe-reply", "임**", "2026-11-11T07:15:00", "한돈 등갈비 김치찜, 묵은지랑 2시간 푹 끓이면 끝입니다."],
  ["winter-recipe-reply", "한**", "2026-11-12T22:09:00", "한끼찬 곰탕에 소면 삶아 넣으면 간단한 곰탕면이 됩니다."],
  ["winter-recipe-reply", "오**", "2026-11-13T13:26:00", "<b>사골</b>은 세 번 우려도 맛있어요 & 마지막엔 떡을 넣어요."],
  ["summer-camping-reply", "서**", "2026-07-05T20:00:00", "캠핑장에서 구운 제주흑돈 목살, 인생 고기였습니다."],
  ["summer-camping-reply", "신**", "2026-07-12T21:30:00", "두툼한 삼겹살은 숯불에 초벌 후 잘라서 구우세요!"],
  ["summer-camping-reply", "권**", "2026-07-20T19:45:00", "항정살은 소금만 뿌려도 충분히 맛있어요."],
  ["summer-camping-reply", "황**", "2026-08-02T18:10:00", "가브리살 처음 먹어 봤는데 쫄깃해서 좋았어요."],
  ["summer-camping-reply", "안**", "2026-08-15T20:55:00", "갈매기살은 마늘이랑 같이 구워 드셔 보세요."],
];

export interface StyleBookSeed {
  code: string;
  title: string;
  subTitle: string;
  summary: string;
  theme: string;
  backgroundColor: string;
  cookingMinutes: number;
  servings: number;
  difficulty: "쉬움" | "보통" | "어려움";
  tags: string[];
  ingredients: { name: string; amount: string }[];
  steps: string[];
  tip: string;
  featured: boolean;
  publishedAt: Date;
  /** Items used: livestock and cut names (display-seed.ts picks the first displayed ones). */
  uses: { livestock: string; cuts: readonly string[]; limit: number };
}

export const STYLE_BOOK_SEEDS: readonly StyleBookSeed[] = [
  {
    code: "hanwoo-sirloin-steak",
    title: "한우 등심 스테이크",
    subTitle: "겉은 바삭, 속은 촉촉한 미디엄 레어",
    summary: "두툼한 1++ 한우 등심을 팬 하나로 굽는 가장 쉬운 스테이크",
    theme: "hanwoo",
    backgroundColor: "#7e1426",
    cookingMinutes: 25,
    servings: 2,
    difficulty: "보통",
    tags: ["한우", "스테이크", "홈파티"],
    ingredients: [
      { name: "한우 등심", amount: "500g (2.5cm 두께)" },
      { name: "버터", amount: "20g" },
      { name: "마늘", amount: "5쪽" },
      { name: "로즈메리", amount: "2줄기" },
      { name: "굵은소금·후추", amount: "약간" },
    ],
    steps: [
      "등심은 굽기 30분 전에 냉장고에서 꺼내 실온에 두고 키친타월로 핏물을 닦아 주세요.",
      "굽기 직전에 굵은소금과 후추를 앞뒤로 고루 뿌립니다.",
      "연기가 날 만큼 달군 팬에 기름을 두르고 한 면을 2분씩 굽습니다.",
      "불을 줄이고 버터, 마늘, 로즈메리를 넣어 녹은 버터를 고기에 끼얹으며 1분 더 굽습니다.",
      "접시에 옮겨 5분간 레스팅한 뒤 결 반대 방향으로 썰어 냅니다.",
    ],
    tip: "레스팅을 해야 육즙이 빠지지 않아요. 자르기 전에 꼭 5분 기다려 주세요.",
    featured: true,
    publishedAt: kst("2026-10-25T10:00:00"),
    uses: { livestock: "hanwoo", cuts: ["등심", "채끝"], limit: 3 },
  },
  {
    code: "handon-bossam",
    title: "한돈 삼겹살 수육",
    subTitle: "된장 한 숟갈로 잡내 없이",
    summary: "김장철에 빠질 수 없는 부드러운 한돈 수육",
    theme: "handon",
    backgroundColor: "#c25b6b",
    cookingMinutes: 70,
    servings: 4,
    difficulty: "쉬움",
    tags: ["한돈", "수육", "김장"],
    ingredients: [
      { name: "한돈 삼겹살(통)", amount: "1kg" },
      { name: "된장", amount: "2큰술" },
      { name: "대파", amount: "1대" },
      { name: "양파", amount: "1개" },
      { name: "통후추", amount: "1작은술" },
      { name: "월계수잎", amount: "3장" },
    ],
    steps: [
      "냄비에 고기가 잠길 만큼 물을 붓고 된장을 풀어 끓입니다.",
      "물이 끓으면 삼겹살과 대파, 양파, 통후추, 월계수잎을 넣습니다.",
      "센 불에서 10분, 중약불로 줄여 50분간 삶습니다.",
      "젓가락으로 찔러 핏물이 나오지 않으면 건져서 10분 식힌 뒤 썰어 냅니다.",
    ],
    tip: "삶은 뒤 바로 썰면 부서져요. 한 김 식혀서 썰어야 모양이 살아요.",
    featured: true,
    publishedAt: kst("2026-10-28T10:00:00"),
    uses: { livestock: "handon", cuts: ["삼겹살", "앞다리"], limit: 3 },
  },
  {
    code: "hanwoo-brisket-seaweed-soup",
    title: "한우 양지 미역국",
    subTitle: "참기름에 볶아 깊게 우려낸 국물",
    summary: "생일상에도, 평범한 아침에도 좋은 한우 양지 미역국",
    theme: "recipe",
    backgroundColor: "#8a5a1f",
    cookingMinutes: 50,
    servings: 4,
    difficulty: "쉬움",
    tags: ["한우", "국", "집밥"],
    ingredients: [
      { name: "한우 양지", amount: "300g" },
      { name: "마른 미역", amount: "20g" },
      { name: "참기름", amount: "2큰술" },
      { name: "국간장", amount: "3큰술" },
      { name: "다진 마늘", amount: "1큰술" },
    ],
    steps: [
      "미역은 찬물에 20분 불린 뒤 먹기 좋게 자릅니다.",
      "냄비에 참기름을 두르고 양지를 볶다가 겉면이 익으면 미역을 넣어 함께 볶습니다.",
      "물 1.5L를 붓고 센 불에서 끓어오르면 중불로 30분 끓입니다.",
      "국간장과 다진 마늘로 간을 맞추고 10분 더 끓입니다.",
    ],
    tip: "국간장으로 먼저 간하고, 부족한 간은 소금으로 맞추면 국물 색이 맑아요.",
    featured: true,
    publishedAt: kst("2026-11-02T10:00:00"),
    uses: { livestock: "hanwoo", cuts: ["양지"], limit: 2 },
  },
  {
    code: "chicken-breast-salad",
    title: "닭가슴살 단호박 샐러드",
    subTitle: "저지방 고단백 한 끼",
    summary: "촉촉하게 삶은 닭가슴살과 단호박으로 만드는 든든한 샐러드",
    theme: "fresh",
    backgroundColor: "#3f7a2d",
    cookingMinutes: 30,
    servings: 2,
    difficulty: "쉬움",
    tags: ["닭고기", "샐러드", "다이어트"],
    ingredients: [
      { name: "닭가슴살", amount: "2쪽(300g)" },
      { name: "단호박", amount: "1/4통" },
      { name: "쌈채소", amount: "100g" },
      { name: "발사믹 드레싱", amount: "3큰술" },
    ],
    steps: [
      "끓는 물에 닭가슴살을 넣고 불을 끈 뒤 뚜껑을 덮어 15분 익힙니다.",
      "단호박은 씨를 빼고 한입 크기로 썰어 전자레인지에 5분 익힙니다.",
      "쌈채소를 씻어 물기를 빼고 닭가슴살은 결대로 찢습니다.",
      "그릇에 모두 담고 드레싱을 뿌려 냅니다.",
    ],
    tip: "불을 끈 물에서 익히면 닭가슴살이 퍽퍽하지 않고 촉촉해요.",
    featured: true,
    publishedAt: kst("2026-11-05T10:00:00"),
    uses: { livestock: "poultry", cuts: ["닭가슴살"], limit: 2 },
  },
  {
    code: "hanwoo-bulgogi-hotpot",
    title: "한우 불고기 전골",
    subTitle: "달큰한 육수에 채소 듬뿍",
    summary: "온 가족이 둘러앉아 먹는 한우 불고기 전골",
    theme: "hanwoo",
    backgroundColor: "#7e1426",
    cookingMinutes: 40,
    servings: 4,
    difficulty: "보통",
    tags: ["한우", "전골", "가족"],
    ingredients: [
      { name: "한우 불고기용(앞다리·설도)", amount: "500g" },
      { name: "불고기 양념", amount: "200g" },
      { name: "표고버섯", amount: "4개" },
      { name: "당면", amount: "50g" },
      { name: "대파·양파·당근", amount: "적당량" },
    ],
    steps: [
      "불고기용 한우를 양념에 30분 재웁니다.",
      "당면은 미지근한 물에 20분 불립니다.",
      "전골 냄비에 채소와 버섯을 돌려 담고 가운데 고기를 올립니다.",
      "육수 600ml를 붓고 끓어오르면 당면을 넣어 5분 더 끓입니다.",
    ],
    tip: "육수는 멸치 다시마 육수가 잘 어울려요. 없으면 물에 국간장 한 숟갈을 넣으세요.",
    featured: false,
    publishedAt: kst("2026-11-08T10:00:00"),
    uses: { livestock: "hanwoo", cuts: ["앞다리", "설도", "홍두깨"], limit: 3 },
  },
  {
    code: "handon-neck-steak",
    title: "한돈 목살 스테이크",
    subTitle: "두툼하게 구워 더 쫄깃한",
    summary: "목살을 스테이크처럼 두툼하게 구워 사과 소스를 곁들인 요리",
    theme: "handon",
    backgroundColor: "#c25b6b",
    cookingMinutes: 30,
    servings: 2,
    difficulty: "보통",
    tags: ["한돈", "스테이크"],
    ingredients: [
      { name: "한돈 목살", amount: "400g (2cm 두께)" },
      { name: "사과", amount: "1/2개" },
      { name: "간장", amount: "1큰술" },
      { name: "꿀", amount: "1큰술" },
    ],
    steps: [
      "목살에 소금, 후추로 밑간합니다.",
      "중불로 달군 팬에 목살을 올려 앞뒤로 4분씩 굽습니다.",
      "사과를 갈아 간장, 꿀과 함께 졸여 소스를 만듭니다.",
      "구운 목살을 3분 레스팅한 뒤 소스를 곁들여 냅니다.",
    ],
    tip: "돼지고기는 속까지 익혀야 해요. 가운데를 눌렀을 때 맑은 육즙이 나오면 다 익은 거예요.",
    featured: false,
    publishedAt: kst("2026-11-10T10:00:00"),
    uses: { livestock: "handon", cuts: ["목살"], limit: 2 },
  },
  {
    code: "smoked-duck-wraps",
    title: "오리 훈제 월남쌈",
    subTitle: "손님상에 올리기 좋은 한 접시",
    summary: "훈제 오리와 색색의 채소를 라이스페이퍼에 싸 먹는 월남쌈",
    theme: "fresh",
    backgroundColor: "#3f7a2d",
    cookingMinutes: 20,
    servings: 3,
    difficulty: "쉬움",
    tags: ["오리", "손님상"],
    ingredients: [
      { name: "오리 훈제", amount: "400g" },
      { name: "라이스페이퍼", amount: "15장" },
      { name: "파프리카·오이·깻잎", amount: "적당량" },
      { name: "땅콩 소스", amount: "4큰술" },
    ],
    steps: [
      "훈제 오리는 팬에 기름 없이 데워 기름기를 뺍니다.",
      "채소는 가늘게 채 썰어 접시에 색깔별로 담습니다.",
      "라이스페이퍼를 따뜻한 물에 살짝 적셔 오리와 채소를 올려 돌돌 맙니다.",
    ],
    tip: "라이스페이퍼는 물에 2~3초만 담가야 찢어지지 않아요.",
    featured: false,
    publishedAt: kst("2026-11-12T10:00:00"),
    uses: { livestock: "poultry", cuts: ["오리훈제"], limit: 2 },
  },
  {
    code: "oxtail-gomtang",
    title: "꼬리반골 곰탕",
    subTitle: "여덟 시간 고아 낸 뽀얀 국물",
    summary: "주말에 넉넉히 끓여 두고 한 주 내내 먹는 곰탕",
    theme: "recipe",
    backgroundColor: "#8a5a1f",
    cookingMinutes: 480,
    servings: 8,
    difficulty: "어려움",
    tags: ["한우", "곰탕", "보양식"],
    ingredients: [
      { name: "한우 꼬리반골", amount: "2kg" },
      { name: "대파", amount: "2대" },
      { name: "소금", amount: "약간" },
    ],
    steps: [
      "꼬리반골을 찬물에 6시간 이상 담가 핏물을 뺍니다. 중간에 물을 두세 번 갈아 주세요.",
      "끓는 물에 10분 데쳐 건진 뒤 찬물에 헹굽니다.",
      "큰 냄비에 뼈와 물 5L를 붓고 센 불에서 끓이다가 중불로 줄여 8시간 고읍니다.",
      "식혀서 굳은 기름을 걷어 내고, 먹을 때 소금과 대파로 간합니다.",
    ],
    tip: "국물을 하룻밤 냉장고에 두면 기름이 굳어 깔끔하게 걷어 낼 수 있어요.",
    featured: false,
    publishedAt: kst("2026-11-14T10:00:00"),
    uses: { livestock: "hanwoo", cuts: ["꼬리반골", "사태"], limit: 2 },
  },
];

/** MD tabs: key, name and the rule choosing their items. */
export const MD_GROUPS: readonly { key: string; name: string; pick: string }[] = [
  { key: "grill", name: "구이 추천", pick: "handon-grill" },
  { key: "soup", name: "국거리 추천", pick: "soup-cuts" },
  { key: "easy", name: "간편식 추천", pick: "easy-meal" },
];

/** Content picks: the rule choosing the item and the editor's comment. */
export const CONTENT_PICKS: readonly { pick: string; comment: string }[] = [
  { pick: "top-sirloin", comment: "마블링이 고르게 퍼진 1++ 등심, 센 불에 앞뒤로 1분씩만 구워 보세요." },
  { pick: "pork-belly", comment: "두툼하게 썰어 겉은 바삭하게, 속은 촉촉하게 구워지는 삼겹살입니다." },
  { pick: "chicken-breast", comment: "퍽퍽하지 않은 닭가슴살, 샐러드와 도시락에 잘 어울려요." },
  { pick: "beef-jerky", comment: "조합 가공장에서 직접 말린 한우 육포, 아이 간식으로 인기예요." },
];
