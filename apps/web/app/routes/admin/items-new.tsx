import { ADMIN_ITEM_MESSAGES } from "@shop/contracts/admin-item";
import type { AdminItemCreate, AdminItemFormChoices } from "@shop/contracts/admin-item-create";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-item/admin-item.module.css";
import create from "../../features/admin-item/admin-item-create.module.css";
import {
  blankNewItem,
  blankOption,
  itemCreateBody,
  MAX_OPTION_ROWS,
  type NewItemValues,
  newItemValuesOf,
  type OptionRowValues,
} from "../../features/admin-item/admin-item-create-form";
import { adminItemHref } from "../../features/admin-item/admin-item-form";
import { ItemSpecFields } from "../../features/admin-item/item-spec-fields";
import { PriceFields } from "../../features/admin-item/price-fields";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/items-new";

export const meta = () => adminMeta("새 상품 등록");

export async function loader({ request, context }: Route.LoaderArgs) {
  const choices = await callAdminApi(context, request, apiEndpoints.adminItemFormChoices);
  return { choices };
}

type ActionAnswer = { values: NewItemValues; formError: string; fieldErrors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  try {
    // A figure that is not a number goes as null and comes back as the API's Korean refusal.
    const body = itemCreateBody(form) as AdminItemCreate;
    const created = await callAdminApi(context, request, apiEndpoints.adminItemCreate, { body });
    return redirect(`${adminItemHref(created.itemId)}?notice=created`);
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return data<ActionAnswer>({ values: newItemValuesOf(form), formError: error.message, fieldErrors }, error.status);
  }
}

function OptionRows({ initial, errors }: { initial: OptionRowValues[]; errors: Record<string, string> }) {
  const [rows, setRows] = useState(() => initial.map((row, key) => ({ key, row })));
  const [nextKey, setNextKey] = useState(initial.length);
  const error = (n: number, field: keyof OptionRowValues) => {
    const message = errors[`options.${n}.${field}`];
    return message ? <span className={own.fieldError}>{message}</span> : null;
  };
  return (
    <fieldset className={create.options}>
      <legend>옵션과 재고</legend>
      <p className={styles.muted}>
        쇼핑몰에서 고르는 옵션입니다. 옵션 가격은 판매 가격에 가격 차이를 더한 금액이고, 재고는 옵션마다 판매할 수 있는
        수량입니다.
      </p>
      {errors.options && <p className={own.fieldError}>{errors.options}</p>}
      <div className={create.optionWrap}>
        <table className={create.optionTable}>
          <thead>
            <tr>
              <th scope="col">구분</th>
              <th scope="col">옵션명</th>
              <th scope="col">가격 차이 (원)</th>
              <th scope="col">중량 (g)</th>
              <th scope="col">재고</th>
              <th scope="col">
                <span className="visually-hidden">삭제</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, row }, n) => (
              <tr key={key}>
                <td>
                  <input
                    name={`options.${n}.groupName`}
                    defaultValue={row.groupName}
                    aria-label={`옵션 ${n + 1} 구분`}
                    maxLength={20}
                    required
                  />
                  {error(n, "groupName")}
                </td>
                <td>
                  <input
                    name={`options.${n}.name`}
                    defaultValue={row.name}
                    aria-label={`옵션 ${n + 1} 옵션명`}
                    placeholder="예: 500g"
                    maxLength={50}
                    required
                  />
                  {error(n, "name")}
                </td>
                <td>
                  <input
                    name={`options.${n}.priceDelta`}
                    defaultValue={row.priceDelta}
                    aria-label={`옵션 ${n + 1} 가격 차이`}
                    inputMode="numeric"
                    required
                  />
                  {error(n, "priceDelta")}
                </td>
                <td>
                  <input
                    name={`options.${n}.weightGrams`}
                    defaultValue={row.weightGrams}
                    aria-label={`옵션 ${n + 1} 중량`}
                    inputMode="numeric"
                    required
                  />
                  {error(n, "weightGrams")}
                </td>
                <td>
                  <input
                    name={`options.${n}.stock`}
                    defaultValue={row.stock}
                    aria-label={`옵션 ${n + 1} 재고`}
                    inputMode="numeric"
                    required
                  />
                  {error(n, "stock")}
                </td>
                <td>
                  <button
                    type="button"
                    className={`${create.secondary} ${create.danger}`}
                    disabled={rows.length === 1}
                    onClick={() => setRows(rows.filter((entry) => entry.key !== key))}
                    aria-label={`옵션 ${n + 1} 삭제`}
                  >
                    삭제
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className={create.secondary}
        disabled={rows.length >= MAX_OPTION_ROWS}
        onClick={() => {
          setRows([...rows, { key: nextKey, row: blankOption() }]);
          setNextKey(nextKey + 1);
        }}
      >
        옵션 추가
      </button>
    </fieldset>
  );
}

function NewItemForm({
  choices,
  values,
  errors,
  busy,
}: {
  choices: AdminItemFormChoices;
  values: NewItemValues;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const [sellerId, setSellerId] = useState(values.sellerId);
  const [livestock, setLivestock] = useState(values.livestock);
  const brands = choices.brands.filter((brand) => String(brand.sellerId) === sellerId);
  const onlySeller = choices.sellers.length === 1 ? choices.sellers[0] : undefined;
  const fieldError = (name: string) => (errors[name] ? <span className={own.fieldError}>{errors[name]}</span> : null);
  return (
    <Form method="post" className={own.form}>
      <section className={styles.panel} aria-labelledby="new-item-fields">
        <h2 id="new-item-fields" className={styles.cardTitle}>
          상품 정보
        </h2>
        <div className={own.grid}>
          {onlySeller ? (
            <div className={own.field}>
              판매사
              <input type="hidden" name="sellerId" value={onlySeller.sellerId} />
              <strong>{onlySeller.name}</strong>
            </div>
          ) : (
            <label className={own.field}>
              판매사
              <select name="sellerId" value={sellerId} onChange={(event) => setSellerId(event.target.value)} required>
                <option value="">선택해 주세요</option>
                {choices.sellers.map((seller) => (
                  <option key={seller.sellerId} value={seller.sellerId}>
                    {seller.name}
                  </option>
                ))}
              </select>
              {fieldError("sellerId")}
            </label>
          )}
          <label className={own.field}>
            브랜드
            <select name="brandId" defaultValue={values.brandId} key={sellerId} required>
              <option value="">{sellerId ? "선택해 주세요" : "판매사를 먼저 선택해 주세요"}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
            {fieldError("brandId")}
          </label>
          <label className={`${own.field} ${own.wide}`}>
            상품명
            <input name="name" defaultValue={values.name} required maxLength={100} />
            {fieldError("name")}
          </label>
          <label className={`${own.field} ${own.wide}`}>
            부제목
            <input name="subTitle" defaultValue={values.subTitle} maxLength={200} />
            {fieldError("subTitle")}
          </label>
          <label className={own.field}>
            카테고리
            <select name="categoryId" defaultValue={values.categoryId} required>
              <option value="">선택해 주세요</option>
              {choices.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </select>
            {fieldError("categoryId")}
          </label>
          <label className={own.field}>
            축종
            <select name="livestock" value={livestock} onChange={(event) => setLivestock(event.target.value)}>
              {choices.livestock.map((kind) => (
                <option key={kind.code} value={kind.code}>
                  {kind.name}
                </option>
              ))}
            </select>
            {fieldError("livestock")}
          </label>
          <ItemSpecFields
            values={values}
            errors={errors}
            livestockName={choices.livestock.find((kind) => kind.code === livestock)?.name}
          />
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="new-item-prices">
        <h2 id="new-item-prices" className={styles.cardTitle}>
          가격과 옵션
        </h2>
        <div className={own.form}>
          <PriceFields
            initial={{
              consumerPrice: values.consumerPrice,
              salePrice: values.salePrice,
              specialSalePrice: values.specialSalePrice,
            }}
            errors={errors}
          />
          <OptionRows initial={values.options} errors={errors} />
          <label className={own.check}>
            <input type="checkbox" name="displayed" defaultChecked={values.displayed} />
            쇼핑몰에 진열 (끄면 상품이 쇼핑몰에서 보이지 않습니다)
          </label>
          <p className={styles.muted}>
            저장하면 상품이 등록되고 상품 수정 화면으로 이동합니다. 상품 사진은 그 화면에서 올려 주세요.
          </p>
          <div className={own.actions}>
            <Link className={styles.button} to="/admin/items">
              취소
            </Link>
            <button type="submit" className={styles.primary} disabled={busy}>
              상품 등록
            </button>
          </div>
        </div>
      </section>
    </Form>
  );
}

/** Staff: a new item with every field of the edit, the live discount, options with their stock. */
export default function AdminItemNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { choices } = loaderData;
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? blankNewItem(choices);
  return (
    <>
      <Link className={own.back} to="/admin/items">
        ← 상품 목록
      </Link>
      <AdminPageHeader
        title="새 상품 등록"
        description="상품 정보, 가격, 옵션별 재고를 입력합니다. 이력번호는 축산물 이력제에 있는 번호만 저장됩니다."
      />
      {actionData?.formError && (
        <p className={styles.formError} role="alert">
          {actionData.formError || ADMIN_ITEM_MESSAGES.notFound}
        </p>
      )}
      <NewItemForm
        key={JSON.stringify(actionData?.values ?? null)}
        choices={choices}
        values={values}
        errors={actionData?.fieldErrors ?? {}}
        busy={busy}
      />
    </>
  );
}
