import { checkText } from "./input-value.js";
import { BUSINESS_NUMBER_MESSAGE } from "./messages.js";

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;
const BUSINESS_NUMBER_PATTERN = /^[0-9]{10}$/;

/**
 * The National Tax Service checksum of a 10-digit business registration number (SPEC §5): weights 1,3,7,1,3,7,1,3,5
 * on the first nine digits, plus the tens of the ninth product, and the last digit equals (10 − sum mod 10) mod 10.
 */
export function isValidBusinessNumber(value: string): boolean {
  if (!BUSINESS_NUMBER_PATTERN.test(value)) return false;
  const numbers = Array.from(value, Number);
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) sum += numbers[index]! * weight;
  sum += Math.floor((numbers[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === numbers[9];
}

/** businessNumber: 10 digits typed without hyphens that pass the checksum. */
export function businessNumber(value: unknown): string | null {
  return checkText(value, isValidBusinessNumber, BUSINESS_NUMBER_MESSAGE);
}

/**
 * Display form 3-2-5 ("1248100998" → "124-81-00998"). Hyphens already present are accepted; anything that is not
 * ten digits comes back unchanged, so a malformed stored value is shown as it is rather than hidden.
 */
export function formatBusinessNumber(value: string): string {
  const plain = value.replaceAll("-", "");
  if (!BUSINESS_NUMBER_PATTERN.test(plain)) return value;
  return `${plain.slice(0, 3)}-${plain.slice(3, 5)}-${plain.slice(5)}`;
}
