import { cartAddResponseSchema, cartSchema } from "@shop/contracts/cart";
import { errorBodySchema } from "@shop/contracts/common";
import { QUOTE_NOT_BUYABLE_MESSAGE, QUOTE_NOTHING_SELECTED_MESSAGE, quoteSchema } from "@shop/contracts/quote";
import { QUOTE_NUMBER_PATTERN } from "@shop/core/checkout/quote";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import {
  createItem,
  createSeller,
  createSellerBrand,
  optionIdsOf,
  setOptionStock,
} from "../../db/seed/catalog.factory.js";
import { seededCompany } from "../../db/seed/content-seed.js";
import { bearer, loginToken, signedPost } from "../../test/auth-client.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { CART_LINE_NOT_FOUND_MESSAGE } from "./cart.service.js";
import { amountInWords } from "./quote.service.js";

// The quote (견적서) through its routes: the header in GET /api/cart, the JSON quote of a member, a company buyer and
// a guest, prices hidden on request, nothing selected, another shopper's lines, and the PDF (parsed back to text).

// 2026-03-10 23:55 in Korea: the quote's day is the Korea day (UTC's is the same day, 14:55); ten minutes later, within
// the session's timeout, it is the 11th in Korea.
const clock = stillClockAt("2026-03-10T14:55:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMPANY_BUSINESS_NUMBER = "1248100998";

async function memberToken(overrides: Parameters<typeof createMember>[1] = {}) {
  const { user, password } = await createMember(t.db, overrides);
  return { user, token: await loginToken(t.app, user.loginId, password) };
}

async function guestToken(): Promise<string> {
  const res = await signedPost(t.app, "/api/auth/guest-token", {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

const get = (url: string, token: string | null) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload });

interface Shop {
  sellerId: number;
  brandId: number;
}

async function seller(
  livestock = "hanwoo",
): Promise<Shop & { name: string; bossName: string; businessNumber: string }> {
  const row = await createSeller(t.db, { shippingFee: 3_000, freeShippingThreshold: 50_000 });
  const brand = await createSellerBrand(t.db, { sellerId: row.id, livestock });
  return {
    sellerId: row.id,
    brandId: brand.id,
    name: row.name,
    bossName: row.bossName,
    businessNumber: row.businessNumber,
  };
}

async function product(shop: Shop, { price = 10_000, livestock = "hanwoo", name = "한우 등심 1++ 500g" } = {}) {
  const item = await createItem(
    t.db,
    {
      name,
      sellerId: shop.sellerId,
      brandId: shop.brandId,
      livestock,
      deliveryType: 1,
      consumerPrice: price,
      salePrice: price,
      specialSalePrice: 0,
      stock: 100,
    },
    { options: [{ groupName: "중량", name: "500g", weightGrams: 500, priceDelta: 0, stock: 100 }] },
  );
  const [optionId] = await optionIdsOf(t.db, item.id);
  return { item, optionId: optionId! };
}

type Product = Awaited<ReturnType<typeof product>>;

async function addOk(token: string, p: Product, quantity: number): Promise<number> {
  const res = await post("/api/cart/add", token, {
    arrayRequiredItems: [{ itemId: p.item.id, optionId: p.optionId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return cartAddResponseSchema.parse(res.json()).cartIds[0]!;
}

async function quoteOk(token: string, query = "") {
  const res = await get(`/api/cart/quote${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return quoteSchema.parse(res.json());
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.parse(res.json()).message).toBe(message);
}

/** The text of every page of a PDF, joined (pdf.js, as a reader would extract it). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  await pdf.destroy();
  return pages.join("\n");
}

/** Two sellers' meat and one seller's ham in a cart: the lines and the sellers. */
async function filledCart(token: string) {
  const [a, b] = [await seller(), await seller("meat-processing")];
  const meat = await product(a, { price: 15_000 });
  const ham = await product(b, { price: 11_000, livestock: "meat-processing", name: "국내산 돈육 햄 500g" });
  const meatLine = await addOk(token, meat, 2);
  const hamLine = await addOk(token, ham, 1);
  return { a, b, meat, ham, meatLine, hamLine };
}

describe("GET /api/cart orderQuote", () => {
  it("carries the selected lines' quote header, and null once nothing is selected", async () => {
    const { token } = await memberToken({ userName: "김구매" });
    const { a, b } = await filledCart(token);

    const res = await get("/api/cart", token);
    expect(res.statusCode, res.body).toBe(200);
    const { orderQuote } = cartSchema.parse(res.json());
    expect(orderQuote).not.toBeNull();
    expect(orderQuote!.date).toBe("2026-03-10");
    expect(orderQuote!.no).toMatch(/^Q20260310-[0-9A-F]{8}$/);
    expect(orderQuote!.isPriceDisplayInQuote).toBe(true);
    expect(orderQuote!.provider).toEqual({
      companyName: seededCompany.companyName,
      bossName: seededCompany.bossName,
      businessNumber: seededCompany.companyNumber,
      address: seededCompany.address,
      phone: seededCompany.customerPhone,
      email: seededCompany.email,
    });
    expect(orderQuote!.receiver).toEqual({ name: "김구매", companyName: "" });
    expect(orderQuote!.businessNumbers.map((s) => s.sellerId).sort()).toEqual([a.sellerId, b.sellerId].sort());
    for (const entry of orderQuote!.businessNumbers) {
      expect(entry.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    }
    expect(orderQuote!.businessNumbers.find((s) => s.sellerId === a.sellerId)).toEqual({
      sellerId: a.sellerId,
      sellerName: a.name,
      bossName: a.bossName,
      businessNumber: formatBusinessNumber(a.businessNumber),
    });

    const quote = await quoteOk(token);
    expect(quote.orderQuote).toEqual(orderQuote);

    const none = await post("/api/cart/price", token, { cartIds: [] });
    expect(none.statusCode, none.body).toBe(200);
    expect(cartSchema.parse((await get("/api/cart", token)).json()).orderQuote).toBeNull();
  });
});

describe("GET /api/cart/quote", () => {
  it("quotes a member's selected lines: prices, shipping per box, 면세 and 과세, totals in words", async () => {
    const { token } = await memberToken();
    const { meat, ham, meatLine, hamLine } = await filledCart(token);
    const quote = await quoteOk(token);

    expect(quote.lines.map((line) => line.cartId).sort()).toEqual([meatLine, hamLine].sort());
    const meatQuoted = quote.lines.find((line) => line.cartId === meatLine)!;
    expect(meatQuoted).toMatchObject({
      itemName: meat.item.name,
      optionName: "500g",
      quantity: 2,
      unitPrice: 15_000,
      amount: 30_000,
      taxType: "taxFree",
    });
    expect(quote.lines.find((line) => line.cartId === hamLine)).toMatchObject({
      itemName: ham.item.name,
      quantity: 1,
      unitPrice: 11_000,
      amount: 11_000,
      taxType: "taxable",
    });
    // Each seller's box pays its 3,000원 (neither reaches 50,000원).
    expect(quote.shipping).toHaveLength(2);
    expect(quote.shipping.every((box) => box.fee === 3_000 && box.shippingPaymentType === 1)).toBe(true);
    expect(quote.totals).toEqual({
      itemTotal: 41_000,
      exemptTotal: 30_000,
      taxableTotal: 11_000,
      vatIncluded: 1_000,
      shippingTotal: 6_000,
      onDeliveryShipping: 0,
      grandTotal: 47_000,
      grandTotalInWords: "일금 사만칠천원정",
    });
    // The cart's own money agrees.
    const cart = cartSchema.parse((await get("/api/cart", token)).json());
    expect(cart.orderPrice.orderPayAmount).toBe(47_000);
    expect(quote.notes.some((note) => note.includes("부가가치세 면세"))).toBe(true);
    expect(quote.notes.some((note) => note.includes("과세 상품"))).toBe(true);
  });

  it("keeps its number for the same lines the same day and changes it with a quantity or the next day", async () => {
    const { token } = await memberToken();
    const { meatLine } = await filledCart(token);
    const first = (await quoteOk(token)).orderQuote.no;
    expect(first).toMatch(QUOTE_NUMBER_PATTERN);
    expect((await quoteOk(token)).orderQuote.no).toBe(first);
    expect((await quoteOk(token, "?isPriceDisplayInQuote=false")).orderQuote.no).toBe(first);

    expect((await post("/api/cart/update-quantity", token, { id: meatLine, quantity: 3 })).statusCode).toBe(200);
    const changed = (await quoteOk(token)).orderQuote.no;
    expect(changed).not.toBe(first);

    clock.set(new Date("2026-03-10T15:05:00Z")); // 2026-03-11 00:05 in Korea
    try {
      const nextDay = await quoteOk(token);
      expect(nextDay.orderQuote.date).toBe("2026-03-11");
      expect(nextDay.orderQuote.no.slice(0, 9)).toBe("Q20260311");
      expect(nextDay.orderQuote.no.slice(10)).toBe(changed.slice(10));
    } finally {
      clock.reset();
    }
  });

  it("makes a company buyer's quote out to the company, with the sellers' business numbers", async () => {
    const { token } = await memberToken({
      userName: "박구매",
      userType: "BUSINESS",
      businessNumber: COMPANY_BUSINESS_NUMBER,
      companyName: "한빛식자재(주)",
    });
    const { a } = await filledCart(token);
    const quote = await quoteOk(token);
    expect(quote.orderQuote.receiver).toEqual({ name: "박구매", companyName: "한빛식자재(주)" });
    expect(quote.orderQuote.businessNumbers.map((s) => s.businessNumber)).toContain(
      formatBusinessNumber(a.businessNumber),
    );
  });

  it("quotes a guest's cart with an empty receiver, and only the cart ids asked for", async () => {
    const token = await guestToken();
    const { meatLine } = await filledCart(token);
    const quote = await quoteOk(token, `?cartIds=${meatLine}`);
    expect(quote.orderQuote.receiver).toEqual({ name: "", companyName: "" });
    expect(quote.lines.map((line) => line.cartId)).toEqual([meatLine]);
    expect(quote.totals?.taxableTotal).toBe(0);
    expect(quote.notes.some((note) => note.includes("과세 상품"))).toBe(false);
  });

  it("hides every price when asked, keeping the lines and quantities", async () => {
    const { token } = await memberToken();
    await filledCart(token);
    const quote = await quoteOk(token, "?isPriceDisplayInQuote=false");
    expect(quote.orderQuote.isPriceDisplayInQuote).toBe(false);
    expect(quote.totals).toBeNull();
    expect(quote.lines.every((line) => line.unitPrice === null && line.amount === null && line.quantity > 0)).toBe(
      true,
    );
    expect(quote.shipping.every((box) => box.fee === null)).toBe(true);
  });

  it("says what to do with nothing selected, an empty cart or no token", async () => {
    const { token } = await memberToken();
    expectError(await get("/api/cart/quote", token), 400, QUOTE_NOTHING_SELECTED_MESSAGE);
    await filledCart(token);
    await post("/api/cart/price", token, { cartIds: [] });
    expectError(await get("/api/cart/quote", token), 400, QUOTE_NOTHING_SELECTED_MESSAGE);
    expectError(await get("/api/cart/quote/pdf", token), 400, QUOTE_NOTHING_SELECTED_MESSAGE);
    expect((await get("/api/cart/quote", null)).statusCode).toBe(401);
  });

  it("refuses bad query values with a Korean message", async () => {
    const { token } = await memberToken();
    for (const query of ["?cartIds=abc", "?cartIds=1,,2", "?cartIds=0", "?isPriceDisplayInQuote=maybe"]) {
      const res = await get(`/api/cart/quote${query}`, token);
      expect(res.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toMatch(/[가-힣]/);
    }
  });

  it("never shows another shopper's lines: their cart ids answer 404", async () => {
    const owner = await memberToken({
      companyName: "남의회사",
      userType: "BUSINESS",
      businessNumber: COMPANY_BUSINESS_NUMBER,
    });
    const { meatLine } = await filledCart(owner.token);
    const stranger = await memberToken();
    const mine = await addOk(stranger.token, await product(await seller()), 1);

    expectError(await get(`/api/cart/quote?cartIds=${meatLine}`, stranger.token), 404, CART_LINE_NOT_FOUND_MESSAGE);
    expectError(
      await get(`/api/cart/quote?cartIds=${mine},${meatLine}`, stranger.token),
      404,
      CART_LINE_NOT_FOUND_MESSAGE,
    );
    expectError(await get(`/api/cart/quote/pdf?cartIds=${meatLine}`, stranger.token), 404, CART_LINE_NOT_FOUND_MESSAGE);
    const guest = await guestToken();
    expectError(await get(`/api/cart/quote?cartIds=${meatLine}`, guest), 404, CART_LINE_NOT_FOUND_MESSAGE);

    // The stranger's own quote holds only their line and their name.
    const own = await quoteOk(stranger.token);
    expect(own.lines.map((line) => line.cartId)).toEqual([mine]);
    expect(own.orderQuote.receiver.companyName).toBe("");
  });

  it("refuses a sold-out line asked for by id", async () => {
    const { token } = await memberToken();
    const p = await product(await seller());
    const line = await addOk(token, p, 1);
    await setOptionStock(t.db, p.optionId, 0);
    expectError(await get(`/api/cart/quote?cartIds=${line}`, token), 400, QUOTE_NOT_BUYABLE_MESSAGE);
    // Sold out, it is no longer selected: the selection is empty.
    expectError(await get("/api/cart/quote", token), 400, QUOTE_NOTHING_SELECTED_MESSAGE);
  });
});

describe("GET /api/cart/quote/pdf", () => {
  it("answers an A4 PDF in an embedded Korean font with the quote's number, receiver and prices", async () => {
    const { token } = await memberToken({
      userName: "박구매",
      userType: "BUSINESS",
      businessNumber: COMPANY_BUSINESS_NUMBER,
      companyName: "한빛식자재(주)",
    });
    const { a, meat } = await filledCart(token);
    const { orderQuote } = await quoteOk(token);

    const res = await get("/api/cart/quote/pdf", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="quote-${orderQuote.no}.pdf"; filename*=UTF-8''${encodeURIComponent(`견적서_${orderQuote.no}.pdf`)}`,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The font is embedded (a subset of Pretendard), not referenced from the reader's machine.
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2/);
    expect(bytes.toString("latin1")).toMatch(/Pretendard/);

    const text = await pdfText(bytes);
    expect(text).toContain("견 적 서");
    expect(text).toContain(orderQuote.no);
    expect(text).toContain("한빛식자재(주) 박구매 귀하");
    expect(text).toContain(seededCompany.companyNumber);
    expect(text).toContain(formatBusinessNumber(a.businessNumber));
    expect(text).toContain(meat.item.name);
    expect(text).toContain(amountInWords(47_000));
    expect(text).toContain("47,000");
    expect(text).toContain("부가가치세 면세");
  });

  it("leaves every price out when they are hidden", async () => {
    const { token } = await memberToken();
    const { meat } = await filledCart(token);
    const res = await get("/api/cart/quote/pdf?isPriceDisplayInQuote=false", token);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(meat.item.name);
    expect(text).not.toContain("15,000");
    expect(text).not.toContain("47,000");
    expect(text).not.toContain("합계 금액");
    expect(text).not.toContain("일금");
  });
});

describe("amountInWords", () => {
  it.each([
    [0, "일금 영원정"],
    [10_000, "일금 일만원정"],
    [47_000, "일금 사만칠천원정"],
    [1_234_500, "일금 일백이십삼만사천오백원정"],
    [110_000, "일금 일십일만원정"],
  ])("%d → %s", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});
