import { pageParam } from "../../lib/page-param";
// The address of /mypage/review: which tab, which page, and which line's review is being written (the modal is part
// of the address, so 리뷰 작성 works without JavaScript and a reload keeps the modal open).

export const REVIEW_PAGE_PATH = "/mypage/review";

/** 작성 가능한 리뷰 (lines awaiting a review) or 작성한 리뷰 (the member's reviews). */
export type ReviewTab = "awaiting" | "written";

export const REVIEW_TAB_LABELS: Record<ReviewTab, string> = {
  awaiting: "작성 가능한 리뷰",
  written: "작성한 리뷰",
};

export interface ReviewPageQuery {
  tab: ReviewTab;
  /** 1-based. */
  page: number;
  /** The order line whose review form is open (awaiting tab only), else null. */
  write: number | null;
}

// order_items ids are PostgreSQL integers: at most 2,147,483,647.
const LINE_ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_LINE_ID = 2_147_483_647;

/** The page's state from its address; anything unreadable falls back to the first page of the first tab. */
export function readReviewPageQuery(params: URLSearchParams): ReviewPageQuery {
  const tab: ReviewTab = params.get("tab") === "written" ? "written" : "awaiting";
  const page = pageParam(params);
  const writeText = params.get("write") ?? "";
  const line = LINE_ID_PATTERN.test(writeText) ? Number(writeText) : null;
  const write = tab === "awaiting" && line !== null && line <= MAX_LINE_ID ? line : null;
  return { tab, page, write };
}

/** The address of a state; the defaults (first tab, page 1, no modal) are left out. */
export function reviewPageHref({ tab, page = 1, write = null }: Partial<ReviewPageQuery> & { tab: ReviewTab }): string {
  const params = new URLSearchParams();
  if (tab !== "awaiting") params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  if (write !== null && tab === "awaiting") params.set("write", String(write));
  const qs = params.toString();
  return qs ? `${REVIEW_PAGE_PATH}?${qs}` : REVIEW_PAGE_PATH;
}

/** Whether two addresses of the page differ only in the open modal (`?write=`). */
export function opensOrClosesReviewForm(from: URL, to: URL): boolean {
  if (from.pathname !== to.pathname) return false;
  const withoutForm = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("write");
    params.sort();
    return params.toString();
  };
  return from.search !== to.search && withoutForm(from) === withoutForm(to);
}
