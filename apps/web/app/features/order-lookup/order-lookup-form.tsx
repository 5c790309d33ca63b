import { Form, Link } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { SubmitButton, TextField } from "../../components/form/form-fields";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { useRootData } from "../../lib/use-root-data";
import styles from "./order-lookup.module.css";
import type { OrderLookupActionData } from "./order-lookup-action.server";
import { ORDER_LOOKUP_SPEC, RETRY_LATER_MESSAGE } from "./order-lookup-spec";

/** Where a member reads every order: my page's list, through the login when logged out. */
const MEMBER_ORDERS_PATH = "/mypage/order";
const MEMBER_LOGIN_HREF = `/user/login?target=${MEMBER_ORDERS_PATH}`;

const LOOKUP_NOTES = [
  "주문번호는 주문 완료 화면에서 확인하실 수 있습니다.",
  "주문 비밀번호는 비회원으로 주문하실 때 정하신 숫자 4~8자리입니다.",
  "주문 비밀번호를 여러 번 잘못 입력하시면 잠시 동안 조회하실 수 없습니다.",
  "주문 비밀번호를 잊으셨다면 고객센터로 문의해 주세요.",
];

/** The API's refusal under the form: a wrong pair as the API says it; a throttled try asks to wait first. */
function LookupRefusal({ answer }: { answer: OrderLookupActionData | undefined }) {
  if (!answer?.formError) return null;
  return (
    <div className={styles.refusal} role="alert">
      {answer.retryLater ? <strong className={styles.refusalTitle}>{RETRY_LATER_MESSAGE}</strong> : null}
      <p className={styles.refusalMessage}>{answer.formError}</p>
    </div>
  );
}

/**
 * 비회원 주문조회 (SPEC §2 /order/no-member): the order number and the order password, posted to the page's action
 * (works without JavaScript, checked live with it), the API's refusal under the form, and the way for members.
 */
export function OrderLookupForm({ answer }: { answer: OrderLookupActionData | undefined }) {
  const { formProps, errorOf } = useLiveValidation(ORDER_LOOKUP_SPEC, answer?.fieldErrors);
  const { shopper } = useRootData();
  const typedCode = answer?.values?.orderCode;
  return (
    <section className={styles.page} aria-labelledby="order-lookup-title">
      <h1 id="order-lookup-title" className={styles.title}>
        비회원 주문조회
      </h1>
      <p className={styles.lead}>주문하실 때 받은 주문번호와 정하신 주문 비밀번호를 입력해 주세요.</p>
      <Form method="post" className={styles.form} {...formProps}>
        <CsrfField />
        <TextField
          label="주문번호"
          name="orderCode"
          inputMode="numeric"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="주문번호를 입력해 주세요"
          defaultValue={typeof typedCode === "string" ? typedCode : ""}
          error={errorOf("orderCode")}
        />
        <TextField
          label="주문 비밀번호"
          name="password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          placeholder="숫자 4~8자리"
          error={errorOf("password")}
        />
        <SubmitButton>주문 조회하기</SubmitButton>
        <LookupRefusal answer={answer} />
      </Form>
      <ul className={styles.notes}>
        {LOOKUP_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <aside className={styles.member} aria-labelledby="order-lookup-member">
        <h2 id="order-lookup-member" className={styles.memberTitle}>
          회원이신가요?
        </h2>
        <p className={styles.memberLead}>마이페이지에서 모든 주문내역과 배송 현황을 확인하실 수 있습니다.</p>
        {shopper.loggedIn ? (
          <Link to={MEMBER_ORDERS_PATH} className={styles.memberLink}>
            내 주문내역 보기
          </Link>
        ) : (
          <Link to={MEMBER_LOGIN_HREF} className={styles.memberLink}>
            로그인하고 주문내역 보기
          </Link>
        )}
      </aside>
    </section>
  );
}
