import { randomUUID } from "node:crypto";
import type {
  AdminMainVisual,
  AdminMainVisualBody,
  AdminPopup,
  AdminPopupBody,
  AdminStripeBanner,
  AdminStripeBannerBody,
  ContentKind,
} from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaMinute, parseKoreaMinute } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { pickFields } from "../../lib/audit-fields.js";
import { type ContentTable, contentRecords } from "../../lib/content-write.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findLiveIds,
  insertMainVisual,
  type MainVisualFields,
  type MainVisualRow,
  mainVisualRows,
  type PopupFields,
  type PopupRow,
  popupRows,
  type StripeBannerFields,
  type StripeBannerRow,
  stripeBannerRows,
} from "./display-admin.repository.js";

// What the audit log keeps of each record, in this order: a banner's link fields and the period are common.
const LINK_FIELDS = ["link", "linkTargetFlag", "backgroundColor"] as const;
const PERIOD_FIELDS = ["active", "startAt", "endAt"] as const;
const BANNER_FIELDS = [
  "contents",
  ...LINK_FIELDS,
  ...PERIOD_FIELDS,
] as const satisfies readonly (keyof StripeBannerFields)[];
const POPUP_FIELDS = [
  ...(["title", "popupType", "width", "height", "leftPosition", "topPosition", "backgroundColor"] as const),
  ...(["content", "imageUrl", "link"] as const),
  ...PERIOD_FIELDS,
  "sortOrder",
] as const satisfies readonly (keyof PopupFields)[];
const VISUAL_FIELDS = [
  ...(["title", "subTitle", "imageUrl", "mobileImageUrl"] as const),
  ...LINK_FIELDS,
  ...PERIOD_FIELDS,
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

type LiveIds = Awaited<ReturnType<typeof findLiveIds>>;

/**
 * The back office's stripe banner, popups and main visuals (issue 14 item 4). Staff write plain text (the popup's
 * content is shown as HTML by the shop, so the contract refuses any tag); every write is audited and reaches the
 * shop's kept header and home answers at once (lib/content-write.ts).
 */
export function createDisplayAdminService(deps: DisplayAdminServiceDeps) {
  const { db } = deps;
  const liveIds = () => findLiveIds(db, new Date());

  /**
   * One kind's page, create, update and delete; each record shown with whether the shop shows it now, a write's
   * answer as `{ [kind]: record }`.
   */
  function displayKind<Kind extends ContentKind, Row extends { id: number }, Body, Fields, Admin>(
    table: ContentTable<Row, Fields, Kind> & {
      findPage: (db: Db, window: { limit: number; offset: number }) => Promise<{ rows: Row[]; totalCount: number }>;
    },
    fieldsOf: (body: Body) => Fields,
    toAdmin: (row: Row, live: LiveIds) => Admin,
  ) {
    const records = contentRecords(deps, table);
    const answer = async (row: Row) => ({ [table.kind]: toAdmin(row, await liveIds()) }) as Record<Kind, Admin>;
    return {
      async list(query: { page: number; size: number }) {
        const [{ rows, totalCount }, live] = await Promise.all([table.findPage(db, pageWindow(query)), liveIds()]);
        return { list: rows.map((row) => toAdmin(row, live)), pagination: paginationOf(query, totalCount) };
      },
      create: async (staff: StaffContext, body: Body) => answer(await records.create(staff, fieldsOf(body))),
      update: async (staff: StaffContext, id: number, body: Body) =>
        answer(await records.update(staff, id, fieldsOf(body))),
      remove: records.remove,
    };
  }

  const banners = displayKind(
    { kind: "stripeBanner", ...stripeBannerRows, auditFields: (row) => pickFields(auditView(row), BANNER_FIELDS) },
    bannerFields,
    (row, live) => toAdminBanner(row, live.bannerId),
  );
  const popups = displayKind(
    { kind: "popup", ...popupRows, auditFields: (row) => pickFields(auditView(row), POPUP_FIELDS) },
    popupFields,
    (row, live) => toAdminPopup(row, live.popupIds),
  );
  const visuals = displayKind(
    {
      kind: "mainVisual",
      ...mainVisualRows,
      // `code` is the visual's natural key: a made-up one for staff's.
      insert: (tx, fields) => insertMainVisual(tx, `admin-${randomUUID().slice(0, 8)}`, fields),
      auditFields: (row) => pickFields(auditView(row), VISUAL_FIELDS),
    },
    visualFields,
    (row, live) => toAdminVisual(row, live.mainVisualIds),
  );

  return {
    listBanners: banners.list,
    createBanner: banners.create,
    updateBanner: banners.update,
    removeBanner: banners.remove,
    listPopups: popups.list,
    createPopup: popups.create,
    updatePopup: popups.update,
    removePopup: popups.remove,
    listMainVisuals: visuals.list,
    createMainVisual: visuals.create,
    updateMainVisual: visuals.update,
    removeMainVisual: visuals.remove,
  };
}

export type DisplayAdminService = ReturnType<typeof createDisplayAdminService>;
