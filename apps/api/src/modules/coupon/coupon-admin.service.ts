import { randomInt } from "node:crypto";
import {
  ADMIN_COUPON_MESSAGES,
  type AdminCouponCodesResponse,
  type AdminCouponDetail,
  type AdminCouponIssueRequest,
  type AdminCouponIssueResponse,
  type AdminCouponList,
  type AdminCouponListQuery,
  type AdminCouponRow,
  type AdminCouponSaved,
  type AdminCouponWrite,
  COUPON_CODES_PER_COUPON,
  couponCodesMadeMessage,
  couponsIssuedByStaffMessage,
} from "@shop/contracts/admin-coupon";
import { type CouponIssueMethod, changesAllowedAfterIssue } from "@shop/core/checkout/coupon-terms";
import { gradeFor } from "@shop/core/member/member-grade";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaDate, koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields } from "../../lib/audit-fields.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { type CouponRow, findCouponById, insertCopies } from "./coupon.repository.js";
import { copyValidUntil, couponBenefitText } from "./coupon.service.js";
import {
  addIssuedCount,
  countCodesOfCoupon,
  countCopiesOfCoupons,
  findAdminCouponPage,
  findCodesOfCoupon,
  findHoldersAmong,
  findIssueRequest,
  hasCodes,
  hasCopies,
  insertCodes,
  insertCoupon,
  insertIssueRequest,
  lockCoupon,
  type NewCoupon,
  saveIssueResponse,
  updateCoupon,
} from "./coupon-admin.repository.js";

export interface CouponAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  /** The account module: active members, all of them or by login id. */
  members: {
    activeMemberIds(): Promise<number[]>;
    activeMemberIdsByLoginIds(loginIds: readonly string[]): Promise<Map<string, number>>;
  };
  /** The order module: what each member paid over the grade period (members not in it paid 0). */
  grades: { paidOverGradePeriod(): Promise<Map<number, number>> };
  clock?: () => Date;
}

/** Copies written per insert statement when a grade gets a coupon. */
const ISSUE_BATCH = 1_000;
/** Letters and digits of a code: no 0/O, 1/I/L, so a printed code is read back right (31 symbols). */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 16 symbols: ~79 bits, never found by trying (and typed tries are throttled, COUPON_CODE_THROTTLE). */
const CODE_LENGTH = 16;

/** A new random code, stored without hyphens. */
function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** "ABCD-EFGH-JKMN-PQRS": a stored code as printed. */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** How members get the coupon; rows made before the back office read from their flags. */
function methodOf(row: CouponRow): CouponIssueMethod {
  if (row.issueMethod !== "download") return row.issueMethod;
  if (row.downloadable) return "download";
  return row.exchangeCode ? "codes" : "members";
}

function statusOf(row: CouponRow, now: Date): AdminCouponRow["status"] {
  return row.active && row.validUntil >= now ? "active" : "ended";
}

/** The form's values as stored: only the discount's own fields, the period as instants (end included). */
function valuesOf(input: AdminCouponWrite) {
  const validFrom = koreaDayStart(input.validFrom);
  const end = koreaDayEnd(input.validUntil);
  if (!validFrom || !end) throw new Error("validated days did not parse");
  const rate = input.discountType === "rate";
  return {
    name: input.name,
    description: input.description,
    kind: input.kind,
    discountType: input.discountType,
    amount: rate ? 0 : input.amount,
    rate: rate ? input.rate : 0,
    maxDiscount: rate ? input.maxDiscount : 0,
    minOrderAmount: input.minOrderAmount,
    concurrently: input.concurrently,
    validFrom,
    validUntil: new Date(end.getTime() - 1),
    validDays: input.validDays,
    issueLimit: input.issueMethod === "download" ? input.issueLimit : null,
    issueMethod: input.issueMethod,
    downloadable: input.issueMethod === "download",
  } satisfies NewCoupon;
}

/** The fields compared when a coupon is changed: as the form has them (days, not instants). */
function formOf(row: CouponRow) {
  return {
    name: row.name,
    description: row.description,
    kind: row.kind,
    discountType: row.discountType,
    amount: row.amount,
    rate: row.rate,
    maxDiscount: row.maxDiscount,
    minOrderAmount: row.minOrderAmount,
    concurrently: row.concurrently,
    validFrom: formatKoreaDate(row.validFrom),
    validUntil: formatKoreaDate(row.validUntil),
    validDays: row.validDays,
    issueLimit: row.issueLimit,
    issueMethod: methodOf(row),
  };
}
type CouponForm = ReturnType<typeof formOf>;
const LOCKED_AFTER_ISSUE: (keyof CouponForm)[] = [
  "kind",
  "discountType",
  "amount",
  "rate",
  "maxDiscount",
  "minOrderAmount",
  "concurrently",
  "validFrom",
  "validDays",
  "issueLimit",
  "issueMethod",
];

const notFound = (id: number) =>
  new ApiError(404, "NOT_FOUND", ADMIN_COUPON_MESSAGES.notFound, `coupon ${id} does not exist`);

/**
 * The back office's coupons (issue 14 item 5, docs/decisions/041): make and change them, issue copies to a grade or
 * to members (once per member; a retried Idempotency-Key issues once), make offline codes in bulk, end them. Every
 * write is audited in its own transaction.
 */
export function createCouponAdminService({
  db,
  audit,
  members,
  grades,
  clock = () => new Date(),
}: CouponAdminServiceDeps) {
  function rowOf(row: CouponRow, counts: { held: number; used: number } | undefined, now: Date): AdminCouponRow {
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      discountType: row.discountType,
      issueMethod: methodOf(row),
      benefit: couponBenefitText(row),
      validFrom: row.validFrom.toISOString(),
      validUntil: row.validUntil.toISOString(),
      status: statusOf(row, now),
      issuedCount: counts?.held ?? 0,
      usedCount: counts?.used ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function detailOf(executor: Db | Tx, row: CouponRow): Promise<AdminCouponDetail> {
    const now = clock();
    const [counts, codes] = await Promise.all([
      countCopiesOfCoupons(executor, [row.id]),
      countCodesOfCoupon(executor, row.id),
    ]);
    const held = counts.get(row.id);
    return {
      coupon: {
        ...rowOf(row, held, now),
        description: row.description,
        amount: row.amount,
        rate: row.rate,
        maxDiscount: row.maxDiscount,
        minOrderAmount: row.minOrderAmount,
        concurrently: row.concurrently,
        validFromDay: formatKoreaDate(row.validFrom),
        validUntilDay: formatKoreaDate(row.validUntil),
        validDays: row.validDays,
        issueLimit: row.issueLimit,
        issued: (held?.held ?? 0) > 0 || codes.made > 0,
        codeCount: codes.made,
        codeUsedCount: codes.used,
      },
    };
  }

  async function requireLocked(tx: Tx, id: number): Promise<CouponRow> {
    const row = await lockCoupon(tx, id);
    if (!row) throw notFound(id);
    return row;
  }

  /** The coupon can still be given out now: not ended, its end not passed. */
  function requireRunning(row: CouponRow, now: Date) {
    if (statusOf(row, now) === "ended") {
      throw new ApiError(409, "COUPON_ENDED", ADMIN_COUPON_MESSAGES.endedCannotIssue, `coupon ${row.id} ended`);
    }
  }

  /** The active members a request names: a grade's (by what they paid over the period) and those of the login ids. */
  async function targetsOf(request: AdminCouponIssueRequest) {
    const ids = new Set<number>();
    if (request.grade !== undefined) {
      const [all, paid] = await Promise.all([members.activeMemberIds(), grades.paidOverGradePeriod()]);
      for (const id of all) if (gradeFor(paid.get(id) ?? 0).code === request.grade) ids.add(id);
    }
    const loginIds = [...new Set((request.loginIds ?? []).filter((id) => id.length > 0))];
    const byLoginId = await members.activeMemberIdsByLoginIds(loginIds);
    for (const id of byLoginId.values()) ids.add(id);
    return { userIds: [...ids], unknownLoginIds: loginIds.filter((id) => !byLoginId.has(id)) };
  }

  return {
    /** GET /api/admin/coupons: newest first, with copies held and used. */
    async list(query: AdminCouponListQuery): Promise<AdminCouponList> {
      const now = clock();
      const { rows, total } = await findAdminCouponPage(
        db,
        { name: query.name || undefined, kind: query.kind, status: query.status },
        now,
        pageWindow(query),
      );
      const counts = await countCopiesOfCoupons(
        db,
        rows.map((row) => row.id),
      );
      return {
        list: rows.map((row) => rowOf(row, counts.get(row.id), now)),
        pagination: paginationOf(query, total),
      };
    },

    /** GET /api/admin/coupons/{id} */
    async detail(id: number): Promise<AdminCouponDetail> {
      const row = await findCouponById(db, id);
      if (!row) throw notFound(id);
      return detailOf(db, row);
    },

    /** POST /api/admin/coupons */
    create(staff: StaffContext, input: AdminCouponWrite): Promise<AdminCouponSaved> {
      return db.transaction(async (tx) => {
        const row = await insertCoupon(tx, valuesOf(input));
        await audit.record(tx, staff, {
          action: "coupon.create",
          targetType: "coupon",
          targetId: row.id,
          before: null,
          after: formOf(row),
        });
        return { ...(await detailOf(tx, row)), message: ADMIN_COUPON_MESSAGES.created };
      });
    },

    /**
     * PUT /api/admin/coupons/{id}: every field until a copy is held or a code made; after that only the name, the
     * description and a later end (409 otherwise), as members hold copies under those terms.
     */
    update(staff: StaffContext, id: number, input: AdminCouponWrite): Promise<AdminCouponSaved> {
      return db.transaction(async (tx) => {
        const current = await requireLocked(tx, id);
        const values = valuesOf(input);
        const before = formOf(current);
        const after = formOf({ ...current, ...values });
        if ((await hasCopies(tx, id)) || (await hasCodes(tx, id))) {
          const check = changesAllowedAfterIssue(before, after, LOCKED_AFTER_ISSUE);
          if (!check.allowed) {
            throw new ApiError(
              409,
              "COUPON_ISSUED",
              ADMIN_COUPON_MESSAGES.lockedAfterIssue,
              `${String(check.field)} is fixed`,
            );
          }
        }
        const row = await updateCoupon(tx, id, values);
        const saved = formOf(row);
        const diff = changedFields(before, saved, Object.keys(saved) as (keyof CouponForm)[]);
        if (Object.keys(diff.after).length > 0) {
          await audit.record(tx, staff, { action: "coupon.update", targetType: "coupon", targetId: id, ...diff });
        }
        return { ...(await detailOf(tx, row)), message: ADMIN_COUPON_MESSAGES.updated };
      });
    },

    /**
     * POST /api/admin/coupons/{id}/issue: a copy to every active member of the grade and of the login ids, each at
     * most once (members who hold one are counted, not given another). With a `requestKey` (Idempotency-Key) a retry
     * issues nothing and answers the first answer; the same key with another target answers 422.
     */
    async issue(
      staff: StaffContext,
      id: number,
      request: AdminCouponIssueRequest,
      requestKey?: string,
    ): Promise<AdminCouponIssueResponse> {
      // The members are read before the transaction: the account and order modules read on their own connection.
      const targets = await targetsOf(request);
      return db.transaction(async (tx) => {
        const now = clock();
        const coupon = await requireLocked(tx, id);
        const target = JSON.stringify({
          grade: request.grade ?? null,
          loginIds: [...new Set((request.loginIds ?? []).filter((loginId) => loginId.length > 0))].sort(),
        });
        if (requestKey && !(await insertIssueRequest(tx, id, requestKey, target))) {
          const earlier = await findIssueRequest(tx, id, requestKey);
          if (!earlier || earlier.target !== target || earlier.response === "") {
            throw new ApiError(422, "IDEMPOTENCY_KEY_REUSED", ADMIN_COUPON_MESSAGES.keyReused, `issue key reused`);
          }
          return JSON.parse(earlier.response) as AdminCouponIssueResponse;
        }
        requireRunning(coupon, now);
        const method = methodOf(coupon);
        if (method !== "grade" && method !== "members") {
          throw new ApiError(
            409,
            "COUPON_NOT_ISSUABLE",
            ADMIN_COUPON_MESSAGES.notIssuable,
            `coupon ${id} is ${method}`,
          );
        }
        const { userIds, unknownLoginIds } = targets;
        const validUntil = copyValidUntil(coupon, now);
        let issuedCount = 0;
        let alreadyHeldCount = 0;
        for (let start = 0; start < userIds.length; start += ISSUE_BATCH) {
          const batch = userIds.slice(start, start + ISSUE_BATCH);
          const holders = await findHoldersAmong(tx, id, batch);
          alreadyHeldCount += holders.size;
          issuedCount += await insertCopies(
            tx,
            id,
            batch.filter((userId) => !holders.has(userId)).map((userId) => ({ userId, issuedAt: now, validUntil })),
          );
        }
        await addIssuedCount(tx, id, issuedCount);
        const response: AdminCouponIssueResponse = {
          message: couponsIssuedByStaffMessage(issuedCount),
          issuedCount,
          alreadyHeldCount,
          unknownLoginIds,
        };
        await audit.record(tx, staff, {
          action: "coupon.issue",
          targetType: "coupon",
          targetId: id,
          before: null,
          after: {
            grade: request.grade ?? null,
            loginIdCount: request.loginIds?.length ?? 0,
            issuedCount,
            alreadyHeldCount,
            unknownLoginIds: unknownLoginIds.slice(0, 50),
          },
        });
        if (requestKey) await saveIssueResponse(tx, id, requestKey, JSON.stringify(response));
        return response;
      });
    },

    /** POST /api/admin/coupons/{id}/offline-codes: `count` new random codes for an offline-code coupon. */
    makeCodes(staff: StaffContext, id: number, count: number): Promise<AdminCouponCodesResponse> {
      return db.transaction(async (tx) => {
        const coupon = await requireLocked(tx, id);
        if (methodOf(coupon) !== "codes") {
          throw new ApiError(409, "COUPON_NOT_CODES", ADMIN_COUPON_MESSAGES.notCodes, `coupon ${id} has no codes`);
        }
        requireRunning(coupon, clock());
        const before = await countCodesOfCoupon(tx, id);
        if (before.made + count > COUPON_CODES_PER_COUPON) {
          throw new ApiError(409, "TOO_MANY_CODES", ADMIN_COUPON_MESSAGES.tooManyCodes, `coupon ${id} codes`);
        }
        const made: string[] = [];
        // A clash with an existing code (about 2^-79 a code) is simply drawn again.
        while (made.length < count) {
          const fresh = [...new Set(Array.from({ length: count - made.length }, newCode))];
          made.push(...(await insertCodes(tx, id, fresh)));
        }
        await audit.record(tx, staff, {
          action: "coupon.codes",
          targetType: "coupon",
          targetId: id,
          before: { codeCount: before.made },
          after: { codeCount: before.made + made.length, made: made.length },
        });
        return {
          message: couponCodesMadeMessage(made.length),
          codes: made.map(printedCode),
          codeCount: before.made + made.length,
        };
      });
    },

    /** Every code of the coupon, as printed, with when it was exchanged (the .csv and .xlsx downloads). */
    async codesOf(id: number) {
      const coupon = await findCouponById(db, id);
      if (!coupon) throw notFound(id);
      const rows = await findCodesOfCoupon(db, id);
      return {
        coupon,
        codes: rows.map((row) => ({ code: printedCode(row.code), createdAt: row.createdAt, usedAt: row.usedAt })),
      };
    },

    /**
     * POST /api/admin/coupons/{id}/end: no more copies are given, and the copies members hold stop being usable
     * (they read as expired, as a withdrawn coupon's always have). 409 when already ended.
     */
    end(staff: StaffContext, id: number): Promise<AdminCouponSaved> {
      return db.transaction(async (tx) => {
        const current = await requireLocked(tx, id);
        if (!current.active) {
          throw new ApiError(409, "COUPON_ENDED", ADMIN_COUPON_MESSAGES.alreadyEnded, `coupon ${id} already ended`);
        }
        const row = await updateCoupon(tx, id, { active: false });
        await audit.record(tx, staff, {
          action: "coupon.end",
          targetType: "coupon",
          targetId: id,
          before: { active: true },
          after: { active: false },
        });
        return { ...(await detailOf(tx, row)), message: ADMIN_COUPON_MESSAGES.ended };
      });
    },
  };
}

export type CouponAdminService = ReturnType<typeof createCouponAdminService>;
