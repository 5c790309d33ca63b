import { randomUUID } from "node:crypto";
import type {
  AdminMainVisual,
  AdminMainVisualBody,
  AdminPopup,
  AdminPopupBody,
  AdminStripeBanner,
  AdminStripeBannerBody,
} from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaMinute, parseKoreaMinute } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  deleteMainVisual,
  deletePopup,
  deleteStripeBanner,
  findLiveIds,
  findMainVisualPage,
  findPopupPage,
  findStripeBannerPage,
  insertMainVisual,
  insertPopup,
  insertStripeBanner,
  lockMainVisual,
  lockPopup,
  lockStripeBanner,
  type MainVisualFields,
  type MainVisualRow,
  type PopupFields,
  type PopupRow,
  type StripeBannerFields,
  type StripeBannerRow,
  updateMainVisual,
  updatePopup,
  updateStripeBanner,
} from "./display-admin.repository.js";

const BANNER_FIELDS = [
  "contents",
  "link",
  "linkTargetFlag",
  "backgroundColor",
  "active",
  "startAt",
  "endAt",
] as const satisfies readonly (keyof StripeBannerFields)[];
const POPUP_FIELDS = [
  "title",
  "popupType",
  "width",
  "height",
  "leftPosition",
  "topPosition",
  "backgroundColor",
  "content",
  "imageUrl",
  "link",
  "active",
  "startAt",
  "endAt",
  "sortOrder",
] as const satisfies readonly (keyof PopupFields)[];

const VISUAL_FIELDS = [
  "title",
  "subTitle",
  "imageUrl",
  "mobileImageUrl",
  "link",
  "linkTargetFlag",
  "backgroundColor",
  "active",
  "startAt",
  "endAt",
  "sortOrder",
] as const satisfies readonly (keyof MainVisualFields)[];

const minuteOf = (instant: Date | null) => (instant ? formatKoreaMinute(instant) : "");
/** The form's Korea minute as the stored instant ('' = open-ended); the contract has checked the text. */
const instantOf = (minute: string) => (minute === "" ? null : parseKoreaMinute(minute));

function bannerFields(body: AdminStripeBannerBody): StripeBannerFields {
  return {
    contents: body.contents,
    link: body.link,
    linkTargetFlag: body.newTab ? "Y" : "N",
    backgroundColor: body.backgroundColor,
    active: body.active,
    startAt: instantOf(body.startAt),
    endAt: instantOf(body.endAt),
  };
}

function popupFields(body: AdminPopupBody): PopupFields {
  return { ...body, startAt: instantOf(body.startAt), endAt: instantOf(body.endAt) };
}

function visualFields(body: AdminMainVisualBody): MainVisualFields {
  const { newTab, ...rest } = body;
  return {
    ...rest,
    linkTargetFlag: newTab ? "Y" : "N",
    startAt: instantOf(body.startAt),
    endAt: instantOf(body.endAt),
  };
}

function toAdminVisual(row: MainVisualRow, liveIds: ReadonlySet<number>): AdminMainVisual {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    imageUrl: row.imageUrl,
    mobileImageUrl: row.mobileImageUrl,
    link: row.link,
    newTab: row.linkTargetFlag === "Y",
    backgroundColor: row.backgroundColor,
    active: row.active,
    startAt: minuteOf(row.startAt),
    endAt: minuteOf(row.endAt),
    sortOrder: row.sortOrder,
    live: liveIds.has(row.id),
  };
}

function toAdminBanner(row: StripeBannerRow, liveId: number | undefined): AdminStripeBanner {
  return {
    id: row.id,
    contents: row.contents,
    link: row.link,
    newTab: row.linkTargetFlag === "Y",
    backgroundColor: row.backgroundColor,
    active: row.active,
    startAt: minuteOf(row.startAt),
    endAt: minuteOf(row.endAt),
    live: row.id === liveId,
  };
}

function toAdminPopup(row: PopupRow, liveIds: ReadonlySet<number>): AdminPopup {
  return {
    id: row.id,
    title: row.title,
    popupType: row.popupType,
    width: row.width,
    height: row.height,
    leftPosition: row.leftPosition,
    topPosition: row.topPosition,
    backgroundColor: row.backgroundColor,
    content: row.content,
    imageUrl: row.imageUrl,
    link: row.link,
    active: row.active,
    startAt: minuteOf(row.startAt),
    endAt: minuteOf(row.endAt),
    sortOrder: row.sortOrder,
    live: liveIds.has(row.id),
  };
}

// The audit log keeps times as the Korea minutes staff typed.
function auditView<T extends { startAt: Date | null; endAt: Date | null }>(row: T) {
  return { ...row, startAt: minuteOf(row.startAt), endAt: minuteOf(row.endAt) };
}

export interface DisplayAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
}

/**
 * The back office's stripe banner and popups (issue 14 item 4). Staff write plain text (the popup's content is shown
 * as HTML by the shop, so the contract refuses any tag); every write is audited and reaches the shop's kept header
 * and home answers at once (lib/shop-changes.ts).
 */
export function createDisplayAdminService({ db, audit }: DisplayAdminServiceDeps) {
  async function requireBanner(tx: Tx, id: number) {
    const row = await lockStripeBanner(tx, id);
    if (!row) throw ApiError.notFound(`stripe banner ${id}`);
    return row;
  }
  async function requirePopup(tx: Tx, id: number) {
    const row = await lockPopup(tx, id);
    if (!row) throw ApiError.notFound(`popup ${id}`);
    return row;
  }
  const liveIds = () => findLiveIds(db, new Date());

  return {
    async listBanners(query: { page: number; size: number }) {
      const [{ rows, totalCount }, live] = await Promise.all([findStripeBannerPage(db, pageWindow(query)), liveIds()]);
      return {
        list: rows.map((row) => toAdminBanner(row, live.bannerId)),
        pagination: paginationOf(query, totalCount),
      };
    },

    async createBanner(staff: StaffContext, body: AdminStripeBannerBody) {
      const row = await db.transaction(async (tx) => {
        const created = await insertStripeBanner(tx, bannerFields(body));
        await audit.record(tx, staff, {
          action: "stripeBanner.create",
          targetType: "stripeBanner",
          targetId: created.id,
          after: pickFields(auditView(created), BANNER_FIELDS),
        });
        return created;
      });
      announceShopChange({ kind: "content", content: "stripeBanner", id: row.id });
      return { stripeBanner: toAdminBanner(row, (await liveIds()).bannerId) };
    },

    async updateBanner(staff: StaffContext, id: number, body: AdminStripeBannerBody) {
      const row = await db.transaction(async (tx) => {
        const before = await requireBanner(tx, id);
        const after = await updateStripeBanner(tx, id, bannerFields(body));
        await audit.record(tx, staff, {
          action: "stripeBanner.update",
          targetType: "stripeBanner",
          targetId: id,
          ...changedFields(auditView(before), auditView(after), BANNER_FIELDS),
        });
        return after;
      });
      announceShopChange({ kind: "content", content: "stripeBanner", id });
      return { stripeBanner: toAdminBanner(row, (await liveIds()).bannerId) };
    },

    async removeBanner(staff: StaffContext, id: number) {
      await db.transaction(async (tx) => {
        const before = await requireBanner(tx, id);
        await deleteStripeBanner(tx, id);
        await audit.record(tx, staff, {
          action: "stripeBanner.delete",
          targetType: "stripeBanner",
          targetId: id,
          before: pickFields(auditView(before), BANNER_FIELDS),
        });
      });
      announceShopChange({ kind: "content", content: "stripeBanner", id });
      return { id };
    },

    async listPopups(query: { page: number; size: number }) {
      const [{ rows, totalCount }, live] = await Promise.all([findPopupPage(db, pageWindow(query)), liveIds()]);
      return { list: rows.map((row) => toAdminPopup(row, live.popupIds)), pagination: paginationOf(query, totalCount) };
    },

    async createPopup(staff: StaffContext, body: AdminPopupBody) {
      const row = await db.transaction(async (tx) => {
        const created = await insertPopup(tx, popupFields(body));
        await audit.record(tx, staff, {
          action: "popup.create",
          targetType: "popup",
          targetId: created.id,
          after: pickFields(auditView(created), POPUP_FIELDS),
        });
        return created;
      });
      announceShopChange({ kind: "content", content: "popup", id: row.id });
      return { popup: toAdminPopup(row, (await liveIds()).popupIds) };
    },

    async updatePopup(staff: StaffContext, id: number, body: AdminPopupBody) {
      const row = await db.transaction(async (tx) => {
        const before = await requirePopup(tx, id);
        const after = await updatePopup(tx, id, popupFields(body));
        await audit.record(tx, staff, {
          action: "popup.update",
          targetType: "popup",
          targetId: id,
          ...changedFields(auditView(before), auditView(after), POPUP_FIELDS),
        });
        return after;
      });
      announceShopChange({ kind: "content", content: "popup", id });
      return { popup: toAdminPopup(row, (await liveIds()).popupIds) };
    },

    async removePopup(staff: StaffContext, id: number) {
      await db.transaction(async (tx) => {
        const before = await requirePopup(tx, id);
        await deletePopup(tx, id);
        await audit.record(tx, staff, {
          action: "popup.delete",
          targetType: "popup",
          targetId: id,
          before: pickFields(auditView(before), POPUP_FIELDS),
        });
      });
      announceShopChange({ kind: "content", content: "popup", id });
      return { id };
    },

    async listMainVisuals(query: { page: number; size: number }) {
      const [{ rows, totalCount }, live] = await Promise.all([findMainVisualPage(db, pageWindow(query)), liveIds()]);
      return {
        list: rows.map((row) => toAdminVisual(row, live.mainVisualIds)),
        pagination: paginationOf(query, totalCount),
      };
    },

    async createMainVisual(staff: StaffContext, body: AdminMainVisualBody) {
      const row = await db.transaction(async (tx) => {
        const created = await insertMainVisual(tx, `admin-${randomUUID().slice(0, 8)}`, visualFields(body));
        await audit.record(tx, staff, {
          action: "mainVisual.create",
          targetType: "mainVisual",
          targetId: created.id,
          after: pickFields(auditView(created), VISUAL_FIELDS),
        });
        return created;
      });
      announceShopChange({ kind: "content", content: "mainVisual", id: row.id });
      return { mainVisual: toAdminVisual(row, (await liveIds()).mainVisualIds) };
    },

    async updateMainVisual(staff: StaffContext, id: number, body: AdminMainVisualBody) {
      const row = await db.transaction(async (tx) => {
        const before = await lockMainVisual(tx, id);
        if (!before) throw ApiError.notFound(`main visual ${id}`);
        const after = await updateMainVisual(tx, id, visualFields(body));
        await audit.record(tx, staff, {
          action: "mainVisual.update",
          targetType: "mainVisual",
          targetId: id,
          ...changedFields(auditView(before), auditView(after), VISUAL_FIELDS),
        });
        return after;
      });
      announceShopChange({ kind: "content", content: "mainVisual", id });
      return { mainVisual: toAdminVisual(row, (await liveIds()).mainVisualIds) };
    },

    async removeMainVisual(staff: StaffContext, id: number) {
      await db.transaction(async (tx) => {
        const before = await lockMainVisual(tx, id);
        if (!before) throw ApiError.notFound(`main visual ${id}`);
        await deleteMainVisual(tx, id);
        await audit.record(tx, staff, {
          action: "mainVisual.delete",
          targetType: "mainVisual",
          targetId: id,
          before: pickFields(auditView(before), VISUAL_FIELDS),
        });
      });
      announceShopChange({ kind: "content", content: "mainVisual", id });
      return { id };
    },
  };
}

export type DisplayAdminService = ReturnType<typeof createDisplayAdminService>;
