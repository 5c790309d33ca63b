import type { ReviewSort } from "@shop/contracts/review";

/**
 * The item page's own query: where each paged list stands, the review filters and whether a layer is open (so the
 * traceability modal and the review filters work as plain links without JavaScript).
 */
export interface ItemPageQuery {
  reviewPage: number;
  photoOnly: boolean;
  reviewSort: ReviewSort;
  qnaPage: number;
  expPage: number;
  /** ?trace=1: the traceability modal is open. */
  traceOpen: boolean;
}

export const ITEM_QUERY_KEYS = {
  reviewPage: "reviewPage",
  photoOnly: "photoOnly",
  reviewSort: "reviewSort",
  qnaPage: "qnaPage",
  expPage: "expPage",
  trace: "trace",
} as const;

const MAX_PAGE = 100_000;

/** A 1-based page number; anything else (0, -1, 1.5, "abc", too large) is the first page. */
function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function flagOf(value: string | null): boolean {
  return value === "1" || value === "true" || value === "Y";
}

/** Reads the query leniently: a link typed by hand never breaks the page, it shows the defaults. */
export function readItemPageQuery(params: URLSearchParams): ItemPageQuery {
  const sort = params.get(ITEM_QUERY_KEYS.reviewSort);
  return {
    reviewPage: pageOf(params.get(ITEM_QUERY_KEYS.reviewPage)),
    photoOnly: flagOf(params.get(ITEM_QUERY_KEYS.photoOnly)),
    reviewSort: sort === "likes" ? "likes" : "newest",
    qnaPage: pageOf(params.get(ITEM_QUERY_KEYS.qnaPage)),
    expPage: pageOf(params.get(ITEM_QUERY_KEYS.expPage)),
    traceOpen: flagOf(params.get(ITEM_QUERY_KEYS.trace)),
  };
}

/**
 * The page's address with some query keys changed (null removes one) and the rest kept, e.g. the next review page
 * keeps the Q&A page. A null value and page 1 are dropped so links stay short.
 */
export function itemQueryHref(
  pathname: string,
  search: string,
  changes: Partial<Record<keyof typeof ITEM_QUERY_KEYS, string | number | null>>,
  hash = "",
): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    const key = ITEM_QUERY_KEYS[name as keyof typeof ITEM_QUERY_KEYS];
    const firstPage = key.endsWith("Page") && String(value) === "1";
    if (value === null || value === "" || firstPage) params.delete(key);
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ""}${hash}`;
}
