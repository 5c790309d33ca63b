import {
  ADMIN_ROULETTE_KIND_LABELS,
  ADMIN_ROULETTE_MESSAGES,
  type AdminRoulette,
  type AdminRouletteBody,
  type AdminRouletteListQuery,
  type AdminRoulettePrize,
  type AdminRouletteSpin,
  type AdminRouletteSummary,
} from "@shop/contracts/admin-roulette";
import type { PageQuery } from "@shop/contracts/common";
import { maskLoginId } from "@shop/core/account/account-policy";
import { maskName } from "@shop/core/format/mask-name";
import { formatWon } from "@shop/core/format/number";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { rouletteOddsPercents, rouletteStockLeft } from "@shop/core/roulette/roulette-odds";
import { eventStatusAt } from "@shop/core/site/event-period";
import { formatKoreaMinute, parseKoreaMinute } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields } from "../../lib/audit-fields.js";
import { csvFile } from "../../lib/csv-file.js";
import type { CouponService } from "../coupon/coupon.service.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { lockPrizes, type RouletteEventRow, type RoulettePrizeRow } from "./roulette.repository.js";
import {
  countSpinsByPrize,
  deletePrizes,
  findAdminRoulettePage,
  findPrizesOf,
  findRouletteEvent,
  findRouletteIdByTitle,
  findSpinPage,
  insertPrize,
  insertRouletteEvent,
  lockRouletteEvent,
  parkPrizePositions,
  type RoulettePrizeFields,
  updatePrize,
  updateRouletteEvent,
} from "./roulette-admin.repository.js";

/** The audit log's target type; actions roulette.create, roulette.update, roulette.end. */
export const ROULETTE_AUDIT_TARGET = "roulette";
/** The most spins one CSV download holds (the latest first). */
const MAX_CSV_SPINS = 50_000;

export interface RouletteAdminDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  /** Coupon prizes: the coupon's name, and whether the coupon is there at all. */
  coupons: Pick<CouponService, "describeForPrizes">;
  /** The spins list's members (masked here). */
  members: { memberNamesOf(ids: readonly number[]): Promise<Map<number, { loginId: string; name: string }>> };
  clock?: () => Date;
}

const invalid = (field: string, message: string) =>
  new ApiError(400, "VALIDATION", message, `roulette: ${field}`, [{ field, message }]);

/** PostgreSQL's unique violation (23505) on either driver: two writes raced for one title. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const titleTaken = () =>
  new ApiError(409, "TITLE_TAKEN", ADMIN_ROULETTE_MESSAGES.titleTaken, "roulette title taken", [
    { field: "title", message: ADMIN_ROULETTE_MESSAGES.titleTaken },
  ]);

/** A slice's text when the operator left it blank. */
function defaultLabel(prize: AdminRouletteBody["prizes"][number], couponName: string | undefined): string {
  if (prize.kind === "coupon") return couponName ?? "할인 쿠폰";
  if (prize.kind === "points") return `적립금 ${formatWon(prize.points)}`;
  return "꽝";
}

interface Tallies {
  won: Map<number, number>;
}

function prizeViews(prizes: readonly RoulettePrizeRow[], { won }: Tallies, couponNames: Map<number, string>) {
  const percents = rouletteOddsPercents(prizes.map((prize) => prize.weight));
  return prizes.map((prize, index): AdminRoulettePrize => {
    const granted = won.get(prize.id) ?? 0;
    return {
      prizeId: prize.id,
      position: index,
      kind: prize.kind,
      label: prize.label,
      couponId: prize.couponId,
      couponName: prize.couponId === null ? null : (couponNames.get(prize.couponId) ?? null),
      points: prize.points,
      weight: prize.weight,
      percent: percents[index] ?? 0,
      stock: prize.stock === null ? null : prize.stock + granted,
      granted,
      left: prize.stock,
    };
  });
}

function summaryOf(
  event: RouletteEventRow,
  prizes: readonly RoulettePrizeRow[],
  { won }: Tallies,
  now: Date,
): AdminRouletteSummary {
  const given = prizes.filter((prize) => prize.kind !== "nothing");
  const granted = given.reduce((sum, prize) => sum + (won.get(prize.id) ?? 0), 0);
  const unlimited = given.some((prize) => prize.stock === null);
  return {
    id: event.id,
    title: event.title,
    startAt: formatKoreaMinute(event.startAt),
    endAt: formatKoreaMinute(event.endAt),
    status: eventStatusAt(event, now),
    limitRule: event.limitRule,
    visible: event.visible,
    spinCount: prizes.reduce((sum, prize) => sum + (won.get(prize.id) ?? 0), 0),
    granted,
    stock: unlimited ? null : given.reduce((sum, prize) => sum + (prize.stock ?? 0), 0) + granted,
  };
}

/** What the audit log keeps of an event: its fields as staff typed them and each slice in one line. */
function auditView(event: RouletteEventRow, prizes: readonly RoulettePrizeRow[], won: Map<number, number>) {
  return {
    title: event.title,
    subTitle: event.subTitle,
    notices: event.notices,
    limitRule: event.limitRule,
    startAt: formatKoreaMinute(event.startAt),
    endAt: formatKoreaMinute(event.endAt),
    visible: event.visible,
    prizes: prizes.map((prize) => {
      const total = prize.stock === null ? "무제한" : String(prize.stock + (won.get(prize.id) ?? 0));
      const what = prize.couponId !== null ? ` 쿠폰 ${prize.couponId}` : prize.points > 0 ? ` ${prize.points}원` : "";
      return `${prize.id}: ${ADMIN_ROULETTE_KIND_LABELS[prize.kind]}${what} '${prize.label}' 가중치 ${prize.weight} 수량 ${total}`;
    }),
  };
}

/**
 * The back office's roulette events (docs/decisions/054): the list with spins and prizes given, one event with its
 * prizes, create and edit (prizes, odds and stock included) and ending one early, each write one transaction with its
 * audit entry; the latest spins with members masked, also as CSV. An edit takes the prizes' row lock that every spin
 * takes first, so a spin draws from the wheel before or after the edit, never half of each, and a prize's total can
 * never go under the copies already won.
 */
export function createRouletteAdminService({
  db,
  audit,
  coupons,
  members,
  clock = () => new Date(),
}: RouletteAdminDeps) {
  async function couponNamesOf(executor: Db | Tx, couponIds: readonly number[], now: Date) {
    if (couponIds.length === 0) return new Map<number, string>();
    const facts = await coupons.describeForPrizes(executor, couponIds, null, now);
    return new Map([...facts].map(([id, fact]) => [id, fact.name]));
  }

  async function read(executor: Db | Tx, id: number, now: Date): Promise<AdminRoulette> {
    const event = await findRouletteEvent(executor, id);
    if (!event) throw ApiError.notFound(`roulette ${id}`);
    const [prizes, won] = await Promise.all([findPrizesOf(executor, [id]), countSpinsByPrize(executor, [id])]);
    const names = await couponNamesOf(
      executor,
      prizes.flatMap((prize) => (prize.couponId === null ? [] : [prize.couponId])),
      now,
    );
    return {
      ...summaryOf(event, prizes, { won }, now),
      subTitle: event.subTitle,
      notices: event.notices,
      prizes: prizeViews(prizes, { won }, names),
    };
  }

  /**
   * Writes the event and its wheel as the body says, in `tx`: the prizes locked first (the spins' lock), then the
   * event row. Saved prizes named by id are updated in place (a won one keeps its kind and coupon or points), the
   * others deleted (a won one cannot be), new ones added; each total becomes the copies left, never under those won.
   */
  async function save(tx: Tx, id: number | null, body: AdminRouletteBody, now: Date) {
    const prizes = id === null ? [] : await lockPrizes(tx, id);
    const before = id === null ? undefined : await lockRouletteEvent(tx, id);
    if (id !== null && !before) throw ApiError.notFound(`roulette ${id}`);
    const other = await findRouletteIdByTitle(tx, body.title);
    if (other !== undefined && other !== id) throw titleTaken();
    const won = id === null ? new Map<number, number>() : await countSpinsByPrize(tx, [id]);
    const spun = [...won.values()].some((n) => n > 0);
    if (before && spun && before.limitRule !== body.limitRule) {
      throw invalid("limitRule", ADMIN_ROULETTE_MESSAGES.limitLocked);
    }

    const couponIds = body.prizes.flatMap((prize) => (prize.couponId === null ? [] : [prize.couponId]));
    const names = await couponNamesOf(tx, couponIds, now);
    const saved = new Map(prizes.map((prize) => [prize.id, prize]));
    const rows = body.prizes.map((prize, index) => {
      const field = `prizes.${index}`;
      if (prize.couponId !== null && !names.has(prize.couponId)) {
        throw invalid(`${field}.couponId`, ADMIN_ROULETTE_MESSAGES.couponNotFound);
      }
      const row = prize.prizeId === undefined ? undefined : saved.get(prize.prizeId);
      if (prize.prizeId !== undefined && !row) throw invalid(`${field}.prizeId`, ADMIN_ROULETTE_MESSAGES.prizeId);
      const granted = row ? (won.get(row.id) ?? 0) : 0;
      if (
        row &&
        granted > 0 &&
        (row.kind !== prize.kind || row.couponId !== prize.couponId || row.points !== prize.points)
      ) {
        throw invalid(`${field}.kind`, ADMIN_ROULETTE_MESSAGES.wonPrizeChanged);
      }
      const stock = rouletteStockLeft(prize.stock, granted);
      if (stock.problem !== null) throw invalid(`${field}.stock`, stock.problem);
      const fields: RoulettePrizeFields = {
        kind: prize.kind,
        label: prize.label || defaultLabel(prize, prize.couponId === null ? undefined : names.get(prize.couponId)),
        couponId: prize.couponId,
        points: prize.points,
        weight: prize.weight,
        stock: stock.left,
      };
      return { id: row?.id, fields };
    });
    const kept = new Set(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])));
    const removed = prizes.filter((prize) => !kept.has(prize.id));
    if (removed.some((prize) => (won.get(prize.id) ?? 0) > 0)) {
      throw invalid("prizes", ADMIN_ROULETTE_MESSAGES.wonPrizeRemoved);
    }

    const fields = {
      title: body.title,
      subTitle: body.subTitle,
      notices: body.notices,
      limitRule: body.limitRule,
      // The contract has checked both minutes.
      startAt: parseKoreaMinute(body.startAt)!,
      endAt: parseKoreaMinute(body.endAt)!,
      visible: body.visible,
    };
    const event = id === null ? await insertRouletteEvent(tx, fields) : await updateRouletteEvent(tx, id, fields);
    await parkPrizePositions(tx, event.id);
    await deletePrizes(
      tx,
      removed.map((prize) => prize.id),
    );
    for (const [position, row] of rows.entries()) {
      if (row.id === undefined) await insertPrize(tx, event.id, position, row.fields);
      else await updatePrize(tx, row.id, position, row.fields);
    }
    const after = await findPrizesOf(tx, [event.id]);
    return {
      event,
      before: before ? auditView(before, prizes, won) : undefined,
      after: auditView(event, after, won),
    };
  }

  /** A write whose unique title raced another's: the same 409 as the check before it. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ApiError) && isUniqueViolation(error)) throw titleTaken();
      throw error;
    }
  }

  async function spinRows(id: number, query: PageQuery): Promise<{ list: AdminRouletteSpin[]; total: number }> {
    if (!(await findRouletteEvent(db, id))) throw ApiError.notFound(`roulette ${id}`);
    const { rows, total } = await findSpinPage(db, id, pageWindow(query));
    const names = await members.memberNamesOf(rows.map((row) => row.userId));
    const list = rows.map((row) => {
      const member = names.get(row.userId);
      return {
        spinId: row.id,
        spunAt: formatKoreaMinute(row.createdAt),
        memberName: maskName(member?.name ?? ""),
        memberLoginId: member ? maskLoginId(member.loginId) : "",
        prizeKind: row.kind,
        prizeLabel: row.label,
      };
    });
    return { list, total };
  }

  return {
    async list(query: AdminRouletteListQuery) {
      const now = clock();
      const { rows, total } = await findAdminRoulettePage(
        db,
        { keyword: query.keyword, status: query.status, now },
        pageWindow(query),
      );
      const ids = rows.map((row) => row.id);
      const [prizes, won] = await Promise.all([findPrizesOf(db, ids), countSpinsByPrize(db, ids)]);
      return {
        list: rows.map((row) =>
          summaryOf(
            row,
            prizes.filter((prize) => prize.eventId === row.id),
            { won },
            now,
          ),
        ),
        pagination: paginationOf(query, total),
      };
    },

    async get(id: number) {
      return { roulette: await read(db, id, clock()) };
    },

    create: (staff: StaffContext, body: AdminRouletteBody) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const { event, after } = await save(tx, null, body, now);
          await audit.record(tx, staff, {
            action: `${ROULETTE_AUDIT_TARGET}.create`,
            targetType: ROULETTE_AUDIT_TARGET,
            targetId: event.id,
            after,
          });
          return { roulette: await read(tx, event.id, now) };
        }),
      ),

    update: (staff: StaffContext, id: number, body: AdminRouletteBody) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const { before, after } = await save(tx, id, body, now);
          const changed = changedFields(before!, after, Object.keys(after) as (keyof typeof after)[]);
          await audit.record(tx, staff, {
            action: `${ROULETTE_AUDIT_TARGET}.update`,
            targetType: ROULETTE_AUDIT_TARGET,
            targetId: id,
            before: changed.before,
            after: changed.after,
          });
          return { roulette: await read(tx, id, now) };
        }),
      ),

    /**
     * Ends a running event now: spins from this instant answer 409 (종료된 이벤트입니다.). One already ended answers
     * 409, so a second click changes nothing; one not started yet is hidden or re-dated instead (409).
     */
    end: (staff: StaffContext, id: number) =>
      db.transaction(async (tx) => {
        const now = clock();
        const event = await lockRouletteEvent(tx, id);
        if (!event) throw ApiError.notFound(`roulette ${id}`);
        if (event.endAt <= now) {
          throw new ApiError(409, "ROULETTE_ENDED", ADMIN_ROULETTE_MESSAGES.ended, `roulette ${id} ended`);
        }
        if (event.startAt > now) {
          throw new ApiError(409, "ROULETTE_NOT_STARTED", ADMIN_ROULETTE_MESSAGES.notStarted, `roulette ${id}`);
        }
        const updated = await updateRouletteEvent(tx, id, { endAt: now });
        await audit.record(tx, staff, {
          action: `${ROULETTE_AUDIT_TARGET}.end`,
          targetType: ROULETTE_AUDIT_TARGET,
          targetId: id,
          before: { endAt: formatKoreaMinute(event.endAt) },
          after: { endAt: formatKoreaMinute(updated.endAt) },
        });
        return { roulette: await read(tx, id, now) };
      }),

    /** The event's spins, the latest first; members masked (김**, han***) whoever looks. */
    async spins(id: number, query: PageQuery) {
      const { list, total } = await spinRows(id, query);
      return { list, pagination: paginationOf(query, total) };
    },

    /** The latest spins (up to 50,000) as CSV, members masked as on the screen. */
    async spinsCsv(id: number) {
      const { list } = await spinRows(id, { page: 1, size: MAX_CSV_SPINS });
      const bytes = await csvFile([
        ["번호", "참여 시각", "회원 아이디", "회원 이름", "경품 종류", "경품"],
        ...list.map((spin) => [
          spin.spinId,
          spin.spunAt,
          spin.memberLoginId,
          spin.memberName,
          ADMIN_ROULETTE_KIND_LABELS[spin.prizeKind],
          spin.prizeLabel,
        ]),
      ]);
      return { bytes, fileName: `룰렛-${id}-참여내역.csv`, asciiName: `roulette-${id}-spins.csv` };
    },
  };
}

export type RouletteAdminService = ReturnType<typeof createRouletteAdminService>;
