import type { CouponType, MyCoupon, MyCouponList } from "@shop/contracts/coupon";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { TextField } from "../../components/form/form-fields";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { TabLinks } from "../../components/ui/tab-links";
import { COUPON_PAGES, type CouponTab, couponTabs } from "./coupon-box";
import styles from "./coupon-box.module.css";
import type { CouponActionData } from "./coupon-box.server";
import pageStyles from "./mypage.module.css";

/** 상품 쿠폰 | 배송비 쿠폰: the two pages of the box. */
export function CouponKindNav({ current }: { current: CouponType }) {
  return (
    <nav aria-label="쿠폰 종류">
      <ul className={pageStyles.segments}>
        {(Object.keys(COUPON_PAGES) as CouponType[]).map((type) => (
          <li key={type}>
            <Link
              to={COUPON_PAGES[type].path}
              className={pageStyles.segment}
              aria-current={type === current ? "page" : undefined}
            >
              {COUPON_PAGES[type].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 사용 가능 N | 사용완료·만료 N */
export function CouponTabs({
  couponType,
  tab,
  counts,
}: {
  couponType: CouponType;
  tab: CouponTab;
  counts: MyCouponList["counts"];
}) {
  return (
    <TabLinks
      label="쿠폰 상태"
      current={tab}
      tabs={couponTabs(couponType, counts).map((entry) => ({
        key: entry.tab,
        label: entry.label,
        href: entry.href,
        count: entry.count,
        name: `${entry.label} ${entry.count}장`,
      }))}
    />
  );
}

type ShownCoupon = MyCoupon & { mark: string | null };

/** The coupons as tickets: the benefit, the name, the terms and the validity; used or expired ones greyed. */
export function CouponList({
  list,
  couponType,
  tab,
}: {
  list: readonly ShownCoupon[];
  couponType: CouponType;
  tab: CouponTab;
}) {
  if (list.length === 0) {
    const kind = COUPON_PAGES[couponType].label;
    return (
      <p className={pageStyles.empty}>
        {tab === "active" ? `사용 가능한 ${kind}이 없습니다.` : `사용하셨거나 기간이 지난 ${kind}이 없습니다.`}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {list.map((coupon) => (
        <li
          key={coupon.couponUserId}
          className={coupon.active ? styles.coupon : `${styles.coupon} ${styles.inactive}`}
          aria-label={coupon.couponName}
        >
          <div className={styles.head}>
            <strong className={styles.benefit}>{coupon.benefit}</strong>
            {coupon.mark ? (
              <span className={coupon.active ? styles.markSoon : styles.markDone}>{coupon.mark}</span>
            ) : null}
          </div>
          <p className={styles.name}>{coupon.couponName}</p>
          <ul className={styles.terms}>
            <li>{coupon.condition || "최소 구매 금액 없음"}</li>
            <li>
              {coupon.appliesTo.itemUserCode ? (
                <Link to={`/items/${encodeURIComponent(coupon.appliesTo.itemUserCode)}`} className={styles.appliesLink}>
                  {coupon.appliesTo.label}
                </Link>
              ) : (
                coupon.appliesTo.label
              )}
            </li>
            {coupon.couponConcurrently ? null : <li>다른 상품 쿠폰과 함께 사용할 수 없습니다</li>}
          </ul>
          <p className={styles.period}>
            {coupon.status === "used" && coupon.usedAt
              ? `${koreaDate(coupon.usedAt)} 사용`
              : `${koreaDate(coupon.validFrom)} ~ ${koreaDate(coupon.validUntil)}까지`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * 쿠폰 등록: the code of a paper coupon (매장·이벤트에서 받은 쿠폰 번호). A plain form post, so it works without
 * JavaScript; the field is emptied once the coupon is issued (the redirect is a new location).
 */
export function CouponRegisterForm({ error, value }: { error: string | undefined; value: string | undefined }) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "exchange";
  return (
    <Form method="post" className={styles.register} key={location.key} aria-labelledby="coupon-register-title">
      <CsrfField />
      <h2 id="coupon-register-title" className={styles.registerTitle}>
        쿠폰 등록
      </h2>
      <TextField
        label="쿠폰 번호"
        name="code"
        defaultValue={value}
        placeholder="쿠폰 번호를 입력해 주세요"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        error={error}
        hint="매장이나 이벤트에서 받으신 쿠폰 번호를 입력해 주세요. 영문은 대소문자를 구분하지 않습니다."
        addon={
          <button
            type="submit"
            name="intent"
            value="exchange"
            className={styles.registerButton}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            등록
          </button>
        }
      />
    </Form>
  );
}

interface CouponBoxProps {
  /** How this kind of coupon is used, under the title. */
  lead: string;
  box: {
    couponType: CouponType;
    tab: CouponTab;
    /** Usable coupons of both kinds whose validity ends within 7 days. */
    expiringCouponCount: number;
    counts: MyCouponList["counts"];
    pagination: MyCouponList["pagination"];
    list: readonly ShownCoupon[];
  };
  actionData: CouponActionData | undefined;
}

/**
 * One page of the coupon box (쿠폰, either kind): the two kinds, the register form, the tabs, the tickets and their
 * pages.
 */
export function CouponBox({ lead, box, actionData }: CouponBoxProps) {
  const typed = actionData?.values?.code;
  return (
    <section className={pageStyles.page} aria-labelledby="coupon-title">
      <h1 id="coupon-title" className={pageStyles.title}>
        쿠폰
      </h1>
      <p className={pageStyles.lead}>{lead}</p>
      <p className={box.expiringCouponCount > 0 ? styles.expiringSoon : styles.expiring} data-testid="coupon-expiring">
        7일 이내 만료 예정 쿠폰 <strong>{box.expiringCouponCount}장</strong>
      </p>
      <CouponKindNav current={box.couponType} />
      <CouponRegisterForm error={actionData?.fieldErrors?.code} value={typeof typed === "string" ? typed : undefined} />
      <section className={pageStyles.section} aria-label={`${COUPON_PAGES[box.couponType].label} 목록`}>
        <CouponTabs couponType={box.couponType} tab={box.tab} counts={box.counts} />
        <CouponList list={box.list} couponType={box.couponType} tab={box.tab} />
        <PaginationNav pagination={box.pagination} />
      </section>
    </section>
  );
}
