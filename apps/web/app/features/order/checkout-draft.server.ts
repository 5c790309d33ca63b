import { createHash, hkdfSync } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { parseCookie, stringifySetCookie } from "cookie";
import { CompactEncrypt, compactDecrypt } from "jose";
import { z } from "zod";
import { webEnv } from "../../lib/env.server";
import { getShopperSession, isSecureRequest } from "../../lib/session.server";

// The checkout's inputs between /order/step1 and /order/step2 (docs/decisions/018-checkout-steps-and-draft-cookie.md): step 1's
// action checks the form with `save` and keeps it here, step 2 shows and buys it, and 이전 brings it back into step 1.
// A cookie of its own, sealed like the session (JWE dir + A256GCM, authenticated encryption, so the address and phone
// inside are neither readable nor changeable), scoped to /order and short-lived. It is tied to the login it was made
// under: a draft left in a shared browser never fills another member's order form.

const COOKIE_NAME = "__shop_checkout";
const COOKIE_PATH = "/order";
/** An hour to confirm and pay; after that the shopper starts again from the cart. */
const MAX_AGE_SECONDS = 60 * 60;
/** Browsers keep about 4,096 bytes per cookie, name and attributes included. */
const MAX_SEALED_LENGTH = 3_800;
const SEAL = { alg: "dir", enc: "A256GCM" } as const;
const OPEN_OPTIONS = { keyManagementAlgorithms: [SEAL.alg], contentEncryptionAlgorithms: [SEAL.enc] };

export const DRAFT_TOO_LARGE_MESSAGE = "한 번에 주문하기에는 주문 내용이 너무 많습니다. 상품을 나누어 주문해 주세요.";

const draftSchema = z.object({
  owner: z.string(),
  cartIds: z.array(z.number().int().positive()).min(1).max(100),
  /** payment-step's groupCode of the step 1 the draft came from: the buy's Idempotency-Key. */
  groupCode: z.string().min(8).max(64),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /**
   * A non-member's order: the order password as typed and the phone's proof, for step 2's buy (decision 018). Only
   * here, sealed: `values` never holds them (publicValues drops passwords and tokens), so no page shows them again.
   */
  guest: z.object({ password: z.string().max(8), phoneVerificationToken: z.string().max(200) }).optional(),
});

/** The checked step 1 form, as step 2 shows and buys it. */
export type CheckoutDraft = Omit<z.infer<typeof draftSchema>, "owner">;

let draftKey: Uint8Array | null = null;

function key(): Uint8Array {
  // Derived from the session secret with a purpose of its own: a session cookie can never open as a draft.
  draftKey ??= new Uint8Array(hkdfSync("sha256", webEnv().SESSION_SECRET, "shop-checkout-draft", "A256GCM key v1", 32));
  return draftKey;
}

/** Whose login the draft belongs to: a hash of the session's token (the token itself never leaves the session). */
async function ownerOf(request: Request): Promise<string | null> {
  const token = (await getShopperSession(request)).get("token");
  return token ? createHash("sha256").update(`checkout-draft:${token}`).digest("base64url").slice(0, 22) : null;
}

function cookieOptions(request: Request, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: COOKIE_PATH,
    secure: isSecureRequest(request),
    maxAge,
    expires: new Date(Date.now() + maxAge * 1000),
  };
}

/**
 * The Set-Cookie keeping the draft for step 2, or null when it would not fit in a cookie (an order of very many
 * lines and coupons: DRAFT_TOO_LARGE_MESSAGE asks to split it).
 */
export async function draftCookie(request: Request, draft: CheckoutDraft): Promise<string | null> {
  const owner = await ownerOf(request);
  if (!owner) return null;
  const packed = deflateRawSync(Buffer.from(JSON.stringify({ ...draft, owner })));
  const sealed = await new CompactEncrypt(packed).setProtectedHeader(SEAL).encrypt(key());
  if (sealed.length > MAX_SEALED_LENGTH) return null;
  return stringifySetCookie(COOKIE_NAME, sealed, cookieOptions(request, MAX_AGE_SECONDS));
}

/** The Set-Cookie that forgets the draft (the order was placed and needs no payment window). */
export function clearDraftCookie(request: Request): string {
  return stringifySetCookie(COOKIE_NAME, "", cookieOptions(request, 0));
}

/** The draft of this shopper's login, or null: none, expired, sealed under another key, or another login's. */
export async function readDraft(request: Request): Promise<CheckoutDraft | null> {
  const header = request.headers.get("cookie");
  const sealed = header ? parseCookie(header)[COOKIE_NAME] : undefined;
  if (!sealed) return null;
  let parsed: z.infer<typeof draftSchema>;
  try {
    const { plaintext } = await compactDecrypt(sealed, key(), OPEN_OPTIONS);
    parsed = draftSchema.parse(JSON.parse(inflateRawSync(plaintext).toString("utf8")));
  } catch {
    // Not a draft this server sealed (tampered, an older key or shape): the shopper simply has none.
    return null;
  }
  const { owner, ...draft } = parsed;
  return owner === (await ownerOf(request)) ? draft : null;
}
