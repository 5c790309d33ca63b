import { formatKoreaDate } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findPolicyById, findPolicyInEffect, listPolicyVersions, type PolicyType } from "./policy.repository.js";

/**
 * A policy text with every version of it (newest first). Without an id it is the newest version
 * in effect today in Korea, so an announced revision with a later effective date stays listed
 * but does not replace the current text early.
 */
export async function getPolicy(db: Db, type: PolicyType, id: number | undefined, now = new Date()) {
  const [policy, versions] = await Promise.all([
    id === undefined ? findPolicyInEffect(db, type, formatKoreaDate(now)) : findPolicyById(db, type, id),
    listPolicyVersions(db, type),
  ]);
  if (!policy) throw ApiError.notFound(id === undefined ? `${type} policy` : `${type} policy ${id}`);
  return { policy, versions };
}
