import { redirect } from "react-router";
import { requireUser } from "../../lib/auth.server";
import { PINPAY_PATHS } from "../../lib/pinpay-links";
import type { Route } from "./+types/pinpay-mypage";

/** /pinpay/payu/pinpay-mypage (SPEC §2 Quick-pay): the quick-pay window's own link to 간편결제 관리 in my page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw redirect(PINPAY_PATHS.mypage);
}
