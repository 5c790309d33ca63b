import { claimIdOf, claimPhotoResponse } from "../../features/admin-claim/admin-claim.server";
import type { Route } from "./+types/claims-photo";

/** A photo of a return or exchange (a resource route): the API's staff download with the staff token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return claimPhotoResponse(context, request, {
    claimId: claimIdOf(params.claimId),
    photoId: claimIdOf(params.photoId),
  });
}
