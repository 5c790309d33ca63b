import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSandboxSocialLoginProviders } from "../providers/sandbox-social-login.provider.js";
import { createSandboxSmsProvider, type SmsProvider } from "../providers/sms.provider.js";
import type { SocialLoginProviders } from "../providers/social-login.provider.js";

export interface Providers {
  sms: SmsProvider;
  social: SocialLoginProviders;
}

declare module "fastify" {
  interface FastifyInstance {
    providers: Providers;
  }
}

/**
 * Outside services behind their interfaces (DESIGN.md). Only the built-in sandboxes exist so far: the shop works
 * offline and in tests, and what they send is readable at GET /api/dev/outbox.
 */
export const providersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("providers", {
    sms: createSandboxSmsProvider(app.db),
    social: createSandboxSocialLoginProviders(app.config.SESSION_SECRET),
  });
});
