import type { FieldErrors } from "../../components/form/form-values";

/**
 * What the item page's action answers, through the form kit's answers (`formAnswers`), with the whole form's message
 * as `alert`; each button reads the part about itself.
 */
export interface ItemActionData {
  intent: "wishlist" | "restock" | "review-like" | "experience-like" | "inquiry" | "add" | "buy" | "unknown";
  /** A message for the alert modal (shown in the page without JavaScript). */
  alert?: string;
  /** The wishlist was pressed by a guest. */
  loginRequired?: boolean;
  wished?: boolean;
  restockSubscribed?: boolean;
  like?: { reviewId: number; liked: boolean; likeCount: number };
  inquirySent?: boolean;
  /** 장바구니 added the lines: the cart's new line count and the lines added or increased. */
  added?: { cartQuantity: number; cartIds: number[] };
  fieldErrors?: FieldErrors;
  values?: { title: string; content: string; secret: boolean };
}
