import type { AdminInquiryDetail, AdminInquiryList, AdminInquiryListQuery } from "@shop/contracts/admin-inquiry";
import { STORE_INQUIRY_CATEGORIES } from "@shop/contracts/store-inquiry";
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
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findStaffStoreInquiry,
  findStaffStoreInquiryPage,
  findStoreInquiryFile,
  lockStoreInquiryAnswer,
  updateStoreInquiryAnswer,
} from "./store-inquiry-admin.repository.js";

export interface StoreInquiryAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  sms: SmsProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

function categoryLabel(code: string): string {
  return STORE_INQUIRY_CATEGORIES.find((category) => category.code === code)?.label ?? code;
}

/** The title staff read in the list: the proposal's first line, cut at 40 characters. */
function proposalTitle(proposal: string): string {
  const line = Array.from(proposal.trim().split("\n")[0] ?? "");
  return line.length > 40 ? `${line.slice(0, 40).join("")}…` : line.join("");
}

/**
 * The text the applicant gets: an applicant has no my page (guests apply too), so the answer itself goes out in the
 * message (a long text, within the answer's 2,000 characters).
 */
export function storeInquiryAnswerText(applicationNumber: string, answer: string): string {
  return `[농협몰] 입점 신청(접수번호 ${applicationNumber})에 답변이 등록되었습니다.\n\n${answer}`;
}

/**
 * The back office's side of the store inquiries (입점문의, issue 14 item 4): operators and customer service list, read
 * and answer them; a seller's staff see none (404, as a made-up id). The first answer is texted to the contact.
 */
export function createStoreInquiryAdminService({ db, audit, sms, logError }: StoreInquiryAdminServiceDeps) {
  function requireShopStaff(staff: StaffContext, id: number) {
    if (staff.sellerId !== null) throw inquiryNotFound("store", id, `seller ${staff.sellerId} staff`);
  }

  async function detail(staff: StaffContext, id: number): Promise<AdminInquiryDetail> {
    requireShopStaff(staff, id);
    const row = await findStaffStoreInquiry(db, id);
    if (!row) throw inquiryNotFound("store", id, "no such row");
    return {
      kind: "store",
      id: row.id,
      category: categoryLabel(row.category),
      title: proposalTitle(row.proposal),
      content: row.proposal,
      secret: false,
      ...inquiryStatusOf(row.answer),
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      files: row.files.map((file) => ({
        fileId: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        byteSize: file.byteSize,
      })),
      author: contactForStaff(staff.role, {
        name: row.managerName,
        loginId: null,
        phoneNumber: row.phoneNumber,
        email: row.email,
      }),
      item: null,
      orderCode: null,
      company: {
        applicationNumber: row.applicationNumber,
        companyName: row.companyName,
        ceoName: row.ceoName,
        businessNumber: row.businessNumber,
        website: row.website,
      },
    };
  }

  return {
    async list(staff: StaffContext, query: AdminInquiryListQuery): Promise<AdminInquiryList> {
      requireShopStaff(staff, 0);
      const filter = {
        ...inquiryPeriod(query),
        ...(query.status ? { answered: query.status === "completed" } : {}),
        ...(query.keyword ? { pattern: containsPattern(query.keyword) } : {}),
      };
      const { rows, counts } = await findStaffStoreInquiryPage(db, filter, pageWindow(query));
      const total = query.status ? counts[query.status] : counts.all;
      return {
        list: rows.map((row) => ({
          kind: "store" as const,
          id: row.id,
          category: categoryLabel(row.category),
          title: proposalTitle(row.proposal),
          authorName: row.companyName,
          about: row.applicationNumber,
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
     * Writes the answer or replaces an earlier one, with its audit entry, in one transaction; the first answer then
     * goes to the contact's phone (a failed text is logged, the answer stays).
     */
    async answer(staff: StaffContext, id: number, answer: string) {
      requireShopStaff(staff, id);
      const written = await db.transaction(async (tx) => {
        const row = await lockStoreInquiryAnswer(tx, id);
        if (!row) throw inquiryNotFound("store", id, "no such row");
        await updateStoreInquiryAnswer(tx, id, answer, new Date());
        await audit.record(tx, staff, {
          action: INQUIRY_ANSWER_ACTION,
          targetType: INQUIRY_AUDIT_TARGET.store,
          targetId: id,
          ...answerAudit(row.answer, answer),
        });
        return { ...row, edited: row.answer !== null };
      });
      if (!written.edited) {
        try {
          await sms.send(written.phoneNumber, storeInquiryAnswerText(written.applicationNumber, answer));
        } catch (error) {
          logError(error, { inquiryId: id, what: "store inquiry answer text" });
        }
      }
      return { inquiry: await detail(staff, id), edited: written.edited, message: answerMessage(written.edited) };
    },

    /** An attachment's bytes for operators and customer service; a seller's staff get the same 404 as a made-up id. */
    async file(staff: StaffContext, id: number, fileId: number) {
      requireShopStaff(staff, id);
      const row = await findStoreInquiryFile(db, id, fileId);
      if (!row) throw inquiryFileNotFound("store", id, fileId);
      const ascii = `attachment-${fileId}.${EXTENSIONS[row.contentType] ?? "bin"}`;
      return {
        contentType: row.contentType,
        disposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        data: Buffer.from(row.base64, "base64"),
      };
    },
  };
}

export type StoreInquiryAdminService = ReturnType<typeof createStoreInquiryAdminService>;
