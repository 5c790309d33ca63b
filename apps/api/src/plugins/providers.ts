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
 * Outside services behind their interfaces (DESIGN.md). The config decides which run on the shop's own sandbox
 * (`config.sandboxes`, from the provider keys set; docs/decisions/012): a real adapter is picked here when its
 * service is not in that list. Only the sandboxes exist so far, so both are always in it: the shop works offline
 * and in tests, what they send is readable at GET /api/dev/outbox, and a live production start is refused.
 */
export const providersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("providers", {
    sms: createSandboxSmsProvider(app.db),
    social: createSandboxSocialLoginProviders(app.config.SESSION_SECRET),
  });
});
