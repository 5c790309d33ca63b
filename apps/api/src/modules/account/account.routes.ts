import { hkdfSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAccountRecoveryService } from "./account-recovery.service.js";
import { registerJoinRoutes } from "./join.routes.js";
import { createJoinService } from "./join.service.js";
import { registerMemberRoutes } from "./member.routes.js";
import { createMemberService } from "./member.service.js";
import { createPhoneVerificationService } from "./phone-verification.service.js";
import { registerSessionRoutes } from "./session.routes.js";
import { registerSnsRoutes } from "./sns.routes.js";
import { createSnsService } from "./sns.service.js";

function createAccountServices(app: FastifyInstance) {
  const db = app.db;
  const sessions = app.sessions;
  const codeKey = Buffer.from(hkdfSync("sha256", app.config.SESSION_SECRET, "", "auth-number-code", 32));
  const phone = createPhoneVerificationService({ db, sms: app.providers.sms, codeKey });
  const joins = createJoinService(db, phone);
  return {
    sessions,
    phone,
    joins,
    recovery: createAccountRecoveryService({ db, phone, sms: app.providers.sms, sessions }),
    members: createMemberService({ db, sessions, phone, joins }),
    sns: createSnsService({ db, sessions, phone, providers: app.providers.social }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

/** SPEC §7 Auth under /api/auth (the auth plugin and providers plugin must be registered before). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = createAccountServices(app);
  registerSessionRoutes(app, services);
  registerJoinRoutes(app, services);
  registerMemberRoutes(app, services);
  registerSnsRoutes(app, services);
};
