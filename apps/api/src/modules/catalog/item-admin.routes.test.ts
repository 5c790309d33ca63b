import { adminAuditListSchema } from "@shop/contracts/admin";
import {
  ADMIN_ITEM_MESSAGES,
  adminItemDetailSchema,
  adminItemListSchema,
  BULK_ROW_MESSAGES,
  bulkUpdateResultSchema,
} from "@shop/contracts/admin-item";
import { itemListSchema } from "@shop/contracts/catalog";
import { errorBodySchema } from "@shop/contracts/common";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import { ITEM_PRICE_MESSAGES } from "@shop/core/catalog/item-price-rules";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devOutbox } from "../../db/schema/account.js";
import { itemOptions, type items, sellerBrands } from "../../db/schema/catalog.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { multipartPayload } from "../../test/multipart.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { restockNoticeText } from "./item.service.js";

// The back office's items (issue 14 item 2) through the real routes and database: list and edit by role and seller,
// core's price rules, options' stock through the stock service, bulk files (dry run writes nothing, the real run
// writes the accepted rows), the audit log, and the shop's caches showing a change at once.

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let seller: SignedInStaff;
const SELLER_ID = 10_000_001;
const OTHER_SELLER_ID = 10_000_002;
let brandOf: Record<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
  cs = await signedInStaff(t, { role: "ROLE_CS" });
  seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: SELLER_ID });
  const brands = await t.db.select().from(sellerBrands);
  brandOf = {};
  for (const id of [SELLER_ID, OTHER_SELLER_ID]) {
    const brand = brands.find((row) => row.sellerId === id);
    if (!brand) throw new Error(`no brand of seller ${id}`);
    brandOf[id] = brand.id;
  }
});
afterAll(() => t.close());

type Staff = SignedInStaff | null;
const call = (method: "GET" | "PUT" | "POST", url: string, staff: Staff, payload?: object) =>
  t.app.inject({ method, url, headers: staff ? staffBearer(staff) : {}, ...(payload ? { payload } : {}) });

async function sellersItem(sellerId: number, overrides: Partial<typeof items.$inferInsert> = {}, stocks = [10]) {
  return createItem(
    t.db,
    {
      sellerId,
      brandId: brandOf[sellerId],
      consumerPrice: 30_000,
      salePrice: 25_000,
      specialSalePrice: 0,
      stock: stocks.reduce((a, b) => a + b, 0),
      ...overrides,
    },
    {
      options: stocks.map((stock, i) => ({
        groupName: "중량",
        name: `${i + 1}kg`,
        weightGrams: 1000 * (i + 1),
        stock,
      })),
    },
  );
}

async function detailOf(id: number, staff: Staff = admin) {
  const res = await call("GET", `/api/admin/items/${id}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return adminItemDetailSchema.parse(res.json());
}

/** The PUT body of an item as it is, with `changes`. */
async function editBody(id: number, changes: object = {}) {
  const { item } = await detailOf(id);
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
  } = item;
  return { ...body, ...changes };
}

async function auditOf(id: number) {
  const res = await call("GET", `/api/admin/audit-logs?targetType=item&targetId=${id}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return adminAuditListSchema.parse(res.json()).list;
}

function csvUpload(text: string, dryRun: boolean, staff: Staff = admin) {
  return bulkUpload(Buffer.from(text, "utf8"), "bulk.csv", "text/csv", dryRun, staff);
}
function bulkUpload(data: Buffer, filename: string, contentType: string, dryRun: boolean, staff: Staff = admin) {
  const { payload, headers } = multipartPayload({}, [{ field: "file", filename, contentType, data }]);
  return t.app.inject({
    method: "POST",
    url: `/api/admin/items/bulk-update?dryRun=${dryRun}`,
    payload,
    headers: { ...headers, ...(staff ? staffBearer(staff) : {}) },
  });
}

describe("who may do what", () => {
  it("no session is 401 and customer service 403 on every write, reads allowed", async () => {
    const item = await sellersItem(SELLER_ID);
    const body = await editBody(item.id);
    const writes = [
      () => call("PUT", `/api/admin/items/${item.id}`, cs, body),
      () => call("PUT", `/api/admin/items/${item.id}/display`, cs, { displayed: false }),
      () => call("PUT", `/api/admin/items/${item.id}/options`, cs, { options: [{ optionId: 1, stock: 1 }] }),
      () => csvUpload("상품코드,재고\nX,1\n", true, cs),
      () => call("GET", "/api/admin/items/bulk-template", cs),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.statusCode, res.body).toBe(403);
      expect(errorBodySchema.parse(res.json()).message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
    for (const url of ["/api/admin/items", `/api/admin/items/${item.id}`]) {
      expect((await call("GET", url, null)).statusCode).toBe(401);
      expect((await call("GET", url, cs)).statusCode).toBe(200);
    }
    expect((await call("PUT", `/api/admin/items/${item.id}/display`, null, { displayed: false })).statusCode).toBe(401);
    expect((await csvUpload("상품코드,재고\nX,1\n", true, null)).statusCode).toBe(401);
    expect((await detailOf(item.id)).item.displayed).toBe(true);
  });

  it("a seller's staff list and change their own seller's items only; another seller's item is 404", async () => {
    const own = await sellersItem(SELLER_ID, { name: "판매사스코프 등심" });
    const other = await sellersItem(OTHER_SELLER_ID, { name: "판매사스코프 안심" });
    const list = adminItemListSchema.parse(
      (
        await call(
          "GET",
          `/api/admin/items?keyword=${encodeURIComponent("판매사스코프")}&sellerId=${OTHER_SELLER_ID}`,
          seller,
        )
      ).json(),
    );
    expect(list.list.map((row) => row.itemId)).toEqual([own.id]);
    expect(list.sellers.map((row) => row.sellerId)).toEqual([SELLER_ID]);
    const adminList = adminItemListSchema.parse(
      (await call("GET", `/api/admin/items?keyword=${encodeURIComponent("판매사스코프")}`, admin)).json(),
    );
    expect(adminList.list.map((row) => row.itemId).sort()).toEqual([own.id, other.id].sort());
    const byCode = adminItemListSchema.parse(
      (await call("GET", `/api/admin/items?keyword=${own.itemUserCode}`, admin)).json(),
    );
    expect(byCode.list.map((row) => row.itemId)).toEqual([own.id]);

    const body = await editBody(other.id);
    const [option] = (await detailOf(other.id)).options;
    for (const res of [
      await call("GET", `/api/admin/items/${other.id}`, seller),
      await call("PUT", `/api/admin/items/${other.id}`, seller, body),
      await call("PUT", `/api/admin/items/${other.id}/display`, seller, { displayed: false }),
      await call("PUT", `/api/admin/items/${other.id}/options`, seller, {
        options: [{ optionId: option!.optionId, stock: 0 }],
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(ADMIN_ITEM_MESSAGES.notFound);
    }
    const bulk = bulkUpdateResultSchema.parse(
      (await csvUpload(`상품코드,판매가\n${other.itemUserCode},1000\n`, false, seller)).json(),
    );
    expect(bulk.refusals).toEqual([
      { row: 2, itemUserCode: other.itemUserCode, option: "", reason: BULK_ROW_MESSAGES.unknownItem },
    ]);
    expect((await detailOf(other.id)).item.salePrice).toBe(25_000);

    const res = await call("PUT", `/api/admin/items/${own.id}`, seller, await editBody(own.id, { salePrice: 24_000 }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("editing an item", () => {
  it("saves the fields, audits only what changed, and the shop's item page, list and search show it at once", async () => {
    const item = await sellersItem(SELLER_ID, { name: "캐시확인 한우 채끝" });
    const listUrl = `/api/item?sellerId=${SELLER_ID}&sort=newest&size=100`;
    const searchUrl = `/api/search/result?query=${encodeURIComponent("캐시확인")}`;
    const priceIn = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      const list = itemListSchema.parse(res.json()).list;
      return list.find((card) => card.itemId === item.id)?.presentPrice;
    };
    // Fill the caches first.
    expect(await priceIn(listUrl)).toBe(25_000);
    expect(await priceIn(searchUrl)).toBe(25_000);

    const res = await call(
      "PUT",
      `/api/admin/items/${item.id}`,
      admin,
      await editBody(item.id, { salePrice: 21_000, specialSalePrice: 18_000, name: "캐시확인 한우 채끝 특선" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminItemDetailSchema.parse(res.json());
    expect(detail.item).toMatchObject({
      salePrice: 21_000,
      specialSalePrice: 18_000,
      presentPrice: 18_000,
      discountRate: 40,
    });

    const page = itemDetailResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}` })).json(),
    );
    expect(page.item.presentPrice).toBe(18_000);
    expect(page.item.itemName).toBe("캐시확인 한우 채끝 특선");
    expect(await priceIn(listUrl)).toBe(18_000);
    expect(await priceIn(searchUrl)).toBe(18_000);
    expect(await priceIn(`/api/search/result?query=${encodeURIComponent("특선")}`)).toBe(18_000);

    const [entry, ...rest] = await auditOf(item.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "item.update",
      before: { name: "캐시확인 한우 채끝", salePrice: 25_000, specialSalePrice: 0 },
      after: { name: "캐시확인 한우 채끝 특선", salePrice: 21_000, specialSalePrice: 18_000 },
    });

    // Hiding it takes it off the list at once.
    const hidden = await call("PUT", `/api/admin/items/${item.id}/display`, admin, { displayed: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await priceIn(listUrl)).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}` })).statusCode).toBe(404);
    expect((await auditOf(item.id))[0]).toMatchObject({ before: { displayed: true }, after: { displayed: false } });
  });

  it.each([
    [{ salePrice: 31_000 }, "salePrice", ITEM_PRICE_MESSAGES.saleAboveConsumer],
    [{ specialSalePrice: 25_000 }, "specialSalePrice", ITEM_PRICE_MESSAGES.specialNotBelowSale],
    [{ salePrice: 0 }, "salePrice", ITEM_PRICE_MESSAGES.saleZero],
    [{ consumerPrice: -1 }, "consumerPrice", "가격은 0 이상의 정수로 입력해 주세요."],
    [{ name: " " }, "name", "상품명을(를) 입력해 주세요."],
    [{ traceNumber: "12345" }, "traceNumber", "이력번호는 숫자 12자리로 입력해 주세요."],
    [{ brandId: -5 }, "brandId", "브랜드를 선택해 주세요."],
  ])("refuses %j with 400 in Korean on %s", async (changes, field, message) => {
    const item = await sellersItem(SELLER_ID);
    const res = await call("PUT", `/api/admin/items/${item.id}`, admin, await editBody(item.id, changes));
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors).toContainEqual({ field, message });
    expect(await auditOf(item.id)).toHaveLength(0);
  });

  it("refuses another seller's brand and an unknown category", async () => {
    const item = await sellersItem(SELLER_ID);
    const brand = await call(
      "PUT",
      `/api/admin/items/${item.id}`,
      admin,
      await editBody(item.id, { brandId: brandOf[OTHER_SELLER_ID] }),
    );
    expect(brand.statusCode).toBe(400);
    expect(brand.json().message).toBe(ADMIN_ITEM_MESSAGES.brandNotSeller);
    const category = await call(
      "PUT",
      `/api/admin/items/${item.id}`,
      admin,
      await editBody(item.id, { categoryId: 99_999_999 }),
    );
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe(ADMIN_ITEM_MESSAGES.categoryNotFound);
  });
});

describe("options' stock", () => {
  it("sets stock through the stock service, refuses a figure an order moved, and audits item.stock", async () => {
    const item = await sellersItem(SELLER_ID, {}, [3, 4]);
    const [first, second] = (await detailOf(item.id)).options;
    const res = await call("PUT", `/api/admin/items/${item.id}/options`, admin, {
      options: [
        { optionId: first!.optionId, stock: 0, expectedStock: 3 },
        { optionId: second!.optionId, stock: 9, expectedStock: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminItemDetailSchema.parse(res.json());
    expect(detail.options.map((option) => [option.stock, option.soldOut])).toEqual([
      [0, true],
      [9, false],
    ]);
    expect(detail.item.stock).toBe(9);
    const page = itemDetailResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}` })).json(),
    );
    expect(page.options.map((option) => option.soldOut)).toEqual([true, false]);

    // An order took a piece since the form was read: the old figure is refused, nothing written.
    await t.db.update(itemOptions).set({ stock: 8 }).where(eq(itemOptions.id, second!.optionId));
    const stale = await call("PUT", `/api/admin/items/${item.id}/options`, admin, {
      options: [
        { optionId: first!.optionId, stock: 5, expectedStock: 0 },
        { optionId: second!.optionId, stock: 20, expectedStock: 9 },
      ],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(ADMIN_ITEM_MESSAGES.stockChanged);
    expect((await detailOf(item.id)).options.map((option) => option.stock)).toEqual([0, 8]);

    const negative = await call("PUT", `/api/admin/items/${item.id}/options`, admin, {
      options: [{ optionId: first!.optionId, stock: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe("재고는 0 이상의 정수로 입력해 주세요.");
    const otherItems = await sellersItem(SELLER_ID);
    const wrongOption = await call("PUT", `/api/admin/items/${otherItems.id}/options`, admin, {
      options: [{ optionId: first!.optionId, stock: 1 }],
    });
    expect(wrongOption.statusCode).toBe(404);
    expect(wrongOption.json().message).toBe(ADMIN_ITEM_MESSAGES.optionNotFound);

    const entries = await auditOf(item.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "item.stock",
      before: { options: { [first!.optionId]: 3, [second!.optionId]: 4 }, stock: 7 },
      after: { options: { [first!.optionId]: 0, [second!.optionId]: 9 }, stock: 9 },
    });
  });
});

describe("back from sold out", () => {
  it("stock set by staff texts the members waiting for the item, once", async () => {
    const item = await sellersItem(SELLER_ID, {}, [0]);
    const created = await createMember(t.db, { userName: "재입고대기" });
    const token = await loginToken(t.app, created.user.loginId, created.password);
    const wait = await t.app.inject({
      method: "POST",
      url: `/api/item/${item.itemUserCode}/restock`,
      headers: bearer(token),
    });
    expect(wait.statusCode, wait.body).toBe(200);
    const [option] = (await detailOf(item.id)).options;
    const res = await call("PUT", `/api/admin/items/${item.id}/options`, admin, {
      options: [{ optionId: option!.optionId, stock: 5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await csvUpload(`상품코드,재고\n${item.itemUserCode},6\n`, false);
    expect(again.statusCode, again.body).toBe(200);
    const texts = await t.db.select().from(devOutbox).where(eq(devOutbox.recipient, created.user.phoneNumber!));
    expect(texts.filter((text) => text.text === restockNoticeText(item.name, item.itemUserCode))).toHaveLength(1);
  });
});

describe("bulk updates", () => {
  it("a dry run answers every change and refusal and writes nothing; the real run writes the accepted rows", async () => {
    const a = await sellersItem(SELLER_ID, {}, [5]);
    const b = await sellersItem(SELLER_ID, {}, [2, 3]);
    const [b1, b2] = (await detailOf(b.id)).options;
    const csv = [
      "상품코드,상품명,옵션번호,옵션명,판매가,재고",
      `${a.itemUserCode},,,,"22,000",0`,
      `${b.itemUserCode},,${b1!.optionId},,,7`,
      `${b.itemUserCode},,,2kg,,3`,
      "NOPE0001,,,,1000,",
      `${a.itemUserCode},,,,-5,`,
      `${b.itemUserCode},,,,abc,`,
      `${b.itemUserCode},,,,,4`,
      `${b.itemUserCode},,,,40000,`,
      `${b.itemUserCode},,999999,,,1`,
      "",
    ].join("\n");
    const dry = await csvUpload(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = bulkUpdateResultSchema.parse(dry.json());
    expect(plan.dryRun).toBe(true);
    expect(plan.totalRows).toBe(9);
    expect(plan.changes.map((change) => [change.row, change.salePrice, change.stock])).toEqual([
      [2, { before: 25_000, after: 22_000 }, { before: 5, after: 0 }],
      [3, null, { before: 2, after: 7 }],
    ]);
    expect(plan.unchangedRows).toBe(1);
    expect(plan.refusals.map((refusal) => [refusal.row, refusal.reason])).toEqual([
      [5, BULK_ROW_MESSAGES.unknownItem],
      [6, BULK_ROW_MESSAGES.priceNegative],
      [7, BULK_ROW_MESSAGES.priceNotNumber],
      [8, BULK_ROW_MESSAGES.optionNeeded],
      [9, ITEM_PRICE_MESSAGES.saleAboveConsumer],
      [10, BULK_ROW_MESSAGES.unknownOption],
    ]);
    // Nothing written, nothing audited.
    expect((await detailOf(a.id)).item).toMatchObject({ salePrice: 25_000, stock: 5 });
    expect((await detailOf(b.id)).options.map((option) => option.stock)).toEqual([2, 3]);
    expect(await auditOf(a.id)).toHaveLength(0);

    const real = bulkUpdateResultSchema.parse((await csvUpload(csv, false)).json());
    expect(real.dryRun).toBe(false);
    expect(real.changes).toEqual(plan.changes);
    expect(real.refusals).toEqual(plan.refusals);
    expect((await detailOf(a.id)).item).toMatchObject({ salePrice: 22_000, stock: 0 });
    expect((await detailOf(b.id)).options.map((option) => option.stock)).toEqual([7, b2!.stock]);
    const page = itemDetailResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${a.itemUserCode}` })).json(),
    );
    expect(page.item).toMatchObject({ presentPrice: 22_000, soldOut: true });
    expect((await auditOf(a.id))[0]).toMatchObject({
      action: "item.bulk-update",
      before: { salePrice: 25_000, stock: 5 },
      after: { salePrice: 22_000, stock: 0 },
    });
    expect((await auditOf(b.id))[0]).toMatchObject({ before: { stock: 5 }, after: { stock: 10 } });

    // The same file again changes nothing.
    const again = bulkUpdateResultSchema.parse((await csvUpload(csv, false)).json());
    expect(again.changes).toEqual([]);
    expect(await auditOf(a.id)).toHaveLength(1);
  });

  it("takes the downloaded .xlsx template back with changed cells", async () => {
    const item = await sellersItem(SELLER_ID, {}, [6]);
    const template = await call("GET", "/api/admin/items/bulk-template", seller);
    expect(template.statusCode, template.body).toBe(200);
    expect(template.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "상품코드",
      "상품명",
      "옵션번호",
      "옵션명",
      "판매가",
      "재고",
    ]);
    let found = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      if (row.getCell(1).value === item.itemUserCode) {
        row.getCell(6).value = 11;
        found++;
      }
    });
    expect(found).toBe(1);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await bulkUpload(data, "template.xlsx", "application/octet-stream", false, seller);
    expect(res.statusCode, res.body).toBe(200);
    const result = bulkUpdateResultSchema.parse(res.json());
    expect(result.changes).toEqual([expect.objectContaining({ itemId: item.id, stock: { before: 6, after: 11 } })]);
    expect(result.refusals).toEqual([]);

    const csv = await call("GET", "/api/admin/items/bulk-template?format=csv", seller);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith("\uFEFF상품코드,상품명,옵션번호,옵션명,판매가,재고")).toBe(true);
  });

  it("refuses a file without the columns, or none at all, in Korean", async () => {
    const header = await csvUpload("이름,가격\n한우,1000\n", true);
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(ADMIN_ITEM_MESSAGES.headerMissing);
    const { payload, headers } = multipartPayload({ note: "x" });
    const none = await t.app.inject({
      method: "POST",
      url: "/api/admin/items/bulk-update?dryRun=true",
      payload,
      headers: { ...headers, ...staffBearer(admin) },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ADMIN_ITEM_MESSAGES.fileMissing);
  });
});
