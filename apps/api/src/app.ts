import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import "@shop/contracts/zod-setup";
import type { AppConfig } from "./config.js";
import type { DbHandle } from "./db/client.js";
import { registerModules } from "./modules/register-modules.js";
import { authPlugin } from "./plugins/auth.js";
import { compressionPlugin } from "./plugins/compression.js";
import { dbPlugin } from "./plugins/db.js";
import { errorsPlugin } from "./plugins/errors.js";
import { openapiPlugin } from "./plugins/openapi.js";
import { providersPlugin } from "./plugins/providers.js";
import { securityPlugin } from "./plugins/security.js";
import { servicesPlugin } from "./plugins/services.js";
import { shutdownPlugin } from "./plugins/shutdown.js";
import { staffAuthPlugin } from "./plugins/staff-auth.js";

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the API (routes under /api plus /healthcheck and /ready); does not listen. */
export async function buildApp({ config, db, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // Loading the storefront's server build counts against this; a busy machine can take more than the 10 s default.
    pluginTimeout: 60_000,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);

  // Registered first: every later plugin's failures go through its handler.
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(shutdownPlugin);
  // Before any route is made: it decides per route, as routes are added, which answers it compresses.
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { handle: db });
  // In this order: the services are built with the providers, and the auth plugin checks tokens with a service.
  await app.register(providersPlugin);
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(openapiPlugin);
  await registerModules(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
  }
}
