import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, startOfDay } from "date-fns";
import type { PointEntryKind } from "../checkout/points.js";
import { formatKoreaDate, KOREA_TIME_ZONE } from "../site/korea-time.js";

// Points (적립금) expire (docs/decisions/035): what is earned stays valid for POINT_VALID_MONTHS from the Korea day it
// was earned, to the end of that day 12 months later. The ledger stays the single truth: the live lots (what is left
// of each credit and when it expires) are worked out by replaying a member's entries in the order they were written.
//   - use and expire take from the lots first-expiring-first (FIFO by expiry);
//   - an operator's adjust (issue 14) is an earn when positive (valid POINT_VALID_MONTHS, its expiresAt stored) and
//     taken first-expiring-first like a use when negative;
//   - earn_cancel takes back from its own order's earn first, then first-expiring-first;
//   - use_cancel gives back to the lots its order's use took, with their own expiry (the latest-expiring first);
//     a lot already past its expiry is expired again by the next sweep.
// What cannot be taken from any lot (an earn_cancel after the points were spent) is a shortfall that the next credits
// pay first, so lots and a shortfall never exist side by side.

/** Months an earned point stays valid, counted from the Korea day it was earned. */
export const POINT_VALID_MONTHS = 12;
/** The my-page "소멸 예정" window: points expiring within this many days. */
export const POINT_EXPIRING_WITHIN_DAYS = 30;
/** The reason of the sweep's expire entries. */
export const POINT_EXPIRE_REASON = "유효기간 만료 소멸";

export interface PointLedgerEntry {
  id: number;
  kind: PointEntryKind;
  /** Signed won, as on the ledger. */
  amount: number;
  createdAt: Date;
  /** When an earn expires (stored at insert); computed from createdAt when absent. */
  expiresAt?: Date | null;
  orderId?: number | null;
}

export interface PointLot {
  /** The ledger entry the points came from (an earn, or the earn a use_cancel gave back to). */
  entryId: number;
  remaining: number;
  /** The first instant at which the lot is expired (Korea midnight after its last valid day). */
  expiresAt: Date;
}

/**
 * The instant points earned at `earnedAt` expire: Korea midnight that ends the day POINT_VALID_MONTHS after the
 * Korea day they were earned (earned 2026-11-28 any time → valid through 2027-11-28 → expires 2027-11-29 00:00 KST).
 */
export function pointExpiresAt(earnedAt: Date): Date {
  const day = startOfDay(new TZDate(earnedAt.getTime(), KOREA_TIME_ZONE));
  return new Date(addDays(addMonths(day, POINT_VALID_MONTHS), 1).getTime());
}

/** The last Korea day a lot is valid on, 'YYYY-MM-DD' (what "YYYY.MM.DD 소멸" prints). */
export function lastValidKoreaDay(expiresAt: Date): string {
  return formatKoreaDate(new Date(expiresAt.getTime() - 1));
}

interface Taken {
  lot: PointLot;
  amount: number;
}

const byExpiry = (a: PointLot, b: PointLot) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.entryId - b.entryId;

/** Replays the entries (in id order: the order they were written) into the live lots and any shortfall. */
export function pointLots(entries: readonly PointLedgerEntry[]): { lots: PointLot[]; shortfall: number } {
  const lots: PointLot[] = [];
  const earnLotOfOrder = new Map<number, PointLot>();
  const takenByUseOfOrder = new Map<number, Taken[]>();
  let shortfall = 0;

  /** Takes `amount` from the lots first-expiring-first, `first` before all; answers what was taken from which. */
  const take = (amount: number, first?: PointLot): Taken[] => {
    const taken: Taken[] = [];
    let left = amount;
    const order = [...(first ? [first] : []), ...lots.filter((lot) => lot !== first).sort(byExpiry)];
    for (const lot of order) {
      if (left === 0) break;
      const n = Math.min(lot.remaining, left);
      if (n <= 0) continue;
      lot.remaining -= n;
      left -= n;
      taken.push({ lot, amount: n });
    }
    shortfall += left;
    return taken;
  };
  /** A credit pays the shortfall first; answers what is left for a lot. */
  const payShortfall = (amount: number): number => {
    const paid = Math.min(shortfall, amount);
    shortfall -= paid;
    return amount - paid;
  };

  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    const size = Math.abs(entry.amount);
    switch (entry.kind) {
      case "adjust":
        if (entry.amount < 0) {
          take(size);
          break;
        }
        lots.push({
          entryId: entry.id,
          remaining: payShortfall(size),
          expiresAt: entry.expiresAt ?? pointExpiresAt(entry.createdAt),
        });
        break;
      case "earn": {
        const lot: PointLot = {
          entryId: entry.id,
          remaining: payShortfall(size),
          expiresAt: entry.expiresAt ?? pointExpiresAt(entry.createdAt),
        };
        lots.push(lot);
        if (entry.orderId != null) earnLotOfOrder.set(entry.orderId, lot);
        break;
      }
      case "use": {
        const taken = take(size);
        if (entry.orderId != null) takenByUseOfOrder.set(entry.orderId, taken);
        break;
      }
      case "expire":
        take(size);
        break;
      case "earn_cancel":
        take(size, entry.orderId == null ? undefined : earnLotOfOrder.get(entry.orderId));
        break;
      case "use_cancel": {
        let left = payShortfall(size);
        const taken = entry.orderId == null ? undefined : takenByUseOfOrder.get(entry.orderId);
        // Latest-expiring first: the shopper gets back the longest-lived of what the order took.
        for (const part of [...(taken ?? [])].sort((a, b) => byExpiry(b.lot, a.lot))) {
          if (left === 0) break;
          const n = Math.min(part.amount, left);
          if (n <= 0) continue;
          part.lot.remaining += n;
          part.amount -= n;
          left -= n;
        }
        // More than the use took (not written by the shop): a credit of its own, valid as a new earn.
        if (left > 0) lots.push({ entryId: entry.id, remaining: left, expiresAt: pointExpiresAt(entry.createdAt) });
        break;
      }
    }
  }
  return { lots: lots.filter((lot) => lot.remaining > 0).sort(byExpiry), shortfall };
}

export interface ExpiringPoints {
  /** Won expiring by `now` + `withinDays` (what is already due and not yet swept included). */
  amount: number;
  /** The earliest of those lots' last valid Korea day, 'YYYY-MM-DD'; null when nothing expires. */
  date: string | null;
}

/** The points expiring within `withinDays` (default 30) of `now`: the my-page "소멸 예정". */
export function expiringPoints(
  entries: readonly PointLedgerEntry[],
  now: Date,
  withinDays: number = POINT_EXPIRING_WITHIN_DAYS,
): ExpiringPoints {
  const until = addDays(now, withinDays).getTime();
  const soon = pointLots(entries).lots.filter((lot) => lot.expiresAt.getTime() <= until);
  const first = soon[0];
  return {
    amount: soon.reduce((sum, lot) => sum + lot.remaining, 0),
    date: first ? lastValidKoreaDay(first.expiresAt) : null,
  };
}

/** The lots due to expire at `at` (expiry at or before it): what the sweep writes one expire entry for. */
export function duePointLots(entries: readonly PointLedgerEntry[], at: Date): PointLot[] {
  return pointLots(entries).lots.filter((lot) => lot.expiresAt.getTime() <= at.getTime());
}
