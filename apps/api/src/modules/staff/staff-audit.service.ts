import type { AdminAuditEntry } from "@shop/contracts/admin";
import type { PageQuery } from "@shop/contracts/common";
import { koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { type AuditFilter, findAuditPage, insertAuditEntry } from "./staff.repository.js";
import type { StaffContext } from "./staff-auth.service.js";

/** One staff write as the audit log keeps it. */
export interface AuditWrite {
  /** `<domain>.<verb>`, e.g. `inquiry.answer`, `order.status`, `item.update`. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The fields the write changed, as they were and as they became (never secrets: see `auditable`). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

// Never kept in the log, whatever a caller passes: staff can read the log. Read as the words of a camelCase or
// snake_case key, so `pin`, `pinPassword`, `passwordHash`, `accessToken`, `billingKey` or `cardNo` go while `pinned`,
// `cardName` or `hashtag` stay.
const SECRET_WORDS = new Set(["password", "passwd", "hash", "token", "secret", "pin", "bid", "billing", "cvc"]);

function isSecretKey(key: string): boolean {
  const words = key.split(/(?=[A-Z])|[_-]/).map((word) => word.toLowerCase());
  return words.some(
    (word, index) => SECRET_WORDS.has(word) || (word === "card" && ["no", "number"].includes(words[index + 1] ?? "")),
  );
}

/** The entry's record without fields that hold secrets. */
export function auditable(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !isSecretKey(key)));
}

/**
 * The audit log of staff writes (issue 14 item 7). `record` takes the transaction of the write it describes, so a
 * write and its entry are kept or rolled back together.
 */
export function createStaffAuditService({ db }: { db: Db }) {
  async function record(tx: Db | Tx, staff: StaffContext, write: AuditWrite) {
    await insertAuditEntry(tx, {
      staffId: staff.staffId,
      action: write.action,
      targetType: write.targetType,
      targetId: String(write.targetId),
      before: auditable(write.before),
      after: auditable(write.after),
      address: staff.address || null,
    });
  }

  async function list(
    query: PageQuery & {
      staff?: string | undefined;
      action?: string | undefined;
      targetType?: string | undefined;
      targetId?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    },
  ) {
    const filter: AuditFilter = {
      staffLoginId: query.staff,
      actionPrefix: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from ? (koreaDayStart(query.from) ?? undefined) : undefined,
      until: query.to ? (koreaDayEnd(query.to) ?? undefined) : undefined,
    };
    const { rows, total } = await findAuditPage(db, filter, {
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    const list: AdminAuditEntry[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return {
      list,
      pagination: { page: query.page, size: query.size, totalCount: total, totalPages: Math.ceil(total / query.size) },
    };
  }

  return { record, list };
}
export type StaffAuditService = ReturnType<typeof createStaffAuditService>;
