import type { UserType } from "@shop/contracts/auth";
import type { orderSummarySchema } from "@shop/contracts/order";
import type { MypageSummary } from "@shop/contracts/point";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import type { z } from "zod";
import { CONVERSE_BUSINESS_PATH, SALES_LEDGER_PATH } from "../../lib/document-links";
import pageStyles from "./mypage.module.css";
import { type OrderStep, RECENT_ORDER_MONTHS } from "./mypage-home";
import styles from "./mypage-home.module.css";

type RecentOrder = z.infer<typeof orderSummarySchema>;

const USER_TYPE_LABELS: Record<UserType, string> = { PERSONAL: "개인회원", BUSINESS: "사업자회원" };

/** A status waiting on the shopper (a deposit, a payment) stands out; a finished one steps back. */
function statusClass(status: RecentOrder["status"]) {
  if (status === "payment_pending" || status === "awaiting_deposit")
    return `${styles.orderStatus} ${styles.statusWaiting}`;
  if (status === "confirmed" || status === "cancelled") return `${styles.orderStatus} ${styles.statusDone}`;
  return styles.orderStatus;
}

interface MemberSummaryProps {
  member: { userName: string; userType: UserType; gradeLabel: string };
  summary: MypageSummary;
  wishlistCount: number;
}

/** The greeting with the member's name, and the benefits they hold, each opening its page. */
export function MemberSummary({ member, summary, wishlistCount }: MemberSummaryProps) {
  const tiles = [
    { label: "적립금", value: formatWon(summary.point), to: "/mypage/point" },
    { label: "쿠폰", value: `${formatNumber(summary.couponCount)}장`, to: "/mypage/coupon" },
    { label: "배송비 쿠폰", value: `${formatNumber(summary.shippingCouponCount)}장`, to: "/mypage/delivery-coupon" },
    { label: "찜한 상품", value: `${formatNumber(wishlistCount)}개`, to: "/mypage/wishlist" },
  ];
  return (
    <section className={styles.profile} aria-labelledby="mypage-greeting">
      <div className={styles.greeting}>
        <p id="mypage-greeting" className={styles.greetingText}>
          <strong>{member.userName}</strong>님, 반갑습니다.
        </p>
        <span className={styles.memberType}>{USER_TYPE_LABELS[member.userType]}</span>
        <Link
          to="/mypage/grade"
          className={styles.memberType}
          aria-label={`회원등급 ${member.gradeLabel}, 등급 혜택 보기`}
        >
          {member.gradeLabel} 등급 ›
        </Link>
        <Link to="/mypage/modify" className={styles.modifyLink}>
          회원정보 수정 ›
        </Link>
        {member.userType === "BUSINESS" ? (
          <>
            <Link to={SALES_LEDGER_PATH} className={styles.modifyLink}>
              거래 원장 ›
            </Link>
            <a href={CONVERSE_BUSINESS_PATH} className={styles.modifyLink} download>
              거래처 등록 정보 ›
            </a>
          </>
        ) : null}
      </div>
      <ul className={styles.benefits} aria-label="나의 혜택">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={styles.benefit} aria-label={`${tile.label} ${tile.value}`}>
              <span className={styles.benefitLabel}>{tile.label}</span>
              <strong className={styles.benefitValue}>{tile.value}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 입금대기 › 결제완료 › 상품준비중 › 배송중 › 배송완료 with the member's counts, each opening the list filtered to it. */
export function OrderStepBoard({ steps }: { steps: readonly OrderStep[] }) {
  return (
    <section className={pageStyles.section} aria-labelledby="mypage-order-steps">
      <div className={pageStyles.sectionHead}>
        <h2 id="mypage-order-steps" className={pageStyles.sectionTitle}>
          주문/배송 현황<span className={pageStyles.sectionNote}>최근 {RECENT_ORDER_MONTHS}개월</span>
        </h2>
        <Link to="/mypage/order" className={pageStyles.moreLink}>
          전체보기 ›
        </Link>
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.status} className={styles.step}>
            <Link
              to={step.href}
              className={step.count > 0 ? `${styles.stepLink} ${styles.stepActive}` : styles.stepLink}
              aria-label={`${step.label} ${step.count}건`}
            >
              <strong className={styles.stepCount}>{step.count}</strong>
              <span className={styles.stepLabel}>{step.label}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The latest orders of the period, each opening its detail; an invitation to shop when there is none. */
export function RecentOrders({ orders }: { orders: readonly RecentOrder[] }) {
  return (
    <section className={pageStyles.section} aria-labelledby="mypage-recent-orders">
      <div className={pageStyles.sectionHead}>
        <h2 id="mypage-recent-orders" className={pageStyles.sectionTitle}>
          최근 주문
        </h2>
        {orders.length > 0 ? (
          <Link to="/mypage/order" className={pageStyles.moreLink}>
            전체보기 ›
          </Link>
        ) : null}
      </div>
      {orders.length === 0 ? (
        <div className={pageStyles.empty}>
          <p className={styles.emptyText}>최근 {RECENT_ORDER_MONTHS}개월간 주문하신 내역이 없습니다.</p>
          <Link to="/" className={pageStyles.emptyAction}>
            쇼핑하러 가기
          </Link>
        </div>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <li key={order.orderId} className={styles.orderItem}>
              <Link
                to={`/mypage/order/${order.orderId}/${encodeURIComponent(order.orderCode)}`}
                className={styles.order}
                aria-label={`${order.title} ${order.statusLabel}, 주문번호 ${order.orderCode} 상세보기`}
              >
                <span className={styles.orderThumb}>
                  {order.imageSrc ? (
                    <img src={order.imageSrc} alt="" width={64} height={64} loading="lazy" decoding="async" />
                  ) : null}
                </span>
                <span className={styles.orderBody}>
                  <span className={styles.orderMeta}>
                    {koreaDate(order.orderedAt)}
                    <span className={styles.orderCode}>주문번호 {order.orderCode}</span>
                  </span>
                  <span className={styles.orderTitle}>{order.title}</span>
                  <span className={styles.orderAmount}>{formatWon(order.orderPayAmount)}</span>
                </span>
                <span className={statusClass(order.status)}>{order.statusLabel}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where else a member goes from my page: what the side menu (SPEC §2) does not list. */
const SHORTCUTS = [
  { label: "상품 리뷰", note: "배송받은 상품의 리뷰 쓰기", to: "/mypage/review" },
  { label: "체험단", note: "신청 내역과 체험 리뷰 쓰기", to: "/mypage/experience-team" },
  { label: "1:1 문의 · 상품 문의", note: "문의와 답변 보기", to: "/mypage/inquiry-item" },
  { label: "회원등급", note: "등급별 적립 혜택", to: "/mypage/grade" },
  { label: "찜한 상품", note: "관심 상품 모아 보기", to: "/mypage/wishlist" },
  { label: "최근 본 상품", note: "다시 보고 싶은 상품", to: "/mypage/recent-view" },
];

/** 나의 쇼핑 활동: reviews, inquiries, the grade, the wishlist and the recently viewed items. */
export function MypageShortcuts() {
  return (
    <section className={pageStyles.section} aria-labelledby="mypage-shortcuts">
      <div className={pageStyles.sectionHead}>
        <h2 id="mypage-shortcuts" className={pageStyles.sectionTitle}>
          나의 쇼핑 활동
        </h2>
      </div>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className={styles.shortcut}>
              <strong>{shortcut.label}</strong>
              <span>{shortcut.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
