import type { UserType } from "@shop/contracts/auth";
import { TextField } from "../../components/form/form-fields";
import type { AccountActionData } from "./account-action.server";
import styles from "./account-form.module.css";
import { BusinessFields } from "./business-fields";
import { type BuyerProfile, buyerFieldValues } from "./buyer-form";
import { PhoneVerification } from "./phone-verification";
import { type AgreementTerm, TermsAgreement } from "./terms-agreement";

interface BuyerFieldsProps {
  userType: UserType;
  terms: AgreementTerm[];
  errorOf: (name: string) => string | undefined;
  actionData: AccountActionData | undefined;
  /** The profile being completed (sns-join, transfer-join); what was posted comes first. */
  profile?: BuyerProfile;
}

/** Name, e-mail, verified phone, company fields for company buyers and the agreements: join, sns-join, transfer-join. */
export function BuyerFields({ userType, terms, errorOf, actionData, profile }: BuyerFieldsProps) {
  const values = actionData?.values ?? {};
  const start = buyerFieldValues(actionData?.values, profile);
  return (
    <>
      <input type="hidden" name="userType" value={userType} />
      <TextField
        label="이름"
        name="userName"
        autoComplete="name"
        maxLength={20}
        defaultValue={start.userName}
        requiredMark
        error={errorOf("userName")}
      />
      <TextField
        label="이메일"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={100}
        placeholder="example@email.com"
        defaultValue={start.email}
        requiredMark
        error={errorOf("email")}
      />
      <PhoneVerification
        state={actionData?.phone}
        defaultPhone={start.phoneNumber}
        phoneError={errorOf("phoneNumber")}
        verificationError={errorOf("phoneVerificationToken")}
      />
      {userType === "BUSINESS" && (
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>사업자 정보</h2>
          <BusinessFields
            defaultBusinessNumber={start.businessNumber}
            defaultCompanyName={start.companyName}
            errorOf={errorOf}
            withLookup
            lookup={actionData?.businessLookup}
          />
        </div>
      )}
      <TermsAgreement
        terms={terms}
        initial={{
          agreeTerms: values.agreeTerms === true,
          agreePrivacy: values.agreePrivacy === true,
          agreeMarketing: values.agreeMarketing === true,
        }}
        errorOf={errorOf}
      />
    </>
  );
}
