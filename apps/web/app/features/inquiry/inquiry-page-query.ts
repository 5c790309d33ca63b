import { pageParam } from "../../lib/page-param";
// The address of /mypage/inquiry-item (the header's and floating menu's 1:1 문의): which tab, which page, and whether
// the 1:1 inquiry form is open. The form is part of the address, so 문의하기 works without JavaScript.

export const INQUIRY_PAGE_PATH = "/mypage/inquiry-item";

/** 1:1 문의 (the member's inquiries to the shop) or 상품 문의 (their questions about items). */
export type InquiryTab = "qna" | "item";

export const INQUIRY_TAB_LABELS: Record<InquiryTab, string> = {
  qna: "1:1 문의",
  item: "상품 문의",
};

export interface InquiryPageQuery {
  tab: InquiryTab;
  /** 1-based. */
  page: number;
  /** The 1:1 inquiry form is open instead of the list (1:1 tab only). */
  write: boolean;
}

/** The page's state from its address; anything unreadable falls back to the first page of the 1:1 tab. */
export function readInquiryPageQuery(params: URLSearchParams): InquiryPageQuery {
  const tab: InquiryTab = params.get("tab") === "item" ? "item" : "qna";
  const page = pageParam(params);
  return { tab, page, write: tab === "qna" && params.has("write") };
}

/** The address of a state; the defaults (1:1 tab, page 1, the list) are left out. */
export function inquiryPageHref({ tab, page = 1, write = false }: Partial<InquiryPageQuery> & { tab: InquiryTab }) {
  const writing = write && tab === "qna";
  const params = new URLSearchParams();
  if (tab !== "qna") params.set("tab", tab);
  // The form has no pages: it opens over the list's first.
  if (page > 1 && !writing) params.set("page", String(page));
  if (writing) params.set("write", "1");
  const qs = params.toString();
  return qs ? `${INQUIRY_PAGE_PATH}?${qs}` : INQUIRY_PAGE_PATH;
}

/** Where an inquiry's attachment is downloaded through the storefront, with the member's session. */
export function inquiryFileHref(inquiryId: number, fileId: number): string {
  return `/mypage/inquiry/${inquiryId}/file/${fileId}`;
}
