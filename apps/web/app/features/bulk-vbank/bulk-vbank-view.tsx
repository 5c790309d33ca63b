import type { BulkVbankAccount, BulkVbankCode, BulkVbankList } from "@shop/contracts/bulk-vbank";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { type FormEvent, useState } from "react";
import { Form, useSubmit } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, SubmitButton } from "../../components/form/form-fields";
import { useAlert } from "../../components/ui/alert-modal";
import styles from "./bulk-vbank.module.css";
import { selectedTotal } from "./bulk-vbank-selection";

export const ACCOUNT_COPIED_MESSAGE = "계좌번호가 복사되었습니다.";
const ACCOUNT_COPY_FAILED = "복사에 실패했습니다. 계좌번호를 직접 입력해 주세요.";

interface BulkVbankViewProps {
  list: BulkVbankList;
  code: BulkVbankCode;
  notice: string | null;
  formError: string | undefined;
}

/** /mypage/bulk-vbank: the orders waiting for an account (tick, 가상계좌 발급), then the accounts with their orders. */
export function BulkVbankView({ list, code, notice, formError }: BulkVbankViewProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const total = selectedTotal(list.waitingOrders, ticked);
  const toggle = (orderCode: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(orderCode);
      else next.delete(orderCode);
      return next;
    });
  return (
    <>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <FormAlert message={formError} />
      <section className={styles.section} aria-labelledby="bulk-waiting-title">
        <h2 id="bulk-waiting-title" className={styles.sectionTitle}>
          입금 대기 주문 <span className={styles.count}>{list.waitingOrders.length}건</span>
        </h2>
        {list.waitingOrders.length === 0 ? (
          <p className={styles.empty}>일괄 가상계좌로 결제할 주문이 없습니다.</p>
        ) : (
          <Form method="post" className={styles.issueForm}>
            <CsrfField />
            <ul className={styles.orders}>
              {list.waitingOrders.map((order) => (
                <li key={order.orderCode} className={styles.order}>
                  <label className={styles.orderLabel}>
                    <input
                      type="checkbox"
                      name="orderCode"
                      value={order.orderCode}
                      checked={ticked.has(order.orderCode)}
                      onChange={(event) => toggle(order.orderCode, event.currentTarget.checked)}
                    />
                    <span className={styles.orderMain}>
                      <span className={styles.orderTitle}>{order.title}</span>
                      <span className={styles.orderMeta}>
                        주문번호 {order.orderCode}
                        {order.payDeadline ? ` · ${koreaDateTime(order.payDeadline)}까지` : ""}
                      </span>
                    </span>
                    <span className={styles.orderAmount}>{formatWon(order.orderPayAmount)}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div className={styles.issueBar}>
              <p className={styles.issueTotal}>
                선택 {ticked.size}건 <strong>{formatWon(total)}</strong>
              </p>
              <SubmitButton name="intent" value="issue">
                가상계좌 발급
              </SubmitButton>
            </div>
            <p className={styles.help}>
              선택한 주문을 계좌 하나로 한 번에 결제합니다(최대 {code.maxOrders}건). 결제창에서 입금할 은행(
              {code.banks.map((bank) => bank.name).join(", ")})을 고르면 계좌가 발급됩니다.
            </p>
          </Form>
        )}
      </section>
      <section className={styles.section} aria-labelledby="bulk-accounts-title">
        <h2 id="bulk-accounts-title" className={styles.sectionTitle}>
          발급한 가상계좌
        </h2>
        {list.accounts.length === 0 ? (
          <p className={styles.empty}>발급한 가상계좌가 없습니다.</p>
        ) : (
          <ul className={styles.accounts}>
            {list.accounts.map((account) => (
              <li key={account.code}>
                <AccountCard account={account} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One account: while it waits, the account to pay into (as the order page's 가상계좌 card) and 해지; then its state. */
function AccountCard({ account }: { account: BulkVbankAccount }) {
  const { alert, confirm } = useAlert();
  const submit = useSubmit();
  const open = account.status === "ready";
  // The window was opened and never finished: the buyer may give the account up at once (else it lapses in 30 min).
  const opening = account.status === "opening";
  const onCopy = async () => {
    let copied = false;
    try {
      await navigator.clipboard.writeText((account.accountNumber ?? "").replaceAll("-", ""));
      copied = true;
    } catch (error) {
      console.warn("[bulk-vbank] clipboard refused", error);
    }
    await alert(copied ? ACCOUNT_COPIED_MESSAGE : ACCOUNT_COPY_FAILED);
  };
  const onRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const question = opening
      ? "발급 중인 가상계좌를 취소할까요? 주문은 다시 입금을 기다립니다."
      : "이 가상계좌를 해지할까요? 주문은 다시 입금을 기다립니다.";
    void confirm(question, { okLabel: opening ? "발급 취소" : "해지하기" }).then((ok) => {
      if (ok) void submit(form, { method: "post" });
    });
  };
  return (
    <article className={open ? styles.accountOpen : styles.account} aria-label={`가상계좌 ${account.code}`}>
      <header className={styles.accountHead}>
        <span className={styles.accountStatus} data-status={account.status}>
          {account.statusLabel}
        </span>
        <span className={styles.accountCode}>{account.code}</span>
      </header>
      <dl className={styles.rows}>
        <div>
          <dt>입금 금액</dt>
          <dd className={styles.amount}>{formatWon(account.amount)}</dd>
        </div>
        {account.accountNumber ? (
          <>
            <div>
              <dt>은행</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div>
              <dt>계좌번호</dt>
              <dd className={styles.number}>
                <span>{account.accountNumber}</span>
                {open ? (
                  <button type="button" className={styles.copyButton} onClick={onCopy}>
                    복사
                  </button>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>예금주</dt>
              <dd>{account.holder}</dd>
            </div>
          </>
        ) : null}
        {open && account.dueAt ? (
          <div>
            <dt>입금기한</dt>
            <dd className={styles.due}>{koreaDateTime(account.dueAt)}까지</dd>
          </div>
        ) : null}
        {account.paidAt ? (
          <div>
            <dt>입금일시</dt>
            <dd>{koreaDateTime(account.paidAt)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.accountOrdersTitle}>결제할 주문 {account.orders.length}건</p>
      <ul className={styles.accountOrders}>
        {account.orders.map((order) => (
          <li key={order.orderCode}>
            <span className={styles.accountOrderTitle}>
              {order.title} <span className={styles.orderMeta}>({order.orderCode})</span>
            </span>
            <span>{formatWon(order.amount)}</span>
          </li>
        ))}
      </ul>
      {opening ? (
        <>
          <p className={styles.help}>
            결제창에서 발급을 마치지 않은 계좌입니다. 발급을 취소하면 주문을 다시 선택해 발급받을 수 있습니다.
          </p>
          <Form method="post" onSubmit={onRemove} className={styles.removeForm}>
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="code" value={account.code} />
            <button type="submit" className={styles.removeButton}>
              발급 취소
            </button>
          </Form>
        </>
      ) : null}
      {open ? (
        <>
          <p className={styles.help}>
            입금 금액을 정확히 입금하시면 자동으로 확인되어 위 주문이 모두 결제완료됩니다. 입금기한까지 입금되지 않으면
            계좌가 닫힙니다.
          </p>
          <Form method="post" onSubmit={onRemove} className={styles.removeForm}>
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="code" value={account.code} />
            <button type="submit" className={styles.removeButton}>
              가상계좌 해지
            </button>
          </Form>
        </>
      ) : null}
    </article>
  );
}
