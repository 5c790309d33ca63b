/**
 * The keyword as the shopper meant it: pasted or linked keywords may arrive percent-encoded, so
 * they are decoded once (a malformed escape is kept as typed) and trimmed.
 */
export function normalizeSearchKeyword(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A lone "%" or a broken escape is ordinary text to a shopper, not an error.
    decoded = raw;
  }
  return decoded.trim();
}

/** The search result address of a keyword: decoded, then encoded exactly once (SPEC §2). */
export function searchHref(keyword: string): string {
  return `/search?query=${encodeURIComponent(normalizeSearchKeyword(keyword))}`;
}
