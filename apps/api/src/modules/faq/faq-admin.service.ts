import type { AdminFaqBody } from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { findFaqCategories } from "./faq.repository.js";
import { deleteFaq, findAdminFaqPage, insertFaq, lockFaq, updateFaq } from "./faq-admin.repository.js";

const FIELDS = ["category", "question", "answer", "sortOrder"] as const;

export interface FaqAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
}

/** The back office's FAQ (issue 14 item 4): audited writes that reach GET /api/faq and the FAQ page at once. */
export function createFaqAdminService({ db, audit }: FaqAdminServiceDeps) {
  async function requireFaq(tx: Tx, id: number) {
    const row = await lockFaq(tx, id);
    if (!row) throw ApiError.notFound(`faq ${id}`);
    return row;
  }

  return {
    async list(query: { page: number; size: number; category?: string | undefined; keyword?: string | undefined }) {
      const [{ rows, totalCount }, categories] = await Promise.all([
        findAdminFaqPage(db, {
          category: query.category || undefined,
          keyword: query.keyword || undefined,
          ...pageWindow(query),
        }),
        findFaqCategories(db),
      ]);
      return { list: rows, pagination: paginationOf(query, totalCount), categories };
    },

    async create(staff: StaffContext, body: AdminFaqBody) {
      const faq = await db.transaction(async (tx) => {
        const created = await insertFaq(tx, body);
        await audit.record(tx, staff, {
          action: "faq.create",
          targetType: "faq",
          targetId: created.id,
          after: pickFields(created, FIELDS),
        });
        return created;
      });
      announceShopChange({ kind: "content", content: "faq", id: faq.id });
      return { faq };
    },

    async update(staff: StaffContext, id: number, body: AdminFaqBody) {
      const faq = await db.transaction(async (tx) => {
        const before = await requireFaq(tx, id);
        const after = await updateFaq(tx, id, body);
        await audit.record(tx, staff, {
          action: "faq.update",
          targetType: "faq",
          targetId: id,
          ...changedFields(before, after, FIELDS),
        });
        return after;
      });
      announceShopChange({ kind: "content", content: "faq", id });
      return { faq };
    },

    async remove(staff: StaffContext, id: number) {
      await db.transaction(async (tx) => {
        const before = await requireFaq(tx, id);
        await deleteFaq(tx, id);
        await audit.record(tx, staff, {
          action: "faq.delete",
          targetType: "faq",
          targetId: id,
          before: pickFields(before, FIELDS),
        });
      });
      announceShopChange({ kind: "content", content: "faq", id });
      return { id };
    },
  };
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>;
