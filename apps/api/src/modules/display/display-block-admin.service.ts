import type {
  AdminDisplayBlock,
  AdminDisplayBlockBody,
  AdminDisplayBlockItemsBody,
  AdminDisplaySectionsBody,
} from "@shop/contracts/admin-display";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields } from "../../lib/audit-fields.js";
import { type ContentWriteDeps, writeContent } from "../../lib/content-write.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findAdminDisplayBlock,
  findDisplayBlockSummaries,
  lockDisplayBlock,
  replaceDisplayBlockItems,
  replaceDisplaySections,
  updateDisplayBlock,
} from "./display-block-admin.repository.js";
import { findPickedItems, resolvePickedItems } from "./picked-items-admin.service.js";

const BLOCK_FIELDS = ["title", "subTitle", "description", "showOnMain", "sortOrder"] as const;

/**
 * The back office's display blocks (docs/decisions/044): a block's heading, its place on the home page, its sections
 * and its picked items (MD picks: block `md`, one tab per group). Each write replaces what it edits in one transaction
 * with its audit entry (`displayBlock.update`, target the block's code), so sending the same form twice changes nothing
 * more, and the shop's kept home answers drop at once (lib/content-write.ts).
 */
export function createDisplayBlockAdminService(deps: ContentWriteDeps) {
  const { db } = deps;

  async function read(source: Db | Tx, code: string): Promise<AdminDisplayBlock> {
    const block = await findAdminDisplayBlock(source, code);
    if (!block) throw ApiError.notFound(`display block ${code}`);
    const names = await findPickedItems(
      source,
      block.picked.map((row) => row.itemId),
    );
    const { picked, ...rest } = block;
    return {
      ...rest,
      items: picked.flatMap(({ itemId, ...row }) => {
        const item = names.get(itemId);
        return item ? [{ ...item, ...row }] : [];
      }),
    };
  }

  /** One audited write of block `code`: `apply` with the block as it was, then the block as it became. */
  function writeBlock(
    staff: StaffContext,
    code: string,
    keys: readonly (keyof AdminDisplayBlock)[],
    apply: (tx: Tx) => Promise<void>,
  ) {
    return writeContent(deps, staff, "displayBlock", "update", async (tx) => {
      if (!(await lockDisplayBlock(tx, code))) throw ApiError.notFound(`display block ${code}`);
      const before = await read(tx, code);
      await apply(tx);
      const after = await read(tx, code);
      return { value: { displayBlock: after }, entry: { targetId: code, ...changedFields(before, after, keys) } };
    });
  }

  return {
    /** Every block in the home page's order. */
    async list() {
      return { list: await findDisplayBlockSummaries(db) };
    },

    async get(code: string) {
      return { displayBlock: await read(db, code) };
    },

    /** The heading, the text and the home page's switch and order. */
    update(staff: StaffContext, code: string, body: AdminDisplayBlockBody) {
      return writeBlock(staff, code, BLOCK_FIELDS, (tx) => updateDisplayBlock(tx, code, body));
    },

    /** The block page's sections, replaced in the order sent. */
    updateSections(staff: StaffContext, code: string, body: AdminDisplaySectionsBody) {
      return writeBlock(staff, code, ["sections"], (tx) => replaceDisplaySections(tx, code, body.sections));
    },

    /** The picked items, replaced in the order sent (add, remove and reorder are one list); codes must exist. */
    updateItems(staff: StaffContext, code: string, body: AdminDisplayBlockItemsBody) {
      return writeBlock(staff, code, ["items"], async (tx) => {
        const ids = await resolvePickedItems(
          tx,
          body.items.map((item) => ({ itemUserCode: item.itemUserCode, scope: item.groupKey })),
        );
        await replaceDisplayBlockItems(
          tx,
          code,
          body.items.map((item, index) => ({
            itemId: ids[index]!,
            groupKey: item.groupKey,
            // One name per tab: the first line of a tab names it.
            groupName: body.items.find((other) => other.groupKey === item.groupKey)?.groupName ?? item.groupName,
            comment: item.comment,
          })),
        );
      });
    },
  };
}

export type DisplayBlockAdminService = ReturnType<typeof createDisplayBlockAdminService>;
