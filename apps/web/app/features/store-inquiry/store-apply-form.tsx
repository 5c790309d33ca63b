import {
  STORE_INQUIRY_FILE_FIELD,
  STORE_INQUIRY_PROPOSAL_MAX,
  STORE_INQUIRY_PROPOSAL_MIN,
  type StoreInquiryForm,
} from "@shop/contracts/store-inquiry";
import { formatNumber } from "@shop/core/format/number";
import { formatBusinessNumber, isValidBusinessNumber } from "@shop/core/validation/business-number";
import { type FormEvent, useEffect, useState } from "react";
import { Form } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { type FormValues, textOf } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { AttachmentsField } from "./attachments-field";
import { PrivacyConsentField } from "./privacy-consent-field";
import styles from "./store-inquiry.module.css";
import type { StoreInquiryActionData } from "./store-inquiry-action.server";
import { type ChosenFile, chosenFilesProblem, STORE_INQUIRY_SPEC } from "./store-inquiry-form";

interface StoreApplyFormProps {
  form: StoreInquiryForm;
  actionData: StoreInquiryActionData | undefined;
}

/**
 * The 입점 신청 form: company, contact, the proposal with its files, and the privacy consent. Posted as
 * multipart/form-data to the route's action; works without JavaScript and, with it, checks each field as it is typed
 * (the API's own rules) and the chosen files before anything is sent.
 */
export function StoreApplyForm({ form, actionData }: StoreApplyFormProps) {
  const { formProps, errorOf } = useLiveValidation(STORE_INQUIRY_SPEC, actionData?.fieldErrors);
  const values: FormValues = actionData?.values ?? {};
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  // The server's message about the files shows until other files are chosen; a new answer shows its own again.
  const [filesChanged, setFilesChanged] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer object from the action resets the view
  useEffect(() => setFilesChanged(false), [actionData]);
  const filesProblem = chosenFilesProblem(chosen, form.attachments) ?? undefined;
  const attachmentsError = filesChanged ? filesProblem : errorOf(STORE_INQUIRY_FILE_FIELD);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (!filesProblem) return;
    const textFailed = event.defaultPrevented;
    event.preventDefault();
    setFilesChanged(true);
    if (!textFailed) event.currentTarget.querySelector<HTMLElement>(`[name="${STORE_INQUIRY_FILE_FIELD}"]`)?.focus();
  };

  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} {...formProps} onSubmit={onSubmit}>
      <CsrfField />
      <FormAlert message={actionData?.formError} />
      <p className={styles.requiredNote}>
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>{" "}
        표시는 필수 입력 항목입니다.
      </p>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>회사 정보</legend>
        <div className={styles.twoColumns}>
          <TextField
            label="회사명"
            name="companyName"
            autoComplete="organization"
            maxLength={50}
            defaultValue={textOf(values, "companyName")}
            requiredMark
            error={errorOf("companyName")}
          />
          <TextField
            label="대표자명"
            name="ceoName"
            autoComplete="off"
            maxLength={30}
            defaultValue={textOf(values, "ceoName")}
            requiredMark
            error={errorOf("ceoName")}
          />
        </div>
        <BusinessNumberField defaultValue={textOf(values, "businessNumber")} error={errorOf("businessNumber")} />
        <TextField
          label="홈페이지 (선택)"
          name="website"
          type="text"
          inputMode="url"
          autoComplete="url"
          maxLength={200}
          placeholder="www.example.co.kr"
          defaultValue={textOf(values, "website")}
          error={errorOf("website")}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>담당자 정보</legend>
        <TextField
          label="담당자명"
          name="managerName"
          autoComplete="name"
          maxLength={30}
          defaultValue={textOf(values, "managerName")}
          requiredMark
          error={errorOf("managerName")}
        />
        <div className={styles.twoColumns}>
          <TextField
            label="휴대폰번호"
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder="'-' 없이 숫자만 입력"
            defaultValue={textOf(values, "phoneNumber")}
            requiredMark
            error={errorOf("phoneNumber")}
          />
          <TextField
            label="이메일"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={100}
            placeholder="example@company.co.kr"
            defaultValue={textOf(values, "email")}
            requiredMark
            error={errorOf("email")}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>입점 제안</legend>
        <CategoryField
          categories={form.categories}
          defaultValue={textOf(values, "category")}
          error={errorOf("category")}
        />
        <ProposalField defaultValue={textOf(values, "proposal")} error={errorOf("proposal")} />
        <AttachmentsField
          limits={form.attachments}
          chosen={chosen}
          error={attachmentsError}
          filesDropped={actionData?.filesDropped === true}
          onChoose={(files) => {
            setChosen(files);
            setFilesChanged(true);
          }}
        />
      </fieldset>

      <PrivacyConsentField
        consent={form.privacyConsent}
        defaultChecked={values.agreePrivacy === true}
        error={errorOf("agreePrivacy")}
      />

      <div className={styles.actions}>
        <SubmitButton>입점 신청하기</SubmitButton>
      </div>
    </Form>
  );
}

/** 사업자등록번호: typed as 10 digits and shown back in the 3-2-5 form once it passes the checksum. */
function BusinessNumberField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const [typed, setTyped] = useState(defaultValue);
  const plain = typed.trim();
  return (
    <TextField
      label="사업자등록번호"
      name="businessNumber"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder="'-' 없이 숫자 10자리"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      requiredMark
      error={error}
      success={isValidBusinessNumber(plain) && !error ? `사업자등록번호 ${formatBusinessNumber(plain)}` : undefined}
    />
  );
}

function CategoryField({
  categories,
  defaultValue,
  error,
}: {
  categories: StoreInquiryForm["categories"];
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor="store-category" className={styles.label}>
        입점 희망 카테고리
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      <select
        id="store-category"
        name="category"
        defaultValue={defaultValue}
        className={error ? `${styles.select} ${styles.invalid}` : styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "store-category-message" : undefined}
      >
        <option value="">카테고리를 선택해 주세요</option>
        {categories.map((category) => (
          <option key={category.code} value={category.code}>
            {category.label}
          </option>
        ))}
      </select>
      {error && (
        <p id="store-category-message" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function ProposalField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const [length, setLength] = useState(Array.from(defaultValue).length);
  return (
    <div className={styles.field}>
      <label htmlFor="store-proposal" className={styles.label}>
        제안 내용
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      <textarea
        id="store-proposal"
        name="proposal"
        defaultValue={defaultValue}
        maxLength={STORE_INQUIRY_PROPOSAL_MAX}
        placeholder="취급 상품, 생산·가공 방식, 월 공급 가능 물량, 희망 공급가·배송 방식 등을 적어 주세요."
        className={error ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "store-proposal-message store-proposal-count" : "store-proposal-count"}
        onChange={(event) => setLength(Array.from(event.target.value).length)}
      />
      <div className={styles.fieldFoot}>
        {error && (
          <p id="store-proposal-message" className={styles.error}>
            {error}
          </p>
        )}
        <p id="store-proposal-count" className={styles.counter}>
          {formatNumber(length)} / {formatNumber(STORE_INQUIRY_PROPOSAL_MAX)}자 ({STORE_INQUIRY_PROPOSAL_MIN}자 이상)
        </p>
      </div>
    </div>
  );
}
