import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { injectFetch } from "../lib/inject-fetch.js";
import { selfOriginOf } from "../lib/self-origin.js";
import { CAFE24_SANDBOX_BASE_PATH, createCafe24SandboxService } from "../modules/cafe24/cafe24-sandbox.service.js";
import { createCafe24TokenStore } from "../modules/cafe24/cafe24-token.service.js";
import { JUSO_SANDBOX_API_BASE } from "../modules/juso-sandbox/juso-sandbox.js";
import { NICE_DMOA_SANDBOX_API_BASE } from "../modules/nice-dmoa-sandbox/nice-dmoa-sandbox.js";
import { PG_SANDBOX_API_PATH, PG_SANDBOX_SCRIPT_PATH } from "../modules/pg-sandbox/pg-sandbox.service.js";
import { type BusinessLookupProvider, createNiceDmoaProvider } from "../providers/business-lookup.provider.js";
import {
  type Cafe24PointsProvider,
  cafe24LiveApiBase,
  createCafe24PointsProvider,
} from "../providers/cafe24-points.provider.js";
import {
  createNicepayGateway,
  NICEPAY_LIVE_API_BASE,
  NICEPAY_LIVE_SCRIPT_URL,
} from "../providers/nicepay/nicepay-gateway.js";
import type { PaymentGateway } from "../providers/payment-gateway.provider.js";
import {
  createJusoPostcodeProvider,
  JUSO_LIVE_API_BASE,
  type PostcodeProvider,
} from "../providers/postcode.provider.js";
import { createSandboxSocialLoginProviders } from "../providers/sandbox-social-login.provider.js";
import { createSandboxSmsProvider, type SmsProvider } from "../providers/sms.provider.js";
import type { SocialLoginProviders } from "../providers/social-login.provider.js";

export interface Providers {
  sms: SmsProvider;
  social: SocialLoginProviders;
  /** NICEPAY, always through the real adapter: against NICEPAY with keys, against the shop's own sandbox without. */
  payment: PaymentGateway;
  /**
   * The road-name address search (도로명주소 API), always through its real adapter: against business.juso.go.kr with
   * JUSO_CONFIRM_KEY, against the shop's own sandbox (/api/dev/juso) in process without it.
   */
  postcode: PostcodeProvider;
  /**
   * The Cafe24 mall's points (외부 포인트 전환, docs/decisions/033), always through the Admin API adapter: against the
   * mall with the CAFE24_* app credentials (its OAuth tokens kept and refreshed in cafe24_oauth_tokens), against the
   * shop's own sandbox (/api/dev/cafe24, which also issues the first refresh token) in process without.
   */
  cafe24: Cafe24PointsProvider;
  /**
   * 사업자 정보 조회 for the company join (docs/decisions/053), always through the NICE adapter: against NICE with
   * NICE_DMOA_API_KEY and NICE_DMOA_API_BASE, against the shop's own sandbox (/api/dev/nice-dmoa) in process without.
   */
  businessLookup: BusinessLookupProvider;
}

declare module "fastify" {
  interface FastifyInstance {
    providers: Providers;
  }
}

/**
 * Outside services behind their interfaces (DESIGN.md). The config decides which run on the shop's own sandbox
 * (`config.sandboxes`, from the provider keys set; docs/decisions/012): a real adapter is picked here when its
 * service is not in that list. SMS and social login have only their sandboxes so far: the shop works offline and in
 * tests, what they send is readable at GET /api/dev/outbox, and a live production start is refused. Payment is the
 * NICEPAY adapter either way; without NICEPAY's keys its API is the shop's own sandbox (/api/dev/pg), reached over
 * HTTP at the shop's listening address, so tests and demo mode run the code a live shop runs.
 */
export const providersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const paymentSandbox = config.sandboxes.includes("payment");
  const selfOrigin = selfOriginOf(app.server, config.PUBLIC_ORIGIN);
  app.decorate("providers", {
    sms: createSandboxSmsProvider(app.db),
    social: createSandboxSocialLoginProviders(config.SESSION_SECRET),
    payment: createNicepayGateway({
      apiBase:
        config.NICEPAY_API_BASE ??
        (paymentSandbox ? () => `${selfOrigin()}${PG_SANDBOX_API_PATH}` : NICEPAY_LIVE_API_BASE),
      clientKey: config.NICEPAY_CLIENT_KEY,
      secretKey: config.NICEPAY_SECRET_KEY,
      timeoutMs: config.NICEPAY_TIMEOUT_MS,
      scriptUrl: config.NICEPAY_JS_URL ?? (paymentSandbox ? PG_SANDBOX_SCRIPT_PATH : NICEPAY_LIVE_SCRIPT_URL),
    }),
    postcode: postcodeProvider(app),
    cafe24: cafe24Provider(app),
    businessLookup: businessLookupProvider(app),
  });
});

/** The postcode search's adapter: JUSO_API_BASE when set, else the sandbox in process or the real API by the key. */
function postcodeProvider(app: FastifyInstance): PostcodeProvider {
  const { config } = app;
  const sandbox = config.sandboxes.includes("postcode");
  if (config.JUSO_API_BASE) {
    return createJusoPostcodeProvider({ apiBase: config.JUSO_API_BASE, confirmKey: config.JUSO_CONFIRM_KEY });
  }
  return sandbox
    ? createJusoPostcodeProvider({
        apiBase: JUSO_SANDBOX_API_BASE,
        confirmKey: config.JUSO_CONFIRM_KEY,
        fetch: injectFetch(app),
      })
    : createJusoPostcodeProvider({ apiBase: JUSO_LIVE_API_BASE, confirmKey: config.JUSO_CONFIRM_KEY });
}

/** The business lookup's adapter: NICE's API with both keys, else the shop's own sandbox in process. */
function businessLookupProvider(app: FastifyInstance): BusinessLookupProvider {
  const { config } = app;
  const timeoutMs = config.NICE_DMOA_TIMEOUT_MS;
  return config.NICE_DMOA_API_BASE && !config.sandboxes.includes("businessLookup")
    ? createNiceDmoaProvider({ apiBase: config.NICE_DMOA_API_BASE, apiKey: config.NICE_DMOA_API_KEY, timeoutMs })
    : createNiceDmoaProvider({
        apiBase: NICE_DMOA_SANDBOX_API_BASE,
        apiKey: config.NICE_DMOA_API_KEY,
        timeoutMs,
        fetch: injectFetch(app),
      });
}

/**
 * The Cafe24 adapter: CAFE24_API_BASE when set, else the sandbox in process or the mall's own Admin API by the keys.
 * The token chain starts from CAFE24_REFRESH_TOKEN, or without Cafe24 keys from a refresh token the sandbox issues.
 */
function cafe24Provider(app: FastifyInstance): Cafe24PointsProvider {
  const { config } = app;
  const sandbox = config.sandboxes.includes("cafe24") && !config.CAFE24_API_BASE;
  const mallId = config.CAFE24_MALL_ID;
  const seed = config.CAFE24_REFRESH_TOKEN ?? (() => createCafe24SandboxService({ db: app.db }).issueSeed(mallId));
  return createCafe24PointsProvider({
    apiBase:
      config.CAFE24_API_BASE ?? (sandbox ? `http://localhost${CAFE24_SANDBOX_BASE_PATH}` : cafe24LiveApiBase(mallId)),
    oauth: {
      clientId: config.CAFE24_CLIENT_ID,
      clientSecret: config.CAFE24_CLIENT_SECRET,
      tokens: createCafe24TokenStore({ db: app.db, mallId, seed }),
    },
    apiVersion: config.CAFE24_API_VERSION,
    timeoutMs: config.CAFE24_TIMEOUT_MS,
    ...(sandbox ? { fetch: injectFetch(app) } : {}),
  });
}
