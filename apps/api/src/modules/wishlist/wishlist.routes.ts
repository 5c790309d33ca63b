import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { WISHLIST_LOGIN_REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../../lib/api-error.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/**
 * Guard of the wishlist heart: a shopper who is not logged in as a member reads SPEC §5's
 * 로그인 후 등록이 가능합니다. (code UNAUTHORIZED, so the web's 401 handling is the usual one); a restricted member
 * token still gets its own code (PASSWORD_EXPIRED …) from requireMember.
 */
async function requireMemberToWish(request: FastifyRequest) {
  if (!request.auth?.restriction && request.auth?.role !== "ROLE_USER") {
    throw new ApiError(401, "UNAUTHORIZED", WISHLIST_LOGIN_REQUIRED_MESSAGE, "member login required to wish");
  }
  await requireMember(request);
}

/** The wishlist (찜): the item page's heart and the my-page list (SPEC §7 Catalog, My page). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wishlist } = app.services;
  const tags = ["wishlist"];
  const errors = { ...errorResponses, 401: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.toggleWishlist, {
      tags,
      summary: "Members: put an item in the wishlist, or take it out when it is there (toggle)",
      errors,
    }),
    onRequest: requireMemberToWish,
    handler: async (request) => wishlist.toggle(memberOf(request).userId, request.body.itemId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.myWishlist, {
      tags,
      summary: "Members: the wished items as cards, latest first, paged",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => wishlist.list(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.deleteWishlist, {
      tags,
      summary: "Members: take items out of the wishlist (ones not in it are ignored)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => wishlist.remove(memberOf(request).userId, request.body.itemIds),
  });
};
