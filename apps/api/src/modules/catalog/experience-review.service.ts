import type { Db, Tx } from "../../db/client.js";
import {
  countTeamReviews,
  deleteTeamReview,
  type ExperienceItemRef,
  findItemRefByCode,
  findItemRefsByIds,
  findTeamReviewPage,
  findTeamReviewsOfApplications,
  insertTeamReview,
  type NewTeamReview,
  type TeamReviewRow,
} from "./experience-review.repository.js";

// The catalog's side of 체험단 (docs/decisions/050): the experience-team module owns teams and applications, and writes
// the review a selected member writes into the catalog's experience_team_reviews through these functions, so the item
// page's 체험단 section shows it beside the seeded ones. Writes take the caller's transaction.

export type { ExperienceItemRef, NewTeamReview, TeamReviewRow };

/** The item a team is for, by its code (any item, shown or not: staff may prepare a team before showing it). */
export function experienceItemByCode(db: Db | Tx, itemUserCode: string): Promise<ExperienceItemRef | null> {
  return findItemRefByCode(db, itemUserCode);
}

/** The items of several teams. */
export async function experienceItemsByIds(db: Db | Tx, ids: readonly number[]) {
  const rows = await findItemRefsByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Writes a team member's review in the transaction; null when the application has one already. */
export function writeTeamReview(tx: Tx, review: NewTeamReview): Promise<number | null> {
  return insertTeamReview(tx, review);
}

/** Deletes an application's review (and its likes); the item it was on, or null when there was none. */
export function removeTeamReview(tx: Tx, applicationId: number) {
  return deleteTeamReview(tx, applicationId);
}

/** The reviews written under the given applications, by application. */
export async function teamReviewsOfApplications(db: Db | Tx, applicationIds: readonly number[]) {
  const rows = await findTeamReviewsOfApplications(db, applicationIds);
  return new Map(rows.map((row) => [row.applicationId ?? 0, row]));
}

/**
 * One page of the reviews written through teams (shown items only), newest first; `itemId` narrows to one item, and
 * the reviews of `hiddenAuthorIds` (the viewer's blocked authors) are left out.
 */
export function teamReviewPage(
  db: Db | Tx,
  itemId: number | null,
  page: { offset: number; limit: number },
  hiddenAuthorIds: readonly number[] = [],
) {
  return findTeamReviewPage(db, itemId, page, hiddenAuthorIds);
}

/** How many reviews each team's members wrote. */
export async function teamReviewCounts(db: Db | Tx, teamIds: readonly number[]) {
  const rows = await countTeamReviews(db, teamIds);
  return new Map(rows.map((row) => [row.teamId ?? 0, row.n]));
}
