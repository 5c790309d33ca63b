import type { AdminNotice, AdminNoticeBody } from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { pickFields } from "../../lib/audit-fields.js";
import { contentRecords } from "../../lib/content-write.js";
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
 * the shop's caches (lib/content-write.ts), so GET /api/notice and the notice pages show it at once.
 */
export function createNoticeAdminService(deps: NoticeAdminServiceDeps) {
  const notices = contentRecords(deps, {
    kind: "notice",
    auditFields: (row) => pickFields(auditView(row), FIELDS),
    lock: lockNotice,
    insert: insertNotice,
    update: updateNotice,
    remove: deleteNotice,
  });

  return {
    async list(query: { page: number; size: number; keyword?: string | undefined }) {
      const { rows, totalCount } = await findAdminNoticePage(deps.db, {
        keyword: query.keyword || undefined,
        ...pageWindow(query),
      });
      return { list: rows.map(toAdminNotice), pagination: paginationOf(query, totalCount) };
    },
    create: async (staff: StaffContext, body: AdminNoticeBody) => ({
      notice: toAdminNotice(await notices.create(staff, body)),
    }),
    update: async (staff: StaffContext, id: number, body: AdminNoticeBody) => ({
      notice: toAdminNotice(await notices.update(staff, id, body)),
    }),
    remove: notices.remove,
  };
}

export type NoticeAdminService = ReturnType<typeof createNoticeAdminService>;
