import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { SITEMAP_MAX_ITEM_FILES } from "@shop/contracts/sitemap";

// Mirrors SPEC §2. Layout routes: default (header, footer, floating menu, mobile bottom bar),
// divide (header + my-page or customer side menu, footer), no-footer (header only), blank
// (nothing). The maintenance page has no layout. Route checks (maintenance redirect, mobile
// login persistence, header data) run in root's loader.
export default [
  route("healthcheck", "routes/system/healthcheck.ts"),
  route("ready", "routes/system/ready.ts"),
  route("maintenance", "routes/system/maintenance.tsx"),
  // SEO resource routes (sitemap.xml, robots.txt).
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("sitemap.xml", "routes/seo/sitemap-index.ts"),
  route("sitemap-static.xml", "routes/seo/sitemap-static.ts"),
  // A path segment cannot be partly dynamic, so each item file has its own route (one module).
  ...Array.from({ length: SITEMAP_MAX_ITEM_FILES }, (_, i) =>
    route(`sitemap-items-${i + 1}.xml`, "routes/seo/sitemap-items.ts", { id: `seo-sitemap-items-${i + 1}` }),
  ),
  route("user/logout", "routes/user/logout.ts"),
  // The app start's calls (docs/decisions/046): the version check (JSON) and the push token's registration.
  route("app/version-check", "routes/app/version-check.ts"),
  route("app/push-token", "routes/app/push-token.ts"),
  // The cart quote's PDF (the page is /cart/invoice below).
  route("cart/invoice/pdf", "routes/cart/invoice-pdf.ts"),
  // 신고·차단 of reviews and replies (decision 051): the menus' posts and the report dialog's reasons.
  route("common/moderation", "routes/common/moderation.ts"),
  // An order's document files (decision 032): the statement's PDF, the ledger's .xlsx, the counterparty sheet.
  route("mypage/order/invoice/pdf", "routes/mypage/order-invoice-pdf.ts"),
  route("mypage/sales-ledger/xlsx", "routes/mypage/sales-ledger-xlsx.ts"),
  route("mypage/converse-business", "routes/mypage/converse-business.ts"),
  // 체험단 신청·수정·취소 from the item page's panel (decision 050).
  route("experience-team/:id/apply", "routes/experience-team/apply.ts"),
  // The old shop's addresses in SPEC §2 (docs/decisions/049): a permanent redirect to the page that replaced each,
  // the query string kept.
  route("category/old", "routes/legacy/category-old.ts"),
  route("items/test1", "routes/legacy/items-test.ts", { id: "legacy-items-test1" }),
  route("items/test2", "routes/legacy/items-test.ts", { id: "legacy-items-test2" }),
  route("search/index2", "routes/legacy/search-index2.ts"),
  route("cart/index-bak", "routes/legacy/cart-index-bak.ts"),

  // The back office (issue 14, docs/decisions/036): its own login and frame, none of the shop's chrome; its modules
  // are chunks no shop page loads.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("members", "routes/admin/members.tsx"),
    route("members/:id", "routes/admin/members-detail.tsx"),
    route("audit-logs", "routes/admin/audit-logs.tsx"),
    route("items", "routes/admin/items.tsx"),
    route("items/bulk", "routes/admin/items-bulk.tsx"),
    route("items/bulk-template", "routes/admin/items-template.ts"),
    route("items/new", "routes/admin/items-new.tsx"),
    route("trace-records/:number", "routes/admin/trace-record.ts"),
    route("items/:id", "routes/admin/items-detail.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("sellers", "routes/admin/sellers.tsx"),
    route("coupons", "routes/admin/coupons.tsx"),
    route("coupons/new", "routes/admin/coupons-new.tsx"),
    route("coupons/:id", "routes/admin/coupons-detail.tsx"),
    route("coupons/:id/codes/:format", "routes/admin/coupons-codes-file.ts"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:orderCode", "routes/admin/orders-detail.tsx"),
    route("claims", "routes/admin/claims.tsx"),
    route("claims/:claimId", "routes/admin/claims-detail.tsx"),
    route("claims/:claimId/photos/:photoId", "routes/admin/claims-photo.ts"),
    route("stats", "routes/admin/stats.tsx"),
    route("stats/xlsx", "routes/admin/stats-xlsx.ts"),
    route("settlements", "routes/admin/settlements.tsx"),
    route("settlements/xlsx", "routes/admin/settlements-xlsx.ts"),
    route("tracking", "routes/admin/tracking.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("meat-cuts", "routes/admin/meat-cuts.tsx"),
    route("deposit-accounts", "routes/admin/deposit-accounts.tsx"),
    route("common-codes", "routes/admin/common-codes.tsx"),
    route("experience-teams", "routes/admin/experience-teams.tsx"),
    route("roulettes", "routes/admin/roulettes.tsx"),
    route("roulettes/:id", "routes/admin/roulettes-detail.tsx"),
    route("roulettes/:id/spins.csv", "routes/admin/roulettes-spins-csv.ts"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    route("inquiries/:kind/:id", "routes/admin/inquiries-detail.tsx"),
    route("inquiries/:kind/:id/files/:fileId", "routes/admin/inquiries-file.ts"),
    route("content", "routes/admin/content.tsx", [
      index("routes/admin/content-index.ts"),
      route("notices", "routes/admin/content-notices.tsx"),
      route("faqs", "routes/admin/content-faqs.tsx"),
      route("policies", "routes/admin/content-policies.tsx"),
      route("stripe-banner", "routes/admin/content-stripe-banner.tsx"),
      route("popups", "routes/admin/content-popups.tsx"),
      route("main-visuals", "routes/admin/content-main-visuals.tsx"),
      route("maintenance", "routes/admin/content-maintenance.tsx"),
      route("app-version", "routes/admin/content-app-version.tsx"),
      // docs/decisions/044: display blocks and MD picks, events, style books, recommended keywords.
      route("display", "routes/admin/content-display.tsx"),
      route("display/:code", "routes/admin/content-display-detail.tsx"),
      route("events", "routes/admin/content-events.tsx"),
      route("events/:id", "routes/admin/content-events-detail.tsx"),
      route("style-books", "routes/admin/content-style-books.tsx"),
      route("style-books/:id", "routes/admin/content-style-books-detail.tsx"),
      route("keywords", "routes/admin/content-keywords.tsx"),
    ]),
  ]),

  layout("routes/layouts/blank-layout.tsx", [
    route("popup/:id?", "routes/popup/popup.tsx"),
    // The companion app's pages (docs/decisions/046): the forced update / store links and the permission guide.
    route("app/update", "routes/app/update.tsx"),
    route("request-permission", "routes/app/request-permission.tsx"),
    // The category list without header and footer (SPEC §2 /category/blank/:id?), for the app.
    route("category/blank/:id?", "routes/catalog/category.tsx", { id: "category-blank" }),
  ]),

  layout("routes/layouts/default-layout.tsx", [
    index("routes/home/home.tsx"),
    route("company/about", "routes/company/about.tsx"),
    route("policy/terms", "routes/policy/terms.tsx"),
    route("policy/privacy", "routes/policy/privacy.tsx"),
    route("store/apply", "routes/store/apply.tsx"),

    // Account (SPEC §2). Anonymous-only pages (SPEC §6) send a logged-in shopper home from their loaders.
    route("user/login", "routes/user/login.tsx"),
    route("user/join", "routes/user/join.tsx"),
    route("user/join-complete", "routes/user/join-complete.tsx"),
    route("user/find-idpw", "routes/user/find-idpw.tsx"),
    route("user/sleep-user", "routes/user/sleep-user.tsx"),
    route("user/expired-password", "routes/user/expired-password.tsx"),
    route("user/change-password", "routes/user/change-password.tsx"),
    route("user/sns-join", "routes/user/sns-join.tsx"),
    route("user/sns/naver-callback", "routes/user/sns-callback.tsx", { id: "user-sns-naver-callback" }),
    route("user/sns/kakao-callback", "routes/user/sns-callback.tsx", { id: "user-sns-kakao-callback" }),
    route("user/transfer-join", "routes/user/transfer-join.tsx"),
    route("user/transfer-complete", "routes/user/transfer-complete.tsx"),

    // Catalog lists (SPEC §2): category, items, search.
    route("category/:id?", "routes/catalog/category.tsx", { id: "category" }),
    route("items", "routes/catalog/items.tsx"),
    route("search", "routes/catalog/search.tsx"),
    // Load-more of those lists: one further page as JSON (resource route).
    route("listing/more/:kind/:id?", "routes/catalog/listing-more.ts"),
    // Item page.
    route("items/:id", "routes/items/item-detail.tsx"),
    // Its reviews and 체험단 reviews alone, loaded again after a block (resource route; decision 051).
    route("items/:id/lists", "routes/items/item-lists.ts"),
    // Home blocks, brands and display pages.
    route("brand", "routes/brand/brand-hall.tsx"),
    route("brand/index2", "routes/brand/brand-index.tsx"),
    route("display/dry-aging", "routes/display/item-block-page.tsx", { id: "display-dry-aging" }),
    route("display/fresh-food", "routes/display/item-block-page.tsx", { id: "display-fresh-food" }),
    route("display/meat-cuts", "routes/display/meat-cuts.tsx"),
    route("display/pb", "routes/display/item-block-page.tsx", { id: "display-pb" }),
    route("display/safety", "routes/display/item-block-page.tsx", { id: "display-safety" }),
    route("display/shipping-way", "routes/display/shipping-way.tsx"),
    route("display/shop-info", "routes/display/shop-info.tsx"),
    // Events, featured and designated pages.
    route("event/best", "routes/event/best.tsx"),
    route("event/new", "routes/event/new.tsx"),
    route("event/spot", "routes/event/spot.tsx"),
    route("event/stylebook", "routes/event/stylebook-list.tsx"),
    route("event/stylebook/:id", "routes/event/stylebook-detail.tsx"),
    // 룰렛 이벤트 (decision 047): without an id, the live one.
    route("roulette/:id?", "routes/event/roulette.tsx"),
    // The API's and the banners' address of an event: sent on to its page.
    route("event/:key", "routes/event/event-link.ts"),
    route("featured", "routes/featured/featured-list.tsx"),
    route("featured/season-event", "routes/featured/season-event.tsx"),
    route("featured/pages/:id?", "routes/featured/event-page.tsx"),
    route("designated", "routes/designated/designated-list.tsx"),
    route("designated/:id", "routes/designated/designated-detail.tsx"),
    // Cart (SPEC §2 Cart and order).
    route("cart", "routes/cart/cart.tsx"),
    // The quote (견적서) of cart lines, printable; its PDF is a resource route above.
    route("cart/invoice", "routes/cart/invoice.tsx"),
    // An order's transaction statement (거래명세서, ?orderCode=…), printable like the quote (decision 032).
    route("mypage/order/invoice", "routes/mypage/order-invoice.tsx"),
    // The order-complete page (id = the order code); checkout itself is in the no-footer layout below.
    route("order/invoice/:id?", "routes/order/invoice.tsx"),
    // A non-member's order by its number and order password (SPEC §2, §6).
    route("order/no-member", "routes/order/no-member.tsx"),
    // Designated trade (지정거래) for company buyers: their items at their prices, into /order/step1 (decision 019).
    route("order/private-order", "routes/order/private-order.tsx"),
    // Quick pay (간편결제, SPEC §2 Quick-pay; decision 031): enrol, register a card, the cards, the guide.
    route("pinpay/payu/member", "routes/pinpay/member.tsx"),
    route("pinpay/payu/nicepay-pinpay", "routes/pinpay/nicepay-pinpay.tsx"),
    route("pinpay/payu/pay-info", "routes/pinpay/pay-info.tsx"),
    route("pinpay/payu/pay-method", "routes/pinpay/pay-method.tsx"),
    route("pinpay/payu/pinpay-mypage", "routes/pinpay/pinpay-mypage.tsx"),
    // Demo mode only (404 in a live configuration): the SMS sandbox's messages, where a newcomer reads a code.
    route("demo/inbox", "routes/demo/inbox.tsx"),
    // This device's push alerts and marketing choice, in the app only (SPEC §6).
    route("app/setting", "routes/app/setting.tsx"),
  ]),

  layout("routes/layouts/divide-layout.tsx", [
    route("customer/notice", "routes/customer/notice-list.tsx", { id: "customer-notice-list" }),
    route("customer/notice/:id", "routes/customer/notice-detail.tsx", { id: "customer-notice-detail" }),
    // The old notice address (?id= or ?noticeId=): a permanent redirect to the notice, or the 404 page.
    route("customer/notice-detail", "routes/customer/notice-detail-legacy.tsx"),
    route("customer/faq", "routes/customer/faq.tsx", { id: "customer-faq" }),
    route("customer/store-inquiry", "routes/customer/store-inquiry.tsx"),
    route("notice", "routes/customer/notice-list.tsx", { id: "notice-list" }),
    route("faq", "routes/customer/faq.tsx", { id: "faq" }),

    route("mypage", "routes/mypage/index.tsx"),
    route("mypage/point", "routes/mypage/point.tsx"),
    route("mypage/coupon", "routes/mypage/coupon.tsx"),
    route("mypage/delivery-coupon", "routes/mypage/delivery-coupon.tsx"),
    route("mypage/wishlist", "routes/mypage/wishlist.tsx"),
    route("mypage/recent-view", "routes/mypage/recent-view.tsx"),
    route("mypage/suggest", "routes/mypage/suggest.tsx"),
    route("mypage/grade", "routes/mypage/grade.tsx"),
    route("mypage/review", "routes/mypage/review.tsx"),
    route("mypage/experience-team", "routes/mypage/experience-team.tsx"),
    route("mypage/modify", "routes/mypage/modify.tsx"),
    route("mypage/blocked-members", "routes/mypage/blocked-members.tsx"),
    route("mypage/delivery", "routes/mypage/delivery.tsx"),
    route("mypage/order", "routes/mypage/order-list.tsx"),
    route("mypage/order/:sequence/:code?", "routes/mypage/order-detail.tsx"),
    route("mypage/order-cancel", "routes/mypage/order-cancel.tsx"),
    // 일괄 가상계좌 for company buyers (decision 033): one account for several orders.
    route("mypage/bulk-vbank", "routes/mypage/bulk-vbank.tsx"),
    // A company buyer's purchase ledger (거래 원장) with its .xlsx (decision 032).
    route("mypage/sales-ledger", "routes/mypage/sales-ledger.tsx"),
    route("mypage/inquiry-item", "routes/mypage/inquiry-item.tsx"),
    route("mypage/inquiry/:id/file/:fileId", "routes/mypage/inquiry-file.ts"),
    route("mypage/change-password", "routes/mypage/change-password.tsx"),
    route("mypage/pinpay", "routes/mypage/pinpay.tsx"),
    route("user/secede", "routes/user/secede.tsx"),
  ]),

  layout("routes/layouts/no-footer-layout.tsx", [
    // Checkout (SPEC §2): header only, so nothing stands between the shopper and paying.
    route("order/step1", "routes/order/step1.tsx"),
    route("order/step2", "routes/order/step2.tsx"),
    // The cart's N pay 구매 (members): the express order to the base address on one screen, then the payment window.
    route("order/naverpay", "routes/order/naverpay.tsx"),
    route("*", "routes/system/not-found.tsx"),
  ]),
] satisfies RouteConfig;
