// The businesses the local sandbox of NICE's business information API knows (docs/api/nice-dmoa.md): the sellers of the
// demo catalogue (their numbers as the seed writes them, db/seed/catalog-data.ts), the demo company buyer, the number
// the tests and the demo use for a restaurant, and one suspended (휴업) and one closed (폐업) business for the join
// form's refusals. Names and addresses are demo data; a number not listed here is answered as not registered.

export interface SandboxBusiness {
  /** b_no: ten digits. */
  number: string;
  /** b_stt_cd: 01 계속사업자, 02 휴업자, 03 폐업자. */
  statusCode: "01" | "02" | "03";
  /** tax_type_cd: 01 일반과세자, 02 간이과세자, 03 면세사업자. */
  taxTypeCode: "01" | "02" | "03";
  /** end_dt (폐업일) YYYYMMDD for a closed business. */
  closedOn?: string;
  companyName: string;
  representativeName: string;
  postcode: string;
  address: string;
  businessType: string;
  businessItem: string;
  /** estb_dt (개업일) YYYYMMDD. */
  openedOn: string;
}

const WHOLESALE = "도매 및 소매업";

export const SANDBOX_BUSINESSES: readonly SandboxBusiness[] = [
  {
    number: "2148710355",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "농협축산유통(주)",
    representativeName: "김정훈",
    postcode: "05699",
    address: "서울특별시 송파구 중대로 121 (가락동) 축산유통센터 7층",
    businessType: WHOLESALE,
    businessItem: "육류 도매업",
    openedOn: "19980401",
  },
  {
    number: "2258103473",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "(주)대관령한우",
    representativeName: "박성민",
    postcode: "25354",
    address: "강원특별자치도 평창군 대관령면 올림픽로 54",
    businessType: WHOLESALE,
    businessItem: "육류 도매업",
    openedOn: "20090715",
  },
  {
    number: "2248135822",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "횡성축산유통",
    representativeName: "이영숙",
    postcode: "25238",
    address: "강원특별자치도 횡성군 횡성읍 횡성로 311",
    businessType: WHOLESALE,
    businessItem: "육류 도매업",
    openedOn: "20110302",
  },
  {
    number: "6168110942",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "제주흑돼지농장",
    representativeName: "고민준",
    postcode: "63044",
    address: "제주특별자치도 제주시 애월읍 납읍로 88",
    businessType: "농업",
    businessItem: "양돈업",
    openedOn: "20050620",
  },
  {
    number: "1208722691",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "글로벌미트코리아",
    representativeName: "최현우",
    postcode: "07807",
    address: "서울특별시 강서구 마곡중앙로 161",
    businessType: WHOLESALE,
    businessItem: "수입 육류 도매업",
    openedOn: "20150105",
  },
  {
    number: "4038177269",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "청정가금",
    representativeName: "정다은",
    postcode: "56137",
    address: "전북특별자치도 정읍시 북면 3산단로 20",
    businessType: "제조업",
    businessItem: "가금류 가공 및 저장 처리업",
    openedOn: "20130911",
  },
  {
    number: "1348618734",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "명가푸드",
    representativeName: "한지훈",
    postcode: "15611",
    address: "경기도 안산시 단원구 산단로 112",
    businessType: "제조업",
    businessItem: "육류 가공식품 제조업",
    openedOn: "20100517",
  },
  {
    number: "3128654102",
    statusCode: "01",
    taxTypeCode: "03",
    companyName: "초록들농산",
    representativeName: "윤서연",
    postcode: "31253",
    address: "충청남도 천안시 동남구 병천면 충절로 1750",
    businessType: WHOLESALE,
    businessItem: "신선 농산물 도매업",
    openedOn: "20170403",
  },
  {
    // The demo company buyer (db/seed/designated-seed.ts DEMO_COMPANY_BUYER).
    number: "2208805266",
    statusCode: "01",
    taxTypeCode: "01",
    companyName: "(주)한우마을식자재",
    representativeName: "김대표",
    postcode: "06236",
    address: "서울특별시 강남구 테헤란로 152 (역삼동)",
    businessType: WHOLESALE,
    businessItem: "식자재 도매업",
    openedOn: "20180910",
  },
  {
    // A restaurant: the number the API tests and the e2e company join use.
    number: "1248100998",
    statusCode: "01",
    taxTypeCode: "02",
    companyName: "한우마을식당",
    representativeName: "김한우",
    postcode: "04524",
    address: "서울특별시 중구 세종대로 110 (태평로1가)",
    businessType: "숙박 및 음식점업",
    businessItem: "한식 육류요리 전문점",
    openedOn: "20190322",
  },
  {
    number: "1058712345",
    statusCode: "02",
    taxTypeCode: "01",
    companyName: "(주)마포정육도매",
    representativeName: "서동현",
    postcode: "04175",
    address: "서울특별시 마포구 마포대로 89 (공덕동)",
    businessType: WHOLESALE,
    businessItem: "육류 도매업",
    openedOn: "20120801",
  },
  {
    number: "2118612342",
    statusCode: "03",
    taxTypeCode: "01",
    closedOn: "20240630",
    companyName: "강남한돈유통",
    representativeName: "오세진",
    postcode: "06164",
    address: "서울특별시 강남구 영동대로 513 (삼성동)",
    businessType: WHOLESALE,
    businessItem: "육류 도매업",
    openedOn: "20080214",
  },
];
