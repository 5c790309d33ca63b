import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { z } from "zod";
import type { BillingCardInput } from "../payment-gateway.provider.js";
import type { NicepayCode } from "./nicepay-codes.js";

// NICEPAY's billing API (manual api/payment-subscribe.md: 빌키발급, 빌키승인, 빌키삭제). The card travels once, as
// `encData`: Hex(AES/CBC/PKCS5(cardNo=…&expYear=YY&expMonth=MM&idNo=…&cardPw=..)). encMode A2 is AES-256 with the
// secret key's first 32 bytes as the key; without encMode it is AES-128 with its first 16 bytes; the IV is always its
// first 16 bytes. Shared by the adapter, which encrypts, and the local sandbox, which decrypts like NICEPAY.

export type BillingEncMode = "A2" | "";

const codeOf = (code: string, message: string): NicepayCode => ({ code, message });

/** The billing result codes (common/code.md) the sandbox answers with and the shop tells the shopper about. */
export const NICEPAY_BILLING_CODES = {
  ok: codeOf("0000", "정상 처리되었습니다."),
  registered: codeOf("0000", "빌키가 정상적으로 생성되었습니다."),
  expired: codeOf("0000", "빌링 정보가 정상적으로 삭제되었습니다."),
  invalidCardNumber: codeOf("F112", "유효하지않은 카드번호를 입력하셨습니다 (card_bin 없음)"),
  cardNumberError: codeOf("3011", "카드번호 오류"),
  expiryError: codeOf("3021", "유효기간 오류"),
  identityError: codeOf("F113", "본인의 신용카드 확인중 오류가 발생하였습니다"),
  decryptError: codeOf("A204", "전문 복호화 오류가 발생하였습니다"),
  signDataError: codeOf("A101", "SIGN DATA 검증에 실패하였습니다"),
  unknownBid: codeOf("A124", "해당 BID가 존재하지 않습니다"),
  expiredBid: codeOf("U115", "삭제 처리된 BID 입니다."),
  minimumAmount: codeOf("3041", "금액 오류(1000원 미만 신용카드 승인 불가)"),
} as const satisfies Record<string, NicepayCode>;

/** The card fields as NICEPAY's plaintext writes them (URL-encoded pairs, in the manual's order). */
export function billingPlaintext(card: BillingCardInput): string {
  const pairs: Array<[string, string]> = [
    ["cardNo", card.cardNo],
    ["expYear", card.expYear],
    ["expMonth", card.expMonth],
    ["idNo", card.idNo],
    ["cardPw", card.cardPw],
  ];
  return pairs.map(([name, value]) => `${name}=${value}`).join("&");
}

function cipherOf(secretKey: string, encMode: BillingEncMode) {
  const bytes = Buffer.from(secretKey, "utf8");
  const iv = bytes.subarray(0, 16);
  if (encMode === "A2") return { algorithm: "aes-256-cbc", key: bytes.subarray(0, 32), iv };
  return { algorithm: "aes-128-cbc", key: bytes.subarray(0, 16), iv };
}

/** The encMode an adapter uses with a secret key: A2 (AES-256) when the key is long enough, else AES-128. */
export function encModeFor(secretKey: string): BillingEncMode {
  return Buffer.byteLength(secretKey, "utf8") >= 32 ? "A2" : "";
}

/** `encData` of 빌키발급: Hex(AES-CBC(plaintext)) under the secret key. */
export function encryptBillingCard(card: BillingCardInput, secretKey: string, encMode: BillingEncMode): string {
  const { algorithm, key, iv } = cipherOf(secretKey, encMode);
  const cipher = createCipheriv(algorithm, key, iv);
  return Buffer.concat([cipher.update(billingPlaintext(card), "utf8"), cipher.final()]).toString("hex");
}

/** The card fields of an `encData`; null when it does not decrypt to the manual's pairs. */
export function decryptBillingCard(
  encData: string,
  secretKey: string,
  encMode: BillingEncMode,
): Record<string, string> | null {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(encData)) return null;
  const { algorithm, key, iv } = cipherOf(secretKey, encMode);
  try {
    const decipher = createDecipheriv(algorithm, key, iv);
    const text = Buffer.concat([decipher.update(Buffer.from(encData, "hex")), decipher.final()]).toString("utf8");
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    // A wrong key or a tampered block fails the padding check: NICEPAY answers A204, so does the caller.
    return null;
  }
}

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** `signData` of 빌키발급: hex(sha256(orderId + ediDate + secretKey)). */
export function registSignData(fields: { orderId: string; ediDate: string; secretKey: string }): string {
  return sha256Hex(`${fields.orderId}${fields.ediDate}${fields.secretKey}`);
}

/** `signData` of 빌키승인 and 빌키삭제: hex(sha256(orderId + bid + ediDate + secretKey)). */
export function billingSignData(fields: { orderId: string; bid: string; ediDate: string; secretKey: string }): string {
  return sha256Hex(`${fields.orderId}${fields.bid}${fields.ediDate}${fields.secretKey}`);
}

/** 빌키발급's and 빌키삭제's answer (a payment object answers 빌키승인). */
export const nicepayBillingKeySchema = z.object({
  resultCode: z.string(),
  resultMsg: z.string().default(""),
  tid: z.string().nullish(),
  orderId: z.string(),
  bid: z.string().min(1),
  authDate: z.string().nullish(),
  cardCode: z.string().nullish(),
  cardName: z.string().nullish(),
});
export type NicepayBillingKeyAnswer = z.input<typeof nicepayBillingKeySchema> & { resultMsg: string };
