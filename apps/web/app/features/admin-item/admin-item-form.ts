import type { AdminItemDetail, AdminItemListQuery } from "@shop/contracts/admin-item";

// Between the back office's item forms and the API's bodies (issue 14 item 2). A figure that is not a whole number
// goes to the API as null and is refused there in Korean, like any other bad input.

/** A form's number field: digits (commas allowed, a leading minus kept for the API to refuse) or NaN. */
export function formNumber(form: FormData, name: string): number {
  const text = String(form.get(name) ?? "")
    .trim()
    .replaceAll(",", "");
  return text === "" || !/^-?\d+$/.test(text) ? Number.NaN : Number(text);
}

const formText = (form: FormData, name: string) => String(form.get(name) ?? "");
const formDate = (form: FormData, name: string) => {
  const text = formText(form, name).trim();
  return text === "" ? null : text;
};

/** PUT /api/admin/items/{id}'s body from the edit form. NaN goes as null so the API's zod answers in Korean. */
export function itemUpdateBody(form: FormData) {
  const number = (name: string) => {
    const value = formNumber(form, name);
    return Number.isNaN(value) ? null : value;
  };
  return {
    name: formText(form, "name"),
    subTitle: formText(form, "subTitle"),
    categoryId: number("categoryId"),
    brandId: number("brandId"),
    livestock: formText(form, "livestock"),
    cutName: formText(form, "cutName"),
    grade: formText(form, "grade"),
    origin: formText(form, "origin"),
    storage: formText(form, "storage"),
    weightGrams: number("weightGrams"),
    consumerPrice: number("consumerPrice"),
    salePrice: number("salePrice"),
    specialSalePrice: number("specialSalePrice"),
    deliveryType: number("deliveryType"),
    traceNumber: formText(form, "traceNumber"),
    processDate: formDate(form, "processDate"),
    slaughterDate: formDate(form, "slaughterDate"),
    displayed: form.get("displayed") === "on",
  };
}

/** PUT /api/admin/items/{id}/options' body: `stock-<optionId>` fields with the figure the form showed. */
export function optionsStockBody(form: FormData, options: AdminItemDetail["options"]) {
  return {
    options: options
      .filter((option) => form.has(`stock-${option.optionId}`))
      .map((option) => {
        const stock = formNumber(form, `stock-${option.optionId}`);
        const shown = formNumber(form, `shown-${option.optionId}`);
        return {
          optionId: option.optionId,
          stock: Number.isNaN(stock) ? null : stock,
          ...(Number.isNaN(shown) ? {} : { expectedStock: shown }),
        };
      }),
  };
}

/** The list's filters as the page's URL carries them. */
export const ITEM_FILTER_KEYS = [
  "keyword",
  "sellerId",
  "livestock",
  "categoryId",
  "brandId",
  "displayed",
  "soldOut",
  "page",
] as const satisfies readonly (keyof AdminItemListQuery)[];

/** `/admin/items/:id`, with an optional notice to show after a save. */
export function adminItemHref(itemId: number, notice?: "saved" | "stock") {
  return notice ? `/admin/items/${itemId}?notice=${notice}` : `/admin/items/${itemId}`;
}
