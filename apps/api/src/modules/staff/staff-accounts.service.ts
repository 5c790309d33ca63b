import type { AdminStaffEntry } from "@shop/contracts/admin";
import type { StaffRole } from "@shop/core/staff/staff-roles";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { hashPassword } from "../../lib/password-hash.js";
import type { SellerService } from "../seller/seller.service.js";
import {
  findStaffListEntry,
  insertStaffAccountUnlessTaken,
  listStaffAccounts,
  lockStaffAccount,
  revokeStaffSessionsOf,
  setStaffState,
} from "./staff.repository.js";
import type { StaffAuditService } from "./staff-audit.service.js";
import type { StaffContext } from "./staff-auth.service.js";

type StaffRow = Awaited<ReturnType<typeof listStaffAccounts>>[number];

const badRequest = (message: string, field: string, description: string) =>
  new ApiError(400, "BAD_REQUEST", message, description, [{ field, message }]);

/**
 * Staff accounts as operators run them (permission staff.write, docs/decisions/036): create one (its authenticator is
 * enrolled at its first sign-in), stop and restart it, and reset its authenticator when a phone is lost. Each change
 * ends the account's sessions where it must and is audited.
 */
export function createStaffAccountsService(deps: {
  db: Db;
  sellers: Pick<SellerService, "listBusinessNumbers">;
  audit: StaffAuditService;
}) {
  const { db, sellers, audit } = deps;

  async function sellerNames(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { list } = await sellers.listBusinessNumbers(unique);
    return new Map(list.map((seller) => [seller.sellerId, seller.sellerName]));
  }

  function entryOf(row: StaffRow, names: Map<number, string>): AdminStaffEntry {
    return {
      id: row.id,
      loginId: row.loginId,
      name: row.name,
      role: row.role,
      sellerId: row.sellerId,
      sellerName: row.sellerId === null ? null : (names.get(row.sellerId) ?? null),
      enrolled: row.totpConfirmedAt !== null,
      disabled: row.disabledAt !== null,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    };
  }

  async function entryById(id: number): Promise<AdminStaffEntry> {
    const row = await findStaffListEntry(db, id);
    if (!row) throw ApiError.notFound(`staff ${id}`);
    return entryOf(row, await sellerNames(row.sellerId === null ? [] : [row.sellerId]));
  }

  async function list() {
    const rows = await listStaffAccounts(db);
    const names = await sellerNames(rows.flatMap((row) => (row.sellerId === null ? [] : [row.sellerId])));
    return { list: rows.map((row) => entryOf(row, names)) };
  }

  async function create(
    actor: StaffContext,
    input: { loginId: string; password: string; name: string; role: StaffRole; sellerId?: number | null | undefined },
  ) {
    const sellerId = input.sellerId ?? null;
    if (input.role === "ROLE_SELLER" && sellerId === null) {
      throw badRequest("판매사 계정은 판매사를 선택해 주세요.", "sellerId", "ROLE_SELLER without a seller");
    }
    if (input.role !== "ROLE_SELLER" && sellerId !== null) {
      throw badRequest("판매사는 판매사 계정에만 지정할 수 있습니다.", "sellerId", "a seller on a cooperative account");
    }
    if (sellerId !== null) {
      try {
        await sellers.listBusinessNumbers([sellerId]);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          throw badRequest("판매사를 찾을 수 없습니다.", "sellerId", `unknown seller ${sellerId}`);
        }
        throw error;
      }
    }
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      const row = await insertStaffAccountUnlessTaken(tx, {
        loginId: input.loginId,
        passwordHash,
        name: input.name,
        role: input.role,
        sellerId,
      });
      if (!row) {
        throw new ApiError(409, "LOGIN_ID_TAKEN", "이미 사용 중인 아이디입니다.", "staff login id taken", [
          { field: "loginId", message: "이미 사용 중인 아이디입니다." },
        ]);
      }
      await audit.record(tx, actor, {
        action: "staff.create",
        targetType: "staff",
        targetId: input.loginId,
        after: { name: input.name, role: input.role, sellerId },
      });
      return row.id;
    });
    return entryById(id);
  }

  async function act(actor: StaffContext, id: number, action: "disable" | "enable" | "reset-totp") {
    if (action === "disable" && id === actor.staffId) {
      throw badRequest("본인 계정은 사용 중지할 수 없습니다.", "action", "an operator disabling their own account");
    }
    const now = new Date();
    await db.transaction(async (tx) => {
      const row = await lockStaffAccount(tx, id);
      if (!row) throw ApiError.notFound(`staff ${id}`);
      if (action === "disable") {
        await setStaffState(tx, id, { disabledAt: now });
        await revokeStaffSessionsOf(tx, id, now);
      } else if (action === "enable") {
        await setStaffState(tx, id, { disabledAt: null });
      } else {
        // The old authenticator must not sign in again: the next sign-in enrols a new secret.
        await setStaffState(tx, id, { totpSecretSealed: null, totpConfirmedAt: null, totpLastStep: null });
        await revokeStaffSessionsOf(tx, id, now);
      }
      await audit.record(tx, actor, {
        action: `staff.${action}`,
        targetType: "staff",
        targetId: row.loginId,
        before:
          action === "reset-totp" ? { enrolled: row.totpConfirmedAt !== null } : { disabled: row.disabledAt !== null },
        after: action === "reset-totp" ? { enrolled: false } : { disabled: action === "disable" },
      });
    });
    return entryById(id);
  }

  return { list, create, act, entryById };
}
export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
