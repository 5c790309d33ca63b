import { tz } from "@date-fns/tz";
import { presentPrice } from "@shop/core/catalog/pricing";
import { formatWeight } from "@shop/core/format/number";
import { isValidBusinessNumber } from "@shop/core/validation/business-number";
import { addDays, addMonths, format, parseISO, subDays } from "date-fns";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { z } from "zod";
import { createRandom, hashString, type Random, seedFor } from "../../lib/random.js";
import type { Db, Tx } from "../client.js";
import {
  categories,
  experienceTeamReviews,
  itemImages,
  itemOptions,
  itemQnas,
  items,
  livestockKinds,
  sellerBrands,
  sellers,
  traceRecords,
} from "../schema/catalog.js";
import { addSearchVocabulary, itemSearchColumns } from "../search-index.js";
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
  OWN_SELLER_ID,
  SELLERS,
  SUB_TITLES,
  type UsageSpec,
} from "./catalog-data.js";
import {
  EXPERIENCE_REVIEW_TEMPLATES,
  EXPORTERS,
  FAMILY_NAMES,
  FARMS,
  IMPORT_ORIGIN_COUNTRY,
  type Place,
  PROCESSING_PLANTS,
  QNA_TEMPLATES,
  SLAUGHTERHOUSES,
} from "./item-detail-data.js";

// One set of factories for the demo data and the tests (STYLE rule 9): build* functions are
// pure and deterministic, create* functions insert one row for a test with sensible defaults.

export type NewItem = typeof items.$inferInsert;
export type NewItemImage = Omit<typeof itemImages.$inferInsert, "itemId">;
export type NewItemOption = Omit<typeof itemOptions.$inferInsert, "itemId">;
export type NewTraceRecord = typeof traceRecords.$inferInsert;
export type NewItemQna = Omit<typeof itemQnas.$inferInsert, "itemId">;
export type NewExperienceReview = Omit<typeof experienceTeamReviews.$inferInsert, "itemId">;
export type ItemRow = typeof items.$inferSelect;
type Executor = Db | Tx;

// Separate random streams: details added later never shift the draws that make item n itself.
const ITEM_STREAM = 1;
const QNA_STREAM = 2;
const EXPERIENCE_REVIEW_STREAM = 3;
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
    // The cooperative takes no commission from itself (docs/decisions/039); partners keep the column's 10 %.
    commissionRateBp: seller.id === OWN_SELLER_ID ? 0 : 1000,
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
  options: NewItemOption[];
  /** The sandbox registry's record of the item's 이력번호; null for items without one. */
  trace: NewTraceRecord | null;
  qnas: NewItemQna[];
  experienceReviews: NewExperienceReview[];
}

type OptionKind = "weight" | "wrapping" | "pack";

/**
 * The item's choices: the listed item as the first option, plus a double pack (5 % off the
 * second) or, for gift sets, gift wrapping. Option stock adds up to the item's stock.
 */
export function buildItemOptions(item: NewItem, kind: OptionKind): NewItemOption[] {
  const stock = item.stock ?? 0;
  const firstStock = Math.ceil(stock * 0.7);
  const price = presentPrice(item.salePrice, item.specialSalePrice ?? 0);
  const grams = item.weightGrams;
  const doubleDelta = Math.round((price * 0.95) / 100) * 100;
  const [group, first, second] =
    kind === "weight"
      ? ([
          "중량",
          weightLabel(grams),
          { name: `${weightLabel(grams * 2)} (${weightLabel(grams)} × 2팩)`, delta: doubleDelta, grams: grams * 2 },
        ] as const)
      : kind === "wrapping"
        ? (["포장", "기본 포장", { name: "보자기 선물 포장", delta: 5000, grams }] as const)
        : (["구성", "1팩", { name: "2팩 묶음", delta: doubleDelta, grams: grams * 2 }] as const);
  return [
    { groupName: group, name: first, priceDelta: 0, weightGrams: grams, stock: firstStock, sortOrder: 0 },
    {
      groupName: group,
      name: second.name,
      priceDelta: second.delta,
      weightGrams: second.grams,
      stock: stock - firstStock,
      sortOrder: 1,
    },
  ];
}

const shiftDate = (date: string, days: number) => format(addDays(parseISO(date), days), "yyyy-MM-dd");

/**
 * What the sandbox traceability registry holds for an item's 이력번호. Drawn from the number
 * itself (the same number always gives the same farm and plants); the dates are the item's.
 */
export function buildTraceRecord(item: NewItem): NewTraceRecord | null {
  const traceNumber = item.traceNumber;
  if (!traceNumber) return null;
  const random = createRandom(hashString(traceNumber));
  const slaughterDate = item.slaughterDate ?? null;
  const processDate = item.processDate ?? null;
  const plant = random.pick(PROCESSING_PLANTS);
  const common = {
    traceNumber,
    livestock: item.livestock,
    slaughterDate,
    processDate,
    inspectionResult: "합격",
    processingPlantName: plant.name,
    processingPlantAddress: plant.address,
    importDate: null,
  };
  const domestic = (farm: Place, speciesName: string, sex: string, birthDate: string | null) => {
    const slaughterhouse = random.pick(SLAUGHTERHOUSES);
    return {
      ...common,
      speciesName,
      sex,
      birthDate,
      originCountry: "대한민국",
      farmName: farm.name,
      farmAddress: farm.address,
      slaughterhouseName: slaughterhouse.name,
      slaughterhouseAddress: slaughterhouse.address,
      grade: item.grade ?? "",
      // Carcasses are graded the day after slaughter.
      gradeDate: slaughterDate && item.grade ? shiftDate(slaughterDate, 1) : null,
    };
  };
  const before = (date: string | null, months: number) =>
    date ? format(addMonths(parseISO(date), -months), "yyyy-MM-dd") : null;
  switch (item.livestock) {
    case "hanwoo":
      return domestic(
        random.pick(FARMS.hanwoo),
        "한우",
        random.pick(["거세", "암"]),
        before(slaughterDate, random.int(28, 32)),
      );
    case "handon":
      return domestic(random.pick(FARMS.handon), "돼지", random.pick(["거세", "암"]), before(slaughterDate, 6));
    case "poultry":
      return domestic(
        random.pick(FARMS.poultry),
        item.cutName.includes("오리") ? "오리" : "닭",
        "",
        slaughterDate ? shiftDate(slaughterDate, -random.int(32, 45)) : null,
      );
    case "imported": {
      const exporter = random.pick(EXPORTERS[item.origin] ?? EXPORTERS.미국산!);
      return {
        ...common,
        speciesName: "쇠고기",
        sex: "",
        birthDate: null,
        originCountry: IMPORT_ORIGIN_COUNTRY[item.origin] ?? item.origin.replace(/산$/, ""),
        farmName: exporter.name,
        farmAddress: exporter.address,
        slaughterhouseName: exporter.name,
        slaughterhouseAddress: exporter.address,
        grade: "",
        gradeDate: null,
        importDate: slaughterDate ? shiftDate(slaughterDate, random.int(20, 40)) : null,
      };
    }
    default: {
      // Own processed meat carries the lot's raw-material record.
      const hanwoo = item.cutName.includes("한우");
      return domestic(random.pick(hanwoo ? FARMS.hanwoo : FARMS.handon), hanwoo ? "한우" : "돼지", "", null);
    }
  }
}

const DEMO_EPOCH_SECONDS = Math.floor(DEMO_EPOCH.getTime() / 1000);

/** A date between the item's listing and the demo epoch. */
function dateAfter(random: Random, from: Date): Date {
  const start = Math.floor(from.getTime() / 1000);
  return new Date((start + Math.floor(random.next() * Math.max(1, DEMO_EPOCH_SECONDS - start))) * 1000);
}

function maskedName(random: Random): string {
  return `${random.pick(FAMILY_NAMES)}**`;
}

/** Questions about the item at `index` with the staff's answers (about a third of items have some). */
export function buildItemQnas(index: number, item: NewItem): NewItemQna[] {
  const random = createRandom(seedFor(QNA_STREAM, index));
  if (!random.chance(0.35)) return [];
  const listedAt = item.createdAt ?? DEMO_EPOCH;
  return Array.from({ length: random.int(1, 3) }, () => {
    const template = random.pick(QNA_TEMPLATES);
    const createdAt = dateAfter(random, listedAt);
    const answered = random.chance(0.8);
    return {
      userId: null,
      authorName: maskedName(random),
      title: template.title.replaceAll("{cut}", item.cutName),
      content: template.content.replaceAll("{cut}", item.cutName),
      secret: random.chance(0.15),
      answer: answered ? template.answer : null,
      answeredAt: answered ? new Date(Math.min(DEMO_EPOCH.getTime(), createdAt.getTime() + 86_400_000)) : null,
      createdAt,
    };
  });
}

/** Experience-team reviews of the item at `index` (about one item in eight has some). */
export function buildExperienceReviews(index: number, item: NewItem, imageUrl: string): NewExperienceReview[] {
  const random = createRandom(seedFor(EXPERIENCE_REVIEW_STREAM, index));
  if (!random.chance(0.12)) return [];
  const listedAt = item.createdAt ?? DEMO_EPOCH;
  return Array.from({ length: random.int(1, 3) }, () => {
    const template = random.pick(EXPERIENCE_REVIEW_TEMPLATES);
    return {
      authorName: maskedName(random),
      title: template.title.replaceAll("{cut}", item.cutName),
      content: template.content.replaceAll("{cut}", item.cutName),
      rating: random.chance(0.7) ? 5 : 4,
      imageUrls: random.chance(0.6) ? [imageUrl] : [],
      likeCount: random.int(0, 40),
      createdAt: dateAfter(random, listedAt),
    };
  });
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
    ...itemSearchColumns(name, brand.brandName),
  };
  const images = Array.from({ length: imageCount }, (_, i) => ({
    url: itemImageUrl(itemUserCode, i + 1),
    alt: i === 0 ? name : `${name} 상세 ${i + 1}`,
    sortOrder: i,
  }));
  const optionKind: OptionKind = leaf.cut.name.includes("선물세트") ? "wrapping" : isMeat ? "weight" : "pack";
  return {
    item,
    images,
    options: buildItemOptions(item, optionKind),
    trace: buildTraceRecord(item),
    qnas: buildItemQnas(index, item),
    experienceReviews: buildExperienceReviews(index, item, images[0]!.url),
  };
}

/** Livestock kinds, categories, sellers and brands; existing rows are left as they are. */
export async function insertReferenceData(db: Executor): Promise<void> {
  await db.insert(livestockKinds).values(buildLivestockRows()).onConflictDoNothing();
  await db.insert(categories).values(buildCategoryRows()).onConflictDoNothing();
  await db.insert(sellers).values(buildSellerRows()).onConflictDoNothing();
  await db.insert(sellerBrands).values(buildSellerBrandRows()).onConflictDoNothing();
}

// The id comes from its sequence and present_price is computed by the database.
const itemColumnNames = Object.entries(getTableColumns(items))
  .filter(([key, column]) => key !== "id" && !column.generated)
  .map(([key]) => toSnakeCase(key));
const itemColumnList = sql.raw(itemColumnNames.map((name) => `"${name}"`).join(", "));
const insertedCountSchema = z.object({ rows: z.array(z.object({ inserted: z.coerce.number() })).length(1) });

function snakeCaseRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[toSnakeCase(key)] = value;
  return out;
}

/** Rows of a child table keyed by the item's code, as one JSON parameter. */
function childRowsJson<T extends Record<string, unknown>>(
  batch: readonly BuiltItem[],
  rowsOf: (entry: BuiltItem) => readonly T[],
): string {
  return JSON.stringify(
    batch.flatMap((entry) =>
      rowsOf(entry).map((row) => ({ item_user_code: entry.item.itemUserCode, ...snakeCaseRow(row) })),
    ),
  );
}

/**
 * Inserts items with their images, options, Q&A, experience-team reviews and traceability
 * records, 1000 items per statement; an item whose itemUserCode exists is skipped together with
 * its rows (a trace number already registered keeps its record). Returns how many items were new.
 */
export async function insertItems(db: Executor, built: readonly BuiltItem[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < built.length; start += ROWS_PER_INSERT) {
    const batch = built.slice(start, start + ROWS_PER_INSERT);
    // Rows travel as one JSON parameter: Drizzle's per-value query building costs more than
    // the database's insert at this volume (measured at 100k items on PostgreSQL: 56 s against 22 s).
    const itemsJson = JSON.stringify(batch.map((entry) => snakeCaseRow(entry.item)));
    const imagesJson = childRowsJson(batch, (entry) => entry.images);
    const optionsJson = childRowsJson(batch, (entry) => entry.options);
    const qnasJson = childRowsJson(batch, (entry) => entry.qnas);
    const reviewsJson = childRowsJson(batch, (entry) => entry.experienceReviews);
    const tracesJson = JSON.stringify(batch.flatMap((entry) => (entry.trace ? [snakeCaseRow(entry.trace)] : [])));
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
      ), new_options as (
        insert into ${itemOptions} (item_id, group_name, name, price_delta, weight_grams, stock, sort_order)
        select n.id, o.group_name, o.name, o.price_delta, o.weight_grams, o.stock, o.sort_order
        from json_to_recordset(${optionsJson}::json) as o(item_user_code text, group_name text, name text,
          price_delta integer, weight_grams integer, stock integer, sort_order smallint)
        join new_items n on n.item_user_code = o.item_user_code
        returning 1
      ), new_qnas as (
        insert into ${itemQnas} (item_id, user_id, author_name, title, content, secret, answer, answered_at, created_at)
        select n.id, q.user_id, q.author_name, q.title, q.content, q.secret, q.answer, q.answered_at, q.created_at
        from json_to_recordset(${qnasJson}::json) as q(item_user_code text, user_id integer, author_name text,
          title text, content text, secret boolean, answer text, answered_at timestamptz, created_at timestamptz)
        join new_items n on n.item_user_code = q.item_user_code
        returning 1
      ), new_reviews as (
        insert into ${experienceTeamReviews} (item_id, author_name, title, content, rating, image_urls, like_count, created_at)
        select n.id, r.author_name, r.title, r.content, r.rating, r.image_urls, r.like_count, r.created_at
        from json_to_recordset(${reviewsJson}::json) as r(item_user_code text, author_name text, title text,
          content text, rating smallint, image_urls text[], like_count integer, created_at timestamptz)
        join new_items n on n.item_user_code = r.item_user_code
        returning 1
      ), new_traces as (
        insert into ${traceRecords}
        select * from json_populate_recordset(null::trace_records, ${tracesJson}::json)
        on conflict (trace_number) do nothing
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

/**
 * Starts the `T…` numbering again. The API tests share one module graph per worker (vitest `isolate: false`), so
 * each test file resets it before it runs: a file's created items then get the same codes and demo values whichever
 * files ran before it in that worker (apps/api/src/test/per-file-setup.ts).
 */
export function resetTestItemSequence() {
  testSequence = 0;
}

export interface CreateItemOptions {
  /** The item's options; default: one option holding the whole stock. */
  options?: NewItemOption[];
}

/**
 * Inserts one displayed item (a demo item's values under a fresh `T…` code) with the overrides
 * applied, its search columns built from the final name and brand, one picture and its options.
 */
export async function createItem(
  db: Executor,
  overrides: Partial<NewItem> = {},
  extra: CreateItemOptions = {},
): Promise<ItemRow> {
  const n = nextTestNumber();
  const base = buildDemoItem(1_000_000 + (hashString(`test-item-${n}`) % 1_000_000)).item;
  const itemUserCode = overrides.itemUserCode ?? `T${String(n).padStart(7, "0")}`;
  const values: NewItem = { ...base, displayed: true, itemUserCode, ...overrides };
  const [brand] = await db
    .select({ brandName: sellerBrands.brandName })
    .from(sellerBrands)
    .where(eq(sellerBrands.id, values.brandId));
  if (!brand) throw new Error(`createItem: no brand ${values.brandId}`);
  const [row] = await db
    .insert(items)
    .values({ ...values, ...itemSearchColumns(values.name, brand.brandName) })
    .returning();
  await db
    .insert(itemImages)
    .values({ itemId: row!.id, url: itemImageUrl(itemUserCode, 1), alt: row!.name, sortOrder: 0 });
  const options = extra.options ?? [
    { groupName: "중량", name: weightLabel(row!.weightGrams), weightGrams: row!.weightGrams, stock: row!.stock },
  ];
  if (options.length > 0)
    await db.insert(itemOptions).values(options.map((option) => ({ ...option, itemId: row!.id })));
  await addSearchVocabulary(db, [values.name, brand.brandName]);
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

/** An item's option ids in display order (what a cart line is added with). */
export async function optionIdsOf(db: Executor, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: itemOptions.id })
    .from(itemOptions)
    .where(eq(itemOptions.itemId, itemId))
    .orderBy(itemOptions.sortOrder, itemOptions.id);
  return rows.map((row) => row.id);
}

/** Changes an existing item for a test: taken off the shop, repriced. */
export async function updateItem(
  db: Executor,
  itemId: number,
  changes: Partial<Pick<NewItem, "displayed" | "salePrice" | "specialSalePrice">>,
): Promise<void> {
  await db.update(items).set(changes).where(eq(items.id, itemId));
}

/** Sets one option's stock for a test, and its item's (the sum of its options'). */
export async function setOptionStock(db: Executor, optionId: number, stock: number): Promise<void> {
  const [option] = await db
    .update(itemOptions)
    .set({ stock })
    .where(eq(itemOptions.id, optionId))
    .returning({ itemId: itemOptions.itemId });
  if (!option) throw new Error(`setOptionStock: no option ${optionId}`);
  await db
    .update(items)
    .set({
      stock: sql`(select coalesce(sum(${itemOptions.stock}), 0) from ${itemOptions} where ${itemOptions.itemId} = ${option.itemId})`,
    })
    .where(eq(items.id, option.itemId));
}

/** One option's stock now, for a test (null for an unknown option). */
export async function optionStockOf(db: Executor, optionId: number): Promise<number | null> {
  const [row] = await db.select({ stock: itemOptions.stock }).from(itemOptions).where(eq(itemOptions.id, optionId));
  return row?.stock ?? null;
}
