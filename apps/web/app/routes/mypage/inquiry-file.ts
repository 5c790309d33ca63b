import { qnaFileQuerySchema, qnaInquiryIdParamsSchema } from "@shop/contracts/qna";
import { inquiryFileResponse } from "../../features/inquiry/inquiry-page.server";
import type { Route } from "./+types/inquiry-file";

/** An attachment of the member's own 1:1 inquiry (a resource route): the API's download with the member's token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const inquiry = qnaInquiryIdParamsSchema.safeParse({ id: params.id });
  const file = qnaFileQuerySchema.safeParse({ fileId: params.fileId });
  const ids = inquiry.success && file.success ? { inquiryId: inquiry.data.id, fileId: file.data.fileId } : null;
  return inquiryFileResponse(context, request, ids);
}
