import type { AdminInquiryDetail, AdminInquiryList, AdminInquiryListQuery } from "@shop/contracts/admin-inquiry";
import { STORE_INQUIRY_CATEGORIES } from "@shop/contracts/store-inquiry";
import {
  contactForStaff,
  type InquiryAnswerDeps,
  inquiryAnswerer,
  inquiryFileInfos,
  inquiryFileNotFound,
  inquiryListPage,
  inquiryNotFound,
  inquiryState,
  requireShopStaff,
} from "../../lib/admin-inquiry.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findStaffStoreInquiry,
  findStaffStoreInquiryPage,
  findStoreInquiryFile,
  lockStoreInquiryAnswer,
  updateStoreInquiryAnswer,
} from "./store-inquiry-admin.repository.js";

export type StoreInquiryAdminServiceDeps = InquiryAnswerDeps;

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
export function createStoreInquiryAdminService(deps: StoreInquiryAdminServiceDeps) {
  const { db } = deps;

  async function detail(staff: StaffContext, id: number): Promise<AdminInquiryDetail> {
    requireShopStaff("store", staff, id);
    const row = await findStaffStoreInquiry(db, id);
    if (!row) throw inquiryNotFound("store", id, "no such row");
    return {
      kind: "store",
      id: row.id,
      category: categoryLabel(row.category),
      title: proposalTitle(row.proposal),
      content: row.proposal,
      secret: false,
      ...inquiryState(row),
      answer: row.answer,
      files: inquiryFileInfos(row.files),
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
      requireShopStaff("store", staff, 0);
      return inquiryListPage(
        query,
        (filter, page) => findStaffStoreInquiryPage(db, filter, page),
        (row) => ({
          kind: "store",
          id: row.id,
          category: categoryLabel(row.category),
          title: proposalTitle(row.proposal),
          authorName: row.companyName,
          about: row.applicationNumber,
          secret: false,
        }),
      );
    },

    detail,

    /** The first answer goes to the contact's phone, the answer itself in the text. */
    answer: inquiryAnswerer(deps, {
      kind: "store",
      lock: lockStoreInquiryAnswer,
      checkScope: (staff, id) => requireShopStaff("store", staff, id),
      update: updateStoreInquiryAnswer,
      firstAnswerText: async (row, answer) => ({
        phoneNumber: row.phoneNumber,
        text: storeInquiryAnswerText(row.applicationNumber, answer),
      }),
      detail,
    }),

    /** An attachment's bytes for operators and customer service; a seller's staff get the same 404 as a made-up id. */
    async file(staff: StaffContext, id: number, fileId: number) {
      requireShopStaff("store", staff, id);
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
