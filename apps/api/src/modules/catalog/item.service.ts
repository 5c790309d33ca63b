import type { PageQuery } from "@shop/contracts/common";
import type { ItemCardList, ItemDetailResponse, TraceRecord } from "@shop/contracts/item";
import {
  DELIVERY_TYPE_NAMES,
  gradeBadges,
  marblingScore,
  priceBenefit,
  unitPriceNote,
} from "@shop/core/catalog/item-display";
import { unitPricePer100g } from "@shop/core/catalog/pricing";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { formatWeight } from "@shop/core/format/number";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { oncePerPageRender } from "../../lib/page-render.js";
import { hashString } from "../../lib/random.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import { type SvgImage, svgImage } from "../../lib/svg-image.js";
import { createTtlCache, noCache } from "../../lib/ttl-cache.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import { SHOP_SMS_PREFIX } from "../account/phone-verification.service.js";
import type { PushNotices } from "../app-push/app-push.service.js";
import type { WishlistService } from "../wishlist/wishlist.service.js";
import { type CatalogService, ITEM_NOT_FOUND_MESSAGE, ITEM_PAGE_TTL_MS } from "./catalog.service.js";
import { findExperienceReviewAuthor } from "./experience-review.repository.js";
import { renderGradeCertificate, renderSirloinImage } from "./grade-image.renderer.js";
import {
  addOptionStock,
  claimRestockWaiters,
  deleteRestockSubscription,
  findExperienceReview,
  findExperienceReviewPage,
  findItemDetail,
  findItemImages,
  findItemQnaPage,
  findItemRef,
  findLikedExperienceReviewIds,
  findPopularNeighbourIds,
  findTraceRecord,
  type ItemRef,
  isWaitingForRestock,
  lockItemStock,
  toggleExperienceReviewLike,
  upsertRestockSubscription,
} from "./item.repository.js";

const TRACE_NOT_FOUND_MESSAGE = "이력 정보가 없는 상품입니다.";
const GRADE_IMAGE_NOT_FOUND_MESSAGE = "등급 정보가 없는 상품입니다.";
const SECRET_QNA_TEXT = "비밀글입니다.";
const NOT_SOLD_OUT_MESSAGE = "판매 중인 상품은 재입고 알림을 신청할 수 없습니다.";
const REVIEW_NOT_FOUND_MESSAGE = "존재하지 않는 체험단 리뷰입니다.";
const OPTION_NOT_FOUND_MESSAGE = "존재하지 않는 상품 옵션입니다.";

/** The text a waiting member gets when the item is back. */
export function restockNoticeText(itemName: string, itemUserCode: string): string {
  return `${SHOP_SMS_PREFIX} 재입고 알림: ${itemName} 상품이 다시 입고되었습니다. /items/${itemUserCode}`;
}

export interface ItemServiceDeps {
  db: Db;
  catalog: CatalogService;
  wishlist: WishlistService;
  sms: SmsProvider;
  /** Where a failed restock text is reported (the app's logger). */
  logError: (error: unknown, context: Record<string, unknown>) => void;
  /** The app push of the restock notice (docs/decisions/046); sent in the background, never failing the write. */
  push?: Pick<PushNotices, "restocked">;
  /** The member's blocked authors (moderation module, decision 051): their 체험단 reviews are not listed to them. */
  blockedAuthorsOf?: (memberId: number) => Promise<readonly number[]>;
  /** false: the item's answer is read for every call (LIST_PAGE_CACHE), as the list pages are. */
  detailCache?: boolean;
  /** Milliseconds now; tests move it to expire the kept answers. */
  clock?: () => number;
}
/** The item's answer as a guest gets it: wished is false for a caller who is nobody. */
type GuestItemDetail = ItemDetailResponse & { wished: false };
/** Items whose answer is kept at once; past it the kept ones all go (a crawler's made-up codes are never kept). */
const MAX_CACHED_DETAILS = 5_000;

/** Cards under the item page's related and MD-pick rows. */
export const NEIGHBOUR_LIMIT = 8;

/** The marbling score of an item's carcass, when it is graded beef with a traceability number. */
function beefMarbling(item: { livestock: string; grade: string; traceNumber: string }): number | null {
  if (item.livestock !== "hanwoo" || item.traceNumber === "") return null;
  return marblingScore(item.grade, hashString(item.traceNumber));
}

/** The item page and what hangs off it (SPEC §7 Catalog: /api/item/{id} …). */
export function createItemService({
  db,
  catalog,
  wishlist,
  sms,
  logError,
  push,
  blockedAuthorsOf = async () => [],
  detailCache = true,
  clock = Date.now,
}: ItemServiceDeps) {
  // A guest's answer of the item is the same for every guest, so it is kept ITEM_PAGE_TTL_MS like a list page
  // (docs/decisions/056): a price or stock change shows within 2 s, a staff edit or a restock at once
  // (forgetCachedDetails). One object per kept entry, so the route's serializer writes its JSON once too. An unknown
  // item is never kept.
  const details =
    detailCache === false
      ? noCache<GuestItemDetail>()
      : createTtlCache<GuestItemDetail>(ITEM_PAGE_TTL_MS, MAX_CACHED_DETAILS, clock);

  async function requireItem(itemUserCode: string): Promise<ItemRef> {
    // The item page's sub-resources each ask for it: a page read asks the database once (lib/page-render.ts).
    const item = await oncePerPageRender(`itemRef ${itemUserCode}`, () => findItemRef(db, itemUserCode));
    if (!item) throw new ApiError(404, "NOT_FOUND", ITEM_NOT_FOUND_MESSAGE, `item ${itemUserCode} not found`);
    return item;
  }

  async function requireTrace(item: ItemRef) {
    const trace = item.traceNumber === "" ? undefined : await findTraceRecord(db, item.traceNumber);
    if (!trace) {
      throw new ApiError(404, "NOT_FOUND", TRACE_NOT_FOUND_MESSAGE, `item ${item.id} has no traceability record`);
    }
    return trace;
  }

  async function cards(ids: readonly number[]): Promise<ItemCardList> {
    return { list: await catalog.listItemCardsByIds(ids) };
  }

  /** Every display hint of SPEC §3 and the options the cart takes (the same for every caller). */
  async function readItemDetail(itemUserCode: string): Promise<GuestItemDetail> {
    const row = await findItemDetail(db, itemUserCode);
    if (!row) throw new ApiError(404, "NOT_FOUND", ITEM_NOT_FOUND_MESSAGE, `item ${itemUserCode} not found`);
    // The category tree is kept in process (catalog.service), so this is no round trip once warm.
    const category = await catalog.findCategoryPath(row.categoryId);
    const { images, options } = row;
    const benefit = priceBenefit(row.consumerPrice, row.salePrice, row.specialSalePrice);
    const deliveryType = row.deliveryType === 1 ? 1 : 2;
    return {
      item: {
        itemId: row.id,
        itemUserCode: row.itemUserCode,
        itemName: row.name,
        subTitle: row.subTitle,
        livestock: row.livestock,
        livestockName: row.livestockName,
        category: category ?? { id: row.categoryId, name: "", url: "", path: [] },
        brand: { brandId: row.brandId, brandName: row.brandName },
        seller: {
          sellerId: row.sellerId,
          sellerName: row.sellerName,
          ownBrand: row.sellerId === OWN_SELLER_ID,
          shippingCondition: row.shippingCondition,
          shippingFee: row.shippingFee,
          freeShippingThreshold: row.freeShippingThreshold,
        },
        cutName: row.cutName,
        origin: row.origin,
        storage: row.storage,
        weightGrams: row.weightGrams,
        weightLabel: formatWeight(row.weightGrams),
        consumerPrice: row.consumerPrice,
        presentPrice: row.presentPrice,
        discountRate: benefit.discountRate,
        benefit,
        unitPricePer100g: unitPricePer100g(row.presentPrice, row.weightGrams),
        unitPriceNote: unitPriceNote(row.presentPrice, row.weightGrams),
        traceNumber: row.traceNumber,
        processDate: row.processDate,
        slaughterDate: row.slaughterDate,
        grade: row.grade,
        gradeBadges: gradeBadges(row.livestock, row.grade),
        soldOut: row.stock <= 0,
        deliveryType,
        deliveryTypeName: DELIVERY_TYPE_NAMES[deliveryType],
        reviewCount: row.reviewCount,
        hasSirloinImage: beefMarbling(row) !== null && row.hasTrace,
        hasCertificateImage: row.grade !== "" && row.hasTrace,
        images: images.map((image) => ({ url: image.url, alt: image.alt })),
      },
      options: options.map((option) => ({
        optionId: option.id,
        groupName: option.groupName,
        name: option.name,
        priceDelta: option.priceDelta,
        price: Math.max(0, row.presentPrice + option.priceDelta),
        weightGrams: option.weightGrams,
        stock: option.stock,
        soldOut: option.stock <= 0,
      })),
      wished: false,
    };
  }

  return {
    /** Every display hint of SPEC §3 and the options the cart takes, with whether the viewing member wished it. */
    async getItemDetail(itemUserCode: string, viewerId: number | null): Promise<ItemDetailResponse> {
      if (viewerId === null) return details(itemUserCode, () => readItemDetail(itemUserCode));
      // A member reads the item fresh, so what they just did (a review written or deleted) shows at once.
      const detail = await readItemDetail(itemUserCode);
      return { ...detail, wished: await wishlist.isWished(viewerId, detail.item.itemId) };
    },

    /** Staff changed an item (in this process or another worker): its kept answer goes. */
    forgetCachedDetails() {
      details.clear();
    },

    /** Popular items of the same category, then of the same livestock, the item left out. */
    async listRelatedItems(itemUserCode: string): Promise<ItemCardList> {
      const item = await requireItem(itemUserCode);
      const sameCategory = await findPopularNeighbourIds(
        db,
        { categoryId: item.categoryId },
        { excludeIds: [item.id], inStockOnly: false, limit: NEIGHBOUR_LIMIT },
      );
      if (sameCategory.length >= NEIGHBOUR_LIMIT) return cards(sameCategory);
      const sameLivestock = await findPopularNeighbourIds(
        db,
        { livestock: item.livestock },
        { excludeIds: [item.id, ...sameCategory], inStockOnly: false, limit: NEIGHBOUR_LIMIT - sameCategory.length },
      );
      return cards([...sameCategory, ...sameLivestock]);
    },

    /** The seller's MD picks: its best-selling items in stock, the item left out. */
    async listMdPicks(itemUserCode: string): Promise<ItemCardList> {
      const item = await requireItem(itemUserCode);
      return cards(
        await findPopularNeighbourIds(
          db,
          { sellerId: item.sellerId },
          { excludeIds: [item.id], inStockOnly: true, limit: NEIGHBOUR_LIMIT },
        ),
      );
    },

    /** The gallery's pictures in order. */
    async listSlides(itemUserCode: string) {
      const item = await requireItem(itemUserCode);
      const images = await findItemImages(db, item.id);
      return { list: images.map((image, i) => ({ slideId: i + 1, url: image.url, alt: image.alt })) };
    },

    /** The traceability registry's record of the item's 이력번호. */
    async getTraceRecord(itemUserCode: string): Promise<{ trace: TraceRecord }> {
      const trace = await requireTrace(await requireItem(itemUserCode));
      const { livestock: _livestock, ...record } = trace;
      return { trace: record };
    },

    /** The marbling picture of graded beef. */
    async getSirloinImage(itemUserCode: string): Promise<SvgImage> {
      const item = await requireItem(itemUserCode);
      const score = beefMarbling(item);
      if (score === null) {
        throw new ApiError(404, "NOT_FOUND", GRADE_IMAGE_NOT_FOUND_MESSAGE, `item ${item.id} is not graded beef`);
      }
      await requireTrace(item);
      return svgImage(
        renderSirloinImage({
          traceNumber: item.traceNumber,
          itemName: item.name,
          grade: item.grade,
          marblingScore: score,
        }),
      );
    },

    /** The grade certificate of a graded carcass. */
    async getCertificateImage(itemUserCode: string): Promise<SvgImage> {
      const item = await requireItem(itemUserCode);
      if (item.grade === "") {
        throw new ApiError(404, "NOT_FOUND", GRADE_IMAGE_NOT_FOUND_MESSAGE, `item ${item.id} has no grade`);
      }
      const trace = await requireTrace(item);
      return svgImage(
        renderGradeCertificate({
          traceNumber: trace.traceNumber,
          itemName: item.name,
          speciesName: trace.speciesName,
          sex: trace.sex,
          grade: item.grade,
          gradeDate: trace.gradeDate,
          slaughterDate: trace.slaughterDate,
          slaughterhouseName: trace.slaughterhouseName,
          farmName: trace.farmName,
          marblingScore: beefMarbling(item),
        }),
      );
    },

    /** The item's questions, newest first; a secret one shows its text to its author only. */
    async listQnas(itemUserCode: string, page: PageQuery, viewerId: number | null) {
      const item = await requireItem(itemUserCode);
      const { rows, total } = await findItemQnaPage(db, item.id, pageWindow(page));
      return {
        list: rows.map((row) => {
          const hidden = row.secret && (viewerId === null || row.userId !== viewerId);
          const answered = row.answer !== null;
          return {
            qnaId: row.id,
            authorName: row.authorName,
            title: hidden ? SECRET_QNA_TEXT : row.title,
            content: hidden ? SECRET_QNA_TEXT : row.content,
            secret: row.secret,
            status: answered ? ("completed" as const) : ("waiting" as const),
            statusLabel: answered ? "답변완료" : "답변대기",
            answer: hidden ? null : row.answer,
            answeredAt: row.answeredAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
          };
        }),
        pagination: paginationOf(page, total),
      };
    },

    /**
     * The experience team's reviews of the item, newest first, with whether the viewer liked each; a member's blocked
     * authors' reviews are left out for them (decision 051).
     */
    async listExperienceReviews(itemUserCode: string, page: PageQuery, viewerId: number | null) {
      const [item, hiddenAuthorIds] = await Promise.all([
        requireItem(itemUserCode),
        viewerId === null ? [] : blockedAuthorsOf(viewerId),
      ]);
      const { rows, total } = await findExperienceReviewPage(db, item.id, pageWindow(page), hiddenAuthorIds);
      const ids = rows.map((row) => row.id);
      const liked = viewerId === null ? new Set<number>() : await findLikedExperienceReviewIds(db, viewerId, ids);
      return {
        list: rows.map((row) => ({
          reviewId: row.id,
          authorName: row.authorName,
          title: row.title,
          content: row.content,
          rating: row.rating,
          imageUrls: row.imageUrls,
          likeCount: row.likeCount,
          liked: liked.has(row.id),
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: paginationOf(page, total),
      };
    },

    /** Whether the caller waits for the item's stock (anonymous callers never do). */
    async getRestockState(itemUserCode: string, memberId: number | null) {
      const item = await requireItem(itemUserCode);
      const subscribed = memberId === null ? false : await isWaitingForRestock(db, item.id, memberId);
      return { subscribed, soldOut: item.stock <= 0 };
    },

    /** Starts or stops the member's wait for a sold-out item (stopping is allowed whatever the stock). */
    async setRestockSubscription(itemUserCode: string, memberId: number, subscribe: boolean) {
      const item = await requireItem(itemUserCode);
      if (!subscribe) {
        await deleteRestockSubscription(db, item.id, memberId);
        return { subscribed: false, soldOut: item.stock <= 0 };
      }
      if (item.stock > 0) {
        throw new ApiError(400, "NOT_SOLD_OUT", NOT_SOLD_OUT_MESSAGE, `item ${item.id} has stock ${item.stock}`);
      }
      await upsertRestockSubscription(db, item.id, memberId);
      return { subscribed: true, soldOut: true };
    },

    /**
     * Adds stock to one option of an item (a delivery came in, a cancelled order gave it back).
     * When the item had none, everyone waiting is marked told in the same transaction and texted
     * after it commits; a failed text is logged with the member, never undone.
     */
    async restockOption(itemUserCode: string, optionId: number, quantity: number) {
      const item = await requireItem(itemUserCode);
      const { stockBefore, waiters } = await db.transaction(async (tx) => {
        const before = await lockItemStock(tx, item.id);
        if (before === undefined || !(await addOptionStock(tx, item.id, optionId, quantity))) {
          throw new ApiError(404, "NOT_FOUND", OPTION_NOT_FOUND_MESSAGE, `option ${optionId} of item ${item.id}`);
        }
        return {
          stockBefore: before,
          waiters: before <= 0 && quantity > 0 ? await claimRestockWaiters(tx, item.id) : [],
        };
      });
      // The item's kept answers and guests' pages (here and in other workers) show it in stock again.
      announceShopChange({ kind: "catalog", itemIds: [item.id], itemUserCodes: [itemUserCode] });
      push?.restocked(
        waiters.map((waiter) => waiter.userId),
        { name: item.name, itemUserCode },
      );
      const text = restockNoticeText(item.name, itemUserCode);
      let notified = 0;
      for (const waiter of waiters) {
        if (!waiter.phoneNumber) continue;
        try {
          await sms.send(waiter.phoneNumber, text);
          notified++;
        } catch (error) {
          logError(error, { itemId: item.id, userId: waiter.userId, what: "restock text" });
        }
      }
      return { stock: stockBefore + quantity, notified };
    },

    /**
     * Who wrote an experience-team review and what, for a report or a block of its author (moderation module); the
     * member is null for a seeded review. Undefined for no such review.
     */
    async authorOfExperienceReview(
      reviewId: number,
    ): Promise<{ authorId: number | null; authorName: string; content: string } | undefined> {
      const row = await findExperienceReviewAuthor(db, reviewId);
      return (
        row && {
          authorId: row.userId,
          authorName: row.authorName,
          content: row.title ? `[${row.title}] ${row.content}` : row.content,
        }
      );
    },

    /** Likes an experience-team review of the item for the member, or takes the like back. */
    async toggleExperienceReviewLike(itemUserCode: string, reviewId: number, memberId: number) {
      const item = await requireItem(itemUserCode);
      if (!(await findExperienceReview(db, item.id, reviewId))) {
        throw new ApiError(404, "NOT_FOUND", REVIEW_NOT_FOUND_MESSAGE, `review ${reviewId} of item ${item.id}`);
      }
      return db.transaction((tx) => toggleExperienceReviewLike(tx, reviewId, memberId));
    },
  };
}

export type ItemService = ReturnType<typeof createItemService>;
