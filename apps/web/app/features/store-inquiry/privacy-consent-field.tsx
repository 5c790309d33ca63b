import type { StoreInquiryPrivacyConsent } from "@shop/contracts/store-inquiry";
import styles from "./store-inquiry.module.css";

interface PrivacyConsentFieldProps {
  consent: StoreInquiryPrivacyConsent;
  defaultChecked: boolean;
  error: string | undefined;
}

/**
 * 개인정보 수집·이용 동의: the notice as Korean shops lay it out (항목, 목적, 보유 기간, then the right to refuse) and
 * the box that must be ticked.
 */
export function PrivacyConsentField({ consent, defaultChecked, error }: PrivacyConsentFieldProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{consent.title}</legend>
      <table className={styles.consentTable}>
        <tbody>
          <tr>
            <th scope="row">수집 항목</th>
            <td>{consent.items}</td>
          </tr>
          <tr>
            <th scope="row">수집·이용 목적</th>
            <td>{consent.purpose}</td>
          </tr>
          <tr>
            <th scope="row">보유·이용 기간</th>
            <td>{consent.retention}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.consentRefusal}>{consent.refusal}</p>
      <div>
        <label className={styles.consentBox}>
          <input
            type="checkbox"
            name="agreePrivacy"
            value="true"
            defaultChecked={defaultChecked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "agree-privacy-message" : undefined}
          />
          <span>위 내용을 확인하였으며 개인정보 수집·이용에 동의합니다.</span>
        </label>
        {error && (
          <p id="agree-privacy-message" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
