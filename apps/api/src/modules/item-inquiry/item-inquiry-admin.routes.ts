import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { inquiryAdminRoutes } from "../../lib/admin-inquiry.js";

/**
 * The back office's questions about items (issue 14 item 4): GET /api/admin/inquiries/item[/{id}] and POST
 * …/{id}/answer. A seller's staff see and answer only those about their own seller's items.
 */
export const itemInquiryAdminRoutes = inquiryAdminRoutes(
  (app) => app.services.itemInquiryAdmin,
  {
    list: apiEndpoints.adminItemInquiries,
    detail: apiEndpoints.adminItemInquiry,
    answer: apiEndpoints.adminAnswerItemInquiry,
  },
  {
    list: "Staff: questions about items, newest first, by status, period and keyword, with counts per status (a seller's staff: their items only)",
    detail: "Staff: a question about an item, with the item and the member (masked but for operators)",
    answer: "Staff: answer a question about an item or edit the answer; shown on the item page at once",
  },
);
