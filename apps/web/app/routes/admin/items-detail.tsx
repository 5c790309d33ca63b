import {
  ADMIN_ITEM_MESSAGES,
  type AdminItemDetail,
  type AdminItemOptionsUpdate,
  type AdminItemUpdate,
} from "@shop/contracts/admin-item";
import { ADMIN_ITEM_CREATE_MESSAGES } from "@shop/contracts/admin-item-create";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-item/admin-item.module.css";
import { adminItemHref, itemUpdateBody, optionsStockBody } from "../../features/admin-item/admin-item-form";
import { imageAction, isImageIntent } from "../../features/admin-item/item-image-action.server";
import { ItemImageManager } from "../../features/admin-item/item-image-manager";
import { ItemSpecFields } from "../../features/admin-item/item-spec-fields";
import { PriceFields } from "../../features/admin-item/price-fields";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/items-detail";

export const meta = () => adminMeta("상품 수정");

function itemIdOf(params: Route.LoaderArgs["params"]): number {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1) throw data(ADMIN_ITEM_MESSAGES.notFound, { status: 404 });
  return id;
}

async function loadItem(context: Route.LoaderArgs["context"], request: Request, id: number): Promise<AdminItemDetail> {
  try {
    return await callAdminApi(context, request, apiEndpoints.adminItem, { params: { id } });
  } catch (error) {
    // Another seller's item is as missing as a made-up one.
    if (error instanceof ApiResponseError && error.status === 404)
      throw data(ADMIN_ITEM_MESSAGES.notFound, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = itemIdOf(params);
  const [detail, images] = await Promise.all([
    loadItem(context, request, id),
    callAdminApi(context, request, apiEndpoints.adminItemImages, { params: { id } }),
  ]);
  const notice = new URL(request.url).searchParams.get("notice");
  const notices: Record<string, string> = {
    saved: ADMIN_ITEM_MESSAGES.saved,
    stock: ADMIN_ITEM_MESSAGES.stockSaved,
    created: ADMIN_ITEM_CREATE_MESSAGES.createdWithPictures,
  };
  return { detail, images: images.list, notice: (notice && notices[notice]) || null };
}

type ActionAnswer = { intent: string; formError: string; fieldErrors: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = itemIdOf(params);
  const intent = String(form.get("intent") ?? "item");
  if (isImageIntent(intent)) return imageAction(context, request, id, intent, form);
  try {
    if (intent === "stock") {
      const { options } = await loadItem(context, request, id);
      // A figure that is not a number goes as null and comes back as the API's Korean refusal.
      const body = optionsStockBody(form, options) as AdminItemOptionsUpdate;
      await callAdminApi(context, request, apiEndpoints.adminItemOptions, { params: { id }, body });
      return redirect(adminItemHref(id, "stock"));
    }
    const body = itemUpdateBody(form) as AdminItemUpdate;
    await callAdminApi(context, request, apiEndpoints.adminItemUpdate, { params: { id }, body });
    return redirect(adminItemHref(id, "saved"));
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    if (error.status === 404) throw data(ADMIN_ITEM_MESSAGES.notFound, { status: 404 });
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return data<ActionAnswer>({ intent, formError: error.message, fieldErrors }, error.status);
  }
}

/** Staff: every editable field of an item, the three prices with the live discount, options' stock, display. */
export default function AdminItemDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, notice, images } = loaderData;
  const { item, options, choices } = detail;
  const livestockName = choices.livestock.find((kind) => kind.code === item.livestock)?.name;
  const busy = useNavigation().state !== "idle";
  const itemErrors = actionData?.intent === "item" ? actionData.fieldErrors : {};
  const fieldError = (name: string) =>
    itemErrors[name] ? <span className={own.fieldError}>{itemErrors[name]}</span> : null;
  return (
    <>
      <Link className={own.back} to="/admin/items">
        ← 상품 목록
      </Link>
      <AdminPageHeader
        title={item.name}
        description={`${item.itemUserCode} · ${item.sellerName} · 누적 판매 ${item.salesCount.toLocaleString("ko-KR")}개`}
        actions={
          <a className={styles.button} href={`/items/${item.itemUserCode}`} target="_blank" rel="noreferrer">
            쇼핑몰에서 보기
          </a>
        }
      />
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {actionData?.formError && (
        <p className={styles.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      <section className={styles.panel} aria-labelledby="item-fields">
        <h2 id="item-fields" className={styles.cardTitle}>
          상품 정보
        </h2>
        <Form method="post" className={own.form}>
          <input type="hidden" name="intent" value="item" />
          <div className={own.grid}>
            <label className={`${own.field} ${own.wide}`}>
              상품명
              <input name="name" defaultValue={item.name} required maxLength={100} />
              {fieldError("name")}
            </label>
            <label className={`${own.field} ${own.wide}`}>
              부제목
              <input name="subTitle" defaultValue={item.subTitle} maxLength={200} />
              {fieldError("subTitle")}
            </label>
            <label className={own.field}>
              카테고리
              <select name="categoryId" defaultValue={item.categoryId}>
                {choices.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.label}
                  </option>
                ))}
              </select>
              {fieldError("categoryId")}
            </label>
            <label className={own.field}>
              브랜드
              <select name="brandId" defaultValue={item.brandId}>
                {choices.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
              {fieldError("brandId")}
            </label>
            <label className={own.field}>
              축종
              <select name="livestock" defaultValue={item.livestock}>
                {choices.livestock.map((kind) => (
                  <option key={kind.code} value={kind.code}>
                    {kind.name}
                  </option>
                ))}
              </select>
              {fieldError("livestock")}
            </label>
            <ItemSpecFields values={item} errors={itemErrors} livestockName={livestockName} />
          </div>
          <PriceFields initial={item} errors={itemErrors} />
          <label className={own.check}>
            <input type="checkbox" name="displayed" defaultChecked={item.displayed} />
            쇼핑몰에 진열 (끄면 상품이 쇼핑몰에서 보이지 않습니다)
          </label>
          <div className={own.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              상품 정보 저장
            </button>
          </div>
        </Form>
      </section>
      <ItemImageManager images={images} />
      <section className={styles.panel} aria-labelledby="item-options">
        <h2 id="item-options" className={styles.cardTitle}>
          옵션별 재고
        </h2>
        <p className={styles.muted}>
          판매할 수 있는 수량입니다. 결제를 기다리는 주문이 잡아 둔 수량은 이미 빠져 있고, 주문이 취소되면 돌아옵니다.
        </p>
        <Form method="post" className={own.form}>
          <input type="hidden" name="intent" value="stock" />
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">옵션번호</th>
                  <th scope="col">옵션</th>
                  <th scope="col" className={styles.number}>
                    가격 차이
                  </th>
                  <th scope="col" className={styles.number}>
                    재고
                  </th>
                  <th scope="col">상태</th>
                </tr>
              </thead>
              <tbody>
                {options.map((option) => (
                  <tr key={option.optionId}>
                    <td className={styles.code}>{option.optionId}</td>
                    <td>
                      {option.groupName} {option.name}
                    </td>
                    <td className={styles.number}>{option.priceDelta.toLocaleString("ko-KR")}원</td>
                    <td className={styles.number}>
                      <input type="hidden" name={`shown-${option.optionId}`} value={option.stock} />
                      <input
                        className={own.stockInput}
                        name={`stock-${option.optionId}`}
                        inputMode="numeric"
                        aria-label={`${option.name} 재고`}
                        defaultValue={option.stock}
                        required
                      />
                    </td>
                    <td>{option.soldOut ? <span className={own.soldOut}>품절</span> : "판매 중"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={own.actions}>
            <button type="submit" className={styles.primary} disabled={busy || options.length === 0}>
              재고 저장
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
