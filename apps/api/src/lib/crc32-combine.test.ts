import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Append, crc32Of, crc32Shift } from "./crc32-combine.js";

describe("crc32Append", () => {
  const hangul = Buffer.from("한우 1++ 등심 구이용 500g 89,000원".repeat(300));
  it.each([
    ["two short strings", Buffer.from('<script nonce="'), Buffer.from("AAAAAAAAAAAAAAAAAAAAAA==")],
    ["an empty second part", Buffer.from("한우"), Buffer.alloc(0)],
    ["an empty first part", Buffer.alloc(0), Buffer.from("등심")],
    ["one byte each", Buffer.from([0]), Buffer.from([255])],
    ["a long page of Hangul and a nonce", hangul, Buffer.from("zZ9+/01234567890abcdEF==")],
    ["a nonce and a long page", Buffer.from("zZ9+/01234567890abcdEF=="), hangul],
    ["random bytes of odd lengths", randomBytes(4_097), randomBytes(65_537)],
  ])("gives zlib's CRC-32 of the two joined: %s", (_name, a, b) => {
    expect(crc32Append(crc32Of(a), crc32Of(b), crc32Shift(b.length))).toBe(crc32Of(Buffer.concat([a, b])));
  });

  it("joins many parts in turn, as a kept page and its answer's nonces", () => {
    const parts = [randomBytes(10_000), randomBytes(24), randomBytes(123_457), randomBytes(24), randomBytes(1)];
    const joined = parts.reduce((crc, part) => crc32Append(crc, crc32(part), crc32Shift(part.length)), 0);
    expect(joined).toBe(crc32(Buffer.concat(parts)));
  });

  it.each([-1, 1.5, Number.NaN])("refuses %s as a length", (length) => {
    expect(() => crc32Shift(length)).toThrow(RangeError);
  });
});
