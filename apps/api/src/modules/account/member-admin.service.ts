import {
  ADMIN_MEMBER_MESSAGES,
  type AdminMemberDetail,
  type AdminMemberList,
  type AdminMemberListQuery,
  type AdminMemberRow,
} from "@shop/contracts/admin-member";
import type { PointHistory } from "@shop/contracts/point";
import type { ShippingAddress } from "@shop/contracts/shipping";
import { maskAddress, maskEmail } from "@shop/core/format/mask-contact";
import { maskName } from "@shop/core/format/mask-name";
import { formatPhoneNumber, maskPhoneNumber } from "@shop/core/format/phone";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import { staffSeesPersonalData } from "@shop/core/staff/staff-roles";
import { formatBusinessNumber, isValidBusinessNumber } from "@shop/core/validation/business-number";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findActiveMemberIds,
  findActiveMemberIdsByLoginIds,
  findMemberForAdmin,
  findMemberNames,
  findSnsProviders,
  type MemberAdminRow,
  searchMemberPage,
} from "./member-admin.repository.js";

/** What the detail reads from the modules that own it (points, coupons, shipping, orders). */
export interface MemberAdminServiceDeps {
  db: Db;
  points: { history(userId: number, query: { page: number; size: number }): Promise<PointHistory> };
  coupons: { countUsable(userId: number): Promise<{ item: number; shipping: number }> };
  shipping: { baseAddress(userId: number): Promise<ShippingAddress | null> };
  orders: {
    grade(userId: number): Promise<{
      grade: { code: string; label: string };
      periodAmount: number;
      periodMonths: number;
    }>;
    memberTotals(userId: number): Promise<{ count: number; paidTotal: number }>;
  };
}

/** How a staff member reads personal fields: whole for operators, masked for customer service (issue 14). */
function personalView(staff: StaffContext) {
  const whole = staffSeesPersonalData(staff.role);
  return {
    masked: !whole,
    name: (value: string) => (whole ? value : maskName(value)),
    phone: (value: string | null) => (value ? (whole ? formatPhoneNumber(value) : maskPhoneNumber(value)) : null),
    email: (value: string | null) => (value ? (whole ? value : maskEmail(value)) : null),
    address: (value: string) => (whole ? value : maskAddress(value)),
  };
}

function rowOf(row: MemberAdminRow, view: ReturnType<typeof personalView>): AdminMemberRow {
  return {
    id: row.id,
    loginId: row.loginId,
    userName: view.name(row.userName),
    phoneNumber: view.phone(row.phoneNumber),
    email: view.email(row.email),
    userType: row.userType,
    companyName: row.companyName,
    businessNumber: row.businessNumber ? formatBusinessNumber(row.businessNumber) : null,
    loginType: row.loginType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

function notFound(id: number) {
  return new ApiError(404, "NOT_FOUND", ADMIN_MEMBER_MESSAGES.notFound, `member ${id} does not exist`);
}

/** The back office's members (issue 14 item 5): search and detail, personal fields masked for customer service. */
export function createMemberAdminService({ db, points, coupons, shipping, orders }: MemberAdminServiceDeps) {
  return {
    /** GET /api/admin/members: one page, newest joins first. */
    async list(staff: StaffContext, query: AdminMemberListQuery): Promise<AdminMemberList> {
      const view = personalView(staff);
      const { rows, total } = await searchMemberPage(
        db,
        {
          keyword: query.keyword || undefined,
          searchField: query.searchField,
          userType: query.userType,
          status: query.status,
          joinedFrom: query.joinedFrom ? (koreaDayStart(query.joinedFrom) ?? undefined) : undefined,
          joinedBefore: query.joinedTo ? (koreaDayEnd(query.joinedTo) ?? undefined) : undefined,
        },
        pageWindow(query),
      );
      return { list: rows.map((row) => rowOf(row, view)), pagination: paginationOf(query, total), masked: view.masked };
    },

    /** GET /api/admin/members/{id}: profile, company, address, grade, points, coupons and orders. */
    async detail(staff: StaffContext, id: number): Promise<AdminMemberDetail> {
      const row = await findMemberForAdmin(db, id);
      if (!row) throw notFound(id);
      const view = personalView(staff);
      const [snsProviders, history, couponCounts, base, grade, totals] = await Promise.all([
        findSnsProviders(db, id),
        points.history(id, { page: 1, size: 10 }),
        coupons.countUsable(id),
        row.status === "SECEDED" ? Promise.resolve(null) : shipping.baseAddress(id),
        orders.grade(id),
        orders.memberTotals(id),
      ]);
      const isCompany = row.userType === "BUSINESS" || row.businessNumber !== null;
      return {
        masked: view.masked,
        member: {
          ...rowOf(row, view),
          agreeMarketing: row.agreeMarketing,
          transferPending: row.transferPending,
          dormantAt: row.dormantAt?.toISOString() ?? null,
          secededAt: row.secededAt?.toISOString() ?? null,
          snsProviders,
        },
        company: isCompany
          ? {
              companyName: row.companyName,
              businessNumber: row.businessNumber ? formatBusinessNumber(row.businessNumber) : null,
              businessNumberValid: row.businessNumber ? isValidBusinessNumber(row.businessNumber) : false,
            }
          : null,
        baseAddress: base
          ? {
              receiverName: view.name(base.receiverName),
              receiverPhone: view.phone(base.receiverPhone) ?? "",
              postcode: base.postcode,
              address: view.address(`${base.address} ${base.addressDetail}`.trim()),
            }
          : null,
        grade: {
          code: grade.grade.code,
          label: grade.grade.label,
          periodAmount: grade.periodAmount,
          periodMonths: grade.periodMonths,
        },
        points: {
          balance: history.balance,
          expiringAmount: history.expiringAmount,
          expiringDate: history.expiringDate,
          recent: history.list,
        },
        couponCount: couponCounts.item + couponCounts.shipping,
        orders: totals,
      };
    },

    /**
     * Whether member `id` exists and its status: what the point module checks before an adjustment (inside its
     * transaction when given one).
     */
    async statusOf(id: number, executor: Db | Tx = db): Promise<MemberAdminRow["status"] | null> {
      return (await findMemberForAdmin(executor, id))?.status ?? null;
    },

    /** Ids of every active member: what the coupon module issues a grade's coupon over. */
    activeMemberIds(): Promise<number[]> {
      return findActiveMemberIds(db);
    },

    /** The active members of these login ids, login id → id (the coupon module's issue to listed members). */
    activeMemberIdsByLoginIds(loginIds: readonly string[]): Promise<Map<string, number>> {
      return findActiveMemberIdsByLoginIds(db, loginIds);
    },

    /** Members' login ids and names by id, unmasked: the caller masks them (the roulette's spins list, decision 054). */
    memberNamesOf(ids: readonly number[]): Promise<Map<number, { loginId: string; name: string }>> {
      return findMemberNames(db, ids);
    },
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
