import { formatBusinessNumber, isValidBusinessNumber } from "@shop/core/validation/business-number";
import { useState } from "react";
import { TextField } from "../../components/form/form-fields";

interface BusinessFieldsProps {
  defaultBusinessNumber?: string;
  defaultCompanyName?: string;
  errorOf: (name: string) => string | undefined;
}

/**
 * A company buyer's business registration number (typed as 10 digits, SPEC §5, and shown back in the 3-2-5 form
 * once it passes the checksum) and company name.
 */
export function BusinessFields({ defaultBusinessNumber = "", defaultCompanyName = "", errorOf }: BusinessFieldsProps) {
  const [businessNumber, setBusinessNumber] = useState(defaultBusinessNumber);
  const plain = businessNumber.trim();
  const valid = isValidBusinessNumber(plain);
  return (
    <>
      <TextField
        label="사업자등록번호"
        name="businessNumber"
        inputMode="numeric"
        maxLength={10}
        placeholder="'-' 없이 숫자 10자리"
        value={businessNumber}
        onChange={(event) => setBusinessNumber(event.target.value)}
        requiredMark
        error={errorOf("businessNumber")}
        success={valid && !errorOf("businessNumber") ? `사업자등록번호 ${formatBusinessNumber(plain)}` : undefined}
      />
      <TextField
        label="회사명"
        name="companyName"
        autoComplete="organization"
        maxLength={50}
        defaultValue={defaultCompanyName}
        requiredMark
        error={errorOf("companyName")}
      />
    </>
  );
}
