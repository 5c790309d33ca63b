import { randomUUID } from "node:crypto";
import type {
  AdminStyleBook,
  AdminStyleBookBody,
  AdminStyleBookItemsBody,
  AdminStyleBookSummary,
} from "@shop/contracts/admin-display";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaMinute, parseKoreaMinute } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { type ContentWriteDeps, writeContent } from "../../lib/content-write.js";
import { findPickedItems, resolvePickedItems } from "../display/picked-items-admin.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findAdminStyleBook,
  findAdminStyleBookItemIds,
  findAdminStyleBookPage,
  insertStyleBook,
  lockAdminStyleBook,
  replaceStyleBookItems,
  type StyleBookFields,
  type StyleBookRow,
  updateStyleBook,
} from "./style-book-admin.repository.js";

const STYLE_BOOK_FIELDS = [
  ...(["title", "subTitle", "summary", "imageUrl", "cookingMinutes", "servings", "difficulty"] as const),
  ...(["steps", "tip", "publishedAt", "displayed", "featured"] as const),
] as const;

function toSummary(row: StyleBookRow, itemCount: number): AdminStyleBookSummary {
  return {
    id: row.id,
    title: row.title,
    displayed: row.displayed,
    featured: row.featured,
    publishedAt: formatKoreaMinute(row.publishedAt),
    itemCount,
  };
}

/** The audit log keeps the steps as staff wrote them (one a line) and the Korea minute. */
const auditView = (row: StyleBookRow) =>
  pickFields(
    { ...row, steps: row.steps.join("\n"), publishedAt: formatKoreaMinute(row.publishedAt) },
    STYLE_BOOK_FIELDS,
  );

function fieldsOf(body: AdminStyleBookBody, was?: StyleBookRow): StyleBookFields {
  return {
    ...body,
    steps: body.steps
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    // '' keeps the date the book has (a new one: now).
    publishedAt: body.publishedAt === "" ? (was?.publishedAt ?? new Date()) : parseKoreaMinute(body.publishedAt)!,
  };
}

/**
 * The back office's style books (docs/decisions/044): list, create, edit and their items by code. Each write is one
 * transaction with its audit entry (`styleBook.create`, `styleBook.update`) and reaches the style-book pages and the
 * home page's block at once (lib/content-write.ts).
 */
export function createStyleBookAdminService(deps: ContentWriteDeps) {
  const { db } = deps;

  async function read(source: Db | Tx, id: number): Promise<AdminStyleBook> {
    const row = await findAdminStyleBook(source, id);
    if (!row) throw ApiError.notFound(`style book ${id}`);
    const ids = await findAdminStyleBookItemIds(source, id);
    const names = await findPickedItems(source, ids);
    const items = ids.flatMap((itemId) => {
      const item = names.get(itemId);
      return item ? [item] : [];
    });
    return {
      ...toSummary(row, items.length),
      subTitle: row.subTitle,
      summary: row.summary,
      imageUrl: row.imageUrl,
      cookingMinutes: row.cookingMinutes,
      servings: row.servings,
      difficulty: row.difficulty,
      steps: row.steps.join("\n"),
      tip: row.tip,
      items,
    };
  }

  async function requireRow(tx: Tx, id: number) {
    const row = await lockAdminStyleBook(tx, id);
    if (!row) throw ApiError.notFound(`style book ${id}`);
    return row;
  }

  return {
    async list(query: { page: number; size: number; keyword?: string | undefined }) {
      const { rows, totalCount } = await findAdminStyleBookPage(db, { keyword: query.keyword }, pageWindow(query));
      return {
        list: rows.map((row) => toSummary(row.styleBook, row.itemCount)),
        pagination: paginationOf(query, totalCount),
      };
    },

    async get(id: number) {
      return { styleBook: await read(db, id) };
    },

    create: (staff: StaffContext, body: AdminStyleBookBody) =>
      writeContent(deps, staff, "styleBook", "create", async (tx) => {
        const row = await insertStyleBook(tx, `admin-${randomUUID().slice(0, 8)}`, fieldsOf(body));
        return { value: { styleBook: await read(tx, row.id) }, entry: { targetId: row.id, after: auditView(row) } };
      }),

    update: (staff: StaffContext, id: number, body: AdminStyleBookBody) =>
      writeContent(deps, staff, "styleBook", "update", async (tx) => {
        const was = await requireRow(tx, id);
        const before = auditView(was);
        const after = auditView(await updateStyleBook(tx, id, fieldsOf(body, was)));
        return {
          value: { styleBook: await read(tx, id) },
          entry: { targetId: id, ...changedFields(before, after, Object.keys(before)) },
        };
      }),

    /** The style book's items, replaced in the order sent (each code once). */
    updateItems: (staff: StaffContext, id: number, body: AdminStyleBookItemsBody) =>
      writeContent(deps, staff, "styleBook", "update", async (tx) => {
        await requireRow(tx, id);
        const before = await read(tx, id);
        await replaceStyleBookItems(tx, id, await resolvePickedItems(tx, body.items));
        const after = await read(tx, id);
        return { value: { styleBook: after }, entry: { targetId: id, ...changedFields(before, after, ["items"]) } };
      }),
  };
}

export type StyleBookAdminService = ReturnType<typeof createStyleBookAdminService>;
