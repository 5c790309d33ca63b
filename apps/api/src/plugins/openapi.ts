import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { nameOpenApiSchemas } from "@shop/contracts/openapi-names";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { withoutSafeIntegerBounds, withoutUnusedSchemas } from "../lib/openapi-components.js";

/**
 * OpenAPI generated from the route schemas: JSON at /api/docs/json, a page at /api/docs, both only with
 * `apiDocs` (API_DOCS; off by default in a live production configuration). The document itself is always
 * built (`app.swagger()`), so tools and tests can read it in process.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  nameOpenApiSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "농협 축산물 도매몰 API",
        description:
          "The shop's HTTP API. Errors share one body: { status, code, message, description, errors[] }; `message` is the Korean text a shopper sees.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "Opaque token from /api/auth/token" },
        },
      },
    },
    transform: jsonSchemaTransform,
    // The named shapes (contracts/openapi-names) go under components.schemas, where the operations' `$ref`s point. The
    // transform writes each name twice (an input and an output version); only the ones referred to are kept.
    transformObject: (document) => withoutSafeIntegerBounds(withoutUnusedSchemas(jsonSchemaTransformObject(document))),
  });
  if (app.config.apiDocs) {
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      // The document has every operation of the shop and its back office (~460). The tags start closed rather than one
      // page of every operation, a filter finds a tag by name, and an opened tag or operation has an address to share.
      uiConfig: { docExpansion: "none", filter: true, deepLinking: true },
    });
  }
});
