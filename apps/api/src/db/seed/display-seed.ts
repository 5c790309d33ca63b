import { tz } from "@date-fns/tz";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { addDays, format } from "date-fns";
import { and, asc, count, eq, gt, inArray, like, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.js";
import { items, sellerBrands } from "../schema/catalog.js";
import {
  designatedItems,
  displayBlockItems,
  displayBlockSections,
  displayBlocks,
  eventItems,
  eventReplies,
  events,
  featuredBrands,
  mainBanners,
  outletItems,
  sellerNotices,
  sellerShippingPolicies,
  styleBookItems,
  styleBooks,
} from "../schema/display.js";
import { DEMO_EPOCH } from "./catalog-data.js";
import { bannerImageUrl, buildEvent, buildMainBanner, buildStyleBook } from "./display.factory.js";
import {
  BLOCK_SEEDS,
  CONTENT_PICKS,
  EVENT_REPLY_SEEDS,
  EVENT_SEEDS,
  FEATURED_BRAND_SEEDS,
  kst,
  MAIN_BANNER_SEEDS,
  MD_GROUPS,
  SELLER_NOTICE_SEEDS,
  SHIPPING_POLICY_SEEDS,
  STYLE_BOOK_SEEDS,
} from "./display-seed-content.js";

// Curated picks are chosen from the demo catalog by rules, taking the first displayed matches by
// item code: item n is the same at any catalog size, so the picks are too (decision 005).

/** Rules that choose items, and how many each takes. */
const PICKS: Record<string, { where: SQL; limit: number }> = {
  "dry-aging": {
    where: and(
      eq(items.livestock, "hanwoo"),
      inArray(items.grade, ["1++", "1+"]),
      inArray(items.cutName, ["등심", "채끝", "안심", "살치살", "갈비살"]),
    )!,
    limit: 8,
  },
  pb: { where: eq(items.livestock, "pb"), limit: 8 },
  "own-processed": {
    where: and(eq(items.sellerId, OWN_SELLER_ID), eq(items.livestock, "meat-processing-private"))!,
    limit: 6,
  },
  fresh: { where: eq(items.livestock, "fresh"), limit: 8 },
  safety: {
    where: and(
      eq(items.sellerId, OWN_SELLER_ID),
      inArray(items.livestock, ["hanwoo", "handon"]),
      ne(items.traceNumber, ""),
    )!,
    limit: 8,
  },
  "hanwoo-gift": { where: and(eq(items.livestock, "hanwoo"), like(items.cutName, "%선물세트"))!, limit: 8 },
  "handon-gift": { where: and(eq(items.livestock, "handon"), like(items.cutName, "%선물세트"))!, limit: 4 },
  "special-price": { where: and(gt(items.specialSalePrice, 0), gt(items.stock, 0))!, limit: 6 },
  "handon-grill": {
    where: and(eq(items.livestock, "handon"), inArray(items.cutName, ["삼겹살", "목살", "항정살"]))!,
    limit: 4,
  },
  "soup-cuts": {
    where: and(eq(items.livestock, "hanwoo"), inArray(items.cutName, ["양지", "사태", "꼬리반골"]))!,
    limit: 4,
  },
  "easy-meal": { where: inArray(items.livestock, ["meat-processing", "pb"]), limit: 4 },
  party: { where: inArray(items.cutName, ["갈비살", "한돈 양념갈비", "소시지", "수제 소시지"]), limit: 6 },
  "top-sirloin": {
    where: and(eq(items.livestock, "hanwoo"), eq(items.grade, "1++"), eq(items.cutName, "등심"))!,
    limit: 1,
  },
  "pork-belly": { where: and(eq(items.livestock, "handon"), eq(items.cutName, "삼겹살"))!, limit: 1 },
  "chicken-breast": { where: eq(items.cutName, "닭가슴살"), limit: 1 },
  "beef-jerky": { where: eq(items.cutName, "한우 육포"), limit: 1 },
  "near-expiry": { where: and(inArray(items.livestock, ["meat-processing", "pb"]), gt(items.stock, 0))!, limit: 6 },
  designated: {
    where: and(
      inArray(items.livestock, ["hanwoo", "handon"]),
      sql`${items.weightGrams} >= 1000`,
      sql`${items.cutName} not like '%선물세트'`,
    )!,
    limit: 12,
  },
};

async function pickItemIds(tx: Tx, pick: string): Promise<number[]> {
  const rule = PICKS[pick];
  if (!rule) throw new Error(`no item pick rule ${pick}`);
  const rows = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.displayed, true), rule.where))
    .orderBy(asc(items.itemUserCode))
    .limit(rule.limit);
  return rows.map((row) => row.id);
}

async function pickItemIdsByCuts(tx: Tx, livestock: string, cuts: readonly string[], limit: number) {
  const rows = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.displayed, true), eq(items.livestock, livestock), inArray(items.cutName, [...cuts])))
    .orderBy(asc(items.itemUserCode))
    .limit(limit);
  return rows.map((row) => row.id);
}

const KST = tz("Asia/Seoul");

async function seedBlocks(tx: Tx) {
  await tx
    .insert(displayBlocks)
    .values(
      BLOCK_SEEDS.map((block) => ({
        code: block.code,
        title: block.title,
        subTitle: block.subTitle,
        description: block.description,
        imageUrl: block.hero ? bannerImageUrl("display", block.code) : "",
        theme: block.theme,
        backgroundColor: block.backgroundColor,
        link: block.link,
        showOnMain: block.mainOrder !== null,
        sortOrder: block.mainOrder ?? 0,
        updatedAt: DEMO_EPOCH,
      })),
    )
    .onConflictDoNothing();
  const sections = BLOCK_SEEDS.flatMap((block) =>
    block.sections.map((section, i) => ({
      blockCode: block.code,
      sortOrder: i + 1,
      title: section.title,
      body: section.body,
    })),
  );
  if (sections.length > 0) await tx.insert(displayBlockSections).values(sections).onConflictDoNothing();

  const blockItems: (typeof displayBlockItems.$inferInsert)[] = [];
  for (const code of ["dry-aging", "pb", "fresh", "safety"] as const) {
    const blockCode = code === "fresh" ? "fresh-food" : code;
    for (const [sortOrder, itemId] of (await pickItemIds(tx, code)).entries()) {
      blockItems.push({ blockCode, itemId, sortOrder });
    }
  }
  // One running order across the MD tabs: the tabs come out in the order of their first item.
  let mdOrder = 0;
  for (const group of MD_GROUPS) {
    for (const itemId of await pickItemIds(tx, group.pick)) {
      blockItems.push({ blockCode: "md", groupKey: group.key, groupName: group.name, itemId, sortOrder: mdOrder++ });
    }
  }
  for (const [sortOrder, contentPick] of CONTENT_PICKS.entries()) {
    const [itemId] = await pickItemIds(tx, contentPick.pick);
    if (itemId !== undefined)
      blockItems.push({ blockCode: "cnts-picks", itemId, sortOrder, comment: contentPick.comment });
  }
  if (blockItems.length > 0) await tx.insert(displayBlockItems).values(blockItems).onConflictDoNothing();
}

async function seedBanners(tx: Tx) {
  await tx
    .insert(mainBanners)
    .values(MAIN_BANNER_SEEDS.map((banner, i) => buildMainBanner({ ...banner, sortOrder: i + 1 })))
    .onConflictDoNothing();
}

async function seedBrandsAndSellers(tx: Tx) {
  const brands = await tx
    .select({ id: sellerBrands.id, brandName: sellerBrands.brandName })
    .from(sellerBrands)
    .where(
      inArray(
        sellerBrands.brandName,
        FEATURED_BRAND_SEEDS.map((brand) => brand.brandName),
      ),
    );
  const idByName = new Map(brands.map((brand) => [brand.brandName, brand.id]));
  const featured = FEATURED_BRAND_SEEDS.flatMap((brand, i) => {
    const brandId = idByName.get(brand.brandName);
    return brandId === undefined ? [] : [{ brandId, headline: brand.headline, sortOrder: i + 1 }];
  });
  if (featured.length > 0) await tx.insert(featuredBrands).values(featured).onConflictDoNothing();

  await tx
    .insert(sellerShippingPolicies)
    .values([...SHIPPING_POLICY_SEEDS])
    .onConflictDoNothing();

  // Notices have no natural key: the demo notices go in only while there are none.
  const [existing] = await tx.select({ n: count() }).from(sellerNotices);
  if ((existing?.n ?? 0) === 0) {
    await tx.insert(sellerNotices).values(
      SELLER_NOTICE_SEEDS.map(([sellerId, title, at, pinned, content]) => ({
        sellerId,
        title,
        content,
        pinned,
        createdAt: kst(at),
      })),
    );
  }
}

async function seedOutletAndDesignated(tx: Tx) {
  const nearExpiry = await pickItemIds(tx, "near-expiry");
  if (nearExpiry.length > 0) {
    await tx
      .insert(outletItems)
      .values(
        nearExpiry.map((itemId, i) => ({
          itemId,
          // Best-before dates 70–120 days after the demo epoch, ten days apart.
          bestBefore: format(addDays(DEMO_EPOCH, 70 + i * 10, { in: KST }), "yyyy-MM-dd", { in: KST }),
          note: "유통기한 임박 상품으로 교환·반품이 제한됩니다.",
        })),
      )
      .onConflictDoNothing();
  }

  const designated = await pickItemIds(tx, "designated");
  if (designated.length > 0) {
    await tx
      .insert(designatedItems)
      .values(
        designated.map((itemId, i) => ({
          itemId,
          minOrderQuantity: i % 2 === 0 ? 10 : 5,
          unit: i % 3 === 0 ? "박스" : "팩",
          note: i % 2 === 0 ? "주 2회(화·금) 정기 출고" : "주문 다음 영업일 출고",
          sortOrder: i + 1,
        })),
      )
      .onConflictDoNothing();
  }
}

async function seedEvents(tx: Tx) {
  await tx
    .insert(events)
    .values(EVENT_SEEDS.map(({ groups: _groups, ...event }) => buildEvent({ ...event, createdAt: event.startAt })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: events.id, link: events.link })
    .from(events)
    .where(
      inArray(
        events.link,
        EVENT_SEEDS.map((event) => event.link),
      ),
    );
  const idByLink = new Map(rows.map((row) => [row.link, row.id]));

  const links: (typeof eventItems.$inferInsert)[] = [];
  for (const event of EVENT_SEEDS) {
    const eventId = idByLink.get(event.link)!;
    let sortOrder = 0;
    for (const group of event.groups) {
      for (const itemId of await pickItemIds(tx, group.pick)) {
        links.push({ eventId, itemId, groupName: group.name, sortOrder: sortOrder++ });
      }
    }
  }
  if (links.length > 0) await tx.insert(eventItems).values(links).onConflictDoNothing();

  for (const link of new Set(EVENT_REPLY_SEEDS.map(([eventLink]) => eventLink))) {
    const eventId = idByLink.get(link)!;
    // Replies have no natural key: an event's demo replies go in only while it has none.
    const [existing] = await tx.select({ n: count() }).from(eventReplies).where(eq(eventReplies.eventId, eventId));
    if ((existing?.n ?? 0) > 0) continue;
    await tx.insert(eventReplies).values(
      EVENT_REPLY_SEEDS.filter(([eventLink]) => eventLink === link).map(([, authorName, at, content]) => ({
        eventId,
        authorName,
        content,
        createdAt: kst(at),
      })),
    );
  }
}

async function seedStyleBooks(tx: Tx) {
  await tx
    .insert(styleBooks)
    .values(STYLE_BOOK_SEEDS.map(({ uses: _uses, ...book }) => buildStyleBook(book)))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: styleBooks.id, code: styleBooks.code })
    .from(styleBooks)
    .where(
      inArray(
        styleBooks.code,
        STYLE_BOOK_SEEDS.map((book) => book.code),
      ),
    );
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  const links: (typeof styleBookItems.$inferInsert)[] = [];
  for (const book of STYLE_BOOK_SEEDS) {
    const ids = await pickItemIdsByCuts(tx, book.uses.livestock, book.uses.cuts, book.uses.limit);
    for (const [sortOrder, itemId] of ids.entries()) {
      links.push({ styleBookId: idByCode.get(book.code)!, itemId, sortOrder });
    }
  }
  if (links.length > 0) await tx.insert(styleBookItems).values(links).onConflictDoNothing();
}

/**
 * Home blocks, main visuals, featured brands, sellers' shipping terms and notices, the outlet,
 * designated trade, events and style books. Idempotent by natural keys; runs after the catalog,
 * whose items it picks from.
 */
export async function seedDisplay(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedBlocks(tx);
    await seedBanners(tx);
    await seedBrandsAndSellers(tx);
    await seedOutletAndDesignated(tx);
    await seedEvents(tx);
    await seedStyleBooks(tx);
  });
}
