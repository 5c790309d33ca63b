import { exchangeCouponAction, loadMyCoupons } from "../../features/mypage/coupon-box.server";
import { CouponBox } from "../../features/mypage/coupon-box-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/delivery-coupon";

/** The member's shipping coupons, usable or used/expired (`?status=inactive`), paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyCoupons(request, context, "shipping");
}

/** 쿠폰 등록: a code may be for a shipping coupon too. */
export async function action({ request, context }: Route.ActionArgs) {
  return exchangeCouponAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "배송비 쿠폰");

export default function DeliveryCouponPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CouponBox
      lead="배송비 쿠폰은 주문서에서 배송 한 건의 배송비에 사용하실 수 있습니다."
      box={loaderData}
      actionData={actionData}
    />
  );
}
