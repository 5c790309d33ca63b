import type { OrderDetail } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { useAlert } from "../../components/ui/alert-modal";
import styles from "./order.module.css";

type VirtualAccount = NonNullable<OrderDetail["payment"]["virtualAccount"]>;

export const ACCOUNT_COPY_FAILED = "복사에 실패했습니다. 계좌번호를 직접 입력해 주세요.";

/** Copies text to the clipboard; false when the browser refuses (no permission, an old browser). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn("[order] clipboard refused", error);
    return false;
  }
}

interface VirtualAccountCardProps {
  account: VirtualAccount;
  amount: number;
  /** SPEC §5's copy success message (the route passes the shop's one). */
  copiedMessage: string;
}

/** The account to pay a 가상계좌 order into, while the deposit is awaited: bank, number (with 복사), holder, deadline. */
export function VirtualAccountCard({ account, amount, copiedMessage }: VirtualAccountCardProps) {
  const { alert } = useAlert();
  const onCopy = async () => {
    const copied = await copyText(account.accountNumber.replaceAll("-", ""));
    await alert(copied ? copiedMessage : ACCOUNT_COPY_FAILED);
  };
  return (
    <section className={styles.vbank} aria-labelledby="vbank-title">
      <h2 id="vbank-title" className={styles.vbankTitle}>
        입금하실 계좌
      </h2>
      <dl className={styles.vbankRows}>
        <div>
          <dt>입금 금액</dt>
          <dd className={styles.vbankAmount}>{formatWon(amount)}</dd>
        </div>
        <div>
          <dt>은행</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>계좌번호</dt>
          <dd className={styles.vbankNumber}>
            <span>{account.accountNumber}</span>
            <button type="button" className={styles.copyButton} onClick={onCopy}>
              복사
            </button>
          </dd>
        </div>
        <div>
          <dt>예금주</dt>
          <dd>{account.holder}</dd>
        </div>
        <div>
          <dt>입금기한</dt>
          <dd className={styles.vbankDue}>{koreaDateTime(account.dueAt)}까지</dd>
        </div>
      </dl>
      <p className={styles.vbankNote}>
        이 주문 전용 계좌입니다. 입금 금액을 정확히 입금하시면 자동으로 확인되며, 입금기한까지 입금되지 않으면 주문이
        자동으로 취소됩니다.
      </p>
    </section>
  );
}
