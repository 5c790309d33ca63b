import { formatBusinessNumber, isValidBusinessNumber } from "@shop/core/validation/business-number";
import { BUSINESS_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "../../components/form/form-fields";
import { useRootData } from "../../lib/use-root-data";
import type { AccountActionData } from "./account-action.server";
import styles from "./account-form.module.css";
import lookupStyles from "./business-lookup.module.css";
import type { BusinessLookupState } from "./business-lookup-state";

/** The side button's intent (business-lookup.server.ts BUSINESS_LOOKUP_INTENT; not imported: that file is server-only). */
const LOOKUP_INTENT = "lookup-business";

interface BusinessFieldsProps {
  defaultBusinessNumber?: string;
  defaultCompanyName?: string;
  errorOf: (name: string) => string | undefined;
  /** Offer 사업자 조회: only on forms whose action answers its intent (the join forms and 회원정보 수정). */
  withLookup?: boolean;
  /** The 사업자 조회 answer of a page used without JavaScript. */
  lookup?: BusinessLookupState | undefined;
}

/**
 * A company buyer's business registration number (typed as 10 digits, SPEC §5, and shown back in the 3-2-5 form
 * once it passes the checksum) with 사업자 조회 (POST /api/nice-dmoa/{id}, decision 053), and the company name the
 * lookup fills. The lookup's representative, address and status show under the number until it is edited; a closed
 * business's message is the number's error (the API refuses its join, or a member's change to it, too).
 */
export function BusinessFields({
  defaultBusinessNumber = "",
  defaultCompanyName = "",
  errorOf,
  withLookup = false,
  lookup,
}: BusinessFieldsProps) {
  const { csrf } = useRootData();
  const fetcher = useFetcher<AccountActionData>();
  const [businessNumber, setBusinessNumber] = useState(defaultBusinessNumber);
  const [companyName, setCompanyName] = useState(
    (lookup?.business?.joinable && lookup.business.companyName) || defaultCompanyName,
  );
  const [answer, setAnswer] = useState(lookup);
  const [localError, setLocalError] = useState<string | null>(null);
  const plain = businessNumber.trim();
  const valid = isValidBusinessNumber(plain);

  useEffect(() => setAnswer(lookup), [lookup]);
  const fetched = fetcher.data?.businessLookup;
  useEffect(() => {
    if (!fetched) return;
    setAnswer(fetched);
    // A closed business's name is not taken: its number cannot join anyway.
    if (fetched.business?.joinable && fetched.business.companyName) setCompanyName(fetched.business.companyName);
  }, [fetched]);

  const onLookup = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (!isValidBusinessNumber(plain)) {
      setLocalError(BUSINESS_NUMBER_MESSAGE);
      return;
    }
    setLocalError(null);
    void fetcher.submit({ intent: LOOKUP_INTENT, csrf, businessNumber: plain }, { method: "post" });
  };

  const current = answer && answer.businessNumber === plain ? answer : undefined;
  const business = current?.business;
  const blocked = current?.blocked === true;
  const resultRef = useRef<HTMLDListElement>(null);

  // A closed business stops the join's submit here, the number focused (the API refuses it anyway): the side buttons
  // (formNoValidate) still work. A native listener runs before React's, so the form's own handlers see it prevented.
  useEffect(() => {
    const form = resultRef.current?.closest("form");
    if (!form || !blocked) return;
    const stop = (event: SubmitEvent) => {
      if (event.submitter instanceof HTMLButtonElement && event.submitter.formNoValidate) return;
      event.preventDefault();
      const field = form.elements.namedItem("businessNumber");
      if (field instanceof HTMLInputElement) field.focus();
    };
    form.addEventListener("submit", stop);
    return () => form.removeEventListener("submit", stop);
  }, [blocked]);
  const numberError =
    localError ??
    errorOf("businessNumber") ??
    (current && (current.blocked || !current.found) ? current.message : undefined);
  const numberSuccess = numberError
    ? undefined
    : business
      ? current?.message
      : valid
        ? `사업자등록번호 ${formatBusinessNumber(plain)}`
        : undefined;

  return (
    <>
      <TextField
        label="사업자등록번호"
        name="businessNumber"
        inputMode="numeric"
        maxLength={10}
        placeholder="'-' 없이 숫자 10자리"
        value={businessNumber}
        onChange={(event) => {
          setBusinessNumber(event.target.value);
          setLocalError(null);
        }}
        requiredMark
        error={numberError}
        success={numberSuccess}
        addon={
          withLookup && (
            <button
              type="submit"
              name="intent"
              value={LOOKUP_INTENT}
              formNoValidate
              className={styles.sideButton}
              disabled={fetcher.state !== "idle"}
              onClick={onLookup}
            >
              사업자 조회
            </button>
          )
        }
      />
      {business && (
        <dl ref={resultRef} className={lookupStyles.result} aria-label="사업자 조회 결과">
          <div>
            <dt>상호</dt>
            <dd>{business.companyName}</dd>
          </div>
          <div>
            <dt>대표자</dt>
            <dd>{business.representativeName}</dd>
          </div>
          <div>
            <dt>사업장 주소</dt>
            <dd>
              {business.postcode && `(${business.postcode}) `}
              {business.address}
            </dd>
          </div>
          <div>
            <dt>업태·종목</dt>
            <dd>{[business.businessType, business.businessItem].filter(Boolean).join(" / ")}</dd>
          </div>
          <div>
            <dt>사업자 상태</dt>
            <dd>
              <span className={business.joinable ? undefined : lookupStyles.closed}>
                {business.statusName}
                {business.closedOn && ` (폐업일 ${business.closedOn.replaceAll("-", ".")})`}
              </span>
              {business.taxType && ` · ${business.taxType}`}
            </dd>
          </div>
        </dl>
      )}
      <TextField
        label="회사명"
        name="companyName"
        autoComplete="organization"
        maxLength={50}
        value={companyName}
        onChange={(event) => setCompanyName(event.target.value)}
        hint={withLookup ? "사업자 조회로 상호를 불러올 수 있습니다." : undefined}
        requiredMark
        error={errorOf("companyName")}
      />
    </>
  );
}
