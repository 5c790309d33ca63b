import { isChoseongQuery } from "./hangul-jamo.js";
import { normalizeSearchText } from "./search-text.js";
import { choseongWordTokens, textWordTokens } from "./search-tokens.js";
import { isCorrectableWord } from "./typo-tolerance.js";

/** Characters of a normalized query that are searched; the rest is cut (bounds one query's tokens). */
export const SEARCH_QUERY_MAX_LENGTH = 50;

export interface SearchWord {
  /** The normalized word (it has no spaces). */
  text: string;
  /** 'choseong' for a word of initial consonants only (ㅎㅇ), matched against the items' 초성. */
  kind: "text" | "choseong";
}

/** How one query is matched; the repository turns it into SQL, `searchRelevance` ranks with it. */
export interface SearchQueryPlan {
  /** The query as normalized: what is logged and shown back ("한우 등심"). */
  normalized: string;
  /** Without spaces ("한우등심"): exact, prefix and phrase ranking compare this. */
  compact: string;
  words: SearchWord[];
  /**
   * Index tokens every hit holds (`search_tokens @> tokens`). Empty when no word can be looked
   * up in the index (a lone latin letter, digit or consonant): answer with no hits then, since
   * the query would read every row.
   */
  tokens: string[];
  /**
   * Words the tokens do not prove, which must each appear in `search_text`: longer words (the
   * bigrams of 한우한 are also in 한우 우한) and words without tokens. A one- or two-character
   * word is its own token and is left out, which spares the check on the broadest queries.
   */
  textPatterns: string[];
  /** The same for initial-consonant words, against `search_choseong`. */
  choseongPatterns: string[];
}

/** The plan for a shopper's query: words in any order, each matched spacing-insensitively. */
export function planSearchQuery(query: string): SearchQueryPlan {
  const normalized = [...normalizeSearchText(query)].slice(0, SEARCH_QUERY_MAX_LENGTH).join("").trim();
  const words: SearchWord[] = normalized
    .split(" ")
    .filter((text) => text !== "")
    .map((text) => ({ text, kind: isChoseongQuery(text) ? "choseong" : "text" }));
  const tokens = new Set<string>();
  const textPatterns: string[] = [];
  const choseongPatterns: string[] = [];
  for (const word of words) {
    const wordTokens = word.kind === "choseong" ? choseongWordTokens(word.text) : textWordTokens(word.text);
    for (const token of wordTokens) tokens.add(token);
    // A word of one or two characters is its own token, so the index alone proves it is there.
    const provenByIndex = wordTokens.length === 1 && wordTokens[0] === word.text;
    if (!provenByIndex) (word.kind === "choseong" ? choseongPatterns : textPatterns).push(word.text);
  }
  return {
    normalized,
    compact: words.map((word) => word.text).join(""),
    words,
    tokens: [...tokens],
    textPatterns,
    choseongPatterns,
  };
}

/** The words of a plan a typo correction is looked up for (text words that `isCorrectableWord`). */
export function correctableWords(plan: SearchQueryPlan): string[] {
  return plan.words.filter((word) => word.kind === "text" && isCorrectableWord(word.text)).map((word) => word.text);
}

/** The query with corrected words put in place ("등섬 한우" → "등심 한우"), or null when nothing changed. */
export function applyCorrections(plan: SearchQueryPlan, corrections: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const words = plan.words.map((word) => {
    const correction = corrections.get(word.text);
    if (correction === undefined || correction === word.text) return word.text;
    changed = true;
    return correction;
  });
  return changed ? words.join(" ") : null;
}
