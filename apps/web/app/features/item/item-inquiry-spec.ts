import { ITEM_INQUIRY_CONTENT_RULES, ITEM_INQUIRY_TITLE_MAX } from "@shop/core/review/review-rules";
import { max } from "@shop/core/validation/rules";
import type { FormSpec } from "../../components/form/form-values";

/** The item question form: the same rules as POST /api/qna/item-inquiry, so the page and the API agree. */
export const ITEM_INQUIRY_SPEC: FormSpec = {
  rules: {
    title: [(value) => max(value, { length: ITEM_INQUIRY_TITLE_MAX })],
    content: ITEM_INQUIRY_CONTENT_RULES,
  },
  checkboxes: ["secret"],
};
