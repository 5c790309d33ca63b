// How customer service reads a member's e-mail and address in the back office (issue 14): enough to recognise the
// member on the phone, not enough to write to them or find their door. Names and phones: mask-name.ts, phone.ts.

/**
 * The e-mail with its local part starred after the first two characters (one kept when it is one or two long) and
 * the domain's first label starred after its first character: "hanwoo@naver.com" → "ha****@n****.com". Anything
 * without a single "@" between two non-empty parts is starred whole.
 */
export function maskEmail(value: string): string {
  const email = value.trim();
  const at = email.indexOf("@");
  if (at <= 0 || at !== email.lastIndexOf("@") || at === email.length - 1) {
    return "*".repeat(Math.max(3, Array.from(email).length));
  }
  const local = Array.from(email.slice(0, at));
  const keep = local.length > 2 ? 2 : 1;
  const maskedLocal = `${local.slice(0, keep).join("")}${"*".repeat(Math.max(1, local.length - keep))}`;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf(".");
  const label = Array.from(dot === -1 ? domain : domain.slice(0, dot));
  const rest = dot === -1 ? "" : domain.slice(dot);
  const maskedLabel = `${label[0] ?? ""}${"*".repeat(Math.max(1, label.length - 1))}`;
  return `${maskedLocal}@${maskedLabel}${rest}`;
}

// The part of a Korean road-name or lot address that finds the street, not the door: 시·도, 시·군·구 and the road
// (…로, …길) or the 읍·면·동. Everything after it (building number, 동·호, detail) is starred.
const AREA_WORD = /(?:시|도|군|구|읍|면|동|리|로|길|가)$/;
const ROAD_WORD = /(?:로|길|\d+가|읍|면|동|리)$/;

/**
 * The address as customer service may read it: the words up to and including the road or 동 kept, the rest
 * (numbers, building, detail) starred word by word ("서울특별시 강남구 테헤란로 123 4층" → "서울특별시 강남구 테헤란로 *** **").
 * The first word (the 시·도) is always kept, and at least the last word always starred unless there is only one.
 * Blank stays blank.
 */
export function maskAddress(value: string): string {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  // The first word is the 시·도 however it is written (서울, 서울특별시, 경기도).
  let keep = 1;
  for (const [index, word] of words.entries()) {
    if (index === 0) continue;
    if (index >= 4 || !AREA_WORD.test(word)) break;
    keep = index + 1;
    if (ROAD_WORD.test(word)) break;
  }
  // Something is always starred, unless the address is one word (a 시·도 alone tells nothing).
  if (keep >= words.length && words.length > 1) keep = words.length - 1;
  return [...words.slice(0, keep), ...words.slice(keep).map((word) => "*".repeat(Array.from(word).length))].join(" ");
}
