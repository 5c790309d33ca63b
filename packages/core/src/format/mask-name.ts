/**
 * A name as others may see it next to something its owner wrote: the first character kept, the
 * rest starred ("김철수" → "김**", "Tom" → "T**"); a one-character name gets one star.
 */
export function maskName(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length === 0) return "***";
  return `${characters[0]}${"*".repeat(Math.max(1, characters.length - 1))}`;
}
