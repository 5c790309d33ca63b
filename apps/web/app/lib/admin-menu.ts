import type { StaffPermission } from "@shop/core/staff/staff-roles";

/** One entry of the back office's side menu: shown to staff whose role allows `permission`. */
export interface AdminMenuEntry {
  to: string;
  label: string;
  /** What the dashboard says the section is for. */
  description: string;
  permission: StaffPermission | null;
}

/**
 * The back office's sections in menu order (issue 14). An entry is added with its page: the menu never links to a
 * page that is not there.
 */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { to: "/admin", label: "대시보드", description: "오늘 할 일과 메뉴", permission: null },
  {
    to: "/admin/staff",
    label: "관리자 계정",
    description: "운영자, 고객센터, 판매사 직원의 계정을 만들고, 사용을 멈추거나 인증 앱 등록을 초기화합니다.",
    permission: "staff.write",
  },
  {
    to: "/admin/items",
    label: "상품 관리",
    description: "상품 정보, 가격, 옵션별 재고와 진열을 바꾸고, 엑셀 파일로 판매가와 재고를 한 번에 고칩니다.",
    permission: "items.read",
  },
  {
    to: "/admin/orders",
    label: "주문 관리",
    description:
      "주문을 찾아 상품준비중, 배송중(운송장 등록), 배송완료로 처리합니다. 판매사 직원은 자기 상품의 주문만 봅니다.",
    permission: "orders.read",
  },
  {
    to: "/admin/claims",
    label: "클레임 관리",
    description:
      "취소, 반품, 교환 신청을 보고 수거 완료, 환불 완료(교환 발송), 거부로 처리합니다. 판매사 직원은 자기 상품의 신청만 봅니다.",
    permission: "orders.read",
  },
  {
    to: "/admin/inquiries",
    label: "문의 관리",
    description: "1:1 문의, 상품 문의, 입점 문의에 답변합니다. 판매사 직원은 자기 상품의 문의만 봅니다.",
    permission: "inquiries.answer",
  },
  {
    to: "/admin/members",
    label: "회원 관리",
    description: "회원을 아이디, 이름, 연락처, 회사로 찾고 등급과 적립금을 봅니다. 운영자는 적립금을 조정합니다.",
    permission: "members.read",
  },
  {
    to: "/admin/coupons",
    label: "쿠폰 관리",
    description: "상품·배송비 쿠폰을 만들고, 회원 등급이나 지정 회원에게 발급하거나 오프라인 코드를 만듭니다.",
    permission: "coupons.write",
  },
  {
    to: "/admin/stats",
    label: "매출 통계",
    description: "기간별 주문, 결제 금액, 취소·환불, 신규 회원을 일별·판매사별·축종별로 보고 엑셀로 받습니다.",
    permission: "numbers.read",
  },
  {
    to: "/admin/settlements",
    label: "정산 관리",
    description: "월별로 판매사마다 결제 금액에서 환불과 수수료를 뺀 정산 금액을 보고 엑셀로 받습니다.",
    permission: "settlements.read",
  },
  {
    to: "/admin/tracking",
    label: "방문 행동 통계",
    description:
      "상품 조회, 장바구니 담기·삭제, 주문서 단계, 구매 완료, 기획전·회원가입 기록을 최근 30일 일별로 봅니다.",
    permission: "tracking.read",
  },
  {
    to: "/admin/reports",
    label: "신고 관리",
    description: "회원이 신고한 상품 리뷰와 이벤트 댓글을 보고 처리완료로 바꿉니다.",
    permission: "content.write",
  },
  {
    to: "/admin/sellers",
    label: "입점사 관리",
    description: "입점사의 사업자번호와 배송비 조건을 보고, 정산에 쓰는 판매 수수료율을 바꿉니다.",
    permission: "sellers.write",
  },
  {
    to: "/admin/content",
    label: "콘텐츠 관리",
    description:
      "공지사항, FAQ, 약관과 방침, 띠배너, 팝업, 메인 비주얼, 점검 시간, 앱 버전을 고칩니다. 저장하면 쇼핑몰에 바로 보입니다.",
    permission: "content.write",
  },
  {
    to: "/admin/roulettes",
    label: "룰렛 이벤트",
    description: "룰렛 이벤트의 기간, 참여 방식, 경품별 확률과 수량을 정하고, 참여 내역을 보거나 CSV로 받습니다.",
    permission: "content.write",
  },
  {
    to: "/admin/experience-teams",
    label: "체험단 관리",
    description:
      "상품별 체험단을 만들고, 신청자를 보고 모집 인원만큼 선정합니다. 선정된 회원이 쓴 리뷰는 상품 상세에 보입니다.",
    permission: "content.write",
  },
  {
    to: "/admin/meat-cuts",
    label: "부위 관리",
    description: "한우·한돈·닭의 부위 안내도를 올리고, 부위 이름과 설명, 노출 순서를 고칩니다.",
    permission: "content.write",
  },
  {
    to: "/admin/deposit-accounts",
    label: "입금 계좌 관리",
    description: "무통장 입금과 사업자 대량 구매에 안내하는 조합 계좌를 추가하고, 고치거나 숨깁니다.",
    permission: "content.write",
  },
  {
    to: "/admin/common-codes",
    label: "공통 코드 관리",
    description: "배송 요청사항, 취소 사유, 문의 유형, 장바구니 안내 같은 선택 상자의 코드를 추가하고 고칩니다.",
    permission: "content.write",
  },
  {
    to: "/admin/audit-logs",
    label: "작업 기록",
    description: "관리자 계정이 한 모든 변경을 누가, 언제, 무엇을 바꿨는지로 찾습니다.",
    permission: "audit.read",
  },
];

/** The entries a staff member with `permissions` sees. */
export function adminMenuFor(permissions: readonly string[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => entry.permission === null || permissions.includes(entry.permission));
}
