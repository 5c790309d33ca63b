import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new opaque secret (32 random bytes, base64url): bearer, remember-me and phone-proof tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a secret token. Plain SHA-256 is enough here (unlike passwords): the input has 256
 * bits of entropy, so there is nothing to guess, and a lookup by hash stays one indexed equality.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Hex HMAC-SHA256 of `message` under `key`. */
export function hmacHex(key: string | Buffer, message: string | Buffer): string {
  return createHmac("sha256", key).update(message).digest("hex");
}

/** Compares two strings in time that depends only on their length, so a guess learns nothing from timing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
