import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatWon } from "@shop/core/format/number";
import { data, Form, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/sellers";

export const meta = () => adminMeta("입점사 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sellers: (await callAdminApi(context, request, apiEndpoints.adminSellerList)).list };
}

type ActionAnswer = { notice?: string; formError?: string; sellerId?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const sellerId = Number(form.get("sellerId"));
  try {
    const saved = await callAdminApi(context, request, apiEndpoints.adminSellerCommission, {
      params: { id: sellerId },
      body: { commissionPercent: String(form.get("commissionPercent") ?? "") },
    });
    return data<ActionAnswer>({
      notice: `${saved.sellerName}의 수수료율을 ${saved.commissionRateLabel}로 저장했습니다. 마감 전 정산에 바로 반영됩니다.`,
      sellerId,
    });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return data<ActionAnswer>({ formError: error.message, sellerId }, error.status);
  }
}

/** Operators: the sellers with their terms, and each one's commission rate edited in its row. */
export default function AdminSellersPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <AdminPageHeader
        title="입점사 관리"
        description="정산은 결제 금액에서 환불을 뺀 순매출에 수수료율을 곱해 계산합니다. 수수료율은 0~100% 사이에서 소수점 둘째 자리까지 입력할 수 있습니다."
      />
      {actionData?.notice && (
        <p className={styles.notice} role="status">
          {actionData.notice}
        </p>
      )}
      {actionData?.formError && (
        <p className={styles.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      <p className={styles.count}>입점사 {loaderData.sellers.length}곳</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">입점사</th>
              <th scope="col">사업자등록번호</th>
              <th scope="col">배송비</th>
              <th scope="col">무료배송 기준</th>
              <th scope="col">수수료율</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.sellers.map((seller) => (
              <tr key={seller.sellerId}>
                <td>
                  {seller.sellerName}
                  <div className={styles.muted}>{seller.sellerId}</div>
                </td>
                <td>{seller.businessNumber}</td>
                <td className={styles.number}>{formatWon(seller.shippingFee)}</td>
                <td className={styles.number}>
                  {seller.freeShippingThreshold > 0 ? `${formatWon(seller.freeShippingThreshold)} 이상` : "없음"}
                </td>
                <td>
                  <Form method="post" className={styles.rowActions}>
                    <input type="hidden" name="sellerId" value={seller.sellerId} />
                    <label className={styles.filter}>
                      <span className={styles.muted}>{seller.sellerName} 수수료율(%)</span>
                      <input
                        key={`${seller.sellerId}-${seller.commissionPercent}`}
                        name="commissionPercent"
                        defaultValue={seller.commissionPercent}
                        inputMode="decimal"
                        size={6}
                        required
                        aria-invalid={
                          actionData?.formError && actionData.sellerId === seller.sellerId ? true : undefined
                        }
                      />
                    </label>
                    <button type="submit" className={styles.button} disabled={busy}>
                      저장
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
