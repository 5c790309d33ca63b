import { adminItemListQuerySchema } from "@shop/contracts/admin-item";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatWon } from "@shop/core/format/number";
import { Link, useRouteLoaderData } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, FilterField, ListCount, ListTable, SelectFilter } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-item/admin-item.module.css";
import { ITEM_FILTER_KEYS } from "../../features/admin-item/admin-item-form";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/items";
import type { loader as layoutLoader } from "./admin-layout";

const YES_NO = ["Y", "N"] as const;

export const meta = () => adminMeta("상품 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = listFiltersOf(request, ITEM_FILTER_KEYS, adminItemListQuerySchema);
  const page = await callAdminApi(context, request, apiEndpoints.adminItems, { query: { ...query, size: 30 } });
  return { page, filters };
}

/** Staff: items by keyword and filters, newest first; each opens its edit form. */
export default function AdminItemsPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const livestockName = new Map(page.livestock.map((kind) => [kind.code, kind.name]));
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const canWrite = layout?.staff.permissions.includes("items.write") ?? false;
  return (
    <>
      <AdminPageHeader
        title="상품 관리"
        description="상품의 가격, 재고, 진열을 바꿉니다. 저장하면 쇼핑몰 화면에 바로 보입니다."
        actions={
          <>
            {canWrite && (
              <Link className={styles.primary} to="/admin/items/new">
                새 상품 등록
              </Link>
            )}
            <Link className={styles.button} to="/admin/items/bulk">
              엑셀로 일괄 수정
            </Link>
          </>
        }
      />
      <FilterBar>
        <FilterField label="상품명 또는 코드">
          <input name="keyword" defaultValue={filters.keyword ?? ""} />
        </FilterField>
        {page.sellers.length > 1 && (
          <FilterField label="판매사">
            <select name="sellerId" defaultValue={filters.sellerId ?? ""}>
              <option value="">전체</option>
              {page.sellers.map((seller) => (
                <option key={seller.sellerId} value={seller.sellerId}>
                  {seller.name}
                </option>
              ))}
            </select>
          </FilterField>
        )}
        <FilterField label="축종">
          <select name="livestock" defaultValue={filters.livestock ?? ""}>
            <option value="">전체</option>
            {page.livestock.map((kind) => (
              <option key={kind.code} value={kind.code}>
                {kind.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="카테고리 번호">
          <input name="categoryId" inputMode="numeric" defaultValue={filters.categoryId ?? ""} />
        </FilterField>
        <SelectFilter
          label="진열"
          name="displayed"
          value={filters.displayed}
          options={YES_NO}
          labels={{ Y: "진열 중", N: "숨김" }}
        />
        <SelectFilter
          label="품절"
          name="soldOut"
          value={filters.soldOut}
          options={YES_NO}
          labels={{ Y: "품절", N: "판매 중" }}
        />
      </FilterBar>
      <ListCount total={page.pagination.totalCount} unit="개" />
      <ListTable
        columns={[
          "코드",
          "상품명",
          "판매사 / 브랜드",
          "축종",
          { label: "정상가", number: true },
          { label: "판매 가격", number: true },
          { label: "재고", number: true },
          "진열",
        ]}
        rows={page.list}
        empty="조건에 맞는 상품이 없습니다."
        row={(item) => (
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
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
