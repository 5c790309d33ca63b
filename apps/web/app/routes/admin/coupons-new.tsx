import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { data, Link, redirect, useNavigation } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import table from "../../components/admin/admin-table.module.css";
import { refusalOf } from "../../features/admin-coupon/admin-coupon.server";
import { CouponForm } from "../../features/admin-coupon/coupon-form";
import {
  type CouponFormValues,
  couponBodyOf,
  formValuesFromForm,
} from "../../features/admin-coupon/coupon-form-values";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/coupons-new";

export const meta = () => adminMeta("쿠폰 만들기");

const DAY_MS = 86_400_000;

function blankValues(): CouponFormValues {
  const now = Date.now();
  return {
    name: "",
    description: "",
    kind: "item",
    discountType: "fixed",
    amount: "",
    rate: "",
    maxDiscount: "0",
    minOrderAmount: "0",
    concurrently: true,
    validFrom: formatKoreaDate(new Date(now)),
    validUntil: formatKoreaDate(new Date(now + 30 * DAY_MS)),
    validity: "period",
    validDays: "",
    issueMethod: "download",
    issueLimit: "",
  };
}

export function loader() {
  return { values: blankValues() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  try {
    const saved = await callAdminApi(context, request, apiEndpoints.adminCreateCoupon, { body: couponBodyOf(form) });
    return redirect(`/admin/coupons/${saved.coupon.id}?done=created`);
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ ...refusal, values: formValuesFromForm(form, blankValues()) }, { status: refusal.status });
  }
}

/** Operators: a new coupon's form. */
export default function AdminCouponNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  return (
    <>
      <Link className={adminDetail.back} to="/admin/coupons">
        ← 쿠폰 목록
      </Link>
      <AdminPageHeader
        title="쿠폰 만들기"
        description="혜택, 기간과 발급 방식을 정합니다. 다운로드 쿠폰은 저장하면 쇼핑몰에 바로 보입니다."
      />
      {actionData?.formError && (
        <p className={table.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      <CouponForm
        key={JSON.stringify(values)}
        title="새 쿠폰"
        values={values}
        errors={actionData?.fieldErrors ?? {}}
        locked={false}
        submitLabel="쿠폰 만들기"
        busy={busy}
      />
    </>
  );
}
