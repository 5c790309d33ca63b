import type { ReceiveNames } from "@shop/contracts/statistics";
import type { Db } from "../../db/client.js";
import { findReceiverNames } from "./receive-name.repository.js";

export interface ReceiveNameServiceDeps {
  db: Db;
}

/** The receiver names a member has ordered to (GET /api/statistics/receive-name): checkout's 받는 분 suggestions. */
export function createReceiveNameService({ db }: ReceiveNameServiceDeps) {
  return {
    /** The member's receiver names of placed orders, most used first, at most `limit`. */
    async list(userId: number, limit: number): Promise<ReceiveNames> {
      const rows = await findReceiverNames(db, userId, limit);
      return {
        list: rows.map((row) => ({
          receiveName: row.receiveName,
          orderCount: Number(row.orderCount),
          lastUsedAt: new Date(row.lastUsedAt).toISOString(),
        })),
      };
    },
  };
}

export type ReceiveNameService = ReturnType<typeof createReceiveNameService>;
