import {
  ADMIN_DISPLAY_MESSAGES,
  type AdminRecommendKeyword,
  type AdminRecommendKeywordBody,
} from "@shop/contracts/admin-display";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { type ContentWriteDeps, contentRecords, writeContent } from "../../lib/content-write.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  deleteRecommendKeyword,
  findRecommendKeywords,
  insertRecommendKeyword,
  lockRecommendKeyword,
  lockRecommendKeywords,
  type RecommendKeywordFields,
  type RecommendKeywordRow,
  setRecommendKeywordOrder,
  updateRecommendKeyword,
} from "./recommend-keyword-admin.repository.js";

function toAdmin(row: RecommendKeywordRow, liveId: number | undefined): AdminRecommendKeyword {
  return {
    id: row.id,
    keyword: row.searchContents,
    link: row.searchLink,
    mobileLink: row.searchMobileLink,
    newTab: row.searchLinkTargetFlag === "Y",
    active: row.active,
    sortOrder: row.sortOrder,
    live: row.id === liveId,
  };
}

function fieldsOf(body: AdminRecommendKeywordBody): RecommendKeywordFields {
  const target = body.newTab ? "Y" : "N";
  return {
    searchContents: body.keyword,
    searchLink: body.link,
    searchLinkTargetFlag: target,
    searchMobileLink: body.mobileLink,
    searchMobileLinkTargetFlag: target,
    active: body.active,
  };
}

const auditFields = (row: RecommendKeywordRow) => {
  const { id: _id, sortOrder: _order, ...fields } = toAdmin(row, undefined);
  const { live: _live, ...rest } = fields;
  return rest;
};

/**
 * The back office's recommended keywords (docs/decisions/044): the search box shows the first one in use, in the
 * operator's order; a new one goes first. Each write is audited (`recommendKeyword.create|update|delete|reorder`) and
 * reaches the shop's kept header answers at once (lib/content-write.ts).
 */
export function createRecommendKeywordAdminService(deps: ContentWriteDeps) {
  const { db } = deps;
  const records = contentRecords(deps, {
    kind: "recommendKeyword",
    auditFields,
    lock: lockRecommendKeyword,
    insert: insertRecommendKeyword,
    update: updateRecommendKeyword,
    remove: deleteRecommendKeyword,
  });

  async function list(source: Db | Tx = db) {
    const rows = await findRecommendKeywords(source);
    const liveId = rows.find((row) => row.active)?.id;
    return { list: rows.map((row) => toAdmin(row, liveId)) };
  }

  async function answer(id: number) {
    const found = (await list()).list.find((row) => row.id === id);
    if (!found) throw ApiError.notFound(`recommend keyword ${id}`);
    return { recommendKeyword: found };
  }

  return {
    list: () => list(),
    create: async (staff: StaffContext, body: AdminRecommendKeywordBody) =>
      answer((await records.create(staff, fieldsOf(body))).id),
    update: async (staff: StaffContext, id: number, body: AdminRecommendKeywordBody) =>
      answer((await records.update(staff, id, fieldsOf(body))).id),
    remove: records.remove,

    /** The keywords in the order of `ids`, which must name each keyword once (else 400: the list changed meanwhile). */
    reorder: (staff: StaffContext, ids: readonly number[]) =>
      writeContent(deps, staff, "recommendKeyword", "reorder", async (tx) => {
        const rows = await lockRecommendKeywords(tx);
        const known = new Set(rows.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new ApiError(400, "VALIDATION", ADMIN_DISPLAY_MESSAGES.order, "ids must name every keyword once", [
            { field: "ids", message: ADMIN_DISPLAY_MESSAGES.order },
          ]);
        }
        await setRecommendKeywordOrder(tx, ids);
        return {
          value: await list(tx),
          entry: { targetId: "order", before: { order: rows.map((row) => row.id) }, after: { order: [...ids] } },
        };
      }),
  };
}

export type RecommendKeywordAdminService = ReturnType<typeof createRecommendKeywordAdminService>;
