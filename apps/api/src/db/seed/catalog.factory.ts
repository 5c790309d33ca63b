import { tz } from "@date-fns/tz";
import { formatWeight } from "@shop/core/format/number";
import { isValidBusinessNumber } from "@shop/core/validation/business-number";
import { format, subDays } from "date-fns";
import { getTableColumns, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { z } from "zod";
import { createRandom, hashString, type Random, seedFor } from "../../lib/random.js";
import type { Db, Tx } from "../client.js";
import { categories, itemImages, items, livestockKinds, sellerBrands, sellers } from "../schema/catalog.js";
import {
  CATEGORY_TREE,
  type CutSpec,
  DEMO_CATEGORIES_UPDATED_AT,
  DEMO_EPOCH,
  GRADES,
  GROUP_WEIGHTS,
  type GroupSpec,
  IMPORTED_ORIGINS,
  LIVESTOCK_KINDS,
  type LivestockCode,
  SELLERS,
  SUB_TITLES,
  type UsageSpec,
} from "./catalog-data.js";

// One set of factories for the demo data and the tests (STYLE rule 9): build* functions are
// pure and deterministic, create* functions insert one row for a test with sensible defaults.

export type NewItem = typeof items.$inferInsert;
export type NewItemImage = Omit<typeof itemImages.$inferInsert, "itemId">;
export type ItemRow = typeof items.$inferSelect;
type Executor = Db | Tx;

const ITEM_STREAM = 1;
const DAY_MS = 86_400_000;
const KST = tz("Asia/Seoul");
const ROWS_PER_INSERT = 1000;

/** The 10-digit business number whose last digit satisfies the checksum of SPEC §5. */
export function withBusinessCheckDigit(firstNine: string): string {
  if (!/^\d{9}$/.test(firstNine)) throw new Error(`need nine digits, got ${firstNine}`);
  // Searching the ten candidates keeps the checksum in one place: core's validation rule.
  for (let digit = 0; digit <= 9; digit++) {
    if (isValidBusinessNumber(`${firstNine}${digit}`)) return `${firstNine}${digit}`;
  }
  throw new Error(`no check digit completes ${firstNine}`);
}

/** `G0000001` for index 0: the demo item's public code (what `/items/:id` carries). */
export function demoItemUserCode(index: number): string {
  return `G${String(index + 1).padStart(7, "0")}`;
}

export function itemImageUrl(itemUserCode: string, n: number): string {
  return `/images/items/${encodeURIComponent(itemUserCode)}/${n}.svg`;
}

export function buildLivestockRows(): (typeof livestockKinds.$inferInsert)[] {
  return LIVESTOCK_KINDS.map((kind, i) => ({ code: kind.code, name: kind.name, sortOrder: i + 1 }));
}

export interface CategoryLeaf {
  id: number;
  group: GroupSpec;
  usage: UsageSpec;
  cut: CutSpec;
  /** Livestock of the items in this leaf (the cut's own for a plain group). */
  livestock: LivestockCode;
}

/** Flattens CATEGORY_TREE into rows with positional ids (see catalog-data.ts). */
export function buildCategoryRows(): (typeof categories.$inferInsert)[] {
  const rows: (typeof categories.$inferInsert)[] = [];
  const common = { displayed: true, updatedAt: DEMO_CATEGORIES_UPDATED_AT };
  CATEGORY_TREE.forEach((group, g) => {
    const groupId = g + 1;
    rows.push({
      id: groupId,
      parentId: null,
      depth: 1,
      name: group.name,
      livestock: group.livestock,
      sortOrder: g + 1,
      ...common,
    });
    group.categories.forEach((usage, u) => {
      const usageId = groupId * 10 + u + 1;
      rows.push({
        id: usageId,
        parentId: groupId,
        depth: 2,
        name: usage.name,
        livestock: group.livestock,
        sortOrder: u + 1,
        ...common,
      });
      usage.cuts.forEach((cut, c) => {
        rows.push({
          id: groupId * 100 + (u + 1) * 10 + c + 1,
          parentId: usageId,
          depth: 3,
          name: cut.name,
          livestock: group.livestock,
          sortOrder: c + 1,
          ...common,
        });
      });
    });
  });
  return rows;
}

export function buildCategoryLeaves(): CategoryLeaf[] {
  return CATEGORY_TREE.flatMap((group, g) =>
    group.categories.flatMap((usage, u) =>
      usage.cuts.map((cut, c) => {
        const livestock = group.livestock || cut.livestock;
        if (!livestock) throw new Error(`cut ${cut.name} of a plain group needs a livestock`);
        return { id: (g + 1) * 100 + (u + 1) * 10 + c + 1, group, usage, cut, livestock };
      }),
    ),
  );
}

export function buildSellerRows(): (typeof sellers.$inferInsert)[] {
  return SELLERS.map((seller) => ({
    id: seller.id,
    name: seller.name,
    bossName: seller.bossName,
    businessNumber: withBusinessCheckDigit(seller.businessNumberStem),
    phone: seller.phone,
    address: seller.address,
    shippingCondition: `${(seller.freeShippingThreshold / 10_000).toLocaleString("ko-KR")}만원 이상 무료배송`,
    shippingFee: seller.shippingFee,
    freeShippingThreshold: seller.freeShippingThreshold,
    createdAt: new Date(DEMO_EPOCH.getTime() - 400 * DAY_MS),
  }));
}

/** Brand ids run 1… in SELLERS order. */
export function buildSellerBrandRows(): (typeof sellerBrands.$inferInsert)[] {
  let id = 0;
  return SELLERS.flatMap((seller) =>
    seller.brands.map((brand, i) => ({
      id: ++id,
      sellerId: seller.id,
      brandName: brand.brandName,
      livestock: brand.livestock,
      description: brand.description,
      sortOrder: i + 1,
    })),
  );
}

interface DemoPlan {
  leavesByGroup: Map<string, CategoryLeaf[]>;
  brandsByLivestock: Map<string, (typeof sellerBrands.$inferInsert)[]>;
  groupWeights: [string, number][];
}

let demoPlan: DemoPlan | undefined;
function plan(): DemoPlan {
  if (demoPlan) return demoPlan;
  const leavesByGroup = new Map<string, CategoryLeaf[]>();
  for (const leaf of buildCategoryLeaves()) {
    const list = leavesByGroup.get(leaf.group.livestock) ?? [];
    list.push(leaf);
    leavesByGroup.set(leaf.group.livestock, list);
  }
  const brandsByLivestock = new Map<string, (typeof sellerBrands.$inferInsert)[]>();
  for (const brand of buildSellerBrandRows()) {
    const list = brandsByLivestock.get(brand.livestock) ?? [];
    list.push(brand);
    brandsByLivestock.set(brand.livestock, list);
  }
  demoPlan = { leavesByGroup, brandsByLivestock, groupWeights: Object.entries(GROUP_WEIGHTS) };
  return demoPlan;
}

const livestockName = Object.fromEntries(LIVESTOCK_KINDS.map((kind) => [kind.code, kind.name])) as Record<
  LivestockCode,
  string
>;

const weightLabels = new Map<number, string>();
function weightLabel(grams: number): string {
  let label = weightLabels.get(grams);
  if (label === undefined) {
    label = formatWeight(grams);
    weightLabels.set(grams, label);
  }
  return label;
}

const roundTo100 = (won: number) => Math.max(100, Math.round(won / 100) * 100);

// Memoized: time-zone math per call dominated generating 100k items.
const kstDates = new Map<number, string>();
function kstDate(daysBeforeEpoch: number): string {
  let date = kstDates.get(daysBeforeEpoch);
  if (date === undefined) {
    date = format(subDays(DEMO_EPOCH, daysBeforeEpoch, { in: KST }), "yyyy-MM-dd", { in: KST });
    kstDates.set(daysBeforeEpoch, date);
  }
  return date;
}

function digits(random: Random, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

function pickGrade(random: Random, leaf: CategoryLeaf): { grade: string; factor: number } {
  const grades = GRADES[leaf.livestock];
  if (!grades) return { grade: "", factor: 1 };
  // Gift sets are packed from the top grades only.
  const pool = leaf.usage.usage === "" ? grades.slice(0, 2) : grades;
  const [grade, , factor] = random.weighted(pool.map((entry) => [entry, entry[1]] as const));
  return { grade, factor };
}

function itemName(leaf: CategoryLeaf, grade: string, origin: string, brandName: string, weight: string): string {
  const usage = leaf.usage.usage ? ` (${leaf.usage.usage})` : "";
  // "1++ 한우 …", "1+ 한돈 …" read as grades on their own; a bare "1" or "2" needs 등급.
  const prefix = grade === "" ? "" : /^\d$/.test(grade) ? `${grade}등급 ` : `${grade} `;
  switch (leaf.group.livestock) {
    case "hanwoo":
    case "handon":
      return `${prefix}${livestockName[leaf.livestock]} ${leaf.cut.name}${usage} ${weight}`;
    case "imported":
      return `${origin} ${leaf.cut.name}${usage} ${weight}`;
    case "poultry":
      return `국내산 ${leaf.cut.name} ${weight}`;
    case "":
      return `${prefix}${leaf.cut.name} ${weight}`;
    default:
      return `${brandName} ${leaf.cut.name} ${weight}`;
  }
}

function traceNumber(random: Random, livestock: LivestockCode): string {
  switch (livestock) {
    case "hanwoo":
      return `002${digits(random, 9)}`;
    case "handon":
      return `160${digits(random, 9)}`;
    case "imported":
      return `5${digits(random, 11)}`;
    case "poultry":
    case "meat-processing-private":
      return `${random.int(3, 4)}${digits(random, 11)}`;
    default:
      return "";
  }
}

function storageOf(random: Random, leaf: CategoryLeaf): string {
  switch (leaf.group.livestock) {
    case "imported":
      return random.chance(0.5) ? "냉동" : "냉장";
    case "pb":
      return "냉동";
    case "meat-processing":
    case "meat-processing-private":
      return random.chance(0.4) ? "냉동" : "냉장";
    case "fresh":
      return leaf.usage.name === "과일" ? "상온" : "냉장";
    default:
      return "냉장";
  }
}

export interface BuiltItem {
  item: NewItem;
  images: NewItemImage[];
}

/**
 * The demo item at `index`. Each index has its own random stream, so item n is the same whether
 * 360 or 100,000 items are generated, and a bigger seed extends a smaller one.
 */
export function buildDemoItem(index: number): BuiltItem {
  const random = createRandom(seedFor(ITEM_STREAM, index));
  const { leavesByGroup, brandsByLivestock, groupWeights } = plan();
  const group = random.weighted(groupWeights);
  const leaf = random.pick(leavesByGroup.get(group)!);
  const brand = random.pick(brandsByLivestock.get(leaf.livestock)!);
  const { grade, factor } = pickGrade(random, leaf);
  const weightGrams = random.pick(leaf.usage.weights);
  const origin =
    leaf.livestock === "imported"
      ? random.pick(IMPORTED_ORIGINS)
      : leaf.livestock === "hanwoo"
        ? "국내산(한우)"
        : leaf.livestock === "handon"
          ? "국내산(한돈)"
          : "국내산";

  const salePrice = roundTo100(((leaf.cut.pricePer100g * weightGrams) / 100) * factor * (0.9 + random.next() * 0.2));
  const consumerPrice = Math.max(salePrice + 100, roundTo100(salePrice * (1.1 + random.next() * 0.3)));
  const special = random.chance(0.15) ? roundTo100(salePrice * (0.8 + random.next() * 0.12)) : 0;
  const specialSalePrice = special > 0 && special < salePrice ? special : 0;

  const isMeat = ["hanwoo", "handon", "imported", "poultry", "meat-processing-private"].includes(leaf.livestock);
  const processDaysAgo = random.int(1, 10);
  const slaughterDate =
    leaf.livestock === "hanwoo" || leaf.livestock === "handon" || leaf.livestock === "poultry"
      ? kstDate(processDaysAgo + random.int(1, 5))
      : leaf.livestock === "imported"
        ? kstDate(processDaysAgo + random.int(30, 90))
        : null;
  // Raw meat mostly ships by the chilled fresh-logistics route; packaged goods mostly by parcel.
  const rawMeat = !["meat-processing", "pb", "fresh"].includes(leaf.group.livestock);
  const salesCount = Math.floor(random.next() ** 3 * 5000);
  const itemUserCode = demoItemUserCode(index);
  const name = itemName(leaf, grade, origin, brand.brandName, weightLabel(weightGrams));
  const imageCount = random.int(1, 3);

  const item: NewItem = {
    itemUserCode,
    name,
    subTitle: random.pick(SUB_TITLES[leaf.livestock]),
    sellerId: brand.sellerId,
    brandId: brand.id,
    categoryId: leaf.id,
    livestock: leaf.livestock,
    cutName: leaf.cut.name,
    grade,
    origin,
    storage: storageOf(random, leaf),
    weightGrams,
    consumerPrice,
    salePrice,
    specialSalePrice,
    traceNumber: traceNumber(random, leaf.livestock),
    processDate: isMeat || leaf.group.livestock === "meat-processing" ? kstDate(processDaysAgo) : null,
    slaughterDate,
    stock: random.chance(0.08) ? 0 : random.int(5, 500),
    deliveryType: random.chance(rawMeat ? 0.8 : 0.3) ? 1 : 2,
    salesCount,
    reviewCount: Math.floor(salesCount * random.next() * 0.1),
    displayed: !random.chance(0.03),
    createdAt: new Date(DEMO_EPOCH.getTime() - Math.floor(random.next() * 365 * 86_400) * 1000),
  };
  const images = Array.from({ length: imageCount }, (_, i) => ({
    url: itemImageUrl(itemUserCode, i + 1),
    alt: i === 0 ? name : `${name} 상세 ${i + 1}`,
    sortOrder: i,
  }));
  return { item, images };
}

/** Livestock kinds, categories, sellers and brands; existing rows are left as they are. */
export async function insertReferenceData(db: Executor): Promise<void> {
  await db.insert(livestockKinds).values(buildLivestockRows()).onConflictDoNothing();
  await db.insert(categories).values(buildCategoryRows()).onConflictDoNothing();
  await db.insert(sellers).values(buildSellerRows()).onConflictDoNothing();
  await db.insert(sellerBrands).values(buildSellerBrandRows()).onConflictDoNothing();
}

const itemColumnNames = Object.keys(getTableColumns(items))
  .filter((key) => key !== "id")
  .map((key) => toSnakeCase(key));
const itemColumnList = sql.raw(itemColumnNames.map((name) => `"${name}"`).join(", "));
const insertedCountSchema = z.object({ rows: z.array(z.object({ inserted: z.coerce.number() })).length(1) });

function snakeCaseRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[toSnakeCase(key)] = value;
  return out;
}

/**
 * Inserts items with their images, 1000 items per statement; an item whose itemUserCode exists is
 * skipped together with its images. Returns how many items were new.
 */
export async function insertItems(db: Executor, built: readonly BuiltItem[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < built.length; start += ROWS_PER_INSERT) {
    const batch = built.slice(start, start + ROWS_PER_INSERT);
    // Rows travel as one JSON parameter: Drizzle's per-value query building costs more than
    // the database's insert at this volume (measured at 100k items on PostgreSQL: 56 s against 22 s).
    const itemsJson = JSON.stringify(batch.map((entry) => snakeCaseRow(entry.item)));
    const imagesJson = JSON.stringify(
      batch.flatMap((entry) =>
        entry.images.map((image) => ({
          item_user_code: entry.item.itemUserCode,
          url: image.url,
          alt: image.alt,
          sort_order: image.sortOrder ?? 0,
        })),
      ),
    );
    const result = await db.execute(sql`
      with new_items as (
        insert into ${items} (${itemColumnList})
        select ${itemColumnList} from json_populate_recordset(null::items, ${itemsJson}::json)
        on conflict (item_user_code) do nothing
        returning id, item_user_code
      ), new_images as (
        insert into ${itemImages} (item_id, url, alt, sort_order)
        select n.id, i.url, i.alt, i.sort_order
        from json_to_recordset(${imagesJson}::json) as i(item_user_code text, url text, alt text, sort_order smallint)
        join new_items n on n.item_user_code = i.item_user_code
        returning 1
      )
      select count(*) as inserted from new_items`);
    inserted += insertedCountSchema.parse(result).rows[0]!.inserted;
  }
  return inserted;
}

// ---- Test factories: one row each, defaults from the demo generator, overrides win. ----

let testSequence = 0;
const nextTestNumber = () => ++testSequence;

/** Inserts one displayed item (a demo item's values under a fresh `T…` code) with the overrides applied. */
export async function createItem(db: Executor, overrides: Partial<NewItem> = {}): Promise<ItemRow> {
  const n = nextTestNumber();
  const base = buildDemoItem(1_000_000 + (hashString(`test-item-${n}`) % 1_000_000)).item;
  const itemUserCode = overrides.itemUserCode ?? `T${String(n).padStart(7, "0")}`;
  const [row] = await db
    .insert(items)
    .values({ ...base, displayed: true, itemUserCode, ...overrides })
    .returning();
  await db
    .insert(itemImages)
    .values({ itemId: row!.id, url: itemImageUrl(itemUserCode, 1), alt: row!.name, sortOrder: 0 });
  return row!;
}

/** Inserts one category; defaults to a displayed level-1 plain group. */
export async function createCategory(
  db: Executor,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const n = nextTestNumber();
  const [row] = await db
    .insert(categories)
    .values({
      id: 90_000 + n,
      parentId: null,
      depth: 1,
      name: `테스트 분류 ${n}`,
      livestock: "",
      sortOrder: 90,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts one seller with a valid business number. */
export async function createSeller(
  db: Executor,
  overrides: Partial<typeof sellers.$inferInsert> = {},
): Promise<typeof sellers.$inferSelect> {
  const n = nextTestNumber();
  const [row] = await db
    .insert(sellers)
    .values({
      id: 20_000_000 + n,
      name: `테스트상회 ${n}`,
      bossName: "홍길동",
      businessNumber: withBusinessCheckDigit(String(100_000_000 + n).slice(-9)),
      phone: "02-000-0000",
      address: "서울특별시 중구 세종대로 110",
      shippingCondition: "3만원 이상 무료배송",
      shippingFee: 3000,
      freeShippingThreshold: 30_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts one brand for a seller. */
export async function createSellerBrand(
  db: Executor,
  overrides: Partial<typeof sellerBrands.$inferInsert> & { sellerId: number },
): Promise<typeof sellerBrands.$inferSelect> {
  const n = nextTestNumber();
  const [row] = await db
    .insert(sellerBrands)
    .values({ id: 90_000 + n, brandName: `테스트브랜드 ${n}`, livestock: "hanwoo", sortOrder: 90, ...overrides })
    .returning();
  return row!;
}
