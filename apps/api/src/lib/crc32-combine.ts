// The CRC-32 of two byte strings joined, from their own CRC-32s and the second one's length: zlib's crc32_combine
// (zlib 1.2.12's form), which Node's zlib does not expose. A kept page's gzip answer (plugins/page-cache.ts) checksums
// its parts once and only combines them with each answer's nonce, instead of reading the whole page again per answer.
//
// A CRC-32 is the message's remainder modulo the polynomial P (bits reflected, as zlib keeps them). Appending n bytes
// to a message multiplies its remainder by x^(8n) mod P before the new bytes' own remainder is added (XOR); the pre-
// and post-conditioning of the two CRCs cancel in that sum.

import { crc32 } from "node:zlib";

/**
 * zlib's CRC-32 of the bytes; 0 for none, as a CRC of nothing is. (Node 20's `crc32` answers 0 for an empty buffer on
 * an empty ArrayBuffer whatever the running value, so an empty buffer is never handed to it.)
 */
export function crc32Of(bytes: Uint8Array): number {
  return bytes.length === 0 ? 0 : crc32(bytes);
}

/** P, reflected: x^32 + x^26 + x^23 + … + 1. */
const POLYNOMIAL = 0xedb88320;
/** x^0 = 1, reflected. */
const ONE = 0x80000000;

/** a × b modulo P, both reflected. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0 … 31: each the square of the one before, from x^1. */
const X_POWERS_OF_TWO: readonly number[] = (() => {
  const powers: number[] = [];
  let power = ONE >>> 1;
  for (let k = 0; k < 32; k++) {
    powers.push(power);
    power = multiplyModP(power, power);
  }
  return powers;
})();

/**
 * What appending `length` bytes multiplies a CRC by: x^(8 × length) mod P. Worth keeping per part when the same
 * lengths are combined again and again (`crc32Append`).
 */
export function crc32Shift(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`not a byte length: ${length}`);
  let shift = ONE;
  // x^(8n) = the product of x^(2^(k+3)) over the bits k of n.
  for (let rest = length, k = 3; rest > 0; rest = Math.floor(rest / 2), k++) {
    if (rest % 2 === 1) shift = multiplyModP(X_POWERS_OF_TWO[k % 32]!, shift);
  }
  return shift;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's shift (`crc32Shift` of B's length). */
export function crc32Append(crcOfA: number, crcOfB: number, shiftOfB: number): number {
  return (multiplyModP(shiftOfB, crcOfA) ^ crcOfB) >>> 0;
}
