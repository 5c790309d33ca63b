import type { PinPayInfo } from "@shop/contracts/pin-pay";
import { useState } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { useConfirmedSubmit } from "../../components/form/use-confirmed-submit";
import { PayCardSummary, payCardStyles, payCardTitle } from "../../components/ui/pay-card";
import { PINPAY_FIELDS, PINPAY_INTENTS, PINPAY_PATHS, withReturn } from "../../lib/pinpay-links";
import styles from "./pinpay.module.css";
import type { PinPayActionData, PinPayResetState } from "./pinpay.server";

/** The terms a member agrees to when enrolling (간편결제 서비스 이용약관, short form). */
const PINPAY_TERMS = `제1조 (목적) 이 약관은 농협 축산물 도매몰(이하 "몰")이 제공하는 간편결제 서비스의 이용 조건을 정합니다.
제2조 (카드 정보) 카드번호·유효기간·카드 비밀번호 앞 2자리·생년월일은 결제대행사(나이스페이먼츠)에 암호화되어 전달되며, 몰은 카드사명과 카드번호 끝 4자리만 보관합니다.
제3조 (결제 비밀번호) 회원은 숫자 6자리 결제 비밀번호를 직접 관리해야 하며, 5회 연속 잘못 입력하면 간편결제가 잠깁니다. 잠긴 경우 휴대폰 인증 또는 로그인 비밀번호 확인 후 결제 비밀번호를 다시 설정할 수 있습니다.
제4조 (해지) 회원은 마이페이지 > 간편결제 관리에서 언제든지 카드를 삭제하거나 간편결제를 해지할 수 있습니다.`;

/** Where a form goes back to once done (checkout's step, say); nothing when the page was opened on its own. */
function ReturnField({ returnTo }: { returnTo: string | null }) {
  return returnTo ? <input type="hidden" name={PINPAY_FIELDS.returnTo} value={returnTo} /> : null;
}

/** The member's cards with a 삭제 button each (a form post: works without script). */
export function PinPayCardList({ info, returnTo = null }: { info: PinPayInfo; returnTo?: string | null }) {
  const confirmRemove = useConfirmedSubmit(
    "이 카드를 삭제할까요? 삭제한 카드는 다시 등록해야 사용할 수 있습니다.",
    "삭제",
  );
  if (info.cards.length === 0) {
    return <p className={styles.empty}>등록된 카드가 없습니다. 자주 쓰는 카드를 등록하고 간편하게 결제해 보세요.</p>;
  }
  return (
    <ul className={payCardStyles.cards} aria-label="등록된 카드">
      {info.cards.map((card) => (
        <li key={card.payKeyId} className={payCardStyles.card}>
          <span className={payCardStyles.cardLabel}>
            <span className={payCardStyles.cardChip} aria-hidden="true" />
            <PayCardSummary card={card} />
          </span>
          <Form method="post" onSubmit={confirmRemove}>
            <CsrfField />
            <ReturnField returnTo={returnTo} />
            <input type="hidden" name="intent" value={PINPAY_INTENTS.removeCard} />
            <input type="hidden" name="payKeyId" value={card.payKeyId} />
            <button type="submit" className={styles.smallButton} aria-label={`${payCardTitle(card)} 삭제`}>
              삭제
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Enrolled or not, locked or not, how many cards: the top of the quick-pay pages. */
export function PinPayStatus({ info }: { info: PinPayInfo }) {
  return (
    <dl className={styles.status}>
      <div>
        <dt>가입 상태</dt>
        <dd>{info.enrolled ? (info.locked ? "잠김" : "사용 중") : "미가입"}</dd>
      </div>
      <div>
        <dt>등록 카드</dt>
        <dd>
          {info.cards.length}장 / 최대 {info.maxCards}장
        </dd>
      </div>
    </dl>
  );
}

export function PinPayLockedNotice({ info }: { info: PinPayInfo }) {
  if (!info.locked) return null;
  return (
    <p className={styles.warning} role="status">
      결제 비밀번호를 {info.maxFailures}회 잘못 입력하여 간편결제가 잠겼습니다. 간편결제 관리에서 본인 확인(휴대폰 인증
      등)을 한 뒤 결제 비밀번호를 다시 설정해 주세요.
    </p>
  );
}

const errorOf = (answer: PinPayActionData | undefined, name: string) => answer?.fieldErrors?.[name];

/** A new 6-digit payment password and its confirmation (enrolment, change, reset). */
function NewPinFields({ answer, label, hint }: { answer: PinPayActionData | undefined; label: string; hint: string }) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        requiredMark
        hint={hint}
        error={errorOf(answer, "password")}
      />
      <TextField
        label={`${label} 확인`}
        name="passwordConfirm"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        requiredMark
        error={errorOf(answer, "passwordConfirm")}
      />
    </>
  );
}

/** Enrolment: the terms, the birth date and the 6-digit payment password twice. */
export function PinPayEnrolForm({
  answer,
  returnTo,
}: {
  answer: PinPayActionData | undefined;
  returnTo: string | null;
}) {
  return (
    <Form method="post" className={styles.form} aria-label="간편결제 가입">
      <CsrfField />
      <ReturnField returnTo={returnTo} />
      <input type="hidden" name="intent" value={PINPAY_INTENTS.enrol} />
      <FormAlert message={answer?.formError} />
      <section className={styles.section} aria-labelledby="pinpay-terms">
        <h2 id="pinpay-terms" className={styles.sectionTitle}>
          간편결제 이용약관
        </h2>
        <p className={styles.terms}>{PINPAY_TERMS}</p>
        <CheckboxField name="agree" error={errorOf(answer, "agree")}>
          간편결제 이용약관과 개인정보 제3자(결제대행사) 제공에 동의합니다.
        </CheckboxField>
      </section>
      <section className={styles.section} aria-labelledby="pinpay-password">
        <h2 id="pinpay-password" className={styles.sectionTitle}>
          결제 비밀번호 설정
        </h2>
        <TextField
          label="생년월일"
          name="birthDate"
          inputMode="numeric"
          maxLength={6}
          placeholder="예: 850314"
          autoComplete="bday"
          requiredMark
          hint="결제 비밀번호로 생년월일은 사용할 수 없습니다."
          error={errorOf(answer, "birthDate")}
        />
        <NewPinFields
          answer={answer}
          label="결제 비밀번호"
          hint="숫자 6자리 (같은 숫자 반복, 연속된 숫자는 사용할 수 없습니다)"
        />
      </section>
      <SubmitButton>동의하고 가입하기</SubmitButton>
    </Form>
  );
}

/** A card to register: number, expiry, holder's birth date, card password's 2 digits, an optional name. */
export function PinPayCardForm({
  answer,
  birthDate,
  returnTo,
}: {
  answer: PinPayActionData | undefined;
  birthDate: string;
  returnTo: string | null;
}) {
  return (
    <Form method="post" className={styles.form} aria-label="카드 등록" autoComplete="off">
      <CsrfField />
      <ReturnField returnTo={returnTo} />
      <input type="hidden" name="intent" value={PINPAY_INTENTS.registerCard} />
      <FormAlert message={answer?.formError} />
      <TextField
        label="카드번호"
        name="cardNo"
        inputMode="numeric"
        maxLength={19}
        placeholder="'-' 없이 숫자만 입력"
        autoComplete="cc-number"
        requiredMark
        error={errorOf(answer, "cardNo")}
      />
      <div className={styles.row}>
        <TextField
          label="유효기간 (월)"
          name="expMonth"
          inputMode="numeric"
          maxLength={2}
          placeholder="MM"
          autoComplete="cc-exp-month"
          requiredMark
          error={errorOf(answer, "expMonth")}
        />
        <TextField
          label="유효기간 (년)"
          name="expYear"
          inputMode="numeric"
          maxLength={2}
          placeholder="YY"
          autoComplete="cc-exp-year"
          requiredMark
          error={errorOf(answer, "expYear")}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="생년월일 (법인카드는 사업자번호)"
          name="idNo"
          inputMode="numeric"
          maxLength={10}
          defaultValue={birthDate}
          requiredMark
          error={errorOf(answer, "idNo")}
        />
        <TextField
          label="카드 비밀번호 앞 2자리"
          name="cardPw"
          type="password"
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          requiredMark
          error={errorOf(answer, "cardPw")}
        />
      </div>
      <TextField
        label="카드 별칭 (선택)"
        name="alias"
        maxLength={20}
        placeholder="예: 회사 법인카드"
        error={errorOf(answer, "alias")}
      />
      <p className={styles.lead}>
        카드 정보는 결제대행사(나이스페이먼츠)에 암호화되어 전달되며, 쇼핑몰에는 카드사와 끝 4자리만 저장됩니다.
      </p>
      <SubmitButton>카드 등록</SubmitButton>
    </Form>
  );
}

type PasswordProof = "current" | "login" | "sms";

/** The reset's step carried by each of its forms, so a refusal comes back to the same step. */
function ResetStateFields({ reset }: { reset: PinPayResetState }) {
  return (
    <>
      <input type="hidden" name="resetPhone" value={reset.phoneNumber} />
      <input type="hidden" name="resetExpiresAt" value={String(reset.expiresAt)} />
    </>
  );
}

/**
 * The SMS route of a reset: 인증번호 받기 sends a code to the member's registered phone, the six digits prove it, and
 * the new password is posted with the proof. Each step is a form post of its own (works without script).
 */
function PinPaySmsReset({ answer, locked }: { answer: PinPayActionData | undefined; locked: boolean }) {
  const reset = answer?.reset;
  if (reset?.verificationToken) {
    return (
      <Form method="post" className={styles.form} aria-label="결제 비밀번호 재설정">
        <CsrfField />
        <input type="hidden" name="intent" value={PINPAY_INTENTS.changePassword} />
        <input type="hidden" name="proof" value="sms" />
        <input type="hidden" name="phoneVerificationToken" value={reset.verificationToken} />
        <ResetStateFields reset={reset} />
        <FormAlert message={answer?.formError} />
        <p className={styles.lead} role="status">
          {reset.message}
        </p>
        <NewPinFields
          answer={answer}
          label="새 결제 비밀번호"
          hint="숫자 6자리 (같은 숫자 반복, 연속된 숫자, 생년월일은 사용할 수 없습니다)"
        />
        <SubmitButton>결제 비밀번호 재설정</SubmitButton>
      </Form>
    );
  }
  return (
    <div className={styles.form}>
      <FormAlert message={answer?.formError} />
      <p className={styles.lead}>
        {reset
          ? reset.message
          : `회원정보에 등록된 휴대폰 번호로 인증번호를 보내 드립니다.${locked ? " 인증 후 새 결제 비밀번호를 설정하면 잠금이 풀립니다." : ""}`}
      </p>
      {reset ? (
        <Form method="post" className={styles.form} aria-label="인증번호 확인">
          <CsrfField />
          <input type="hidden" name="intent" value={PINPAY_INTENTS.checkResetCode} />
          <ResetStateFields reset={reset} />
          <TextField
            label="인증번호"
            name="authNumber"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="인증번호 6자리"
            requiredMark
            error={errorOf(answer, "authNumber")}
          />
          <SubmitButton>인증번호 확인</SubmitButton>
        </Form>
      ) : null}
      <Form method="post" aria-label="인증번호 요청">
        <CsrfField />
        <input type="hidden" name="intent" value={PINPAY_INTENTS.sendResetCode} />
        <SubmitButton variant={reset ? "secondary" : "primary"}>
          {reset ? "인증번호 재전송" : "인증번호 받기"}
        </SubmitButton>
      </Form>
    </div>
  );
}

/**
 * A new payment password, proven by the current one or — forgotten or locked — by a code to the member's phone or
 * the login password (offered only to a member who has one: one who joined by Naver or Kakao has none).
 */
export function PinPayPasswordForm({
  answer,
  info,
  hasPassword,
}: {
  answer: PinPayActionData | undefined;
  info: PinPayInfo;
  hasPassword: boolean;
}) {
  const forgotten = info.locked ? "" : "결제 비밀번호를 잊었어요 ";
  const choices: Array<{ value: PasswordProof; label: string }> = [
    ...(info.locked ? [] : [{ value: "current" as const, label: "현재 결제 비밀번호로 확인" }]),
    { value: "sms", label: info.locked ? "휴대폰 인증으로 확인" : `${forgotten}(휴대폰 인증)` },
    ...(hasPassword
      ? [
          {
            value: "login" as const,
            label: info.locked ? "로그인 비밀번호로 확인" : `${forgotten}(로그인 비밀번호로 확인)`,
          },
        ]
      : []),
  ];
  const fallback: PasswordProof = answer?.reset ? "sms" : info.locked ? (hasPassword ? "login" : "sms") : "current";
  const [chosen, setProof] = useState<PasswordProof>(fallback);
  // Locked meanwhile (the fifth wrong try), the current password is no proof any more: the default one is shown.
  const proof = choices.some((choice) => choice.value === chosen) ? chosen : fallback;
  return (
    <div className={styles.form}>
      {choices.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">본인 확인 방법</legend>
          {choices.map(({ value, label }) => (
            <label key={value}>
              <input type="radio" name="proofChoice" checked={proof === value} onChange={() => setProof(value)} />{" "}
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {proof === "sms" ? (
        <PinPaySmsReset answer={answer} locked={info.locked} />
      ) : (
        <Form method="post" className={styles.form} aria-label="결제 비밀번호 변경">
          <CsrfField />
          <input type="hidden" name="intent" value={PINPAY_INTENTS.changePassword} />
          <input type="hidden" name="proof" value={proof} />
          <FormAlert message={answer?.formError} />
          {proof === "current" ? (
            <TextField
              label="현재 결제 비밀번호"
              name="currentPassword"
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="current-password"
              requiredMark
              error={errorOf(answer, "currentPassword")}
            />
          ) : (
            <TextField
              label="로그인 비밀번호"
              name="loginPassword"
              type="password"
              autoComplete="current-password"
              requiredMark
              error={errorOf(answer, "loginPassword")}
            />
          )}
          <NewPinFields
            answer={answer}
            label="새 결제 비밀번호"
            hint="숫자 6자리 (같은 숫자 반복, 연속된 숫자, 생년월일은 사용할 수 없습니다)"
          />
          <SubmitButton>{info.locked ? "결제 비밀번호 재설정" : "결제 비밀번호 변경"}</SubmitButton>
        </Form>
      )}
    </div>
  );
}

/** 간편결제 관리 (/mypage/pinpay and /pinpay/payu/pinpay-mypage): status, cards, password, leaving. */
export function PinPayManageView({
  info,
  hasPassword,
  answer,
}: {
  info: PinPayInfo;
  hasPassword: boolean;
  answer: PinPayActionData | undefined;
}) {
  const confirmRemoveAll = useConfirmedSubmit("등록된 카드를 모두 삭제할까요?", "모두 삭제");
  const confirmLeave = useConfirmedSubmit(
    "간편결제를 해지할까요? 등록된 카드와 결제 비밀번호가 모두 삭제됩니다.",
    "해지",
  );
  if (!info.enrolled) {
    return (
      <>
        <p className={styles.empty}>
          간편결제에 가입하지 않으셨습니다. 카드를 한 번 등록하면 비밀번호 6자리로 결제할 수 있습니다.
        </p>
        <div className={styles.links}>
          <Link to={PINPAY_PATHS.enrol} className={styles.linkButtonPrimary}>
            간편결제 가입하기
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PinPayStatus info={info} />
      <PinPayLockedNotice info={info} />
      <section className={styles.section} aria-labelledby="pinpay-cards">
        <h2 id="pinpay-cards" className={styles.sectionTitle}>
          등록 카드
        </h2>
        <PinPayCardList info={info} />
        {info.cards.length < info.maxCards ? (
          <div className={styles.links}>
            <Link to={withReturn(PINPAY_PATHS.registerCard, PINPAY_PATHS.mypage)} className={styles.linkButton}>
              + 카드 등록
            </Link>
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="pinpay-password-change">
        <h2 id="pinpay-password-change" className={styles.sectionTitle}>
          {info.locked ? "결제 비밀번호 재설정" : "결제 비밀번호 변경"}
        </h2>
        <PinPayPasswordForm answer={answer} info={info} hasPassword={hasPassword} />
      </section>
      <section className={styles.section} aria-labelledby="pinpay-leave">
        <h2 id="pinpay-leave" className={styles.sectionTitle}>
          간편결제 해지
        </h2>
        <p className={styles.lead}>
          해지하면 등록된 카드와 결제 비밀번호가 모두 삭제됩니다. 언제든 다시 가입할 수 있습니다.
        </p>
        <div className={styles.dangerZone}>
          {info.cards.length > 0 ? (
            <Form method="post" onSubmit={confirmRemoveAll}>
              <CsrfField />
              <input type="hidden" name="intent" value={PINPAY_INTENTS.removeAll} />
              <SubmitButton variant="secondary">카드 전체 삭제</SubmitButton>
            </Form>
          ) : null}
          <Form method="post" onSubmit={confirmLeave}>
            <CsrfField />
            <input type="hidden" name="intent" value={PINPAY_INTENTS.leave} />
            <SubmitButton variant="secondary">간편결제 해지</SubmitButton>
          </Form>
        </div>
      </section>
    </>
  );
}
