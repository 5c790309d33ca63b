// Korean phone numbers as people read them: 010-1234-5678, 02-123-4567, 031-123-4567, 1588-0061.

const SEOUL = /^(02)(\d{3,4})(\d{4})$/;
const AREA_OR_MOBILE = /^(0\d{2})(\d{3,4})(\d{4})$/;
const NATIONWIDE = /^(1\d{3})(\d{4})$/;

/** The number with its hyphens (010-1234-5678); anything it cannot read is answered as given. */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/[^0-9]/g, "");
  const match = SEOUL.exec(digits) ?? AREA_OR_MOBILE.exec(digits) ?? NATIONWIDE.exec(digits);
  return match ? match.slice(1).join("-") : value;
}

/**
 * The number as customer service may read it: the middle digits starred (010-****-5678), a nationwide number's last
 * four (1588-****); one it cannot read all starred.
 */
export function maskPhoneNumber(value: string): string {
  const formatted = formatPhoneNumber(value);
  const parts = formatted.split("-");
  if (parts.length === 2) return `${parts[0]}-${"*".repeat(parts[1]?.length ?? 4)}`;
  if (parts.length !== 3) return "*".repeat(Math.max(4, value.length));
  return `${parts[0]}-${"*".repeat(parts[1]?.length ?? 4)}-${parts[2]}`;
}
