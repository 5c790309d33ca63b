import { AUTO_CONFIRM_AFTER_DAYS } from "@shop/core/member/member-grade";
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { useConfirmedSubmit } from "../../components/form/use-confirmed-submit";
import styles from "./order-cancel.module.css";

/** The intent my page's order action reads for 구매확정. */
export const CONFIRM_PURCHASE_INTENT = "confirm-purchase";

export const CONFIRM_PURCHASE_QUESTION =
  "구매를 확정하시겠습니까? 구매확정 후에는 취소·반품을 신청할 수 없고, 적립금이 바로 지급됩니다.";

/**
 * 구매확정 on a delivered order (a confirm first when JavaScript runs), with when it happens by itself.
 */
export function ConfirmPurchaseForm() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === CONFIRM_PURCHASE_INTENT;

  const onSubmit = useConfirmedSubmit(CONFIRM_PURCHASE_QUESTION, "구매확정");

  return (
    <Form method="post" className={styles.confirmPurchase} onSubmit={onSubmit}>
      <CsrfField />
      <input type="hidden" name="intent" value={CONFIRM_PURCHASE_INTENT} />
      <p className={styles.linesHint}>
        상품을 잘 받으셨다면 구매확정을 눌러 주세요. 배송완료 {AUTO_CONFIRM_AFTER_DAYS}일 후에는 자동으로 확정됩니다.
      </p>
      <button type="submit" className={styles.confirmPurchaseButton} disabled={busy}>
        구매확정
      </button>
    </Form>
  );
}
