import { createHash } from "node:crypto";
import { ADMIN_POLICY_KIND_LABELS } from "@shop/contracts/admin-content";
import type { PolicyResponse } from "@shop/contracts/content";
import {
  type AccountNumbers,
  type BankInfo,
  type CartInfo,
  type CommonCodes,
  MEAT_CUT_CHART_UPLOAD_TYPES,
  type MeatCut,
  type MeatCutChart,
  type MeatCutChartList,
  type MeatCutList,
  type MeatCutUpdate,
  meatCutChartUrl,
  type PolicyInfo,
  SYSTEM_CODE_MESSAGES,
} from "@shop/contracts/system-code";
import { CART_LINE_MAX_QUANTITY } from "@shop/core/checkout/cart-quantity";
import { ISLAND_SURCHARGES } from "@shop/core/checkout/island-surcharge";
import { BANKS, type BankUse, bankNameOf } from "@shop/core/payment/banks";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { detectFileType } from "../../lib/multipart-form.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { PolicyService } from "../policy/policy.service.js";
import type { SellerService } from "../seller/seller.service.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findActiveDepositAccounts,
  findCommonCodes,
  findMeatCutChartFile,
  findMeatCutCharts,
  findMeatCuts,
  lockMeatCut,
  lockMeatCutChart,
  type MeatCutChartRow,
  type MeatCutRow,
  saveMeatCutChart,
  updateMeatCut,
} from "./system-code.repository.js";

/** The common code group whose names are the cart page's notes. */
export const CART_NOTICE_GROUP = "CART_NOTICE";

export interface SystemCodeServiceDeps {
  db: Db;
  audit: StaffAuditService;
  catalog: Pick<CatalogService, "listLivestock">;
  sellers: Pick<SellerService, "listShippingTerms" | "listShippingInfos">;
  policies: Pick<PolicyService, "listVersionStates">;
}

/** What a policy type is called on the storefront (the back office's labels, by the public type). */
const POLICY_LABELS: Record<PolicyResponse["policy"]["type"], string> = {
  clause: ADMIN_POLICY_KIND_LABELS.terms,
  protect: ADMIN_POLICY_KIND_LABELS.privacy,
  "policy-info": ADMIN_POLICY_KIND_LABELS.operation,
  marketing: ADMIN_POLICY_KIND_LABELS.marketing,
};
const POLICY_ORDER = Object.keys(POLICY_LABELS);

const fieldError = (field: string, message: string, description: string) =>
  new ApiError(400, "VALIDATION", message, description, [{ field, message }]);

const cutOf = (row: MeatCutRow): MeatCut => ({
  id: row.id,
  livestock: row.livestock,
  code: row.code,
  name: row.name,
  description: row.description,
  sortOrder: row.sortOrder,
});

/** What the audit keeps of a chart (no bytes). */
const auditedChart = (row: MeatCutChartRow) => ({
  contentType: row.contentType,
  byteSize: row.byteSize,
  sha256: row.sha256,
  alt: row.alt,
});

/** A chart file's answer: bytes, type and entity tag. */
export interface MeatCutChartFile {
  data: Buffer;
  contentType: string;
  etag: string;
}

/**
 * The shop's code tables (issue 15 item 5, docs/decisions/052): banks (core's table), the cooperative's deposit
 * accounts, the policies' versions (policy service), the cart page's shipping facts (seller service, core's rules),
 * select-box codes by group, and the meat cuts with their chart pictures, which operators edit (audited).
 */
export function createSystemCodeService({ db, audit, catalog, sellers, policies }: SystemCodeServiceDeps) {
  async function livestockNames(): Promise<Map<string, string>> {
    const { list } = await catalog.listLivestock();
    return new Map(list.map((kind) => [kind.code, kind.name]));
  }

  const chartOf = (row: MeatCutChartRow, names: Map<string, string>): MeatCutChart => ({
    livestock: row.livestock,
    livestockName: names.get(row.livestock) ?? row.livestock,
    url: meatCutChartUrl(row.livestock, row.sha256, row.contentType),
    alt: row.alt,
    contentType: row.contentType,
    byteSize: row.byteSize,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** GET /api/common/bank-info: every bank, or those of one use, in list order. */
    bankInfo(use?: BankUse): BankInfo {
      return { list: BANKS.filter((bank) => use === undefined || bank[use]).map((bank) => ({ ...bank })) };
    },

    /** GET /api/common/account-numbers: the active deposit accounts with their banks' names. */
    async accountNumbers(): Promise<AccountNumbers> {
      const rows = await findActiveDepositAccounts(db);
      return { list: rows.map((row) => ({ ...row, bankName: bankNameOf(row.bankCode) ?? row.bankCode })) };
    },

    /** GET /api/common/policy-info: each policy's version in force today and the next announced one. */
    async policyInfo(now = new Date()): Promise<PolicyInfo> {
      const states = await policies.listVersionStates(now);
      return {
        list: states
          .map((state) => ({ ...state, label: POLICY_LABELS[state.type] }))
          .sort((a, b) => POLICY_ORDER.indexOf(a.type) - POLICY_ORDER.indexOf(b.type)),
      };
    },

    /**
     * GET /api/common/cart-info: the shipping terms and dispatch day of the sellers asked for (every seller without a
     * list; 404 for an unknown one), the island surcharges, the line limit and the operator's cart notes.
     */
    async cartInfo(sellerIds: readonly number[] | undefined, now = new Date()): Promise<CartInfo> {
      const [terms, notices] = await Promise.all([sellers.listShippingTerms(), findCommonCodes(db, CART_NOTICE_GROUP)]);
      const ids = sellerIds === undefined ? terms.map((term) => term.sellerId) : [...new Set(sellerIds)];
      // listShippingInfos answers 404 for an id that is no seller, in the order asked.
      const infos = ids.length === 0 ? [] : (await sellers.listShippingInfos(ids, now)).list;
      const termOf = new Map(terms.map((term) => [term.sellerId, term]));
      return {
        sellers: infos.flatMap((info) => {
          const term = termOf.get(info.sellerId);
          if (!term) return [];
          return [
            {
              sellerId: info.sellerId,
              sellerName: term.sellerName,
              shippingCondition: term.shippingCondition,
              shippingFee: term.shippingFee,
              freeShippingThreshold: term.freeShippingThreshold,
              courier: term.courier,
              deliveryMethod: term.deliveryMethod,
              dispatchCutoffHour: term.dispatchCutoffHour,
              shippingDate: info.shippingDate,
              shippingDateText: info.shippingDateText,
            },
          ];
        }),
        islandSurcharges: { ...ISLAND_SURCHARGES },
        maxQuantityPerLine: CART_LINE_MAX_QUANTITY,
        notices: notices.map((notice) => notice.name),
      };
    },

    /** GET /api/common/common-code: the active codes of one group (404 when it has none) or of every group. */
    async commonCodes(group?: string): Promise<CommonCodes> {
      const rows = await findCommonCodes(db, group);
      if (group !== undefined && rows.length === 0) {
        throw new ApiError(404, "NOT_FOUND", SYSTEM_CODE_MESSAGES.groupNotFound, `no common code group ${group}`);
      }
      const groups = new Map<string, Array<{ code: string; name: string }>>();
      for (const row of rows) {
        const codes = groups.get(row.group) ?? [];
        codes.push({ code: row.code, name: row.name });
        groups.set(row.group, codes);
      }
      return { list: [...groups].map(([name, codes]) => ({ group: name, codes })) };
    },

    /** GET /api/system-code/meat-cut: the cuts of each kind in the catalog's order (404 for a kind without cuts). */
    async meatCuts(livestock?: string): Promise<MeatCutList> {
      const [names, cuts, charts] = await Promise.all([
        livestockNames(),
        findMeatCuts(db, livestock),
        findMeatCutCharts(db, livestock),
      ]);
      if (livestock !== undefined && cuts.length === 0) {
        throw new ApiError(404, "NOT_FOUND", SYSTEM_CODE_MESSAGES.livestockNotFound, `no meat cuts of ${livestock}`);
      }
      const chartByKind = new Map(charts.map((row) => [row.livestock, chartOf(row, names)]));
      const order = [...names.keys()];
      const kinds = [...new Set(cuts.map((cut) => cut.livestock))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return {
        list: kinds.map((kind) => ({
          livestock: kind,
          livestockName: names.get(kind) ?? kind,
          chart: chartByKind.get(kind) ?? null,
          cuts: cuts.filter((cut) => cut.livestock === kind).map(cutOf),
        })),
      };
    },

    /** POST /api/system-code/meat-cut: a cut's name, description and order; audited, announced to the caches. */
    async updateMeatCut(staff: StaffContext, input: MeatCutUpdate): Promise<{ cut: MeatCut }> {
      const { before, after } = await db.transaction(async (tx) => {
        const before = await lockMeatCut(tx, input.id);
        if (!before) throw new ApiError(404, "NOT_FOUND", SYSTEM_CODE_MESSAGES.cutNotFound, `no meat cut ${input.id}`);
        const values = { name: input.name, description: input.description, sortOrder: input.sortOrder };
        const unchanged =
          before.name === values.name &&
          before.description === values.description &&
          before.sortOrder === values.sortOrder;
        // A repeated save (a retry) changes nothing and leaves no second entry in the audit log.
        if (unchanged) return { before, after: before };
        const after = await updateMeatCut(tx, input.id, values);
        await audit.record(tx, staff, {
          action: "meat-cut.update",
          targetType: "meat-cut",
          targetId: after.id,
          before: { name: before.name, description: before.description, sortOrder: before.sortOrder },
          after: values,
        });
        return { before, after };
      });
      if (before !== after) announceShopChange({ kind: "content", content: "meatCut", id: after.id });
      return { cut: cutOf(after) };
    },

    /** GET /api/system-code/system-code-image: each kind's chart picture (404 for a kind without one). */
    async meatCutCharts(livestock?: string): Promise<MeatCutChartList> {
      const [names, charts] = await Promise.all([livestockNames(), findMeatCutCharts(db, livestock)]);
      if (livestock !== undefined && charts.length === 0) {
        throw new ApiError(
          404,
          "NOT_FOUND",
          SYSTEM_CODE_MESSAGES.livestockNotFound,
          `no meat cut chart of ${livestock}`,
        );
      }
      const order = [...names.keys()];
      const sorted = [...charts].sort((a, b) => order.indexOf(a.livestock) - order.indexOf(b.livestock));
      return { list: sorted.map((row) => chartOf(row, names)) };
    },

    /**
     * POST /api/system-code/system-code-image: a kind's new chart picture (JPEG, PNG or WebP read from the bytes),
     * replacing the one it had; audited, announced. The same bytes and text again (a retry) change nothing.
     */
    async uploadMeatCutChart(
      staff: StaffContext,
      livestock: string,
      alt: string,
      data: Buffer,
    ): Promise<{ chart: MeatCutChart }> {
      const names = await livestockNames();
      if (!names.has(livestock)) {
        throw fieldError("livestock", SYSTEM_CODE_MESSAGES.livestock, `no livestock kind ${livestock}`);
      }
      const type = await detectFileType(data);
      if (!MEAT_CUT_CHART_UPLOAD_TYPES.includes(type as (typeof MEAT_CUT_CHART_UPLOAD_TYPES)[number])) {
        throw fieldError("file", SYSTEM_CODE_MESSAGES.chartType, `chart picture of type ${type ?? "unknown"}`);
      }
      const contentType = type as string;
      const sha256 = createHash("sha256").update(data).digest("hex");
      const { row, changed } = await db.transaction(async (tx) => {
        const before = await lockMeatCutChart(tx, livestock);
        if (before && before.sha256 === sha256 && before.alt === alt) return { row: before, changed: false };
        const row = await saveMeatCutChart(tx, { livestock, contentType, sha256, alt, data });
        await audit.record(tx, staff, {
          action: "meat-cut-chart.upload",
          targetType: "meat-cut-chart",
          targetId: livestock,
          before: before ? auditedChart(before) : null,
          after: auditedChart(row),
        });
        return { row, changed: true };
      });
      if (changed) announceShopChange({ kind: "content", content: "meatCut", id: livestock });
      return { chart: chartOf(row, names) };
    },

    /** A chart picture's bytes at its address (the hash must still be the kind's, else 404). */
    async chartFile(livestock: string, sha256: string, extension: string): Promise<MeatCutChartFile> {
      const file = await findMeatCutChartFile(db, livestock, sha256);
      if (!file || !meatCutChartUrl(livestock, sha256, file.contentType).endsWith(`.${extension}`)) {
        throw ApiError.notFound(`meat cut chart ${livestock}-${sha256}.${extension}`);
      }
      return { data: file.data, contentType: file.contentType, etag: `"${sha256}"` };
    },
  };
}

export type SystemCodeService = ReturnType<typeof createSystemCodeService>;
