import type { PageQuery } from "@shop/contracts/common";
import type {
  AdminReport,
  AdminReportList,
  BlockBody,
  BlockList,
  BlockResult,
  ReportBody,
  ReportInit,
  ReportResult,
  UnblockBody,
  VisitResult,
} from "@shop/contracts/moderation";
import { REPORT_INIT } from "@shop/contracts/moderation";
import { visitDayOf } from "@shop/core/moderation/daily-visit";
import {
  BLOCK_MESSAGES,
  blockProblem,
  REPORT_MESSAGES,
  type ReportTargetType,
  reportProblem,
  reportReasonLabel,
} from "@shop/core/moderation/moderation-rules";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { oncePerPageRender } from "../../lib/page-render.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  countVisit,
  deleteBlock,
  findBlockedIds,
  findBlocks,
  findReport,
  findReportPage,
  findVisitCount,
  insertReport,
  lockReport,
  markReportHandled,
  type ReportRow,
  upsertBlock,
} from "./moderation.repository.js";

/** Who wrote a piece of content (the member, null where none is behind it; the masked name it shows) and its words. */
export interface ContentAuthor {
  authorId: number | null;
  authorName: string;
  content: string;
}

export interface ModerationServiceDeps {
  db: Db;
  /** The author of a review, an event reply or a 체험단 review, from its module; undefined for no such content. */
  authorOf: Record<ReportTargetType, (id: number) => Promise<ContentAuthor | undefined>>;
  /** The back office's writes are audited (handling a report). */
  audit: Pick<StaffAuditService, "record">;
  /** Where a failed visit count is reported (the app's logger): the visit call still succeeds. */
  logError: (error: unknown, context: Record<string, unknown>) => void;
  /** Now; tests fix it. */
  clock?: () => Date;
}

function refused(message: string, code: string, description: string): ApiError {
  return new ApiError(400, code, message, description);
}

function toReportResult(row: ReportRow, alreadyReported: boolean): ReportResult {
  return {
    reportId: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reasonCode: row.reasonCode,
    reportedAt: row.createdAt.toISOString(),
    alreadyReported,
    message: alreadyReported ? REPORT_MESSAGES.ALREADY_REPORTED : REPORT_MESSAGES.REPORTED,
  };
}

/**
 * 신고하기 / 차단하기 (SPEC §7 Common; decision 051): members report a review, an event reply or a 체험단 review once
 * each and block their authors, whose reviews and replies the review, event, item and experience-team modules then
 * leave out for that member (`blockedAuthorIds`); and the storefront's daily visit count.
 */
export function createModerationService({
  db,
  authorOf,
  audit,
  logError,
  clock = () => new Date(),
}: ModerationServiceDeps) {
  async function requireAuthor(targetType: ReportTargetType, targetId: number, notFoundMessage: string) {
    const author = await authorOf[targetType](targetId);
    if (!author) {
      throw new ApiError(404, "NOT_FOUND", notFoundMessage, `${targetType} ${targetId} not found`);
    }
    return author;
  }

  /** A report as the back office lists it, with the content's author and words as they are now. */
  async function toAdminReport(row: ReportRow): Promise<AdminReport> {
    const content = await authorOf[row.targetType](row.targetId);
    return {
      reportId: row.id,
      targetType: row.targetType,
      targetId: row.targetId,
      reasonCode: row.reasonCode,
      reasonLabel: reportReasonLabel(row.reasonCode),
      reasonText: row.reasonText,
      authorName: content?.authorName ?? null,
      content: content?.content ?? null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
    };
  }

  return {
    /** The report dialog's reasons. */
    reportInit(): ReportInit {
      return REPORT_INIT;
    },

    /**
     * Reports the content for the member: a known reason (기타 with words), never the member's own content; a repeat
     * answers the first report and keeps no second row.
     */
    async report(memberId: number, body: ReportBody): Promise<ReportResult> {
      const problem = reportProblem(body.reasonCode, body.reasonText);
      if (problem) throw refused(problem, "VALIDATION", `report reason ${body.reasonCode} refused`);
      const author = await requireAuthor(body.targetType, body.targetId, REPORT_MESSAGES.TARGET_NOT_FOUND);
      if (author.authorId === memberId) {
        throw refused(REPORT_MESSAGES.OWN_CONTENT, "OWN_CONTENT", `member ${memberId} reported own ${body.targetType}`);
      }
      const earlier = await findReport(db, memberId, body.targetType, body.targetId);
      if (earlier) return toReportResult(earlier, true);
      const row = await insertReport(db, {
        reporterId: memberId,
        targetType: body.targetType,
        targetId: body.targetId,
        authorId: author.authorId,
        reasonCode: body.reasonCode,
        reasonText: (body.reasonText ?? "").trim(),
      });
      if (row) return toReportResult(row, false);
      // Another call of the same member kept its row between the read and the insert.
      const kept = await findReport(db, memberId, body.targetType, body.targetId);
      return toReportResult(kept!, true);
    },

    /** Blocks the content's author for the member (never the member, never content with no member behind it). */
    async block(memberId: number, body: BlockBody): Promise<BlockResult> {
      const author = await requireAuthor(body.targetType, body.targetId, BLOCK_MESSAGES.TARGET_NOT_FOUND);
      const problem = blockProblem(memberId, author.authorId);
      if (problem || author.authorId === null) {
        throw refused(problem ?? BLOCK_MESSAGES.NO_AUTHOR, "BLOCK_REFUSED", `member ${memberId} blocking refused`);
      }
      const row = await upsertBlock(db, memberId, author.authorId, author.authorName);
      return { blockId: row.id, authorName: row.blockedName, blocked: true, message: BLOCK_MESSAGES.BLOCKED };
    },

    /**
     * Takes a block away, named by the content it was made from or by its row in the member's list. Unblocking an
     * author not blocked answers the same (idempotent); an unknown content is a 404.
     */
    async unblock(memberId: number, body: UnblockBody): Promise<BlockResult> {
      if (body.blockId !== undefined) {
        const row = await deleteBlock(db, memberId, { blockId: body.blockId });
        return { blockId: null, authorName: row?.blockedName ?? "", blocked: false, message: BLOCK_MESSAGES.UNBLOCKED };
      }
      if (body.targetType === undefined || body.targetId === undefined) {
        throw refused(BLOCK_MESSAGES.NOT_BLOCKED, "VALIDATION", "unblock names neither a block nor a content");
      }
      const author = await requireAuthor(body.targetType, body.targetId, BLOCK_MESSAGES.TARGET_NOT_FOUND);
      if (author.authorId !== null) await deleteBlock(db, memberId, { blockedId: author.authorId });
      return { blockId: null, authorName: author.authorName, blocked: false, message: BLOCK_MESSAGES.UNBLOCKED };
    },

    /** The member's blocked authors, latest first. */
    async listBlocks(memberId: number): Promise<BlockList> {
      const rows = await findBlocks(db, memberId);
      return {
        list: rows.map((row) => ({
          blockId: row.id,
          authorName: row.blockedName,
          blockedAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** The members whose reviews and replies are hidden from the member (review, event and item modules). */
    blockedAuthorIds(memberId: number): Promise<number[]> {
      // The item page's reviews and 체험단 reviews both ask: within one page read it is read once (decision 058).
      return oncePerPageRender(`blockedAuthors ${memberId}`, () => findBlockedIds(db, memberId));
    },

    /** Counts a browser's first visit of the Korea day; a failed write is logged, never answered (SPEC §8). */
    async recordVisit(): Promise<VisitResult> {
      const day = visitDayOf(clock());
      try {
        await countVisit(db, day);
      } catch (error) {
        logError(error, { day });
      }
      return { accepted: true, day };
    },

    /** Staff: one page of the reports, newest first, optionally of one status. */
    async listReports(query: PageQuery & { status?: ReportRow["status"] | undefined }): Promise<AdminReportList> {
      const { rows, total } = await findReportPage(db, query.status, pageWindow(query));
      return { list: await Promise.all(rows.map(toAdminReport)), pagination: paginationOf(query, total) };
    },

    /** Staff: marks a report handled (audited); a handled one answers as it is. 404 for no such report. */
    async handleReport(staff: StaffContext, reportId: number): Promise<{ report: AdminReport }> {
      const row = await db.transaction(async (tx) => {
        const report = await lockReport(tx, reportId);
        if (!report) throw ApiError.notFound(`report ${reportId}`);
        if (report.status === "handled") return report;
        const handled = await markReportHandled(tx, reportId, clock());
        await audit.record(tx, staff, {
          action: "report.handle",
          targetType: "content_report",
          targetId: reportId,
          before: { status: report.status },
          after: { status: handled.status },
        });
        return handled;
      });
      return { report: await toAdminReport(row) };
    },

    /** The visits counted on a Korea day ('YYYY-MM-DD'). */
    visitsOn(day: string): Promise<number> {
      return findVisitCount(db, day);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
