import type { PinPayInfo } from "@shop/contracts/pin-pay";
import { formatWon } from "@shop/core/format/number";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import formStyles from "../../components/form/form-fields.module.css";
import { PayCardSummary, payCardStyles } from "../../components/ui/pay-card";
import { SecureKeypad } from "../../components/ui/secure-keypad";
import { Spinner } from "../../components/ui/spinner";
import { PINPAY_CHECKOUT_FIELDS, PINPAY_PATHS, withReturn } from "../../lib/pinpay-links";
import checkoutStyles from "./checkout.module.css";
import type { CheckoutActionData } from "./checkout-action.server";
import { BUY_INTENT, STEP2_FIELDS } from "./checkout-form";
import styles from "./checkout-pinpay.module.css";

/** The member's quick pay as /pinpay/payu/pay-method's loader answers it (read by a fetcher: no checkout loader). */
function usePinPayInfo(): PinPayInfo | null {
  const fetcher = useFetcher<{ info: PinPayInfo }>({ key: "pinpay-info" });
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load(PINPAY_PATHS.payMethod);
  }, [fetcher]);
  return fetcher.data?.info ?? null;
}

/** What to do before quick pay can pay: enrol, unlock, or register a card (with the way back here). */
function PinPayNotReady({ info, returnTo }: { info: PinPayInfo; returnTo: string }) {
  if (!info.enrolled) {
    return (
      <div className={styles.section}>
        <p className={styles.empty}>간편결제에 가입하고 카드를 등록하면 비밀번호 6자리로 결제할 수 있습니다.</p>
        <Link to={withReturn(PINPAY_PATHS.enrol, returnTo)} className={styles.linkButtonPrimary}>
          간편결제 가입하고 카드 등록하기
        </Link>
      </div>
    );
  }
  if (info.locked) {
    return (
      <div className={styles.section}>
        <p className={styles.warning}>
          결제 비밀번호를 {info.maxFailures}회 잘못 입력하여 간편결제가 잠겼습니다. 간편결제 관리에서 비밀번호를
          재설정해 주세요.
        </p>
        <Link to={PINPAY_PATHS.mypage} className={styles.linkButton}>
          결제 비밀번호 재설정
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <p className={styles.empty}>등록된 카드가 없습니다.</p>
      <Link to={withReturn(PINPAY_PATHS.registerCard, returnTo)} className={styles.linkButtonPrimary}>
        + 카드 등록
      </Link>
    </div>
  );
}

/** Step 1's 간편결제 block: the member's cards (or how to get one), so the choice is informed before step 2. */
export function PinPayMethodBlock() {
  const info = usePinPayInfo();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className={checkoutStyles.subBlock}>
      <h3 className={checkoutStyles.subTitle}>간편결제 카드</h3>
      {info === null ? (
        <Spinner label="등록된 카드를 불러오는 중입니다." />
      ) : info.enrolled && !info.locked && info.cards.length > 0 ? (
        <>
          <ul className={payCardStyles.cards} aria-label="간편결제 카드">
            {info.cards.map((card) => (
              <li key={card.payKeyId} className={payCardStyles.card}>
                <span className={payCardStyles.cardLabel}>
                  <span className={payCardStyles.cardChip} aria-hidden="true" />
                  <PayCardSummary card={card} />
                </span>
              </li>
            ))}
          </ul>
          <p className={checkoutStyles.subHint}>
            다음 단계에서 결제할 카드를 고르고 결제 비밀번호 6자리를 입력합니다.{" "}
            <Link to={withReturn(PINPAY_PATHS.registerCard, returnTo)}>다른 카드 등록</Link>
          </p>
        </>
      ) : (
        <PinPayNotReady info={info} returnTo={returnTo} />
      )}
    </div>
  );
}

/**
 * Step 2's 결제하기 for 간편결제: a registered card chosen, then the secure keypad; the sixth digit posts the page's
 * action (buy, then the quick-pay payment of that order). A wrong password comes back into the keypad, drawn anew.
 */
export function PinPayBuyForm({ total, backHref }: { total: number; backHref: string }) {
  const info = usePinPayInfo();
  const buy = useFetcher<CheckoutActionData>({ key: "checkout-buy" });
  const location = useLocation();
  const [payKeyId, setPayKeyId] = useState<number | null>(null);
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [tries, setTries] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const cards = info?.cards ?? [];
  const chosen = payKeyId ?? cards[0]?.payKeyId ?? null;
  const answer = buy.data;
  const busy = buy.state !== "idle";

  // A refused password reopens the keypad with the message and a new layout; any other refusal shows above.
  useEffect(() => {
    if (buy.state !== "idle" || !answer?.formError) return;
    setTries((count) => count + 1);
    setKeypadOpen(answer.pinPayRetry === true);
  }, [buy.state, answer]);

  function pay(password: string) {
    if (chosen === null) return;
    // The page's form carries the CSRF token; the rest is what 결제하기 posts, plus the card and the password.
    const form = new FormData(formRef.current ?? undefined);
    form.set("intent", BUY_INTENT);
    form.set(STEP2_FIELDS.clientTotal, String(total));
    form.set(STEP2_FIELDS.scripted, "1");
    form.set(PINPAY_CHECKOUT_FIELDS.payKeyId, String(chosen));
    form.set(PINPAY_CHECKOUT_FIELDS.password, password);
    buy.submit(form, { method: "post" });
  }

  const ready = info?.enrolled && !info.locked && cards.length > 0;
  return (
    <div className={styles.section}>
      {answer?.formError && !keypadOpen ? (
        <p className={styles.warning} role="alert">
          {answer.formError}
        </p>
      ) : null}
      {info === null ? (
        <Spinner label="등록된 카드를 불러오는 중입니다." />
      ) : ready ? (
        <fieldset className={payCardStyles.cards}>
          <legend className={checkoutStyles.subTitle}>결제할 카드</legend>
          {cards.map((card) => (
            <label
              key={card.payKeyId}
              className={card.payKeyId === chosen ? payCardStyles.cardChecked : payCardStyles.card}
            >
              <span className={payCardStyles.cardLabel}>
                <input
                  type="radio"
                  name={PINPAY_CHECKOUT_FIELDS.payKeyId}
                  value={card.payKeyId}
                  checked={card.payKeyId === chosen}
                  onChange={() => setPayKeyId(card.payKeyId)}
                />
                <PayCardSummary card={card} />
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <PinPayNotReady info={info} returnTo={`${location.pathname}${location.search}`} />
      )}
      <form ref={formRef} className={checkoutStyles.buttonRow} onSubmit={(event) => event.preventDefault()}>
        <CsrfField />
        <Link to={backHref} className={checkoutStyles.backLink}>
          이전
        </Link>
        <button
          type="button"
          className={formStyles.primaryButton}
          disabled={!ready || busy}
          aria-busy={busy || undefined}
          onClick={() => setKeypadOpen(true)}
        >
          {`${formatWon(total)} 간편결제`}
        </button>
      </form>
      {busy ? <Spinner label="결제하고 있습니다." /> : null}
      <SecureKeypad
        // Remounted after each refused try: the keys are drawn again and the entry emptied.
        key={tries}
        open={keypadOpen}
        title="간편결제 비밀번호"
        error={keypadOpen ? answer?.formError : undefined}
        busy={busy}
        onClose={() => setKeypadOpen(false)}
        onComplete={pay}
      />
    </div>
  );
}
