import type { MemberProfile } from "@shop/contracts/auth";
import type { Cafe24ExchangeResult, Cafe24Points } from "@shop/contracts/cafe24";
import { CAFE24_EXCHANGE_MIN, CAFE24_EXCHANGE_UNIT } from "@shop/contracts/cafe24";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  Cafe24PointsError,
  type Cafe24PointsProvider,
  Cafe24PointsUncertainError,
} from "../../providers/cafe24-points.provider.js";
import type { AuthContext } from "../account/session.service.js";
import {
  type Cafe24ExchangeRow,
  findExchangeByKey,
  findOpenExchanges,
  insertExchangeUnlessKeyTaken,
  moveExchange,
} from "./cafe24.repository.js";

type Member = AuthContext & { userId: number };

export interface Cafe24ServiceDeps {
  db: Db;
  cafe24: Cafe24PointsProvider;
  /** The shop's point ledger: the credit, in the transaction that marks the exchange credited. */
  points: {
    grant(userId: number, amount: number, reason: string, tx?: Tx): Promise<void>;
    balance(userId: number): Promise<number>;
  };
  accounts: { getMe(member: Member): Promise<MemberProfile> };
  logError: (error: unknown, context: Record<string, unknown>) => void;
  /** An exchange whose Cafe24 call gave no answer is looked up in Cafe24's history once it is this old. */
  settleAfterMs: number;
  clock?: () => Date;
}

/** What the point history says of an exchange. */
export const CAFE24_EXCHANGE_REASON = "카페24 포인트 전환";
export const CAFE24_UNAVAILABLE_MESSAGE = "카페24 포인트를 지금 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.";
export const CAFE24_NOT_ENOUGH_MESSAGE = "전환할 카페24 포인트가 부족합니다.";
export const CAFE24_NO_MEMBER_MESSAGE = "카페24 쇼핑몰에서 회원 정보를 찾을 수 없습니다.";
export const CAFE24_REFUSED_MESSAGE = "카페24에서 포인트 전환을 거절했습니다. 잠시 후 다시 시도해 주세요.";
export const CAFE24_IN_PROGRESS_MESSAGE = "포인트 전환을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.";
export const CAFE24_PENDING_CREDIT_MESSAGE =
  "카페24 포인트는 차감되었고 적립금 적립을 마무리하고 있습니다. 잠시 후 적립금 내역에서 확인해 주세요.";
export const CAFE24_KEY_REUSED_MESSAGE =
  "같은 전환 요청으로 다른 금액을 전환할 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.";

/** The reason written at Cafe24 for one exchange: how a decrease whose answer never came is found again. */
export function cafe24ReasonOf(exchangeId: number): string {
  return `농협 축산물 도매몰 적립금 전환 #${exchangeId}`;
}

/**
 * 외부 포인트 전환 (SPEC §7 Cafe24; docs/decisions/033): the member's points at the cooperative's Cafe24 mall (their
 * login id there is the shop's) exchanged 1:1 into shop points. Each request is recorded under its requestId before
 * Cafe24 is asked, so a retried request never decreases twice; the credit is written in the transaction that marks
 * the exchange credited, so it happens once; an exchange decreased at Cafe24 but not yet credited (the shop failed
 * after Cafe24 answered) is credited by the retry, the next read of the points or the next exchange — never lost.
 */
export function createCafe24Service(deps: Cafe24ServiceDeps) {
  const { db, cafe24, points, accounts, logError, settleAfterMs } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Credits a decreased exchange once: false when another request credited it first. */
  async function credit(row: Cafe24ExchangeRow): Promise<boolean> {
    return db.transaction(async (tx) => {
      const moved = await moveExchange(tx, row.id, "decreased", { status: "credited", completedAt: clock() });
      if (!moved) return false;
      await points.grant(row.userId, row.amount, CAFE24_EXCHANGE_REASON, tx);
      return true;
    });
  }

  /** An exchange whose decrease never answered: Cafe24's history says whether it happened. */
  async function reconcile(row: Cafe24ExchangeRow): Promise<Cafe24ExchangeRow["status"]> {
    const happened = await cafe24.findDecrease(row.cafe24MemberId, row.amount, cafe24ReasonOf(row.id), row.requestedAt);
    if (!happened) {
      await moveExchange(db, row.id, "requested", {
        status: "failed",
        failMessage: "not decreased at Cafe24",
        completedAt: clock(),
      });
      return "failed";
    }
    const moved = await moveExchange(db, row.id, "requested", { status: "decreased" });
    if (moved) await credit(moved);
    return "credited";
  }

  /** Finishes the member's exchanges left open (credit the decreased, look up the unanswered); errors are logged. */
  async function settleOpen(userId: number) {
    const cutoff = clock().getTime() - settleAfterMs;
    for (const row of await findOpenExchanges(db, userId)) {
      try {
        if (row.status === "decreased") await credit(row);
        else if (row.requestedAt.getTime() <= cutoff) await reconcile(row);
      } catch (error) {
        logError(error, { exchangeId: row.id, step: "settle open cafe24 exchange" });
      }
    }
  }

  async function answerOf(member: Member, loginId: string, exchanged: number): Promise<Cafe24ExchangeResult> {
    const [left, shopPoints] = await Promise.all([
      cafe24.balance(loginId).catch((error: unknown) => {
        logError(error, { step: "cafe24 balance after exchange" });
        return 0;
      }),
      points.balance(member.userId),
    ]);
    return { exchanged, points: left, shopPoints };
  }

  /** Where an exchange stands when a retry asks again: its answer, or the refusal it ended with. */
  async function answerExisting(
    member: Member,
    loginId: string,
    row: Cafe24ExchangeRow,
  ): Promise<Cafe24ExchangeResult> {
    let status = row.status;
    if (status === "decreased") {
      await credit(row);
      status = "credited";
    }
    if (status === "requested" && clock().getTime() - row.requestedAt.getTime() >= settleAfterMs) {
      status = await reconcile(row).catch((error: unknown) => {
        logError(error, { exchangeId: row.id, step: "reconcile cafe24 exchange" });
        return "requested" as const;
      });
    }
    if (status === "requested") throw new ApiError(409, "CAFE24_EXCHANGE_IN_PROGRESS", CAFE24_IN_PROGRESS_MESSAGE);
    if (status === "failed") {
      throw new ApiError(
        409,
        "CAFE24_EXCHANGE_FAILED",
        row.failMessage?.startsWith("422") ? CAFE24_NOT_ENOUGH_MESSAGE : CAFE24_REFUSED_MESSAGE,
        row.failMessage ?? "",
      );
    }
    return answerOf(member, loginId, row.amount);
  }

  return {
    /** GET /api/cafe24/points: the member's points at the mall and in the shop (open exchanges finished first). */
    async points(member: Member): Promise<Cafe24Points> {
      const { loginId } = await accounts.getMe(member);
      await settleOpen(member.userId);
      let mallPoints: number;
      try {
        mallPoints = await cafe24.balance(loginId);
      } catch (error) {
        if (error instanceof Cafe24PointsError && error.httpStatus === 404) mallPoints = 0;
        else {
          logError(error, { step: "cafe24 balance" });
          throw new ApiError(503, "CAFE24_UNAVAILABLE", CAFE24_UNAVAILABLE_MESSAGE, String(error));
        }
      }
      return {
        memberId: loginId,
        points: mallPoints,
        shopPoints: await points.balance(member.userId),
        unit: CAFE24_EXCHANGE_UNIT,
        minimum: CAFE24_EXCHANGE_MIN,
      };
    },

    /**
     * POST /api/cafe24/exchange-points: `amount` Cafe24 points into as many shop points. The same requestId again
     * answers the first request's result without asking Cafe24 twice.
     */
    async exchange(member: Member, input: { amount: number; requestId: string }): Promise<Cafe24ExchangeResult> {
      const { loginId } = await accounts.getMe(member);
      const row = await insertExchangeUnlessKeyTaken(db, {
        userId: member.userId,
        idempotencyKey: input.requestId,
        cafe24MemberId: loginId,
        amount: input.amount,
        status: "requested",
        requestedAt: clock(),
      });
      if (!row) {
        const existing = await findExchangeByKey(db, member.userId, input.requestId);
        if (!existing) throw new Error(`exchange key ${input.requestId} vanished`);
        if (existing.amount !== input.amount) {
          throw new ApiError(422, "CAFE24_KEY_REUSED", CAFE24_KEY_REUSED_MESSAGE, "same requestId, another amount");
        }
        return answerExisting(member, loginId, existing);
      }
      // Earlier exchanges left open are finished first (their credit is owed already).
      await settleOpen(member.userId);

      try {
        await cafe24.decrease(loginId, input.amount, cafe24ReasonOf(row.id));
      } catch (error) {
        if (error instanceof Cafe24PointsUncertainError) {
          logError(error, { exchangeId: row.id, step: "cafe24 decrease" });
          throw new ApiError(503, "CAFE24_EXCHANGE_IN_PROGRESS", CAFE24_IN_PROGRESS_MESSAGE, String(error));
        }
        const status = error instanceof Cafe24PointsError ? error.httpStatus : 0;
        await moveExchange(db, row.id, "requested", {
          status: "failed",
          failMessage: `${status} ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
          completedAt: clock(),
        });
        const message =
          status === 422
            ? CAFE24_NOT_ENOUGH_MESSAGE
            : status === 404
              ? CAFE24_NO_MEMBER_MESSAGE
              : CAFE24_REFUSED_MESSAGE;
        throw new ApiError(409, "CAFE24_EXCHANGE_REFUSED", message, String(error));
      }
      const decreased = await moveExchange(db, row.id, "requested", { status: "decreased" });
      try {
        if (decreased) await credit(decreased);
      } catch (error) {
        // Cafe24 took the points and the shop could not write the credit: the exchange stays decreased and is
        // credited by the retry, the next read of the points or the next exchange.
        logError(error, { exchangeId: row.id, step: "credit cafe24 exchange" });
        throw new ApiError(503, "CAFE24_CREDIT_PENDING", CAFE24_PENDING_CREDIT_MESSAGE, String(error));
      }
      return answerOf(member, loginId, input.amount);
    },
  };
}

export type Cafe24Service = ReturnType<typeof createCafe24Service>;
