import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { inquiryAdminRoutes } from "../../lib/admin-inquiry.js";

/**
 * The back office's 1:1 inquiries (issue 14 item 4): GET /api/admin/inquiries/qna[/{id}], POST …/{id}/answer and
 * GET …/{id}/files/{fileId}. Operators and customer service only: a seller's staff get 404.
 */
export const qnaAdminRoutes = inquiryAdminRoutes(
  (app) => app.services.qnaAdmin,
  {
    list: apiEndpoints.adminQnaInquiries,
    detail: apiEndpoints.adminQnaInquiry,
    answer: apiEndpoints.adminAnswerQnaInquiry,
    file: apiEndpoints.adminQnaInquiryFile,
  },
  {
    list: "Staff: members' 1:1 inquiries, newest first, by status, period and keyword, with counts per status",
    detail: "Staff: a 1:1 inquiry with its files, the member (masked for customer service) and the order named",
    answer: "Staff: answer a 1:1 inquiry (답변대기 → 답변완료) or edit the answer; the first answer texts the member",
    file: "Staff: an attachment of a 1:1 inquiry, as a download with its name",
  },
);
