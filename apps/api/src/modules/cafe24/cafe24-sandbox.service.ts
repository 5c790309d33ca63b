import { createHash } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Db } from "../../db/client.js";
import { findSandboxHistory, insertSandboxPoints, lockSandboxMember, sumSandboxPoints } from "./cafe24.repository.js";

/** The sandbox's base path: the Admin API's paths follow it (/api/dev/cafe24/api/v2/admin/…). */
export const CAFE24_SANDBOX_BASE_PATH = "/api/dev/cafe24";

/** Every mall member starts with 3,000–7,900 points in the sandbox, the same for the same member id. */
export function sandboxOpeningPoints(memberId: string): number {
  const digest = createHash("sha256").update(memberId).digest();
  return 3_000 + (digest.readUInt16BE(0) % 50) * 100;
}

/** A Cafe24-shaped refusal: `{ error: { code, message } }` with the HTTP status. */
export class Cafe24SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  body() {
    return { error: { code: this.status, message: this.message } };
  }
}

const stamp = (date: Date) => format(new TZDate(date, "Asia/Seoul"), "yyyy-MM-dd'T'HH:mm:ssxxx");

/**
 * The local stand-in for the Cafe24 Admin API's points (served in demo mode or with the dev tools while the points
 * exchange has no Cafe24 keys): each mall member's points and their history, decreased and increased as Cafe24 does.
 */
export function createCafe24SandboxService({ db }: { db: Db }) {
  async function balanceOf(executor: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], memberId: string) {
    return sandboxOpeningPoints(memberId) + (await sumSandboxPoints(executor, memberId));
  }

  return {
    /** GET customersprivacy/{member_id}: the member with their available points. */
    async customer(memberId: string) {
      return {
        customersprivacy: {
          shop_no: 1,
          member_id: memberId,
          available_points: (await balanceOf(db, memberId)).toFixed(2),
        },
      };
    },

    /** POST points: an increase or decrease; a decrease beyond the balance is refused (422) and changes nothing. */
    async adjust(input: {
      memberId: string;
      amount: number;
      type: "increase" | "decrease";
      reason: string;
      orderId: string | null;
    }) {
      return db.transaction(async (tx) => {
        await lockSandboxMember(tx, input.memberId);
        const balance = await balanceOf(tx, input.memberId);
        if (input.type === "decrease" && input.amount > balance) {
          throw new Cafe24SandboxRefusal(422, "The points to deduct exceed the available points.");
        }
        const row = await insertSandboxPoints(tx, {
          memberId: input.memberId,
          amount: input.type === "decrease" ? -input.amount : input.amount,
          reason: input.reason,
          orderId: input.orderId,
        });
        return {
          point: {
            shop_no: 1,
            member_id: input.memberId,
            order_id: input.orderId,
            amount: input.amount.toFixed(2),
            type: input.type,
            reason: input.reason,
            available_points_total: (balance + row.amount).toFixed(2),
            issue_date: stamp(row.createdAt),
          },
        };
      });
    },

    /** GET points: the member's history, newest first, with the running total after each entry. */
    async history(memberId: string, limit: number) {
      const rows = await findSandboxHistory(db, memberId, limit);
      let total = await balanceOf(db, memberId);
      return {
        points: rows.map((row) => {
          const entry = {
            shop_no: 1,
            case: row.amount < 0 ? "manual_decrease" : "manual_increase",
            member_id: memberId,
            available_points_increase: row.amount > 0 ? row.amount.toFixed(2) : null,
            available_points_decrease: row.amount < 0 ? (-row.amount).toFixed(2) : null,
            available_points_total: total.toFixed(2),
            order_id: row.orderId,
            issue_date: stamp(row.createdAt),
            reason: row.reason,
          };
          total -= row.amount;
          return entry;
        }),
      };
    },
  };
}

export type Cafe24SandboxService = ReturnType<typeof createCafe24SandboxService>;
