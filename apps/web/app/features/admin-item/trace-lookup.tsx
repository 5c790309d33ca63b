import { useState } from "react";
import { useFetcher } from "react-router";
import type { TraceLookupAnswer } from "../../routes/admin/trace-record";
import own from "./admin-item.module.css";
import styles from "./admin-item-create.module.css";

const TRACE_PATTERN = /^\d{12}$/;

/**
 * The 이력번호 field with 이력 조회: reads what the traceability registry says of the number (breed, sex, slaughter
 * date, grade…) before the item is saved with it. The API checks the number again on save (docs/decisions/043).
 */
export function TraceLookup({
  defaultValue,
  error,
  livestockName,
}: {
  defaultValue: string;
  error?: string | undefined;
  /** The livestock kind chosen on the form, to say when the registry's differs. */
  livestockName?: string | undefined;
}) {
  const [number, setNumber] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const fetcher = useFetcher<TraceLookupAnswer>();
  const trimmed = number.trim();
  const answer = fetcher.data;
  const record = answer?.record;
  const mismatch = record && livestockName && record.livestockName !== livestockName;
  const lookUp = () => {
    setTyped(true);
    if (TRACE_PATTERN.test(trimmed)) fetcher.load(`/admin/trace-records/${trimmed}`);
  };
  return (
    <div className={`${own.field} ${own.wide}`}>
      <label htmlFor="item-trace-number">이력번호 (12자리, 없으면 비움)</label>
      <div className={styles.traceRow}>
        <input
          id="item-trace-number"
          name="traceNumber"
          inputMode="numeric"
          maxLength={12}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            setTyped(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "traceNumber-error" : undefined}
        />
        <button
          type="button"
          className={styles.secondary}
          onClick={lookUp}
          disabled={fetcher.state !== "idle" || trimmed === ""}
        >
          이력 조회
        </button>
      </div>
      {error && (
        <span id="traceNumber-error" className={own.fieldError}>
          {error}
        </span>
      )}
      {typed && !TRACE_PATTERN.test(trimmed) && trimmed !== "" && (
        <span className={own.fieldError}>이력번호는 숫자 12자리로 입력해 주세요.</span>
      )}
      <div aria-live="polite">
        {answer?.error && <p className={own.fieldError}>{answer.error}</p>}
        {record && (
          <dl className={styles.trace} data-testid="trace-record">
            <div>
              <dt>축종</dt>
              <dd>
                {record.livestockName} ({record.trace.speciesName})
              </dd>
            </div>
            <div>
              <dt>성별</dt>
              <dd>{record.trace.sex || "-"}</dd>
            </div>
            <div>
              <dt>출생일</dt>
              <dd>{record.trace.birthDate ?? "-"}</dd>
            </div>
            <div>
              <dt>도축일</dt>
              <dd>{record.trace.slaughterDate ?? "-"}</dd>
            </div>
            <div>
              <dt>등급</dt>
              <dd>{record.trace.grade || "-"}</dd>
            </div>
            <div>
              <dt>원산지</dt>
              <dd>{record.trace.originCountry}</dd>
            </div>
            <div>
              <dt>농장</dt>
              <dd>{record.trace.farmName}</dd>
            </div>
            <div>
              <dt>도축장</dt>
              <dd>{record.trace.slaughterhouseName}</dd>
            </div>
            <div>
              <dt>가공일</dt>
              <dd>{record.trace.processDate ?? "-"}</dd>
            </div>
          </dl>
        )}
        {mismatch && (
          <p className={own.fieldError}>
            이력번호의 축종({record.livestockName})이 선택한 축종({livestockName})과 다릅니다. 저장하기 전에 확인해
            주세요.
          </p>
        )}
      </div>
    </div>
  );
}
