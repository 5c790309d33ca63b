import {
  type AdminInquiryDetail,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  INQUIRY_ANSWER_SMS_TEXT,
} from "@shop/contracts/admin-inquiry";
import { qnaGroupLabel } from "@shop/contracts/qna";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import {
  answerAudit,
  answerMessage,
  contactForStaff,
  INQUIRY_ANSWER_ACTION,
  INQUIRY_AUDIT_TARGET,
  inquiryFileNotFound,
  inquiryNotFound,
  inquiryPeriod,
  inquiryStatusOf,
} from "../../lib/admin-inquiry.js";
import { containsPattern } from "../../lib/sql-like.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import type { MemberService } from "../account/member.service.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  type FileInfoRow,
  findFileInfos,
  findFileOfInquiry,
  findInquiry,
  findStaffInquiryPage,
  type InquiryRow,
  lockInquiryAnswer,
  updateAnswer,
} from "./qna.repository.js";
import { attachmentDisposition } from "./qna.service.js";

export interface QnaAdminServiceDeps {
  db: Db;
  members: Pick<MemberService, "getContact">;
  audit: Pick<StaffAuditService, "record">;
  sms: SmsProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
}

const UNKNOWN_MEMBER = "(알 수 없는 회원)";

/**
 * The back office's side of the 1:1 inquiries (issue 14 item 4): operators and customer service list, read and answer
 * every member's; a seller's staff see none of them (404, as a made-up id). The first answer texts the member.
 */
export function createQnaAdminService({ db, members, audit, sms, logError }: QnaAdminServiceDeps) {
  /** Sellers answer only questions about their own items: a 1:1 inquiry is the shop's, so it does not exist for them. */
  function requireShopStaff(staff: StaffContext, id: number) {
    if (staff.sellerId !== null) throw inquiryNotFound("qna", id, `seller ${staff.sellerId} staff`);
  }

  async function authorOf(staff: StaffContext, userId: number) {
    const contact = await members.getContact(userId);
    return contactForStaff(staff.role, {
      name: contact?.name ?? UNKNOWN_MEMBER,
      loginId: contact?.loginId ?? null,
      phoneNumber: contact?.phoneNumber ?? null,
      email: contact?.email ?? null,
    });
  }

  function toDetail(row: InquiryRow, files: readonly FileInfoRow[], author: AdminInquiryDetail["author"]) {
    return {
      kind: "qna" as const,
      id: row.id,
      category: qnaGroupLabel(row.groupCode),
      title: row.title,
      content: row.content,
      secret: false,
      ...inquiryStatusOf(row.answer),
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      files: files.map((file) => ({
        fileId: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        byteSize: file.byteSize,
      })),
      author,
      item: null,
      orderCode: row.orderCode,
      company: null,
    } satisfies AdminInquiryDetail;
  }

  async function detail(staff: StaffContext, id: number): Promise<AdminInquiryDetail> {
    requireShopStaff(staff, id);
    const row = await findInquiry(db, id);
    if (!row) throw inquiryNotFound("qna", id, "no such row");
    const [files, author] = await Promise.all([findFileInfos(db, [id]), authorOf(staff, row.userId)]);
    return toDetail(row, files, author);
  }

  return {
    async list(staff: StaffContext, query: AdminInquiryListQuery): Promise<AdminInquiryList> {
      requireShopStaff(staff, 0);
      const filter = {
        ...inquiryPeriod(query),
        ...(query.status ? { answered: query.status === "completed" } : {}),
        ...(query.keyword ? { pattern: containsPattern(query.keyword) } : {}),
      };
      const { rows, counts } = await findStaffInquiryPage(db, filter, pageWindow(query));
      const authors = new Map<number, string>();
      await Promise.all(
        [...new Set(rows.map((row) => row.userId))].map(async (userId) => {
          authors.set(userId, (await authorOf(staff, userId)).name);
        }),
      );
      const total = query.status ? counts[query.status] : counts.all;
      return {
        list: rows.map((row) => ({
          kind: "qna" as const,
          id: row.id,
          category: qnaGroupLabel(row.groupCode),
          title: row.title,
          authorName: authors.get(row.userId) ?? UNKNOWN_MEMBER,
          about: row.orderCode,
          secret: false,
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
     * the first answer then texts the member (a failed text is logged, the answer stays).
     */
    async answer(staff: StaffContext, id: number, answer: string) {
      requireShopStaff(staff, id);
      const written = await db.transaction(async (tx) => {
        const row = await lockInquiryAnswer(tx, id);
        if (!row) throw inquiryNotFound("qna", id, "no such row");
        await updateAnswer(tx, id, answer, new Date());
        await audit.record(tx, staff, {
          action: INQUIRY_ANSWER_ACTION,
          targetType: INQUIRY_AUDIT_TARGET.qna,
          targetId: id,
          ...answerAudit(row.answer, answer),
        });
        return { userId: row.userId, edited: row.answer !== null };
      });
      if (!written.edited) {
        const contact = await members.getContact(written.userId);
        if (contact?.phoneNumber) {
          try {
            await sms.send(contact.phoneNumber, INQUIRY_ANSWER_SMS_TEXT);
          } catch (error) {
            logError(error, { inquiryId: id, userId: written.userId, what: "qna answer text" });
          }
        }
      }
      return { inquiry: await detail(staff, id), edited: written.edited, message: answerMessage(written.edited) };
    },

    /** An attachment's bytes for operators and customer service; a seller's staff get the same 404 as a made-up id. */
    async file(staff: StaffContext, id: number, fileId: number) {
      requireShopStaff(staff, id);
      const row = await findFileOfInquiry(db, id, fileId);
      if (!row) throw inquiryFileNotFound("qna", id, fileId);
      return {
        contentType: row.contentType,
        disposition: attachmentDisposition(row.fileName, fileId, row.contentType),
        data: Buffer.from(row.base64, "base64"),
      };
    },
  };
}

export type QnaAdminService = ReturnType<typeof createQnaAdminService>;
