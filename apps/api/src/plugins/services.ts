import { hkdfSync } from "node:crypto";
import { ORDER_LOOKUP_THROTTLE } from "@shop/core/account/login-throttle";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.js";
import type { DbHandle } from "../db/client.js";
import { selfOriginOf } from "../lib/self-origin.js";
import { createAccountDevService } from "../modules/account/account-dev.service.js";
import { createAccountRecoveryService } from "../modules/account/account-recovery.service.js";
import { createJoinService } from "../modules/account/join.service.js";
import { createMemberService } from "../modules/account/member.service.js";
import { createMemberAdminService } from "../modules/account/member-admin.service.js";
import { createMemberContactService } from "../modules/account/member-contact.service.js";
import { createMemberStatsService } from "../modules/account/member-stats.service.js";
import { createPhoneVerificationService } from "../modules/account/phone-verification.service.js";
import { createSessionService } from "../modules/account/session.service.js";
import { createSnsService } from "../modules/account/sns.service.js";
import { createAppPushService } from "../modules/app-push/app-push.service.js";
import { pushSenderFromConfig } from "../modules/app-push/push-sender.js";
import { createBrandService } from "../modules/brand/brand.service.js";
import { createBulkVbankService } from "../modules/bulk-vbank/bulk-vbank.service.js";
import { createCafe24Service } from "../modules/cafe24/cafe24.service.js";
import { createCafe24SandboxService } from "../modules/cafe24/cafe24-sandbox.service.js";
import { createCartService } from "../modules/cart/cart.service.js";
import { createQuoteService } from "../modules/cart/quote.service.js";
import { createCatalogService } from "../modules/catalog/catalog.service.js";
import { createItemService } from "../modules/catalog/item.service.js";
import { createItemAdminService } from "../modules/catalog/item-admin.service.js";
import { createItemAdminCreateService } from "../modules/catalog/item-admin-create.service.js";
import { createItemImageAdminService } from "../modules/catalog/item-image-admin.service.js";
import { createStockService } from "../modules/catalog/stock.service.js";
import { createCouponService } from "../modules/coupon/coupon.service.js";
import { createCouponAdminService } from "../modules/coupon/coupon-admin.service.js";
import { createDesignatedService } from "../modules/designated/designated.service.js";
import { createDevOutboxService } from "../modules/dev/dev-outbox.service.js";
import { createDisplayService } from "../modules/display/display.service.js";
import { createDisplayAdminService } from "../modules/display/display-admin.service.js";
import { createDisplayBlockAdminService } from "../modules/display/display-block-admin.service.js";
import { createDisplayBlocksService } from "../modules/display/display-blocks.service.js";
import { createOutletService } from "../modules/display/outlet.service.js";
import { createEventService } from "../modules/event/event.service.js";
import { createEventAdminService } from "../modules/event/event-admin.service.js";
import { createExperienceTeamService } from "../modules/experience-team/experience-team.service.js";
import { createFaqService } from "../modules/faq/faq.service.js";
import { createFaqAdminService } from "../modules/faq/faq-admin.service.js";
import { createHealthService } from "../modules/health/health.service.js";
import { createHousekeepingService } from "../modules/housekeeping/housekeeping.service.js";
import { createItemInquiryService } from "../modules/item-inquiry/item-inquiry.service.js";
import { createItemInquiryAdminService } from "../modules/item-inquiry/item-inquiry-admin.service.js";
import { createDisplayImageService } from "../modules/media/display-image.service.js";
import { createMediaService } from "../modules/media/media.service.js";
import { createModerationService } from "../modules/moderation/moderation.service.js";
import { createBusinessLookupService } from "../modules/nice-dmoa/nice-dmoa.service.js";
import { createNoticeService } from "../modules/notice/notice.service.js";
import { createNoticeAdminService } from "../modules/notice/notice-admin.service.js";
import { createOpenMarketService } from "../modules/open-market/open-market.service.js";
import { createCheckoutService, PAY_RETURN_PATH } from "../modules/order/checkout.service.js";
import { createNaverPayService } from "../modules/order/naverpay.service.js";
import { createOrderService } from "../modules/order/order.service.js";
import { createOrderAdminService } from "../modules/order/order-admin.service.js";
import { createOrderBulkService } from "../modules/order/order-bulk.service.js";
import { createOrderCancelService } from "../modules/order/order-cancel.service.js";
import { createOrderCashReceiptService } from "../modules/order/order-cash-receipt.service.js";
import { createOrderClaimAdminService } from "../modules/order/order-claim-admin.service.js";
import { createOrderConfirmService } from "../modules/order/order-confirm.service.js";
import { createOrderDocumentsService } from "../modules/order/order-documents.service.js";
import { createOrderInfoService } from "../modules/order/order-info.service.js";
import { createOrderPaymentService } from "../modules/order/order-payment.service.js";
import { createOrderPinPayService } from "../modules/order/order-pinpay.service.js";
import { createOrderQueryService } from "../modules/order/order-query.service.js";
import { createOrderReturnService } from "../modules/order/order-return.service.js";
import { createOrderStatsAdminService } from "../modules/order/order-stats-admin.service.js";
import { createReceiveNameService } from "../modules/order/receive-name.service.js";
import { createPgSandboxService } from "../modules/pg-sandbox/pg-sandbox.service.js";
import { createPgSandboxBillingService } from "../modules/pg-sandbox/pg-sandbox-billing.service.js";
import { createPgSandboxReceiptService } from "../modules/pg-sandbox/pg-sandbox-receipt.service.js";
import { createPinPayService } from "../modules/pin-pay/pin-pay.service.js";
import { createPointService } from "../modules/point/point.service.js";
import { createPointAdminService } from "../modules/point/point-admin.service.js";
import { createPolicyService } from "../modules/policy/policy.service.js";
import { createPolicyAdminService } from "../modules/policy/policy-admin.service.js";
import { createQnaService } from "../modules/qna/qna.service.js";
import { createQnaAdminService } from "../modules/qna/qna-admin.service.js";
import { createReviewService } from "../modules/review/review.service.js";
import { createRouletteService } from "../modules/roulette/roulette.service.js";
import { createRouletteAdminService } from "../modules/roulette/roulette-admin.service.js";
import { createRecommendKeywordAdminService } from "../modules/search/recommend-keyword-admin.service.js";
import { createSearchService } from "../modules/search/search.service.js";
import { createSellerService } from "../modules/seller/seller.service.js";
import { createSellerAdminService } from "../modules/seller/seller-admin.service.js";
import { createSeoService } from "../modules/seo/seo.service.js";
import { createSitemapService } from "../modules/seo-sitemap/seo-sitemap.service.js";
import { createShippingService } from "../modules/shipping/shipping.service.js";
import { createSiteService } from "../modules/site/site.service.js";
import { createSiteAdminService } from "../modules/site/site-admin.service.js";
import { createStaffAccountsService } from "../modules/staff/staff-accounts.service.js";
import { createStaffAuditService } from "../modules/staff/staff-audit.service.js";
import { createStaffAuthService } from "../modules/staff/staff-auth.service.js";
import { createStaffDevService } from "../modules/staff/staff-dev.service.js";
import { createStaffPasswordService } from "../modules/staff/staff-password.service.js";
import { createTotpSealer } from "../modules/staff/staff-totp.js";
import { createStoreInquiryService } from "../modules/store-inquiry/store-inquiry.service.js";
import { createStoreInquiryAdminService } from "../modules/store-inquiry/store-inquiry-admin.service.js";
import { createStyleBookService } from "../modules/style-book/style-book.service.js";
import { createStyleBookAdminService } from "../modules/style-book/style-book-admin.service.js";
import { createCodeTableAdminService } from "../modules/system-code/code-table-admin.service.js";
import { createSystemCodeService } from "../modules/system-code/system-code.service.js";
import { createTrackingService } from "../modules/tracking/tracking.service.js";
import { createWishlistService } from "../modules/wishlist/wishlist.service.js";
import { NICEPAY_WEBHOOK_PATH } from "../providers/nicepay/nicepay-gateway.js";
import type { Providers } from "./providers.js";

export interface BuildServicesInput {
  /** The opened database (its query builder is `db.db`; readiness pings the handle itself). */
  db: DbHandle;
  config: AppConfig;
  providers: Providers;
  log: FastifyBaseLogger;
  /** The shop's own address as it reaches itself (lib/self-origin.ts), for the sandboxes' calls back into it. */
  selfOrigin: () => string;
}

/**
 * The composition root: every service of the API, built once at boot in dependency order, each given exactly what it
 * declares in its deps. A new service is added here and nowhere else; routes read it from `app.services`.
 */
export function buildServices({ db: database, config, providers, log, selfOrigin }: BuildServicesInput) {
  const { db } = database;

  // The companion app's push (docs/decisions/046): restock, shipped and answered notices go through it too.
  const appPush = createAppPushService({
    db,
    sender: pushSenderFromConfig(config, db),
    contactsOf: createMemberContactService({ db }).contactsOf,
    logError: (err, context) => log.error({ err, ...context }, "app push failed"),
  });

  // Catalog first: most modules show item cards through it. One instance, so one set of caches per process.
  const catalog = createCatalogService({ db, pageCache: config.LIST_PAGE_CACHE });
  const wishlist = createWishlistService({ db, catalog });
  // The address book before the cart: the cart offers Naver Pay express only to a member with a base address.
  const shipping = createShippingService({
    db,
    postcode: providers.postcode,
    logError: (err, context) => log.error({ err, ...context }, "postcode search failed"),
  });
  // The cart's answers carry the quote header (견적서) of the selection: the quote service is built below, once the
  // site, sellers and members it reads exist, and called only when a cart is answered.
  const cart = createCartService({
    db,
    catalog,
    addresses: shipping,
    orderQuote: (owner, selected) => quotes.headerOf(owner, selected),
  });
  const brands = createBrandService({ db, catalog });
  const sellers = createSellerService({ db, catalog, brands });
  const styleBooks = createStyleBookService({ db, catalog });
  // A member's blocked authors (moderation, below; decision 051): the event replies, reviews and 체험단 reviews they
  // wrote are left out for that member.
  const blockedAuthorsOf = (memberId: number) => moderation.blockedAuthorIds(memberId);
  const events = createEventService({
    db,
    catalog,
    blockedAuthorsOf,
  });
  const displayBlocks = createDisplayBlocksService({ db, catalog, brands, styleBooks, sellers });
  const search = createSearchService({
    db,
    catalog,
    pageCache: config.LIST_PAGE_CACHE,
    logError: (err, context) => log.error({ err, ...context }, "search log write failed"),
  });

  // Accounts: the session service is what the auth plugin checks every bearer token with.
  const site = createSiteService({ db, maintenance: config, wishlist, cart });
  const sessions = createSessionService({ db, site });
  // Coupons and points: the join's welcome gift and checkout use them; a typed coupon code is throttled by sessions.
  const coupons = createCouponService({ db, catalog, sellers, tryCode: sessions.tryCouponCode });
  const points = createPointService({ db, coupons, pointUseRatio: config.POINT_USE_RATIO });
  const codeKey = Buffer.from(hkdfSync("sha256", config.SESSION_SECRET, "", "auth-number-code", 32));
  const phone = createPhoneVerificationService({ db, sms: providers.sms, codeKey });
  // 사업자 정보 조회 (decision 053): the join form's lookup, throttled per address; the company join re-checks with it.
  const businessLookup = createBusinessLookupService({
    provider: providers.businessLookup,
    countLookup: sessions.countBusinessLookup,
    logError: (err, context) => log.error({ err, ...context }, "business lookup failed"),
  });
  const joins = createJoinService({ db, phone, coupons, points, businessStatus: businessLookup });
  const accountDev = createAccountDevService({ db });
  const orders = createOrderService({ db });
  const members = createMemberService({ db, sessions, phone, joins });
  // The back office's staff (issue 14): their own sign-in with an authenticator code, and the audit log of their writes.
  const staffAudit = createStaffAuditService({ db });
  const staffSealer = createTotpSealer(config.SESSION_SECRET);
  const staffAuth = createStaffAuthService({ db, sessions, sellers, sealer: staffSealer, audit: staffAudit });
  const staffAccounts = createStaffAccountsService({ db, sellers, audit: staffAudit });
  const quotes = createQuoteService({ cart, catalog, site, sellers, members });

  // Designated trade (docs/decisions/019): its checkout lines live in the cart, checkout prices them by its terms.
  const designated = createDesignatedService({
    db,
    catalog,
    displayBlocks,
    cart,
    accounts: { getMe: (member) => members.getMe(member) },
  });

  // Checkout and payment (docs/decisions/016, 017): stock moves with the order that takes it.
  const stock = createStockService();
  const checkout = createCheckoutService({
    db,
    cart,
    coupons,
    points,
    addresses: shipping,
    accounts: {
      getMe: (member) => members.getMe(member),
      consumeOrderPhoneProof: (tx, proof, phoneNumber) => phone.consumeProof(tx, proof, "ORDER", phoneNumber),
    },
    designated,
    stock,
    payment: providers.payment,
    settings: {
      pointUseRatio: config.POINT_USE_RATIO,
      shopName: "농협 축산물 도매몰",
      paymentWindowMinutes: 30,
      vbankValidHours: 72,
      useEscrow: true,
    },
  });
  const orderPayments = createOrderPaymentService({
    db,
    cart,
    stock,
    coupons,
    points,
    payment: providers.payment,
    logError: (err, context) => log.error({ err, ...context }, "order payment step failed"),
  });

  // Quick pay (docs/decisions/031): a registered card's billing key pays a placed order, settled like an approval.
  const orderPinPay = createOrderPinPayService({
    db,
    stock,
    coupons,
    points,
    payment: providers.payment,
    orderPayments,
    logError: (err, context) => log.error({ err, ...context }, "quick pay payment step failed"),
  });

  const orderCancels = createOrderCancelService({
    db,
    stock,
    coupons,
    points,
    payment: providers.payment,
    logError: (err, context) => log.error({ err, ...context }, "order cancel step failed"),
    // Built below: an unpaid 일괄 가상계좌 order in an open account is not cancelled (decision 033).
    inBulkAccount: (tx, orderId) => bulkVbanks.holds(tx, orderId),
    // Built below: a paid 일괄 가상계좌 order is refunded from its account's tid (decision 033).
    bulkAccounts: {
      paidAccountOf: (executor, orderId, options) => bulkVbanks.paidAccountOf(executor, orderId, options),
    },
    // Built below: the cash receipt follows a refund (decision 032).
    cashReceipts: { sync: (orderId) => orderCashReceipts.sync(orderId) },
  });

  const orderConfirms = createOrderConfirmService({ db, points });
  // The back office's members (issue 14 item 5): the detail reads points, coupons, the address book and orders
  // through their modules' services; adjustments are the point module's, audited in their transaction.
  const memberAdmin = createMemberAdminService({ db, points, coupons, shipping, orders: orderConfirms });
  const pointAdmin = createPointAdminService({ db, points, audit: staffAudit, members: memberAdmin });
  // The back office's coupons (issue 14 item 5): a grade's members from the order module's paid amounts.
  const couponAdmin = createCouponAdminService({ db, audit: staffAudit, members: memberAdmin, grades: orderConfirms });
  // Returns and exchanges after delivery (docs/decisions/030): the cancel's gateway, points and coupons give-back.
  const orderReturns = createOrderReturnService({
    db,
    coupons,
    points,
    catalog,
    addresses: shipping,
    payment: providers.payment,
    logError: (err, context) => log.error({ err, ...context }, "order return step failed"),
    // Built below: the cash receipt follows a return's refund (decision 032).
    cashReceipts: { sync: (orderId) => orderCashReceipts.sync(orderId) },
    // Built below: a paid 일괄 가상계좌 order's return is refunded from its account's tid (decision 033).
    bulkAccounts: {
      paidAccountOf: (executor, orderId, options) => bulkVbanks.paidAccountOf(executor, orderId, options),
    },
  });
  // 외부 포인트 전환 (decision 033): Cafe24's Admin API (providers.cafe24: the mall's, or the shop's own sandbox).
  const cafe24 = createCafe24Service({
    db,
    cafe24: providers.cafe24,
    points,
    accounts: { getMe: (member) => members.getMe(member) },
    logError: (err, context) => log.error({ err, ...context }, "cafe24 points exchange step failed"),
    settleAfterMs: config.CAFE24_TIMEOUT_MS * 2,
  });

  // 일괄 가상계좌 (decision 033): the accounts are the bulk-vbank module's, their orders the order module's.
  const bulkVbanks = createBulkVbankService({
    db,
    orders: createOrderBulkService({ db, stock }),
    accounts: { getMe: (member) => members.getMe(member) },
    payment: providers.payment,
    settings: { shopName: "농협 축산물 도매몰" },
    returnPath: PAY_RETURN_PATH,
    logError: (err, context) => log.error({ err, ...context }, "bulk virtual account step failed"),
  });
  const storeInquiries = createStoreInquiryService({ db });
  const answerTextFailed = (err: unknown, context: Record<string, unknown>) =>
    log.error({ err, ...context }, "inquiry answer text failed");

  const orderQueries = createOrderQueryService({
    db,
    checkPassword: ({ orderCode, ...check }) =>
      sessions.checkPasswordThrottled({
        kind: "CHECK_PASSWORD",
        policy: ORDER_LOOKUP_THROTTLE,
        loginId: `order:${orderCode}`,
        ...check,
      }),
  });
  const orderCashReceipts = createOrderCashReceiptService({
    db,
    payment: providers.payment,
    catalog,
    orderQueries,
    logError: (err, context) => log.error({ err, ...context }, "cash receipt step failed"),
  });

  const pgSandbox = createPgSandboxService({
    db,
    clientKey: config.NICEPAY_CLIENT_KEY,
    secretKey: config.NICEPAY_SECRET_KEY,
    webhookUrl: () => config.NICEPAY_WEBHOOK_URL ?? `${selfOrigin()}${NICEPAY_WEBHOOK_PATH}`,
    logError: (err, context) => log.error({ err, ...context }, "pg sandbox webhook failed"),
  });

  // 신고·차단 (decision 051): reviews by a member's blocked authors are left out for that member; a report or a block
  // finds the content's author through the review, event and item (체험단 reviews) services.
  const reviews = createReviewService({
    db,
    catalog,
    orders,
    blockedAuthorsOf,
  });
  const items = createItemService({
    db,
    catalog,
    wishlist,
    sms: providers.sms,
    push: appPush,
    logError: (err, context) => log.error({ err, ...context }, "item notification failed"),
    blockedAuthorsOf,
    detailCache: config.LIST_PAGE_CACHE,
  });
  const moderation = createModerationService({
    db,
    authorOf: {
      review: (id) => reviews.authorOfReview(id),
      event_reply: (id) => events.authorOfReply(id),
      experience_review: (id) => items.authorOfExperienceReview(id),
    },
    audit: staffAudit,
    logError: (err, context) => log.error({ err, ...context }, "daily visit count failed"),
  });
  // 체험단 (decision 050); the housekeeping sweep texts its selected members on the announcement day.
  const experienceTeams = createExperienceTeamService({
    db,
    audit: staffAudit,
    accounts: { getMe: (member) => members.getMe(member) },
    blockedAuthorsOf,
    sms: providers.sms,
    logError: (err, context) => log.error({ err, ...context }, "experience team announcement text failed"),
  });

  return {
    appPush,
    memberAdmin,
    pointAdmin,
    couponAdmin,
    catalog,
    wishlist,
    cart,
    brands,
    sellers,
    coupons,
    points,
    styleBooks,
    events,
    displayBlocks,
    search,
    site,
    sessions,
    phone,
    joins,
    businessLookup,
    accountDev,
    orders,
    itemAdmin: createItemAdminService({
      db,
      stock,
      audit: staffAudit,
      sms: providers.sms,
      push: appPush,
      logError: (error, context) => log.error({ err: error, ...context }, "item admin side effect failed"),
    }),
    itemAdminCreate: createItemAdminCreateService({ db, audit: staffAudit }),
    itemImageAdmin: createItemImageAdminService({ db, audit: staffAudit }),
    items,
    display: createDisplayService({ db }),
    // The back office's shop content (issue 14 item 4): each in the module that owns its tables.
    displayAdmin: createDisplayAdminService({ db, audit: staffAudit }),
    // Display blocks and MD picks, events, style books, recommended keywords (docs/decisions/044).
    displayBlockAdmin: createDisplayBlockAdminService({ db, audit: staffAudit }),
    eventAdmin: createEventAdminService({ db, audit: staffAudit }),
    styleBookAdmin: createStyleBookAdminService({ db, audit: staffAudit }),
    recommendKeywordAdmin: createRecommendKeywordAdminService({ db, audit: staffAudit }),
    noticeAdmin: createNoticeAdminService({ db, audit: staffAudit }),
    faqAdmin: createFaqAdminService({ db, audit: staffAudit }),
    policyAdmin: createPolicyAdminService({ db, audit: staffAudit }),
    siteAdmin: createSiteAdminService({ db, maintenance: config, audit: staffAudit }),
    outlet: createOutletService({ db, catalog }),
    designated,
    reviews,
    moderation,
    itemInquiries: createItemInquiryService({ db, catalog }),
    storeInquiries,
    qna: createQnaService({ db, orders: orderQueries }),
    // The back office's answers (issue 14 item 4): each in the module that owns the inquiries' tables.
    // The back office's orders (issue 14 item 3): staff moves write through order.service's moveOrderStatus.
    orderAdmin: createOrderAdminService({ db, audit: staffAudit, push: appPush }),
    // The back office's claims (docs/decisions/042): the return service's steps and the shopper's cancel machinery.
    orderClaimAdmin: createOrderClaimAdminService({
      db,
      audit: staffAudit,
      returns: orderReturns,
      cancels: orderCancels,
      sms: providers.sms,
      logError: (err, context) => log.error({ err, ...context }, "claim admin side effect failed"),
    }),
    // The back office's numbers (issue 14 item 6): the order module's SQL, members and sellers from their services.
    orderStatsAdmin: createOrderStatsAdminService({
      db,
      sellers,
      catalog,
      members: createMemberStatsService({ db }),
    }),
    qnaAdmin: createQnaAdminService({
      db,
      members,
      audit: staffAudit,
      sms: providers.sms,
      logError: answerTextFailed,
      push: appPush,
    }),
    itemInquiryAdmin: createItemInquiryAdminService({
      db,
      audit: staffAudit,
      sms: providers.sms,
      push: appPush,
      logError: answerTextFailed,
    }),
    storeInquiryAdmin: createStoreInquiryAdminService({
      db,
      audit: staffAudit,
      sms: providers.sms,
      logError: answerTextFailed,
    }),
    recovery: createAccountRecoveryService({ db, phone, sms: providers.sms, sessions }),
    members,
    staffAuth,
    staffAudit,
    staffDev: createStaffDevService({ db, sealer: staffSealer, sellers }),
    staffAccounts,
    staffPassword: createStaffPasswordService({ db, sessions, accounts: staffAccounts, audit: staffAudit }),
    sellerAdmin: createSellerAdminService({ db, audit: staffAudit }),
    quotes,
    stock,
    checkout,
    orderPayments,
    orderCancels,
    orderConfirms,
    orderReturns,
    bulkVbanks,
    // 룰렛 이벤트 (decision 047): its prizes are given through the coupon and point modules.
    roulette: createRouletteService({ db, coupons, points }),
    experienceTeams,
    // Its back office (decision 054): the spins list names members through the account module.
    rouletteAdmin: createRouletteAdminService({ db, audit: staffAudit, coupons, members: memberAdmin }),
    cafe24,
    cafe24Sandbox: createCafe24SandboxService({ db }),
    openMarket: createOpenMarketService({
      db,
      catalog,
      merchantId: config.NAVERPAY_CHECKOUT_MERCHANT_ID,
      certiKey: config.NAVERPAY_CHECKOUT_CERTI_KEY,
      demoKeyAccepted: config.mode === "demo" || config.NODE_ENV !== "production",
      publicOrigin: () => config.PUBLIC_ORIGIN ?? selfOrigin(),
    }),
    pinPay: createPinPayService({
      db,
      payment: providers.payment,
      orders: orderPinPay,
      // The account module's public calls: the login password, the member's own phone and its PIN_PAY_RESET codes
      // (decision 006), the card-registration throttle (decision 014).
      accounts: {
        checkPassword: (member, password, address) => members.checkPassword(member, password, address),
        phoneOf: async (member) => (await members.getMe(member)).phoneNumber,
        sendResetCode: (input) => phone.sendCode({ ...input, purpose: "PIN_PAY_RESET" }),
        verifyResetCode: async (input) => {
          const { verificationToken, expiresIn } = await phone.verifyCode({ ...input, purpose: "PIN_PAY_RESET" });
          return { verificationToken, expiresIn };
        },
        consumeResetProof: (tx, proof, phoneNumber) => phone.consumeProof(tx, proof, "PIN_PAY_RESET", phoneNumber),
        countCardRegistration: (member, address) => sessions.countCardRegistration({ userId: member.userId, address }),
      },
      cardKey: Buffer.from(hkdfSync("sha256", config.SESSION_SECRET, "", "pin-pay-card-fingerprint", 32)),
      logError: (err, context) => log.error({ err, ...context }, "quick pay step failed"),
    }),
    naverPay: createNaverPayService({
      checkout,
      addresses: shipping,
      accounts: { getMe: (member) => members.getMe(member) },
    }),
    orderQueries,
    orderInfo: createOrderInfoService({
      db,
      catalog,
      sellers,
      checkout,
      orderQueries,
      accounts: { getMe: (member) => members.getMe(member) },
    }),
    orderDocuments: createOrderDocumentsService({
      db,
      catalog,
      sellers,
      site,
      orderQueries,
      accounts: { getMe: (member) => members.getMe(member) },
    }),
    receiveNames: createReceiveNameService({ db }),
    // Tracking (docs/decisions/048): a failed write is logged only, the shopper's call still succeeds (SPEC §8).
    tracking: createTrackingService({
      db,
      measurementId: config.GA_MEASUREMENT_ID,
      logError: (err, context) => log.error({ err, ...context }, "tracking event write failed"),
    }),
    sns: createSnsService({ db, sessions, phone, providers: providers.social, businessErrors: joins.businessErrors }),
    faqs: createFaqService({ db }),
    notices: createNoticeService({ db }),
    policies: createPolicyService({ db }),
    // The code tables (docs/decisions/052): banks, deposit accounts, policy versions, cart facts, meat cuts.
    systemCodes: createSystemCodeService({
      db,
      audit: staffAudit,
      catalog,
      sellers,
      policies: createPolicyService({ db }),
    }),
    // The back office's deposit accounts and common codes (decision 052).
    codeTableAdmin: createCodeTableAdminService({ db, audit: staffAudit }),
    seo: createSeoService({ db }),
    sitemap: createSitemapService({ db }),
    media: createMediaService({ db }),
    displayImages: createDisplayImageService({ brands, displayBlocks, events, styleBooks }),
    orderCashReceipts,
    housekeeping: createHousekeepingService({
      sessions,
      phone,
      search,
      checkout,
      orderPayments,
      orderCancels,
      orderReturns,
      orderConfirms,
      storeInquiries,
      staffAuth,
      orderCashReceipts,
      points,
      experienceTeams,
    }),
    health: createHealthService({ database }),
    devOutbox: createDevOutboxService({ db }),
    shipping,
    pgSandbox,
    pgSandboxBilling: createPgSandboxBillingService({
      db,
      clientKey: config.NICEPAY_CLIENT_KEY,
      secretKey: config.NICEPAY_SECRET_KEY,
      payments: pgSandbox,
    }),
    pgSandboxReceipts: createPgSandboxReceiptService({
      db,
      clientKey: config.NICEPAY_CLIENT_KEY,
      secretKey: config.NICEPAY_SECRET_KEY,
    }),
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

/** Decorates `app.services`; registered after the providers it hands out and before the auth plugin that reads it. */
export const servicesPlugin = fp(async (app: FastifyInstance) => {
  const services = buildServices({
    db: app.dbHandle,
    config: app.config,
    providers: app.providers,
    log: app.log,
    selfOrigin: selfOriginOf(app.server, app.config.PUBLIC_ORIGIN),
  });
  app.decorate("services", services);
  // Buffered searches are written before the database closes.
  app.addHook("onClose", () => services.search.close());
  // App pushes under way finish before the database closes.
  app.addHook("onClose", () => services.appPush.settled());
  // The payment sandbox's webhook retries stop before the database closes.
  app.addHook("onClose", () => services.pgSandbox.close());
});
