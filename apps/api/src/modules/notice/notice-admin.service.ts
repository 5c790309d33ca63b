import type { AdminNotice, AdminNoticeBody } from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  deleteNotice,
  findAdminNoticePage,
  insertNotice,
  lockNotice,
  type NoticeRow,
  updateNotice,
} from "./notice-admin.repository.js";

const FIELDS = ["label", "title", "content", "onTop", "showOnMain"] as const;

// The audit log drops any key that looks like a secret, "pin" included (staff-audit.service.ts), so "pinned" is kept
// as "onTop" there.
function auditView(row: NoticeRow) {
  const { pinned, ...rest } = row;
  return { ...rest, onTop: pinned };
}

function toAdminNotice(row: NoticeRow): AdminNotice {
  return {
    id: row.id,
    label: row.label,
    title: row.title,
    content: row.content,
    pinned: row.pinned,
    showOnMain: row.showOnMain,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NoticeAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
}

/**
 * The back office's notices (issue 14 item 4): every write is audited in its transaction and, once committed, tells
 * the shop's caches, so GET /api/notice and the notice pages show it at once.
 */
export function createNoticeAdminService({ db, audit }: NoticeAdminServiceDeps) {
  async function requireNotice(tx: Parameters<typeof lockNotice>[0], id: number) {
    const row = await lockNotice(tx, id);
    if (!row) throw ApiError.notFound(`notice ${id}`);
    return row;
  }

  return {
    async list(query: { page: number; size: number; keyword?: string | undefined }) {
      const { rows, totalCount } = await findAdminNoticePage(db, {
        keyword: query.keyword || undefined,
        ...pageWindow(query),
      });
      return { list: rows.map(toAdminNotice), pagination: paginationOf(query, totalCount) };
    },

    async create(staff: StaffContext, body: AdminNoticeBody) {
      const row = await db.transaction(async (tx) => {
        const created = await insertNotice(tx, body);
        await audit.record(tx, staff, {
          action: "notice.create",
          targetType: "notice",
          targetId: created.id,
          after: pickFields(auditView(created), FIELDS),
        });
        return created;
      });
      announceShopChange({ kind: "content", content: "notice", id: row.id });
      return { notice: toAdminNotice(row) };
    },

    async update(staff: StaffContext, id: number, body: AdminNoticeBody) {
      const row = await db.transaction(async (tx) => {
        const before = await requireNotice(tx, id);
        const after = await updateNotice(tx, id, body);
        await audit.record(tx, staff, {
          action: "notice.update",
          targetType: "notice",
          targetId: id,
          ...changedFields(auditView(before), auditView(after), FIELDS),
        });
        return after;
      });
      announceShopChange({ kind: "content", content: "notice", id });
      return { notice: toAdminNotice(row) };
    },

    async remove(staff: StaffContext, id: number) {
      await db.transaction(async (tx) => {
        const before = await requireNotice(tx, id);
        await deleteNotice(tx, id);
        await audit.record(tx, staff, {
          action: "notice.delete",
          targetType: "notice",
          targetId: id,
          before: pickFields(auditView(before), FIELDS),
        });
      });
      announceShopChange({ kind: "content", content: "notice", id });
      return { id };
    },
  };
}

export type NoticeAdminService = ReturnType<typeof createNoticeAdminService>;
