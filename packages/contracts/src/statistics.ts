import { z } from "zod";

// SPEC §7 Q&A and content: GET /api/statistics/receive-name — the receiver names (받는 분) a member has sent orders
// to, for the checkout's suggestions.

/** GET /api/statistics/receive-name?limit= */
export const receiveNamesQuerySchema = z.object({
  /** How many names, most used first (default 10). */
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const receiveNameSchema = z.object({
  receiveName: z.string(),
  /** How many of the member's orders went to this name. */
  orderCount: z.number().int().min(1),
  /** When it was last used (ISO instant). */
  lastUsedAt: z.string(),
});
export type ReceiveName = z.infer<typeof receiveNameSchema>;

/** The member's receiver names, most used first (then the most recently used). */
export const receiveNamesSchema = z.object({ list: z.array(receiveNameSchema) });
export type ReceiveNames = z.infer<typeof receiveNamesSchema>;
