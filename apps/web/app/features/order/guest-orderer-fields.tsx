import type { ReactNode } from "react";
import { TextField } from "../../components/form/form-fields";
import { type FormValues, textOf } from "../../components/form/form-values";
import checkoutStyles from "./checkout.module.css";
import { CHECKOUT_FIELDS } from "./checkout-form";
import { GUEST_FIELDS } from "./guest-checkout";
import styles from "./guest-checkout.module.css";

interface GuestOrdererFieldsProps {
  values: FormValues;
  errorOf: (name: string) => string | undefined;
  /** The phone with 인증번호 받기 / 확인: the account feature's verification block, which the route brings. */
  phoneField: ReactNode;
  /** Back from step 2 (이전): the phone's proof and the order password are asked again. */
  fromDraft: boolean;
}

/**
 * 주문자 정보 of a non-member's order: name, the phone verified by SMS, e-mail (optional) and the order password twice
 * (numbers, 4 to 8: guestOrderSchema), which looks the order up later with its number on /order/no-member. The
 * password inputs never get a value back from the server: a page that comes back asks for them again.
 */
export function GuestOrdererFields({ values, errorOf, phoneField, fromDraft }: GuestOrdererFieldsProps) {
  return (
    <div className={styles.orderer}>
      {fromDraft ? (
        <p className={checkoutStyles.infoNote}>
          안전한 주문을 위해 휴대폰 인증과 주문 비밀번호를 한 번 더 입력해 주세요.
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField
          label="주문자"
          name={CHECKOUT_FIELDS.ordererName}
          defaultValue={textOf(values, CHECKOUT_FIELDS.ordererName)}
          autoComplete="name"
          maxLength={20}
          requiredMark
          error={errorOf(CHECKOUT_FIELDS.ordererName)}
        />
        <TextField
          label="이메일 (선택)"
          name={CHECKOUT_FIELDS.ordererEmail}
          defaultValue={textOf(values, CHECKOUT_FIELDS.ordererEmail)}
          type="email"
          autoComplete="email"
          maxLength={100}
          hint="주문 안내를 보내 드려요."
          error={errorOf(CHECKOUT_FIELDS.ordererEmail)}
        />
      </div>
      {phoneField}
      <div className={styles.pair}>
        <TextField
          label="주문 비밀번호"
          name={GUEST_FIELDS.password}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          placeholder="숫자 4~8자리"
          requiredMark
          hint="주문번호와 함께 비회원 주문조회에 사용해요."
          error={errorOf(GUEST_FIELDS.password)}
        />
        <TextField
          label="주문 비밀번호 확인"
          name={GUEST_FIELDS.passwordConfirm}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          placeholder="한 번 더 입력"
          requiredMark
          error={errorOf(GUEST_FIELDS.passwordConfirm)}
        />
      </div>
    </div>
  );
}
