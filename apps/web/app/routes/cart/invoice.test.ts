import { QUOTE_NOTHING_SELECTED_MESSAGE, type Quote } from "@shop/contracts/quote";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { loader } from "./invoice";
import { loader as pdfLoader } from "./invoice-pdf";

// /cart/invoice's loader (the quote of the URL's cart lines, or why there is none) and /cart/invoice/pdf, which
// passes the API's PDF through with the shopper's token.

const QUOTE: Quote = {
  orderQuote: {
    date: "2026-03-10",
    no: "Q20260310-3F9A2C1B",
    provider: {
      companyName: "농협축산유통(주)",
      bossName: "김정훈",
      businessNumber: "214-87-10355",
      address: "서울특별시 송파구 중대로 121",
      phone: "1588-4379",
      email: "help@nhmeatshop.co.kr",
    },
    isPriceDisplayInQuote: true,
    businessNumbers: [{ sellerId: 3, sellerName: "대관령축산", bossName: "이대관", businessNumber: "225-81-03471" }],
    receiver: { name: "박구매", companyName: "한빛식자재(주)" },
  },
  lines: [
    {
      cartId: 7,
      itemUserCode: "G0000007",
      itemName: "한우 등심 1++",
      optionName: "500g",
      sellerName: "대관령축산",
      brandName: "대관령한우",
      quantity: 2,
      taxType: "taxFree",
      unitPrice: 45_000,
      amount: 90_000,
    },
  ],
  shipping: [{ boxKey: "1-3", title: "신선물류 · 대관령축산", deliveryType: 1, shippingPaymentType: 1, fee: 0 }],
  totals: {
    itemTotal: 90_000,
    exemptTotal: 90_000,
    taxableTotal: 0,
    vatIncluded: 0,
    shippingTotal: 0,
    onDeliveryShipping: 0,
    grandTotal: 90_000,
    grandTotalInWords: "일금 구만원정",
  },
  notes: ["축산물(식육)·계란·농산물 등 가공하지 않은 식료품은 부가가치세 면세 상품입니다."],
};

async function load(shopper: TestShopper, query: string, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}/cart/invoice${query}`, { headers: { cookie: shopper.cookie } });
  const answer = await loader({ request, url: new URL(request.url), pattern: "/cart/invoice", params: {}, context });
  return { answer, calls };
}

describe("the quote page's loader", () => {
  it("asks for the URL's lines with prices shown", async () => {
    const { answer, calls } = await load(await testShopper({ member: true }), "?cartIds=7,9", {
      "GET /api/cart/quote": { body: QUOTE },
    });
    expect(answer.quote?.orderQuote.no).toBe("Q20260310-3F9A2C1B");
    expect(answer.options).toEqual({ cartIds: [7, 9], isPriceDisplayInQuote: true });
    expect(calls).toEqual([
      { method: "GET", path: "/api/cart/quote?cartIds=7%2C9&isPriceDisplayInQuote=true", body: null },
    ]);
  });

  it("asks for the cart's selection with prices hidden", async () => {
    const { answer, calls } = await load(await testShopper({ guest: true }), "?isPriceDisplayInQuote=false", {
      "GET /api/cart/quote": { body: { ...QUOTE, totals: null } },
    });
    expect(answer.options).toEqual({ isPriceDisplayInQuote: false });
    expect(calls[0]?.path).toBe("/api/cart/quote?isPriceDisplayInQuote=false");
  });

  it("says there is nothing to quote for a shopper without a cart, without asking the API", async () => {
    const { answer, calls } = await load(await testShopper(), "");
    expect(answer).toEqual({ quote: null, options: null, problem: QUOTE_NOTHING_SELECTED_MESSAGE });
    expect(calls).toEqual([]);
  });

  it.each([["?cartIds=abc"], ["?cartIds=7,,9"], ["?isPriceDisplayInQuote=maybe"]])(
    "explains a bad query %s without asking the API",
    async (query) => {
      const { answer, calls } = await load(await testShopper({ member: true }), query);
      expect(answer.quote).toBeNull();
      expect(answer.problem).toMatch(/[가-힣]/);
      expect(calls).toEqual([]);
    },
  );

  it.each([
    [400, QUOTE_NOTHING_SELECTED_MESSAGE],
    [404, "장바구니에 담긴 상품을 찾을 수 없습니다."],
  ])("shows the API's %d refusal on the page", async (status, message) => {
    const { answer } = await load(await testShopper({ member: true }), "?cartIds=8", {
      "GET /api/cart/quote": apiError(status, message),
    });
    expect(answer).toEqual({ quote: null, options: null, problem: message });
  });
});

/** A context whose API answers the PDF call with `answer`, recording the request it got. */
function pdfApi(answer: Response) {
  const seen: { path: string; headers: Record<string, string> }[] = [];
  const context = {
    apiFetch: async (path: string, init: RequestInit = {}) => {
      seen.push({ path, headers: init.headers as Record<string, string> });
      return answer;
    },
  } as AppLoadContext;
  return { context, seen };
}

async function loadPdf(shopper: TestShopper, query: string, answer: Response) {
  const { context, seen } = pdfApi(answer);
  const request = new Request(`${TEST_ORIGIN}/cart/invoice/pdf${query}`, { headers: { cookie: shopper.cookie } });
  try {
    const response = await pdfLoader({
      request,
      url: new URL(request.url),
      pattern: "/cart/invoice/pdf",
      params: {},
      context,
    });
    return { response, seen };
  } catch (thrown) {
    return { response: thrown as Response, seen };
  }
}

describe("the quote PDF download", () => {
  const disposition = `attachment; filename="quote-Q20260310-3F9A2C1B.pdf"; filename*=UTF-8''${encodeURIComponent("견적서_Q20260310-3F9A2C1B.pdf")}`;

  it("passes the API's PDF through with the member's token, type and Korean file name", async () => {
    const pdf = new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
      headers: { "content-type": "application/pdf", "content-disposition": disposition },
    });
    const { response, seen } = await loadPdf(await testShopper({ member: true }), "?cartIds=7", pdf);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(disposition);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1")).toBe("%PDF-");
    expect(seen[0]?.path).toBe("/api/cart/quote/pdf?cartIds=7&isPriceDisplayInQuote=true");
    expect(seen[0]?.headers.authorization).toBe("Bearer tok_member_for_tests_0123456789");
  });

  it("sends a refusal back to the quote page of the same query, which explains it", async () => {
    const refused = Response.json(
      { status: 400, code: "NOTHING_SELECTED", message: QUOTE_NOTHING_SELECTED_MESSAGE, description: "", errors: [] },
      { status: 400 },
    );
    const { response } = await loadPdf(await testShopper({ guest: true }), "?isPriceDisplayInQuote=false", refused);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cart/invoice?isPriceDisplayInQuote=false");
  });

  it("sends a shopper without a token to the quote page without calling the API", async () => {
    const { response, seen } = await loadPdf(await testShopper(), "", new Response(null));
    expect(response.headers.get("location")).toBe("/cart/invoice");
    expect(seen).toEqual([]);
  });
});
