import type { z } from "zod";
import {
  authMeResponseSchema,
  authNumberSentResponseSchema,
  changePasswordRequestSchema,
  checkAuthNumberRequestSchema,
  checkAuthNumberResponseSchema,
  checkPasswordRequestSchema,
  checkPasswordResponseSchema,
  checkSnsJoinRequestSchema,
  checkSnsJoinResponseSchema,
  delayChangePasswordResponseSchema,
  devOutboxQuerySchema,
  devOutboxResponseSchema,
  disconnectSnsRequestSchema,
  duplicateLoginIdRequestSchema,
  duplicateLoginIdResponseSchema,
  findCompleteIdRequestSchema,
  findCompleteIdResponseSchema,
  findIdRequestSchema,
  findPasswordRequestSchema,
  guestTokenRequestSchema,
  guestTokenResponseSchema,
  joinRequestSchema,
  joinResponseSchema,
  loginRequestSchema,
  memberProfileSchema,
  reactivateSleepUserRequestSchema,
  recoveryRequestSchema,
  rememberMeRequestSchema,
  salesonIdResponseSchema,
  secedeRequestSchema,
  sendAuthNumberRequestSchema,
  simpleMeResponseSchema,
  snsAuthorizeUrlQuerySchema,
  snsAuthorizeUrlResponseSchema,
  snsInfoResponseSchema,
  snsJoinRequestSchema,
  snsJoinResponseSchema,
  snsTokenRequestSchema,
  successResponseSchema,
  tokenQuerySchema,
  tokenResponseSchema,
  transferJoinMeResponseSchema,
  transferJoinRequestSchema,
  transferJoinResponseSchema,
  updateMeRequestSchema,
  validateLoginIdRequestSchema,
  validateLoginIdResponseSchema,
  validatePhoneNumberRequestSchema,
  validatePhoneNumberResponseSchema,
} from "./auth.js";
import {
  categoryCurrentQuerySchema,
  categoryCurrentSchema,
  categoryFilterSchema,
  categoryScopeQuerySchema,
  categoryTreeSchema,
  categoryUpdatedCheckQuerySchema,
  categoryUpdatedCheckSchema,
  itemListQuerySchema,
  itemListSchema,
  livestockListSchema,
  priceAreaListSchema,
} from "./catalog.js";
import { idParamSchema, pageQuerySchema } from "./common.js";
import {
  aboutUsResponseSchema,
  appVersionQuerySchema,
  appVersionResponseSchema,
  bestKeywordResponseSchema,
  faqDetailSchema,
  faqListQuerySchema,
  faqListSchema,
  maintenanceResponseSchema,
  maintenanceWindowBodySchema,
  noticeDetailSchema,
  noticeListQuerySchema,
  noticeListSchema,
  noticeMainSchema,
  operatorResponseSchema,
  policyQuerySchema,
  policyResponseSchema,
  popupListResponseSchema,
  popupResponseSchema,
  quickInfoResponseSchema,
  recommendKeywordResponseSchema,
  seoQuerySchema,
  seoSchema,
  sessionTimeoutResponseSchema,
  stripeBannerResponseSchema,
} from "./content.js";
import {
  brandBlockSchema,
  brandDetailSchema,
  brandItemsQuerySchema,
  brandItemsSchema,
  brandMainQuerySchema,
  brandMainSchema,
  businessNumbersQuerySchema,
  businessNumbersSchema,
  contentPicksSchema,
  deliveryInfoSchema,
  designatedSchema,
  displayItemPageQuerySchema,
  displayItemPageSchema,
  eventDetailSchema,
  eventKeyParamSchema,
  eventListQuerySchema,
  eventListSchema,
  eventRepliesQuerySchema,
  eventRepliesSchema,
  eventReplyBodySchema,
  eventReplyCreatedSchema,
  favoriteSellerBrandsSchema,
  groupBestQuerySchema,
  groupBestSchema,
  itemBlockSchema,
  latelyQuerySchema,
  latelySchema,
  mdPicksSchema,
  outletListSchema,
  promotionSchema,
  sellerBrandListSchema,
  sellerBrandsOfSellerSchema,
  sellerBrandsQuerySchema,
  sellerDetailSchema,
  sellerIdParamSchema,
  sellerNoticeListSchema,
  shippingInfosBodySchema,
  shippingInfosSchema,
  shopInfoSchema,
  spotEventsSchema,
  styleBookBlockSchema,
  styleBookDetailSchema,
  styleBookListSchema,
  visibleBlocksSchema,
} from "./display.js";
import { adminClaimEndpoints } from "./endpoints/admin-claim-endpoints.js";
import { adminContentEndpoints } from "./endpoints/admin-content-endpoints.js";
import { adminCouponEndpoints } from "./endpoints/admin-coupon-endpoints.js";
import { adminDisplayEndpoints } from "./endpoints/admin-display-endpoints.js";
import { adminEndpoints } from "./endpoints/admin-endpoints.js";
import { adminInquiryEndpoints } from "./endpoints/admin-inquiry-endpoints.js";
import { adminItemCreateEndpoints } from "./endpoints/admin-item-create-endpoints.js";
import { adminItemEndpoints } from "./endpoints/admin-item-endpoints.js";
import { adminMemberEndpoints } from "./endpoints/admin-member-endpoints.js";
import { adminOrderEndpoints } from "./endpoints/admin-order-endpoints.js";
import { adminRouletteEndpoints } from "./endpoints/admin-roulette-endpoints.js";
import { adminSellerEndpoints } from "./endpoints/admin-seller-endpoints.js";
import { adminStatsEndpoints } from "./endpoints/admin-stats-endpoints.js";
import { appPushEndpoints } from "./endpoints/app-push-endpoints.js";
import { bulkVbankEndpoints } from "./endpoints/bulk-vbank-endpoints.js";
import { businessLookupEndpoints } from "./endpoints/business-lookup-endpoints.js";
import { cafe24Endpoints } from "./endpoints/cafe24-endpoints.js";
import { cartEndpoints } from "./endpoints/cart-endpoints.js";
import { couponEndpoints } from "./endpoints/coupon-endpoints.js";
import { designatedOrderEndpoints } from "./endpoints/designated-order-endpoints.js";
import { experienceTeamEndpoints } from "./endpoints/experience-team-endpoints.js";
import { moderationEndpoints } from "./endpoints/moderation-endpoints.js";
import { naverPayEndpoints } from "./endpoints/naverpay-endpoints.js";
import { openMarketEndpoints } from "./endpoints/open-market-endpoints.js";
import { orderDocumentsEndpoints } from "./endpoints/order-documents-endpoints.js";
import { orderEndpoints } from "./endpoints/order-endpoints.js";
import { orderInfoEndpoints } from "./endpoints/order-info-endpoints.js";
import { orderReturnEndpoints } from "./endpoints/order-return-endpoints.js";
import { pgSandboxBillingEndpoints } from "./endpoints/pg-sandbox-billing-endpoints.js";
import { pgSandboxReceiptEndpoints } from "./endpoints/pg-sandbox-receipt-endpoints.js";
import { pinPayEndpoints } from "./endpoints/pin-pay-endpoints.js";
import { quoteEndpoints } from "./endpoints/quote-endpoints.js";
import { rouletteEndpoints } from "./endpoints/roulette-endpoints.js";
import { shippingEndpoints } from "./endpoints/shipping-endpoints.js";
import { statisticsEndpoints } from "./endpoints/statistics-endpoints.js";
import { systemCodeEndpoints } from "./endpoints/system-code-endpoints.js";
import { trackingEndpoints } from "./endpoints/tracking-endpoints.js";
import {
  experienceReviewLikeParamsSchema,
  experienceReviewLikeSchema,
  experienceTeamReviewListSchema,
  itemCardListSchema,
  itemCodeParamsSchema,
  itemDetailResponseSchema,
  itemQnaListQuerySchema,
  itemQnaListSchema,
  itemSlidesSchema,
  restockStateSchema,
  restockSubscribeBodySchema,
  traceRecordResponseSchema,
} from "./item.js";
import {
  deleteQnaInquiryRequestSchema,
  deleteQnaInquiryResponseSchema,
  qnaFileQuerySchema,
  qnaGroupListSchema,
  qnaInquiryCreateResponseSchema,
  qnaInquiryIdParamsSchema,
  qnaInquiryListQuerySchema,
  qnaInquiryListSchema,
} from "./qna.js";
import {
  deleteItemInquiryRequestSchema,
  deleteItemInquiryResponseSchema,
  deleteReviewResponseSchema,
  deleteWishlistRequestSchema,
  deleteWishlistResponseSchema,
  itemInquiryCreateRequestSchema,
  itemInquiryCreateResponseSchema,
  itemInquiryListQuerySchema,
  itemInquiryListSchema,
  myReviewListSchema,
  myReviewQuerySchema,
  reviewableLineListSchema,
  reviewableLineQuerySchema,
  reviewDetailResponseSchema,
  reviewIdParamsSchema,
  reviewInfoSchema,
  reviewLikeSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewWriteResponseSchema,
  wishlistListSchema,
  wishlistQuerySchema,
  wishlistToggleRequestSchema,
  wishlistToggleResponseSchema,
} from "./review.js";
import { searchResultQuerySchema, searchResultSchema } from "./search.js";
import { sitemapItemsParamsSchema, sitemapItemsSchema, sitemapQuerySchema, sitemapSchema } from "./sitemap.js";
import { storeInquiryFormSchema, storeInquiryReceiptSchema } from "./store-inquiry.js";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The prefix every endpoint is served under, except the few marked `outsideApi`. */
export const API_PREFIX = "/api";

/**
 * One API operation: what the API registers and what the web calls. Schemas are the contracts' own; a route whose
 * schema is private to the API (dev bodies, SVG and byte answers) has none here and keeps its local one.
 */
export interface ApiEndpoint {
  readonly method: ApiMethod;
  /** Fastify's form, relative to /api: `/item/:itemUserCode/reviews`; a parameter runs to the next `/`. */
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** The 200 answer. */
  readonly response?: z.ZodType;
  /** Token-issuing call: the caller signs the raw body with the HMAC headers (docs/api/auth-signing.md). */
  readonly signed?: true;
  /** The body is multipart/form-data, read as a stream by the route (no JSON body schema). */
  readonly multipart?: true;
  /** Registered only with DEV_TOOLS (never in production). */
  readonly dev?: true;
  /** Served at `path` itself, not under /api (SPEC §7 gives the path). */
  readonly outsideApi?: true;
}

/**
 * Every operation the API serves under /api (plus the logout SPEC §7 puts at the root), grouped by SPEC §7 section.
 * A test keeps it equal to the routes the API registers (apps/api/src/modules/api-endpoints.routes.test.ts). The
 * routes take their method, URL and schemas from it (apps/api/src/lib/endpoint-route.ts) and the web's callApi its
 * method, path, signing and answer schema, so a path is written once.
 * Not here: `/images/**` (picture files the API names inside answers, never called by the web) and the
 * root copies of /healthcheck and /ready (load balancers' addresses).
 */
export const apiEndpoints = {
  // Auth
  guestToken: {
    method: "POST",
    path: "/auth/guest-token",
    body: guestTokenRequestSchema,
    response: guestTokenResponseSchema,
    signed: true,
  },
  login: {
    method: "POST",
    path: "/auth/token",
    querystring: tokenQuerySchema,
    body: loginRequestSchema,
    response: tokenResponseSchema,
    signed: true,
  },
  rememberMe: {
    method: "POST",
    path: "/auth/remember-me",
    body: rememberMeRequestSchema,
    response: tokenResponseSchema,
    signed: true,
  },
  snsToken: {
    method: "POST",
    path: "/auth/sns-token",
    querystring: tokenQuerySchema,
    body: snsTokenRequestSchema,
    response: tokenResponseSchema,
    signed: true,
  },
  salesonId: { method: "GET", path: "/auth/saleson-id", response: salesonIdResponseSchema },
  sessionTimeout: { method: "GET", path: "/auth/session-timeout", response: sessionTimeoutResponseSchema },
  logout: { method: "GET", path: "/op_security_logout", response: successResponseSchema, outsideApi: true },
  sendAuthNumber: {
    method: "POST",
    path: "/auth/send-auth-number",
    body: sendAuthNumberRequestSchema,
    response: authNumberSentResponseSchema,
  },
  checkAuthNumber: {
    method: "POST",
    path: "/auth/check-auth-number",
    body: checkAuthNumberRequestSchema,
    response: checkAuthNumberResponseSchema,
  },
  join: { method: "POST", path: "/auth/join", body: joinRequestSchema, response: joinResponseSchema },
  validateLoginId: {
    method: "POST",
    path: "/auth/validate",
    body: validateLoginIdRequestSchema,
    response: validateLoginIdResponseSchema,
  },
  duplicateLoginId: {
    method: "POST",
    path: "/auth/user/duplicate",
    body: duplicateLoginIdRequestSchema,
    response: duplicateLoginIdResponseSchema,
  },
  validatePhoneNumber: {
    method: "POST",
    path: "/auth/validate/phone-number",
    body: validatePhoneNumberRequestSchema,
    response: validatePhoneNumberResponseSchema,
  },
  findId: { method: "POST", path: "/auth/find-id", body: findIdRequestSchema, response: authNumberSentResponseSchema },
  findCompleteId: {
    method: "POST",
    path: "/auth/find-complete-id",
    body: findCompleteIdRequestSchema,
    response: findCompleteIdResponseSchema,
  },
  findPasswordStep1: {
    method: "POST",
    path: "/auth/find-password-step1",
    body: findPasswordRequestSchema,
    response: authNumberSentResponseSchema,
  },
  recoverPassword: {
    method: "POST",
    path: "/auth/recovery",
    body: recoveryRequestSchema,
    response: successResponseSchema,
  },
  reactivateSleepUser: {
    method: "POST",
    path: "/auth/sleep-user",
    body: reactivateSleepUserRequestSchema,
    response: successResponseSchema,
  },
  myProfile: { method: "GET", path: "/auth/me", response: memberProfileSchema },
  updateMyProfile: { method: "POST", path: "/auth/me", body: updateMeRequestSchema, response: memberProfileSchema },
  simpleMe: { method: "GET", path: "/auth/simple-me", response: simpleMeResponseSchema },
  authMe: { method: "GET", path: "/auth/auth-me", response: authMeResponseSchema },
  changePassword: {
    method: "POST",
    path: "/auth/change-password",
    body: changePasswordRequestSchema,
    response: successResponseSchema,
  },
  delayChangePassword: {
    method: "POST",
    path: "/auth/delay-change-password",
    response: delayChangePasswordResponseSchema,
  },
  checkPassword: {
    method: "POST",
    path: "/auth/check-password",
    body: checkPasswordRequestSchema,
    response: checkPasswordResponseSchema,
  },
  secede: { method: "POST", path: "/auth/secede", body: secedeRequestSchema, response: successResponseSchema },
  transferJoinMe: { method: "GET", path: "/auth/transfer-join/me", response: transferJoinMeResponseSchema },
  transferJoin: {
    method: "POST",
    path: "/auth/transfer-join/me",
    body: transferJoinRequestSchema,
    response: transferJoinResponseSchema,
  },
  snsAuthorizeUrl: {
    method: "GET",
    path: "/auth/sns/authorize-url",
    querystring: snsAuthorizeUrlQuerySchema,
    response: snsAuthorizeUrlResponseSchema,
  },
  snsInfo: { method: "GET", path: "/auth/sns-info", response: snsInfoResponseSchema },
  checkSnsJoin: {
    method: "POST",
    path: "/auth/check-sns-join",
    body: checkSnsJoinRequestSchema,
    response: checkSnsJoinResponseSchema,
  },
  snsJoin: {
    method: "POST",
    path: "/auth/sns-join",
    body: snsJoinRequestSchema,
    response: snsJoinResponseSchema,
    signed: true,
  },
  disconnectSns: {
    method: "POST",
    path: "/auth/disconnect-sns",
    body: disconnectSnsRequestSchema,
    response: successResponseSchema,
  },

  // Catalog
  categoryTree: { method: "GET", path: "/category", response: categoryTreeSchema },
  categoryUpdatedCheck: {
    method: "GET",
    path: "/category/updated-check",
    querystring: categoryUpdatedCheckQuerySchema,
    response: categoryUpdatedCheckSchema,
  },
  currentCategory: {
    method: "GET",
    path: "/category/current",
    querystring: categoryCurrentQuerySchema,
    response: categoryCurrentSchema,
  },
  categoryPriceAreas: {
    method: "GET",
    path: "/category/price-areas",
    querystring: categoryScopeQuerySchema,
    response: priceAreaListSchema,
  },
  categoryFilter: {
    method: "GET",
    path: "/category/filter",
    querystring: categoryScopeQuerySchema,
    response: categoryFilterSchema,
  },
  itemList: { method: "GET", path: "/item", querystring: itemListQuerySchema, response: itemListSchema },
  itemDetail: {
    method: "GET",
    path: "/item/:itemUserCode",
    params: itemCodeParamsSchema,
    response: itemDetailResponseSchema,
  },
  relatedItems: {
    method: "GET",
    path: "/item/:itemUserCode/relation",
    params: itemCodeParamsSchema,
    response: itemCardListSchema,
  },
  itemMdPicks: {
    method: "GET",
    path: "/item/:itemUserCode/md",
    params: itemCodeParamsSchema,
    response: itemCardListSchema,
  },
  itemSlides: {
    method: "GET",
    path: "/item/slides/:itemUserCode",
    params: itemCodeParamsSchema,
    response: itemSlidesSchema,
  },
  itemTraceRecord: {
    method: "GET",
    path: "/item/:itemUserCode/traceNumber",
    params: itemCodeParamsSchema,
    response: traceRecordResponseSchema,
  },
  // Drawn pictures: the answer is SVG, not JSON.
  itemSirloinImage: { method: "GET", path: "/item/:itemUserCode/sirloin-image", params: itemCodeParamsSchema },
  itemCertificateImage: { method: "GET", path: "/item/:itemUserCode/certificate-image", params: itemCodeParamsSchema },
  itemRestock: {
    method: "GET",
    path: "/item/:itemUserCode/restock",
    params: itemCodeParamsSchema,
    response: restockStateSchema,
  },
  subscribeItemRestock: {
    method: "POST",
    path: "/item/:itemUserCode/restock",
    params: itemCodeParamsSchema,
    body: restockSubscribeBodySchema,
    response: restockStateSchema,
  },
  itemQna: {
    method: "GET",
    path: "/item/:itemUserCode/qna",
    params: itemCodeParamsSchema,
    querystring: itemQnaListQuerySchema,
    response: itemQnaListSchema,
  },
  itemExperienceTeamReviews: {
    method: "GET",
    path: "/item/:itemUserCode/experience-team-reviews",
    params: itemCodeParamsSchema,
    querystring: itemQnaListQuerySchema,
    response: experienceTeamReviewListSchema,
  },
  likeExperienceTeamReview: {
    method: "POST",
    path: "/item/:itemUserCode/experience-team-reviews/add-like/:id",
    params: experienceReviewLikeParamsSchema,
    response: experienceReviewLikeSchema,
  },
  itemReviews: {
    method: "GET",
    path: "/item/:itemUserCode/reviews",
    params: itemCodeParamsSchema,
    querystring: reviewListQuerySchema,
    response: reviewListSchema,
  },
  itemReviewInfo: {
    method: "GET",
    path: "/item/:itemUserCode/review/info",
    params: itemCodeParamsSchema,
    response: reviewInfoSchema,
  },
  reviewDetail: {
    method: "GET",
    path: "/item/review/info/:id",
    params: reviewIdParamsSchema,
    response: reviewDetailResponseSchema,
  },
  likeReview: {
    method: "POST",
    path: "/item/review/add-like/:id",
    params: reviewIdParamsSchema,
    response: reviewLikeSchema,
  },
  // The text fields of the multipart body are checked by reviewWriteFieldsSchema while the photos stream in.
  writeReview: { method: "POST", path: "/item/review", response: reviewWriteResponseSchema, multipart: true },
  // The photo's bytes, not JSON; pages link to it.
  reviewPhoto: { method: "GET", path: "/review-photo/:id", params: reviewIdParamsSchema },
  toggleWishlist: {
    method: "POST",
    path: "/item/wishlist",
    body: wishlistToggleRequestSchema,
    response: wishlistToggleResponseSchema,
  },
  searchResult: {
    method: "GET",
    path: "/search/result",
    querystring: searchResultQuerySchema,
    response: searchResultSchema,
  },
  recommendKeyword: { method: "GET", path: "/search/recommend-keyword", response: recommendKeywordResponseSchema },
  bestKeywords: { method: "GET", path: "/search/best-keyword", response: bestKeywordResponseSchema },
  outlet: { method: "GET", path: "/outlet", querystring: pageQuerySchema, response: outletListSchema },
  seo: { method: "GET", path: "/seo", querystring: seoQuerySchema, response: seoSchema },

  // My page
  myWishlist: {
    method: "GET",
    path: "/mypage/wishlist",
    querystring: wishlistQuerySchema,
    response: wishlistListSchema,
  },
  deleteWishlist: {
    method: "POST",
    path: "/mypage/delete-wishlist",
    body: deleteWishlistRequestSchema,
    response: deleteWishlistResponseSchema,
  },
  myReviewableLines: {
    method: "GET",
    path: "/mypage/nonregistered-reviews",
    querystring: reviewableLineQuerySchema,
    response: reviewableLineListSchema,
  },
  myReviews: { method: "GET", path: "/mypage/reviews", querystring: myReviewQuerySchema, response: myReviewListSchema },
  deleteMyReview: {
    method: "POST",
    path: "/mypage/delete-review/:id",
    params: reviewIdParamsSchema,
    response: deleteReviewResponseSchema,
  },

  // Q&A and content
  itemInquiries: {
    method: "GET",
    path: "/qna/item-inquiry",
    querystring: itemInquiryListQuerySchema,
    response: itemInquiryListSchema,
  },
  askItemInquiry: {
    method: "POST",
    path: "/qna/item-inquiry",
    body: itemInquiryCreateRequestSchema,
    response: itemInquiryCreateResponseSchema,
  },
  deleteItemInquiry: {
    method: "POST",
    path: "/qna/delete-item-inquiry",
    body: deleteItemInquiryRequestSchema,
    response: deleteItemInquiryResponseSchema,
  },
  qnaGroups: { method: "GET", path: "/qna/qna-groups", response: qnaGroupListSchema },
  myQnaInquiries: {
    method: "GET",
    path: "/qna/inquiry",
    querystring: qnaInquiryListQuerySchema,
    response: qnaInquiryListSchema,
  },
  // The text fields of the multipart body are checked by qnaInquiryFieldsSchema while the files stream in.
  askQnaInquiry: { method: "POST", path: "/qna/inquiry", response: qnaInquiryCreateResponseSchema, multipart: true },
  deleteQnaInquiry: {
    method: "POST",
    path: "/qna/delete-inquiry",
    body: deleteQnaInquiryRequestSchema,
    response: deleteQnaInquiryResponseSchema,
  },
  // The attachment's bytes, not JSON: the owner's only (404 for anyone else).
  qnaInquiryFile: {
    method: "GET",
    path: "/qna/inquiry/:id/download-file",
    params: qnaInquiryIdParamsSchema,
    querystring: qnaFileQuerySchema,
  },
  storeInquiryForm: { method: "GET", path: "/store-inquiry", response: storeInquiryFormSchema },
  // The text fields of the multipart body are checked by storeInquiryFieldsSchema while the attachments stream in.
  applyStoreInquiry: { method: "POST", path: "/store-inquiry", response: storeInquiryReceiptSchema, multipart: true },
  termsOfUse: { method: "GET", path: "/policy/clause", querystring: policyQuerySchema, response: policyResponseSchema },
  privacyPolicy: {
    method: "GET",
    path: "/policy/protect",
    querystring: policyQuerySchema,
    response: policyResponseSchema,
  },
  operationPolicy: {
    method: "GET",
    path: "/policy/policy-info",
    querystring: policyQuerySchema,
    response: policyResponseSchema,
  },
  marketingConsentPolicy: {
    method: "GET",
    path: "/policy/marketing",
    querystring: policyQuerySchema,
    response: policyResponseSchema,
  },
  faqList: { method: "GET", path: "/faq", querystring: faqListQuerySchema, response: faqListSchema },
  faqDetail: { method: "GET", path: "/faq/:id", params: idParamSchema, response: faqDetailSchema },
  noticeList: { method: "GET", path: "/notice", querystring: noticeListQuerySchema, response: noticeListSchema },
  mainNotices: { method: "GET", path: "/notice/main", response: noticeMainSchema },
  noticeDetail: { method: "GET", path: "/notice/:id", params: idParamSchema, response: noticeDetailSchema },
  designatedTrade: { method: "GET", path: "/designated", querystring: pageQuerySchema, response: designatedSchema },
  sellerBrandsOfLivestock: {
    method: "GET",
    path: "/seller-brands",
    querystring: sellerBrandsQuerySchema,
    response: sellerBrandListSchema,
  },
  allSellerBrands: { method: "GET", path: "/seller-brands/all", response: sellerBrandListSchema },
  favoriteSellerBrands: {
    method: "GET",
    path: "/seller-brands/favorite/:id",
    params: sellerIdParamSchema,
    response: favoriteSellerBrandsSchema,
  },
  sellerBrandsOfSeller: {
    method: "GET",
    path: "/seller-brands/:id",
    params: sellerIdParamSchema,
    response: sellerBrandsOfSellerSchema,
  },
  sellerNotices: {
    method: "GET",
    path: "/seller-notice/:id",
    params: sellerIdParamSchema,
    response: sellerNoticeListSchema,
  },
  sellerDetail: { method: "GET", path: "/seller/:id", params: sellerIdParamSchema, response: sellerDetailSchema },
  sellerBusinessNumbers: {
    method: "GET",
    path: "/seller/business-numbers",
    querystring: businessNumbersQuerySchema,
    response: businessNumbersSchema,
  },
  sellerShippingInfos: {
    method: "POST",
    path: "/seller/shipping-infos",
    body: shippingInfosBodySchema,
    response: shippingInfosSchema,
  },

  // Display and events
  visibleBlocks: { method: "GET", path: "/display/visible", response: visibleBlocksSchema },
  promotion: { method: "GET", path: "/display/promotion", response: promotionSchema },
  newItems: {
    method: "GET",
    path: "/display/new",
    querystring: displayItemPageQuerySchema,
    response: displayItemPageSchema,
  },
  bestItems: {
    method: "GET",
    path: "/display/best",
    querystring: displayItemPageQuerySchema,
    response: displayItemPageSchema,
  },
  groupBest: {
    method: "GET",
    path: "/display/group-best",
    querystring: groupBestQuerySchema,
    response: groupBestSchema,
  },
  mdPicks: { method: "GET", path: "/display/md", response: mdPicksSchema },
  styleBookBlock: { method: "GET", path: "/display/style-book", response: styleBookBlockSchema },
  contentPicks: { method: "GET", path: "/display/cnts-picks/main", response: contentPicksSchema },
  freshFoodBlock: { method: "GET", path: "/display/fresh-food", response: itemBlockSchema },
  privateBrandBlock: { method: "GET", path: "/display/pb", response: itemBlockSchema },
  dryAgingBlock: { method: "GET", path: "/display/dry-aging", response: itemBlockSchema },
  foodSafetyBlock: { method: "GET", path: "/display/safety", response: itemBlockSchema },
  shopInfo: { method: "GET", path: "/display/shop-info", response: shopInfoSchema },
  deliveryInfo: { method: "GET", path: "/display/delivery", response: deliveryInfoSchema },
  brandBlock: { method: "GET", path: "/display/brand", response: brandBlockSchema },
  stripeBanner: { method: "GET", path: "/display/stripe-banner", response: stripeBannerResponseSchema },
  latelyViewedItems: { method: "GET", path: "/display/lately", querystring: latelyQuerySchema, response: latelySchema },
  eventList: { method: "GET", path: "/event", querystring: eventListQuerySchema, response: eventListSchema },
  spotEvents: { method: "GET", path: "/event/spot", response: spotEventsSchema },
  eventDetail: { method: "GET", path: "/event/:key", params: eventKeyParamSchema, response: eventDetailSchema },
  eventReplies: {
    method: "GET",
    path: "/event/replies",
    querystring: eventRepliesQuerySchema,
    response: eventRepliesSchema,
  },
  replyToEvent: { method: "POST", path: "/event/reply", body: eventReplyBodySchema, response: eventReplyCreatedSchema },
  styleBookList: { method: "GET", path: "/style-book", querystring: pageQuerySchema, response: styleBookListSchema },
  styleBookDetail: { method: "GET", path: "/style-book/:id", params: idParamSchema, response: styleBookDetailSchema },
  brandMain: { method: "GET", path: "/brand/main", querystring: brandMainQuerySchema, response: brandMainSchema },
  brandDetail: { method: "GET", path: "/brand/:id", params: idParamSchema, response: brandDetailSchema },
  brandItems: {
    method: "GET",
    path: "/brand/:id/items",
    params: idParamSchema,
    querystring: brandItemsQuerySchema,
    response: brandItemsSchema,
  },
  popupList: { method: "GET", path: "/popup/list", response: popupListResponseSchema },
  popupDetail: { method: "GET", path: "/popup/index/:id", params: idParamSchema, response: popupResponseSchema },

  // Cart and order, Shipping and coupons: one file per module in ./endpoints/.
  ...cartEndpoints,
  ...moderationEndpoints,
  ...adminEndpoints,
  ...adminClaimEndpoints,
  ...adminContentEndpoints,
  ...adminCouponEndpoints,
  ...adminDisplayEndpoints,
  ...adminInquiryEndpoints,
  ...adminItemEndpoints,
  ...adminItemCreateEndpoints,
  ...adminMemberEndpoints,
  ...adminOrderEndpoints,
  ...adminSellerEndpoints,
  ...adminStatsEndpoints,
  ...quoteEndpoints,
  ...orderEndpoints,
  ...orderInfoEndpoints,
  ...orderReturnEndpoints,
  ...orderDocumentsEndpoints,
  ...naverPayEndpoints,
  ...shippingEndpoints,
  ...couponEndpoints,
  ...designatedOrderEndpoints,
  ...pinPayEndpoints,
  ...pgSandboxBillingEndpoints,
  ...pgSandboxReceiptEndpoints,
  ...bulkVbankEndpoints,
  ...rouletteEndpoints,
  ...experienceTeamEndpoints,
  ...adminRouletteEndpoints,
  ...cafe24Endpoints,
  ...openMarketEndpoints,
  ...statisticsEndpoints,
  ...appPushEndpoints,
  ...trackingEndpoints,
  ...systemCodeEndpoints,
  ...businessLookupEndpoints,

  // Common
  aboutUs: { method: "GET", path: "/common/about-us", response: aboutUsResponseSchema },
  quickInfo: { method: "GET", path: "/common/quick-info", response: quickInfoResponseSchema },
  livestockKinds: { method: "GET", path: "/common/livestock", response: livestockListSchema },
  operator: { method: "GET", path: "/common/operator", response: operatorResponseSchema },
  maintenance: { method: "GET", path: "/common/maintenance", response: maintenanceResponseSchema },

  // App
  appVersion: {
    method: "GET",
    path: "/app-version",
    querystring: appVersionQuerySchema,
    response: appVersionResponseSchema,
  },

  // Not in SPEC §7: health for load balancers (answer schemas private to the API) and the sitemap files' data.
  healthcheck: { method: "GET", path: "/healthcheck" },
  ready: { method: "GET", path: "/ready" },
  sitemap: { method: "GET", path: "/sitemap", querystring: sitemapQuerySchema, response: sitemapSchema },
  sitemapItems: {
    method: "GET",
    path: "/sitemap/items/:file",
    params: sitemapItemsParamsSchema,
    querystring: sitemapQuerySchema,
    response: sitemapItemsSchema,
  },

  // Development only (DEV_TOOLS): browser tests and demo mode; schemas other than these stay private to the API.
  devSetMaintenance: {
    method: "PUT",
    path: "/dev/maintenance",
    body: maintenanceWindowBodySchema,
    response: maintenanceResponseSchema,
    dev: true,
  },
  devRestockItem: { method: "POST", path: "/dev/items/:itemUserCode/restock", params: itemCodeParamsSchema, dev: true },
  devOpenEvent: { method: "POST", path: "/dev/events/:key/open", params: eventKeyParamSchema, dev: true },
  devCarriedOverAccount: { method: "POST", path: "/dev/accounts/carried-over", dev: true },
  devAgeAccount: { method: "POST", path: "/dev/accounts/age", dev: true },
  // Moves a member's points into the past, so their expiry (docs/decisions/035) can be seen without waiting a year.
  devAgePoints: { method: "POST", path: "/dev/points/age", dev: true },
  // Until the back office answers 1:1 inquiries (a later issue): answers one, which completes it.
  devAnswerQnaInquiry: {
    method: "POST",
    path: "/dev/qna/inquiry/:id/answer",
    params: qnaInquiryIdParamsSchema,
    dev: true,
  },
  devOutbox: {
    method: "GET",
    path: "/dev/outbox",
    querystring: devOutboxQuerySchema,
    response: devOutboxResponseSchema,
    dev: true,
  },
  devSnsAuthorize: { method: "GET", path: "/dev/sns/:provider/authorize", dev: true },
  devSnsConsent: { method: "GET", path: "/dev/sns/:provider/consent", dev: true },
  // The local NICEPAY sandbox (apps/api/src/modules/pg-sandbox): its window script and pages, NICEPAY's API under
  // /dev/pg/v1 (what NICEPAY_API_BASE points at), and the dev knobs (deposit, expiry, faults, sent webhooks).
  devPgScript: { method: "GET", path: "/dev/pg/v1/js", dev: true },
  devPgWindow: { method: "POST", path: "/dev/pg/v1/window", dev: true },
  devPgWindowResult: { method: "POST", path: "/dev/pg/v1/window/result", dev: true },
  devPgApprove: { method: "POST", path: "/dev/pg/v1/payments/:tid", dev: true },
  devPgCancel: { method: "POST", path: "/dev/pg/v1/payments/:tid/cancel", dev: true },
  devPgNetCancel: { method: "POST", path: "/dev/pg/v1/payments/netcancel", dev: true },
  devPgPayment: { method: "GET", path: "/dev/pg/v1/payments/:tid", dev: true },
  devPgFindPayment: { method: "GET", path: "/dev/pg/v1/payments/find/:orderId", dev: true },
  devPgDeposit: { method: "POST", path: "/dev/pg/vbank/:tid/deposit", dev: true },
  devPgExpire: { method: "POST", path: "/dev/pg/vbank/:tid/expire", dev: true },
  devPgFaults: { method: "POST", path: "/dev/pg/faults", dev: true },
  devPgWebhooks: { method: "GET", path: "/dev/pg/webhooks", dev: true },
} as const satisfies Record<string, ApiEndpoint>;

export type ApiEndpoints = typeof apiEndpoints;
export type ApiEndpointName = keyof ApiEndpoints;

/** The `:name` segments of a Fastify path, as a union of names (never when there are none). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values apiPath fills in: one per `:name` segment of the endpoint's path. */
export type ApiPathParams<E extends ApiEndpoint> = { readonly [Name in PathParamNames<E["path"]>]: string | number };

/** apiPath's arguments after the endpoint: none for a path without parameters, else all of them. */
export type ApiPathArgs<E extends ApiEndpoint> = [PathParamNames<E["path"]>] extends [never]
  ? []
  : [params: ApiPathParams<E>];

/** The parsed 200 answer of an endpoint (unknown when the answer is not JSON described by a contract). */
export type ApiResponse<E extends ApiEndpoint> = E extends { readonly response: infer R extends z.ZodType }
  ? z.output<R>
  : unknown;

/** The JSON body a caller sends (before the API's defaults and transforms); undefined when the call takes none. */
export type ApiRequestBody<E extends ApiEndpoint> = E extends { readonly body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;

/** The query a caller sends; undefined when the call reads none. */
export type ApiQuery<E extends ApiEndpoint> = E extends { readonly querystring: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;

const PARAM_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)$/;

/**
 * The URL path of an endpoint with its parameters filled in, each URL-encoded, under /api (or at the root for an
 * `outsideApi` endpoint): `apiPath(apiEndpoints.itemReviews, { itemUserCode: "G0000001" })`.
 */
export function apiPath<E extends ApiEndpoint>(endpoint: E, ...args: ApiPathArgs<E>): string {
  const params: Readonly<Record<string, string | number | undefined>> = args[0] ?? {};
  const filled = endpoint.path
    .split("/")
    .map((segment) => {
      const name = PARAM_SEGMENT.exec(segment)?.[1];
      if (name === undefined) return segment;
      const value = params[name];
      // An empty segment would reach another route (or none): a missing value is the caller's bug, said loudly.
      if (value === undefined || value === "") {
        throw new Error(`apiPath: ${endpoint.method} ${endpoint.path} needs a value for :${name}`);
      }
      // URL parsers resolve `.` and `..` away (encodeURIComponent leaves dots): the call would reach another
      // endpoint with the shopper's token. Check a value from the page's URL with the params schema before calling.
      if (value === "." || value === "..") {
        throw new Error(`apiPath: ${endpoint.method} ${endpoint.path} cannot take "${value}" for :${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .join("/");
  return endpoint.outsideApi ? filled : `${API_PREFIX}${filled}`;
}

/** The URL pattern Fastify registers for an endpoint: `/api/item/:itemUserCode/reviews`. */
export function endpointUrl(endpoint: ApiEndpoint): string {
  return endpoint.outsideApi ? endpoint.path : `${API_PREFIX}${endpoint.path}`;
}

/** How a route is compared between the map and the API's router: `GET /api/item/:itemUserCode/reviews`. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

export interface ListEndpointKeysOptions {
  /** Include the DEV_TOOLS routes (an app built with devTools on registers them). Default true. */
  dev?: boolean;
}

/**
 * Every endpoint as `routeKey(method, endpointUrl)`, sorted: what a completeness test compares with the routes the
 * API registers.
 */
export function listEndpointKeys({ dev = true }: ListEndpointKeysOptions = {}): string[] {
  const endpoints: readonly ApiEndpoint[] = Object.values(apiEndpoints);
  return endpoints
    .filter((endpoint) => dev || !endpoint.dev)
    .map((endpoint) => routeKey(endpoint.method, endpointUrl(endpoint)))
    .sort();
}
