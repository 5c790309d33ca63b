import { createHash, timingSafeEqual } from "node:crypto";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";

// NICEPAY's integrity checks (public manual nicepayments/nicepay-manual): every value is the hex SHA-256 of fields
// concatenated as text with the merchant's secret key last. Shared by the adapter, which checks, and the local
// sandbox, which signs like NICEPAY does.

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The returnUrl post's `signature`: hex(sha256(authToken + clientId + amount + secretKey)). */
export function windowResultSignature(fields: {
  authToken: string;
  clientId: string;
  amount: number | string;
  secretKey: string;
}): string {
  return sha256Hex(`${fields.authToken}${fields.clientId}${fields.amount}${fields.secretKey}`);
}

/** The `signature` of API answers and webhooks: hex(sha256(tid + amount + ediDate + secretKey)). */
export function paymentSignature(fields: {
  tid: string;
  amount: number | string;
  ediDate: string;
  secretKey: string;
}): string {
  return sha256Hex(`${fields.tid}${fields.amount}${fields.ediDate}${fields.secretKey}`);
}

/** The Authorization header of every API call: Basic base64(clientKey:secretKey). */
export function basicAuthorization(clientKey: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${clientKey}:${secretKey}`, "utf8").toString("base64")}`;
}

/**
 * Whether two signatures (or credentials) are the same text, compared in constant time so the comparison does not
 * tell a forger how much of a guess was right. Case matters: hex from NICEPAY is lower case, like ours.
 */
export function sameSecret(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== "string") return false;
  const a = createHash("sha256").update(expected, "utf8").digest();
  const b = createHash("sha256").update(received, "utf8").digest();
  // Digests of equal length, so timingSafeEqual never throws and the length of the guess leaks nothing either.
  return timingSafeEqual(a, b);
}

const inKorea = tz("Asia/Seoul");

/** An instant the way NICEPAY writes it: ISO 8601 in Korea time with milliseconds, `2021-10-05T16:56:34.447+0900`. */
export function formatNicepayDate(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm:ss.SSSxx", { in: inKorea });
}
