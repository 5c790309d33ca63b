import { extractChoseong, isChoseong, isHangulSyllable } from "./hangul-jamo.js";
import { compactSearchText } from "./search-text.js";

/**
 * Overlapping pairs of characters, each once, in order of first appearance (한우등심 → 한우,
 * 우등, 등심). Two-syllable words are the commonest Korean searches, so the index holds pairs,
 * not the triples pg_trgm would need three characters for.
 */
export function toBigrams(text: string): string[] {
  const chars = [...text];
  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) bigrams.add(chars[i]! + chars[i + 1]!);
  return [...bigrams];
}

/** Each Hangul syllable once, for one-syllable queries (배, 닭, 햄). */
export function toHangulUnigrams(text: string): string[] {
  return [...new Set([...text].filter(isHangulSyllable))];
}

/** True for initials only: the 초성 bigrams worth indexing (ㅎㅇ, not 1ㅎ — a query never has that). */
function isChoseongOnly(text: string): boolean {
  return [...text].every(isChoseong);
}

/** The index tokens one compact text word needs (one syllable → itself; latin or a digit alone → none). */
export function textWordTokens(compactWord: string): string[] {
  const length = [...compactWord].length;
  if (length === 1) return isHangulSyllable(compactWord) ? [compactWord] : [];
  return toBigrams(compactWord);
}

/** The index tokens one initial-consonant word needs (a single consonant is too broad: none). */
export function choseongWordTokens(choseongWord: string): string[] {
  return toBigrams(choseongWord);
}

/**
 * The version of what `buildSearchDocument` produces. Bump it with any change to
 * normalization, tokens or the fields indexed: rows stored with another version are rebuilt.
 */
export const SEARCH_DOCUMENT_VERSION = 1;

/** What the items table stores for search, computed when an item is written. */
export interface SearchDocument {
  /** Compact normalized fields, the name first, separated by one space (substring checks and ranking). */
  searchText: string;
  /** The same with each Hangul syllable replaced by its initial consonant. */
  searchChoseong: string;
  /** Bigrams and Hangul unigrams of every field, plus the initial-consonant bigrams (the GIN index). */
  searchTokens: string[];
}

/**
 * The search columns of an item from its searchable fields, most important first (name, then
 * brand). Fields are indexed apart, so no token spans two fields.
 */
export function buildSearchDocument(fields: readonly string[]): SearchDocument {
  const compacts = fields.map(compactSearchText).filter((field) => field !== "");
  const choseongs = compacts.map(extractChoseong);
  const tokens = new Set<string>();
  for (const compact of compacts) {
    for (const token of toHangulUnigrams(compact)) tokens.add(token);
    for (const token of toBigrams(compact)) tokens.add(token);
  }
  for (const choseong of choseongs) {
    for (const token of toBigrams(choseong)) if (isChoseongOnly(token)) tokens.add(token);
  }
  return { searchText: compacts.join(" "), searchChoseong: choseongs.join(" "), searchTokens: [...tokens] };
}
