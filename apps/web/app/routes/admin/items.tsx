import { adminItemListQuerySchema } from "@shop/contracts/admin-item";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatWon } from "@shop/core/format/number";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-item/admin-item.module.css";
import { ITEM_FILTER_KEYS } from "../../features/admin-item/admin-item-form";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/items";

export const meta = () => adminMeta("상품 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(ITEM_FILTER_KEYS.map((key) => [key, url.searchParams.get(key) || undefined]));
  // A filter typed wrong is dropped rather than refused: the list still shows.
  const parsed = adminItemListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : adminItemListQuerySchema.parse({});
  const page = await callAdminApi(context, request, apiEndpoints.adminItems, { query: { ...query, size: 30 } });
  return { page, filters: raw };
}

/** Staff: items by keyword and filters, newest first; each opens its edit form. */
export default function AdminItemsPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const livestockName = new Map(page.livestock.map((kind) => [kind.code, kind.name]));
  return (
    <>
      <AdminPageHeader
        title="상품 관리"
        description="상품의 가격, 재고, 진열을 바꿉니다. 저장하면 쇼핑몰 화면에 바로 보입니다."
        actions={
          <Link className={styles.button} to="/admin/items/bulk">
            엑셀로 일괄 수정
          </Link>
        }
      />
      <Form method="get" className={styles.filters}>
        <label className={styles.filter}>
          상품명 또는 코드
          <input name="keyword" defaultValue={filters.keyword ?? ""} />
        </label>
        {page.sellers.length > 1 && (
          <label className={styles.filter}>
            판매사
            <select name="sellerId" defaultValue={filters.sellerId ?? ""}>
              <option value="">전체</option>
              {page.sellers.map((seller) => (
                <option key={seller.sellerId} value={seller.sellerId}>
                  {seller.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.filter}>
          축종
          <select name="livestock" defaultValue={filters.livestock ?? ""}>
            <option value="">전체</option>
            {page.livestock.map((kind) => (
              <option key={kind.code} value={kind.code}>
                {kind.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          카테고리 번호
          <input name="categoryId" inputMode="numeric" defaultValue={filters.categoryId ?? ""} />
        </label>
        <label className={styles.filter}>
          진열
          <select name="displayed" defaultValue={filters.displayed ?? ""}>
            <option value="">전체</option>
            <option value="Y">진열 중</option>
            <option value="N">숨김</option>
          </select>
        </label>
        <label className={styles.filter}>
          품절
          <select name="soldOut" defaultValue={filters.soldOut ?? ""}>
            <option value="">전체</option>
            <option value="Y">품절</option>
            <option value="N">판매 중</option>
          </select>
        </label>
        <button type="submit" className={styles.primary}>
          검색
        </button>
      </Form>
      <p className={styles.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}개</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">코드</th>
              <th scope="col">상품명</th>
              <th scope="col">판매사 / 브랜드</th>
              <th scope="col">축종</th>
              <th scope="col" className={styles.number}>
                정상가
              </th>
              <th scope="col" className={styles.number}>
                판매 가격
              </th>
              <th scope="col" className={styles.number}>
                재고
              </th>
              <th scope="col">진열</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 ? (
              <tr>
                <td colSpan={8} className={styles.empty}>
                  조건에 맞는 상품이 없습니다.
                </td>
              </tr>
            ) : (
              page.list.map((item) => (
                <tr key={item.itemId}>
                  <td className={styles.code}>{item.itemUserCode}</td>
                  <td>
                    <Link to={`/admin/items/${item.itemId}`}>{item.name}</Link>
                  </td>
                  <td>
                    {item.sellerName}
                    <br />
                    <span className={styles.muted}>{item.brandName}</span>
                  </td>
                  <td>{livestockName.get(item.livestock) ?? item.livestock}</td>
                  <td className={styles.number}>{formatWon(item.consumerPrice)}</td>
                  <td className={styles.number}>
                    {formatWon(item.presentPrice)}
                    {item.discountRate > 0 && <span className={styles.muted}> ({item.discountRate}%)</span>}
                  </td>
                  <td className={styles.number}>
                    {item.soldOut ? <span className={own.soldOut}>품절</span> : item.stock.toLocaleString("ko-KR")}
                  </td>
                  <td>{item.displayed ? "진열 중" : <span className={styles.badge}>숨김</span>}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
