import type { ContentKind } from "@shop/contracts/admin-content";
import type { Db, Tx } from "../db/client.js";
import type { StaffAuditService } from "../modules/staff/staff-audit.service.js";
import type { StaffContext } from "../modules/staff/staff-auth.service.js";
import { ApiError } from "./api-error.js";
import { changedFields } from "./audit-fields.js";
import { announceShopChange } from "./shop-changes.js";

// How the back office writes the shop's content (issue 14 item 4; notices, FAQ, policies, banner, popups, main
// visuals, maintenance, app versions): the write and its audit entry in one transaction, kept or rolled back together
// (docs/decisions/036), and, once committed, every cache that shows the content told (lib/shop-changes.ts). Each
// module keeps its own tables: it hands its repository's functions in.

export interface ContentWriteDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
}

/** What the audit entry of one content write keeps besides its action: the record and its fields as they were/became. */
export interface ContentAuditEntry {
  /** A record's id, or a name for a single setting (the maintenance window's "site"). */
  targetId: number | string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Runs `write` in a transaction with its audit entry (`<kind>.<verb>` on target type `<kind>`) and tells the shop after
 * the commit (with the record's id when it has one); answers what `write` answers.
 */
export async function writeContent<T>(
  { db, audit }: ContentWriteDeps,
  staff: StaffContext,
  kind: ContentKind,
  verb: "create" | "update" | "delete" | "end" | "reorder",
  write: (tx: Tx) => Promise<{ value: T; entry: ContentAuditEntry }>,
): Promise<T> {
  const { value, entry } = await db.transaction(async (tx) => {
    const done = await write(tx);
    await audit.record(tx, staff, { action: `${kind}.${verb}`, targetType: kind, ...done.entry });
    return done;
  });
  announceShopChange({
    kind: "content",
    content: kind,
    ...(typeof entry.targetId === "number" ? { id: entry.targetId } : {}),
  });
  return value;
}

/** A content table as its module's repository reaches it, and what the audit log keeps of its rows. */
export interface ContentTable<Row extends { id: number }, Fields, Kind extends ContentKind = ContentKind> {
  /** The audit entries' target type (and `<kind>.<verb>` their action), and what the shop is told changed. */
  kind: Kind;
  /** The audited fields of a row, as the log shows them (e.g. Korea minutes rather than instants). */
  auditFields: (row: Row) => Record<string, unknown>;
  lock: (tx: Tx, id: number) => Promise<Row | undefined>;
  insert: (tx: Tx, fields: Fields) => Promise<Row>;
  update: (tx: Tx, id: number, fields: Fields) => Promise<Row>;
  remove: (tx: Tx, id: number) => Promise<void>;
}

/**
 * Create, update and delete of one content table's records by id, each audited and announced (writeContent): a
 * created record's fields, an update's changed fields as they were and became, a deleted record's fields. An id that
 * is not there answers 404 (요청하신 정보를 찾을 수 없습니다.).
 */
export function contentRecords<Row extends { id: number }, Fields, Kind extends ContentKind>(
  deps: ContentWriteDeps,
  table: ContentTable<Row, Fields, Kind>,
) {
  // A 404's detail names the record in words: stripeBanner 7 → "stripe banner 7 not found".
  const name = table.kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  async function requireRow(tx: Tx, id: number) {
    const row = await table.lock(tx, id);
    if (!row) throw ApiError.notFound(`${name} ${id}`);
    return row;
  }

  return {
    create: (staff: StaffContext, fields: Fields) =>
      writeContent(deps, staff, table.kind, "create", async (tx) => {
        const row = await table.insert(tx, fields);
        return { value: row, entry: { targetId: row.id, after: table.auditFields(row) } };
      }),

    update: (staff: StaffContext, id: number, fields: Fields) =>
      writeContent(deps, staff, table.kind, "update", async (tx) => {
        const before = table.auditFields(await requireRow(tx, id));
        const row = await table.update(tx, id, fields);
        const after = table.auditFields(row);
        return { value: row, entry: { targetId: id, ...changedFields(before, after, Object.keys(before)) } };
      }),

    remove: (staff: StaffContext, id: number) =>
      writeContent(deps, staff, table.kind, "delete", async (tx) => {
        const before = table.auditFields(await requireRow(tx, id));
        await table.remove(tx, id);
        return { value: { id }, entry: { targetId: id, before } };
      }),
  };
}
