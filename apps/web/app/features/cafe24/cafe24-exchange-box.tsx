import { formatWon } from "@shop/core/format/number";
import { Form } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import styles from "./cafe24-exchange.module.css";
import type { Cafe24ExchangeActionData, Cafe24ExchangeBoxData } from "./cafe24-exchange.server";

const points = (value: number) => `${value.toLocaleString("ko-KR")}P`;

/** 외부 포인트 전환 on /mypage/point: the member's Cafe24 mall points and 전환하기 into shop points (1:1). */
export function Cafe24ExchangeBox({
  data,
  answer,
}: {
  data: Cafe24ExchangeBoxData;
  answer: Cafe24ExchangeActionData | undefined;
}) {
  return (
    <section className={styles.box} aria-labelledby="cafe24-exchange-title">
      <h2 id="cafe24-exchange-title" className={styles.title}>
        외부 포인트 전환
      </h2>
      {data.kind === "unavailable" ? (
        <p className={styles.note}>{data.message}</p>
      ) : (
        <>
          <p className={styles.lead}>
            농협 카페24 쇼핑몰 포인트를 도매몰 적립금으로 1:1 전환합니다.
            <span className={styles.mallPoints}>
              전환 가능 포인트 <strong>{points(data.points.points)}</strong>
            </span>
          </p>
          {answer?.exchanged ? (
            <p className={styles.done} role="status">
              {points(answer.exchanged)}를 적립금 {formatWon(answer.exchanged)}으로 전환했습니다.
            </p>
          ) : null}
          <FormAlert message={answer?.formError} />
          <Form method="post" className={styles.form} key={data.requestId}>
            <CsrfField />
            <input type="hidden" name="intent" value="cafe24-exchange" />
            <input type="hidden" name="requestId" value={data.requestId} />
            <TextField
              label="전환할 포인트"
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              placeholder={`${data.points.minimum.toLocaleString("ko-KR")}P부터 ${data.points.unit}P 단위`}
              error={answer?.fieldErrors?.amount}
            />
            <SubmitButton>전환하기</SubmitButton>
          </Form>
          <ul className={styles.notes}>
            <li>
              {data.points.minimum.toLocaleString("ko-KR")}P부터 {data.points.unit}P 단위로 전환할 수 있으며, 전환한
              포인트는 되돌릴 수 없습니다.
            </li>
            <li>카페24 쇼핑몰 아이디가 도매몰 아이디({data.points.memberId})와 같아야 합니다.</li>
          </ul>
        </>
      )}
    </section>
  );
}
