// Hangul syllables U+AC00–U+D7A3 are arithmetic: ((initial × 21) + medial) × 28 + final.
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const MEDIAL_COUNT = 21;
const FINAL_COUNT = 28;

/** The 19 initial consonants, as compatibility jamo (what a Korean keyboard types). */
export const CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const MEDIALS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
// Index 0 is "no final consonant".
const FINALS = ["", ..."ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"];

// Split so that one slip of a finger is one edit: 닭→달 drops ㄱ, 괴→고 drops ㅣ.
const COMPOUND_JAMO: Readonly<Record<string, string>> = {
  ㄳ: "ㄱㅅ",
  ㄵ: "ㄴㅈ",
  ㄶ: "ㄴㅎ",
  ㄺ: "ㄹㄱ",
  ㄻ: "ㄹㅁ",
  ㄼ: "ㄹㅂ",
  ㄽ: "ㄹㅅ",
  ㄾ: "ㄹㅌ",
  ㄿ: "ㄹㅍ",
  ㅀ: "ㄹㅎ",
  ㅄ: "ㅂㅅ",
  ㅘ: "ㅗㅏ",
  ㅙ: "ㅗㅐ",
  ㅚ: "ㅗㅣ",
  ㅝ: "ㅜㅓ",
  ㅞ: "ㅜㅔ",
  ㅟ: "ㅜㅣ",
  ㅢ: "ㅡㅣ",
};

const CHOSEONG_SET = new Set(CHOSEONG);

/** True for a precomposed Hangul syllable (가–힣). */
export function isHangulSyllable(char: string): boolean {
  const code = char.codePointAt(0);
  return code !== undefined && code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST && char.length === 1;
}

/** True for a compatibility jamo that can start a syllable (ㄱ, ㄲ, ㄴ … ㅎ; not ㄳ or a vowel). */
export function isChoseong(char: string): boolean {
  return CHOSEONG_SET.has(char);
}

function syllableParts(char: string): [initial: number, medial: number, final: number] {
  const offset = char.codePointAt(0)! - SYLLABLE_FIRST;
  return [
    Math.floor(offset / (MEDIAL_COUNT * FINAL_COUNT)),
    Math.floor(offset / FINAL_COUNT) % MEDIAL_COUNT,
    offset % FINAL_COUNT,
  ];
}

/** 초성: each Hangul syllable becomes its initial consonant (한우 1++ → ㅎㅇ 1++); everything else is kept. */
export function extractChoseong(text: string): string {
  let out = "";
  for (const char of text) out += isHangulSyllable(char) ? CHOSEONG[syllableParts(char)[0]] : char;
  return out;
}

/** A query typed as initial consonants only (ㅎㅇ, ㅎㅇ ㄷㅅ); spaces are allowed between them. */
export function isChoseongQuery(query: string): boolean {
  let consonants = 0;
  for (const char of query) {
    if (/\s/u.test(char)) continue;
    if (!CHOSEONG_SET.has(char)) return false;
    consonants++;
  }
  return consonants > 0;
}

/**
 * Hangul as a string of compatibility jamo, compound vowels and finals split (닭 → ㄷㅏㄹㄱ,
 * 과 → ㄱㅗㅏ), so edit distance counts keystrokes; other characters are kept.
 */
export function decomposeHangul(text: string): string {
  let out = "";
  for (const char of text) {
    if (isHangulSyllable(char)) {
      const [initial, medial, final] = syllableParts(char);
      for (const jamo of [CHOSEONG[initial]!, MEDIALS[medial]!, FINALS[final]!]) out += COMPOUND_JAMO[jamo] ?? jamo;
    } else {
      out += COMPOUND_JAMO[char] ?? char;
    }
  }
  return out;
}
