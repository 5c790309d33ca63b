// Fixed pools the demo generator draws item details from: the sandbox traceability registry's
// farms and plants, item questions with their answers, experience-team reviews.

export interface Place {
  name: string;
  address: string;
}

/** Farms by livestock of the 이력 record (domestic animals only). */
export const FARMS: Readonly<Record<"hanwoo" | "handon" | "poultry", readonly Place[]>> = {
  hanwoo: [
    { name: "대관령청정농장", address: "강원특별자치도 평창군 대관령면" },
    { name: "횡성한우마을농장", address: "강원특별자치도 횡성군 우천면" },
    { name: "함평천지한우농장", address: "전라남도 함평군 함평읍" },
    { name: "고창들녘목장", address: "전북특별자치도 고창군 성송면" },
    { name: "영주소백한우농장", address: "경상북도 영주시 풍기읍" },
    { name: "홍성한우영농조합", address: "충청남도 홍성군 홍북읍" },
  ],
  handon: [
    { name: "이천도드람농장", address: "경기도 이천시 모가면" },
    { name: "제주흑돈농장", address: "제주특별자치도 제주시 한림읍" },
    { name: "김해한돈농장", address: "경상남도 김해시 한림면" },
    { name: "논산양돈영농조합", address: "충청남도 논산시 연무읍" },
  ],
  poultry: [
    { name: "진천하늘농장", address: "충청북도 진천군 덕산읍" },
    { name: "나주들판오리농장", address: "전라남도 나주시 공산면" },
    { name: "정읍새벽계육농장", address: "전북특별자치도 정읍시 태인면" },
  ],
};

export const SLAUGHTERHOUSES: readonly Place[] = [
  { name: "농협목우촌 음성공장", address: "충청북도 음성군 삼성면" },
  { name: "농협부천축산물공판장", address: "경기도 부천시 오정구" },
  { name: "농협나주축산물공판장", address: "전라남도 나주시 노안면" },
  { name: "농협고령축산물공판장", address: "경상북도 고령군 다산면" },
  { name: "(주)도드람엘피씨", address: "경기도 안성시 일죽면" },
];

export const PROCESSING_PLANTS: readonly Place[] = [
  { name: "농협축산유통 안성가공센터", address: "경기도 안성시 미양면" },
  { name: "농협축산유통 김해가공센터", address: "경상남도 김해시 주촌면" },
  { name: "(주)대관령한우 가공장", address: "강원특별자치도 평창군 대관령면" },
  { name: "횡성축산유통 가공장", address: "강원특별자치도 횡성군 횡성읍" },
];

/** Exporting plants of imported meat, by the origin as item names write it. */
export const EXPORTERS: Readonly<Record<string, readonly Place[]>> = {
  미국산: [
    { name: "Greeley Beef Plant (EST. 969)", address: "Greeley, Colorado, USA" },
    { name: "Dodge City Plant (EST. 86R)", address: "Dodge City, Kansas, USA" },
  ],
  호주산: [
    { name: "Rockhampton Meatworks (EST. 243)", address: "Rockhampton, Queensland, Australia" },
    { name: "Wagga Wagga Plant (EST. 640)", address: "Wagga Wagga, New South Wales, Australia" },
  ],
  캐나다산: [{ name: "High River Plant (EST. 038)", address: "High River, Alberta, Canada" }],
  뉴질랜드산: [{ name: "Hawera Meat Plant (ME 46)", address: "Hawera, Taranaki, New Zealand" }],
};

export const IMPORT_ORIGIN_COUNTRY: Readonly<Record<string, string>> = {
  미국산: "미국",
  호주산: "호주",
  캐나다산: "캐나다",
  뉴질랜드산: "뉴질랜드",
};

export const FAMILY_NAMES = [
  "김",
  "이",
  "박",
  "최",
  "정",
  "강",
  "조",
  "윤",
  "장",
  "임",
  "한",
  "오",
  "서",
  "신",
] as const;

/** A question a shopper asks and the answer the shop's staff gave (`{cut}` is the item's cut). */
export interface QnaTemplate {
  title: string;
  content: string;
  answer: string;
}

export const QNA_TEMPLATES: readonly QnaTemplate[] = [
  {
    title: "배송 문의드립니다",
    content: "오늘 주문하면 언제쯤 받을 수 있을까요? 주말 전에 받고 싶습니다.",
    answer: "안녕하세요, 고객님. 오후 2시 이전 주문 건은 당일 출고되어 다음 날 받아보실 수 있습니다. 감사합니다.",
  },
  {
    title: "{cut} 두께 문의",
    content: "{cut} 두께가 어느 정도인지 궁금합니다. 구이용으로 쓰기에 적당한가요?",
    answer: "안녕하세요, 고객님. 구이용은 약 1.5cm 두께로 손질하여 보내드리고 있습니다. 맛있게 드세요.",
  },
  {
    title: "보관 방법이 궁금해요",
    content: "받고 나서 바로 먹지 못하면 냉동해도 괜찮을까요?",
    answer: "안녕하세요, 고객님. 수령 후 3일 이내 드시지 못할 경우 1회분씩 나누어 냉동 보관하시길 권해드립니다.",
  },
  {
    title: "선물 포장 가능한가요",
    content: "부모님 댁으로 바로 보내려고 하는데 선물 포장이 되나요?",
    answer: "안녕하세요, 고객님. 선물 포장 옵션을 선택하시면 보냉 가방과 함께 포장하여 발송해 드립니다.",
  },
  {
    title: "원산지 확인 부탁드립니다",
    content: "상세페이지에 표시된 원산지와 실제 상품 원산지가 같은지 확인 부탁드립니다.",
    answer: "안녕하세요, 고객님. 상품 라벨과 이력번호로 원산지를 확인하실 수 있으며 표시된 원산지와 동일합니다.",
  },
  {
    title: "대량 구매 문의",
    content: "식당 운영 중인데 {cut} 10kg 이상 구매하면 할인이 되나요?",
    answer:
      "안녕하세요, 고객님. 대량 구매는 지정거래 주문으로 안내해 드리고 있습니다. 고객센터로 연락 주시면 도와드리겠습니다.",
  },
  {
    title: "유통기한 문의",
    content: "받으면 유통기한이 얼마나 남아 있나요?",
    answer: "안녕하세요, 고객님. 냉장 상품은 가공일로부터 10일, 냉동 상품은 1년입니다. 상품 라벨을 확인해 주세요.",
  },
];

export interface ExperienceReviewTemplate {
  title: string;
  content: string;
}

export const EXPERIENCE_REVIEW_TEMPLATES: readonly ExperienceReviewTemplate[] = [
  {
    title: "{cut} 체험 후기",
    content: "체험단으로 받아 본 {cut}입니다. 포장이 꼼꼼하고 신선도가 좋아서 가족 모두 만족했어요.",
  },
  {
    title: "신선하고 맛있어요",
    content: "받자마자 구워 먹었는데 잡내 없이 고소했습니다. 다음에는 직접 주문해서 먹으려고요.",
  },
  {
    title: "보냉 포장이 인상적이에요",
    content: "한여름인데도 아이스팩이 그대로였어요. {cut} 손질 상태도 깔끔해서 바로 요리할 수 있었습니다.",
  },
  {
    title: "가성비 좋은 {cut}",
    content: "가격 대비 품질이 훌륭합니다. 두께가 일정해서 굽기 편했고 식감도 부드러웠어요.",
  },
];
