import type { SnsProvider } from "@shop/contracts/auth";

/** What a provider tells about the shopper; empty strings where the shopper did not share a field. */
export interface SocialProfile {
  providerUserId: string;
  userName: string;
  email: string;
  /** Digits only. */
  phoneNumber: string;
}

/** An OAuth 2.0 identity provider (Naver, Kakao) as the shop uses it: send the shopper there, trade the code back. */
export interface SocialLoginProvider {
  readonly provider: SnsProvider;
  /** Where to send the shopper's browser; the provider comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(params: { redirectUri: string; state: string }): string;
  /** The shopper's profile for a code the provider issued for `redirectUri`, or null when the code is not good. */
  exchangeCode(params: { code: string; redirectUri: string }): Promise<SocialProfile | null>;
}

export type SocialLoginProviders = Record<SnsProvider, SocialLoginProvider>;
