import {
  businessNumbersSchema,
  favoriteSellerBrandsSchema,
  sellerBrandListSchema,
  sellerBrandsOfSellerSchema,
  sellerDetailSchema,
  sellerNoticeListSchema,
  shippingInfosSchema,
} from "@shop/contracts/display";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { isValidBusinessNumber } from "@shop/core/validation/business-number";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sellers } from "../../db/schema/catalog.js";
import { buildDemoItem, buildSellerBrandRows } from "../../db/seed/catalog.factory.js";
import { createSellerNotice } from "../../db/seed/display.factory.js";
import { kst } from "../../db/seed/display-seed-content.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const brandRows = buildSellerBrandRows();
const demoItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item);

describe("GET /api/seller-brands", () => {
  it("answers the brands of one livestock kind, the cooperative's own first", async () => {
    const res = await get("/api/seller-brands?livestock=hanwoo");
    expect(res.statusCode).toBe(200);
    expect(sellerBrandListSchema.parse(res.json()).list).toEqual([
      {
        id: 1,
        sellerId: OWN_SELLER_ID,
        brandName: "농협안심한우",
        sellerName: "농협축산유통(주)",
        livestock: "hanwoo",
      },
      { id: 7, sellerId: 10000001, brandName: "대관령한우", sellerName: "(주)대관령한우", livestock: "hanwoo" },
      { id: 8, sellerId: 10000002, brandName: "횡성명품한우", sellerName: "횡성축산유통", livestock: "hanwoo" },
    ]);
    const poultry = (await get("/api/seller-brands?livestock=poultry")).json().list;
    expect(poultry.map((brand: { brandName: string }) => brand.brandName)).toEqual(["청정닭", "청정오리"]);
  });

  it("answers 404 for an unknown livestock kind and 400 without one", async () => {
    expect((await get("/api/seller-brands?livestock=horse")).statusCode).toBe(404);
    for (const query of ["", "?livestock="]) {
      const res = await get(`/api/seller-brands${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });

  it("answers every brand once, by livestock kind", async () => {
    const { list } = sellerBrandListSchema.parse((await get("/api/seller-brands/all")).json());
    expect(list.map((brand) => brand.id).sort((a, b) => a - b)).toEqual(brandRows.map((brand) => brand.id));
    expect(list.slice(0, 3).map((brand) => brand.livestock)).toEqual(["hanwoo", "hanwoo", "hanwoo"]);
    expect(list.at(-1)).toMatchObject({ brandName: "초록들", livestock: "fresh" });
  });

  it("answers one seller's brands in the seller's order", async () => {
    const body = sellerBrandsOfSellerSchema.parse((await get(`/api/seller-brands/${OWN_SELLER_ID}`)).json());
    expect(body).toMatchObject({ sellerId: OWN_SELLER_ID, sellerName: "농협축산유통(주)" });
    expect(body.list.map((brand) => brand.brandName)).toEqual([
      "농협안심한우",
      "농협안심한돈",
      "농협 수입정육",
      "농협 수제가공",
      "한끼찬",
      "농협 신선마켓",
    ]);
  });

  it("answers a seller's favourite brands, most units sold first", async () => {
    const body = favoriteSellerBrandsSchema.parse((await get(`/api/seller-brands/favorite/${OWN_SELLER_ID}`)).json());
    const expected = brandRows
      .filter((brand) => brand.sellerId === OWN_SELLER_ID)
      .map((brand) => {
        const own = demoItems.filter((item) => item.displayed && item.brandId === brand.id);
        return {
          brandName: brand.brandName,
          itemCount: own.length,
          salesCount: own.reduce((sum, item) => sum + item.salesCount!, 0),
        };
      })
      .filter((brand) => brand.itemCount > 0)
      .sort((a, b) => b.salesCount - a.salesCount);
    expect(body.list.map(({ brandName, itemCount, salesCount }) => ({ brandName, itemCount, salesCount }))).toEqual(
      expected,
    );
  });

  it("answers 404 for an unknown seller and 400 for a bad id", async () => {
    for (const url of ["/api/seller-brands/12345", "/api/seller-brands/favorite/12345"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of ["/api/seller-brands/abc", "/api/seller-brands/favorite/0"]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe("GET /api/seller/{id}", () => {
  it("answers the seller with its business number in 3-2-5 and its shipping terms", async () => {
    const res = await get("/api/seller/10000003");
    expect(res.statusCode).toBe(200);
    const { seller } = sellerDetailSchema.parse(res.json());
    expect(seller).toMatchObject({
      sellerId: 10000003,
      sellerName: "제주흑돼지농장",
      bossName: "고민준",
      phone: "064-752-3300",
      shippingCondition: "5만원 이상 무료배송",
      shippingFee: 4000,
      freeShippingThreshold: 50000,
      deliveryMethod: "택배 (제주 출고, 항공 운송)",
      brands: [
        { id: 10, sellerId: 10000003, brandName: "제주흑돈", sellerName: "제주흑돼지농장", livestock: "handon" },
      ],
    });
    expect(seller.businessNumber).toMatch(/^616-81-1094\d$/);
    expect(isValidBusinessNumber(seller.businessNumber.replaceAll("-", ""))).toBe(true);
  });

  it("answers 404 for an unknown seller and 400 for a bad id", async () => {
    expect((await get("/api/seller/12345")).statusCode).toBe(404);
    expect((await get("/api/seller/x1")).statusCode).toBe(400);
  });
});

describe("GET /api/seller-notice/{id}", () => {
  it("answers the seller's notices, pinned first, then newest", async () => {
    const { list } = sellerNoticeListSchema.parse((await get("/api/seller-notice/10000001")).json());
    expect(list.map((notice) => [notice.title, notice.pinned, notice.date])).toEqual([
      ["포장 방식 변경 안내", true, "2026-10-28"],
      ["대관령한우 휴무 안내", false, "2026-10-01"],
    ]);
    expect(list[0]!.content).toMatch(/^<p>/);
  });

  it("answers an empty list for a seller without notices, and leaves out hidden ones", async () => {
    expect((await get("/api/seller-notice/10000004")).json()).toEqual({ list: [] });
    await createSellerNotice(t.db, { sellerId: 10000004, title: "숨긴 공지", content: "<p>x</p>", displayed: false });
    const shown = await createSellerNotice(t.db, {
      sellerId: 10000004,
      title: "설 연휴 휴무",
      content: "<p>연휴 휴무</p>",
      createdAt: kst("2026-11-10T09:00:00"),
    });
    expect((await get("/api/seller-notice/10000004")).json().list).toEqual([
      {
        id: shown.id,
        sellerId: 10000004,
        title: "설 연휴 휴무",
        content: "<p>연휴 휴무</p>",
        pinned: false,
        date: "2026-11-10",
      },
    ]);
  });

  it("answers 404 for an unknown seller", async () => {
    expect((await get("/api/seller-notice/12345")).statusCode).toBe(404);
  });
});

describe("GET /api/seller/business-numbers", () => {
  it("answers business numbers in the order asked, each seller once", async () => {
    const res = await get(`/api/seller/business-numbers?sellerIds=10000001|${OWN_SELLER_ID}|10000001`);
    expect(res.statusCode).toBe(200);
    const { list } = businessNumbersSchema.parse(res.json());
    expect(list.map((entry) => entry.sellerId)).toEqual([10000001, OWN_SELLER_ID]);
    expect(list[1]).toEqual({
      sellerId: OWN_SELLER_ID,
      sellerName: "농협축산유통(주)",
      bossName: "김정훈",
      businessNumber: "214-87-10355",
    });
    for (const entry of list) expect(entry.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
  });

  it("shows a stored number that is not ten digits as it is", async () => {
    await t.db.insert(sellers).values({
      id: 10000099,
      name: "구형 판매자",
      bossName: "오래된",
      businessNumber: "미등록",
      phone: "02-000-0000",
      address: "서울",
      shippingCondition: "무료배송",
    });
    const { list } = (await get("/api/seller/business-numbers?sellerIds=10000099")).json();
    expect(list[0].businessNumber).toBe("미등록");
  });

  it("answers 404 naming every unknown seller", async () => {
    const res = await get("/api/seller/business-numbers?sellerIds=10000001|555|777");
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.map((error: { message: string }) => error.message)).toEqual([
      "판매자 555을(를) 찾을 수 없습니다.",
      "판매자 777을(를) 찾을 수 없습니다.",
    ]);
  });

  it.each([
    "",
    "?sellerIds=",
    "?sellerIds=1,2",
    "?sellerIds=1||2",
    "?sellerIds=|1",
    "?sellerIds=01",
    "?sellerIds=9999999999",
  ])("refuses %s with 400", async (query) => {
    const res = await get(`/api/seller/business-numbers${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});

describe("POST /api/seller/shipping-infos", () => {
  const post = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/seller/shipping-infos", payload: payload as object });

  it("answers each seller's condition, dispatch date for an order paid now and delivery method", async () => {
    // Monday 2026-11-23, 13:00 in Korea: before the own seller's 14:00 cutoff, after the others'.
    vi.useFakeTimers({ toFake: ["Date"], now: kst("2026-11-23T13:00:00") });
    try {
      const res = await post({ sellerIds: [OWN_SELLER_ID, 10000001, 10000003] });
      expect(res.statusCode).toBe(200);
      expect(shippingInfosSchema.parse(res.json()).list).toEqual([
        {
          sellerId: OWN_SELLER_ID,
          shippingCondition: "5만원 이상 무료배송",
          shippingDate: "2026-11-23",
          shippingDateText: "오늘(11월 23일 월) 출고",
          deliveryMethod: "신선물류 냉장 차량 배송",
          courier: "농협 신선물류",
        },
        {
          sellerId: 10000001,
          shippingCondition: "7만원 이상 무료배송",
          shippingDate: "2026-11-24",
          shippingDateText: "11월 24일(화) 출고 예정",
          deliveryMethod: "택배 (아이스박스 냉장 포장)",
          courier: "CJ대한통운",
        },
        {
          // Cutoff 11:00 and one day of preparation.
          sellerId: 10000003,
          shippingCondition: "5만원 이상 무료배송",
          shippingDate: "2026-11-25",
          shippingDateText: "11월 25일(수) 출고 예정",
          deliveryMethod: "택배 (제주 출고, 항공 운송)",
          courier: "한진택배",
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 404 naming unknown sellers", async () => {
    const res = await post({ sellerIds: [OWN_SELLER_ID, 4242] });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([{ field: "sellerIds", message: "판매자 4242을(를) 찾을 수 없습니다." }]);
  });

  it.each([
    ["no body", undefined],
    ["no ids", {}],
    ["an empty list", { sellerIds: [] }],
    ["a string id", { sellerIds: ["90000000"] }],
    ["a zero id", { sellerIds: [0] }],
    ["51 ids", { sellerIds: Array.from({ length: 51 }, (_, i) => i + 1) }],
  ])("refuses %s with 400", async (_label, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
  });
});
