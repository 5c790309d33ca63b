import { Link } from "react-router";
import styles from "./store-inquiry.module.css";

/** Where the application form is (SPEC §2 /store/apply). */
export const STORE_APPLY_PATH = "/store/apply";

const REASONS = [
  {
    title: "믿고 사는 구매 고객",
    text: "조합원과 일반 회원은 물론 식당·정육점·급식업체 같은 사업자 회원이 도매 단위로 구매합니다. 단골 사업자와는 지정거래로 정해진 조건의 거래를 이어갈 수 있습니다.",
  },
  {
    title: "농협 신선물류",
    text: "냉장·냉동 상품은 농협 신선물류로 판매자별로 묶어 고객에게 보냅니다. 직접 배송이 편하시면 개별 배송으로 판매하실 수도 있습니다.",
  },
  {
    title: "투명한 정산",
    text: "구매확정된 주문을 기준으로 정산하며, 주문·취소·반품이 반영된 정산 내역을 주문 단위로 안내해 드립니다. 정산 주기와 수수료는 계약 때 협의합니다.",
  },
  {
    title: "브랜드를 알리는 전시",
    text: "브랜드관과 기획전, 베스트·신상품 코너로 판매자 브랜드와 상품을 소개합니다. 상품 문의와 리뷰로 고객과 직접 만날 수 있습니다.",
  },
];

const PREPARE = [
  "사업자등록번호와 대표자 정보",
  "회사소개서 또는 입점 제안서 (PDF·이미지, 선택)",
  "취급 상품과 월 공급 가능 물량, 희망 공급 조건",
  "축산물 이력번호 관리, HACCP 등 인증 현황 (있다면 제안 내용에 적어 주세요)",
];

interface StoreIntroProps {
  categories: readonly { code: string; label: string }[];
  reviewBusinessDays: number;
}

/**
 * 입점문의 (the customer-service menu's entry): why producers sell here, how an application goes, what it takes and
 * the way to the form.
 */
export function StoreIntro({ categories, reviewBusinessDays }: StoreIntroProps) {
  const steps = [
    { title: "입점 신청", text: "회사 정보와 제안 내용을 온라인으로 보내 주세요. 회원가입 없이 신청하실 수 있습니다." },
    { title: "검토", text: `담당 MD가 제안을 검토하고 영업일 기준 ${reviewBusinessDays}일 이내에 연락드립니다.` },
    { title: "계약", text: "판매 조건과 배송 방식, 정산 조건을 협의해 계약을 맺습니다." },
    { title: "입점", text: "상품 정보를 등록하고 검수를 거쳐 판매를 시작합니다." },
  ];
  return (
    <div className={styles.intro}>
      <h1 className={styles.title}>입점문의</h1>
      <section className={styles.hero} aria-labelledby="store-hero-title">
        <p className={styles.eyebrow}>PARTNER WITH US</p>
        <h2 id="store-hero-title" className={styles.heroTitle}>
          좋은 축산물을 키우고 만드는 분들과 함께합니다
        </h2>
        <p className={styles.heroText}>
          농협 축산물 도매몰은 조합원과 사업자 고객에게 믿을 수 있는 축산물과 신선식품을 도매가로 공급합니다. 한우·한돈
          농가부터 가공·간편식 업체까지, 정성껏 만든 상품의 새 판로가 되어 드리겠습니다.
        </p>
        <Link to={STORE_APPLY_PATH} className={styles.cta}>
          입점 신청하기
        </Link>
      </section>

      <section aria-labelledby="store-reasons-title">
        <h2 id="store-reasons-title" className={styles.sectionTitle}>
          농협 축산물 도매몰에 입점하면
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="store-steps-title">
        <h2 id="store-steps-title" className={styles.sectionTitle}>
          입점 절차
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="store-categories-title">
        <h2 id="store-categories-title" className={styles.sectionTitle}>
          모집 분야
        </h2>
        <ul className={styles.chips} aria-label="입점 모집 카테고리">
          {categories.map((category) => (
            <li key={category.code}>{category.label}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="store-prepare-title">
        <h2 id="store-prepare-title" className={styles.sectionTitle}>
          신청 전에 준비해 주세요
        </h2>
        <ul className={styles.checklist}>
          {PREPARE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className={styles.closing} aria-label="입점 신청">
        <p className={styles.closingText}>
          검토 결과는 신청하신 담당자 연락처로 영업일 기준 {reviewBusinessDays}일 이내에 알려 드립니다.
        </p>
        <Link to={STORE_APPLY_PATH} className={styles.cta}>
          입점 신청하기
        </Link>
      </section>
    </div>
  );
}
