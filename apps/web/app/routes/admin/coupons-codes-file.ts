import { data } from "react-router";
import { couponCodesFileResponse, couponIdOf } from "../../features/admin-coupon/admin-coupon.server";
import type { Route } from "./+types/coupons-codes-file";

/** A coupon's offline codes as .csv or .xlsx (a resource route): the API's download with the staff token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = couponIdOf(params.id);
  if (params.format !== "csv" && params.format !== "xlsx")
    throw data("파일 형식은 csv 또는 xlsx입니다.", { status: 404 });
  return couponCodesFileResponse(context, request, id, params.format);
}
