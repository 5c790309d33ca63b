/** /mypage/suggest: the page's address and what it says. */
export const SUGGESTION_PATH = "/mypage/suggest";

export const SUGGESTION_MESSAGES = {
  asked: "제안이 등록되었습니다.\n답변이 등록되면 이곳에서 확인하실 수 있습니다.",
  deleted: "제안을 삭제했습니다.",
  confirmDelete: "제안을 삭제하시겠습니까? 삭제한 제안은 되돌릴 수 없습니다.",
} as const;

/** The page's address for a list page or the form (`write`). */
export function suggestionPageHref({ page = 1, write = false }: { page?: number; write?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (write) query.set("write", "1");
  else if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${SUGGESTION_PATH}?${text}` : SUGGESTION_PATH;
}
