import { createHash } from "node:crypto";
import type { MemberProfile } from "@shop/contracts/auth";
import type { PageQuery } from "@shop/contracts/common";
import {
  type AdminExperienceApplicants,
  type AdminExperienceTeam,
  type AdminExperienceTeamCreate,
  type AdminExperienceTeamList,
  EXPERIENCE_PHOTO_EXTENSIONS,
  type ExperienceApplication,
  type ExperienceApplicationDetail,
  type ExperienceApplicationList,
  type ExperienceApplyBody,
  type ExperienceApplyEditBody,
  type ExperienceMyDetail,
  type ExperienceReview,
  type ExperienceReviewFields,
  type ExperienceTeam,
  type ExperienceTeamList,
  experiencePhotoUrl,
} from "@shop/contracts/experience-team";
import {
  APPLICATION_STATUS_LABELS,
  announceTextDue,
  applicationChangeRefusal,
  applicationStatusAt,
  applyRefusal,
  daysLeft,
  EXPERIENCE_MESSAGES,
  EXPERIENCE_PHASE_LABELS,
  type ExperiencePhase,
  experiencePhase,
  experiencePhotosProblem,
  experienceScheduleProblem,
  isAnnounceTextHour,
  reviewRefusal,
  selectionRefusal,
} from "@shop/core/experience-team/experience-team-rules";
import { koreaDate } from "@shop/core/format/korea-date";
import { maskName } from "@shop/core/format/mask-name";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { isReviewPhotoType } from "@shop/core/review/review-rules";
import { formatEventPeriod } from "@shop/core/site/event-period";
import { formatKoreaDate, koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { detectFileType, type UploadedFile } from "../../lib/multipart-form.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import { SHOP_SMS_PREFIX } from "../account/phone-verification.service.js";
import type { AuthContext } from "../account/session.service.js";
import {
  type ExperienceItemRef,
  experienceItemByCode,
  experienceItemsByIds,
  removeTeamReview,
  type TeamReviewRow,
  teamReviewCounts,
  teamReviewPage,
  teamReviewsOfApplications,
  writeTeamReview,
} from "../catalog/experience-review.service.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  claimAnnouncementTexts,
  countApplications,
  countSelected,
  deleteApplication,
  deletePhotos,
  type ExperienceApplicationRow,
  type ExperienceTeamRow,
  findAdminTeamPage,
  findApplication,
  findMemberApplication,
  findMemberApplicationPage,
  findPhoto,
  findTeam,
  findTeamApplications,
  findTeamPage,
  insertApplication,
  insertPhotos,
  insertTeam,
  lockApplication,
  lockTeam,
  updateApplication,
  updateTeamSchedule,
} from "./experience-team.repository.js";

type Member = AuthContext & { userId: number };

export interface ExperienceTeamServiceDeps {
  db: Db;
  audit: StaffAuditService;
  accounts: { getMe(member: Member): Promise<MemberProfile> };
  /** The member's blocked authors (moderation module, decision 051): their reviews are not listed to that member. */
  blockedAuthorsOf?: (memberId: number) => Promise<readonly number[]>;
  /** The selected members' announcement texts (선정 안내 문자). */
  sms: SmsProvider;
  /** A text that failed: logged with the member, never sent again (it is recorded as sent when claimed). */
  logError: (error: unknown, context: Record<string, unknown>) => void;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

const teamNotFound = (id: number) => new ApiError(404, "NOT_FOUND", EXPERIENCE_MESSAGES.notFound, `team ${id}`);
const applicationNotFound = (id: number) =>
  new ApiError(404, "NOT_FOUND", EXPERIENCE_MESSAGES.applicationNotFound, `application ${id} not the member's`);
const refused = (message: string, description: string, field?: string) =>
  new ApiError(400, "VALIDATION", message, description, field ? [{ field, message }] : undefined);

/** The last instant of a window that ends (exclusively) at `end`, for a period read as Korea days. */
const lastMoment = (end: Date) => new Date(end.getTime() - 1);

/**
 * The text a selected member gets on the announcement day (or at selection, if later): the team, where to write the
 * review and by which day, in the voice of the shop's other texts.
 */
export function announceTextOf(team: { title: string; reviewEndAt: Date }): string {
  const [, month, day] = formatKoreaDate(lastMoment(team.reviewEndAt)).split("-").map(Number);
  return (
    `${SHOP_SMS_PREFIX} 체험단 선정 안내: 신청하신 "${team.title}"에 선정되셨습니다. ` +
    `마이페이지 > 체험단에서 ${month}월 ${day}일까지 사진과 함께 체험 후기를 작성해 주세요.`
  );
}

/** The bytes of an uploaded review photo: type and entity tag. */
export interface ExperiencePhoto {
  data: Buffer;
  contentType: string;
  etag: string;
}

/**
 * 체험단 (SPEC §7 Experience team; issue 15 item 3, docs/decisions/050): teams for an item, a member's one application
 * per team (editable while recruiting), selection by staff (audited, within the capacity), and the selected member's
 * review with photos, written into the catalog's experience_team_reviews so the item page shows it.
 */
export function createExperienceTeamService({
  db,
  audit,
  accounts,
  blockedAuthorsOf = async () => [],
  sms,
  logError,
  now = () => new Date(),
}: ExperienceTeamServiceDeps) {
  function teamOf(
    row: ExperienceTeamRow,
    item: ExperienceItemRef | undefined,
    counts: { applicants: number; selected: number } | undefined,
    at: Date,
  ): ExperienceTeam {
    const phase = experiencePhase(row, at);
    const windowEnd = phase === "recruiting" ? row.recruitEndAt : phase === "reviewing" ? row.reviewEndAt : null;
    return {
      teamId: row.id,
      itemUserCode: item?.itemUserCode ?? "",
      itemName: item?.name ?? "",
      itemImageSrc: item?.imageSrc ?? null,
      title: row.title,
      description: row.description,
      capacity: row.capacity,
      applicantCount: counts?.applicants ?? 0,
      phase,
      phaseLabel: EXPERIENCE_PHASE_LABELS[phase],
      recruitStartAt: row.recruitStartAt.toISOString(),
      recruitEndAt: row.recruitEndAt.toISOString(),
      announceAt: row.announceAt.toISOString(),
      reviewEndAt: row.reviewEndAt.toISOString(),
      recruitPeriod: formatEventPeriod(row.recruitStartAt, lastMoment(row.recruitEndAt)),
      announceDate: koreaDate(row.announceAt.toISOString()),
      reviewPeriod: formatEventPeriod(row.announceAt, lastMoment(row.reviewEndAt)),
      daysLeft: windowEnd ? daysLeft(windowEnd, at) : 0,
    };
  }

  async function teamsOf(rows: readonly ExperienceTeamRow[], at: Date) {
    const [itemsById, counts] = await Promise.all([
      experienceItemsByIds(
        db,
        rows.map((row) => row.itemId),
      ),
      countApplications(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      team: teamOf(row, itemsById.get(row.itemId), counts.get(row.id), at),
      counts: counts.get(row.id) ?? { applicants: 0, selected: 0 },
    }));
  }

  async function requireTeam(id: number): Promise<ExperienceTeamRow> {
    const team = await findTeam(db, id);
    if (!team) throw teamNotFound(id);
    return team;
  }

  async function oneTeam(row: ExperienceTeamRow, at: Date) {
    const [shown] = await teamsOf([row], at);
    if (!shown) throw teamNotFound(row.id);
    return shown;
  }

  function applicationOf(row: ExperienceApplicationRow, phase: ExperiencePhase, review: TeamReviewRow | undefined) {
    const status = applicationStatusAt(row.status, phase);
    const application: ExperienceApplication = {
      applicationId: row.id,
      teamId: row.teamId,
      message: row.message,
      phone: row.phone,
      snsUrl: row.snsUrl,
      status,
      statusLabel: APPLICATION_STATUS_LABELS[status],
      changeable: applicationChangeRefusal(phase, "edit") === null,
      reviewable: reviewRefusal(phase, row.status, review !== undefined) === null,
      reviewId: review?.reviewId ?? null,
      createdAt: row.createdAt.toISOString(),
    };
    return application;
  }

  async function detailOf(row: ExperienceApplicationRow, at: Date): Promise<ExperienceApplicationDetail> {
    const [{ team }, reviews] = await Promise.all([
      oneTeam(await requireTeam(row.teamId), at),
      teamReviewsOfApplications(db, [row.id]),
    ]);
    return { application: applicationOf(row, team.phase, reviews.get(row.id)), team };
  }

  /** The member's own application, or 404 (another member's answers as no application at all). */
  async function requireOwnApplication(userId: number, applicationId: number) {
    const row = await findApplication(db, applicationId);
    if (!row || row.userId !== userId) throw applicationNotFound(applicationId);
    return row;
  }

  function reviewOf(row: TeamReviewRow): ExperienceReview {
    return {
      reviewId: row.reviewId,
      teamId: row.teamId ?? 0,
      teamTitle: row.teamTitle ?? "",
      itemUserCode: row.itemUserCode,
      itemName: row.itemName,
      authorName: row.authorName,
      title: row.title,
      content: row.content,
      rating: row.rating,
      imageUrls: row.imageUrls,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function applicantsOf(teamRow: ExperienceTeamRow, at: Date): Promise<AdminExperienceApplicants> {
    const [shown, rows] = await Promise.all([oneTeam(teamRow, at), findTeamApplications(db, teamRow.id)]);
    const reviews = await teamReviewsOfApplications(
      db,
      rows.map((row) => row.id),
    );
    return {
      team: await adminTeamOf(shown),
      list: rows.map((row) => ({
        applicationId: row.id,
        userId: row.userId,
        loginId: row.applicantLoginId,
        name: row.applicantName,
        phone: row.phone,
        snsUrl: row.snsUrl,
        message: row.message,
        status: row.status,
        reviewed: reviews.has(row.id),
        announceTextedAt: row.announceTextedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  async function adminTeamOf(shown: {
    team: ExperienceTeam;
    counts: { applicants: number; selected: number };
  }): Promise<AdminExperienceTeam> {
    const [row, reviews] = await Promise.all([
      requireTeam(shown.team.teamId),
      teamReviewCounts(db, [shown.team.teamId]),
    ]);
    return {
      ...shown.team,
      selectedCount: shown.counts.selected,
      reviewCount: reviews.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Selects or unselects under the team's lock; false when nothing changed. */
  async function setSelected(
    tx: Tx,
    teamId: number,
    applicationId: number,
    selected: boolean,
    at: Date,
    checkRules: boolean,
  ): Promise<{ changed: boolean; before: ExperienceApplicationRow }> {
    const team = await lockTeam(tx, teamId);
    if (!team) throw teamNotFound(teamId);
    const application = await lockApplication(tx, applicationId);
    if (!application || application.teamId !== teamId) throw applicationNotFound(applicationId);
    const target = selected ? "selected" : "applied";
    if (application.status === target) return { changed: false, before: application };
    if (checkRules) {
      const reviews = await teamReviewsOfApplications(tx, [applicationId]);
      const problem = selectionRefusal(experiencePhase(team, at), {
        select: selected,
        selectedCount: await countSelected(tx, teamId),
        capacity: team.capacity,
        reviewed: reviews.has(applicationId),
      });
      if (problem) throw new ApiError(409, "CONFLICT", problem, `selection of application ${applicationId}`);
    }
    await updateApplication(tx, applicationId, { status: target, selectedAt: selected ? at : null });
    return { changed: true, before: application };
  }

  /**
   * Texts the selected members whose announcement text is due at `at` (of one team, or of every team) and were never
   * texted: each is claimed (recorded as texted) in one statement first, so a retry, a second sweep or another
   * process texts nobody twice; then sent. A failed text is logged and not tried again. Answers how many went out.
   */
  async function textAnnouncements(at: Date, teamId?: number): Promise<number> {
    const claimed = await claimAnnouncementTexts(db, at, teamId);
    if (claimed.length === 0) return 0;
    const teams = new Map<number, ExperienceTeamRow | null>();
    for (const id of new Set(claimed.map((row) => row.teamId))) teams.set(id, await findTeam(db, id));
    let sent = 0;
    for (const row of claimed) {
      const team = teams.get(row.teamId);
      if (!team || !row.phone) continue;
      try {
        await sms.send(row.phone, announceTextOf(team));
        sent++;
      } catch (error) {
        logError(error, { teamId: row.teamId, applicationId: row.applicationId, userId: row.userId });
      }
    }
    return sent;
  }

  /** After a selection committed: the member is texted now when the team's announcement has come (in daytime). */
  async function textIfAnnounced(teamId: number, at: Date) {
    const team = await findTeam(db, teamId);
    if (team && announceTextDue(team, at)) await textAnnouncements(at, teamId);
  }

  return {
    /** GET /api/experience-team: recruiting teams first (ending soonest first), then upcoming, then the rest. */
    async list(query: PageQuery & { itemUserCode?: string | undefined }): Promise<ExperienceTeamList> {
      const at = now();
      let itemId: number | null = null;
      if (query.itemUserCode !== undefined) {
        const item = await experienceItemByCode(db, query.itemUserCode);
        if (!item) return { list: [], pagination: paginationOf(query, 0) };
        itemId = item.id;
      }
      const { rows, total } = await findTeamPage(db, at, itemId, pageWindow(query));
      return { list: (await teamsOf(rows, at)).map((shown) => shown.team), pagination: paginationOf(query, total) };
    },

    async detail(id: number): Promise<{ team: ExperienceTeam }> {
      return { team: (await oneTeam(await requireTeam(id), now())).team };
    },

    /** GET /api/experience-team/{id}/me/detail: the team, the member's application (or null) and whether to apply. */
    async myDetail(member: Member, teamId: number): Promise<ExperienceMyDetail> {
      const at = now();
      const row = await requireTeam(teamId);
      const [{ team }, application, profile] = await Promise.all([
        oneTeam(row, at),
        findMemberApplication(db, teamId, member.userId),
        accounts.getMe(member),
      ]);
      const reviews = application ? await teamReviewsOfApplications(db, [application.id]) : new Map();
      const refusal = applyRefusal(team.phase, application !== null);
      return {
        team,
        application: application ? applicationOf(application, team.phase, reviews.get(application.id)) : null,
        canApply: refusal === null,
        applyMessage: refusal,
        memberPhone: profile.phoneNumber,
      };
    },

    async myApplications(userId: number, page: PageQuery): Promise<ExperienceApplicationList> {
      const at = now();
      const { rows, total } = await findMemberApplicationPage(db, userId, pageWindow(page));
      const teamRows = await Promise.all([...new Set(rows.map((row) => row.teamId))].map((id) => requireTeam(id)));
      const [teams, reviews] = await Promise.all([
        teamsOf(teamRows, at),
        teamReviewsOfApplications(
          db,
          rows.map((row) => row.id),
        ),
      ]);
      const teamById = new Map(teams.map((shown) => [shown.team.teamId, shown.team]));
      const list = rows.flatMap((row) => {
        const team = teamById.get(row.teamId);
        return team ? [{ application: applicationOf(row, team.phase, reviews.get(row.id)), team }] : [];
      });
      return { list, pagination: paginationOf(page, total) };
    },

    async application(userId: number, applicationId: number): Promise<ExperienceApplicationDetail> {
      return detailOf(await requireOwnApplication(userId, applicationId), now());
    },

    /** POST /api/experience-team/{id}/apply/create: once per member and team, while the team recruits. */
    async apply(member: Member, teamId: number, body: ExperienceApplyBody): Promise<ExperienceApplicationDetail> {
      const at = now();
      const team = await requireTeam(teamId);
      const existing = await findMemberApplication(db, teamId, member.userId);
      const refusal = applyRefusal(experiencePhase(team, at), existing !== null);
      if (refusal) throw refused(refusal, `apply to team ${teamId}`);
      const profile = await accounts.getMe(member);
      const row = await db.transaction((tx) =>
        insertApplication(tx, {
          teamId,
          userId: member.userId,
          applicantName: profile.userName,
          applicantLoginId: profile.loginId,
          message: body.message,
          phone: body.phone,
          snsUrl: body.snsUrl,
        }),
      );
      if (!row) throw refused(EXPERIENCE_MESSAGES.alreadyApplied, `second application to team ${teamId}`);
      return detailOf(row, at);
    },

    async edit(userId: number, body: ExperienceApplyEditBody): Promise<ExperienceApplicationDetail> {
      const at = now();
      const own = await requireOwnApplication(userId, body.applicationId);
      const refusal = applicationChangeRefusal(experiencePhase(await requireTeam(own.teamId), at), "edit");
      if (refusal) throw refused(refusal, `edit application ${own.id}`);
      const row = await db.transaction((tx) =>
        updateApplication(tx, own.id, { message: body.message, phone: body.phone, snsUrl: body.snsUrl }),
      );
      return detailOf(row, at);
    },

    async remove(userId: number, applicationId: number): Promise<{ code: "SUCCESS" }> {
      const own = await requireOwnApplication(userId, applicationId);
      const refusal = applicationChangeRefusal(experiencePhase(await requireTeam(own.teamId), now()), "delete");
      if (refusal) throw refused(refusal, `delete application ${own.id}`);
      await db.transaction((tx) => deleteApplication(tx, own.id));
      return { code: "SUCCESS" };
    },

    /**
     * GET /api/experience-team/reviews: every team's reviews (shown items), newest first; a member's blocked authors'
     * reviews are left out for them (decision 051).
     */
    async reviews(query: PageQuery & { itemUserCode?: string | undefined }, viewerId: number | null) {
      let itemId: number | null = null;
      if (query.itemUserCode !== undefined) {
        const item = await experienceItemByCode(db, query.itemUserCode);
        if (!item) return { list: [], pagination: paginationOf(query, 0) };
        itemId = item.id;
      }
      const hiddenAuthorIds = viewerId === null ? [] : await blockedAuthorsOf(viewerId);
      const { rows, total } = await teamReviewPage(db, itemId, pageWindow(query), hiddenAuthorIds);
      return { list: rows.map(reviewOf), pagination: paginationOf(query, total) };
    },

    /** GET /api/experience-team/{id}/review: the member's review for the team, or 404. */
    async myReview(userId: number, teamId: number): Promise<{ review: ExperienceReview }> {
      const application = await findMemberApplication(db, teamId, userId);
      const review = application
        ? (await teamReviewsOfApplications(db, [application.id])).get(application.id)
        : undefined;
      if (!review) throw new ApiError(404, "NOT_FOUND", EXPERIENCE_MESSAGES.reviewNotFound, `review of team ${teamId}`);
      return { review: reviewOf(review) };
    },

    /**
     * POST /api/experience-team/review-image/{id}: the selected member's review with its photos (types read from the
     * bytes), in the review window, once. The review lands in experience_team_reviews and shows on the item page.
     */
    async writeReview(
      userId: number,
      teamId: number,
      fields: ExperienceReviewFields,
      files: readonly UploadedFile[],
    ): Promise<{ review: ExperienceReview }> {
      const at = now();
      const team = await requireTeam(teamId);
      const application = await findMemberApplication(db, teamId, userId);
      if (!application) throw new ApiError(403, "FORBIDDEN", EXPERIENCE_MESSAGES.notSelected, `no application`);
      const photos = await Promise.all(
        files.map(async (file) => ({ data: file.data, detectedType: await detectFileType(file.data) })),
      );
      const early = reviewRefusal(experiencePhase(team, at), application.status, false);
      if (early)
        throw new ApiError(early.status, early.status === 403 ? "FORBIDDEN" : "VALIDATION", early.message, "review");
      const photoProblem = experiencePhotosProblem(
        photos.map((photo) => ({ detectedType: photo.detectedType, bytes: photo.data.length })),
      );
      if (photoProblem) throw refused(photoProblem, "review photos", "photos");

      const reviewId = await db.transaction(async (tx) => {
        const locked = await lockApplication(tx, application.id);
        if (!locked) throw applicationNotFound(application.id);
        const existing = await teamReviewsOfApplications(tx, [locked.id]);
        const refusal = reviewRefusal(experiencePhase(team, at), locked.status, existing.has(locked.id));
        if (refusal) {
          throw new ApiError(
            refusal.status,
            refusal.status === 403 ? "FORBIDDEN" : "VALIDATION",
            refusal.message,
            "review",
          );
        }
        await deletePhotos(tx, locked.id);
        const kept = photos.map((photo) => ({
          contentType: photo.detectedType ?? "",
          sha256: createHash("sha256").update(photo.data).digest("hex"),
          data: photo.data,
        }));
        const ids = await insertPhotos(tx, locked.id, kept);
        const imageUrls = ids.map((id, index) => {
          const photo = kept[index];
          return photo && isReviewPhotoType(photo.contentType)
            ? experiencePhotoUrl(id, photo.sha256, photo.contentType)
            : "";
        });
        const id = await writeTeamReview(tx, {
          itemId: team.itemId,
          authorName: maskName(locked.applicantName),
          title: fields.title,
          content: fields.content,
          rating: fields.rating,
          imageUrls,
          userId,
          applicationId: locked.id,
          teamId: team.id,
          teamTitle: team.title,
        });
        if (id === null) throw refused(EXPERIENCE_MESSAGES.alreadyReviewed, "second review");
        return id;
      });
      await announceItem(team.itemId);
      const written = (await teamReviewsOfApplications(db, [application.id])).get(application.id);
      if (!written || written.reviewId !== reviewId) throw new Error(`review ${reviewId} vanished`);
      return { review: reviewOf(written) };
    },

    /** POST /api/experience-team/{id}/review/delete: the member's review and its photos go; the item page drops it. */
    async deleteReview(userId: number, teamId: number): Promise<{ code: "SUCCESS" }> {
      const team = await requireTeam(teamId);
      const application = await findMemberApplication(db, teamId, userId);
      const removed = application
        ? await db.transaction(async (tx) => {
            const gone = await removeTeamReview(tx, application.id);
            if (gone) await deletePhotos(tx, application.id);
            return gone;
          })
        : null;
      if (!removed)
        throw new ApiError(404, "NOT_FOUND", EXPERIENCE_MESSAGES.reviewNotFound, `review of team ${teamId}`);
      await announceItem(team.itemId);
      return { code: "SUCCESS" };
    },

    /** A review photo's bytes by its address; 404 unless the id, hash and extension all match. */
    async photo(fileId: number, sha256: string, extension: string): Promise<ExperiencePhoto> {
      const photo = await findPhoto(db, fileId);
      const expected =
        photo && isReviewPhotoType(photo.contentType) ? EXPERIENCE_PHOTO_EXTENSIONS[photo.contentType] : null;
      if (!photo || photo.sha256 !== sha256 || expected !== extension) {
        throw new ApiError(404, "NOT_FOUND", "요청하신 정보를 찾을 수 없습니다.", `experience photo ${fileId}`);
      }
      return { data: photo.data, contentType: photo.contentType, etag: `"${photo.sha256}"` };
    },

    // ─── Back office ───────────────────────────────────────────────────────────────────────────────────────────────

    async adminList(page: PageQuery): Promise<AdminExperienceTeamList> {
      const at = now();
      const { rows, total } = await findAdminTeamPage(db, pageWindow(page));
      const list = await Promise.all((await teamsOf(rows, at)).map((shown) => adminTeamOf(shown)));
      return { list, pagination: paginationOf(page, total) };
    },

    /** A team for an item by its code; the days are Korea calendar days, each included. Audited. */
    async adminCreate(staff: StaffContext, input: AdminExperienceTeamCreate): Promise<{ team: AdminExperienceTeam }> {
      const item = await experienceItemByCode(db, input.itemUserCode);
      if (!item) throw refused("존재하지 않는 상품 코드입니다.", `item ${input.itemUserCode}`, "itemUserCode");
      const schedule = {
        recruitStartAt: koreaDayStart(input.recruitStart),
        recruitEndAt: koreaDayEnd(input.recruitEnd),
        announceAt: koreaDayStart(input.announceDate),
        reviewEndAt: koreaDayEnd(input.reviewEnd),
      };
      const { recruitStartAt, recruitEndAt, announceAt, reviewEndAt } = schedule;
      if (!recruitStartAt || !recruitEndAt || !announceAt || !reviewEndAt) {
        throw refused("날짜를 YYYY-MM-DD 형식으로 입력해 주세요.", "bad day");
      }
      const complete = { recruitStartAt, recruitEndAt, announceAt, reviewEndAt };
      const problem = experienceScheduleProblem(complete);
      if (problem) throw refused(problem, "schedule order");
      const row = await db.transaction(async (tx) => {
        const inserted = await insertTeam(tx, {
          itemId: item.id,
          title: input.title,
          description: input.description,
          capacity: input.capacity,
          ...complete,
        });
        await audit.record(tx, staff, {
          action: "experience-team.create",
          targetType: "experience-team",
          targetId: inserted.id,
          before: null,
          after: { ...input },
        });
        return inserted;
      });
      return { team: await adminTeamOf(await oneTeam(row, now())) };
    },

    async adminApplicants(teamId: number): Promise<AdminExperienceApplicants> {
      return applicantsOf(await requireTeam(teamId), now());
    },

    /**
     * Selects (or unselects) an applicant: once recruiting has closed, within the capacity, never a member who wrote
     * the review. Asking for the state it has already changes nothing and writes no audit entry. Audited.
     */
    async adminSelect(
      staff: StaffContext,
      teamId: number,
      applicationId: number,
      selected: boolean,
    ): Promise<AdminExperienceApplicants> {
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const { changed, before } = await setSelected(tx, teamId, applicationId, selected, at, true);
        if (!changed) return false;
        await audit.record(tx, staff, {
          action: selected ? "experience-team.select" : "experience-team.unselect",
          targetType: "experience-team",
          targetId: teamId,
          before: { applicationId, status: before.status },
          after: { applicationId, status: selected ? "selected" : "applied" },
        });
        return true;
      });
      // Selected on or after the announcement: the member hears now (before it, the sweep texts at the announcement).
      if (changed && selected) await textIfAnnounced(teamId, at);
      return applicantsOf(await requireTeam(teamId), now());
    },

    /**
     * The housekeeping sweep (every minute): texts the selected members of every team whose announcement has come and
     * whose review window is open, once each, within the texting hours (core ANNOUNCE_TEXT_HOURS). Answers how many.
     */
    async sendAnnouncementTexts(at: Date = now()): Promise<number> {
      if (!isAnnounceTextHour(at)) return 0;
      return textAnnouncements(at);
    },

    // ─── Development (DEV_TOOLS) ───────────────────────────────────────────────────────────────────────────────────

    /** A team for the item recruiting from yesterday for a week, announced the day after, reviews for two weeks. */
    async devCreateTeam(itemUserCode: string, title: string) {
      const item = await experienceItemByCode(db, itemUserCode);
      if (!item) throw refused("존재하지 않는 상품 코드입니다.", `item ${itemUserCode}`, "itemUserCode");
      const at = now().getTime();
      const row = await db.transaction((tx) =>
        insertTeam(tx, {
          itemId: item.id,
          title,
          description: "체험 상품을 무료로 보내 드립니다.\n받으신 뒤 사진과 함께 솔직한 체험 후기를 남겨 주세요.",
          capacity: 5,
          recruitStartAt: new Date(at - DAY_MS),
          recruitEndAt: new Date(at + 7 * DAY_MS),
          announceAt: new Date(at + 8 * DAY_MS),
          reviewEndAt: new Date(at + 22 * DAY_MS),
        }),
      );
      return { teamId: row.id };
    },

    /**
     * Selects an applicant and, unless the team is in its review window already, moves the team's dates so that it is:
     * recruiting closed and announced a moment ago, reviews open for two more weeks at least. Until the back office is
     * used, this is how tests and the demo reach the review.
     */
    async devSelect(applicationId: number) {
      const application = await findApplication(db, applicationId);
      if (!application) throw applicationNotFound(applicationId);
      const at = now();
      await db.transaction(async (tx) => {
        const team = await lockTeam(tx, application.teamId);
        if (!team) throw teamNotFound(application.teamId);
        if (experiencePhase(team, at) !== "reviewing") {
          const recruitEndAt = new Date(Math.min(team.recruitEndAt.getTime(), at.getTime() - 60_000));
          await updateTeamSchedule(tx, team.id, {
            recruitStartAt: new Date(Math.min(team.recruitStartAt.getTime(), recruitEndAt.getTime() - DAY_MS)),
            recruitEndAt,
            announceAt: new Date(at.getTime() - 30_000),
            reviewEndAt: new Date(Math.max(team.reviewEndAt.getTime(), at.getTime() + 14 * DAY_MS)),
          });
        }
        await setSelected(tx, team.id, applicationId, true, at, false);
      });
      await textIfAnnounced(application.teamId, at);
      return detailOf((await findApplication(db, applicationId)) ?? application, now());
    },
  };

  /** After a review is written or deleted: the item page's kept guest answers are forgotten. */
  async function announceItem(itemId: number) {
    const item = (await experienceItemsByIds(db, [itemId])).get(itemId);
    announceShopChange({ kind: "catalog", itemIds: [itemId], itemUserCodes: item ? [item.itemUserCode] : [] });
  }
}

export type ExperienceTeamService = ReturnType<typeof createExperienceTeamService>;
