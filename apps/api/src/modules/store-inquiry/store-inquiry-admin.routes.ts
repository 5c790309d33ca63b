import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { inquiryAdminRoutes } from "../../lib/admin-inquiry.js";

/**
 * The back office's store inquiries (입점문의, issue 14 item 4): GET /api/admin/inquiries/store[/{id}], POST …/{id}/answer and
 * GET …/{id}/files/{fileId}. Operators and customer service only: a seller's staff get 404.
 */
export const storeInquiryAdminRoutes = inquiryAdminRoutes(
  (app) => app.services.storeInquiryAdmin,
  {
    list: apiEndpoints.adminStoreInquiries,
    detail: apiEndpoints.adminStoreInquiry,
    answer: apiEndpoints.adminAnswerStoreInquiry,
    file: apiEndpoints.adminStoreInquiryFile,
  },
  {
    list: "Staff: applications to sell on the shop, newest first, by status, period and keyword, with counts per status",
    detail: "Staff: an application with its files, company and contact (masked for customer service)",
    answer:
      "Staff: answer an application (답변대기 → 답변완료) or edit the answer; the first answer is texted to the contact",
    file: "Staff: an attachment of an application (회사소개서, 제안서), as a download with its name",
  },
);
