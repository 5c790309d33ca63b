import { SHIPPING_TITLE_MAX, type ShippingAddress } from "@shop/contracts/shipping";
import { Form, Link } from "react-router";
import { AddressPicker, DefaultSubmitButton } from "../../components/address/address-picker";
import { CsrfField } from "../../components/form/csrf-field";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { useLiveValidation } from "../../components/form/use-live-validation";
import styles from "./address-book.module.css";
import type { ShippingActionData } from "./shipping-action.server";
import { SHIPPING_FORM_SPEC, shippingFieldValues } from "./shipping-form";
import { ADDRESS_FORM_ID } from "./shipping-messages";

interface AddressBookFormProps {
  /** The entry being edited; null adds a new one. */
  entry: ShippingAddress | null;
  /** The book is empty: the address saved becomes the base one whatever is ticked. */
  first: boolean;
  actionData: ShippingActionData | undefined;
  cancelTo: string;
}

/** Adding or editing an address: title, receiver, mobile number, the address from the postcode search, base mark. */
export function AddressBookForm({ entry, first, actionData, cancelTo }: AddressBookFormProps) {
  const { formProps, errorOf } = useLiveValidation(SHIPPING_FORM_SPEC, actionData?.fieldErrors);
  const start = shippingFieldValues(actionData?.values, entry);
  const baseFixed = first || entry?.isBase === true;
  // A new answer of the action starts the fields again from what it gave back.
  const formKey = JSON.stringify(actionData?.values ?? entry?.id ?? "new");

  return (
    <section id={ADDRESS_FORM_ID} className={styles.formSection} aria-labelledby="address-form-title">
      <h2 id="address-form-title" className={styles.formTitle}>
        {entry ? "배송지 수정" : "새 배송지 추가"}
      </h2>
      <Form key={formKey} method="post" className={styles.form} {...formProps}>
        <DefaultSubmitButton />
        <CsrfField />
        {entry && <input type="hidden" name="id" value={entry.id} />}
        <FormAlert message={actionData?.formError} />
        <TextField
          label="배송지명"
          name="title"
          maxLength={SHIPPING_TITLE_MAX}
          placeholder="예) 우리집, 회사"
          defaultValue={start.title}
          requiredMark
          error={errorOf("title")}
        />
        <TextField
          label="받는 분"
          name="receiverName"
          maxLength={20}
          autoComplete="name"
          defaultValue={start.receiverName}
          requiredMark
          error={errorOf("receiverName")}
        />
        <TextField
          label="휴대폰번호"
          name="receiverPhone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="'-' 없이 숫자만 입력"
          defaultValue={start.receiverPhone}
          requiredMark
          error={errorOf("receiverPhone")}
        />
        <AddressPicker
          defaultPostcode={start.postcode}
          defaultAddress={start.address}
          defaultAddressDetail={start.addressDetail}
          search={actionData?.postcode}
          errorOf={errorOf}
        />
        <CheckboxField name="isBase" defaultChecked={baseFixed || start.isBase} disabled={baseFixed}>
          기본배송지로 설정
        </CheckboxField>
        {baseFixed && (
          <p className={styles.hint}>
            {first
              ? "처음 등록하는 배송지는 기본배송지가 됩니다."
              : "기본배송지를 바꾸려면 다른 배송지를 기본배송지로 설정해 주세요."}
          </p>
        )}
        <div className={styles.formButtons}>
          <Link to={cancelTo} className={styles.cancelButton} preventScrollReset>
            취소
          </Link>
          <SubmitButton>{entry ? "수정하기" : "저장하기"}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
