import {
  type AdminInquiryDetail,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  INQUIRY_ANSWER_SMS_TEXT,
} from "@shop/contracts/admin-inquiry";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import {
  answerAudit,
  answerMessage,
  contactForStaff,
  INQUIRY_ANSWER_ACTION,
  INQUIRY_AUDIT_TARGET,
  inquiryNotFound,
  inquiryPeriod,
  inquiryStatusOf,
} from "../../lib/admin-inquiry.js";
import { containsPattern } from "../../lib/sql-like.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findMemberPhone,
  findStaffItemInquiry,
  findStaffItemInquiryPage,
  lockItemInquiryAnswer,
  updateItemInquiryAnswer,
} from "./item-inquiry-admin.repository.js";

export interface ItemInquiryAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  sms: SmsProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
}

const ITEM_INQUIRY_CATEGORY = "상품 문의";

/** Whether the staff member may see a question about an item of `sellerId`: a seller's staff only their own. */
function inScope(staff: StaffContext, sellerId: number): boolean {
  return staff.sellerId === null || staff.sellerId === sellerId;
}

/**
 * The back office's side of the questions about items (issue 14 item 4): operators and customer service list, read
 * and answer all of them, a seller's staff those about its own seller's items (any other is a 404, as a made-up id).
 * The answer is the item page's Q&A answer too. The first answer texts the member who asked.
 */
export function createItemInquiryAdminService({ db, audit, sms, logError }: ItemInquiryAdminServiceDeps) {
  async function detail(staff: StaffContext, id: number): Promise<AdminInquiryDetail> {
    const row = await findStaffItemInquiry(db, id);
    if (!row) throw inquiryNotFound("item", id, "no such row");
    if (!inScope(staff, row.sellerId)) throw inquiryNotFound("item", id, `not seller ${staff.sellerId}'s item`);
    return {
      kind: "item",
      id: row.id,
      category: ITEM_INQUIRY_CATEGORY,
      title: row.title,
      content: row.content,
      secret: row.secret,
      ...inquiryStatusOf(row.answer),
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      files: [],
      author: contactForStaff(staff.role, {
        // A seeded question has no member: its masked author name is all there is.
        name: row.memberName ?? row.authorName,
        loginId: row.memberLoginId,
        phoneNumber: row.memberPhone,
        email: row.memberEmail,
      }),
      item: {
        itemId: row.itemId,
        itemUserCode: row.itemUserCode,
        itemName: row.itemName,
        imageSrc: row.imageSrc ?? "",
      },
      orderCode: null,
      company: null,
    };
  }

  return {
    async list(staff: StaffContext, query: AdminInquiryListQuery): Promise<AdminInquiryList> {
      const filter = {
        ...(staff.sellerId !== null ? { sellerId: staff.sellerId } : {}),
        ...inquiryPeriod(query),
        ...(query.status ? { answered: query.status === "completed" } : {}),
        ...(query.keyword ? { pattern: containsPattern(query.keyword) } : {}),
      };
      const { rows, counts } = await findStaffItemInquiryPage(db, filter, pageWindow(query));
      const total = query.status ? counts[query.status] : counts.all;
      return {
        list: rows.map((row) => ({
          kind: "item" as const,
          id: row.id,
          category: ITEM_INQUIRY_CATEGORY,
          title: row.title,
          // Stored masked when it was asked (박**), as the item page shows it.
          authorName: row.authorName,
          about: row.itemName,
          secret: row.secret,
          ...inquiryStatusOf(row.answer),
          createdAt: row.createdAt.toISOString(),
          answeredAt: row.answeredAt?.toISOString() ?? null,
        })),
        pagination: paginationOf(query, total),
        counts,
      };
    },

    detail,

    /**
     * Writes the answer (waiting → completed) or replaces an earlier one, with its audit entry, in one transaction;
     * the first answer then texts the member who asked (a failed text is logged, the answer stays).
     */
    async answer(staff: StaffContext, id: number, answer: string) {
      const written = await db.transaction(async (tx) => {
        const row = await lockItemInquiryAnswer(tx, id);
        if (!row) throw inquiryNotFound("item", id, "no such row");
        if (!inScope(staff, row.sellerId)) throw inquiryNotFound("item", id, `not seller ${staff.sellerId}'s item`);
        await updateItemInquiryAnswer(tx, id, answer, new Date());
        await audit.record(tx, staff, {
          action: INQUIRY_ANSWER_ACTION,
          targetType: INQUIRY_AUDIT_TARGET.item,
          targetId: id,
          ...answerAudit(row.answer, answer),
        });
        return { userId: row.userId, edited: row.answer !== null };
      });
      if (!written.edited && written.userId !== null) {
        const phone = await findMemberPhone(db, written.userId);
        if (phone) {
          try {
            await sms.send(phone, INQUIRY_ANSWER_SMS_TEXT);
          } catch (error) {
            logError(error, { inquiryId: id, userId: written.userId, what: "item inquiry answer text" });
          }
        }
      }
      return { inquiry: await detail(staff, id), edited: written.edited, message: answerMessage(written.edited) };
    },
  };
}

export type ItemInquiryAdminService = ReturnType<typeof createItemInquiryAdminService>;
