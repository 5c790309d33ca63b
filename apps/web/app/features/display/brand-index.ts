/** One entry of the brand index bar: an initial consonant (가나다), a Latin letter, or the rest. */
export interface BrandIndexKey {
  key: string;
  /** What the index bar shows. */
  label: string;
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const SYLLABLES_PER_INITIAL = 588;
/** The 19 initial consonants in Unicode order. */
const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
/** A double consonant is filed under its single one, as Korean dictionaries do. */
const DOUBLE_TO_SINGLE: Record<string, string> = { ㄲ: "ㄱ", ㄸ: "ㄷ", ㅃ: "ㅂ", ㅆ: "ㅅ", ㅉ: "ㅈ" };
const HANGUL_KEYS = [..."ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"];
/** The bar names each consonant by its first syllable (가 for ㄱ), as Korean indexes do: bare jamo read small. */
const HANGUL_LABELS = [..."가나다라마바사아자차카타파하"];
const LATIN_KEYS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
export const OTHER_INDEX_KEY = "etc";

/** The index bar in its order: ㄱ (가) to ㅎ (하), then A to Z, then 기타 (digits and anything else). */
export const BRAND_INDEX_KEYS: BrandIndexKey[] = [
  ...HANGUL_KEYS.map((key, index) => ({ key, label: HANGUL_LABELS[index] ?? key })),
  ...LATIN_KEYS.map((key) => ({ key, label: key })),
  { key: OTHER_INDEX_KEY, label: "기타" },
];

/** The index key a brand name is filed under: its first letter's initial consonant, Latin letter, or 기타. */
export function brandIndexKey(name: string): string {
  const first = name.trim().charAt(0);
  if (first === "") return OTHER_INDEX_KEY;
  const code = first.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const initial = INITIALS.charAt(Math.floor((code - HANGUL_FIRST) / SYLLABLES_PER_INITIAL));
    return DOUBLE_TO_SINGLE[initial] ?? initial;
  }
  if (INITIALS.includes(first)) return DOUBLE_TO_SINGLE[first] ?? first;
  const upper = first.toUpperCase();
  if (LATIN_KEYS.includes(upper)) return upper;
  return OTHER_INDEX_KEY;
}

export interface BrandIndexGroup<T> extends BrandIndexKey {
  brands: T[];
}

/**
 * Brands filed under the index bar's keys, in the bar's order, each group sorted by name
 * (Korean collation); keys without a brand are left out.
 */
export function groupBrandsByIndex<T extends { brandName: string }>(brands: readonly T[]): BrandIndexGroup<T>[] {
  const byKey = new Map<string, T[]>();
  for (const brand of brands) {
    const key = brandIndexKey(brand.brandName);
    const group = byKey.get(key);
    if (group) group.push(brand);
    else byKey.set(key, [brand]);
  }
  const collator = new Intl.Collator("ko");
  return BRAND_INDEX_KEYS.flatMap((entry) => {
    const group = byKey.get(entry.key);
    if (!group) return [];
    return [{ ...entry, brands: [...group].sort((a, b) => collator.compare(a.brandName, b.brandName)) }];
  });
}

/** The element id of an index group, the target of its link in the index bar. */
export function brandIndexAnchor(key: string): string {
  const position = BRAND_INDEX_KEYS.findIndex((entry) => entry.key === key);
  return `brand-index-${position >= 0 ? position : key}`;
}
