import {
  type AdminInquiryDetail,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  INQUIRY_ANSWER_SMS_TEXT,
} from "@shop/contracts/admin-inquiry";
import { qnaGroupLabel } from "@shop/contracts/qna";
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
import type { MemberService } from "../account/member.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findFileInfos,
  findFileOfInquiry,
  findInquiry,
  findStaffInquiryPage,
  lockInquiryAnswer,
  updateAnswer,
} from "./qna.repository.js";
import { attachmentDisposition } from "./qna.service.js";

export interface QnaAdminServiceDeps extends InquiryAnswerDeps {
  members: Pick<MemberService, "getContact">;
}

const UNKNOWN_MEMBER = "(알 수 없는 회원)";

/**
 * The back office's side of the 1:1 inquiries (issue 14 item 4): operators and customer service list, read and answer
 * every member's; a seller's staff see none of them (404, as a made-up id): a 1:1 inquiry is the shop's. The first
 * answer texts the member.
 */
export function createQnaAdminService(deps: QnaAdminServiceDeps) {
  const { db, members } = deps;

  async function authorOf(staff: StaffContext, userId: number) {
    const contact = await members.getContact(userId);
    return contactForStaff(staff.role, {
      name: contact?.name ?? UNKNOWN_MEMBER,
      loginId: contact?.loginId ?? null,
      phoneNumber: contact?.phoneNumber ?? null,
      email: contact?.email ?? null,
    });
  }

  async function detail(staff: StaffContext, id: number): Promise<AdminInquiryDetail> {
    requireShopStaff("qna", staff, id);
    const row = await findInquiry(db, id);
    if (!row) throw inquiryNotFound("qna", id, "no such row");
    const [files, author] = await Promise.all([findFileInfos(db, [id]), authorOf(staff, row.userId)]);
    return {
      kind: "qna",
      id: row.id,
      category: qnaGroupLabel(row.groupCode),
      title: row.title,
      content: row.content,
      secret: false,
      ...inquiryState(row),
      answer: row.answer,
      files: inquiryFileInfos(files),
      author,
      item: null,
      orderCode: row.orderCode,
      company: null,
    };
  }

  return {
    async list(staff: StaffContext, query: AdminInquiryListQuery): Promise<AdminInquiryList> {
      requireShopStaff("qna", staff, 0);
      const authors = new Map<number, string>();
      return inquiryListPage(
        query,
        async (filter, page) => {
          const found = await findStaffInquiryPage(db, filter, page);
          await Promise.all(
            [...new Set(found.rows.map((row) => row.userId))].map(async (userId) => {
              authors.set(userId, (await authorOf(staff, userId)).name);
            }),
          );
          return found;
        },
        (row) => ({
          kind: "qna",
          id: row.id,
          category: qnaGroupLabel(row.groupCode),
          title: row.title,
          authorName: authors.get(row.userId) ?? UNKNOWN_MEMBER,
          about: row.orderCode,
          secret: false,
        }),
      );
    },

    detail,

    answer: inquiryAnswerer(deps, {
      kind: "qna",
      lock: lockInquiryAnswer,
      checkScope: (staff, id) => requireShopStaff("qna", staff, id),
      update: updateAnswer,
      firstAnswerText: async (row) => {
        const phoneNumber = (await members.getContact(row.userId))?.phoneNumber;
        return phoneNumber ? { phoneNumber, text: INQUIRY_ANSWER_SMS_TEXT } : null;
      },
      logContext: (row) => ({ userId: row.userId }),
      pushTo: (row) => ({ userId: row.userId, link: "/mypage" }),
      detail,
    }),

    /** An attachment's bytes for operators and customer service; a seller's staff get the same 404 as a made-up id. */
    async file(staff: StaffContext, id: number, fileId: number) {
      requireShopStaff("qna", staff, id);
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
