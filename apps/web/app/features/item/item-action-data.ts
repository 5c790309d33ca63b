/** What the item page's action answers; each button reads the part about itself. */
export interface ItemActionData {
  intent: "wishlist" | "restock" | "review-like" | "experience-like" | "inquiry" | "unknown";
  /** A message for the alert modal (shown in the page without JavaScript). */
  alert?: string;
  /** The wishlist was pressed by a guest. */
  loginRequired?: boolean;
  wished?: boolean;
  restockSubscribed?: boolean;
  like?: { reviewId: number; liked: boolean; likeCount: number };
  inquirySent?: boolean;
  fieldErrors?: Record<string, string>;
  values?: { title: string; content: string; secret: boolean };
}
