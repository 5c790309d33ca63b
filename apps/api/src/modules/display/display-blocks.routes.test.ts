import {
  brandBlockSchema,
  contentPicksSchema,
  deliveryInfoSchema,
  displayItemPageSchema,
  groupBestSchema,
  itemBlockSchema,
  latelySchema,
  mdPicksSchema,
  promotionSchema,
  shopInfoSchema,
  styleBookBlockSchema,
  visibleBlocksSchema,
} from "@shop/contracts/display";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { addDays } from "date-fns";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { displayBlocks, mainBanners } from "../../db/schema/display.js";
import { buildDemoItem, demoItemUserCode } from "../../db/seed/catalog.factory.js";
import { createMainBanner } from "../../db/seed/display.factory.js";
import { DISPLAY_DEMO_NOW, MAIN_BANNER_SEEDS } from "../../db/seed/display-seed-content.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const clock = stillClockAt(DISPLAY_DEMO_NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const demoItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item);
const hiddenCode = demoItems.find((item) => !item.displayed)!.itemUserCode;

describe("GET /api/display/visible", () => {
  it("answers the home page's blocks in order", async () => {
    const res = await get("/api/display/visible");
    expect(res.statusCode).toBe(200);
    const { list } = visibleBlocksSchema.parse(res.json());
    expect(list.map((block) => block.code)).toEqual([
      "promotion",
      "cnts-picks",
      "best",
      "new",
      "md",
      "group-best",
      "dry-aging",
      "pb",
      "fresh-food",
      "style-book",
      "brand",
      "notice",
    ]);
    expect(list.find((block) => block.code === "best")).toMatchObject({ title: "베스트", link: "/event/best" });
  });

  it("follows the operator's switches and order, and leaves out codes it does not serve", async () => {
    const bare = await createTestApp();
    try {
      await bare.db.update(displayBlocks).set({ showOnMain: false }).where(eq(displayBlocks.code, "cnts-picks"));
      await bare.db
        .update(displayBlocks)
        .set({ showOnMain: true, sortOrder: 0 })
        .where(eq(displayBlocks.code, "safety"));
      await bare.db.insert(displayBlocks).values({ code: "roulette", title: "룰렛", showOnMain: true, sortOrder: 1 });
      const { list } = (await bare.app.inject({ method: "GET", url: "/api/display/visible" })).json();
      expect(list.map((block: { code: string }) => block.code).slice(0, 3)).toEqual(["safety", "promotion", "best"]);
      expect(list.map((block: { code: string }) => block.code)).not.toContain("cnts-picks");
      expect(list.map((block: { code: string }) => block.code)).not.toContain("roulette");
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/display/promotion", () => {
  it("answers the live main visuals with PC and mobile pictures, in order", async () => {
    const { list } = promotionSchema.parse((await get("/api/display/promotion")).json());
    expect(list.map((banner) => banner.title)).toEqual(MAIN_BANNER_SEEDS.map((banner) => banner.title));
    expect(list[0]).toMatchObject({
      title: "한우 명절 선물 기획전",
      imageSrc: "/images/banners/main/hanwoo-holiday-gift.svg",
      mobileImageSrc: "/images/banners/main-mobile/hanwoo-holiday-gift.svg",
      link: "/event/hanwoo-holiday-gift",
      linkTargetFlag: "N",
    });
  });

  it("leaves out banners switched off or outside their window", async () => {
    await createMainBanner(t.db, { code: "off-test", title: "꺼진 배너", active: false, sortOrder: 0 });
    await createMainBanner(t.db, { code: "later-test", title: "예정 배너", startAt: addDays(DISPLAY_DEMO_NOW, 1) });
    await createMainBanner(t.db, { code: "past-test", title: "지난 배너", endAt: addDays(DISPLAY_DEMO_NOW, -1) });
    await createMainBanner(t.db, {
      code: "live-test",
      title: "진행 배너",
      linkTargetFlag: "Y",
      startAt: addDays(DISPLAY_DEMO_NOW, -1),
      endAt: addDays(DISPLAY_DEMO_NOW, 1),
      sortOrder: 0,
    });
    try {
      const titles = (await get("/api/display/promotion")).json().list.map((banner: { title: string }) => banner.title);
      expect(titles).toEqual(["진행 배너", ...MAIN_BANNER_SEEDS.map((banner) => banner.title)]);
      // The gift campaign ends with the Lunar New Year holiday.
      clock.set(new Date("2027-02-08T00:00:00+09:00"));
      const after = (await get("/api/display/promotion")).json().list.map((banner: { title: string }) => banner.title);
      expect(after).not.toContain("한우 명절 선물 기획전");
      expect(after).toContain("드라이에이징 전문관");
    } finally {
      clock.set(DISPLAY_DEMO_NOW);
      await t.db
        .delete(mainBanners)
        .where(inArray(mainBanners.code, ["off-test", "later-test", "past-test", "live-test"]));
    }
  });
});

describe("GET /api/display/new and /best", () => {
  it.each([
    ["new", "newest", "신상품"],
    ["best", "popular", "베스트"],
  ])("/%s pages the item list sorted %s", async (code, sort, title) => {
    const res = await get(`/api/display/${code}`);
    expect(res.statusCode).toBe(200);
    const body = displayItemPageSchema.parse(res.json());
    expect(body.block).toMatchObject({ code, title });
    expect(body.list).toHaveLength(8);
    const items = (await get(`/api/item?sort=${sort}&size=8`)).json();
    expect(body.list).toEqual(items.list);
    expect(body.pagination).toEqual({ ...items.pagination, size: 8 });

    const page3 = displayItemPageSchema.parse((await get(`/api/display/${code}?page=3&size=5`)).json());
    expect(page3.list).toEqual((await get(`/api/item?sort=${sort}&size=5&page=3`)).json().list);
    expect(page3.pagination.page).toBe(3);
  });

  it("/best puts the most bought displayed item first", async () => {
    const top = [...demoItems].filter((item) => item.displayed).sort((a, b) => b.salesCount! - a.salesCount!)[0]!;
    expect((await get("/api/display/best?size=1")).json().list[0].itemUserCode).toBe(top.itemUserCode);
  });

  it.each(["?page=0", "?size=0", "?size=101", "?page=x"])("refuses %s with 400", async (query) => {
    for (const code of ["new", "best"]) {
      const res = await get(`/api/display/${code}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});

describe("GET /api/display/group-best", () => {
  it("answers the best sellers in stock of each livestock group", async () => {
    const { block, groups } = groupBestSchema.parse((await get("/api/display/group-best?size=2")).json());
    expect(block.title).toBe("축종별 베스트");
    expect(groups.map((group) => group.livestock)).toEqual([
      "hanwoo",
      "handon",
      "imported",
      "poultry",
      "meat-processing",
      "meat-processing-private",
      "pb",
      "fresh",
    ]);
    expect(groups[0]).toMatchObject({ name: "한우", link: "/items?livestock=hanwoo" });
    for (const group of groups) {
      expect(group.list).toHaveLength(2);
      for (const item of group.list) {
        expect(item.livestock).toBe(group.livestock);
        expect(item.soldOut).toBe(false);
      }
      const inStock = demoItems
        .filter((item) => item.displayed && item.livestock === group.livestock && item.stock! > 0)
        .sort((a, b) => b.salesCount! - a.salesCount!);
      expect(group.list[0]!.itemUserCode).toBe(inStock[0]!.itemUserCode);
    }
    expect((await get("/api/display/group-best")).json().groups[0].list).toHaveLength(4);
  });

  it.each(["?size=0", "?size=21", "?size=two"])("refuses %s with 400", async (query) => {
    expect((await get(`/api/display/group-best${query}`)).statusCode).toBe(400);
  });
});

describe("curated blocks", () => {
  it("answers MD picks in their tabs", async () => {
    const { block, groups } = mdPicksSchema.parse((await get("/api/display/md")).json());
    expect(block.title).toBe("MD 추천");
    expect(groups.map((group) => [group.key, group.name])).toEqual([
      ["grill", "구이 추천"],
      ["soup", "국거리 추천"],
      ["easy", "간편식 추천"],
    ]);
    for (const item of groups[0]!.list) expect(item.livestock).toBe("handon");
    for (const item of groups[1]!.list) expect(item.livestock).toBe("hanwoo");
    for (const item of groups[2]!.list) expect(["meat-processing", "pb"]).toContain(item.livestock);
    expect(groups.every((group) => group.list.length === 4)).toBe(true);
  });

  it("answers the dry-aging page: text, hero picture and top-grade hanwoo cuts", async () => {
    const { block, list } = itemBlockSchema.parse((await get("/api/display/dry-aging")).json());
    expect(block).toMatchObject({
      code: "dry-aging",
      title: "드라이에이징 전문관",
      imageSrc: "/images/banners/display/dry-aging.svg",
      link: "/display/dry-aging",
    });
    expect(block.sections.map((section) => section.title)).toEqual([
      "21일 건식 숙성",
      "견과류 향과 깊은 감칠맛",
      "보관 안내",
    ]);
    expect(list).toHaveLength(8);
    for (const item of list) {
      expect(item.livestock).toBe("hanwoo");
      expect(["1++", "1+"]).toContain(item.grade);
    }
    const codes = list.map((item) => item.itemUserCode);
    expect(codes).toEqual([...codes].sort());
  });

  it.each([
    ["pb", "농협 PB", ["pb"]],
    ["fresh-food", "신선식품", ["fresh"]],
    ["safety", "안심 먹거리", ["hanwoo", "handon"]],
  ])("answers /%s with its items", async (code, title, livestock) => {
    const { block, list } = itemBlockSchema.parse((await get(`/api/display/${code}`)).json());
    expect(block).toMatchObject({ code, title });
    expect(block.sections.length).toBeGreaterThan(1);
    expect(list).toHaveLength(8);
    for (const item of list) expect(livestock).toContain(item.livestock);
    if (code === "safety") expect(list.every((item) => item.sellerId === OWN_SELLER_ID)).toBe(true);
  });

  it("drops an item from its blocks once it is hidden", async () => {
    const before = itemBlockSchema.parse((await get("/api/display/pb")).json()).list;
    const hidden = before[2]!;
    await t.db.update(items).set({ displayed: false }).where(eq(items.id, hidden.itemId));
    try {
      const after = itemBlockSchema.parse((await get("/api/display/pb")).json()).list;
      expect(after.map((item) => item.itemId)).toEqual(
        before.filter((item) => item !== hidden).map((item) => item.itemId),
      );
    } finally {
      await t.db.update(items).set({ displayed: true }).where(eq(items.id, hidden.itemId));
    }
  });

  it("answers the content picks with the editor's comments", async () => {
    const { list } = contentPicksSchema.parse((await get("/api/display/cnts-picks/main")).json());
    expect(list).toHaveLength(4);
    expect(list[0]!.comment).toContain("1++ 등심");
    expect(list[0]!.item).toMatchObject({ livestock: "hanwoo", grade: "1++" });
    expect(list[0]!.item.itemName).toContain("등심");
    expect(list[3]!.item.itemName).toContain("한우 육포");
  });

  it("answers the featured style books, newest first", async () => {
    const { block, list } = styleBookBlockSchema.parse((await get("/api/display/style-book")).json());
    expect(block.link).toBe("/event/stylebook");
    expect(list.map((book) => book.title)).toEqual([
      "닭가슴살 단호박 샐러드",
      "한우 양지 미역국",
      "한돈 삼겹살 수육",
      "한우 등심 스테이크",
    ]);
  });

  it("answers the featured brands with their logos", async () => {
    const { list } = brandBlockSchema.parse((await get("/api/display/brand")).json());
    expect(list.map((brand) => brand.brandName)).toEqual([
      "농협안심한우",
      "대관령한우",
      "횡성명품한우",
      "제주흑돈",
      "한끼찬",
      "청정닭",
    ]);
    expect(list[0]).toMatchObject({ id: 1, logoSrc: "/images/brands/1.svg", sellerId: OWN_SELLER_ID });
    expect(list[0]!.headline).not.toBe("");
  });

  it("answers the shop introduction and the delivery guide with every seller's terms", async () => {
    const { block } = shopInfoSchema.parse((await get("/api/display/shop-info")).json());
    expect(block.title).toBe("농협축산몰 소개");
    expect(block.sections).toHaveLength(3);

    const delivery = deliveryInfoSchema.parse((await get("/api/display/delivery")).json());
    expect(delivery.block.sections.map((section) => section.title)).toEqual([
      "신선물류 배송",
      "개별 택배 배송",
      "배송비",
      "주말·공휴일",
    ]);
    expect(delivery.sellers).toHaveLength(8);
    expect(delivery.sellers.find((seller) => seller.sellerId === OWN_SELLER_ID)).toMatchObject({
      deliveryMethod: "신선물류 냉장 차량 배송",
      courier: "농협 신선물류",
      shippingCondition: "5만원 이상 무료배송",
      shippingFee: 3000,
      freeShippingThreshold: 50000,
    });
  });

  it("answers 404 when a block is missing", async () => {
    const bare = await createTestApp();
    try {
      await bare.db.delete(displayBlocks).where(inArray(displayBlocks.code, ["md", "pb", "shop-info", "new"]));
      for (const url of ["/api/display/md", "/api/display/pb", "/api/display/shop-info", "/api/display/new"]) {
        const res = await bare.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/display/lately", () => {
  const name = (code: string) => demoItems.find((item) => item.itemUserCode === code)!.name;

  it("answers the items in the order asked, skipping unknown and hidden ones", async () => {
    const codes = ["G0000003", "G9999999", "G0000001", hiddenCode, "G0000002"];
    const res = await get(`/api/display/lately?ids=${codes.join(",")}`);
    expect(res.statusCode).toBe(200);
    expect(latelySchema.parse(res.json()).list).toEqual(
      ["G0000003", "G0000001", "G0000002"].map((code) => ({
        itemUserCode: code,
        itemName: name(code),
        imageSrc: `/images/items/${code}/1.svg`,
      })),
    );
  });

  it("answers at most limit items, 5 by default, each once", async () => {
    const codes = Array.from({ length: 10 }, (_, i) => demoItemUserCode(i + 30));
    const list = (await get(`/api/display/lately?ids=${codes.join(",")}`)).json().list;
    expect(list.map((item: { itemUserCode: string }) => item.itemUserCode)).toEqual(codes.slice(0, 5));
    const two = (await get(`/api/display/lately?ids=${codes.join(",")}&limit=2`)).json().list;
    expect(two).toHaveLength(2);
    const again = (await get("/api/display/lately?ids=G0000005,%20G0000004,G0000005,,G0000004&limit=10")).json().list;
    expect(again.map((item: { itemUserCode: string }) => item.itemUserCode)).toEqual(["G0000005", "G0000004"]);
  });

  it("answers an empty list when nothing asked for exists", async () => {
    expect((await get("/api/display/lately?ids=G9999998,G9999999")).json()).toEqual({ list: [] });
  });

  it.each([
    "",
    "?ids=",
    "?ids=,,",
    "?ids=G0000001;DROP",
    "?ids=G0000001&limit=0",
    "?ids=G0000001&limit=11",
    "?ids=G0000001&limit=five",
    `?ids=${Array.from({ length: 51 }, (_, i) => demoItemUserCode(i)).join(",")}`,
  ])("refuses %s with 400", async (query) => {
    const res = await get(`/api/display/lately${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});
