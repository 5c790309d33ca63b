import { adminInquiryFileResponse, inquiryKindOf, positiveId } from "../../features/admin-inquiry/admin-inquiry.server";
import type { Route } from "./+types/inquiries-file";

/** An attachment of a 1:1 or store inquiry (a resource route): the API's admin download with the staff token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminInquiryFileResponse(context, request, inquiryKindOf(params.kind), {
    id: positiveId(params.id),
    fileId: positiveId(params.fileId),
  });
}
