// The demo catalog's fixed reference data: livestock kinds, the category tree, sellers and
// their brands. Tests assert on these, so changes here are changes to the tests' facts.

import { OWN_SELLER_ID } from "@shop/core/catalog/seller";

export { OWN_SELLER_ID };

/** Demo "now": dates are relative to it so the output never depends on the clock. */
export const DEMO_EPOCH = new Date("2026-11-01T00:00:00+09:00");

/** When the demo category tree was last changed (what /api/category reports as updatedDate). */
export const DEMO_CATEGORIES_UPDATED_AT = new Date("2026-10-01T09:00:00+09:00");

export const LIVESTOCK_KINDS = [
  { code: "hanwoo", name: "한우" },
  { code: "handon", name: "한돈" },
  { code: "imported", name: "수입육" },
  { code: "poultry", name: "닭·오리" },
  { code: "meat-processing", name: "가공육" },
  { code: "meat-processing-private", name: "자체가공육" },
  { code: "pb", name: "PB" },
  { code: "fresh", name: "신선식품" },
] as const;

export type LivestockCode = (typeof LIVESTOCK_KINDS)[number]["code"];

/** A cut (level-3 category) and what its items cost and weigh. */
export interface CutSpec {
  name: string;
  /** Won per 100 g at the top grade. */
  pricePer100g: number;
  /** Livestock of the items, when the group is a plain one. */
  livestock?: LivestockCode;
}

export interface UsageSpec {
  name: string;
  /** The parenthesised usage in item names, e.g. "구이용"; '' leaves it out. */
  usage: string;
  weights: readonly number[];
  cuts: readonly CutSpec[];
}

export interface GroupSpec {
  name: string;
  /** '' for a plain group. */
  livestock: LivestockCode | "";
  categories: readonly UsageSpec[];
}

/**
 * Level 1 = groups (one per livestock kind, plus one plain group), level 2 = usage, level 3 = cut.
 * Ids follow the position: group k → k, its j-th category → k·10+j, that one's m-th child → k·100+j·10+m.
 */
export const CATEGORY_TREE: readonly GroupSpec[] = [
  {
    name: "한우",
    livestock: "hanwoo",
    categories: [
      {
        name: "구이용",
        usage: "구이용",
        weights: [300, 500, 600, 1000],
        cuts: [
          { name: "등심", pricePer100g: 16_000 },
          { name: "안심", pricePer100g: 18_000 },
          { name: "채끝", pricePer100g: 15_500 },
          { name: "갈비살", pricePer100g: 14_000 },
          { name: "부채살", pricePer100g: 11_000 },
          { name: "치마살", pricePer100g: 13_500 },
          { name: "살치살", pricePer100g: 15_000 },
          { name: "토시살", pricePer100g: 13_000 },
        ],
      },
      {
        name: "국거리·탕",
        usage: "국거리용",
        weights: [300, 500, 1000],
        cuts: [
          { name: "양지", pricePer100g: 8_000 },
          { name: "사태", pricePer100g: 6_500 },
          { name: "우둔", pricePer100g: 6_000 },
          { name: "꼬리반골", pricePer100g: 2_500 },
        ],
      },
      {
        name: "불고기·장조림",
        usage: "불고기·장조림용",
        weights: [300, 500, 1000],
        cuts: [
          { name: "앞다리", pricePer100g: 6_000 },
          { name: "홍두깨", pricePer100g: 5_500 },
          { name: "설도", pricePer100g: 5_500 },
        ],
      },
      {
        name: "선물세트",
        usage: "",
        weights: [1200, 1500, 2000],
        cuts: [
          { name: "구이 선물세트", pricePer100g: 15_000 },
          { name: "정육 선물세트", pricePer100g: 9_000 },
        ],
      },
    ],
  },
  {
    name: "한돈",
    livestock: "handon",
    categories: [
      {
        name: "구이용",
        usage: "구이용",
        weights: [500, 600, 1000],
        cuts: [
          { name: "삼겹살", pricePer100g: 2_800 },
          { name: "목살", pricePer100g: 2_600 },
          { name: "항정살", pricePer100g: 4_000 },
          { name: "가브리살", pricePer100g: 3_500 },
          { name: "갈매기살", pricePer100g: 3_600 },
        ],
      },
      {
        name: "찌개·수육",
        usage: "수육용",
        weights: [500, 1000, 2000],
        cuts: [
          { name: "앞다리", pricePer100g: 1_500 },
          { name: "뒷다리", pricePer100g: 1_100 },
          { name: "등갈비", pricePer100g: 2_400 },
        ],
      },
      {
        name: "불고기·장조림",
        usage: "불고기·장조림용",
        weights: [500, 1000],
        cuts: [
          { name: "안심", pricePer100g: 1_600 },
          { name: "등심", pricePer100g: 1_500 },
        ],
      },
      {
        name: "선물세트",
        usage: "",
        weights: [1500, 2000, 3000],
        cuts: [{ name: "구이 선물세트", pricePer100g: 3_200 }],
      },
    ],
  },
  {
    name: "수입육",
    livestock: "imported",
    categories: [
      {
        name: "구이용",
        usage: "구이용",
        weights: [500, 1000, 2000],
        cuts: [
          { name: "척아이롤", pricePer100g: 3_500 },
          { name: "부채살", pricePer100g: 4_000 },
          { name: "갈비살", pricePer100g: 4_500 },
          { name: "안창살", pricePer100g: 5_000 },
        ],
      },
      {
        name: "국거리·탕",
        usage: "국거리용",
        weights: [500, 1000],
        cuts: [
          { name: "양지", pricePer100g: 3_000 },
          { name: "사태", pricePer100g: 2_600 },
        ],
      },
      {
        name: "불고기·장조림",
        usage: "불고기·장조림용",
        weights: [500, 1000],
        cuts: [
          { name: "목심", pricePer100g: 2_800 },
          { name: "우둔", pricePer100g: 2_500 },
        ],
      },
    ],
  },
  {
    name: "닭·오리",
    livestock: "poultry",
    categories: [
      {
        name: "닭고기",
        usage: "",
        weights: [500, 1000, 2000],
        cuts: [
          { name: "닭가슴살", pricePer100g: 1_300 },
          { name: "닭다리살", pricePer100g: 1_500 },
          { name: "통닭", pricePer100g: 900 },
          { name: "닭안심", pricePer100g: 1_600 },
        ],
      },
      {
        name: "오리고기",
        usage: "",
        weights: [500, 800, 1000],
        cuts: [
          { name: "오리훈제", pricePer100g: 3_000 },
          { name: "오리주물럭", pricePer100g: 2_500 },
          { name: "생오리", pricePer100g: 1_800 },
        ],
      },
    ],
  },
  {
    name: "가공육",
    livestock: "meat-processing",
    categories: [
      {
        name: "햄·소시지",
        usage: "",
        weights: [200, 300, 500, 1000],
        cuts: [
          { name: "햄", pricePer100g: 1_800 },
          { name: "소시지", pricePer100g: 1_900 },
          { name: "베이컨", pricePer100g: 3_000 },
        ],
      },
      {
        name: "간편식",
        usage: "",
        weights: [300, 480, 1000],
        cuts: [
          { name: "떡갈비", pricePer100g: 2_500 },
          { name: "함박스테이크", pricePer100g: 2_200 },
          { name: "너비아니", pricePer100g: 2_300 },
        ],
      },
    ],
  },
  {
    name: "자체가공육",
    livestock: "meat-processing-private",
    categories: [
      {
        name: "양념육",
        usage: "",
        weights: [500, 800, 1000],
        cuts: [
          { name: "한우 불고기", pricePer100g: 3_800 },
          { name: "한돈 양념갈비", pricePer100g: 2_600 },
          { name: "양념 목살", pricePer100g: 2_400 },
        ],
      },
      {
        name: "수제 가공품",
        usage: "",
        weights: [100, 300, 480],
        cuts: [
          { name: "한우 떡갈비", pricePer100g: 3_200 },
          { name: "한우 육포", pricePer100g: 12_000 },
          { name: "수제 소시지", pricePer100g: 2_400 },
        ],
      },
    ],
  },
  {
    name: "PB",
    livestock: "pb",
    categories: [
      {
        name: "간편 요리",
        usage: "",
        weights: [500, 600, 1000],
        cuts: [
          { name: "한우 곰탕", pricePer100g: 800 },
          { name: "육개장", pricePer100g: 1_100 },
          { name: "갈비탕", pricePer100g: 1_400 },
        ],
      },
      {
        name: "소스·양념",
        usage: "",
        weights: [300, 500],
        cuts: [
          { name: "불고기 양념", pricePer100g: 900 },
          { name: "갈비 양념", pricePer100g: 950 },
        ],
      },
    ],
  },
  {
    name: "신선식품",
    livestock: "fresh",
    categories: [
      {
        name: "채소",
        usage: "",
        weights: [300, 500, 1000],
        cuts: [
          { name: "쌈채소", pricePer100g: 1_200 },
          { name: "표고버섯", pricePer100g: 1_500 },
        ],
      },
      {
        name: "과일",
        usage: "",
        weights: [1500, 3000, 5000],
        cuts: [
          { name: "사과", pricePer100g: 800 },
          { name: "배", pricePer100g: 700 },
        ],
      },
      {
        name: "계란",
        usage: "",
        weights: [900, 1800],
        cuts: [{ name: "무항생제 계란", pricePer100g: 500 }],
      },
    ],
  },
  {
    name: "명절 선물",
    livestock: "",
    categories: [
      {
        name: "선물세트",
        usage: "",
        weights: [1500, 2000, 3000],
        cuts: [
          { name: "한우 명품 선물세트", pricePer100g: 14_000, livestock: "hanwoo" },
          { name: "한돈 구이 선물세트", pricePer100g: 3_000, livestock: "handon" },
          { name: "한우·한돈 혼합 선물세트", pricePer100g: 8_000, livestock: "hanwoo" },
        ],
      },
    ],
  },
];

export interface SellerSpec {
  id: number;
  name: string;
  bossName: string;
  /** First nine digits; the check digit is computed. */
  businessNumberStem: string;
  phone: string;
  address: string;
  shippingFee: number;
  freeShippingThreshold: number;
  brands: readonly { brandName: string; livestock: LivestockCode; description: string }[];
}

export const SELLERS: readonly SellerSpec[] = [
  {
    id: OWN_SELLER_ID,
    // The cooperative itself: the same company as the footer's company info (content-seed.ts).
    name: "농협축산유통(주)",
    bossName: "김정훈",
    businessNumberStem: "214871035",
    phone: "1588-4379",
    address: "서울특별시 송파구 중대로 121 (가락동) 축산유통센터 7층",
    shippingFee: 3_000,
    freeShippingThreshold: 50_000,
    brands: [
      { brandName: "농협안심한우", livestock: "hanwoo", description: "조합원 농가가 키운 1등급 이상 한우" },
      { brandName: "농협안심한돈", livestock: "handon", description: "무항생제 사육 한돈" },
      { brandName: "농협 수입정육", livestock: "imported", description: "검역을 거친 수입 정육" },
      {
        brandName: "농협 수제가공",
        livestock: "meat-processing-private",
        description: "조합 가공장에서 직접 만든 양념육과 가공품",
      },
      { brandName: "한끼찬", livestock: "pb", description: "농협이 만든 간편식 PB" },
      { brandName: "농협 신선마켓", livestock: "fresh", description: "산지 직송 신선식품" },
    ],
  },
  {
    id: 10000001,
    name: "(주)대관령한우",
    bossName: "박성민",
    businessNumberStem: "225810347",
    phone: "033-335-1201",
    address: "강원특별자치도 평창군 대관령면 올림픽로 54",
    shippingFee: 4_000,
    freeShippingThreshold: 70_000,
    brands: [{ brandName: "대관령한우", livestock: "hanwoo", description: "해발 700m 대관령 고원 한우" }],
  },
  {
    id: 10000002,
    name: "횡성축산유통",
    bossName: "이영숙",
    businessNumberStem: "224813582",
    phone: "033-343-7788",
    address: "강원특별자치도 횡성군 횡성읍 횡성로 311",
    shippingFee: 3_500,
    freeShippingThreshold: 60_000,
    brands: [
      { brandName: "횡성명품한우", livestock: "hanwoo", description: "횡성에서 나고 자란 명품 한우" },
      { brandName: "횡성한돈", livestock: "handon", description: "횡성 청정 한돈" },
    ],
  },
  {
    id: 10000003,
    name: "제주흑돼지농장",
    bossName: "고민준",
    businessNumberStem: "616811094",
    phone: "064-752-3300",
    address: "제주특별자치도 제주시 애월읍 납읍로 88",
    shippingFee: 4_000,
    freeShippingThreshold: 50_000,
    brands: [{ brandName: "제주흑돈", livestock: "handon", description: "제주 흑돼지 전문 농장" }],
  },
  {
    id: 10000004,
    name: "글로벌미트코리아",
    bossName: "최현우",
    businessNumberStem: "120872269",
    phone: "02-2058-4400",
    address: "서울특별시 강서구 마곡중앙로 161",
    shippingFee: 3_000,
    freeShippingThreshold: 40_000,
    brands: [{ brandName: "글로벌미트", livestock: "imported", description: "미국·호주산 프리미엄 수입육" }],
  },
  {
    id: 10000005,
    name: "청정가금",
    bossName: "정다은",
    businessNumberStem: "403817726",
    phone: "063-530-2211",
    address: "전북특별자치도 정읍시 북면 3산단로 20",
    shippingFee: 3_000,
    freeShippingThreshold: 30_000,
    brands: [
      { brandName: "청정닭", livestock: "poultry", description: "동물복지 인증 농장 닭고기" },
      { brandName: "청정오리", livestock: "poultry", description: "국내산 오리 전문" },
    ],
  },
  {
    id: 10000006,
    name: "명가푸드",
    bossName: "한지훈",
    businessNumberStem: "134861873",
    phone: "031-8041-5050",
    address: "경기도 안산시 단원구 산단로 112",
    shippingFee: 3_000,
    freeShippingThreshold: 30_000,
    brands: [
      { brandName: "명가햄", livestock: "meat-processing", description: "국내산 돼지고기로 만든 햄·소시지" },
      { brandName: "명가 떡갈비", livestock: "meat-processing", description: "전통 방식 수제 떡갈비" },
    ],
  },
  {
    id: 10000007,
    name: "초록들농산",
    bossName: "윤서연",
    businessNumberStem: "312865410",
    phone: "041-570-3030",
    address: "충청남도 천안시 동남구 병천면 충절로 1750",
    shippingFee: 3_500,
    freeShippingThreshold: 40_000,
    brands: [{ brandName: "초록들", livestock: "fresh", description: "친환경 인증 농산물" }],
  },
];

/** Grades by livestock with their weight in the demo mix and price factor. */
export const GRADES: Partial<
  Record<LivestockCode, readonly (readonly [grade: string, weight: number, factor: number])[]>
> = {
  hanwoo: [
    ["1++", 30, 1],
    ["1+", 35, 0.85],
    ["1", 25, 0.72],
    ["2", 10, 0.6],
  ],
  handon: [
    ["1+", 60, 1],
    ["1", 40, 0.9],
  ],
};

/** How often each group appears among generated items. */
export const GROUP_WEIGHTS: Record<string, number> = {
  hanwoo: 30,
  handon: 20,
  imported: 12,
  poultry: 10,
  "meat-processing": 8,
  "meat-processing-private": 8,
  pb: 5,
  fresh: 4,
  "": 3,
};

export const IMPORTED_ORIGINS = ["미국산", "호주산", "캐나다산", "뉴질랜드산"] as const;

export const SUB_TITLES: Record<LivestockCode, readonly string[]> = {
  hanwoo: ["마블링이 살아있는 한우", "당일 손질 냉장 한우", "조합원 농가 직송", "육즙 가득 숙성 한우"],
  handon: ["쫄깃한 식감의 한돈", "무항생제 한돈", "당일 도축 냉장 한돈", "두툼하게 썰어 더 맛있는"],
  imported: ["검역 완료 수입 정육", "부드러운 곡물비육", "합리적인 가격의 수입육"],
  poultry: ["동물복지 인증", "국내산 신선 가금육", "저지방 고단백"],
  "meat-processing": ["아이들 간식으로 좋은", "데우기만 하면 완성", "국내산 원료육 사용"],
  "meat-processing-private": ["조합 가공장 직접 생산", "농협 수제 레시피", "첨가물을 줄인 수제 가공"],
  pb: ["전자레인지 3분 완성", "한끼찬 간편식", "진하게 우려낸 육수"],
  fresh: ["산지 직송", "친환경 인증 농산물", "오늘 수확한 신선함"],
};
