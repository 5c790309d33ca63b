import { errorBodySchema } from "@shop/contracts/common";
import {
  experienceTeamReviewListSchema,
  itemCardListSchema,
  itemDetailResponseSchema,
  itemQnaListSchema,
  itemSlidesSchema,
  traceRecordResponseSchema,
} from "@shop/contracts/item";
import { marblingScore } from "@shop/core/catalog/item-display";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemImages, itemOptions, items } from "../../db/schema/catalog.js";
import { buildTraceRecord, createItem } from "../../db/seed/catalog.factory.js";
import { newPageRender, withinPageRender } from "../../lib/page-render.js";
import { hashString } from "../../lib/random.js";
import { type DemoItem, demoCatalog, listComparators } from "../../test/demo-catalog.js";
import { statementsDuring } from "../../test/statements.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  // Every call reads the database, so a statement count measures the read; the 2 s kept answer is tested in
  // list-page-cache.routes.test.ts.
  t = await createTestApp({ env: { LIST_PAGE_CACHE: "false" } });
});
afterAll(() => t.close());

const demo = demoCatalog();
const item = (code: string) => demo.byCode.get(code)!;
const builtOf = (code: string) => demo.built[item(code).id - 1]!;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
  return { status: res.statusCode, res };
}

async function detail(code: string) {
  const { status, res } = await get(`/api/item/${code}`);
  expect(status).toBe(200);
  return itemDetailResponseSchema.parse(res.json());
}

describe("GET /api/item/{itemUserCode}: one statement", () => {
  // The item page opens with this call: its row, pictures, options and whether the registry has its 이력번호 come
  // in one statement (four round trips before, docs/decisions/025); the category path is kept in process.
  it.each(["G0000001", "G0000014", "G0000100"])(
    "%s costs one SQL statement, its answer as the tables say",
    async (code) => {
      await detail(code); // the category tree loaded once
      let answer: Awaited<ReturnType<typeof detail>> | undefined;
      const statements = await statementsDuring(t.db, async () => {
        answer = await detail(code);
      });
      expect(statements).toHaveLength(1);

      // The same pictures and options, in the same order, as separate reads of their tables give.
      const [row] = await t.db.select({ id: items.id }).from(items).where(eq(items.itemUserCode, code));
      const images = await t.db
        .select({ url: itemImages.url, alt: itemImages.alt })
        .from(itemImages)
        .where(eq(itemImages.itemId, row!.id))
        .orderBy(asc(itemImages.sortOrder), asc(itemImages.id));
      const options = await t.db
        .select()
        .from(itemOptions)
        .where(eq(itemOptions.itemId, row!.id))
        .orderBy(asc(itemOptions.sortOrder), asc(itemOptions.id));
      expect(answer?.item.images).toEqual(images);
      expect(options.length).toBeGreaterThan(0);
      expect(
        answer?.options.map(({ optionId, groupName, name, priceDelta, weightGrams, stock }) => ({
          id: optionId,
          groupName,
          name,
          priceDelta,
          weightGrams,
          stock,
        })),
      ).toEqual(
        options.map(({ id, groupName, name, priceDelta, weightGrams, stock }) => ({
          id,
          groupName,
          name,
          priceDelta,
          weightGrams,
          stock,
        })),
      );
    },
  );

  it("an item with no pictures, no options and no 이력번호 answers empty lists, still in one statement", async () => {
    const created = await createItem(t.db, { traceNumber: "" }, { options: [] });
    await t.db.delete(itemImages).where(eq(itemImages.itemId, created.id));
    await detail(created.itemUserCode);
    let answer: Awaited<ReturnType<typeof detail>> | undefined;
    const statements = await statementsDuring(t.db, async () => {
      answer = await detail(created.itemUserCode);
    });
    expect(statements).toHaveLength(1);
    expect(answer?.item.images).toEqual([]);
    expect(answer?.options).toEqual([]);
    expect(answer?.item.hasCertificateImage).toBe(false);
  });
});

describe("GET /api/item/{itemUserCode}", () => {
  it("G0000001: special price, benefit breakdown, unit price note, category path, own brand", async () => {
    const { item: hints, options } = await detail("G0000001");
    expect(hints).toMatchObject({
      itemId: 1,
      itemUserCode: "G0000001",
      itemName: "농협 수제가공 양념 목살 500g",
      livestock: "meat-processing-private",
      livestockName: "자체가공육",
      brand: { brandName: "농협 수제가공" },
      seller: { sellerId: 90000000, sellerName: "농협축산유통(주)", ownBrand: true },
      weightGrams: 500,
      weightLabel: "500g",
      consumerPrice: 16_000,
      presentPrice: 9_600,
      discountRate: 40,
      benefit: {
        type: "special",
        label: "특가",
        consumerPrice: 16_000,
        salePrice: 11_600,
        specialSalePrice: 9_600,
        presentPrice: 9_600,
        saleDiscountAmount: 4_400,
        specialDiscountAmount: 2_000,
        savedAmount: 6_400,
        discountRate: 40,
        specialDiscountRate: 17,
      },
      unitPricePer100g: 1_920,
      unitPriceNote: "100g당 1,920원",
      grade: "",
      gradeBadges: [],
      soldOut: false,
      deliveryType: 1,
      deliveryTypeName: "신선물류배송",
      hasSirloinImage: false,
      hasCertificateImage: false,
    });
    expect(hints.category.path.map((entry) => entry.name)).toEqual(["자체가공육", "양념육", "양념 목살"]);
    expect(hints.category).toMatchObject({ id: 613, url: "/category/613" });
    expect(hints.traceNumber).toMatch(/^\d{12}$/);
    expect(hints.processDate).toBe(item("G0000001").processDate);
    expect(hints.images.map((image) => image.url)).toEqual(builtOf("G0000001").images.map((image) => image.url));
    // The cart's lines: the listed weight, then a double pack at 5 % off the second.
    expect(options.map((option) => [option.groupName, option.name, option.priceDelta, option.price])).toEqual([
      ["중량", "500g", 0, 9_600],
      ["중량", "1kg (500g × 2팩)", 9_100, 18_700],
    ]);
    expect(options.reduce((sum, option) => sum + option.stock, 0)).toBe(item("G0000001").stock);
  });

  it("graded 한우: grade badge, traceability dates, marbling picture and certificate", async () => {
    const beef = item("G0000014");
    const { item: hints, options } = await detail("G0000014");
    expect(hints).toMatchObject({
      itemName: "1++ 한우 꼬리반골 (국거리용) 1kg",
      grade: "1++",
      gradeBadges: [{ code: "1++", label: "1++등급", description: "근내지방도(마블링)가 가장 우수한 최고 등급" }],
      traceNumber: "002711560830",
      slaughterDate: beef.slaughterDate,
      processDate: beef.processDate,
      benefit: { type: "sale", label: "할인가", specialDiscountRate: 0 },
      discountRate: Math.floor(((30_200 - 26_700) * 100) / 30_200),
      weightLabel: "1kg",
      hasSirloinImage: true,
      hasCertificateImage: true,
    });
    expect(hints.slaughterDate! < hints.processDate!).toBe(true);
    expect(options.map((option) => option.name)).toEqual(["1kg", "2kg (1kg × 2팩)"]);
  });

  it("a sold-out item is flagged, its options too; gift sets offer wrapping", async () => {
    const soldOut = await detail("G0000021");
    expect(soldOut.item.soldOut).toBe(true);
    expect(soldOut.options.every((option) => option.soldOut && option.stock === 0)).toBe(true);
    const gift = await detail("G0000025");
    expect(gift.options.map((option) => [option.groupName, option.name, option.priceDelta])).toEqual([
      ["포장", "기본 포장", 0],
      ["포장", "보자기 선물 포장", 5_000],
    ]);
    const pb = await detail("G0000012");
    expect(pb.item).toMatchObject({ traceNumber: "", grade: "", hasSirloinImage: false, hasCertificateImage: false });
    expect(pb.options.map((option) => option.name)).toEqual(["1팩", "2팩 묶음"]);
  });

  it.each([
    // consumer, sale, special → present, discountRate (vs consumer), type, specialDiscountRate (SPEC §5 pre-cart)
    [10_000, 0, 0, 0, 100, "sale", 0],
    [10_000, 8_000, 0, 8_000, 20, "sale", 0],
    [10_000, 8_000, 8_000, 8_000, 20, "sale", 0],
    [10_000, 8_000, 9_000, 8_000, 20, "sale", 0],
    [10_000, 8_000, 6_000, 6_000, 40, "special", 25],
    [10_000, 10_000, 0, 10_000, 0, "none", 0],
    [0, 0, 0, 0, 0, "none", 0],
  ] as const)(
    "discount edges: consumer %d, sale %d, special %d",
    async (consumer, sale, special, present, rate, type, specialRate) => {
      const created = await createItem(t.db, {
        consumerPrice: consumer,
        salePrice: sale,
        specialSalePrice: special,
        weightGrams: 500,
      });
      const { item: hints } = await detail(created.itemUserCode);
      expect(hints.presentPrice).toBe(present);
      expect(hints.discountRate).toBe(rate);
      expect(hints.benefit).toMatchObject({
        type,
        presentPrice: present,
        discountRate: rate,
        specialDiscountRate: specialRate,
      });
      expect(hints.unitPriceNote).toBe(`100g당 ${(present / 5).toLocaleString("ko-KR")}원`);
      expect(created.presentPrice).toBe(present);
    },
  );

  it("unknown or hidden items are 404 in Korean; a malformed code is a 400", async () => {
    for (const code of ["G9999999", "G0000018"]) {
      const { status, res } = await get(`/api/item/${code}`);
      expect(status).toBe(404);
      expect(errorBodySchema.parse(res.json())).toMatchObject({
        code: "NOT_FOUND",
        message: "존재하지 않는 상품입니다.",
      });
    }
    for (const url of ["/api/item/G0000001%20X", `/api/item/${"G".repeat(41)}`, "/api/item/G0000001%27"]) {
      const { status, res } = await get(url);
      expect(status, url).toBe(400);
      expect(errorBodySchema.parse(res.json()).code).toBe("VALIDATION");
    }
  });

  it.each([
    "relation",
    "md",
    "traceNumber",
    "sirloin-image",
    "certificate-image",
    "restock",
    "qna",
    "experience-team-reviews",
  ])("/%s of an unknown item is a 404", async (sub) => {
    const { status } = await get(`/api/item/G9999999/${sub}`);
    expect(status).toBe(404);
  });
});

describe("the item page's sub-resources within one page read", () => {
  // docs/decisions/058: the storefront runs a page read's API calls as one render; the item they all name is read once.
  const itemReads = (statements: string[]) =>
    statements.filter((statement) => /"slaughter_date", "stock" from "items" where/.test(statement)).length;
  const subResources = (code: string) => [`/api/item/${code}/qna`, `/api/item/${code}/md`, `/api/item/${code}/restock`];

  it("read the item once in a page render, every time outside one, and answer the same", async () => {
    const answersOf = async () => {
      const answers = [];
      for (const url of subResources("G0000014")) answers.push((await get(url)).res.json());
      return answers;
    };
    let inRender: unknown[] = [];
    const rendered = await statementsDuring(t.db, async () => {
      inRender = await withinPageRender(newPageRender(), answersOf);
    });
    let outside: unknown[] = [];
    const apart = await statementsDuring(t.db, async () => {
      outside = await answersOf();
    });
    expect(itemReads(rendered)).toBe(1);
    expect(itemReads(apart)).toBe(3);
    expect(inRender).toEqual(outside);
  });

  it("an unknown item is a 404 for each call of the render", async () => {
    const statuses = await withinPageRender(newPageRender(), async () => {
      const found = [];
      for (const url of subResources("G9999999")) found.push((await get(url)).status);
      return found;
    });
    expect(statuses).toEqual([404, 404, 404]);
  });
});

describe("item neighbours", () => {
  const popular = listComparators.popular;

  it("/relation: same category by popularity, then the same livestock, never the item itself", async () => {
    for (const code of ["G0000014", "G0000001", "G0000010"]) {
      const self = item(code);
      const sameCategory = demo.displayed.filter(
        (other) => other.categoryId === self.categoryId && other.id !== self.id,
      );
      const sameLivestock = demo.displayed.filter(
        (other) => other.livestock === self.livestock && other.categoryId !== self.categoryId && other.id !== self.id,
      );
      const expected = [...sameCategory.sort(popular), ...sameLivestock.sort(popular)].slice(0, 8);
      const { res } = await get(`/api/item/${code}/relation`);
      const { list } = itemCardListSchema.parse(res.json());
      expect(list.map((card) => card.itemUserCode)).toEqual(expected.map((other) => other.itemUserCode));
    }
  });

  it("/md: the seller's best sellers in stock, never the item itself", async () => {
    const self = item("G0000010");
    const expected = demo.displayed
      .filter((other: DemoItem) => other.sellerId === self.sellerId && other.id !== self.id && other.stock! > 0)
      .sort(popular)
      .slice(0, 8);
    const { list } = itemCardListSchema.parse((await get("/api/item/G0000010/md")).res.json());
    expect(list.map((card) => card.itemUserCode)).toEqual(expected.map((other) => other.itemUserCode));
    expect(list).toHaveLength(8);
  });

  it("/slides: the pictures in order", async () => {
    const { res } = await get("/api/item/slides/G0000001");
    expect(itemSlidesSchema.parse(res.json()).list).toEqual(
      builtOf("G0000001").images.map((image, i) => ({ slideId: i + 1, url: image.url, alt: image.alt })),
    );
  });
});

describe("traceability", () => {
  it("/traceNumber answers the registry record the seed stored for the number", async () => {
    for (const code of ["G0000014", "G0000010", "G0000017", "G0000001"]) {
      const { status, res } = await get(`/api/item/${code}/traceNumber`);
      expect(status).toBe(200);
      const { trace } = traceRecordResponseSchema.parse(res.json());
      const { livestock: _livestock, ...expected } = buildTraceRecord(item(code))!;
      expect(trace).toEqual({ birthDate: null, gradeDate: null, importDate: null, ...expected });
    }
    const beef = traceRecordResponseSchema.parse((await get("/api/item/G0000014/traceNumber")).res.json()).trace;
    expect(beef).toMatchObject({
      speciesName: "한우",
      originCountry: "대한민국",
      inspectionResult: "합격",
      grade: "1++",
    });
    expect(beef.gradeDate! > beef.slaughterDate!).toBe(true);
    const imported = traceRecordResponseSchema.parse((await get("/api/item/G0000017/traceNumber")).res.json()).trace;
    expect(imported).toMatchObject({ speciesName: "쇠고기", originCountry: "뉴질랜드", grade: "" });
    expect(imported.importDate! > imported.slaughterDate!).toBe(true);
  });

  it("an item without a number has no record", async () => {
    const { status, res } = await get("/api/item/G0000012/traceNumber");
    expect(status).toBe(404);
    expect(errorBodySchema.parse(res.json()).message).toBe("이력 정보가 없는 상품입니다.");
  });

  it("/sirloin-image draws graded 한우 with its marbling score, cacheable by ETag", async () => {
    const { status, res } = await get("/api/item/G0000014/sirloin-image");
    expect(status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    const score = marblingScore("1++", hashString("002711560830"))!;
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(`근내지방도 No.${score}`);
    expect(res.body).toContain(">1++등급</text>");
    const again = await get("/api/item/G0000014/sirloin-image", { "if-none-match": String(res.headers.etag) });
    expect(again.status).toBe(304);
    for (const code of ["G0000010", "G0000012", "G0000017"]) {
      expect((await get(`/api/item/${code}/sirloin-image`)).status).toBe(404);
    }
  });

  it("/certificate-image: graded beef and pork get a certificate, ungraded items none", async () => {
    const beef = await get("/api/item/G0000014/certificate-image");
    expect(beef.status).toBe(200);
    expect(beef.res.body).toContain("축산물 등급판정 확인서");
    expect(beef.res.body).toContain("002711560830");
    expect(beef.res.body).toContain("1++등급");
    const pork = await get("/api/item/G0000010/certificate-image");
    expect(pork.status).toBe(200);
    expect(pork.res.body).toContain("1+등급");
    expect(pork.res.body).not.toContain("근내지방도");
    for (const code of ["G0000012", "G0000017", "G0000001"]) {
      expect((await get(`/api/item/${code}/certificate-image`)).status).toBe(404);
    }
  });
});

describe("restock, Q&A and experience-team reviews", () => {
  it("/restock: anonymous callers are not subscribed", async () => {
    expect((await get("/api/item/G0000021/restock")).res.json()).toEqual({ subscribed: false, soldOut: true });
    expect((await get("/api/item/G0000001/restock")).res.json()).toEqual({ subscribed: false, soldOut: false });
  });

  it("/qna: newest first, paged, secret questions masked, answer states in Korean", async () => {
    const code = "G0000011";
    const seeded = builtOf(code).qnas;
    expect(seeded).toHaveLength(3);
    const expected = [...seeded].sort((a, b) => +b.createdAt! - +a.createdAt!);
    const { res } = await get(`/api/item/${code}/qna?size=2`);
    const first = itemQnaListSchema.parse(res.json());
    expect(first.pagination).toEqual({ page: 1, size: 2, totalCount: 3, totalPages: 2 });
    const second = itemQnaListSchema.parse((await get(`/api/item/${code}/qna?size=2&page=2`)).res.json());
    const all = [...first.list, ...second.list];
    expect(all.map((qna) => qna.createdAt)).toEqual(expected.map((qna) => qna.createdAt!.toISOString()));
    for (const [i, qna] of all.entries()) {
      const source = expected[i]!;
      expect(qna.secret).toBe(source.secret);
      expect(qna.status).toBe(source.answer ? "completed" : "waiting");
      expect(qna.statusLabel).toBe(source.answer ? "답변완료" : "답변대기");
      if (source.secret) {
        expect(qna).toMatchObject({ title: "비밀글입니다.", content: "비밀글입니다.", answer: null });
      } else {
        expect(qna).toMatchObject({ title: source.title, content: source.content, answer: source.answer ?? null });
      }
      expect(qna.authorName).toMatch(/^.\*\*$/);
    }
    const empty = itemQnaListSchema.parse((await get("/api/item/G0000011/qna?page=5")).res.json());
    expect(empty.list).toEqual([]);
    expect((await get("/api/item/G0000011/qna?size=101")).status).toBe(400);
  });

  it("/experience-team-reviews: the seeded reviews, newest first", async () => {
    const code = "G0000020";
    const seeded = [...builtOf(code).experienceReviews].sort((a, b) => +b.createdAt! - +a.createdAt!);
    const { res } = await get(`/api/item/${code}/experience-team-reviews`);
    const page = experienceTeamReviewListSchema.parse(res.json());
    expect(page.pagination.totalCount).toBe(3);
    expect(page.list.map((review) => [review.title, review.rating, review.likeCount, review.imageUrls])).toEqual(
      seeded.map((review) => [review.title, review.rating, review.likeCount, review.imageUrls]),
    );
    const none = experienceTeamReviewListSchema.parse(
      (await get("/api/item/G0000001/experience-team-reviews")).res.json(),
    );
    expect(none.pagination.totalCount).toBe(builtOf("G0000001").experienceReviews.length);
  });
});
