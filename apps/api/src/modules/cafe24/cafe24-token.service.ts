import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.js";
import type { Cafe24TokenClaim, Cafe24TokenStore } from "../../providers/cafe24-points.provider.js";
import {
  findTokenRow,
  insertTokenRowIfMissing,
  lockTokenRow,
  releaseTokenLease,
  saveRefreshedTokens,
  seedTokenRow,
  setTokenLease,
} from "./cafe24-token.repository.js";

export interface Cafe24TokenStoreDeps {
  db: Db;
  mallId: string;
  /**
   * The first refresh token: the operator's CAFE24_REFRESH_TOKEN (a different one configured later starts the mall's
   * row over), or, against the sandbox, a function asking it for one when the mall has no row yet.
   */
  seed: string | (() => Promise<string>);
  clock?: () => Date;
}

/**
 * The mall's Cafe24 OAuth tokens in the database (cafe24_oauth_tokens, docs/decisions/033 "Access token"): shared by
 * every process of the shop. Whether to refresh is decided under the row's lock in a short transaction, and the
 * refreshing process holds a lease on the row while it calls Cafe24 (no transaction stays open across that call);
 * any other process finds the lease and waits for the row to carry the new token.
 */
export function createCafe24TokenStore(deps: Cafe24TokenStoreDeps): Cafe24TokenStore {
  const { db, mallId, seed } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function ensureSeeded() {
    if (typeof seed === "string") {
      await seedTokenRow(db, mallId, seed, clock());
      return;
    }
    if (await findTokenRow(db, mallId)) return;
    await insertTokenRowIfMissing(db, mallId, await seed(), clock());
  }

  return {
    async usable(freshUntil) {
      const row = await findTokenRow(db, mallId);
      if (!row?.accessToken || !row.accessTokenExpiresAt || row.accessTokenExpiresAt <= freshUntil) return undefined;
      return row.accessToken;
    },

    async claim({ freshUntil, rejected, leaseMs }) {
      await ensureSeeded();
      return db.transaction(async (tx): Promise<Cafe24TokenClaim> => {
        const row = await lockTokenRow(tx, mallId);
        if (!row) throw new Error(`cafe24 token row of ${mallId} vanished`);
        if (
          row.accessToken &&
          row.accessToken !== rejected &&
          row.accessTokenExpiresAt &&
          row.accessTokenExpiresAt > freshUntil
        ) {
          return { kind: "current", accessToken: row.accessToken };
        }
        const now = clock();
        if (row.leaseId && row.leaseUntil && row.leaseUntil > now) return { kind: "busy" };
        const leaseId = randomUUID();
        await setTokenLease(tx, mallId, leaseId, new Date(now.getTime() + leaseMs));
        return { kind: "refresh", leaseId, refreshToken: row.refreshToken };
      });
    },

    save(claim, grant) {
      return saveRefreshedTokens(db, mallId, claim.refreshToken, grant, clock());
    },

    release(leaseId) {
      return releaseTokenLease(db, mallId, leaseId);
    },
  };
}
