import {
  type AdminInquiryDetail,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  INQUIRY_ANSWER_SMS_TEXT,
} from "@shop/contracts/admin-inquiry";
import {
  contactForStaff,
  type InquiryAnswerDeps,
  inquiryAnswerer,
  inquiryListPage,
  inquiryNotFound,
  inquiryState,
} from "../../lib/admin-inquiry.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findMemberPhone,
  findStaffItemInquiry,
  findStaffItemInquiryPage,
  lockItemInquiryAnswer,
  updateItemInquiryAnswer,
} from "./item-inquiry-admin.repository.js";

export type ItemInquiryAdminServiceDeps = InquiryAnswerDeps;

const ITEM_INQUIRY_CATEGORY = "상품 문의";

/** A seller's staff see only questions about their own seller's items; any other is a 404, as a made-up id. */
function requireInScope(staff: StaffContext, id: number, sellerId: number): void {
  if (staff.sellerId !== null && staff.sellerId !== sellerId) {
    throw inquiryNotFound("item", id, `not seller ${staff.sellerId}'s item`);
  }
}

/**
 * The back office's side of the questions about items (issue 14 item 4): operators and customer service list, read
 * and answer all of them, a seller's staff those about its own seller's items (any other is a 404, as a made-up id).
 * The answer is the item page's Q&A answer too. The first answer texts the member who asked.
 */
export function createItemInquiryAdminService(deps: ItemInquiryAdminServiceDeps) {
  const { db } = deps;

  async function detail(staff: StaffContext, id: number): Promise<AdminInquiryDetail> {
    const row = await findStaffItemInquiry(db, id);
    if (!row) throw inquiryNotFound("item", id, "no such row");
    requireInScope(staff, id, row.sellerId);
    return {
      kind: "item",
      id: row.id,
      category: ITEM_INQUIRY_CATEGORY,
      title: row.title,
      content: row.content,
      secret: row.secret,
      ...inquiryState(row),
      answer: row.answer,
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
      const sellerScope = staff.sellerId !== null ? { sellerId: staff.sellerId } : {};
      return inquiryListPage(
        query,
        (filter, page) => findStaffItemInquiryPage(db, { ...sellerScope, ...filter }, page),
        (row) => ({
          kind: "item",
          id: row.id,
          category: ITEM_INQUIRY_CATEGORY,
          title: row.title,
          // Stored masked when it was asked (박**), as the item page shows it.
          authorName: row.authorName,
          about: row.itemName,
          secret: row.secret,
        }),
      );
    },

    detail,

    answer: inquiryAnswerer(deps, {
      kind: "item",
      lock: lockItemInquiryAnswer,
      checkScope: (staff, id, row) => requireInScope(staff, id, row.sellerId),
      update: updateItemInquiryAnswer,
      firstAnswerText: async (row) => {
        // A seeded question has no member to text.
        const phoneNumber = row.userId === null ? null : await findMemberPhone(db, row.userId);
        return phoneNumber ? { phoneNumber, text: INQUIRY_ANSWER_SMS_TEXT } : null;
      },
      logContext: (row) => ({ userId: row.userId }),
      pushTo: (row) => ({ userId: row.userId, link: "/mypage/inquiry-item" }),
      detail,
    }),
  };
}

export type ItemInquiryAdminService = ReturnType<typeof createItemInquiryAdminService>;
