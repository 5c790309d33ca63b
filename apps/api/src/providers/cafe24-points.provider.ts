// The Cafe24 points seam (외부 포인트 전환, docs/decisions/033): the member's points at the cooperative's Cafe24 mall,
// read and decreased through Cafe24's Admin API (REST, OAuth 2.0 bearer token, `X-Cafe24-Api-Version`):
//   GET  /api/v2/admin/customersprivacy/{member_id}?shop_no=1   → customersprivacy.available_points
//   POST /api/v2/admin/points {shop_no, request: {member_id, amount, type: "decrease", reason}}
//   GET  /api/v2/admin/points?shop_no=1&member_id=…&start_date=…&end_date=… → points[] (the history, with reasons)
// The shop's own sandbox (modules/cafe24, /api/dev/cafe24/api/v2/admin/…) speaks the same protocol, so the adapter
// is the same code against both (config PROVIDERS.cafe24).

import { TZDate } from "@date-fns/tz";
import { format, subDays } from "date-fns";
import { z } from "zod";

/** The Cafe24 mall's points of its members. */
export interface Cafe24PointsProvider {
  /** The member's available points at the mall; Cafe24PointsError 404 when the mall has no such member. */
  balance(memberId: string): Promise<number>;
  /**
   * Takes `amount` points from the member at the mall with `reason` (shown in the mall's points history). A refusal
   * (not enough points, no such member) is a Cafe24PointsError; an unknown outcome (no answer in time, a 5xx) a
   * Cafe24PointsUncertainError: then `findDecrease` tells whether it happened, never a second decrease.
   */
  decrease(memberId: string, amount: number, reason: string): Promise<void>;
  /** Whether the mall's history since `since` has a decrease of `amount` with exactly this reason. */
  findDecrease(memberId: string, amount: number, reason: string, since: Date): Promise<boolean>;
}

/** Cafe24 answered and refused (a 4xx with its error body): nothing was done. */
export class Cafe24PointsError extends Error {
  constructor(
    readonly httpStatus: number,
    /** Cafe24's own message, for the log. */
    readonly providerMessage: string,
  ) {
    super(`cafe24 refused: ${httpStatus} ${providerMessage}`);
    this.name = "Cafe24PointsError";
  }
}

/** No usable answer (the connection failed, no answer in time, a 5xx, an unreadable body): the call may have happened. */
export class Cafe24PointsUncertainError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`cafe24 unavailable: ${reason}`, options);
    this.name = "Cafe24PointsUncertainError";
  }
}

/** The real Admin API of a mall. */
export function cafe24LiveApiBase(mallId: string): string {
  return `https://${encodeURIComponent(mallId)}.cafe24api.com`;
}

/** Cafe24 writes amounts as decimal strings ("1500.00"). */
const pointsField = z.union([z.string(), z.number()]).transform((value, context) => {
  const amount = Number(value);
  if (!Number.isFinite(amount)) {
    context.addIssue({ code: "custom", message: "not an amount" });
    return z.NEVER;
  }
  return Math.floor(amount);
});

const customerSchema = z.object({
  customersprivacy: z.object({ member_id: z.string(), available_points: pointsField }),
});

const historySchema = z.object({
  points: z.array(
    z.object({
      member_id: z.string(),
      available_points_decrease: pointsField.nullable().optional(),
      reason: z.string().nullable().optional(),
    }),
  ),
});

const errorSchema = z.object({ error: z.object({ message: z.string() }) });

export interface Cafe24PointsOptions {
  /** https://{mall}.cafe24api.com, or the sandbox's base; a function when it is known only once the shop listens. */
  apiBase: string | (() => string);
  accessToken: string;
  apiVersion: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const SHOP_NO = 1;

/** The adapter: Cafe24's Admin API over HTTP. */
export function createCafe24PointsProvider(options: Cafe24PointsOptions): Cafe24PointsProvider {
  const send = options.fetch ?? fetch;
  const base = () => (typeof options.apiBase === "string" ? options.apiBase : options.apiBase()).replace(/\/+$/, "");

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await send(`${base()}/api/v2/admin${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          "content-type": "application/json",
          "x-cafe24-api-version": options.apiVersion,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new Cafe24PointsUncertainError(
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer in ${options.timeoutMs} ms`
          : String(error),
        { cause: error },
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Cafe24PointsUncertainError(`unreadable answer (${response.status})`, { cause: error });
    }
    if (response.status >= 500) throw new Cafe24PointsUncertainError(`HTTP ${response.status}`);
    if (!response.ok) {
      const refusal = errorSchema.safeParse(json);
      throw new Cafe24PointsError(response.status, refusal.success ? refusal.data.error.message : text.slice(0, 200));
    }
    return json;
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Cafe24PointsUncertainError(`unexpected ${what} answer`);
    return parsed.data;
  }

  return {
    async balance(memberId) {
      const json = await call("GET", `/customersprivacy/${encodeURIComponent(memberId)}?shop_no=${SHOP_NO}`);
      return parse(customerSchema, json, "customersprivacy").customersprivacy.available_points;
    },

    async decrease(memberId, amount, reason) {
      await call("POST", "/points", {
        shop_no: SHOP_NO,
        request: { member_id: memberId, order_id: null, amount: amount.toFixed(2), type: "decrease", reason },
      });
    },

    async findDecrease(memberId, amount, reason, since) {
      const day = (date: Date) => format(new TZDate(date, "Asia/Seoul"), "yyyy-MM-dd");
      const query = new URLSearchParams({
        shop_no: String(SHOP_NO),
        member_id: memberId,
        start_date: day(subDays(since, 1)),
        end_date: day(new Date()),
        limit: "100",
      });
      const json = await call("GET", `/points?${query}`);
      return parse(historySchema, json, "points").points.some(
        (entry) => entry.reason === reason && entry.available_points_decrease === amount,
      );
    },
  };
}
