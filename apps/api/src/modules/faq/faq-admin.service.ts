import type { AdminFaqBody } from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { pickFields } from "../../lib/audit-fields.js";
import { contentRecords } from "../../lib/content-write.js";
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
export function createFaqAdminService(deps: FaqAdminServiceDeps) {
  const faqs = contentRecords(deps, {
    kind: "faq",
    auditFields: (row) => pickFields(row, FIELDS),
    lock: lockFaq,
    insert: insertFaq,
    update: updateFaq,
    remove: deleteFaq,
  });

  return {
    async list(query: { page: number; size: number; category?: string | undefined; keyword?: string | undefined }) {
      const [{ rows, totalCount }, categories] = await Promise.all([
        findAdminFaqPage(deps.db, {
          category: query.category || undefined,
          keyword: query.keyword || undefined,
          ...pageWindow(query),
        }),
        findFaqCategories(deps.db),
      ]);
      return { list: rows, pagination: paginationOf(query, totalCount), categories };
    },
    create: async (staff: StaffContext, body: AdminFaqBody) => ({ faq: await faqs.create(staff, body) }),
    update: async (staff: StaffContext, id: number, body: AdminFaqBody) => ({
      faq: await faqs.update(staff, id, body),
    }),
    remove: faqs.remove,
  };
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>;
