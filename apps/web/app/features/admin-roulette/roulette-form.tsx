import { ADMIN_ROULETTE_KIND_LABELS, ADMIN_ROULETTE_LIMIT_LABELS } from "@shop/contracts/admin-roulette";
import { ROULETTE_PRIZE_KINDS } from "@shop/core/roulette/roulette-draw";
import { ROULETTE_LIMITS } from "@shop/core/roulette/roulette-limit";
import {
  formatOddsPercent,
  ROULETTE_MAX_PRIZES,
  rouletteOddsPercents,
  rouletteOddsProblem,
} from "@shop/core/roulette/roulette-odds";
import { useState } from "react";
import { Form } from "react-router";
import { Field } from "../../components/admin/admin-form";
import form from "../../components/admin/admin-form.module.css";
import table from "../../components/admin/admin-table.module.css";
import styles from "./admin-roulette.module.css";
import { blankPrize, type PrizeFormValues, type RouletteFormValues } from "./roulette-form-values";

/** A coupon the operator can pick for a coupon prize. */
export interface CouponChoice {
  id: number;
  name: string;
  benefit: string;
}

const weightOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replaceAll(",", "")));

/**
 * The roulette's form (/admin/roulettes/new and /admin/roulettes/:id): the event, its spin rule and its prizes in wheel
 * order, each with its kind (a coupon picked by number and name, points, or 꽝), its odds as a weight with the percent it
 * gives shown as the operator types (core rouletteOddsPercents, the rule the API checks too) and its total stock.
 */
export function RouletteForm({
  title,
  values,
  errors,
  coupons,
  limitLocked,
  submitLabel,
  busy,
}: {
  title: string;
  values: RouletteFormValues;
  errors: Record<string, string>;
  coupons: readonly CouponChoice[];
  /** Spun already: the spin rule stays as it is. */
  limitLocked: boolean;
  submitLabel: string;
  busy: boolean;
}) {
  const [prizes, setPrizes] = useState(() => values.prizes.map((prize, index) => ({ ...prize, key: index })));
  const [nextKey, setNextKey] = useState(values.prizes.length);
  const weights = prizes.map((prize) => weightOf(prize.weight));
  const percents = rouletteOddsPercents(weights);
  const problem = prizes.length > 0 ? rouletteOddsProblem(weights) : null;
  const change = (key: number, patch: Partial<PrizeFormValues>) =>
    setPrizes((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) =>
    setPrizes((rows) => {
      const next = [...rows];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const add = () => {
    setPrizes((rows) => [...rows, { ...blankPrize("nothing"), label: "꽝", key: nextKey }]);
    setNextKey((key) => key + 1);
  };

  return (
    <Form method="post" className={form.form} aria-label="룰렛 이벤트 정보">
      <input type="hidden" name="intent" value="save" />
      <h2 className={form.formTitle}>{title}</h2>
      <Field label="제목" error={errors.title} wide>
        <input name="title" defaultValue={values.title} maxLength={100} required />
      </Field>
      <Field label="부제목 (선택)" error={errors.subTitle} wide>
        <input name="subTitle" defaultValue={values.subTitle} maxLength={200} />
      </Field>
      <Field label="시작 (한국 시각)" error={errors.startAt}>
        <input name="startAt" type="datetime-local" defaultValue={values.startAt} required />
      </Field>
      <Field label="종료 (한국 시각)" error={errors.endAt} hint="이 시각부터는 돌릴 수 없습니다.">
        <input name="endAt" type="datetime-local" defaultValue={values.endAt} required />
      </Field>
      <Field
        label="참여 방식"
        error={errors.limitRule}
        hint={limitLocked ? "참여 기록이 있어 바꿀 수 없습니다." : "하루 1회는 한국 시각 자정에 새 기회가 생깁니다."}
      >
        {limitLocked ? (
          <>
            <input type="hidden" name="limitRule" value={values.limitRule} />
            <select disabled value={values.limitRule}>
              <option value={values.limitRule}>{ADMIN_ROULETTE_LIMIT_LABELS[values.limitRule]}</option>
            </select>
          </>
        ) : (
          <select name="limitRule" defaultValue={values.limitRule}>
            {ROULETTE_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {ADMIN_ROULETTE_LIMIT_LABELS[limit]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="쇼핑몰 노출" error={errors.visible}>
        <span className={styles.check}>
          <input name="visible" type="checkbox" defaultChecked={values.visible} /> 룰렛 화면과 목록에 보입니다
        </span>
      </Field>
      <Field label="유의사항 (한 줄에 하나)" error={errors.notices} wide>
        <textarea name="notices" defaultValue={values.notices} maxLength={2000} rows={3} />
      </Field>

      <fieldset className={styles.prizes}>
        <legend>경품 (룰렛 위에서부터 시계 방향)</legend>
        <p className={styles.help}>
          확률은 0 이상의 정수로 입력합니다. 합이 100이면 그대로 %이고, 아니면 각 숫자를 합계로 나눈 비율입니다. 수량은
          당첨될 수 있는 총 개수이며, 비우면 제한이 없습니다. 수량이 다 떨어진 경품의 확률은 첫 번째 꽝으로 넘어갑니다.
        </p>
        {(errors.prizes || problem?.index === null) && (
          <p className={table.fieldError} role="alert">
            {errors.prizes ?? problem?.message}
          </p>
        )}
        <div className={table.tableWrap}>
          <table className={`${table.table} ${styles.prizeTable}`}>
            <thead>
              <tr>
                <th scope="col">순서</th>
                <th scope="col">종류</th>
                <th scope="col">내용</th>
                <th scope="col">룰렛 문구</th>
                <th scope="col">확률</th>
                <th scope="col">수량</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {prizes.map((prize, index) => {
                const err = (field: string) => errors[`prizes.${index}.${field}`];
                const won = prize.granted > 0;
                const couponKnown = coupons.some((coupon) => String(coupon.id) === prize.couponId);
                return (
                  <tr key={prize.key}>
                    <td className={table.number}>
                      {index + 1}
                      <input type="hidden" name="prizeId" value={prize.prizeId} />
                      <input type="hidden" name="granted" value={prize.granted} />
                    </td>
                    <td>
                      {won && <input type="hidden" name="kind" value={prize.kind} />}
                      <select
                        aria-label={`${index + 1}번 경품 종류`}
                        name={won ? undefined : "kind"}
                        value={prize.kind}
                        disabled={won}
                        onChange={(event) =>
                          change(prize.key, { kind: event.currentTarget.value as PrizeFormValues["kind"] })
                        }
                      >
                        {ROULETTE_PRIZE_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {ADMIN_ROULETTE_KIND_LABELS[kind]}
                          </option>
                        ))}
                      </select>
                      {err("kind") && <span className={`${table.fieldError} ${styles.below}`}>{err("kind")}</span>}
                    </td>
                    <td>
                      <span hidden={prize.kind !== "coupon"}>
                        <select
                          aria-label={`${index + 1}번 경품 쿠폰`}
                          name="couponId"
                          value={prize.couponId}
                          onChange={(event) => change(prize.key, { couponId: event.currentTarget.value })}
                        >
                          <option value="">쿠폰 선택</option>
                          {!couponKnown && prize.couponId && (
                            <option value={prize.couponId}>{prize.couponId}번 쿠폰</option>
                          )}
                          {coupons.map((coupon) => (
                            <option key={coupon.id} value={coupon.id}>
                              {coupon.id}번 · {coupon.name} ({coupon.benefit})
                            </option>
                          ))}
                        </select>
                      </span>
                      <span hidden={prize.kind !== "points"} className={styles.inline}>
                        <input
                          aria-label={`${index + 1}번 경품 적립금`}
                          name="points"
                          inputMode="numeric"
                          value={prize.points}
                          readOnly={won}
                          onChange={(event) => change(prize.key, { points: event.currentTarget.value })}
                          size={8}
                        />
                        원
                      </span>
                      {prize.kind === "nothing" && <span className={table.muted}>당첨 없음</span>}
                      {(err("couponId") || err("points")) && (
                        <span className={`${table.fieldError} ${styles.below}`}>
                          {err("couponId") ?? err("points")}
                        </span>
                      )}
                    </td>
                    <td>
                      <input
                        aria-label={`${index + 1}번 경품 룰렛 문구`}
                        name="label"
                        value={prize.label}
                        maxLength={30}
                        placeholder="비우면 자동"
                        onChange={(event) => change(prize.key, { label: event.currentTarget.value })}
                        size={12}
                      />
                      {err("label") && <span className={`${table.fieldError} ${styles.below}`}>{err("label")}</span>}
                    </td>
                    <td>
                      <span className={styles.inline}>
                        <input
                          aria-label={`${index + 1}번 경품 확률`}
                          name="weight"
                          inputMode="numeric"
                          value={prize.weight}
                          onChange={(event) => change(prize.key, { weight: event.currentTarget.value })}
                          size={6}
                        />
                        <output className={styles.percent} aria-label={`${index + 1}번 경품 당첨 확률`}>
                          {formatOddsPercent(percents[index] ?? 0)}
                        </output>
                      </span>
                      {(err("weight") || problem?.index === index) && (
                        <span className={`${table.fieldError} ${styles.below}`}>
                          {err("weight") ?? problem?.message}
                        </span>
                      )}
                    </td>
                    <td>
                      <input
                        aria-label={`${index + 1}번 경품 수량`}
                        name="stock"
                        inputMode="numeric"
                        value={prize.stock}
                        placeholder="제한 없음"
                        onChange={(event) => change(prize.key, { stock: event.currentTarget.value })}
                        size={9}
                      />
                      {won && (
                        <span className={`${table.muted} ${styles.below}`}>
                          당첨 {prize.granted.toLocaleString("ko-KR")}개
                        </span>
                      )}
                      {err("stock") && <span className={`${table.fieldError} ${styles.below}`}>{err("stock")}</span>}
                    </td>
                    <td>
                      <span className={`${styles.inline} ${styles.rowButtons}`}>
                        <button
                          type="button"
                          className={table.button}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          aria-label={`${index + 1}번 경품 위로`}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={table.button}
                          disabled={index === prizes.length - 1}
                          onClick={() => move(index, 1)}
                          aria-label={`${index + 1}번 경품 아래로`}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className={table.button}
                          disabled={won || prizes.length === 1}
                          title={won ? "당첨 기록이 있는 경품은 확률을 0으로 바꿔 주세요." : undefined}
                          onClick={() => setPrizes((rows) => rows.filter((row) => row.key !== prize.key))}
                        >
                          삭제
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <button type="button" className={table.button} onClick={add} disabled={prizes.length >= ROULETTE_MAX_PRIZES}>
          경품 추가
        </button>
      </fieldset>

      <div className={form.formActions}>
        <button type="submit" className={table.primary} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
