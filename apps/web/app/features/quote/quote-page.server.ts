import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { SALESON_ID_HEADER } from "@shop/contracts/auth";
import { QUOTE_NOTHING_SELECTED_MESSAGE, type Quote, quoteQuerySchema } from "@shop/contracts/quote";
import { type AppLoadContext, redirect } from "react-router";
import { ApiResponseError, callApi, callPath } from "../../lib/api-client.server";
import { cartCallAuth, isEndedGuestToken } from "../../lib/cart-token.server";
import { QUOTE_PATH, type QuoteLinkOptions } from "../../lib/quote-links";
import { getShopperSession } from "../../lib/session.server";

/** The quote page's data: the quote, or why there is none (the page says it and links back to the cart). */
export type QuotePageData =
  | { quote: Quote; options: QuoteLinkOptions & { isPriceDisplayInQuote: boolean }; problem: null }
  | { quote: null; options: null; problem: string };

/** The page's query read with the API's own schema: cartIds "3,7" (the cart's selection when absent) and prices. */
function quoteOptionsOf(url: URL) {
  const parsed = quoteQuerySchema.safeParse({
    cartIds: url.searchParams.get("cartIds") ?? undefined,
    isPriceDisplayInQuote: url.searchParams.get("isPriceDisplayInQuote") ?? undefined,
  });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? QUOTE_NOTHING_SELECTED_MESSAGE };
  const { cartIds, isPriceDisplayInQuote } = parsed.data;
  return { options: { ...(cartIds ? { cartIds } : {}), isPriceDisplayInQuote } };
}

/**
 * The quote page (SPEC §2 /cart/invoice): GET /api/cart/quote for the cart lines of the URL (the cart's selection
 * without them), prices shown or hidden. Nothing to quote — no token, an ended guest token, no line selected, a line
 * that is not the shopper's or cannot be bought — is the page's explanation, never an error page.
 */
export async function loadQuotePage(context: AppLoadContext, request: Request): Promise<QuotePageData> {
  const read = quoteOptionsOf(new URL(request.url));
  if (!read.options) return { quote: null, options: null, problem: read.problem };
  const session = await getShopperSession(request);
  const auth = cartCallAuth(request, session);
  if (!auth) return { quote: null, options: null, problem: QUOTE_NOTHING_SELECTED_MESSAGE };
  const { cartIds, isPriceDisplayInQuote } = read.options;
  try {
    const quote = await callApi(context, apiEndpoints.cartQuote, {
      ...auth,
      query: { cartIds: cartIds?.join(","), isPriceDisplayInQuote },
    });
    return { quote, options: read.options, problem: null };
  } catch (error) {
    if (isEndedGuestToken(session, error)) {
      return { quote: null, options: null, problem: QUOTE_NOTHING_SELECTED_MESSAGE };
    }
    if (error instanceof ApiResponseError && (error.status === 400 || error.status === 404)) {
      return { quote: null, options: null, problem: error.message };
    }
    throw error;
  }
}

/**
 * The quote's PDF (GET /api/cart/quote/pdf) passed through with the shopper's token: its bytes, type and Korean file
 * name as the API sent them. Any refusal sends the shopper to the quote page of the same query, which says why (and
 * runs SPEC §8's login flow for a 401).
 */
export async function quotePdfResponse(context: AppLoadContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const back = `${QUOTE_PATH}${url.search}`;
  const read = quoteOptionsOf(url);
  const session = await getShopperSession(request);
  const token = session.get("token");
  if (!read.options || !token) throw redirect(back);

  const headers: Record<string, string> = { accept: "application/pdf", authorization: `Bearer ${token}` };
  const salesonId = session.get("salesonId");
  if (salesonId) headers[SALESON_ID_HEADER] = salesonId;
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const { cartIds, isPriceDisplayInQuote } = read.options;
  const path = callPath(apiEndpoints.cartQuotePdf, { query: { cartIds: cartIds?.join(","), isPriceDisplayInQuote } });
  const response = await context.apiFetch(path, { method: apiEndpoints.cartQuotePdf.method, headers });
  if (!response.ok) {
    await response.body?.cancel();
    throw redirect(back);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/pdf",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
