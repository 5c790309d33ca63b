import type { ContentKind } from "@shop/contracts/admin-content";
import type { PageQuery } from "@shop/contracts/common";
import {
  type AdminCommonCode,
  type AdminCommonCodeCreate,
  type AdminCommonCodeList,
  type AdminCommonCodeUpdate,
  type AdminDepositAccount,
  type AdminDepositAccountBody,
  type AdminDepositAccountList,
  SYSTEM_CODE_MESSAGES,
} from "@shop/contracts/system-code";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { bankNameOf } from "@shop/core/payment/banks";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  type CommonCodeRow,
  type DepositAccountRow,
  deleteDepositAccount,
  findCommonCodeGroups,
  findCommonCodePage,
  findDepositAccountPage,
  findDepositAccountsOfBank,
  insertCommonCode,
  insertDepositAccount,
  lockCommonCode,
  lockCommonCodeByKey,
  lockDepositAccount,
  updateCommonCode,
  updateDepositAccount,
} from "./code-table-admin.repository.js";

/**
 * Groups whose codes the shop's own forms check against a list in code: CANCEL_REASON is the cancel form's reasons
 * (contracts order-cancel.ts), so a code added here would be offered and then refused. Their names, order and
 * visibility may change; no code is added.
 */
export const FIXED_CODE_GROUPS: ReadonlySet<string> = new Set(["CANCEL_REASON"]);

export interface CodeTableAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
}

const ACCOUNT_FIELDS = ["bankCode", "accountNumber", "holder", "purpose", "sortOrder", "active"] as const;
const CODE_FIELDS = ["groupCode", "code", "name", "sortOrder", "active"] as const;
const EDITABLE_CODE_FIELDS = ["name", "sortOrder", "active"] as const;

/** The same account number, whatever dashes it is written with. */
const digitsOf = (accountNumber: string) => accountNumber.replaceAll("-", "");

const accountOf = (row: DepositAccountRow): AdminDepositAccount => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName: bankNameOf(row.bankCode) ?? row.bankCode,
  accountNumber: row.accountNumber,
  holder: row.holder,
  purpose: row.purpose,
  sortOrder: row.sortOrder,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

const codeOf = (row: CommonCodeRow): AdminCommonCode => ({
  id: row.id,
  group: row.groupCode,
  code: row.code,
  name: row.name,
  sortOrder: row.sortOrder,
  active: row.active,
});

const accountTaken = (description: string) =>
  new ApiError(409, "CONFLICT", SYSTEM_CODE_MESSAGES.accountTaken, description, [
    { field: "accountNumber", message: SYSTEM_CODE_MESSAGES.accountTaken },
  ]);

const codeTaken = (description: string) =>
  new ApiError(409, "CONFLICT", SYSTEM_CODE_MESSAGES.codeTaken, description, [
    { field: "code", message: SYSTEM_CODE_MESSAGES.codeTaken },
  ]);

/** After a write committed: the guests' page cache and the storefront's kept answers forget their content. */
function announce(content: ContentKind, id: number) {
  announceShopChange({ kind: "content", content, id });
}

/**
 * The back office's deposit accounts (GET /api/common/account-numbers) and common codes (GET /api/common/common-code),
 * docs/decisions/052: operators (content.write) list them with the hidden ones, add, change and (accounts only)
 * delete them. Each write is one transaction with its audit entry; a retry with the same values changes nothing and
 * writes no second entry; the public answers read the tables, so they change at once.
 */
export function createCodeTableAdminService({ db, audit }: CodeTableAdminServiceDeps) {
  /** Another account with the same bank and digits, if any. */
  async function sameNumberOf(tx: Tx, bankCode: string, accountNumber: string) {
    const digits = digitsOf(accountNumber);
    const rows = await findDepositAccountsOfBank(tx, bankCode);
    return rows.find((row) => digitsOf(row.accountNumber) === digits);
  }

  return {
    async depositAccounts(query: PageQuery): Promise<AdminDepositAccountList> {
      const { rows, total } = await findDepositAccountPage(db, pageWindow(query));
      return { list: rows.map(accountOf), pagination: paginationOf(query, total) };
    },

    /**
     * A new account. The same bank and number again with the same values (a retry) answers the account there; with
     * other values it is 409, the operator edits that one instead.
     */
    async createDepositAccount(
      staff: StaffContext,
      body: AdminDepositAccountBody,
    ): Promise<{ account: AdminDepositAccount }> {
      const { row, created } = await db.transaction(async (tx) => {
        const existing = await sameNumberOf(tx, body.bankCode, body.accountNumber);
        if (existing) {
          if (changedFields(existing, body, ACCOUNT_FIELDS).changed.length === 0) {
            return { row: existing, created: false };
          }
          throw accountTaken(`account ${body.bankCode} ${body.accountNumber} exists as ${existing.id}`);
        }
        const row = await insertDepositAccount(tx, { ...body });
        if (!row) throw accountTaken(`account ${body.bankCode} ${body.accountNumber} inserted meanwhile`);
        await audit.record(tx, staff, {
          action: "deposit-account.create",
          targetType: "deposit-account",
          targetId: row.id,
          before: null,
          after: pickFields(row, ACCOUNT_FIELDS),
        });
        return { row, created: true };
      });
      if (created) announce("depositAccount", row.id);
      return { account: accountOf(row) };
    },

    async updateDepositAccount(
      staff: StaffContext,
      id: number,
      body: AdminDepositAccountBody,
    ): Promise<{ account: AdminDepositAccount }> {
      const { row, changed } = await db.transaction(async (tx) => {
        const before = await lockDepositAccount(tx, id);
        if (!before) {
          throw new ApiError(404, "NOT_FOUND", SYSTEM_CODE_MESSAGES.accountNotFound, `no deposit account ${id}`);
        }
        // A repeated save (a retry) changes nothing and leaves no second entry in the audit log.
        const change = changedFields(before, body, ACCOUNT_FIELDS);
        if (change.changed.length === 0) return { row: before, changed: false };
        const other = await sameNumberOf(tx, body.bankCode, body.accountNumber);
        if (other && other.id !== id)
          throw accountTaken(`account ${body.bankCode} ${body.accountNumber} is ${other.id}`);
        const row = await updateDepositAccount(tx, id, { ...body });
        await audit.record(tx, staff, {
          action: "deposit-account.update",
          targetType: "deposit-account",
          targetId: id,
          before: change.before,
          after: change.after,
        });
        return { row, changed: true };
      });
      if (changed) announce("depositAccount", id);
      return { account: accountOf(row) };
    },

    /**
     * Deletes an account: nothing stored names one (an order shows the accounts of the day, not an id), and the audit
     * entry keeps what it was. Deleting it again answers 404 and writes nothing.
     */
    async deleteDepositAccount(staff: StaffContext, id: number): Promise<{ id: number }> {
      await db.transaction(async (tx) => {
        const before = await lockDepositAccount(tx, id);
        if (!before) {
          throw new ApiError(404, "NOT_FOUND", SYSTEM_CODE_MESSAGES.accountNotFound, `no deposit account ${id}`);
        }
        await deleteDepositAccount(tx, id);
        await audit.record(tx, staff, {
          action: "deposit-account.delete",
          targetType: "deposit-account",
          targetId: id,
          before: pickFields(before, ACCOUNT_FIELDS),
          after: null,
        });
      });
      announce("depositAccount", id);
      return { id };
    },

    async commonCodes(query: PageQuery & { group?: string | undefined }): Promise<AdminCommonCodeList> {
      const [{ rows, total }, groups] = await Promise.all([
        findCommonCodePage(db, query.group, pageWindow(query)),
        findCommonCodeGroups(db),
      ]);
      return { list: rows.map(codeOf), pagination: paginationOf(query, total), groups };
    },

    /**
     * A new code of a group (a new group begins with its first code). The same group and code again with the same
     * values (a retry) answers the code there; with other values it is 409. Fixed groups take no new code.
     */
    async createCommonCode(staff: StaffContext, body: AdminCommonCodeCreate): Promise<{ commonCode: AdminCommonCode }> {
      const fields = {
        groupCode: body.group,
        code: body.code,
        name: body.name,
        sortOrder: body.sortOrder,
        active: body.active,
      };
      const { row, created } = await db.transaction(async (tx) => {
        const existing = await lockCommonCodeByKey(tx, body.group, body.code);
        if (existing) {
          if (changedFields(existing, fields, CODE_FIELDS).changed.length === 0)
            return { row: existing, created: false };
          throw codeTaken(`${body.group}.${body.code} exists`);
        }
        if (FIXED_CODE_GROUPS.has(body.group)) {
          throw new ApiError(400, "VALIDATION", SYSTEM_CODE_MESSAGES.codeGroupFixed, `${body.group} is fixed`, [
            { field: "group", message: SYSTEM_CODE_MESSAGES.codeGroupFixed },
          ]);
        }
        const row = await insertCommonCode(tx, fields);
        if (!row) throw codeTaken(`${body.group}.${body.code} inserted meanwhile`);
        await audit.record(tx, staff, {
          action: "common-code.create",
          targetType: "common-code",
          targetId: row.id,
          before: null,
          after: pickFields(row, CODE_FIELDS),
        });
        return { row, created: true };
      });
      if (created) announce("commonCode", row.id);
      return { commonCode: codeOf(row) };
    },

    /** A code's name, order and visibility (its group and code never change: records keep them). */
    async updateCommonCode(
      staff: StaffContext,
      id: number,
      body: AdminCommonCodeUpdate,
    ): Promise<{ commonCode: AdminCommonCode }> {
      const { row, changed } = await db.transaction(async (tx) => {
        const before = await lockCommonCode(tx, id);
        if (!before) throw new ApiError(404, "NOT_FOUND", SYSTEM_CODE_MESSAGES.codeNotFound, `no common code ${id}`);
        // A repeated save (a retry) changes nothing and leaves no second entry in the audit log.
        const change = changedFields(before, body, EDITABLE_CODE_FIELDS);
        if (change.changed.length === 0) return { row: before, changed: false };
        const row = await updateCommonCode(tx, id, body);
        await audit.record(tx, staff, {
          action: "common-code.update",
          targetType: "common-code",
          targetId: id,
          before: change.before,
          after: change.after,
        });
        return { row, changed: true };
      });
      if (changed) announce("commonCode", id);
      return { commonCode: codeOf(row) };
    },
  };
}

export type CodeTableAdminService = ReturnType<typeof createCodeTableAdminService>;
