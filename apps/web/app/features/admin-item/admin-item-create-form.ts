import { ADMIN_ITEM_FIELDS } from "@shop/contracts/admin-item";
import type { AdminItemFormChoices } from "@shop/contracts/admin-item-create";
import { formNumber, itemUpdateBody } from "./admin-item-form";

// Between the back office's new item form and POST /api/admin/items (docs/decisions/043). As with the edit, a figure
// that is not a whole number goes as null and comes back as the API's Korean refusal under its field.

/** One option row as the form holds it (text, as typed). */
export interface OptionRowValues {
  groupName: string;
  name: string;
  priceDelta: string;
  weightGrams: string;
  stock: string;
}

/** The new item form's values as typed, kept when the API refuses them so nothing has to be typed again. */
export interface NewItemValues {
  sellerId: string;
  name: string;
  subTitle: string;
  categoryId: string;
  brandId: string;
  livestock: string;
  cutName: string;
  grade: string;
  origin: string;
  storage: string;
  weightGrams: string;
  consumerPrice: string;
  salePrice: string;
  specialSalePrice: string;
  deliveryType: string;
  traceNumber: string;
  processDate: string;
  slaughterDate: string;
  displayed: boolean;
  options: OptionRowValues[];
}

export const MAX_OPTION_ROWS = 50;

export const blankOption = (): OptionRowValues => ({
  groupName: "중량",
  name: "",
  priceDelta: "0",
  weightGrams: "",
  stock: "0",
});

/** An empty form: the only seller for a seller's staff, the first livestock kind, fresh logistics, shown. */
export function blankNewItem(choices: AdminItemFormChoices): NewItemValues {
  const sellerId = choices.sellers.length === 1 ? String(choices.sellers[0]?.sellerId ?? "") : "";
  return {
    sellerId,
    name: "",
    subTitle: "",
    categoryId: "",
    brandId: "",
    livestock: choices.livestock[0]?.code ?? "",
    cutName: "",
    grade: "",
    origin: "국내산",
    storage: "냉장",
    weightGrams: "",
    consumerPrice: "",
    salePrice: "",
    specialSalePrice: "0",
    deliveryType: "1",
    traceNumber: "",
    processDate: "",
    slaughterDate: "",
    displayed: true,
    options: [blankOption()],
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The option rows the form sent (`options.{n}.{field}`, numbered from 0 in row order). */
function optionRows(form: FormData): OptionRowValues[] {
  const rows: OptionRowValues[] = [];
  for (let n = 0; n < MAX_OPTION_ROWS; n++) {
    if (!form.has(`options.${n}.name`)) break;
    rows.push({
      groupName: text(form, `options.${n}.groupName`),
      name: text(form, `options.${n}.name`),
      priceDelta: text(form, `options.${n}.priceDelta`),
      weightGrams: text(form, `options.${n}.weightGrams`),
      stock: text(form, `options.${n}.stock`),
    });
  }
  return rows;
}

/** What was typed, to show again after a refusal. */
export function newItemValuesOf(form: FormData): NewItemValues {
  const fields = ["sellerId", ...ADMIN_ITEM_FIELDS.filter((field) => field !== "displayed")];
  const values = Object.fromEntries(fields.map((field) => [field, text(form, field)])) as Omit<
    NewItemValues,
    "displayed" | "options"
  >;
  return { ...values, displayed: form.get("displayed") === "on", options: optionRows(form) };
}

/** POST /api/admin/items' body from the new item form. */
export function itemCreateBody(form: FormData) {
  const number = (name: string) => {
    const value = formNumber(form, name);
    return Number.isNaN(value) ? null : value;
  };
  const sellerId = number("sellerId");
  const rows = optionRows(form);
  return {
    ...itemUpdateBody(form),
    ...(sellerId === null ? {} : { sellerId }),
    options: rows.map((_row, n) => ({
      groupName: text(form, `options.${n}.groupName`),
      name: text(form, `options.${n}.name`),
      priceDelta: number(`options.${n}.priceDelta`),
      weightGrams: number(`options.${n}.weightGrams`),
      stock: number(`options.${n}.stock`),
    })),
  };
}
