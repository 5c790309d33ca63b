// Which version of a policy text is in force on a Korea day, and which revision is announced next (GET
// /api/common/policy-info, docs/decisions/052). A version takes effect on its effective date ('YYYY-MM-DD', Korea time);
// two of the same date: the later written (higher id) wins, as the policy pages read them.

export interface PolicyVersion {
  id: number;
  version: string;
  effectiveDate: string;
}

export interface PolicyVersionState<V extends PolicyVersion> {
  /** The newest version in effect on the day, or null before the first takes effect. */
  current: V | null;
  /** The first revision still to take effect, or null when none is announced. */
  upcoming: V | null;
}

const newer = (a: PolicyVersion, b: PolicyVersion) =>
  a.effectiveDate === b.effectiveDate ? a.id > b.id : a.effectiveDate > b.effectiveDate;

/** The version in force on `today` ('YYYY-MM-DD') and the next announced one, from the versions in any order. */
export function policyVersionState<V extends PolicyVersion>(
  versions: readonly V[],
  today: string,
): PolicyVersionState<V> {
  let current: V | null = null;
  let upcoming: V | null = null;
  for (const version of versions) {
    if (version.effectiveDate <= today) {
      if (current === null || newer(version, current)) current = version;
    } else if (upcoming === null || newer(upcoming, version)) {
      upcoming = version;
    }
  }
  return { current, upcoming };
}
