import type { CategoryFilter } from "@shop/contracts/catalog";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { type ReactNode, useId } from "react";
import { Form, Link, useLocation } from "react-router";
import styles from "./listing-filters.module.css";
import {
  activeFilterCount,
  changeListing,
  clearFilters,
  type ListingKind,
  type ListingParams,
  listingHref,
  listingSearch,
} from "./listing-params";

export interface LivestockOption {
  code: string;
  name: string;
}

interface ListingFiltersProps {
  kind: ListingKind;
  params: ListingParams;
  /** The options of the list's scope (GET /api/category/filter). */
  filter: CategoryFilter;
  /** Counts belong to the scope; a search's hits are a different set, so it shows none. */
  showCounts: boolean;
  /** /items chooses the brand with its seller chips instead. */
  showBrands: boolean;
  /** The search narrows by livestock here; lists have it as their scope. */
  livestockOptions?: LivestockOption[];
}

interface FilterOption {
  key: string;
  label: string;
  count?: number | undefined;
  selected: boolean;
  /** The change this option makes: choosing it, or leaving it when already chosen. */
  changes: Partial<ListingParams>;
}

const DELIVERY_LABELS: Record<number, string> = { 1: "신선물류배송", 2: "개별배송" };

/**
 * The filter panel: every option is a link to the filtered URL (chosen again, it is removed);
 * the price range is a GET form. On a phone the panel folds into 필터; on a PC it stays open.
 */
export function ListingFilters({
  kind,
  params,
  filter,
  showCounts,
  showBrands,
  livestockOptions,
}: ListingFiltersProps) {
  const { pathname } = useLocation();
  const count = (value: number) => (showCounts ? value : undefined);
  const rows: { title: string; options: FilterOption[] }[] = [];

  if (livestockOptions && livestockOptions.length > 0) {
    rows.push({
      title: "축종",
      options: livestockOptions.map((kindOption) => ({
        key: kindOption.code,
        label: kindOption.name,
        selected: params.livestock === kindOption.code,
        changes: { livestock: params.livestock === kindOption.code ? undefined : kindOption.code, brandId: undefined },
      })),
    });
  }
  if (showBrands && filter.brands.length > 0) {
    rows.push({
      title: "브랜드",
      options: filter.brands.map((brand) => ({
        key: String(brand.brandId),
        label: brand.brandName,
        count: count(brand.count),
        selected: params.brandId === brand.brandId,
        changes: { brandId: params.brandId === brand.brandId ? undefined : brand.brandId },
      })),
    });
  }
  if (filter.grades.length > 0) {
    rows.push({
      title: "등급",
      options: filter.grades.map((grade) => ({
        key: grade.grade,
        label: grade.label,
        count: count(grade.count),
        selected: params.grade === grade.grade,
        changes: { grade: params.grade === grade.grade ? undefined : grade.grade },
      })),
    });
  }
  if (filter.deliveryTypes.length > 0) {
    rows.push({
      title: "배송",
      options: filter.deliveryTypes.map((type) => ({
        key: String(type.deliveryType),
        label: type.label,
        count: count(type.count),
        selected: params.deliveryType === type.deliveryType,
        changes: { deliveryType: params.deliveryType === type.deliveryType ? undefined : type.deliveryType },
      })),
    });
  }
  const priceOptions: FilterOption[] = filter.priceAreas.map((area) => ({
    key: area.id,
    label: area.label,
    count: count(area.count),
    selected: params.priceArea === area.id,
    changes: {
      priceArea: params.priceArea === area.id ? undefined : area.id,
      minPrice: undefined,
      maxPrice: undefined,
    },
  }));

  const active = activeFilterCount(params, kind);
  const applied = appliedFilters(params, filter, livestockOptions);

  return (
    <div className={styles.filters}>
      <details className={styles.panel}>
        <summary className={styles.summary}>
          필터
          {active > 0 && (
            <span className={styles.badge}>
              <span className="visually-hidden">적용된 필터</span>
              {active}
            </span>
          )}
        </summary>
        <div className={styles.rows}>
          {rows.map((row) => (
            <FilterRow key={row.title} title={row.title} options={row.options} kind={kind} params={params} />
          ))}
          <FilterRow title="가격" options={priceOptions} kind={kind} params={params}>
            <PriceRangeForm kind={kind} params={params} pathname={pathname} />
          </FilterRow>
        </div>
      </details>
      {applied.length > 0 && (
        <div className={styles.applied}>
          <ul className={styles.appliedList} aria-label="적용된 필터">
            {applied.map((entry) => (
              <li key={entry.label}>
                <Link
                  to={listingHref(pathname, params, kind, entry.remove)}
                  className={styles.appliedChip}
                  aria-label={`${entry.label} 필터 해제`}
                  preventScrollReset
                >
                  {entry.label}
                  <span aria-hidden="true" className={styles.remove}>
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={listingHref(pathname, params, kind, clearFilters(params, kind))}
            className={styles.reset}
            preventScrollReset
          >
            초기화
          </Link>
        </div>
      )}
    </div>
  );
}

function FilterRow({
  title,
  options,
  kind,
  params,
  children,
}: {
  title: string;
  options: FilterOption[];
  kind: ListingKind;
  params: ListingParams;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the options are links, not form controls; a fieldset's legend would not sit beside them
    <div className={styles.row} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.rowTitle}>
        {title}
      </p>
      <div className={styles.rowBody}>
        {options.length > 0 && (
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.key}>
                <Link
                  to={listingHref(pathname, params, kind, option.changes)}
                  className={styles.option}
                  aria-current={option.selected ? "true" : undefined}
                  preventScrollReset
                >
                  {option.label}
                  {option.count !== undefined && (
                    <span className={styles.optionCount}>
                      <span className="visually-hidden">, </span>
                      {formatNumber(option.count)}
                      <span className="visually-hidden">개</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}

/** 최소 ~ 최대 금액: a GET form keeping the rest of the list's state in hidden fields. */
function PriceRangeForm({ kind, params, pathname }: { kind: ListingKind; params: ListingParams; pathname: string }) {
  const kept = new URLSearchParams(
    listingSearch(changeListing(params, { priceArea: undefined, minPrice: undefined, maxPrice: undefined }), kind),
  );
  return (
    <Form method="get" action={pathname} className={styles.priceForm} preventScrollReset aria-label="가격 직접 입력">
      {[...kept.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input
        // Remounts with the list, so the field shows the range of the list now displayed.
        key={`min-${params.minPrice ?? ""}`}
        type="number"
        name="minPrice"
        inputMode="numeric"
        min={0}
        defaultValue={params.minPrice}
        placeholder="최소 금액"
        aria-label="최소 금액(원)"
        className={styles.priceInput}
      />
      <span aria-hidden="true">~</span>
      <input
        key={`max-${params.maxPrice ?? ""}`}
        type="number"
        name="maxPrice"
        inputMode="numeric"
        min={0}
        defaultValue={params.maxPrice}
        placeholder="최대 금액"
        aria-label="최대 금액(원)"
        className={styles.priceInput}
      />
      <button type="submit" className={styles.priceSubmit}>
        적용
      </button>
    </Form>
  );
}

/** The chosen filters as removable chips (sold-out has its own switch in the toolbar). */
function appliedFilters(
  params: ListingParams,
  filter: CategoryFilter,
  livestockOptions: LivestockOption[] | undefined,
): { label: string; remove: Partial<ListingParams> }[] {
  const applied: { label: string; remove: Partial<ListingParams> }[] = [];
  if (livestockOptions && params.livestock) {
    const name = livestockOptions.find((option) => option.code === params.livestock)?.name ?? params.livestock;
    applied.push({ label: name, remove: { livestock: undefined, brandId: undefined } });
  }
  if (params.brandId !== undefined) {
    const name = filter.brands.find((brand) => brand.brandId === params.brandId)?.brandName ?? "브랜드";
    applied.push({ label: name, remove: { brandId: undefined } });
  }
  if (params.grade !== undefined) {
    const label = filter.grades.find((grade) => grade.grade === params.grade)?.label ?? params.grade;
    applied.push({ label, remove: { grade: undefined } });
  }
  if (params.deliveryType !== undefined) {
    applied.push({ label: DELIVERY_LABELS[params.deliveryType] ?? "배송", remove: { deliveryType: undefined } });
  }
  if (params.priceArea !== undefined) {
    const label =
      filter.priceAreas.find((area) => area.id === params.priceArea)?.label ?? priceAreaLabel(params.priceArea);
    applied.push({ label, remove: { priceArea: undefined } });
  }
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    applied.push({ label: priceRangeLabel(params), remove: { minPrice: undefined, maxPrice: undefined } });
  }
  return applied;
}

function priceRangeLabel({ minPrice, maxPrice }: Pick<ListingParams, "minPrice" | "maxPrice">): string {
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatWon(minPrice)}~${formatWon(maxPrice)}`;
  if (minPrice !== undefined) return `${formatWon(minPrice)} 이상`;
  if (maxPrice !== undefined) return `${formatWon(maxPrice)} 이하`;
  return "가격";
}

/** "20000-50000" → "20,000원~50,000원" for an area the scope's bands no longer list. */
function priceAreaLabel(id: string): string {
  const [from = "", to = ""] = id.split("-");
  return priceRangeLabel({ minPrice: Number(from), maxPrice: to ? Number(to) : undefined });
}
