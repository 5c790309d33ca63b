import { createHash, randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Db } from "../../db/client.js";
import { findSandboxHistory, insertSandboxPoints, lockSandboxMember, sumSandboxPoints } from "./cafe24.repository.js";
import { findSandboxToken, insertSandboxTokens, spendSandboxRefreshToken } from "./cafe24-token.repository.js";

/** The sandbox's base path: the Admin API's paths follow it (/api/dev/cafe24/api/v2/admin/…). */
export const CAFE24_SANDBOX_BASE_PATH = "/api/dev/cafe24";

/** Every mall member starts with 3,000–7,900 points in the sandbox, the same for the same member id. */
export function sandboxOpeningPoints(memberId: string): number {
  const digest = createHash("sha256").update(memberId).digest();
  return 3_000 + (digest.readUInt16BE(0) % 50) * 100;
}

/** A Cafe24-shaped refusal: `{ error: { code, message } }` with the HTTP status. */
export class Cafe24SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  body() {
    return { error: { code: this.status, message: this.message } };
  }
}

const stamp = (date: Date) => format(new TZDate(date, "Asia/Seoul"), "yyyy-MM-dd'T'HH:mm:ssxxx");

/** Cafe24 writes its token times in Korea time without an offset: "2018-01-08T19:15:21.981". */
const tokenStamp = (date: Date) => format(new TZDate(date, "Asia/Seoul"), "yyyy-MM-dd'T'HH:mm:ss.SSS");

/** Cafe24's refresh tokens last two weeks; its access tokens two hours (the sandbox's: CAFE24_SANDBOX_TOKEN_TTL_SECONDS). */
export const CAFE24_REFRESH_TOKEN_TTL_MS = 14 * 24 * 3_600_000;

/** The scopes the points exchange needs (the sandbox's tokens carry them). */
export const CAFE24_SCOPES = ["mall.read_customer", "mall.write_customer"];

const newToken = () => randomBytes(16).toString("base64url");

/** A refusal of the token endpoint, as an OAuth 2.0 error (RFC 6749 §5.2): `{ error, error_description }`. */
export class Cafe24SandboxOAuthRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
  body() {
    return { error: this.error, error_description: this.description };
  }
}

/**
 * The local stand-in for the Cafe24 Admin API's points (served in demo mode or with the dev tools while the points
 * exchange has no Cafe24 keys): each mall member's points and their history, decreased and increased as Cafe24 does.
 */
export function createCafe24SandboxService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  async function balanceOf(executor: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], memberId: string) {
    return sandboxOpeningPoints(memberId) + (await sumSandboxPoints(executor, memberId));
  }

  return {
    /**
     * The first refresh token of a mall, as the authorisation-code grant would issue it after the mall's operator
     * approved the app: what demo mode seeds the shop's token row with (no CAFE24_REFRESH_TOKEN to configure).
     */
    async issueSeed(mallId: string): Promise<string> {
      const token = newToken();
      await insertSandboxTokens(db, [
        { token, kind: "refresh", mallId, expiresAt: new Date(clock().getTime() + CAFE24_REFRESH_TOKEN_TTL_MS) },
      ]);
      return token;
    },

    /**
     * POST oauth/token, grant_type=refresh_token (the client's Basic credentials checked by the route): spends the
     * refresh token (once: a second use, an unknown or an expired one is invalid_grant) and issues a new access token
     * for `accessTtlSeconds` and a new refresh token for two weeks.
     */
    async refreshGrant(input: { refreshToken: string; clientId: string; accessTtlSeconds: number }) {
      const now = clock();
      return db.transaction(async (tx) => {
        const spent = await spendSandboxRefreshToken(tx, input.refreshToken, now);
        if (!spent)
          throw new Cafe24SandboxOAuthRefusal(400, "invalid_grant", "Validation error: refresh_token is invalid");
        const access = { token: newToken(), expiresAt: new Date(now.getTime() + input.accessTtlSeconds * 1_000) };
        const refresh = { token: newToken(), expiresAt: new Date(now.getTime() + CAFE24_REFRESH_TOKEN_TTL_MS) };
        await insertSandboxTokens(tx, [
          { ...access, kind: "access", mallId: spent.mallId },
          { ...refresh, kind: "refresh", mallId: spent.mallId },
        ]);
        return {
          access_token: access.token,
          expires_at: tokenStamp(access.expiresAt),
          refresh_token: refresh.token,
          refresh_token_expires_at: tokenStamp(refresh.expiresAt),
          client_id: input.clientId,
          mall_id: spent.mallId,
          user_id: spent.mallId,
          scopes: CAFE24_SCOPES,
          issued_at: tokenStamp(now),
        };
      });
    },

    /** Whether an Admin API call's bearer token is one the sandbox issued and still valid. */
    async accessTokenState(token: string): Promise<"valid" | "expired" | "unknown"> {
      const row = token ? await findSandboxToken(db, token) : undefined;
      if (row?.kind !== "access") return "unknown";
      return row.expiresAt > clock() ? "valid" : "expired";
    },

    /** GET customersprivacy/{member_id}: the member with their available points. */
    async customer(memberId: string) {
      return {
        customersprivacy: {
          shop_no: 1,
          member_id: memberId,
          available_points: (await balanceOf(db, memberId)).toFixed(2),
        },
      };
    },

    /** POST points: an increase or decrease; a decrease beyond the balance is refused (422) and changes nothing. */
    async adjust(input: {
      memberId: string;
      amount: number;
      type: "increase" | "decrease";
      reason: string;
      orderId: string | null;
    }) {
      return db.transaction(async (tx) => {
        await lockSandboxMember(tx, input.memberId);
        const balance = await balanceOf(tx, input.memberId);
        if (input.type === "decrease" && input.amount > balance) {
          throw new Cafe24SandboxRefusal(422, "The points to deduct exceed the available points.");
        }
        const row = await insertSandboxPoints(tx, {
          memberId: input.memberId,
          amount: input.type === "decrease" ? -input.amount : input.amount,
          reason: input.reason,
          orderId: input.orderId,
        });
        return {
          point: {
            shop_no: 1,
            member_id: input.memberId,
            order_id: input.orderId,
            amount: input.amount.toFixed(2),
            type: input.type,
            reason: input.reason,
            available_points_total: (balance + row.amount).toFixed(2),
            issue_date: stamp(row.createdAt),
          },
        };
      });
    },

    /** GET points: the member's history, newest first, with the running total after each entry. */
    async history(memberId: string, limit: number) {
      const rows = await findSandboxHistory(db, memberId, limit);
      let total = await balanceOf(db, memberId);
      return {
        points: rows.map((row) => {
          const entry = {
            shop_no: 1,
            case: row.amount < 0 ? "manual_decrease" : "manual_increase",
            member_id: memberId,
            available_points_increase: row.amount > 0 ? row.amount.toFixed(2) : null,
            available_points_decrease: row.amount < 0 ? (-row.amount).toFixed(2) : null,
            available_points_total: total.toFixed(2),
            order_id: row.orderId,
            issue_date: stamp(row.createdAt),
            reason: row.reason,
          };
          total -= row.amount;
          return entry;
        }),
      };
    },
  };
}

export type Cafe24SandboxService = ReturnType<typeof createCafe24SandboxService>;
