import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { experienceTeamReviews, items } from "../../db/schema/catalog.js";
import { firstItemImageUrl } from "../../lib/item-image-sql.js";
import type { PageWindow } from "./catalog.repository.js";

type Executor = Db | Tx;

/** An item as a 체험단 names it: code, name and list picture. */
export interface ExperienceItemRef {
  id: number;
  itemUserCode: string;
  name: string;
  imageSrc: string | null;
}

const itemRefColumns = {
  id: items.id,
  itemUserCode: items.itemUserCode,
  name: items.name,
  imageSrc: firstItemImageUrl,
};

export async function findItemRefByCode(db: Executor, itemUserCode: string): Promise<ExperienceItemRef | null> {
  const [row] = await db.select(itemRefColumns).from(items).where(eq(items.itemUserCode, itemUserCode)).limit(1);
  return row ?? null;
}

export async function findItemRefsByIds(db: Executor, ids: readonly number[]): Promise<ExperienceItemRef[]> {
  if (ids.length === 0) return [];
  return db
    .select(itemRefColumns)
    .from(items)
    .where(inArray(items.id, [...ids]));
}

export type NewTeamReview = Required<
  Pick<
    typeof experienceTeamReviews.$inferInsert,
    | "itemId"
    | "authorName"
    | "title"
    | "content"
    | "rating"
    | "imageUrls"
    | "userId"
    | "applicationId"
    | "teamId"
    | "teamTitle"
  >
>;

/** Writes a team member's review; null when the application has one already (the unique key decides a race). */
export async function insertTeamReview(tx: Tx, review: NewTeamReview): Promise<number | null> {
  const [row] = await tx
    .insert(experienceTeamReviews)
    .values(review)
    .onConflictDoNothing()
    .returning({ id: experienceTeamReviews.id });
  return row?.id ?? null;
}

/** Deletes the review written under an application (its likes go with it); the deleted row's item, or null. */
export async function deleteTeamReview(tx: Tx, applicationId: number): Promise<{ itemId: number } | null> {
  const [row] = await tx
    .delete(experienceTeamReviews)
    .where(eq(experienceTeamReviews.applicationId, applicationId))
    .returning({ itemId: experienceTeamReviews.itemId });
  return row ?? null;
}

const teamReviewColumns = {
  reviewId: experienceTeamReviews.id,
  applicationId: experienceTeamReviews.applicationId,
  teamId: experienceTeamReviews.teamId,
  teamTitle: experienceTeamReviews.teamTitle,
  itemUserCode: items.itemUserCode,
  itemName: items.name,
  authorName: experienceTeamReviews.authorName,
  title: experienceTeamReviews.title,
  content: experienceTeamReviews.content,
  rating: experienceTeamReviews.rating,
  imageUrls: experienceTeamReviews.imageUrls,
  createdAt: experienceTeamReviews.createdAt,
};

export type TeamReviewRow = Awaited<ReturnType<typeof findTeamReviewsOfApplications>>[number];

/** The reviews written under the given applications. */
export async function findTeamReviewsOfApplications(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select(teamReviewColumns)
    .from(experienceTeamReviews)
    .innerJoin(items, eq(items.id, experienceTeamReviews.itemId))
    .where(inArray(experienceTeamReviews.applicationId, [...applicationIds]));
}

/**
 * Leaves out the experience reviews of `authorIds` (a viewer's blocked authors, decision 051); the seeded ones, which
 * no member wrote, stay (`not in` alone would drop them with their null author).
 */
export function notWrittenBy(authorIds: readonly number[]): SQL | undefined {
  if (authorIds.length === 0) return undefined;
  return or(isNull(experienceTeamReviews.userId), notInArray(experienceTeamReviews.userId, [...authorIds]));
}

/** An experience review's author (the member, null for a seeded one; the masked name shown) and words. */
export async function findExperienceReviewAuthor(db: Executor, reviewId: number) {
  const [row] = await db
    .select({
      userId: experienceTeamReviews.userId,
      authorName: experienceTeamReviews.authorName,
      title: experienceTeamReviews.title,
      content: experienceTeamReviews.content,
    })
    .from(experienceTeamReviews)
    .where(eq(experienceTeamReviews.id, reviewId));
  return row;
}

/**
 * One page of the reviews written through teams, newest first, optionally of one item; those of `hiddenAuthorIds`
 * are left out of the page and the total.
 */
export async function findTeamReviewPage(
  db: Executor,
  itemId: number | null,
  page: PageWindow,
  hiddenAuthorIds: readonly number[] = [],
) {
  const conditions: SQL[] = [isNotNull(experienceTeamReviews.applicationId), eq(items.displayed, true)];
  if (itemId !== null) conditions.push(eq(experienceTeamReviews.itemId, itemId));
  const hidden = notWrittenBy(hiddenAuthorIds);
  if (hidden) conditions.push(hidden);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(teamReviewColumns)
      .from(experienceTeamReviews)
      .innerJoin(items, eq(items.id, experienceTeamReviews.itemId))
      .where(where)
      .orderBy(desc(experienceTeamReviews.createdAt), desc(experienceTeamReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(experienceTeamReviews)
      .innerJoin(items, eq(items.id, experienceTeamReviews.itemId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Reviews written per team. */
export async function countTeamReviews(db: Executor, teamIds: readonly number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: experienceTeamReviews.teamId, n: count() })
    .from(experienceTeamReviews)
    .where(inArray(experienceTeamReviews.teamId, [...teamIds]))
    .groupBy(experienceTeamReviews.teamId);
}
