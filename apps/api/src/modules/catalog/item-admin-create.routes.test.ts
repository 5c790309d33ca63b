import { adminAuditListSchema } from "@shop/contracts/admin";
import { ADMIN_ITEM_MESSAGES, adminItemDetailSchema } from "@shop/contracts/admin-item";
import {
  ADMIN_ITEM_CREATE_MESSAGES,
  adminItemCreatedSchema,
  adminItemFormChoicesSchema,
  adminTraceRecordSchema,
} from "@shop/contracts/admin-item-create";
import { errorBodySchema } from "@shop/contracts/common";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import { sitemapItemsSchema, sitemapSchema } from "@shop/contracts/sitemap";
import { ITEM_PRICE_MESSAGES } from "@shop/core/catalog/item-price-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, itemImages, itemOptions, items, sellerBrands, traceRecords } from "../../db/schema/catalog.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// New items in the back office (issue 14 item 2, docs/decisions/043) through the real routes and database: the body's
// Korean refusals, the seller's scope, the traceability registry check on create and edit, the audit, and the item
// reaching the shop, its search and the sitemap at once.

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let seller: SignedInStaff;
const SELLER_ID = 10_000_001;
const OTHER_SELLER_ID = 10_000_002;
let hanwooBrand: { id: number; sellerId: number };
let otherBrand: { id: number; sellerId: number };
let hanwooCategory: number;
let traceSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
  cs = await signedInStaff(t, { role: "ROLE_CS" });
  seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: SELLER_ID });
  const brands = await t.db.select().from(sellerBrands);
  const mine = brands.find((row) => row.sellerId === SELLER_ID);
  const other = brands.find((row) => row.sellerId === OTHER_SELLER_ID);
  if (!mine || !other) throw new Error("seed brands missing");
  hanwooBrand = { id: mine.id, sellerId: SELLER_ID };
  otherBrand = { id: other.id, sellerId: OTHER_SELLER_ID };
  const [category] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.depth, 3), eq(categories.livestock, "hanwoo")))
    .limit(1);
  if (!category) throw new Error("no hanwoo category");
  hanwooCategory = category.id;
});
afterAll(() => t.close());

type Staff = SignedInStaff | null;
const call = (method: "GET" | "PUT" | "POST", url: string, staff: Staff, payload?: object) =>
  t.app.inject({ method, url, headers: staff ? staffBearer(staff) : {}, ...(payload ? { payload } : {}) });

/** A 12-digit number the registry holds for `livestock` (written for the test). */
async function registered(livestock: string): Promise<string> {
  traceSeq++;
  const traceNumber = `9${String(process.pid % 1000).padStart(3, "0")}${String(Date.now() % 1_000_000).padStart(6, "0")}${String(traceSeq).padStart(2, "0")}`;
  await t.db.insert(traceRecords).values({
    traceNumber,
    livestock,
    speciesName: livestock === "hanwoo" ? "한우" : "돼지",
    sex: "거세",
    birthDate: "2023-05-01",
    originCountry: "대한민국",
    farmName: "테스트 농장",
    farmAddress: "전라남도 장흥군",
    slaughterhouseName: "테스트 도축장",
    slaughterhouseAddress: "전라남도 나주시",
    slaughterDate: "2026-11-20",
    inspectionResult: "합격",
    grade: "1++",
    gradeDate: "2026-11-21",
    processingPlantName: "테스트 가공장",
    processingPlantAddress: "광주광역시",
    processDate: "2026-11-22",
    importDate: null,
  });
  return traceNumber;
}

let nameSeq = 0;
/** A valid new item body; `changes` replace its fields. */
async function newBody(changes: Record<string, unknown> = {}) {
  nameSeq++;
  return {
    sellerId: SELLER_ID,
    name: `등록 테스트 한우 등심 ${nameSeq}호 ${Date.now() % 100_000}`,
    subTitle: "마블링이 고운 1++ 등심",
    categoryId: hanwooCategory,
    brandId: hanwooBrand.id,
    livestock: "hanwoo",
    cutName: "등심",
    grade: "1++",
    origin: "국내산",
    storage: "냉장",
    weightGrams: 500,
    consumerPrice: 60_000,
    salePrice: 52_000,
    specialSalePrice: 0,
    deliveryType: 1,
    traceNumber: await registered("hanwoo"),
    processDate: "2026-11-22",
    slaughterDate: "2026-11-20",
    displayed: true,
    options: [
      { groupName: "중량", name: "500g", priceDelta: 0, weightGrams: 500, stock: 7 },
      { groupName: "중량", name: "1kg", priceDelta: 50_000, weightGrams: 1000, stock: 3 },
    ],
    ...changes,
  };
}

async function create(body: object, staff: Staff = admin) {
  const res = await call("POST", "/api/admin/items", staff, body);
  expect(res.statusCode, res.body).toBe(200);
  return adminItemCreatedSchema.parse(res.json());
}

async function refusal(body: object, staff: Staff = admin) {
  const res = await call("POST", "/api/admin/items", staff, body);
  expect(res.statusCode, res.body).toBe(400);
  return errorBodySchema.parse(res.json());
}

describe("POST /api/admin/items", () => {
  it("no session is 401, customer service 403", async () => {
    const body = await newBody();
    expect((await call("POST", "/api/admin/items", null, body)).statusCode).toBe(401);
    const res = await call("POST", "/api/admin/items", cs, body);
    expect(res.statusCode).toBe(403);
    expect(errorBodySchema.parse(res.json()).message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    expect((await call("GET", "/api/admin/items/form-choices", cs)).statusCode).toBe(403);
  });

  it("writes the item under a G code, its options and stock, a drawn picture and its audit entry", async () => {
    const body = await newBody();
    const created = await create(body);
    expect(created.itemUserCode).toBe(`G${String(created.itemId).padStart(7, "0")}`);

    const detail = adminItemDetailSchema.parse((await call("GET", `/api/admin/items/${created.itemId}`, admin)).json());
    expect(detail.item).toMatchObject({
      name: body.name,
      sellerId: SELLER_ID,
      salePrice: 52_000,
      presentPrice: 52_000,
      discountRate: 13,
      stock: 10,
      traceNumber: body.traceNumber,
      displayed: true,
    });
    expect(detail.options.map((option) => [option.name, option.priceDelta, option.stock])).toEqual([
      ["500g", 0, 7],
      ["1kg", 50_000, 3],
    ]);
    const images = await t.db.select().from(itemImages).where(eq(itemImages.itemId, created.itemId));
    expect(images.map((image) => image.url)).toEqual([`/images/items/${created.itemUserCode}/1.svg`]);
    const drawn = await t.app.inject({ method: "GET", url: images[0]!.url });
    expect(drawn.statusCode).toBe(200);

    const audit = adminAuditListSchema.parse(
      (await call("GET", `/api/admin/audit-logs?targetType=item&targetId=${created.itemId}`, admin)).json(),
    ).list;
    expect(audit.map((entry) => entry.action)).toEqual(["item.create"]);
    expect(audit[0]?.after).toMatchObject({ itemUserCode: created.itemUserCode, salePrice: 52_000, stock: 10 });
  });

  it("shows the new item on the shop's item page and in search at once", async () => {
    const body = await newBody({ name: `신규등록확인 한우 채끝 ${Date.now() % 100_000}` });
    // Warm the search cache first: the write must drop it.
    await t.app.inject({ method: "GET", url: `/api/search/result?query=${encodeURIComponent("신규등록확인")}` });
    const created = await create(body);
    const page = await t.app.inject({ method: "GET", url: `/api/item/${created.itemUserCode}` });
    expect(page.statusCode, page.body).toBe(200);
    const shown = itemDetailResponseSchema.parse(page.json());
    expect(shown.item.itemName).toBe(body.name);
    const search = await t.app.inject({
      method: "GET",
      url: `/api/search/result?query=${encodeURIComponent("신규등록확인")}`,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).toContain(created.itemUserCode);
  });

  it("a seller's staff always create for their own seller; another seller's brand is refused", async () => {
    const created = await create(await newBody({ sellerId: OTHER_SELLER_ID }), seller);
    const [row] = await t.db.select({ sellerId: items.sellerId }).from(items).where(eq(items.id, created.itemId));
    expect(row?.sellerId).toBe(SELLER_ID);
    const error = await refusal(await newBody({ brandId: otherBrand.id }), seller);
    expect(error.errors).toEqual([{ field: "brandId", message: ADMIN_ITEM_MESSAGES.brandNotSeller }]);
    // The choices a seller's staff see are their own.
    const choices = adminItemFormChoicesSchema.parse(
      (await call("GET", "/api/admin/items/form-choices", seller)).json(),
    );
    expect(choices.sellers.map((row) => row.sellerId)).toEqual([SELLER_ID]);
    expect(new Set(choices.brands.map((brand) => brand.sellerId))).toEqual(new Set([SELLER_ID]));
    const all = adminItemFormChoicesSchema.parse((await call("GET", "/api/admin/items/form-choices", admin)).json());
    expect(all.sellers.length).toBeGreaterThan(1);
    expect(all.categories.length).toBeGreaterThan(0);
    // A seller's item edited by another seller's staff is the same 404 as a made-up id.
    const other = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: OTHER_SELLER_ID });
    expect((await call("GET", `/api/admin/items/${created.itemId}`, other)).statusCode).toBe(404);
  });

  it.each([
    ["no name", { name: "  " }, "name", "상품명을(를) 입력해 주세요."],
    ["a sale price above the list price", { salePrice: 70_000 }, "salePrice", ITEM_PRICE_MESSAGES.saleAboveConsumer],
    [
      "a special price not below the sale price",
      { specialSalePrice: 52_000 },
      "specialSalePrice",
      ITEM_PRICE_MESSAGES.specialNotBelowSale,
    ],
    ["a price that is not a number", { consumerPrice: "abc" }, "consumerPrice", "정상가을(를) 숫자로 입력해 주세요."],
    ["no option", { options: [] }, "options", ADMIN_ITEM_CREATE_MESSAGES.optionsRequired],
    [
      "an option below 1 won",
      { options: [{ groupName: "중량", name: "500g", priceDelta: -52_000, weightGrams: 500, stock: 1 }] },
      "options.0.priceDelta",
      ADMIN_ITEM_CREATE_MESSAGES.optionPriceBelowOne,
    ],
    [
      "negative stock",
      { options: [{ groupName: "중량", name: "500g", priceDelta: 0, weightGrams: 500, stock: -1 }] },
      "options.0.stock",
      "재고는 0 이상의 정수로 입력해 주세요.",
    ],
    ["a short trace number", { traceNumber: "12345" }, "traceNumber", "이력번호는 숫자 12자리로 입력해 주세요."],
    ["no seller", { sellerId: undefined }, "sellerId", ADMIN_ITEM_CREATE_MESSAGES.sellerRequired],
    ["a made-up seller", { sellerId: 99_999_999 }, "sellerId", ADMIN_ITEM_CREATE_MESSAGES.sellerNotFound],
    ["a made-up category", { categoryId: 99_999_999 }, "categoryId", ADMIN_ITEM_MESSAGES.categoryNotFound],
    ["a made-up livestock kind", { livestock: "horse" }, "livestock", ADMIN_ITEM_MESSAGES.livestockNotFound],
    ["a bad date", { processDate: "2026-13-40" }, "processDate", "날짜 형식이 올바르지 않습니다."],
  ])("refuses %s in Korean on its field and writes nothing", async (_case, changes, field, message) => {
    const body = await newBody(changes);
    const before = await t.db.select({ id: items.id }).from(items).where(eq(items.name, body.name));
    const error = await refusal(body);
    expect(error.errors?.find((entry) => entry.field === field)?.message, JSON.stringify(error)).toBe(message);
    const after = await t.db.select({ id: items.id }).from(items).where(eq(items.name, body.name));
    expect(after.length).toBe(before.length);
  });

  it("refuses a trace number the registry does not know, or of another livestock kind", async () => {
    const unknown = await refusal(await newBody({ traceNumber: "000000000001" }));
    expect(unknown.errors).toEqual([{ field: "traceNumber", message: ADMIN_ITEM_CREATE_MESSAGES.traceNotFound }]);
    const pork = await registered("handon");
    const mismatch = await refusal(await newBody({ traceNumber: pork }));
    expect(mismatch.errors).toEqual([
      { field: "traceNumber", message: ADMIN_ITEM_CREATE_MESSAGES.traceLivestockMismatch },
    ]);
    // Goods without a number (processed food, gift sets) pass.
    await create(await newBody({ traceNumber: "" }));
  });
});

describe("the traceability check on edit and the look-up", () => {
  it("an edit to an unknown or mismatched number is refused; an unchanged number is not re-judged", async () => {
    const item = await createItem(t.db, { sellerId: SELLER_ID, brandId: hanwooBrand.id, traceNumber: "111111111111" });
    const { item: shown } = adminItemDetailSchema.parse(
      (await call("GET", `/api/admin/items/${item.id}`, admin)).json(),
    );
    const {
      itemId,
      itemUserCode,
      sellerId,
      sellerName,
      presentPrice,
      discountRate,
      stock,
      salesCount,
      reviewCount,
      createdAt,
      ...body
    } = shown;
    // The stored number (written before the check) does not block other edits.
    const rename = await call("PUT", `/api/admin/items/${item.id}`, admin, { ...body, subTitle: "부제목 수정" });
    expect(rename.statusCode, rename.body).toBe(200);

    const unknown = await call("PUT", `/api/admin/items/${item.id}`, admin, { ...body, traceNumber: "000000000002" });
    expect(unknown.statusCode).toBe(400);
    expect(errorBodySchema.parse(unknown.json()).errors).toEqual([
      { field: "traceNumber", message: ADMIN_ITEM_CREATE_MESSAGES.traceNotFound },
    ]);
    const other = await registered(shown.livestock === "handon" ? "hanwoo" : "handon");
    const mismatch = await call("PUT", `/api/admin/items/${item.id}`, admin, { ...body, traceNumber: other });
    expect(mismatch.statusCode).toBe(400);
    expect(errorBodySchema.parse(mismatch.json()).message).toBe(ADMIN_ITEM_CREATE_MESSAGES.traceLivestockMismatch);

    const good = await registered(shown.livestock);
    const saved = await call("PUT", `/api/admin/items/${item.id}`, admin, { ...body, traceNumber: good });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminItemDetailSchema.parse(saved.json()).item.traceNumber).toBe(good);
  });

  it("GET /api/admin/trace-records/{number} answers what the registry says, 404 and 400 in Korean", async () => {
    const number = await registered("hanwoo");
    const res = await call("GET", `/api/admin/trace-records/${number}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    const record = adminTraceRecordSchema.parse(res.json());
    expect(record).toMatchObject({ livestock: "hanwoo", livestockName: "한우" });
    expect(record.trace).toMatchObject({ traceNumber: number, speciesName: "한우", sex: "거세", grade: "1++" });

    const missing = await call("GET", "/api/admin/trace-records/000000000003", admin);
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toBe(ADMIN_ITEM_CREATE_MESSAGES.traceNotFound);
    const bad = await call("GET", "/api/admin/trace-records/12ab", admin);
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).message).toBe(ADMIN_ITEM_CREATE_MESSAGES.traceNumberFormat);
    expect((await call("GET", `/api/admin/trace-records/${number}`, null)).statusCode).toBe(401);
  });
});

describe("the sitemap hears a catalog change at once", () => {
  const outline = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/sitemap?size=100" });
    expect(res.statusCode, res.body).toBe(200);
    return sitemapSchema.parse(res.json());
  };
  /** Item file n covers the ids ((n − 1) × size, n × size]. */
  const listed = async (itemId: number, itemUserCode: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/sitemap/items/${Math.ceil(itemId / 100)}?size=100` });
    if (res.statusCode !== 200) return false;
    return sitemapItemsSchema.parse(res.json()).list.some((entry) => entry.itemUserCode === itemUserCode);
  };
  const total = (body: Awaited<ReturnType<typeof outline>>) =>
    body.itemFiles.reduce((sum, file) => sum + file.itemCount, 0);

  it("a new item, then hiding it, change the kept outline's count and files right away", async () => {
    const before = total(await outline());
    const created = await create(await newBody());
    expect(total(await outline())).toBe(before + 1);
    expect(await listed(created.itemId, created.itemUserCode)).toBe(true);

    const hide = await call("PUT", `/api/admin/items/${created.itemId}/display`, admin, { displayed: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(total(await outline())).toBe(before);
    expect(await listed(created.itemId, created.itemUserCode)).toBe(false);
  });
});

describe("options of a new item", () => {
  it("keeps the options in the order given", async () => {
    const created = await create(await newBody());
    const rows = await t.db
      .select({ name: itemOptions.name, sortOrder: itemOptions.sortOrder })
      .from(itemOptions)
      .where(eq(itemOptions.itemId, created.itemId));
    expect(rows.sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.name)).toEqual(["500g", "1kg"]);
  });
});
