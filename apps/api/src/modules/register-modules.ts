import type { FastifyInstance } from "fastify";
import { ApiError } from "../lib/api-error.js";
import { joinRoutes } from "./account/join.routes.js";
import { memberRoutes } from "./account/member.routes.js";
import { memberAdminRoutes } from "./account/member-admin.routes.js";
import { logoutRoutes, sessionRoutes } from "./account/session.routes.js";
import { snsRoutes } from "./account/sns.routes.js";
import { appPushRoutes } from "./app-push/app-push.routes.js";
import { brandRoutes } from "./brand/brand.routes.js";
import { bulkVbankRoutes } from "./bulk-vbank/bulk-vbank.routes.js";
import { cafe24Routes } from "./cafe24/cafe24.routes.js";
import { cafe24SandboxRoutes } from "./cafe24/cafe24-sandbox.routes.js";
import { cartRoutes } from "./cart/cart.routes.js";
import { quoteRoutes } from "./cart/quote.routes.js";
import { catalogRoutes } from "./catalog/catalog.routes.js";
import { itemAdminRoutes } from "./catalog/item-admin.routes.js";
import { itemAdminCreateRoutes } from "./catalog/item-admin-create.routes.js";
import { itemImageAdminRoutes } from "./catalog/item-image-admin.routes.js";
import { couponRoutes } from "./coupon/coupon.routes.js";
import { couponAdminRoutes } from "./coupon/coupon-admin.routes.js";
import { designatedRoutes } from "./designated/designated.routes.js";
import { accountDevRoutes } from "./dev/account-dev.routes.js";
import { devRoutes } from "./dev/dev.routes.js";
import { eventDevRoutes } from "./dev/event-dev.routes.js";
import { orderDevRoutes } from "./dev/order-dev.routes.js";
import { pointDevRoutes } from "./dev/point-dev.routes.js";
import { sandboxRoutes } from "./dev/sandbox.routes.js";
import { displayRoutes } from "./display/display.routes.js";
import { displayAdminRoutes } from "./display/display-admin.routes.js";
import { displayBlockAdminRoutes } from "./display/display-block-admin.routes.js";
import { displayBlocksRoutes } from "./display/display-blocks.routes.js";
import { outletRoutes } from "./display/outlet.routes.js";
import { eventRoutes } from "./event/event.routes.js";
import { eventAdminRoutes } from "./event/event-admin.routes.js";
import { faqRoutes } from "./faq/faq.routes.js";
import { faqAdminRoutes } from "./faq/faq-admin.routes.js";
import { healthRoutes } from "./health/health.routes.js";
import { itemInquiryRoutes } from "./item-inquiry/item-inquiry.routes.js";
import { itemInquiryAdminRoutes } from "./item-inquiry/item-inquiry-admin.routes.js";
import { jusoSandboxRoutes } from "./juso-sandbox/juso-sandbox.routes.js";
import { displayImageRoutes } from "./media/display-image.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { noticeRoutes } from "./notice/notice.routes.js";
import { noticeAdminRoutes } from "./notice/notice-admin.routes.js";
import { openMarketRoutes, openMarketSandboxRoutes } from "./open-market/open-market.routes.js";
import { naverPayRoutes } from "./order/naverpay.routes.js";
import { orderRoutes } from "./order/order.routes.js";
import { orderAdminRoutes } from "./order/order-admin.routes.js";
import { orderClaimAdminRoutes } from "./order/order-claim-admin.routes.js";
import { orderDocumentsRoutes } from "./order/order-documents.routes.js";
import { orderInfoRoutes } from "./order/order-info.routes.js";
import { orderReturnRoutes } from "./order/order-return.routes.js";
import { orderStatsAdminRoutes } from "./order/order-stats-admin.routes.js";
import { receiveNameRoutes } from "./order/receive-name.routes.js";
import { pgSandboxRoutes } from "./pg-sandbox/pg-sandbox.routes.js";
import { pinPayRoutes } from "./pin-pay/pin-pay.routes.js";
import { pointRoutes } from "./point/point.routes.js";
import { pointAdminRoutes } from "./point/point-admin.routes.js";
import { policyRoutes } from "./policy/policy.routes.js";
import { policyAdminRoutes } from "./policy/policy-admin.routes.js";
import { qnaRoutes } from "./qna/qna.routes.js";
import { qnaAdminRoutes } from "./qna/qna-admin.routes.js";
import { reviewRoutes } from "./review/review.routes.js";
import { rouletteRoutes } from "./roulette/roulette.routes.js";
import { recommendKeywordAdminRoutes } from "./search/recommend-keyword-admin.routes.js";
import { searchRoutes } from "./search/search.routes.js";
import { sellerRoutes } from "./seller/seller.routes.js";
import { sellerAdminRoutes } from "./seller/seller-admin.routes.js";
import { seoRoutes } from "./seo/seo.routes.js";
import { seoSitemapRoutes } from "./seo-sitemap/seo-sitemap.routes.js";
import { shippingRoutes } from "./shipping/shipping.routes.js";
import { siteRoutes } from "./site/site.routes.js";
import { siteAdminRoutes } from "./site/site-admin.routes.js";
import { staffRoutes } from "./staff/staff.routes.js";
import { staffPasswordRoutes } from "./staff/staff-password.routes.js";
import { storeInquiryRoutes } from "./store-inquiry/store-inquiry.routes.js";
import { storeInquiryAdminRoutes } from "./store-inquiry/store-inquiry-admin.routes.js";
import { styleBookRoutes } from "./style-book/style-book.routes.js";
import { styleBookAdminRoutes } from "./style-book/style-book-admin.routes.js";
import { trackingRoutes } from "./tracking/tracking.routes.js";
import { trackingAdminRoutes } from "./tracking/tracking-admin.routes.js";
import { trackingDevRoutes } from "./tracking/tracking-dev.routes.js";
import { wishlistRoutes } from "./wishlist/wishlist.routes.js";

/** Every domain's routes; each module owns its paths under /api (SPEC §7). Routes read their services from app.services. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(seoRoutes);
  await app.register(seoSitemapRoutes);
  await app.register(displayRoutes);
  await app.register(searchRoutes);
  await app.register(policyRoutes);
  await app.register(noticeRoutes);
  await app.register(faqRoutes);
  await app.register(catalogRoutes);
  await app.register(mediaRoutes);
  await app.register(displayBlocksRoutes);
  await app.register(outletRoutes);
  await app.register(brandRoutes);
  await app.register(sellerRoutes);
  await app.register(eventRoutes);
  await app.register(styleBookRoutes);
  await app.register(designatedRoutes);
  await app.register(displayImageRoutes);
  await app.register(sessionRoutes);
  await app.register(joinRoutes);
  await app.register(memberRoutes);
  await app.register(snsRoutes);
  await app.register(staffRoutes);
  await app.register(staffPasswordRoutes);
  await app.register(sellerAdminRoutes);
  await app.register(logoutRoutes);
  await app.register(appPushRoutes);
  await app.register(reviewRoutes);
  await app.register(wishlistRoutes);
  await app.register(couponRoutes);
  await app.register(pointRoutes);
  await app.register(memberAdminRoutes);
  await app.register(pointAdminRoutes);
  await app.register(couponAdminRoutes);
  await app.register(cartRoutes);
  await app.register(quoteRoutes);
  await app.register(orderRoutes);
  await app.register(bulkVbankRoutes);
  await app.register(rouletteRoutes);
  await app.register(cafe24Routes);
  await app.register(openMarketRoutes);
  await app.register(orderInfoRoutes);
  await app.register(orderReturnRoutes);
  await app.register(orderDocumentsRoutes);
  await app.register(receiveNameRoutes);
  await app.register(naverPayRoutes);
  await app.register(pinPayRoutes);
  await app.register(itemInquiryRoutes);
  await app.register(qnaRoutes);
  await app.register(shippingRoutes);
  await app.register(storeInquiryRoutes);
  await app.register(qnaAdminRoutes);
  await app.register(orderAdminRoutes);
  await app.register(orderClaimAdminRoutes);
  await app.register(orderStatsAdminRoutes);
  await app.register(itemInquiryAdminRoutes);
  await app.register(storeInquiryAdminRoutes);
  await app.register(noticeAdminRoutes);
  await app.register(faqAdminRoutes);
  await app.register(policyAdminRoutes);
  await app.register(displayAdminRoutes);
  await app.register(displayBlockAdminRoutes);
  await app.register(eventAdminRoutes);
  await app.register(styleBookAdminRoutes);
  await app.register(recommendKeywordAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(itemAdminRoutes);
  await app.register(trackingRoutes);
  await app.register(trackingAdminRoutes);
  await app.register(itemAdminCreateRoutes);
  await app.register(itemImageAdminRoutes);
  if (app.config.devTools) await app.register(devRoutes);
  if (app.config.devTools) await app.register(accountDevRoutes);
  // The sandboxes' own windows (SMS outbox, Naver/Kakao consent page): always in demo mode, where a newcomer must be
  // able to read a code and log in with Naver or Kakao even with the dev routes off; in a live one only as dev tools.
  const sandboxWindows = app.config.mode === "demo" || app.config.devTools;
  if (sandboxWindows && app.config.sandboxes.length > 0) await app.register(sandboxRoutes);
  // The road-name address API's sandbox likewise, while the postcode search has no JUSO_CONFIRM_KEY.
  if (sandboxWindows && app.config.sandboxes.includes("postcode")) await app.register(jusoSandboxRoutes);
  // The NICEPAY sandbox (window, API, webhooks) likewise, while payment has no NICEPAY keys: a demo shop takes payments.
  if (sandboxWindows && app.config.sandboxes.includes("payment")) await app.register(pgSandboxRoutes);
  // The Cafe24 Admin API's sandbox (points) likewise, while the points exchange has no Cafe24 keys (decision 033).
  if (sandboxWindows && app.config.sandboxes.includes("cafe24")) await app.register(cafe24SandboxRoutes);
  // Naver Pay 주문형's stand-in: sends callbacks to this shop as Naver would (decision 033).
  if (sandboxWindows) await app.register(openMarketSandboxRoutes);
  if (app.config.devTools) await app.register(orderDevRoutes);
  if (app.config.devTools) await app.register(eventDevRoutes);
  if (app.config.devTools) await app.register(pointDevRoutes);
  if (app.config.devTools) await app.register(trackingDevRoutes);

  // Unknown API paths answer JSON 404 instead of falling through to the storefront's catch-all.
  app.all("/api/*", { schema: { hide: true } }, async (request) => {
    throw new ApiError(
      404,
      "NOT_FOUND",
      "요청하신 정보를 찾을 수 없습니다.",
      `${request.method} ${request.url.split("?")[0]} does not exist`,
    );
  });
}
