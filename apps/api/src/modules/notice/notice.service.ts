import type { NoticeDetail, NoticeList } from "@shop/contracts/content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findMainNotices, findNoticeNeighbours, findNoticePage, incrementNoticeViews } from "./notice.repository.js";

export const MAIN_NOTICE_LIMIT = 5;

interface NoticeRow {
  id: number;
  label: string;
  title: string;
  pinned: boolean;
  createdAt: Date;
}

function toSummary(row: NoticeRow) {
  return { id: row.id, label: row.label, title: row.title, pinned: row.pinned, date: formatKoreaDate(row.createdAt) };
}

export interface NoticeServiceDeps {
  db: Db;
}

/** The notice board and the home page's notices. */
export function createNoticeService({ db }: NoticeServiceDeps) {
  return {
    /** The notice board: pinned first, then newest; `keyword` searches titles. */
    async listNotices(query: { page: number; size: number; keyword?: string | undefined }): Promise<NoticeList> {
      const keyword = query.keyword?.trim() || undefined;
      const { rows, totalCount } = await findNoticePage(db, { keyword, ...pageWindow(query) });
      return {
        list: rows.map(toSummary),
        pagination: paginationOf(query, totalCount),
      };
    },

    /** The home page's notices: newest of those marked for the main page. */
    async listMainNotices() {
      return (await findMainNotices(db, MAIN_NOTICE_LIMIT)).map(toSummary);
    },

    /**
     * Opens a notice, counting the view. `prev` is the next older notice (이전글) and `next` the next
     * newer one (다음글), by date regardless of pinning.
     */
    async openNotice(id: number): Promise<NoticeDetail> {
      const notice = await incrementNoticeViews(db, id);
      if (!notice) throw ApiError.notFound(`notice ${id}`);
      const { older, newer } = await findNoticeNeighbours(db, id);
      return {
        notice: { ...toSummary(notice), content: notice.content, viewCount: notice.viewCount },
        prev: older ? toSummary(older) : null,
        next: newer ? toSummary(newer) : null,
      };
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
