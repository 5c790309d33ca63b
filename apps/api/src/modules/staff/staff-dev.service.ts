import type { StaffRole } from "@shop/core/staff/staff-roles";
import type { Db } from "../../db/client.js";
import { createStaff } from "../../db/seed/staff.factory.js";
import { ApiError } from "../../lib/api-error.js";
import type { SellerService } from "../seller/seller.service.js";
import type { TotpSealer } from "./staff-totp.js";

/** Development only (DEV_TOOLS): staff accounts made for browser tests, each signing in with its own. */
export function createStaffDevService(deps: {
  db: Db;
  sealer: TotpSealer;
  sellers: Pick<SellerService, "listBusinessNumbers">;
}) {
  return {
    async createStaff(input: { role: StaffRole; sellerId?: number | undefined; name?: string | undefined }) {
      if ((input.role === "ROLE_SELLER") !== (input.sellerId !== undefined)) {
        throw new ApiError(
          400,
          "BAD_REQUEST",
          "판매사 계정에만 판매사를 지정할 수 있습니다.",
          "sellerId with ROLE_SELLER only",
        );
      }
      // An unknown seller answers 404 here.
      if (input.sellerId !== undefined) await deps.sellers.listBusinessNumbers([input.sellerId]);
      const created = await createStaff(deps.db, deps.sealer, {
        role: input.role,
        sellerId: input.sellerId ?? null,
        ...(input.name ? { name: input.name } : {}),
      });
      return { loginId: created.loginId, password: created.password };
    },
  };
}
export type StaffDevService = ReturnType<typeof createStaffDevService>;
