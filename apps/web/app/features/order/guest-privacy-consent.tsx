import { CheckboxField } from "../../components/form/form-fields";
import { GUEST_FIELDS } from "./guest-checkout";
import styles from "./guest-checkout.module.css";

/** What a non-member's order collects, why, and for how long (개인정보 보호법 §15: told before consent). */
const TERMS: readonly (readonly [string, string])[] = [
  ["수집 항목", "주문자 이름·휴대폰번호·이메일, 받는 분 이름·휴대폰번호·주소, 주문 비밀번호(암호화하여 저장)"],
  ["이용 목적", "주문 접수와 결제, 상품 배송, 비회원 주문조회, 교환·반품·환불 상담"],
  ["보유 기간", "전자상거래 등에서의 소비자보호에 관한 법률에 따라 주문·결제·배송 기록을 5년간 보관한 뒤 파기"],
];

/** The non-member's consent to collecting their details (required for a non-member order). */
export function GuestPrivacyConsent({ defaultChecked, error }: { defaultChecked: boolean; error: string | undefined }) {
  return (
    <>
      <dl className={styles.terms}>
        {TERMS.map(([term, text]) => (
          <div key={term} className={styles.termsRow}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.termsNote}>동의하지 않으실 수 있지만, 동의하지 않으시면 비회원으로 주문하실 수 없어요.</p>
      <CheckboxField
        name={GUEST_FIELDS.privacyAgree}
        defaultChecked={defaultChecked}
        error={error}
        className={styles.consent}
      >
        비회원 주문을 위한 개인정보 수집·이용에 동의합니다. (필수)
      </CheckboxField>
    </>
  );
}
