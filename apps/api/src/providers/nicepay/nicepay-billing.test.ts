import { describe, expect, it } from "vitest";
import { decryptBillingCard, encModeFor, encryptBillingCard } from "./nicepay-billing.js";

// The manual's own worked examples of encData (api/payment-subscribe.md, "encData 필드 암호화 예시"): the adapter must
// produce exactly NICEPAY's ciphertext, and the sandbox must read it back.

const CARD = { cardNo: "1234567890123456", expYear: "25", expMonth: "12", idNo: "800101", cardPw: "12" };
const SECRET_KEY = "2dcc2a0d63bf469490bb19a201be3735";

describe("encData", () => {
  it.each([
    [
      "AES-128 (no encMode): the secret key's first 16 bytes",
      "",
      "2127975b6d82c36136ba8197a997a994f6c086ff75a6d35e514c54a1e686545e60b76f11bec706de1082e43dd74ae5c5f0709dc1eca6c3cd20e1c0e9e9b7a85c6505461c91c865d82072e41ba5284bd7",
    ],
    [
      "AES-256 (encMode A2): the whole 32-byte secret key",
      "A2",
      "6ecfe97e521bc67c3053d74a9dbdba53033d343fc9e8e38e730964b22ef2e4a59607171b00a9da977141b3f79fffa1e80a16c08bc58666b479f554a966a363414347e62f2621f8df220c7a4a545592d0",
    ],
  ] as const)("matches the manual: %s", (_case, encMode, expected) => {
    expect(encryptBillingCard(CARD, SECRET_KEY, encMode)).toBe(expected);
    expect(decryptBillingCard(expected, SECRET_KEY, encMode)).toEqual(CARD);
  });

  it.each([
    ["another key", () => decryptBillingCard(encryptBillingCard(CARD, SECRET_KEY, "A2"), "x".repeat(32), "A2")],
    ["not hex", () => decryptBillingCard("zz", SECRET_KEY, "A2")],
    [
      "a cut block",
      () => decryptBillingCard(encryptBillingCard(CARD, SECRET_KEY, "A2").slice(0, 30), SECRET_KEY, "A2"),
    ],
  ])("reads nothing from %s", (_case, read) => {
    expect(read()).toBeNull();
  });

  it.each([
    [SECRET_KEY, "A2"],
    ["demo-nicepay-sandbox-secret-0123456789", "A2"],
    ["short-secret-key", ""],
  ])("picks the mode the key allows (%s)", (key, mode) => {
    expect(encModeFor(key)).toBe(mode);
  });
});
