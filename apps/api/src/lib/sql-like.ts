/** A `%…%` pattern for LIKE/ILIKE in which the shopper's own %, _ and \ match literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
