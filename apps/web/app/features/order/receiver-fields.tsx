import type { PaymentStep } from "@shop/contracts/order";
import { formatPhoneNumber } from "@shop/core/format/phone";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { AddressPicker } from "../../components/address/address-picker";
import type { PickedAddress, PostcodeSearchState } from "../../components/address/postcode-search";
import { CheckboxField, TextField } from "../../components/form/form-fields";
import { type FormValues, textOf } from "../../components/form/form-values";
import styles from "./checkout.module.css";
import { ADDRESS_PICK_FIELD, CHECKOUT_FIELDS, RECEIVER_ADDRESS_NAMES, STEP1_INTENTS } from "./checkout-form";

type DeliveryEntry = PaymentStep["userDeliveryList"][number];

const RECEIVER_NAME_LIST_ID = "checkout-receiver-names";

interface ReceiverFieldsProps {
  /** A member's address book tools (배송지 관리, 배송지 저장); a non-member has none. */
  member: boolean;
  book: readonly DeliveryEntry[];
  /** Names the member sent orders to before (GET /api/statistics/receive-name), offered as the 받는 분 field is typed. */
  receiverNames: readonly string[];
  /** The receiver fields' values now (an entry picked, what the action gave back). */
  values: FormValues;
  /** Bumped when the values are replaced, so the uncontrolled inputs start again from them. */
  version: number;
  /** The entry the fields hold unchanged, marked 선택됨. */
  selectedId: number | null;
  errorOf: (name: string) => string | undefined;
  postcode: PostcodeSearchState | undefined;
  onPickEntry: (entry: DeliveryEntry) => void;
  onNewAddress: () => void;
  onPickAddress: (picked: PickedAddress) => void;
}

/**
 * 배송지: the member's address book to pick from (each 선택 button posts the entry without script; with it, the
 * fields are filled here), 새 배송지, the receiver's fields with the postcode search, and 배송지 저장.
 */
export function ReceiverFields({
  member,
  book,
  receiverNames,
  values,
  version,
  selectedId,
  errorOf,
  postcode,
  onPickEntry,
  onNewAddress,
  onPickAddress,
}: ReceiverFieldsProps) {
  const pickEntry = (event: MouseEvent<HTMLButtonElement>, entry: DeliveryEntry) => {
    event.preventDefault();
    onPickEntry(entry);
  };
  const newAddress = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onNewAddress();
  };
  return (
    <>
      {book.length > 0 ? (
        <ul className={styles.addressBook} aria-label="배송지 목록">
          {book.map((entry) => {
            const selected = entry.id === selectedId;
            return (
              <li
                key={entry.id}
                className={selected ? `${styles.addressEntry} ${styles.addressSelected}` : styles.addressEntry}
              >
                <div className={styles.addressText}>
                  <p className={styles.addressTitle}>
                    {entry.title}
                    {entry.isBase ? <span className={styles.baseBadge}>기본배송지</span> : null}
                  </p>
                  <p>
                    {entry.receiverName} · {formatPhoneNumber(entry.receiverPhone)}
                  </p>
                  <p className={styles.addressLine}>
                    [{entry.postcode}] {entry.address} {entry.addressDetail}
                  </p>
                </div>
                <button
                  type="submit"
                  name={ADDRESS_PICK_FIELD}
                  value={entry.id}
                  formNoValidate
                  className={styles.pickButton}
                  aria-pressed={selected}
                  aria-label={`${entry.title} 배송지 선택`}
                  onClick={(event) => pickEntry(event, entry)}
                >
                  {selected ? "선택됨" : "선택"}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {member ? (
        <div className={styles.addressTools}>
          <button
            type="submit"
            name="intent"
            value={STEP1_INTENTS.newAddress}
            formNoValidate
            className={styles.toolButton}
            onClick={newAddress}
          >
            새 배송지 입력
          </button>
          <Link to="/mypage/delivery" className={styles.toolLink}>
            배송지 관리
          </Link>
        </div>
      ) : null}
      <div key={version} className={styles.fieldGrid}>
        <TextField
          label="받는 분"
          name={CHECKOUT_FIELDS.receiverName}
          defaultValue={textOf(values, CHECKOUT_FIELDS.receiverName)}
          autoComplete="shipping name"
          list={receiverNames.length > 0 ? RECEIVER_NAME_LIST_ID : undefined}
          maxLength={20}
          requiredMark
          error={errorOf(CHECKOUT_FIELDS.receiverName)}
        />
        {receiverNames.length > 0 ? (
          <datalist id={RECEIVER_NAME_LIST_ID}>
            {receiverNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : null}
        <TextField
          label="받는 분 휴대폰번호"
          name={CHECKOUT_FIELDS.receiverPhone}
          defaultValue={textOf(values, CHECKOUT_FIELDS.receiverPhone)}
          inputMode="numeric"
          autoComplete="shipping tel"
          maxLength={11}
          placeholder="숫자만 입력"
          requiredMark
          error={errorOf(CHECKOUT_FIELDS.receiverPhone)}
        />
        <AddressPicker
          names={RECEIVER_ADDRESS_NAMES}
          defaultPostcode={textOf(values, CHECKOUT_FIELDS.receiverPostcode)}
          defaultAddress={textOf(values, CHECKOUT_FIELDS.receiverAddress)}
          defaultAddressDetail={textOf(values, CHECKOUT_FIELDS.receiverAddressDetail)}
          search={postcode}
          errorOf={errorOf}
          onPick={onPickAddress}
        />
      </div>
      {member ? (
        <CheckboxField name={CHECKOUT_FIELDS.saveAddress} defaultChecked={values[CHECKOUT_FIELDS.saveAddress] === true}>
          이 배송지를 배송지 목록에 저장
        </CheckboxField>
      ) : null}
    </>
  );
}
