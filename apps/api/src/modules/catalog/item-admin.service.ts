import {
  ADMIN_ITEM_FIELDS,
  ADMIN_ITEM_MESSAGES,
  type AdminItemDetail,
  type AdminItemListQuery,
  type AdminItemOptionsUpdate,
  type AdminItemRow,
  type AdminItemUpdate,
  BULK_ROW_MESSAGES,
  type BulkUpdateResult,
} from "@shop/contracts/admin-item";
import { checkItemPrices, itemPriceSummary, parseWholeNumber, stockError } from "@shop/core/catalog/item-price-rules";
import { paginationOf } from "@shop/core/paging/paging";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { items, sellerBrands } from "../../db/schema/catalog.js";
import { addSearchVocabulary, itemSearchColumns } from "../../db/search-index.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields } from "../../lib/audit-fields.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import type { PushNotices } from "../app-push/app-push.service.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { claimRestockWaiters } from "./item.repository.js";
import { restockNoticeText } from "./item.service.js";
import { type BulkRow, readBulkFile, type TemplateRow, templateCsv, templateXlsx } from "./item-admin.bulk.js";
import {
  type AdminItemRecord,
  categoryExists,
  findAdminItem,
  findAdminItemPage,
  findAllCategories,
  findBrandsOfSeller,
  findItemOptions,
  findItemsByCodes,
  findLivestockChoices,
  findSellerChoices,
  findTemplateRows,
  livestockExists,
  lockAdminItem,
  updateItemFields,
} from "./item-admin.repository.js";
import { requireRegisteredTrace } from "./item-admin-trace.js";
import type { StockService } from "./stock.service.js";

/** Option rows the template holds at most (the newest items of the staff member's scope). */
export const TEMPLATE_MAX_ROWS = 2_000;

export interface ItemAdminServiceDeps {
  db: Db;
  stock: StockService;
  audit: StaffAuditService;
  sms: SmsProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  /** The app push of the restock notice (docs/decisions/046); sent in the background, never failing the write. */
  push?: Pick<PushNotices, "restocked">;
}

/** The fields PUT /api/admin/items/{id} writes, in the audit's order. */
const EDITABLE_FIELDS = ADMIN_ITEM_FIELDS satisfies readonly (keyof AdminItemUpdate & keyof AdminItemRecord)[];

const notFound = (id: number | string) =>
  new ApiError(404, "NOT_FOUND", ADMIN_ITEM_MESSAGES.notFound, `item ${id} not found or not the seller's`);
const fieldError = (field: string, message: string, description: string) =>
  new ApiError(400, "VALIDATION", message, description, [{ field, message }]);

/** The seller a staff member is limited to (a seller's staff), or undefined for the cooperative's staff. */
const scopeOf = (staff: StaffContext) => (staff.role === "ROLE_SELLER" ? (staff.sellerId ?? -1) : undefined);
const inScope = (staff: StaffContext, item: { sellerId: number }) => {
  const scope = scopeOf(staff);
  return scope === undefined || scope === item.sellerId;
};

/** A bulk file's plan: the changes to write per item, the refusals, and rows already as the file says. */
interface BulkPlan {
  result: Omit<BulkUpdateResult, "dryRun">;
  prices: Map<number, { before: number; after: number; itemUserCode: string }>;
  stocks: { itemId: number; optionId: number; stock: number }[];
}

/** The back office's items (issue 14 item 2, docs/decisions/038). */
export function createItemAdminService({ db, stock, audit, sms, logError, push }: ItemAdminServiceDeps) {
  async function requireItem(staff: StaffContext, id: number, executor: Db | Tx = db): Promise<AdminItemRecord> {
    const item = await findAdminItem(executor, id);
    if (!item || !inScope(staff, item)) throw notFound(id);
    return item;
  }

  async function detailOf(item: AdminItemRecord): Promise<AdminItemDetail> {
    const [options, categoryRows, brands, livestock] = await Promise.all([
      findItemOptions(db, item.id),
      findAllCategories(db),
      findBrandsOfSeller(db, item.sellerId),
      findLivestockChoices(db),
    ]);
    const byId = new Map(categoryRows.map((row) => [row.id, row]));
    const label = (id: number): string => {
      const row = byId.get(id);
      if (!row) return "";
      return row.parentId === null ? row.name : `${label(row.parentId)} > ${row.name}`;
    };
    return {
      item: {
        itemId: item.id,
        itemUserCode: item.itemUserCode,
        sellerId: item.sellerId,
        sellerName: item.sellerName,
        name: item.name,
        subTitle: item.subTitle,
        categoryId: item.categoryId,
        brandId: item.brandId,
        livestock: item.livestock,
        cutName: item.cutName,
        grade: item.grade,
        origin: item.origin,
        storage: item.storage,
        weightGrams: item.weightGrams,
        consumerPrice: item.consumerPrice,
        salePrice: item.salePrice,
        specialSalePrice: item.specialSalePrice,
        presentPrice: item.presentPrice,
        discountRate: itemPriceSummary(item).discountRate,
        deliveryType: item.deliveryType === 1 ? 1 : 2,
        traceNumber: item.traceNumber,
        processDate: item.processDate,
        slaughterDate: item.slaughterDate,
        displayed: item.displayed,
        stock: item.stock,
        salesCount: item.salesCount,
        reviewCount: item.reviewCount,
        createdAt: item.createdAt.toISOString(),
      },
      options: options.map((option) => ({
        optionId: option.id,
        groupName: option.groupName,
        name: option.name,
        priceDelta: option.priceDelta,
        weightGrams: option.weightGrams,
        stock: option.stock,
        soldOut: option.stock <= 0,
      })),
      choices: {
        categories: categoryRows.filter((row) => row.depth > 1).map((row) => ({ id: row.id, label: label(row.id) })),
        brands,
        livestock,
      },
    };
  }

  /** Texts members waiting for an item that just came back (after the commit; a failed text is only logged). */
  async function textWaiters(item: { id: number; name: string; itemUserCode: string }, waiters: Waiter[]) {
    push?.restocked(
      waiters.map((waiter) => waiter.userId),
      item,
    );
    const text = restockNoticeText(item.name, item.itemUserCode);
    for (const waiter of waiters) {
      if (!waiter.phoneNumber) continue;
      try {
        await sms.send(waiter.phoneNumber, text);
      } catch (error) {
        logError(error, { itemId: item.id, userId: waiter.userId, what: "restock text" });
      }
    }
  }
  type Waiter = Awaited<ReturnType<typeof claimRestockWaiters>>[number];

  /** Reads a file's rows against the database: what each would change, or why it is refused. */
  async function planBulk(executor: Db | Tx, staff: StaffContext, rows: readonly BulkRow[]): Promise<BulkPlan> {
    const codes = [...new Set(rows.map((row) => row.itemCode).filter((code) => code !== ""))];
    const found = await findItemsByCodes(executor, codes, scopeOf(staff));
    const byCode = new Map(found.map((item) => [item.itemUserCode, item]));
    const result: BulkPlan["result"] = { totalRows: rows.length, changes: [], refusals: [], unchangedRows: 0 };
    const prices: BulkPlan["prices"] = new Map();
    const stocks: BulkPlan["stocks"] = [];
    const stockSeen = new Set<number>();

    for (const row of rows) {
      const optionRef = row.optionId || row.optionName;
      const refuse = (reason: string) =>
        result.refusals.push({ row: row.row, itemUserCode: row.itemCode, option: optionRef, reason });
      if (row.itemCode === "") {
        refuse(BULK_ROW_MESSAGES.noItemCode);
        continue;
      }
      const item = byCode.get(row.itemCode);
      if (!item) {
        refuse(BULK_ROW_MESSAGES.unknownItem);
        continue;
      }
      const price = row.salePrice === "" ? undefined : parseWholeNumber(row.salePrice);
      const pieces = row.stock === "" ? undefined : parseWholeNumber(row.stock);
      if (price === null) refuse(BULK_ROW_MESSAGES.priceNotNumber);
      else if (price === "negative") refuse(BULK_ROW_MESSAGES.priceNegative);
      else if (pieces === null) refuse(BULK_ROW_MESSAGES.stockNotNumber);
      else if (pieces === "negative") refuse(BULK_ROW_MESSAGES.stockNegative);
      else if (price === undefined && pieces === undefined) refuse(BULK_ROW_MESSAGES.nothingToChange);
      if (price === null || price === "negative" || pieces === null || pieces === "negative") continue;
      if (price === undefined && pieces === undefined) continue;

      // The option: by number, else by name, else the only one (a price alone needs none).
      let option: (typeof item.options)[number] | undefined;
      if (row.optionId !== "") option = item.options.find((candidate) => String(candidate.id) === row.optionId);
      else if (row.optionName !== "") option = item.options.find((candidate) => candidate.name === row.optionName);
      else if (item.options.length === 1) option = item.options[0];
      if ((row.optionId !== "" || row.optionName !== "") && !option) {
        refuse(BULK_ROW_MESSAGES.unknownOption);
        continue;
      }
      if (pieces !== undefined && !option) {
        refuse(BULK_ROW_MESSAGES.optionNeeded);
        continue;
      }

      if (price !== undefined) {
        const planned = prices.get(item.id);
        if (planned && planned.after !== price) {
          refuse(BULK_ROW_MESSAGES.priceConflict);
          continue;
        }
        const priceError = checkItemPrices({ ...item, salePrice: price })[0];
        if (priceError) {
          refuse(priceError.message);
          continue;
        }
      }
      if (pieces !== undefined && option) {
        const error = stockError(pieces);
        if (error) {
          refuse(error);
          continue;
        }
        if (stockSeen.has(option.id)) {
          refuse(BULK_ROW_MESSAGES.duplicateOption);
          continue;
        }
      }

      const priceChange =
        price !== undefined && price !== item.salePrice && !prices.has(item.id)
          ? { before: item.salePrice, after: price }
          : null;
      const stockChange =
        pieces !== undefined && option && pieces !== option.stock ? { before: option.stock, after: pieces } : null;
      if (price !== undefined)
        prices.set(item.id, { before: item.salePrice, after: price, itemUserCode: item.itemUserCode });
      if (pieces !== undefined && option) stockSeen.add(option.id);
      if (stockChange && option) stocks.push({ itemId: item.id, optionId: option.id, stock: stockChange.after });
      if (!priceChange && !stockChange) {
        result.unchangedRows++;
        continue;
      }
      result.changes.push({
        row: row.row,
        itemId: item.id,
        itemUserCode: item.itemUserCode,
        itemName: item.name,
        optionId: option?.id ?? null,
        optionName: option?.name ?? "",
        salePrice: priceChange,
        stock: stockChange,
      });
    }
    // Prices the file repeats unchanged are not written.
    for (const [itemId, change] of prices) if (change.before === change.after) prices.delete(itemId);
    return { result, prices, stocks };
  }

  return {
    /** One page of items (a seller's staff see their own seller's only), newest first, with the filters' choices. */
    async list(staff: StaffContext, query: AdminItemListQuery) {
      const scope = scopeOf(staff);
      const { rows, total } = await findAdminItemPage(
        db,
        {
          keyword: query.keyword || undefined,
          categoryId: query.categoryId,
          brandId: query.brandId,
          sellerId: scope ?? query.sellerId,
          livestock: query.livestock || undefined,
          displayed: query.displayed === undefined ? undefined : query.displayed === "Y",
          soldOut: query.soldOut === undefined ? undefined : query.soldOut === "Y",
        },
        { offset: (query.page - 1) * query.size, limit: query.size },
      );
      const [sellerChoices, livestock] = await Promise.all([findSellerChoices(db, scope), findLivestockChoices(db)]);
      const list: AdminItemRow[] = rows.map((row) => ({
        itemId: row.id,
        itemUserCode: row.itemUserCode,
        name: row.name,
        sellerId: row.sellerId,
        sellerName: row.sellerName,
        brandName: row.brandName,
        livestock: row.livestock,
        consumerPrice: row.consumerPrice,
        salePrice: row.salePrice,
        specialSalePrice: row.specialSalePrice,
        presentPrice: row.presentPrice,
        discountRate: itemPriceSummary(row).discountRate,
        stock: row.stock,
        soldOut: row.stock <= 0,
        displayed: row.displayed,
        createdAt: row.createdAt.toISOString(),
      }));
      return { list, pagination: paginationOf(query, total), sellers: sellerChoices, livestock };
    },

    async detail(staff: StaffContext, id: number): Promise<AdminItemDetail> {
      return detailOf(await requireItem(staff, id));
    },

    /** Writes the edited fields (core's price rules already passed in the schema), audited as item.update. */
    async update(staff: StaffContext, id: number, input: Partial<AdminItemUpdate>): Promise<AdminItemDetail> {
      const { changed, itemUserCode } = await db.transaction(async (tx) => {
        const item = await lockAdminItem(tx, id);
        if (!item || !inScope(staff, item)) throw notFound(id);
        if (input.categoryId !== undefined && input.categoryId !== item.categoryId) {
          if (!(await categoryExists(tx, input.categoryId))) {
            throw fieldError("categoryId", ADMIN_ITEM_MESSAGES.categoryNotFound, `category ${input.categoryId}`);
          }
        }
        if (input.livestock !== undefined && input.livestock !== item.livestock) {
          if (!(await livestockExists(tx, input.livestock))) {
            throw fieldError("livestock", ADMIN_ITEM_MESSAGES.livestockNotFound, `livestock ${input.livestock}`);
          }
        }
        // A new 이력번호, or a new livestock kind for the number, must be the registry's, of that kind (decision 043).
        const traceNumber = input.traceNumber ?? item.traceNumber;
        const livestock = input.livestock ?? item.livestock;
        if (traceNumber !== item.traceNumber || livestock !== item.livestock) {
          await requireRegisteredTrace(tx, traceNumber, livestock);
        }
        let brandName: string | undefined;
        if (input.brandId !== undefined && input.brandId !== item.brandId) {
          const brand = (await findBrandsOfSeller(tx, item.sellerId)).find((row) => row.id === input.brandId);
          if (!brand) throw fieldError("brandId", ADMIN_ITEM_MESSAGES.brandNotSeller, `brand ${input.brandId}`);
          brandName = brand.name;
        }
        // The prices together: a partial write (display only) keeps the stored ones.
        const priceError = checkItemPrices({ ...item, ...input })[0];
        if (priceError) throw fieldError(priceError.field, priceError.message, "prices break core's rules");

        const change = changedFields(item, input, EDITABLE_FIELDS);
        if (change.changed.length === 0) return { changed: false, itemUserCode: item.itemUserCode };
        const fields: Partial<typeof items.$inferInsert> = Object.fromEntries(
          change.changed.map((key) => [key, input[key]]),
        );
        if (change.changed.includes("name") || brandName !== undefined) {
          const name = input.name ?? item.name;
          const brand =
            brandName ??
            (
              await tx
                .select({ name: sellerBrands.brandName })
                .from(sellerBrands)
                .where(eq(sellerBrands.id, item.brandId))
            )[0]?.name ??
            "";
          Object.assign(fields, itemSearchColumns(name, brand));
          await addSearchVocabulary(tx, [name, brand]);
        }
        await updateItemFields(tx, id, fields);
        await audit.record(tx, staff, {
          action: "item.update",
          targetType: "item",
          targetId: id,
          before: change.before,
          after: change.after,
        });
        return { changed: true, itemUserCode: item.itemUserCode };
      });
      if (changed) announceShopChange({ kind: "catalog", itemIds: [id], itemUserCodes: [itemUserCode] });
      return detailOf(await requireItem(staff, id));
    },

    /**
     * Sets options' stock through the stock service (decision 017: the figure is what is left to sell; open orders'
     * pieces are already out of it). A line whose stock moved since the form was read is refused with 409; audited as
     * item.stock. An item that comes back from sold out texts the members waiting for it.
     */
    async setOptionStock(staff: StaffContext, id: number, input: AdminItemOptionsUpdate): Promise<AdminItemDetail> {
      const item = await requireItem(staff, id);
      const { waiters, changed } = await db.transaction(async (tx) => {
        const lines = input.options.map((line) => ({ itemId: id, ...line }));
        const set = await stock.setStock(tx, lines);
        if (!set.ok) {
          if (set.reason === "missing") {
            throw new ApiError(404, "NOT_FOUND", ADMIN_ITEM_MESSAGES.optionNotFound, `option ${set.optionId} of ${id}`);
          }
          throw new ApiError(409, "STOCK_CHANGED", ADMIN_ITEM_MESSAGES.stockChanged, `option ${set.optionId} moved`);
        }
        const moved = set.results.filter((line) => line.before !== line.after);
        if (moved.length === 0) return { waiters: [], changed: false };
        const [after] = await tx.select({ stock: items.stock }).from(items).where(eq(items.id, id));
        const itemAfter = after?.stock ?? 0;
        const itemBefore = itemAfter - moved.reduce((sum, line) => sum + line.after - line.before, 0);
        await audit.record(tx, staff, {
          action: "item.stock",
          targetType: "item",
          targetId: id,
          before: { options: Object.fromEntries(moved.map((line) => [line.optionId, line.before])), stock: itemBefore },
          after: { options: Object.fromEntries(moved.map((line) => [line.optionId, line.after])), stock: itemAfter },
        });
        return {
          waiters: itemBefore <= 0 && itemAfter > 0 ? await claimRestockWaiters(tx, id) : [],
          changed: true,
        };
      });
      if (changed) announceShopChange({ kind: "catalog", itemIds: [id], itemUserCodes: [item.itemUserCode] });
      await textWaiters(item, waiters);
      return detailOf(await requireItem(staff, id));
    },

    /**
     * A bulk file (docs/decisions/038): the dry run answers every row's change or refusal and writes nothing; the
     * real run plans again inside one transaction (what orders changed since the dry run is what it starts from) and
     * writes every accepted row, or nothing if anything fails. One audit entry per changed item (item.bulk-update).
     */
    async bulkUpdate(staff: StaffContext, data: Buffer, dryRun: boolean): Promise<BulkUpdateResult> {
      const rows = await readBulkFile(data);
      if (dryRun) return { dryRun, ...(await planBulk(db, staff, rows)).result };
      const { plan, comebacks } = await db.transaction(async (tx) => {
        const plan = await planBulk(tx, staff, rows);
        // Options first (in id order, as orders take them), then the items' prices in id order.
        const set = await stock.setStock(tx, plan.stocks);
        if (!set.ok) throw new Error(`bulk stock line ${set.optionId}: ${set.reason}`);
        const stockByOption = new Map(set.results.map((line) => [line.optionId, line]));
        for (const [itemId, price] of [...plan.prices].sort(([a], [b]) => a - b)) {
          await updateItemFields(tx, itemId, { salePrice: price.after });
        }
        const touched = new Set([...plan.prices.keys(), ...plan.stocks.map((line) => line.itemId)]);
        const comebacks: { id: number; name: string; itemUserCode: string; waiters: Waiter[] }[] = [];
        for (const itemId of [...touched].sort((a, b) => a - b)) {
          const options = plan.stocks.filter((line) => line.itemId === itemId);
          const price = plan.prices.get(itemId);
          const movedBy = options.reduce((sum, line) => {
            const moved = stockByOption.get(line.optionId);
            return sum + (moved ? moved.after - moved.before : 0);
          }, 0);
          const [after] = await tx
            .select({ stock: items.stock, name: items.name, itemUserCode: items.itemUserCode })
            .from(items)
            .where(eq(items.id, itemId));
          const stockOf = (pick: "before" | "after") =>
            Object.fromEntries(options.map((line) => [line.optionId, stockByOption.get(line.optionId)?.[pick]]));
          await audit.record(tx, staff, {
            action: "item.bulk-update",
            targetType: "item",
            targetId: itemId,
            before: {
              ...(price ? { salePrice: price.before } : {}),
              ...(options.length > 0 ? { options: stockOf("before"), stock: (after?.stock ?? 0) - movedBy } : {}),
            },
            after: {
              ...(price ? { salePrice: price.after } : {}),
              ...(options.length > 0 ? { options: stockOf("after"), stock: after?.stock ?? 0 } : {}),
            },
          });
          if (after && after.stock - movedBy <= 0 && after.stock > 0) {
            comebacks.push({ id: itemId, ...after, waiters: await claimRestockWaiters(tx, itemId) });
          }
        }
        // The answer shows what the locked rows were, not what the plan read before taking the locks.
        for (const change of plan.result.changes) {
          const moved = change.optionId === null ? undefined : stockByOption.get(change.optionId);
          if (change.stock && moved) change.stock = { before: moved.before, after: moved.after };
        }
        return { plan, comebacks };
      });
      const changedIds = [...new Set(plan.result.changes.map((change) => change.itemId))];
      if (changedIds.length > 0) {
        announceShopChange({
          kind: "catalog",
          itemIds: changedIds,
          itemUserCodes: [...new Set(plan.result.changes.map((change) => change.itemUserCode))],
        });
      }
      for (const item of comebacks) await textWaiters(item, item.waiters);
      return { dryRun, ...plan.result };
    },

    /** The bulk file's template: its header and the scope's newest options with their price and stock. */
    async template(staff: StaffContext, format: "xlsx" | "csv"): Promise<Buffer> {
      const rows: TemplateRow[] = await findTemplateRows(db, scopeOf(staff), TEMPLATE_MAX_ROWS);
      return format === "csv" ? templateCsv(rows) : templateXlsx(rows);
    },
  };
}

export type ItemAdminService = ReturnType<typeof createItemAdminService>;
