// What an audit entry keeps of a staff write (docs/decisions/036): the fields that changed, as they were and as they
// became, or the fields of a record made or deleted.

/**
 * The fields of `keys` that `after` sets to something other than what `before` holds (values compared as JSON, so
 * dates and lists compare by content; a key `after` leaves out is unchanged), as they were and as they become.
 */
export function changedFields<K extends string>(
  before: Readonly<Record<K, unknown>>,
  after: Readonly<Partial<Record<K, unknown>>>,
  keys: readonly K[],
) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const changed: K[] = [];
  for (const key of keys) {
    if (!(key in after) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
    changed.push(key);
  }
  return { before: was, after: now, changed };
}

/** The named fields of a record (an audit entry's created or deleted record). */
export function pickFields<T extends object>(record: T, keys: readonly (keyof T & string)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}
