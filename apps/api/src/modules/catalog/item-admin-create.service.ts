import { ADMIN_ITEM_FIELDS, ADMIN_ITEM_MESSAGES } from "@shop/contracts/admin-item";
import {
  ADMIN_ITEM_CREATE_MESSAGES,
  type AdminItemCreate,
  type AdminItemFormChoices,
  type AdminTraceRecord,
} from "@shop/contracts/admin-item-create";
import type { Db } from "../../db/client.js";
import { addSearchVocabulary, itemSearchColumns } from "../../db/search-index.js";
import { ApiError } from "../../lib/api-error.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  categoryExists,
  findAllCategories,
  findBrandsOfSeller,
  findLivestockChoices,
  findSellerChoices,
  livestockExists,
} from "./item-admin.repository.js";
import {
  findBrandChoices,
  findSellerName,
  insertNewItem,
  insertNewOptions,
  insertPlaceholderImage,
} from "./item-admin-create.repository.js";
import { findTraceWithKind, requireRegisteredTrace, traceAnswer } from "./item-admin-trace.js";

export interface ItemAdminCreateServiceDeps {
  db: Db;
  audit: StaffAuditService;
}

/** The shop's item code of row `id`: G and seven digits, as the demo catalog's (catalog.factory demoItemUserCode). */
export const itemCodeOf = (id: number) => `G${String(id).padStart(7, "0")}`;

/** The drawn picture a new item starts with until staff upload photos (the media module draws it from the item). */
export const drawnItemImageUrl = (itemUserCode: string) => `/images/items/${encodeURIComponent(itemUserCode)}/1.svg`;

const fieldError = (field: string, message: string, description: string) =>
  new ApiError(400, "VALIDATION", message, description, [{ field, message }]);

/** The fields of a new item the audit entry keeps, in the form's order. */
const AUDITED_FIELDS = ["sellerId", ...ADMIN_ITEM_FIELDS] as const;

/** Categories labelled with their path (대분류 > 중분류 > 소분류); the form offers the second and third levels. */
export async function categoryChoices(db: Db) {
  const rows = await findAllCategories(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const label = (id: number): string => {
    const row = byId.get(id);
    if (!row) return "";
    return row.parentId === null ? row.name : `${label(row.parentId)} > ${row.name}`;
  };
  return rows.filter((row) => row.depth > 1).map((row) => ({ id: row.id, label: label(row.id) }));
}

/** The back office's new items and traceability look-up (issue 14 item 2, docs/decisions/043). */
export function createItemAdminCreateService({ db, audit }: ItemAdminCreateServiceDeps) {
  return {
    /** What the new item form's selects offer: a seller's staff see their own seller and brands only. */
    async formChoices(staff: StaffContext): Promise<AdminItemFormChoices> {
      const scope = staff.role === "ROLE_SELLER" ? (staff.sellerId ?? -1) : undefined;
      const [sellers, categories, brands, livestock] = await Promise.all([
        findSellerChoices(db, scope),
        categoryChoices(db),
        findBrandChoices(db, scope),
        findLivestockChoices(db),
      ]);
      return { sellers, categories, brands, livestock };
    },

    /**
     * Writes a new item with its options (stock = their sum) and a drawn picture, its search columns built as the edit
     * builds them (decision 007), audited as item.create. A seller's staff always create for their own seller.
     */
    async create(staff: StaffContext, input: AdminItemCreate): Promise<{ itemId: number; itemUserCode: string }> {
      const sellerId = staff.role === "ROLE_SELLER" ? staff.sellerId : input.sellerId;
      if (sellerId === undefined || sellerId === null) {
        throw fieldError("sellerId", ADMIN_ITEM_CREATE_MESSAGES.sellerRequired, "no seller chosen");
      }
      const created = await db.transaction(async (tx) => {
        if ((await findSellerName(tx, sellerId)) === undefined) {
          throw fieldError("sellerId", ADMIN_ITEM_CREATE_MESSAGES.sellerNotFound, `seller ${sellerId}`);
        }
        if (!(await categoryExists(tx, input.categoryId))) {
          throw fieldError("categoryId", ADMIN_ITEM_MESSAGES.categoryNotFound, `category ${input.categoryId}`);
        }
        if (!(await livestockExists(tx, input.livestock))) {
          throw fieldError("livestock", ADMIN_ITEM_MESSAGES.livestockNotFound, `livestock ${input.livestock}`);
        }
        const brand = (await findBrandsOfSeller(tx, sellerId)).find((row) => row.id === input.brandId);
        if (!brand) throw fieldError("brandId", ADMIN_ITEM_MESSAGES.brandNotSeller, `brand ${input.brandId}`);
        await requireRegisteredTrace(tx, input.traceNumber, input.livestock);

        const { options, sellerId: _chosen, ...fields } = input;
        const stock = options.reduce((sum, option) => sum + option.stock, 0);
        const { id, itemUserCode } = await insertNewItem(
          tx,
          { ...fields, sellerId, stock, ...itemSearchColumns(input.name, brand.name) },
          itemCodeOf,
        );
        await insertNewOptions(
          tx,
          id,
          options.map((option, sortOrder) => ({ ...option, sortOrder })),
        );
        await insertPlaceholderImage(tx, id, drawnItemImageUrl(itemUserCode), input.name);
        await addSearchVocabulary(tx, [input.name, brand.name]);
        const values: Record<string, unknown> = { ...input, sellerId };
        await audit.record(tx, staff, {
          action: "item.create",
          targetType: "item",
          targetId: id,
          before: null,
          after: {
            itemUserCode,
            ...Object.fromEntries(AUDITED_FIELDS.map((key) => [key, values[key]])),
            options: options.map((option) => `${option.groupName} ${option.name}: ${option.stock}`),
            stock,
          },
        });
        return { itemId: id, itemUserCode };
      });
      announceShopChange({ kind: "catalog", itemIds: [created.itemId], itemUserCodes: [created.itemUserCode] });
      return created;
    },

    /** What the registry says of a number (404 in Korean when it has none), for the form to show before saving. */
    async traceRecord(traceNumber: string): Promise<AdminTraceRecord> {
      const row = await findTraceWithKind(db, traceNumber);
      if (!row) {
        throw new ApiError(404, "NOT_FOUND", ADMIN_ITEM_CREATE_MESSAGES.traceNotFound, `trace ${traceNumber}`);
      }
      return traceAnswer(row);
    },
  };
}

export type ItemAdminCreateService = ReturnType<typeof createItemAdminCreateService>;
