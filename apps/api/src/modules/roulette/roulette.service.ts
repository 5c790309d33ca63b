import { randomInt } from "node:crypto";
import type { PageQuery } from "@shop/contracts/common";
import type {
  RouletteApplyResult,
  RouletteDetail,
  RouletteList,
  RoulettePrize,
  RouletteSummary,
  RouletteValidate,
} from "@shop/contracts/roulette";
import { formatWon } from "@shop/core/format/number";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { type DrawablePrize, drawPrize, prizeChances } from "@shop/core/roulette/roulette-draw";
import {
  ROULETTE_LIMIT_LABELS,
  ROULETTE_MESSAGES,
  type RouletteRefusal,
  rouletteRefusal,
  rouletteSpinKey,
} from "@shop/core/roulette/roulette-limit";
import { eventStatusAt, formatEventPeriod } from "@shop/core/site/event-period";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CouponService } from "../coupon/coupon.service.js";
import type { PointService } from "../point/point.service.js";
import {
  findCurrentEventId,
  findPrizes,
  findSpin,
  findVisibleEvent,
  findVisibleEventPage,
  insertSpin,
  lockPrizes,
  type RouletteEventRow,
  type RoulettePrizeRow,
  type RouletteSpinRow,
  takePrizeStock,
} from "./roulette.repository.js";

/** What the point history shows for a roulette's points. */
export const ROULETTE_POINT_REASON = "룰렛 이벤트 당첨 적립금";

const RANDOM_RANGE = 2 ** 47;

/** A uniform [0, 1) from the system's cryptographic source: nobody can predict the next spin's draw. */
export function secureRandom(): number {
  return randomInt(RANDOM_RANGE) / RANDOM_RANGE;
}

type CouponFacts = Map<number, { name: string; benefit: string; issuable: boolean }>;

function summaryOf(event: RouletteEventRow, now: Date): RouletteSummary {
  return {
    id: event.id,
    title: event.title,
    subTitle: event.subTitle,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    // The end is exclusive: an event ending at midnight reads as ending the day before.
    period: formatEventPeriod(event.startAt, new Date(event.endAt.getTime() - 1)),
    status: eventStatusAt(event, now),
    limit: event.limitRule,
    limitLabel: ROULETTE_LIMIT_LABELS[event.limitRule],
  };
}

/** Whether a prize can be given: stock left and, for a coupon, a copy that could be issued (to this member). */
function drawableOf(prize: RoulettePrizeRow, coupons: CouponFacts): DrawablePrize {
  const stocked = prize.stock === null || prize.stock > 0;
  const couponOk = prize.couponId === null || coupons.get(prize.couponId)?.issuable === true;
  return { kind: prize.kind, weight: prize.weight, available: stocked && couponOk };
}

function prizesOf(rows: readonly RoulettePrizeRow[], coupons: CouponFacts): RoulettePrize[] {
  // The chances shown are the same for everyone: only stock and the coupon's own state count, not who looks.
  const chances = prizeChances(rows.map((prize) => drawableOf(prize, coupons)));
  return rows.map((prize, index) => {
    const coupon = prize.couponId === null ? undefined : coupons.get(prize.couponId);
    return {
      prizeId: prize.id,
      index,
      kind: prize.kind,
      label: prize.label,
      couponName: coupon?.name ?? null,
      couponBenefit: coupon?.benefit ?? null,
      points: prize.points,
      chance: chances[index] ?? 0,
      soldOut: prize.stock !== null && prize.stock <= 0,
    };
  });
}

function winMessage(prize: RoulettePrize, event: RouletteEventRow): string {
  if (prize.kind === "coupon") return "축하합니다! 쿠폰에 당첨되었습니다. 마이페이지 쿠폰함에서 확인해 주세요.";
  if (prize.kind === "points") return `축하합니다! 적립금 ${formatWon(prize.points)}이 적립되었습니다.`;
  return event.limitRule === "daily"
    ? "아쉽지만 꽝입니다. 내일 다시 도전해 주세요."
    : "아쉽지만 꽝입니다. 참여해 주셔서 감사합니다.";
}

const notFound = (id: number) =>
  new ApiError(404, "NOT_FOUND", ROULETTE_MESSAGES.notFound, `roulette ${id} not found or hidden`);

const REFUSAL_CODES: Record<Exclude<RouletteRefusal, "login">, string> = {
  notStarted: "ROULETTE_NOT_STARTED",
  ended: "ROULETTE_ENDED",
  spunToday: "ROULETTE_ALREADY_SPUN",
  spunEvent: "ROULETTE_ALREADY_SPUN",
};

function refused(reason: Exclude<RouletteRefusal, "login">, eventId: number): ApiError {
  return new ApiError(409, REFUSAL_CODES[reason], ROULETTE_MESSAGES[reason], `roulette ${eventId}: ${reason}`);
}

export interface RouletteServiceDeps {
  db: Db;
  /** Coupon prizes: their names and whether a copy can be issued, and the copy itself. */
  coupons: Pick<CouponService, "describeForPrizes" | "issueForPrize">;
  /** Points prizes, once per spin. */
  points: Pick<PointService, "grantOnce">;
  /** The draw's source of [0, 1); the system's cryptographic one unless a test seeds it. */
  random?: () => number;
  clock?: () => Date;
}

/**
 * 룰렛 이벤트 (issue 15 item 2, docs/decisions/047): the events and their wheels, whether a member may spin, and the
 * spin itself — drawn, recorded and given in one transaction, once per member per Korea day or per event.
 */
export function createRouletteService({
  db,
  coupons,
  points,
  random = secureRandom,
  clock = () => new Date(),
}: RouletteServiceDeps) {
  async function requireEvent(id: number): Promise<RouletteEventRow> {
    const event = await findVisibleEvent(db, id);
    if (!event) throw notFound(id);
    return event;
  }

  async function couponFactsOf(
    executor: Db | Tx,
    prizes: readonly RoulettePrizeRow[],
    userId: number | null,
    now: Date,
  ): Promise<CouponFacts> {
    const ids = prizes.flatMap((prize) => (prize.couponId === null ? [] : [prize.couponId]));
    return ids.length === 0 ? new Map() : coupons.describeForPrizes(executor, ids, userId, now);
  }

  /** A spin's answer (also what a retry with the same Idempotency-Key is answered). */
  async function resultOf(
    event: RouletteEventRow,
    prizeRows: readonly RoulettePrizeRow[],
    facts: CouponFacts,
    spin: RouletteSpinRow,
  ): Promise<RouletteApplyResult> {
    const prizes = prizesOf(prizeRows, facts);
    const prize = prizes.find((candidate) => candidate.prizeId === spin.prizeId);
    if (!prize) throw new Error(`spin ${spin.id}: prize ${spin.prizeId} is not on roulette ${event.id}`);
    return {
      spinId: spin.id,
      prizeIndex: prize.index,
      prize,
      message: winMessage(prize, event),
      couponUserId: spin.couponUserId,
      spunAt: spin.createdAt.toISOString(),
      remainingChances: 0,
    };
  }

  return {
    /** GET /api/roulette: the shown events, live first; currentId is the one /roulette opens. */
    async list(query: PageQuery): Promise<RouletteList> {
      const now = clock();
      const [{ rows, total }, currentId] = await Promise.all([
        findVisibleEventPage(db, now, pageWindow(query)),
        findCurrentEventId(db, now),
      ]);
      return { list: rows.map((row) => summaryOf(row, now)), pagination: paginationOf(query, total), currentId };
    },

    /** GET /api/roulette/{id}: a shown event (live, upcoming or ended) with its wheel; 404 for an unknown or hidden one. */
    async detail(id: number): Promise<RouletteDetail> {
      const now = clock();
      const event = await requireEvent(id);
      const prizes = await findPrizes(db, id);
      return {
        ...summaryOf(event, now),
        notices: event.notices
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        prizes: prizesOf(prizes, await couponFactsOf(db, prizes, null, now)),
      };
    },

    /** GET /api/roulette/{id}/validate-apply: whether this shopper (a guest: null) may spin now, and why not. */
    async validate(userId: number | null, id: number): Promise<RouletteValidate> {
      const now = clock();
      const event = await requireEvent(id);
      const spun =
        userId !== null && (await findSpin(db, id, userId, rouletteSpinKey(event.limitRule, now))) !== undefined;
      const reason = rouletteRefusal({ ...event, limit: event.limitRule }, now, { loggedIn: userId !== null, spun });
      return {
        applicable: reason === null,
        reason,
        message: reason === null ? ROULETTE_MESSAGES.canSpin : ROULETTE_MESSAGES[reason],
        remainingChances: reason === null || reason === "login" ? 1 : 0,
      };
    },

    /**
     * POST /api/roulette/{id}/apply: one spin in one transaction — the prizes locked, the draw (prizes out of stock or
     * not issuable to the member drop out, their share going to 꽝), the spin written under its unique key, the stock
     * taken and the prize given (a coupon copy, or points keyed by the spin). A second spin under the same key is 409;
     * a retry carrying the first one's Idempotency-Key is answered the first spin.
     */
    async apply(userId: number, id: number, requestKey?: string): Promise<RouletteApplyResult> {
      const now = clock();
      const event = await requireEvent(id);
      const window = { ...event, limit: event.limitRule };
      const early = rouletteRefusal(window, now, { loggedIn: true, spun: false });
      if (early === "notStarted" || early === "ended") throw refused(early, id);
      const spinKey = rouletteSpinKey(event.limitRule, now);
      const spunAgain = refused(event.limitRule === "daily" ? "spunToday" : "spunEvent", id);

      return db.transaction(async (tx) => {
        const prizes = await lockPrizes(tx, id);
        const earlier = await findSpin(tx, id, userId, spinKey);
        if (earlier) {
          if (requestKey && earlier.requestKey === requestKey) {
            return resultOf(event, prizes, await couponFactsOf(tx, prizes, null, now), earlier);
          }
          throw spunAgain;
        }
        const facts = await couponFactsOf(tx, prizes, userId, now);
        const drawable = prizes.map((prize) => drawableOf(prize, facts));
        let couponUserId: number | null = null;
        let drawn: RoulettePrizeRow | undefined;
        // A coupon whose copy cannot be issued after all (taken meanwhile elsewhere) drops out and the draw is redone.
        while (!drawn) {
          const index = drawPrize(drawable, random);
          if (index === null) {
            throw new ApiError(409, "ROULETTE_NO_PRIZE", ROULETTE_MESSAGES.noPrize, `roulette ${id}: nothing to draw`);
          }
          const prize = prizes[index]!;
          if (prize.couponId !== null) {
            const copy = await coupons.issueForPrize(tx, prize.couponId, userId, now);
            if (copy === undefined) {
              drawable[index] = { ...drawable[index]!, available: false };
              continue;
            }
            couponUserId = copy;
          }
          drawn = prize;
        }
        if (!(await takePrizeStock(tx, drawn.id))) throw new Error(`prize ${drawn.id} stock gone under its lock`);
        const spin = await insertSpin(tx, {
          eventId: id,
          userId,
          spinKey,
          prizeId: drawn.id,
          requestKey: requestKey ?? null,
          couponUserId,
          createdAt: now,
        });
        // The lock makes this rare; the unique index makes it certain (and rolls back the coupon copy and stock).
        if (!spin) throw spunAgain;
        if (drawn.kind === "points") {
          await points.grantOnce(tx, userId, drawn.points, ROULETTE_POINT_REASON, `roulette-spin:${spin.id}`);
        }
        const after = await findPrizes(tx, id);
        return resultOf(event, after, facts, spin);
      });
    },
  };
}

export type RouletteService = ReturnType<typeof createRouletteService>;
