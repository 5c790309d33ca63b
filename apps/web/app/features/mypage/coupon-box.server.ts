import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type CouponIssued, type CouponType, couponCodeSchema } from "@shop/contracts/coupon";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers } from "../../components/form/form-action.server";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageParam } from "../../lib/page-param";
import { commitShopperSession } from "../../lib/session.server";
import { COUPON_PAGES, couponMark, couponTabOf } from "./coupon-box";
import { daysLeft } from "./mypage-format";

/** Coupons per page of a tab. */
export const COUPON_PAGE_SIZE = 10;
/** The code field of the register form. */
export const COUPON_CODE_FIELD = "code";

/**
 * One tab of the member's coupons of one type (GET /api/coupon?couponType&status&page&size: the usable ones soonest
 * to expire first, the used or expired ones latest first), each with the mark its card shows, both tabs' counts and
 * how many of the member's coupons (both kinds) expire within 7 days.
 */
export async function loadMyCoupons(
  request: Request,
  context: AppLoadContext,
  couponType: CouponType,
  now: Date = new Date(),
) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const tab = couponTabOf(params);
  const [answer, summary] = await Promise.all([
    callApi(context, apiEndpoints.myCoupons, {
      request,
      query: { couponType, status: tab, page: pageParam(params), size: COUPON_PAGE_SIZE },
    }),
    // 7일 이내 만료 예정 쿠폰 N장 (GET /api/mypage/coupon-and-point).
    callApi(context, apiEndpoints.mypageCouponAndPoint, { request }),
  ]);
  return {
    couponType,
    tab,
    expiringCouponCount: summary.expiringCouponCount,
    counts: answer.counts,
    pagination: answer.pagination,
    list: answer.list.map((coupon) => ({ ...coupon, mark: couponMark(coupon, daysLeft(coupon.validUntil, now)) })),
  };
}

/** What the register form gets back: the code as typed and the message under it. */
export type CouponActionData = FormActionData;

// A refusal of the code (no such code, already held, too many tries) is shown under the field, where the shopper
// types the next one.
const { invalid, apiRefusal } = formAnswers<CouponActionData>({}, (answer, message) => ({
  ...answer,
  fieldErrors: { ...answer.fieldErrors, [COUPON_CODE_FIELD]: message },
}));

/**
 * 쿠폰 등록: a paper coupon's code exchanged for the coupon (GET /api/coupon/exchange-offline-coupon, SPEC §7). The
 * code is checked with the API's own rule first; once issued, the shopper lands on the tab of usable coupons of the
 * coupon's type with the API's message as the shop's alert.
 */
export async function exchangeCouponAction(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const typed = form.get(COUPON_CODE_FIELD);
  const code = typeof typed === "string" ? typed.trim() : "";
  const values = { [COUPON_CODE_FIELD]: code };
  const parsed = couponCodeSchema.safeParse(code);
  if (!parsed.success) {
    return invalid({ fieldErrors: { [COUPON_CODE_FIELD]: parsed.error.issues[0]?.message ?? "" }, values });
  }
  let issued: CouponIssued;
  try {
    issued = await callApi(context, apiEndpoints.exchangeOfflineCoupon, { request, query: { code: parsed.data } });
  } catch (error) {
    return apiRefusal(error, [COUPON_CODE_FIELD], { values });
  }
  session.flash("alert", issued.message);
  return redirect(COUPON_PAGES[issued.coupon.couponType].path, {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}
