import { formatKoreaDate } from "@shop/core/site/korea-time";
import { policyVersionState } from "@shop/core/site/policy-versions";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  findPolicyById,
  findPolicyInEffect,
  listAllPolicyVersions,
  listPolicyVersions,
  type PolicyType,
} from "./policy.repository.js";

export type { PolicyType };

export interface PolicyServiceDeps {
  db: Db;
}

/** The shop's policy texts (terms, privacy …) and their versions. */
export function createPolicyService({ db }: PolicyServiceDeps) {
  return {
    /**
     * A policy text with every version of it (newest first). Without an id it is the newest version
     * in effect today in Korea, so an announced revision with a later effective date stays listed
     * but does not replace the current text early.
     */
    async getPolicy(type: PolicyType, id: number | undefined, now = new Date()) {
      const [policy, versions] = await Promise.all([
        id === undefined ? findPolicyInEffect(db, type, formatKoreaDate(now)) : findPolicyById(db, type, id),
        listPolicyVersions(db, type),
      ]);
      if (!policy) throw ApiError.notFound(id === undefined ? `${type} policy` : `${type} policy ${id}`);
      return { policy, versions };
    },

    /**
     * Each policy type that has a version: the version in effect today in Korea and the next announced one
     * (core policyVersionState), with the title of the one in effect (else of the announced one).
     */
    async listVersionStates(now = new Date()) {
      const rows = await listAllPolicyVersions(db);
      const today = formatKoreaDate(now);
      const types = [...new Set(rows.map((row) => row.type))];
      return types.map((type) => {
        const { current, upcoming } = policyVersionState(
          rows.filter((row) => row.type === type),
          today,
        );
        const pick = (row: (typeof rows)[number] | null) =>
          row && { id: row.id, version: row.version, effectiveDate: row.effectiveDate };
        return { type, title: (current ?? upcoming)?.title ?? "", current: pick(current), upcoming: pick(upcoming) };
      });
    },
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
