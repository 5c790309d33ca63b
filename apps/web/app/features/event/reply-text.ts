import { textLimitMessage } from "@shop/core/validation/messages";

/**
 * SPEC §5 text length limit for a typed reply: past `limit` the shopper is told
 * "{limit}자를 초과 할 수 없습니다." and the text is cut to the limit. The limit counts UTF-16 units, as the API's
 * check does, and a cut never splits a character made of two units (emoji).
 */
export function limitText(text: string, limit: number): { text: string; message: string | null } {
  if (text.length <= limit) return { text, message: null };
  let cut = text.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { text: cut, message: textLimitMessage(limit) };
}
