import { z } from "zod";
import "./zod-setup.js";

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The one error body every 4xx/5xx carries (DESIGN.md). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  description: z.string(),
  errors: z.array(fieldErrorSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const UNUSABLE_CHARACTER_MESSAGE = "입력값에 사용할 수 없는 문자가 포함되어 있습니다.";

/**
 * The one rule for every text a client sends: no NUL (U+0000). PostgreSQL text cannot hold it, so such a value would
 * fail inside SQL; the API refuses it at the edge (plugins/errors.ts) and the storefront drops it from list filters.
 */
export function hasUnusableCharacter(text: string): boolean {
  return text.includes("\u0000");
}

/**
 * A text schema with the one text rule added. The API's errors plugin refuses such text before any schema runs; this
 * is for the free-text query values the storefront also parses its pages' URLs with, so a page drops what the API
 * would refuse instead of passing it on.
 */
export function withUsableCharacters<S extends z.ZodString>(schema: S): S {
  return schema.refine((text) => !hasUnusableCharacter(text), UNUSABLE_CHARACTER_MESSAGE);
}

export const MAX_PAGE_SIZE = 100;

/** 1-based paging query; size capped at 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ list, pagination }` — the list shape of DESIGN.md. */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: paginationSchema });
}

/** A positive integer id in a path. */
export const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ynFlagSchema = z.enum(["Y", "N"]);

/** Standard error responses to declare on routes, so OpenAPI lists them. */
export const errorResponses = {
  400: errorBodySchema,
  404: errorBodySchema,
} as const;
