function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A `%…%` pattern for LIKE/ILIKE in which the shopper's own %, _ and \ match literally. */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** A `…%` pattern (starts with) for LIKE in which the caller's own %, _ and \ match literally. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
