import {
  ADMIN_MEMBER_MESSAGES,
  type AdminMemberPoints,
  type AdminPointAdjustRequest,
  type AdminPointAdjustResponse,
  pointBelowZeroMessage,
} from "@shop/contracts/admin-member";
import type { PageQuery } from "@shop/contracts/common";
import type { PointEntry } from "@shop/contracts/point";
import { POINT_ENTRY_LABELS } from "@shop/core/checkout/points";
import { pointExpiresAt } from "@shop/core/member/point-expiry";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { insertEntry, lockMemberPoints, type PointRow, sumBalance } from "./point.repository.js";
import type { PointService } from "./point.service.js";
import { findEntryByRequestKey } from "./point-admin.repository.js";

export interface PointAdminServiceDeps {
  db: Db;
  points: Pick<PointService, "history">;
  audit: Pick<StaffAuditService, "record">;
  /** The account module's answer: the member's status, or null when there is no such member. */
  members: { statusOf(userId: number, executor?: Db | Tx): Promise<"ACTIVE" | "DORMANT" | "SECEDED" | null> };
}

function entryOf(row: PointRow): PointEntry {
  return {
    pointId: row.id,
    kind: row.kind,
    kindLabel: POINT_ENTRY_LABELS[row.kind],
    amount: row.amount,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Operators' point adjustments (issue 14 item 5): each one is a new `adjust` entry on the append-only ledger, never
 * an edit, written under the member's point lock with its audit entry in the same transaction.
 */
export function createPointAdminService({ db, points, audit, members }: PointAdminServiceDeps) {
  async function requireMember(userId: number, executor: Db | Tx = db) {
    const status = await members.statusOf(userId, executor);
    if (!status)
      throw new ApiError(404, "NOT_FOUND", ADMIN_MEMBER_MESSAGES.notFound, `member ${userId} does not exist`);
    return status;
  }

  return {
    /** GET /api/admin/members/{id}/points: the member's history, newest first, and the balance. */
    async history(userId: number, query: PageQuery): Promise<AdminMemberPoints> {
      await requireMember(userId);
      const { balance, list, pagination } = await points.history(userId, query);
      return { balance, list, pagination };
    },

    /**
     * POST /api/admin/members/{id}/points: adds (amount > 0) or takes (amount < 0) points with the reason the member
     * reads in their history. A positive adjustment is valid POINT_VALID_MONTHS like an earn. Refused (409) when it
     * would take the balance below 0 or the member has seceded. With a `requestKey` (Idempotency-Key) a retry writes
     * nothing and answers the first entry; the same key with another amount or reason is refused (422).
     */
    adjust(
      staff: StaffContext,
      userId: number,
      { amount, reason }: AdminPointAdjustRequest,
      requestKey?: string,
    ): Promise<AdminPointAdjustResponse> {
      return db.transaction(async (tx) => {
        if ((await requireMember(userId, tx)) === "SECEDED") {
          throw new ApiError(409, "MEMBER_SECEDED", ADMIN_MEMBER_MESSAGES.seceded, `member ${userId} seceded`);
        }
        await lockMemberPoints(tx, userId);
        if (requestKey) {
          const earlier = await findEntryByRequestKey(tx, userId, requestKey);
          if (earlier) {
            if (earlier.amount !== amount || earlier.reason !== reason) {
              throw new ApiError(
                422,
                "IDEMPOTENCY_KEY_REUSED",
                ADMIN_MEMBER_MESSAGES.keyReused,
                `point adjustment key reused for member ${userId}`,
              );
            }
            return {
              entry: entryOf(earlier),
              balance: await sumBalance(tx, userId),
              message: ADMIN_MEMBER_MESSAGES.adjusted,
            };
          }
        }
        const before = await sumBalance(tx, userId);
        if (before + amount < 0) {
          throw new ApiError(
            409,
            "POINT_BELOW_ZERO",
            pointBelowZeroMessage(before),
            `adjust ${amount} on balance ${before}`,
          );
        }
        const createdAt = new Date();
        const row = await insertEntry(tx, {
          userId,
          amount,
          kind: "adjust",
          reason,
          createdAt,
          expiresAt: amount > 0 ? pointExpiresAt(createdAt) : null,
          requestKey: requestKey ?? null,
        });
        if (!row) throw new Error("adjust entry not written");
        const after = before + amount;
        await audit.record(tx, staff, {
          action: "member.points",
          targetType: "member",
          targetId: userId,
          before: { balance: before },
          after: { balance: after, amount, reason, pointId: row.id },
        });
        return { entry: entryOf(row), balance: after, message: ADMIN_MEMBER_MESSAGES.adjusted };
      });
    },
  };
}

export type PointAdminService = ReturnType<typeof createPointAdminService>;
