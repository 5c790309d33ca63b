import type { RouletteApplyResult, RouletteDetail, RouletteValidate } from "@shop/contracts/roulette";
import { wheelStopDegrees } from "@shop/core/roulette/roulette-draw";
import { useCallback, useEffect, useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { Modal } from "../../components/ui/modal";
import styles from "./roulette.module.css";
import type { RouletteActionData } from "./roulette.server";
import { RouletteWheel } from "./roulette-wheel";
import { stopJitter } from "./wheel-geometry";

const STATUS_LABELS = { upcoming: "오픈 예정", active: "진행 중", ended: "종료" } as const;
const STATUS_CLASSES = { upcoming: styles.statusUpcoming, active: styles.statusActive, ended: styles.statusEnded };

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Where the wheel rests for a spin: its prize's slice under the pointer, after whole turns. */
function restingAngle(result: RouletteApplyResult, count: number): number {
  return wheelStopDegrees(result.prizeIndex, count) + stopJitter(result.spinId, count);
}

function ResultCard({ result }: { result: RouletteApplyResult }) {
  const won = result.prize.kind !== "nothing";
  return (
    <section className={won ? `${styles.result} ${styles.resultWon}` : styles.result} aria-label="당첨 결과">
      <p className={styles.resultPrize}>{won ? `${result.prize.label} 당첨` : result.prize.label}</p>
      <p className={styles.resultMessage}>{result.message}</p>
      {result.prize.kind === "coupon" && result.prize.couponName ? (
        <p className={styles.resultDetail}>
          {result.prize.couponName}
          {result.prize.couponBenefit ? ` · ${result.prize.couponBenefit}` : ""}
        </p>
      ) : null}
      {result.prize.kind === "coupon" ? (
        <Link to="/mypage/coupon" className={styles.resultLink}>
          쿠폰함 보기
        </Link>
      ) : result.prize.kind === "points" ? (
        <Link to="/mypage/point" className={styles.resultLink}>
          적립금 내역 보기
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The roulette page's body: the wheel with its spin button at the hub, the shopper's chance, and the result once the
 * wheel stops on the slice the API drew. Without JavaScript the form posts as a document and the page comes back with
 * the wheel at rest on the prize and the result shown.
 */
export function RouletteView({
  event,
  chance,
  loggedIn,
  loginHref,
  spinKey,
}: {
  event: RouletteDetail;
  chance: RouletteValidate;
  loggedIn: boolean;
  loginHref: string;
  spinKey: string;
}) {
  const fetcher = useFetcher<RouletteActionData>();
  const documentAnswer = useActionData<RouletteActionData>();
  const answer = fetcher.data ?? documentAnswer;
  const count = Math.max(event.prizes.length, 1);
  const documentResult = documentAnswer?.ok ? documentAnswer.result : undefined;
  const [rotation, setRotation] = useState(() => (documentResult ? restingAngle(documentResult, count) : 0));
  // The result shows once the wheel has stopped (at once for a document answer or reduced motion).
  const [shown, setShown] = useState<RouletteApplyResult | undefined>(documentResult);
  const [modalOpen, setModalOpen] = useState(false);
  // The spin whose turn is under way (its result waits for the wheel to stop).
  const [turning, setTurning] = useState<RouletteApplyResult | undefined>(undefined);

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    const result = fetcher.data.result;
    if (turning?.spinId === result.spinId || shown?.spinId === result.spinId) return;
    setRotation(restingAngle(result, count));
    if (prefersReducedMotion()) {
      setShown(result);
      setModalOpen(true);
    } else {
      setTurning(result);
    }
  }, [fetcher.data, count, shown, turning]);

  const onStopped = useCallback(() => {
    if (!turning) return;
    setShown(turning);
    setTurning(undefined);
    setModalOpen(true);
  }, [turning]);

  const spinning = fetcher.state !== "idle" || turning !== undefined;
  const error = answer && !answer.ok && fetcher.state === "idle" ? answer.error : undefined;
  // While the wheel turns the page's chance (already reloaded as 0) waits, so the result is not given away early.
  const canSpin = chance.applicable && !shown && !spinning;
  const remaining = shown ? 0 : chance.remainingChances;

  const hub = loggedIn ? (
    <fetcher.Form method="post" className={styles.hubForm}>
      <CsrfField />
      <input type="hidden" name="eventId" value={event.id} />
      <input type="hidden" name="spinKey" value={spinKey} />
      <button
        type="submit"
        className={styles.hubButton}
        disabled={!canSpin}
        aria-label="룰렛 돌리기"
        aria-describedby="roulette-chance"
      >
        {spinning ? "돌리는 중" : "START"}
        <span className={styles.hubSub}>{spinning ? "…" : "돌리기"}</span>
      </button>
    </fetcher.Form>
  ) : (
    <Link to={loginHref} className={styles.hubButton} aria-label="로그인하고 룰렛 돌리기">
      LOGIN
      <span className={styles.hubSub}>로그인</span>
    </Link>
  );

  return (
    <div className={styles.layout}>
      <div className={styles.stage}>
        <RouletteWheel prizes={event.prizes} rotation={rotation} onStopped={onStopped} hub={hub} />
        <div id="roulette-chance" className={styles.chance} aria-live="polite">
          {loggedIn && chance.reason !== "notStarted" && chance.reason !== "ended" ? (
            <p className={styles.remaining}>
              {event.limit === "daily" ? "오늘 남은 기회" : "남은 기회"} <strong>{remaining}회</strong>
            </p>
          ) : null}
          {spinning ? (
            <p className={styles.chanceMessage}>룰렛이 돌아가고 있습니다. 잠시만 기다려 주세요.</p>
          ) : shown ? null : (
            <p className={chance.applicable ? styles.chanceMessage : `${styles.chanceMessage} ${styles.refusal}`}>
              {chance.applicable ? "가운데 START 버튼을 눌러 룰렛을 돌려 주세요." : chance.message}
            </p>
          )}
          {!loggedIn && chance.reason === "login" ? (
            <Link to={loginHref} className={styles.loginButton}>
              로그인하고 참여하기
            </Link>
          ) : null}
          {error ? (
            <p className={`${styles.chanceMessage} ${styles.refusal}`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div aria-live="polite">{shown ? <ResultCard result={shown} /> : null}</div>
      </div>

      <aside className={styles.info} aria-labelledby="roulette-prizes-title">
        <dl className={styles.facts}>
          <div>
            <dt>진행 상태</dt>
            <dd>
              <span className={`${styles.status} ${STATUS_CLASSES[event.status]}`}>{STATUS_LABELS[event.status]}</span>
            </dd>
          </div>
          <div>
            <dt>이벤트 기간</dt>
            <dd>{event.period}</dd>
          </div>
          <div>
            <dt>참여 방법</dt>
            <dd>{event.limitLabel}</dd>
          </div>
        </dl>
        <h2 id="roulette-prizes-title" className={styles.infoTitle}>
          경품 안내
        </h2>
        <ul className={styles.prizeList}>
          {event.prizes.map((prize) => (
            <li key={prize.prizeId} className={prize.soldOut ? styles.prizeSoldOut : undefined}>
              <span className={styles.prizeName}>
                {prize.label}
                {prize.kind === "coupon" && prize.couponName ? (
                  <span className={styles.prizeNote}>{prize.couponName}</span>
                ) : null}
              </span>
              <span className={styles.prizeChance}>{prize.soldOut ? "소진" : `${prize.chance}%`}</span>
            </li>
          ))}
        </ul>
        {event.notices.length > 0 ? (
          <>
            <h2 className={styles.infoTitle}>유의사항</h2>
            <ul className={styles.notices}>
              {event.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </>
        ) : null}
      </aside>

      <Modal
        open={modalOpen && shown !== undefined}
        title="룰렛 결과"
        onClose={() => setModalOpen(false)}
        size="sm"
        footer={
          <button type="button" className={styles.modalButton} onClick={() => setModalOpen(false)}>
            확인
          </button>
        }
      >
        {shown ? <ResultCard result={shown} /> : null}
      </Modal>
    </div>
  );
}
