import type {
  CouponAppliesTo,
  CouponAppliesToResponse,
  CouponIssued,
  CouponScope,
  CouponsIssued,
  CouponType,
  DownloadableCoupon,
  DownloadCouponList,
  ItemCouponList,
  MyCoupon,
  MyCouponList,
  MyCouponQuery,
} from "@shop/contracts/coupon";
import type { Coupon } from "@shop/core/checkout/coupons";
import { COUPON_USED_MESSAGE } from "@shop/core/checkout/coupons";
import { formatWon } from "@shop/core/format/number";
import { type PageRequest, pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { SellerService } from "../seller/seller.service.js";
import {
  type CopyRow,
  type CouponRow,
  claimBulkCode,
  countActiveCopiesByKind,
  countActiveCopiesEndingBy,
  countCopiesByStatus,
  findActiveCopies,
  findActiveCouponsByName,
  findCopyById,
  findCopyOfCoupon,
  findCopyPage,
  findCouponByCode,
  findCouponById,
  findCouponOfBulkCode,
  findHeldCouponIds,
  findOpenCouponPage,
  findOpenCoupons,
  insertCopy,
  lockCopies,
  markCopiesUsed,
  releaseCopiesOfOrder,
  releaseCopiesOfOrderLines,
  takeIssueSlot,
} from "./coupon.repository.js";

// ---- Messages (every refusal a shopper reads) ----

export const COUPON_NOT_FOUND_MESSAGE = "존재하지 않는 쿠폰입니다.";
export const COUPON_CODE_NOT_FOUND_MESSAGE = "존재하지 않는 쿠폰 번호입니다. 번호를 다시 확인해 주세요.";
export const COUPON_NOT_DOWNLOADABLE_MESSAGE = "다운로드할 수 없는 쿠폰입니다.";
export const COUPON_NOT_STARTED_MESSAGE = "아직 발급 기간이 아닌 쿠폰입니다.";
export const COUPON_ISSUE_ENDED_MESSAGE = "발급 기간이 지난 쿠폰입니다.";
export const COUPON_ALREADY_ISSUED_MESSAGE = "이미 받은 쿠폰입니다.";
export const COUPON_SOLD_OUT_MESSAGE = "선착순 발급이 마감된 쿠폰입니다.";
export const COUPON_ISSUED_MESSAGE = "쿠폰이 발급되었습니다.";
export const NO_COUPON_TO_DOWNLOAD_MESSAGE = "받을 수 있는 쿠폰이 없습니다.";
export const MY_COUPON_NOT_FOUND_MESSAGE = "보유하지 않은 쿠폰입니다.";
export const COUPON_CODE_USED_MESSAGE = "이미 사용된 쿠폰 번호입니다.";
/** The my page's "7일 이내 만료 예정 쿠폰": usable coupons whose validity ends within this many days. */
export const COUPON_EXPIRING_WITHIN_DAYS = 7;

/** "쿠폰 3장이 발급되었습니다." */
export function couponsIssuedMessage(count: number): string {
  return `쿠폰 ${count}장이 발급되었습니다.`;
}

/** The coupons every new member gets at join (회원가입 축하), found by name among the active coupons. */
export const WELCOME_COUPON_NAMES = ["회원가입 축하 3,000원 할인 쿠폰", "회원가입 축하 무료배송 쿠폰"] as const;

const DAY_MS = 86_400_000;

// ---- Pure helpers ----

/** What a coupon is restricted to: one item, one seller's items, or (both null) every item. */
export interface CouponRestriction {
  itemId: number | null;
  sellerId: number | null;
}

/** A member's usable copy as checkout sees it: core's Coupon plus its coupon and restriction. */
export interface OrderCoupon extends Coupon, CouponRestriction {
  couponId: number;
  description: string;
}

/**
 * Whether a coupon may be used on an order line (an item of a seller), or, for a shipping coupon, on a seller's box
 * (no itemId: a coupon tied to one item applies to no box).
 */
export function couponAppliesTo(coupon: CouponRestriction, line: { itemId?: number; sellerId: number }): boolean {
  if (coupon.itemId !== null && coupon.itemId !== line.itemId) return false;
  if (coupon.sellerId !== null && coupon.sellerId !== line.sellerId) return false;
  return true;
}

export function couponScopeOf(coupon: CouponRestriction): CouponScope {
  if (coupon.itemId !== null) return "item";
  return coupon.sellerId !== null ? "seller" : "all";
}

/** "3,000원 할인", "10% 할인 (최대 5,000원)", "무료배송", "배송비 2,000원 할인". */
export function couponBenefitText(
  coupon: Pick<CouponRow, "kind" | "discountType" | "amount" | "rate" | "maxDiscount">,
): string {
  if (coupon.kind === "shipping") {
    if (coupon.discountType === "rate") return coupon.rate >= 100 ? "무료배송" : `배송비 ${coupon.rate}% 할인`;
    return `배송비 ${formatWon(coupon.amount)} 할인`;
  }
  if (coupon.discountType === "fixed") return `${formatWon(coupon.amount)} 할인`;
  const cap = coupon.maxDiscount > 0 ? ` (최대 ${formatWon(coupon.maxDiscount)})` : "";
  return `${coupon.rate}% 할인${cap}`;
}

/** "30,000원 이상 구매 시", or "" without a minimum. */
export function couponConditionText(minOrderAmount: number): string {
  return minOrderAmount > 0 ? `${formatWon(minOrderAmount)} 이상 구매 시` : "";
}

/** The last instant a copy issued at `issuedAt` is valid: validDays after issue, never past the coupon's end. */
export function copyValidUntil(coupon: Pick<CouponRow, "validUntil" | "validDays">, issuedAt: Date): Date {
  if (coupon.validDays === null) return coupon.validUntil;
  return new Date(Math.min(coupon.validUntil.getTime(), issuedAt.getTime() + coupon.validDays * DAY_MS));
}

function toOrderCoupon(row: CopyRow): OrderCoupon {
  const { coupon } = row;
  return {
    couponUserId: row.couponUserId,
    couponId: coupon.id,
    couponName: coupon.name,
    description: coupon.description,
    kind: coupon.kind,
    discountType: coupon.discountType,
    amount: coupon.amount,
    rate: coupon.rate,
    maxDiscount: coupon.maxDiscount,
    minOrderAmount: coupon.minOrderAmount,
    validFrom: coupon.validFrom,
    // A withdrawn coupon's copy reads as expired: core refuses it by its period.
    validUntil: coupon.active ? row.copyValidUntil : new Date(0),
    concurrently: coupon.concurrently,
    usedAt: row.usedAt,
    itemId: coupon.itemId,
    sellerId: coupon.sellerId,
  };
}

// ---- Errors ----

const couponNotFound = (what: string) => new ApiError(404, "NOT_FOUND", COUPON_NOT_FOUND_MESSAGE, `${what} not found`);
const alreadyIssued = (couponId: number) =>
  new ApiError(409, "COUPON_ALREADY_ISSUED", COUPON_ALREADY_ISSUED_MESSAGE, `coupon ${couponId} already held`);
const soldOut = (couponId: number) =>
  new ApiError(409, "COUPON_SOLD_OUT", COUPON_SOLD_OUT_MESSAGE, `coupon ${couponId} issue limit reached`);
const codeUsed = () =>
  new ApiError(409, "COUPON_CODE_USED", COUPON_CODE_USED_MESSAGE, "offline code already exchanged");
const notMine = (what: string) =>
  new ApiError(404, "NOT_FOUND", MY_COUPON_NOT_FOUND_MESSAGE, `${what} is not the member's`);

/** How a member reaches a coupon: the download corner or item page, or a code (paper or link). */
type IssueRoute = "download" | "code";

/** Why the coupon cannot be issued at `now` by this route, before any copy is counted; null when it can. */
function issueRefusal(coupon: CouponRow, now: Date, route: IssueRoute): ApiError | null {
  if (!coupon.active) return couponNotFound(`coupon ${coupon.id} (withdrawn)`);
  if (route === "download" && !coupon.downloadable) {
    return new ApiError(400, "COUPON_NOT_DOWNLOADABLE", COUPON_NOT_DOWNLOADABLE_MESSAGE, `coupon ${coupon.id}`);
  }
  if (now < coupon.validFrom) {
    return new ApiError(400, "COUPON_NOT_STARTED", COUPON_NOT_STARTED_MESSAGE, `coupon ${coupon.id} not yet open`);
  }
  if (now > coupon.validUntil) {
    return new ApiError(400, "COUPON_ISSUE_ENDED", COUPON_ISSUE_ENDED_MESSAGE, `coupon ${coupon.id} ended`);
  }
  return null;
}

/** Every copy is issued (as last read: issuing checks again under the row's lock). */
function isSoldOut(coupon: CouponRow): boolean {
  return coupon.issueLimit !== null && coupon.issuedCount >= coupon.issueLimit;
}

export interface CouponServiceDeps {
  db: Db;
  /** Item names and an item's seller (an item page's coupons, what a coupon applies to). */
  catalog: CatalogService;
  /** Seller names (a seller's coupons). */
  sellers: SellerService;
  /**
   * Counts a member's try of a coupon code towards the throttle (429 once over) and answers what `lookup` found; by
   * default no throttle (tests of the coupon rules alone).
   */
  tryCode?: <T>(who: CodeTry, lookup: PromiseLike<T | undefined>) => Promise<T | undefined>;
}

/** Who typed a coupon code: the member and the client address the throttle counts. */
export interface CodeTry {
  userId: number;
  address: string;
}

/**
 * Coupons: the download corner and the item page's coupons, issuing (by download, code or link, and the welcome gift),
 * a member's coupons, and the copies an order locks, uses and gives back (for the order module).
 */
export function createCouponService({
  db,
  catalog,
  sellers,
  tryCode = (_who, lookup) => Promise.resolve(lookup),
}: CouponServiceDeps) {
  /** Item and seller names of what these coupons apply to. */
  async function appliesToOf(rows: readonly CouponRow[]): Promise<(coupon: CouponRow) => CouponAppliesTo> {
    const itemIds = [...new Set(rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId])))];
    const sellerIds = [...new Set(rows.flatMap((row) => (row.sellerId === null ? [] : [row.sellerId])))];
    const [cards, sellerList] = await Promise.all([
      catalog.listItemCardsByIds(itemIds),
      sellerIds.length > 0 ? sellers.listBusinessNumbers(sellerIds) : { list: [] },
    ]);
    const cardOf = new Map(cards.map((card) => [card.itemId, card]));
    const sellerNameOf = new Map(sellerList.list.map((seller) => [seller.sellerId, seller.sellerName]));
    return (coupon) => {
      const scope = couponScopeOf(coupon);
      const card = coupon.itemId === null ? undefined : cardOf.get(coupon.itemId);
      const sellerName = coupon.sellerId === null ? null : (sellerNameOf.get(coupon.sellerId) ?? null);
      const shipping = coupon.kind === "shipping";
      const label =
        scope === "item"
          ? `${card?.itemName ?? "지정 상품"} 전용`
          : scope === "seller"
            ? `${sellerName ?? "지정 판매자"} ${shipping ? "배송" : "상품"} 전용`
            : shipping
              ? "전체 배송"
              : "전체 상품";
      return {
        scope,
        label,
        itemId: coupon.itemId,
        itemUserCode: card?.itemUserCode ?? null,
        itemName: card?.itemName ?? null,
        sellerId: coupon.sellerId,
        sellerName,
      };
    };
  }

  function termsOf(coupon: CouponRow, appliesTo: CouponAppliesTo) {
    return {
      couponId: coupon.id,
      couponName: coupon.name,
      description: coupon.description,
      couponType: coupon.kind,
      discountType: coupon.discountType,
      discountAmount: coupon.discountType === "fixed" ? coupon.amount : 0,
      discountRate: coupon.discountType === "rate" ? coupon.rate : 0,
      maxDiscount: coupon.maxDiscount,
      minOrderAmount: coupon.minOrderAmount,
      couponConcurrently: coupon.concurrently,
      benefit: couponBenefitText(coupon),
      condition: couponConditionText(coupon.minOrderAmount),
      appliesTo,
    };
  }

  async function toDownloadable(rows: readonly CouponRow[], held: Set<number>): Promise<DownloadableCoupon[]> {
    const appliesTo = await appliesToOf(rows);
    return rows.map((coupon) => ({
      ...termsOf(coupon, appliesTo(coupon)),
      validFrom: coupon.validFrom.toISOString(),
      validUntil: coupon.validUntil.toISOString(),
      validDays: coupon.validDays,
      remaining: coupon.issueLimit === null ? null : Math.max(coupon.issueLimit - coupon.issuedCount, 0),
      soldOut: coupon.issueLimit !== null && coupon.issuedCount >= coupon.issueLimit,
      downloaded: held.has(coupon.id),
    }));
  }

  async function toMyCoupons(rows: readonly CopyRow[], now: Date): Promise<MyCoupon[]> {
    const appliesTo = await appliesToOf(rows.map((row) => row.coupon));
    return rows.map((row) => {
      const status = row.usedAt ? "used" : row.copyValidUntil < now || !row.coupon.active ? "expired" : "active";
      return {
        ...termsOf(row.coupon, appliesTo(row.coupon)),
        couponUserId: row.couponUserId,
        issuedAt: row.issuedAt.toISOString(),
        validFrom: row.coupon.validFrom.toISOString(),
        validUntil: row.copyValidUntil.toISOString(),
        usedAt: row.usedAt?.toISOString() ?? null,
        status,
        active: status === "active",
      };
    });
  }

  /** The member's copy of a coupon as MyCoupon (after issuing it). */
  async function myCopy(couponUserId: number, now: Date): Promise<MyCoupon> {
    const row = await findCopyById(db, couponUserId);
    if (!row) throw couponNotFound(`coupon copy ${couponUserId}`);
    const [coupon] = await toMyCoupons([row], now);
    return coupon!;
  }

  /**
   * Issues one copy in one transaction: the copy (one per member: the unique index answers 이미 받은 쿠폰입니다.),
   * then a slot off the issue limit (a conditional update, so never over the limit under any concurrency; none left
   * rolls the copy back). The copy is valid until min(validUntil, issuedAt + validDays).
   */
  async function issue(
    coupon: CouponRow,
    userId: number,
    now: Date,
    route: IssueRoute,
    bulkCodeId?: number,
  ): Promise<number> {
    const refusal = issueRefusal(coupon, now, route);
    if (refusal) throw refusal;
    return db.transaction(async (tx) => {
      // A bulk offline code is good once: taken first, given back with the rest when the copy cannot be issued.
      if (bulkCodeId !== undefined && !(await claimBulkCode(tx, bulkCodeId, userId, now))) throw codeUsed();
      const id = await insertCopy(tx, {
        couponId: coupon.id,
        userId,
        issuedAt: now,
        validUntil: copyValidUntil(coupon, now),
      });
      if (id === undefined) throw alreadyIssued(coupon.id);
      if (!(await takeIssueSlot(tx, coupon.id))) throw soldOut(coupon.id);
      return id;
    });
  }

  /** Issues every coupon of `candidates` the member does not hold yet, each in its own transaction. */
  async function issueAll(candidates: readonly CouponRow[], userId: number, now: Date): Promise<CouponsIssued> {
    const held = await findHeldCouponIds(
      db,
      userId,
      candidates.map((coupon) => coupon.id),
    );
    const issuedIds: number[] = [];
    for (const coupon of candidates) {
      if (held.has(coupon.id) || isSoldOut(coupon) || issueRefusal(coupon, now, "download")) continue;
      try {
        issuedIds.push(await issue(coupon, userId, now, "download"));
      } catch (error) {
        // Taken by a race (the last copy, or the same member's other tab): the others are still given.
        if (error instanceof ApiError && error.status === 409) continue;
        throw error;
      }
    }
    const list = issuedIds.length > 0 ? await toMyCoupons(await copiesByIds(issuedIds), now) : [];
    return {
      message: list.length > 0 ? couponsIssuedMessage(list.length) : NO_COUPON_TO_DOWNLOAD_MESSAGE,
      issuedCount: list.length,
      list,
    };
  }

  async function copiesByIds(ids: readonly number[]): Promise<CopyRow[]> {
    const rows = await Promise.all(ids.map((id) => findCopyById(db, id)));
    return rows.filter((row): row is CopyRow => row !== undefined);
  }

  async function findCouponOrBulkCode(
    code: string,
  ): Promise<{ coupon: CouponRow; codeId?: number; used: boolean } | undefined> {
    const coupon = await findCouponByCode(db, code);
    if (coupon) return { coupon, used: false };
    const bulk = await findCouponOfBulkCode(db, code);
    return bulk ? { coupon: bulk.coupon, codeId: bulk.codeId, used: bulk.usedAt !== null } : undefined;
  }

  async function issueByCode(code: string, who: CodeTry): Promise<CouponIssued> {
    const userId = who.userId;
    const now = new Date();
    // A wrong code counts towards the throttle: codes are short enough to be found by trying (COUPON_CODE_THROTTLE).
    // The coupon's own code (printed or sent by link), else one of the codes made in bulk in the back office.
    const found = await tryCode(who, findCouponOrBulkCode(code));
    if (!found) {
      throw new ApiError(404, "NOT_FOUND", COUPON_CODE_NOT_FOUND_MESSAGE, "no coupon with that code");
    }
    if (found.used) throw codeUsed();
    const id = await issue(found.coupon, userId, now, "code", found.codeId);
    return { message: COUPON_ISSUED_MESSAGE, coupon: await myCopy(id, now) };
  }

  /** The displayed item's id and seller, or the catalog's 404. */
  async function itemOf(key: { itemUserCode: string } | { id: number }) {
    const [card] =
      "id" in key ? await catalog.listItemCardsByIds([key.id]) : await catalog.listItemCardsByCodes([key.itemUserCode]);
    if (!card) await catalog.requireDisplayedItem(key);
    return { itemId: card!.itemId, sellerId: card!.sellerId };
  }

  return {
    // ---- The shop's pages ----

    /** GET /api/coupon/download-coupons: coupons open for download now, each marked when the member holds it. */
    async listDownloadable(
      userId: number | null,
      query: PageRequest & { couponType?: CouponType | undefined },
    ): Promise<DownloadCouponList> {
      const now = new Date();
      const { rows, total } = await findOpenCouponPage(db, now, { kind: query.couponType }, pageWindow(query));
      const held =
        userId === null
          ? new Set<number>()
          : await findHeldCouponIds(
              db,
              userId,
              rows.map((row) => row.id),
            );
      return { list: await toDownloadable(rows, held), pagination: paginationOf(query, total) };
    },

    /** GET /api/item/{itemUserCode}/coupons: item coupons open now for every item, the item's seller, or the item. */
    async listForItem(userId: number | null, itemUserCode: string): Promise<ItemCouponList> {
      const now = new Date();
      const item = await itemOf({ itemUserCode });
      const rows = await findOpenCoupons(db, now, { forItem: item });
      const held =
        userId === null
          ? new Set<number>()
          : await findHeldCouponIds(
              db,
              userId,
              rows.map((row) => row.id),
            );
      const list = await toDownloadable(rows, held);
      return { list, downloadableCount: list.filter((coupon) => !coupon.downloaded && !coupon.soldOut).length };
    },

    /** POST /api/coupon/download: one coupon of the download corner or an item page. */
    async download(userId: number, couponId: number): Promise<CouponIssued> {
      const now = new Date();
      const coupon = await findCouponById(db, couponId);
      if (!coupon) throw couponNotFound(`coupon ${couponId}`);
      const id = await issue(coupon, userId, now, "download");
      return { message: COUPON_ISSUED_MESSAGE, coupon: await myCopy(id, now) };
    },

    /** POST /api/coupon/download-all-coupons: every coupon of the download corner the member can still get. */
    async downloadAll(userId: number): Promise<CouponsIssued> {
      const now = new Date();
      return issueAll(await findOpenCoupons(db, now, {}), userId, now);
    },

    /** POST /api/item/download-all-coupons: every item coupon of an item page the member can still get. */
    async downloadAllForItem(userId: number, itemId: number): Promise<CouponsIssued> {
      const now = new Date();
      const item = await itemOf({ id: itemId });
      return issueAll(await findOpenCoupons(db, now, { forItem: item }), userId, now);
    },

    /** POST /api/coupon/download-coupon-link: the coupon of a code sent by link (downloadable or not). */
    downloadByLink(who: CodeTry, code: string): Promise<CouponIssued> {
      return issueByCode(code, who);
    },

    /** GET /api/coupon/exchange-offline-coupon: exchanges a paper coupon's code for the coupon. */
    exchangeOffline(who: CodeTry, code: string): Promise<CouponIssued> {
      return issueByCode(code, who);
    },

    /** GET /api/coupon: the member's coupons, active or inactive (used, expired), paged. */
    async listMine(userId: number, query: MyCouponQuery): Promise<MyCouponList> {
      const now = new Date();
      const kind = query.couponType;
      const [rows, counts] = await Promise.all([
        findCopyPage(db, userId, now, { status: query.status, kind }, pageWindow(query)),
        countCopiesByStatus(db, userId, now, kind),
      ]);
      return {
        list: await toMyCoupons(rows, now),
        pagination: paginationOf(query, counts[query.status]),
        counts,
      };
    },

    /** GET /api/coupon/shipping-coupons: the member's usable shipping coupons. */
    async listMyShippingCoupons(userId: number): Promise<{ list: MyCoupon[] }> {
      const now = new Date();
      return { list: await toMyCoupons(await findActiveCopies(db, userId, now, "shipping"), now) };
    },

    /** GET /api/coupon/applies-to/{couponId}/coupon-user: what the member's copy of a coupon may be used on. */
    async describeAppliesTo(userId: number, couponId: number): Promise<CouponAppliesToResponse> {
      const now = new Date();
      const row = await findCopyOfCoupon(db, userId, couponId);
      if (!row) throw notMine(`copy of coupon ${couponId}`);
      const [coupon] = await toMyCoupons([row], now);
      const items = row.coupon.itemId === null ? [] : await catalog.listItemCardsByIds([row.coupon.itemId]);
      return { coupon: coupon!, items };
    },

    /** Usable item and shipping coupons the member holds (the my-page summary's couponCount, shippingCouponCount). */
    countUsable(userId: number, now = new Date()) {
      return countActiveCopiesByKind(db, userId, now);
    },

    /** Usable coupons whose validity ends within `days` (GET /api/mypage/coupon-and-point: 7일 이내 만료 예정). */
    countExpiringSoon(userId: number, now = new Date(), days = COUPON_EXPIRING_WITHIN_DAYS) {
      return countActiveCopiesEndingBy(db, userId, now, new Date(now.getTime() + days * DAY_MS));
    },

    /**
     * The welcome gift's coupons (WELCOME_COUPON_NAMES) issued to a new member inside the join's transaction. A
     * welcome coupon that is missing, outside its period or used up is skipped: the join never fails for a gift.
     */
    async grantWelcomeCoupons(tx: Tx, userId: number, now: Date): Promise<number> {
      let granted = 0;
      for (const coupon of await findActiveCouponsByName(tx, WELCOME_COUPON_NAMES)) {
        if (issueRefusal(coupon, now, "code")) continue;
        if (!(await takeIssueSlot(tx, coupon.id))) continue;
        const id = await insertCopy(tx, {
          couponId: coupon.id,
          userId,
          issuedAt: now,
          validUntil: copyValidUntil(coupon, now),
        });
        if (id !== undefined) granted++;
      }
      return granted;
    },

    // ---- For the roulette module (decision 047) ----

    /**
     * The coupons of roulette prizes: each one's name and benefit, and whether a copy could be issued now (open, not
     * used up, and, for a member, not held yet: one copy per member).
     */
    async describeForPrizes(
      executor: Db | Tx,
      couponIds: readonly number[],
      userId: number | null,
      now: Date,
    ): Promise<Map<number, { name: string; benefit: string; issuable: boolean }>> {
      const ids = [...new Set(couponIds)];
      const rows = (await Promise.all(ids.map((id) => findCouponById(executor, id)))).filter(
        (row): row is CouponRow => row !== undefined,
      );
      const held = userId === null ? new Set<number>() : await findHeldCouponIds(executor, userId, ids);
      return new Map(
        rows.map((coupon) => [
          coupon.id,
          {
            name: coupon.name,
            benefit: couponBenefitText(coupon),
            issuable: !issueRefusal(coupon, now, "code") && !isSoldOut(coupon) && !held.has(coupon.id),
          },
        ]),
      );
    },

    /**
     * Issues a prize's copy inside the roulette's transaction, in a savepoint: a copy that cannot be issued (held
     * already, the last one taken meanwhile) leaves nothing behind and answers undefined.
     */
    async issueForPrize(tx: Tx, couponId: number, userId: number, now: Date): Promise<number | undefined> {
      const coupon = await findCouponById(tx, couponId);
      if (!coupon || issueRefusal(coupon, now, "code")) return undefined;
      try {
        return await tx.transaction(async (savepoint) => {
          const id = await insertCopy(savepoint, {
            couponId,
            userId,
            issuedAt: now,
            validUntil: copyValidUntil(coupon, now),
          });
          if (id === undefined) throw alreadyIssued(couponId);
          if (!(await takeIssueSlot(savepoint, couponId))) throw soldOut(couponId);
          return id;
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return undefined;
        throw error;
      }
    },

    // ---- For the order module (checkout) ----

    /** The member's unused copies valid at `now`, as core Coupons with their restriction (what checkout offers). */
    async usableForOrder(userId: number, now: Date): Promise<OrderCoupon[]> {
      return (await findActiveCopies(db, userId, now)).map(toOrderCoupon);
    },

    /**
     * Locks the member's copies of these ids (FOR UPDATE) until the order's transaction ends, and answers them in the
     * order asked (used ones included: core's applyCoupons refuses them). A copy that is unknown or another member's
     * is a 404 보유하지 않은 쿠폰입니다.
     */
    async lockForOrder(tx: Tx, userId: number, couponUserIds: readonly number[]): Promise<OrderCoupon[]> {
      const ids = [...new Set(couponUserIds)];
      if (ids.length === 0) return [];
      const rows = await lockCopies(tx, ids);
      const byId = new Map(rows.filter((row) => row.userId === userId).map((row) => [row.couponUserId, row]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) throw notMine(`coupon copies ${missing.join(", ")}`);
      return ids.map((id) => toOrderCoupon(byId.get(id)!));
    },

    /**
     * Marks the copies used by the order at `now`. A copy already used (by this or another order) refuses the whole
     * call with 409 이미 사용한 쿠폰입니다.: let it end the order's transaction.
     */
    async markUsed(tx: Tx, couponUserIds: readonly number[], orderId: number, now: Date): Promise<void> {
      const ids = [...new Set(couponUserIds)];
      if (ids.length === 0) return;
      const marked = await markCopiesUsed(tx, ids, orderId, now);
      if (marked.length !== ids.length) {
        const used = ids.filter((id) => !marked.includes(id));
        throw new ApiError(409, "COUPON_USED", COUPON_USED_MESSAGE, `coupon copies ${used.join(", ")} already used`);
      }
    },

    /** Gives back the copies a cancelled or failed order used (unused again, still within their own validity). */
    releaseForOrder(tx: Tx, orderId: number): Promise<number> {
      return releaseCopiesOfOrder(tx, orderId);
    },

    /** Gives back these copies of those an order used (a partial cancel's lines and emptied boxes). */
    releaseForClaim(tx: Tx, orderId: number, couponUserIds: readonly number[]): Promise<number> {
      return releaseCopiesOfOrderLines(tx, orderId, couponUserIds);
    },

    /** Whether a coupon may be used on a line (an item of a seller) or a seller's box: see couponAppliesTo. */
    appliesTo(coupon: CouponRestriction, line: { itemId?: number; sellerId: number }): boolean {
      return couponAppliesTo(coupon, line);
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
