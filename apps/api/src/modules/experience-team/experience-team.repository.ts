import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { experienceApplications, experienceReviewPhotos, experienceTeams } from "../../db/schema/experience-team.js";

type Executor = Db | Tx;

export type ExperienceTeamRow = typeof experienceTeams.$inferSelect;
export type ExperienceApplicationRow = typeof experienceApplications.$inferSelect;
export type ExperiencePhotoRow = typeof experienceReviewPhotos.$inferSelect;

export interface PageWindow {
  offset: number;
  limit: number;
}

/** 0 recruiting, 1 upcoming, 2 in the review window or awaiting it, 3 ended at `now`: the shop's list order. */
function shopRank(now: Date) {
  return sql<number>`case
    when ${experienceTeams.recruitStartAt} <= ${now} and ${experienceTeams.recruitEndAt} > ${now} then 0
    when ${experienceTeams.recruitStartAt} > ${now} then 1
    when ${experienceTeams.reviewEndAt} > ${now} then 2
    else 3 end`;
}

/** One page of teams for shoppers: recruiting first (ending soonest first), then upcoming, then the rest. */
export async function findTeamPage(db: Executor, now: Date, itemId: number | null, page: PageWindow) {
  const where = itemId === null ? undefined : eq(experienceTeams.itemId, itemId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(experienceTeams)
      .where(where)
      .orderBy(shopRank(now), asc(experienceTeams.recruitEndAt), desc(experienceTeams.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(experienceTeams).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of teams for staff, newest first. */
export async function findAdminTeamPage(db: Executor, page: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db.select().from(experienceTeams).orderBy(desc(experienceTeams.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(experienceTeams),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeam(db: Executor, id: number): Promise<ExperienceTeamRow | null> {
  const [row] = await db.select().from(experienceTeams).where(eq(experienceTeams.id, id));
  return row ?? null;
}

/** The team's row, locked: selections of one team take turns, so the capacity holds however many staff click. */
export async function lockTeam(tx: Tx, id: number): Promise<ExperienceTeamRow | null> {
  const [row] = await tx.select().from(experienceTeams).where(eq(experienceTeams.id, id)).for("update");
  return row ?? null;
}

export async function insertTeam(tx: Tx, team: typeof experienceTeams.$inferInsert): Promise<ExperienceTeamRow> {
  const [row] = await tx.insert(experienceTeams).values(team).returning();
  if (!row) throw new Error("experience team insert returned nothing");
  return row;
}

/** Moves a team's dates (the dev route: its review window opens now). */
export async function updateTeamSchedule(
  tx: Tx,
  id: number,
  schedule: Pick<ExperienceTeamRow, "recruitStartAt" | "recruitEndAt" | "announceAt" | "reviewEndAt">,
) {
  await tx.update(experienceTeams).set(schedule).where(eq(experienceTeams.id, id));
}

/** Applicants and selected members per team. */
export async function countApplications(db: Executor, teamIds: readonly number[]) {
  const counts = new Map<number, { applicants: number; selected: number }>();
  if (teamIds.length === 0) return counts;
  const rows = await db
    .select({
      teamId: experienceApplications.teamId,
      applicants: count(),
      selected: sql<number>`count(*) filter (where ${experienceApplications.status} = 'selected')`.mapWith(Number),
    })
    .from(experienceApplications)
    .where(inArray(experienceApplications.teamId, [...teamIds]))
    .groupBy(experienceApplications.teamId);
  for (const row of rows) counts.set(row.teamId, { applicants: row.applicants, selected: row.selected });
  return counts;
}

export async function findApplication(db: Executor, id: number): Promise<ExperienceApplicationRow | null> {
  const [row] = await db.select().from(experienceApplications).where(eq(experienceApplications.id, id));
  return row ?? null;
}

export async function lockApplication(tx: Tx, id: number): Promise<ExperienceApplicationRow | null> {
  const [row] = await tx.select().from(experienceApplications).where(eq(experienceApplications.id, id)).for("update");
  return row ?? null;
}

export async function findMemberApplication(
  db: Executor,
  teamId: number,
  userId: number,
): Promise<ExperienceApplicationRow | null> {
  const [row] = await db
    .select()
    .from(experienceApplications)
    .where(and(eq(experienceApplications.teamId, teamId), eq(experienceApplications.userId, userId)));
  return row ?? null;
}

/** One page of a member's applications, newest first. */
export async function findMemberApplicationPage(db: Executor, userId: number, page: PageWindow) {
  const where = eq(experienceApplications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(experienceApplications)
      .where(where)
      .orderBy(desc(experienceApplications.createdAt), desc(experienceApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(experienceApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeamApplications(db: Executor, teamId: number) {
  return db
    .select()
    .from(experienceApplications)
    .where(eq(experienceApplications.teamId, teamId))
    .orderBy(asc(experienceApplications.createdAt), asc(experienceApplications.id));
}

/** The member's application; null when they applied already (the unique key decides a double tap). */
export async function insertApplication(
  tx: Tx,
  application: typeof experienceApplications.$inferInsert,
): Promise<ExperienceApplicationRow | null> {
  const [row] = await tx.insert(experienceApplications).values(application).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateApplication(
  tx: Tx,
  id: number,
  change: Partial<Pick<ExperienceApplicationRow, "message" | "phone" | "snsUrl" | "status" | "selectedAt">>,
): Promise<ExperienceApplicationRow> {
  const [row] = await tx
    .update(experienceApplications)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(experienceApplications.id, id))
    .returning();
  if (!row) throw new Error(`experience application ${id} vanished`);
  return row;
}

export async function deleteApplication(tx: Tx, id: number) {
  await tx.delete(experienceApplications).where(eq(experienceApplications.id, id));
}

export async function countSelected(tx: Tx, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(experienceApplications)
    .where(and(eq(experienceApplications.teamId, teamId), eq(experienceApplications.status, "selected")));
  return row?.n ?? 0;
}

/** Inserts a review's photos in order; answers their ids. */
export async function insertPhotos(
  tx: Tx,
  applicationId: number,
  photos: readonly { contentType: string; sha256: string; data: Buffer }[],
): Promise<number[]> {
  if (photos.length === 0) return [];
  const rows = await tx
    .insert(experienceReviewPhotos)
    .values(
      photos.map((photo, index) => ({
        applicationId,
        sortOrder: index,
        contentType: photo.contentType,
        byteSize: photo.data.length,
        sha256: photo.sha256,
        data: photo.data,
      })),
    )
    .returning({ id: experienceReviewPhotos.id, sortOrder: experienceReviewPhotos.sortOrder });
  return rows.sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.id);
}

export async function deletePhotos(tx: Tx, applicationId: number) {
  await tx.delete(experienceReviewPhotos).where(eq(experienceReviewPhotos.applicationId, applicationId));
}

export async function findPhoto(db: Executor, id: number): Promise<ExperiencePhotoRow | null> {
  const [row] = await db.select().from(experienceReviewPhotos).where(eq(experienceReviewPhotos.id, id));
  return row ?? null;
}

/** A selected member whose announcement text was just claimed: where to send it and for which team. */
export interface ClaimedAnnouncement {
  applicationId: number;
  teamId: number;
  userId: number;
  phone: string;
}

/**
 * Claims the announcement texts due at `now` (of one team, or of every team): selected applications of teams announced
 * and still in their review window that were never texted get `announce_texted_at = now`, in one statement, and are
 * answered. A row another run claimed first is left out (its update waits for that one and then no longer matches),
 * so each selected member is answered once, ever.
 */
export async function claimAnnouncementTexts(db: Db, now: Date, teamId?: number): Promise<ClaimedAnnouncement[]> {
  const announced = db
    .select({ id: experienceTeams.id })
    .from(experienceTeams)
    .where(
      and(
        lte(experienceTeams.announceAt, now),
        gt(experienceTeams.reviewEndAt, now),
        teamId === undefined ? undefined : eq(experienceTeams.id, teamId),
      ),
    );
  return db
    .update(experienceApplications)
    .set({ announceTextedAt: now })
    .where(
      and(
        inArray(experienceApplications.teamId, announced),
        eq(experienceApplications.status, "selected"),
        isNull(experienceApplications.announceTextedAt),
      ),
    )
    .returning({
      applicationId: experienceApplications.id,
      teamId: experienceApplications.teamId,
      userId: experienceApplications.userId,
      phone: experienceApplications.phone,
    });
}
