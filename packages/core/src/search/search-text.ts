// Conjoining jamo (U+1100 block: NFD input from macOS, or what NFKC makes of half-width jamo)
// mapped back to the compatibility jamo a Korean keyboard types.
const CONJOINING_TO_COMPATIBILITY: ReadonlyMap<number, string> = new Map([
  ...[..."ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"].map((jamo, i) => [0x1100 + i, jamo] as const),
  ...[..."ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"].map((jamo, i) => [0x1161 + i, jamo] as const),
  ...[..."ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"].map((jamo, i) => [0x11a8 + i, jamo] as const),
]);

// Compatibility jamo are left out of NFKC: it would turn them into conjoining jamo and then
// compose ㄱㅏ into 가, breaking initial-consonant queries.
const NOT_COMPATIBILITY_JAMO = /[^\u3131-\u318e]+/gu;
const CONJOINING_JAMO = /[\u1100-\u11ff\u3164]/gu;
// '+' is kept for grades (1++ 한우); '.' only inside numbers (1.5kg).
const NOT_SEARCHABLE = /[^\p{L}\p{M}\p{N}+.]+/gu;
const STRAY_DOT = /(?<!\p{N})\.|\.(?!\p{N})/gu;
const ONLY_SYMBOLS = /^[+.]+$/u;

/**
 * Text as search compares it: Unicode-normalized (NFC, full-width to half-width), latin
 * lowercased, punctuation turned into spaces, words separated by one space.
 * "１++ 한우 등심(구이용)" → "1++ 한우 등심 구이용".
 */
export function normalizeSearchText(input: string): string {
  const unified = input
    .replace(NOT_COMPATIBILITY_JAMO, (run) => run.normalize("NFKC"))
    .replace(CONJOINING_JAMO, (jamo) => CONJOINING_TO_COMPATIBILITY.get(jamo.codePointAt(0)!) ?? " ")
    .toLowerCase()
    .replace(NOT_SEARCHABLE, " ")
    .replace(STRAY_DOT, " ");
  return unified
    .split(" ")
    .filter((word) => word !== "" && !ONLY_SYMBOLS.test(word))
    .join(" ");
}

/** The words of a text after normalization. */
export function searchWords(input: string): string[] {
  const normalized = normalizeSearchText(input);
  return normalized === "" ? [] : normalized.split(" ");
}

/** The spacing-insensitive form: normalized with the spaces removed (한우 등심 → 한우등심). */
export function compactSearchText(input: string): string {
  return searchWords(input).join("");
}
