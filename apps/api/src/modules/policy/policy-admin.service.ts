import type { AdminPolicyBody, AdminPolicyKind, AdminPolicyVersion } from "@shop/contracts/admin-content";
import { ADMIN_CONTENT_MESSAGES } from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { pickFields } from "../../lib/audit-fields.js";
import { writeContent } from "../../lib/content-write.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { findPolicyInEffect, type PolicyType } from "./policy.repository.js";
import { findPolicyVersionPage, insertPolicyVersion, type PolicyRow } from "./policy-admin.repository.js";

/** The back office's names of the policies and the stored types (policies.type). */
export const POLICY_TYPE_OF_KIND: Record<AdminPolicyKind, PolicyType> = {
  terms: "clause",
  privacy: "protect",
  operation: "policy-info",
  marketing: "marketing",
};

export interface PolicyAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
}

/**
 * The back office's policies (issue 14 item 4). A change is a new version with its effective date; older versions are
 * kept (the shop lists them and shows the newest in effect today, policy.service.ts), so a version is never edited
 * or deleted here: a mistake is corrected by a newer version.
 */
export function createPolicyAdminService({ db, audit }: PolicyAdminServiceDeps) {
  function toVersion(row: PolicyRow, currentId: number | undefined): AdminPolicyVersion {
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      version: row.version,
      effectiveDate: row.effectiveDate,
      current: row.id === currentId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async list(kind: AdminPolicyKind, query: { page: number; size: number }, now = new Date()) {
      const type = POLICY_TYPE_OF_KIND[kind];
      const [{ rows, totalCount }, current] = await Promise.all([
        findPolicyVersionPage(db, type, pageWindow(query)),
        findPolicyInEffect(db, type, formatKoreaDate(now)),
      ]);
      return { list: rows.map((row) => toVersion(row, current?.id)), pagination: paginationOf(query, totalCount) };
    },

    async create(staff: StaffContext, kind: AdminPolicyKind, body: AdminPolicyBody, now = new Date()) {
      const type = POLICY_TYPE_OF_KIND[kind];
      const row = await writeContent({ db, audit }, staff, "policy", "create", async (tx) => {
        const created = await insertPolicyVersion(tx, { type, ...body });
        if (!created) {
          throw new ApiError(409, "POLICY_VERSION_TAKEN", ADMIN_CONTENT_MESSAGES.policyVersionTaken, "", [
            { field: "version", message: ADMIN_CONTENT_MESSAGES.policyVersionTaken },
          ]);
        }
        const after = { kind, ...pickFields(created, ["title", "version", "effectiveDate"]) };
        return { value: created, entry: { targetId: created.id, after } };
      });
      const current = await findPolicyInEffect(db, type, formatKoreaDate(now));
      return { policy: toVersion(row, current?.id) };
    },
  };
}

export type PolicyAdminService = ReturnType<typeof createPolicyAdminService>;
