import type { UserType } from "@shop/contracts/auth";
import { TextField } from "../../components/form/form-fields";
import type { AccountActionData } from "./account-action.server";
import styles from "./account-form.module.css";
import { BusinessFields } from "./business-fields";
import { PhoneVerification } from "./phone-verification";
import { type AgreementTerm, TermsAgreement } from "./terms-agreement";

interface BuyerFieldsProps {
  userType: UserType;
  terms: AgreementTerm[];
  errorOf: (name: string) => string | undefined;
  actionData: AccountActionData | undefined;
  /** Values to start from: what was posted, or the profile being completed (sns-join, transfer-join). */
  defaults?: Partial<Record<"userName" | "email" | "phoneNumber" | "businessNumber" | "companyName", string>>;
}

function text(value: string | boolean | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Name, e-mail, verified phone, company fields for company buyers and the agreements: join, sns-join, transfer-join. */
export function BuyerFields({ userType, terms, errorOf, actionData, defaults = {} }: BuyerFieldsProps) {
  const values = actionData?.values ?? {};
  const pick = (name: keyof NonNullable<BuyerFieldsProps["defaults"]>) => text(values[name]) ?? defaults[name] ?? "";
  return (
    <>
      <input type="hidden" name="userType" value={userType} />
      <TextField
        label="이름"
        name="userName"
        autoComplete="name"
        maxLength={20}
        defaultValue={pick("userName")}
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
        defaultValue={pick("email")}
        requiredMark
        error={errorOf("email")}
      />
      <PhoneVerification
        state={actionData?.phone}
        defaultPhone={pick("phoneNumber")}
        phoneError={errorOf("phoneNumber")}
        verificationError={errorOf("phoneVerificationToken")}
      />
      {userType === "BUSINESS" && (
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>사업자 정보</h2>
          <BusinessFields
            defaultBusinessNumber={pick("businessNumber")}
            defaultCompanyName={pick("companyName")}
            errorOf={errorOf}
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
