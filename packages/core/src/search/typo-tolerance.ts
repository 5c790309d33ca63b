import { decomposeHangul } from "./hangul-jamo.js";
import { searchWords } from "./search-text.js";
import { toBigrams } from "./search-tokens.js";

/**
 * Edit distance between two words counted in jamo (insert, delete, substitute, swap two
 * neighbours): 등섬 → 등심 is 1, where counting syllables would make every typo a whole
 * syllable.
 */
export function jamoEditDistance(a: string, b: string): number {
  const x = [...decomposeHangul(a)];
  const y = [...decomposeHangul(b)];
  // Three rows of the optimal-string-alignment table are enough.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * Jamo edits a word may be off by and still be corrected: none for one syllable or up to three
 * letters (배 and 뱀 are different things), one up to 9 jamo (two or three syllables), two beyond.
 */
export function allowedJamoEdits(word: string): number {
  const length = [...decomposeHangul(word)].length;
  if (length <= 3 || [...word].length === 1) return 0;
  if (length <= 9) return 1;
  return 2;
}

/** True when `candidate` is close enough to `query` to be offered as its correction. */
export function isWithinTypoTolerance(query: string, candidate: string): boolean {
  return jamoEditDistance(query, candidate) <= allowedJamoEdits(query);
}

/** The vocabulary's index tokens for a term: bigrams of its jamo (등심 → ㄷㅡ, ㅡㅇ, ㅇㅅ, ㅅㅣ, ㅣㅁ). */
export function jamoTokens(term: string): string[] {
  return toBigrams(decomposeHangul(term));
}

/** How to fetch correction candidates for a word from the vocabulary's jamo-bigram index. */
export interface TypoCandidateFilter {
  /** Candidates share at least `minSharedTokens` of these (`jamo_tokens && tokens`, then counted). */
  tokens: string[];
  minSharedTokens: number;
  /** Jamo length range of a candidate (one edit changes the length by at most one). */
  minJamoLength: number;
  maxJamoLength: number;
}

/**
 * The candidate filter for a word, or null when the word is too short to be corrected. One
 * edit breaks at most three jamo bigrams (a swap touches three), which bounds the overlap.
 */
export function typoCandidateFilter(word: string): TypoCandidateFilter | null {
  const edits = allowedJamoEdits(word);
  if (edits === 0) return null;
  const tokens = jamoTokens(word);
  const length = [...decomposeHangul(word)].length;
  return {
    tokens,
    minSharedTokens: Math.max(1, tokens.length - 3 * edits),
    minJamoLength: length - edits,
    maxJamoLength: length + edits,
  };
}

export interface VocabularyEntry {
  term: string;
  /** How many items use the term; breaks ties between equally close terms. */
  docCount: number;
}

/**
 * The correction for a word: the closest vocabulary term within tolerance, the commoner one on
 * a tie; null when none is close enough. Returns the word itself when it is in the vocabulary.
 */
export function pickTypoCorrection(word: string, candidates: readonly VocabularyEntry[]): string | null {
  const allowed = allowedJamoEdits(word);
  let best: { term: string; distance: number; docCount: number } | null = null;
  for (const candidate of candidates) {
    const distance = jamoEditDistance(word, candidate.term);
    if (distance > allowed) continue;
    const better =
      best === null ||
      distance < best.distance ||
      (distance === best.distance && candidate.docCount > best.docCount) ||
      (distance === best.distance && candidate.docCount === best.docCount && candidate.term < best.term);
    if (better) best = { term: candidate.term, distance, docCount: candidate.docCount };
  }
  return best?.term ?? null;
}

const HAS_DIGIT = /\p{N}/u;

/** A word a typo correction is looked for: long enough to allow an edit, and no digits (500g, 1++). */
export function isCorrectableWord(word: string): boolean {
  return !HAS_DIGIT.test(word) && allowedJamoEdits(word) > 0;
}

/**
 * The vocabulary terms of an item's searchable fields: each correctable word and each pair of
 * correctable neighbours written together, so 한우등섬 can be corrected to 한우등심 from the
 * name 한우 등심.
 */
export function vocabularyTerms(fields: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const field of fields) {
    let previous: string | null = null;
    for (const word of searchWords(field)) {
      if (!isCorrectableWord(word)) {
        previous = null;
        continue;
      }
      terms.add(word);
      if (previous !== null) terms.add(previous + word);
      previous = word;
    }
  }
  return [...terms];
}
