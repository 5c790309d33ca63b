import type { FastifyError, FastifyInstance, preValidationHookHandler } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ApiError, type ApiErrorBody, type FieldError } from "../lib/api-error.js";
import { findUnusableText, unusableTextError } from "../lib/unusable-text.js";

/** Maps Fastify's own error codes to what a shopper should read. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "MALFORMED_BODY", message: "요청 형식이 올바르지 않습니다." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "MALFORMED_BODY", message: "요청 본문이 비어 있습니다." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "BODY_TOO_LARGE", message: "요청 크기가 너무 큽니다." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "지원하지 않는 요청 형식입니다.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "MALFORMED_BODY",
    message: "요청 형식이 올바르지 않습니다.",
  },
};

function send(reply: import("fastify").FastifyReply, body: ApiErrorBody) {
  return reply.status(body.status).type("application/json; charset=utf-8").send(body);
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A storefront page route (plugins/storefront.ts): a page never reaches SQL itself, its loaders and actions call
     * the API, where the same input is refused, and a shopper's page must not answer with a JSON error body.
     */
    page?: boolean;
  }
}

/** One error body for every failure (DESIGN.md): status, code, message, description, errors. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // On every route, so none can forget it: a NUL byte in any text would fail inside SQL as a 500 (PostgreSQL text
  // cannot hold one). Multipart fields are not parsed yet here; their reader applies the same rule
  // (review-form.reader.ts). Added per route when the route is made, ahead of the route's own checks, so the
  // storefront's page routes carry no hook at all and no request looks up its route's options for it.
  const refuseUnusableText: preValidationHookHandler = (request, _reply, done) => {
    for (const [where, input] of [
      ["params", request.params],
      ["querystring", request.query],
      ["body", request.body],
    ] as const) {
      const field = findUnusableText(input);
      if (field !== null) return done(unusableTextError(field, where));
    }
    done();
  };
  app.addHook("onRoute", (route) => {
    if (route.config?.page) return;
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [refuseUnusableText, ...own];
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return send(reply.headers(error.responseHeaders()), error.toBody());

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(error.validationContext ?? ""),
        message: issue.message ?? "입력값이 올바르지 않습니다.",
      }));
      return send(reply, {
        status: 400,
        code: "VALIDATION",
        message: errors[0]?.message ?? "입력값이 올바르지 않습니다.",
        description: `${error.validationContext ?? "request"} validation failed`,
        errors,
      });
    }

    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return send(reply, { ...known, description: error.message, errors: [] });

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, "response did not match its schema");
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, "unhandled error");
    return send(reply, {
      status,
      code: status === 500 ? "INTERNAL" : (error.code ?? "BAD_REQUEST"),
      message:
        status === 500 ? "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요." : "요청을 처리할 수 없습니다.",
      description: status === 500 ? "internal error" : error.message,
      errors: [],
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, {
      status: 404,
      code: "NOT_FOUND",
      message: "요청하신 정보를 찾을 수 없습니다.",
      description: `${request.method} ${request.url.split("?")[0]} does not exist`,
      errors: [],
    }),
  );
});
