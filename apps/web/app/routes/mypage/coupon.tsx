import { exchangeCouponAction, loadMyCoupons } from "../../features/mypage/coupon-box.server";
import { CouponBox } from "../../features/mypage/coupon-box-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/coupon";

/** The member's item coupons, usable or used/expired (`?status=inactive`), paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyCoupons(request, context, "item");
}

/** 쿠폰 등록 (a paper coupon's code). */
export async function action({ request, context }: Route.ActionArgs) {
  return exchangeCouponAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "쿠폰");

export default function CouponPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CouponBox
      lead="보유하신 상품 쿠폰은 주문서에서 상품마다 골라 사용하실 수 있습니다."
      box={loaderData}
      actionData={actionData}
    />
  );
}
