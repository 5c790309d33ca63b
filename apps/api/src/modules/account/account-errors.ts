import { errorBodySchema } from "@shop/contracts/common";
import type { z } from "zod";
import { ApiError, type FieldError } from "../../lib/api-error.js";

/** A 400 listing every failing field, ordered as `fieldOrder` (the form's order), each field once. */
export function validationError(errors: FieldError[], fieldOrder: readonly string[] = []): ApiError {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index < 0 ? fieldOrder.length : index;
  };
  const seen = new Set<string>();
  const unique = errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
  const sorted = unique.sort((a, b) => rank(a.field) - rank(b.field));
  return new ApiError(
    400,
    "VALIDATION",
    sorted[0]?.message ?? "입력값이 올바르지 않습니다.",
    "request validation failed",
    sorted,
  );
}

/** zod issues as field errors (the field is the first path segment; the body itself is ""). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message }));
}

/** A PostgreSQL unique violation (23505) on either driver, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (candidate.code === "23505") return constraint === undefined || candidate.constraint === constraint;
  }
  return false;
}

/** A text field of a body that may not have passed its schema; undefined unless it is a string. */
export function textOf(body: unknown, field: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value: unknown = Reflect.get(body, field);
  return typeof value === "string" ? value : undefined;
}

/** 429 for a password check (or a coupon code tried) the throttle refused; the answer tells the wait in a Retry-After header. */
export class ThrottledError extends ApiError {
  constructor(
    code:
      | "LOGIN_THROTTLED"
      | "PASSWORD_THROTTLED"
      | "COUPON_CODE_THROTTLED"
      | "PIN_PAY_CARD_THROTTLED"
      | "BUSINESS_LOOKUP_THROTTLED",
    message: string,
    readonly retryAfterSeconds: number,
    description: string,
  ) {
    super(429, code, message, description);
  }

  override responseHeaders() {
    return { "retry-after": String(this.retryAfterSeconds) };
  }
}

/** Error answers an account call may give, so OpenAPI lists them. */
export const accountErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  429: errorBodySchema,
} as const;

/** Declares a route as taking `Authorization: Bearer` (with the salesonId header for members). */
export const bearerSecurity = [{ bearer: [] }];
