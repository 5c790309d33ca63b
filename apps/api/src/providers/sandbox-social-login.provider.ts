import { createHash, hkdfSync } from "node:crypto";
import type { SnsProvider } from "@shop/contracts/auth";
import { hmacHex, safeEqual } from "../lib/secret-token.js";
import type { SocialLoginProvider, SocialLoginProviders, SocialProfile } from "./social-login.provider.js";

/** Codes live as long as a real provider's (Naver: a few minutes). */
const CODE_TTL_MS = 5 * 60_000;

interface SandboxCodePayload {
  provider: SnsProvider;
  profile: SocialProfile;
  redirectUri: string;
  expiresAt: number;
}

/** The sandbox's signing key, derived so it never equals the secret it comes from. */
export function sandboxSigningKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "sns-sandbox-code", 32));
}

/**
 * The same e-mail always gives the same sandbox user, so logging in twice with one persona finds the member that
 * the first sns-join made, as a real provider's stable user id would.
 */
export function sandboxProviderUserId(provider: SnsProvider, email: string): string {
  return `${provider.toLowerCase()}-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
}

/**
 * What the sandbox's consent page issues: the profile, the redirect URI and an expiry, signed. The code carries its
 * own state, so the sandbox needs no table; unlike a real provider's it is not single-use within its 5 minutes.
 */
export function issueSandboxCode(
  key: Buffer,
  provider: SnsProvider,
  profile: SocialProfile,
  redirectUri: string,
  now = Date.now(),
): string {
  const payload: SandboxCodePayload = { provider, profile, redirectUri, expiresAt: now + CODE_TTL_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${hmacHex(key, body)}`;
}

function readSandboxCode(key: Buffer, code: string): SandboxCodePayload | null {
  const [body, signature, ...rest] = code.split(".");
  if (!body || !signature || rest.length > 0 || !safeEqual(signature, hmacHex(key, body))) return null;
  // Signed by us, so its shape is ours.
  return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as SandboxCodePayload;
}

/** Naver or Kakao played by the shop itself: its consent page is GET /api/dev/sns/:provider/authorize. */
export function createSandboxSocialLoginProvider(provider: SnsProvider, key: Buffer): SocialLoginProvider {
  return {
    provider,
    authorizeUrl: ({ redirectUri, state }) => {
      const query = new URLSearchParams({ redirect_uri: redirectUri, state });
      return `/api/dev/sns/${provider.toLowerCase()}/authorize?${query}`;
    },
    exchangeCode: async ({ code, redirectUri }) => {
      const payload = readSandboxCode(key, code);
      if (!payload || payload.provider !== provider || payload.redirectUri !== redirectUri) return null;
      if (payload.expiresAt < Date.now()) return null;
      return payload.profile;
    },
  };
}

export function createSandboxSocialLoginProviders(sessionSecret: string): SocialLoginProviders {
  const key = sandboxSigningKey(sessionSecret);
  return {
    NAVER: createSandboxSocialLoginProvider("NAVER", key),
    KAKAO: createSandboxSocialLoginProvider("KAKAO", key),
  };
}
