import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  type ApiEndpoint,
  type ApiQuery,
  type ApiRequestBody,
  type ApiResponse,
  apiEndpoints,
  apiPath,
  endpointUrl,
  listEndpointKeys,
  routeKey,
} from "./api-endpoints.js";
import type { salesonIdResponseSchema, tokenResponseSchema } from "./auth.js";
import type { reviewListSchema } from "./review.js";

const entries: [string, ApiEndpoint][] = Object.entries(apiEndpoints);

const pathParamNames = (path: string) =>
  path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));

describe("apiPath", () => {
  it.each([
    ["no parameters", apiPath(apiEndpoints.categoryTree), "/api/category"],
    ["a number", apiPath(apiEndpoints.noticeDetail, { id: 12 }), "/api/notice/12"],
    ["a code mid-path", apiPath(apiEndpoints.itemReviews, { itemUserCode: "G0000001" }), "/api/item/G0000001/reviews"],
    [
      "two parameters, in path order",
      apiPath(apiEndpoints.likeExperienceTeamReview, { id: 7, itemUserCode: "G0000001" }),
      "/api/item/G0000001/experience-team-reviews/add-like/7",
    ],
    [
      "Hangul, as UTF-8 percent-encoding",
      apiPath(apiEndpoints.eventDetail, { key: "한우" }),
      "/api/event/%ED%95%9C%EC%9A%B0",
    ],
    ["a slash stays inside its segment", apiPath(apiEndpoints.eventDetail, { key: "a/b" }), "/api/event/a%2Fb"],
    [
      "query and fragment characters cannot end the path",
      apiPath(apiEndpoints.eventDetail, { key: "x?y=1#z" }),
      "/api/event/x%3Fy%3D1%23z",
    ],
    ["a space and a percent sign", apiPath(apiEndpoints.eventDetail, { key: "50% off" }), "/api/event/50%25%20off"],
    ["dots inside a value", apiPath(apiEndpoints.eventDetail, { key: "a..b" }), "/api/event/a..b"],
    [
      "an encoded dot stays encoded (never read as ..)",
      apiPath(apiEndpoints.eventDetail, { key: "%2e%2e" }),
      "/api/event/%252e%252e",
    ],
    ["the logout SPEC puts outside /api", apiPath(apiEndpoints.logout), "/op_security_logout"],
  ])("%s", (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("refuses a missing or empty value (a compile error too, for typed callers)", () => {
    // @ts-expect-error the parameters are required
    expect(() => apiPath(apiEndpoints.itemReviews)).toThrow(":itemUserCode");
    // @ts-expect-error both parameters are required
    expect(() => apiPath(apiEndpoints.likeExperienceTeamReview, { itemUserCode: "G0000001" })).toThrow(":id");
    // @ts-expect-error a misspelt name is not the path's parameter
    expect(() => apiPath(apiEndpoints.noticeDetail, { noticeId: 1 })).toThrow(":id");
    expect(() => apiPath(apiEndpoints.noticeDetail, { id: "" })).toThrow(":id");
  });

  it.each([".", ".."])("refuses %s, a segment URL parsers resolve away (to another endpoint)", (key) => {
    expect(() => apiPath(apiEndpoints.eventDetail, { key })).toThrow(":key");
  });

  it("takes no parameters for a path without any", () => {
    // @ts-expect-error a path without parameters takes none
    expect(apiPath(apiEndpoints.categoryTree, { id: 1 })).toBe("/api/category");
  });
});

describe("apiEndpoints", () => {
  it("has no two entries with the same method and path", () => {
    const keys = listEndpointKeys();
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
    expect(keys).toHaveLength(entries.length);
  });

  it.each(entries)("%s: a path Fastify and apiPath read the same way", (_name, endpoint) => {
    expect(endpoint.path).toMatch(/^\/[^?#\s]*$/);
    // Fastify ignores a trailing slash here; a map entry with one would never match the router's key.
    expect(endpoint.path === "/" || !endpoint.path.endsWith("/")).toBe(true);
    // A parameter fills its whole segment (Fastify would also split `:a-:b`; apiPath would not).
    for (const segment of endpoint.path.split("/").filter((part) => part.includes(":"))) {
      expect(segment).toMatch(/^:[A-Za-z][A-Za-z0-9]*$/);
    }
    expect(endpoint.path.startsWith("/api/")).toBe(false);
  });

  it.each(entries.filter(([, endpoint]) => endpoint.params instanceof z.ZodObject))(
    "%s: the params schema names exactly the path's parameters",
    (_name, endpoint) => {
      const shape = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(shape.sort()).toEqual(pathParamNames(endpoint.path).sort());
    },
  );

  it.each(entries)("%s: marked dev exactly when it lives under /dev", (_name, endpoint) => {
    expect(endpoint.dev === true).toBe(endpoint.path.startsWith("/dev/"));
  });

  it("lists the production routes without the DEV_TOOLS ones", () => {
    const production = listEndpointKeys({ dev: false });
    expect(production).toContain("GET /api/item/:itemUserCode/reviews");
    expect(production).toContain("GET /op_security_logout");
    expect(production.filter((key) => key.includes("/dev/"))).toEqual([]);
    expect(listEndpointKeys().length - production.length).toBe(entries.filter(([, e]) => e.dev).length);
  });

  it("keys a route as Fastify registers it", () => {
    expect(routeKey("get", endpointUrl(apiEndpoints.sellerDetail))).toBe("GET /api/seller/:id");
    expect(endpointUrl(apiEndpoints.logout)).toBe("/op_security_logout");
  });

  it("infers what a call sends and answers from the contracts", () => {
    expectTypeOf<ApiResponse<typeof apiEndpoints.salesonId>>().toEqualTypeOf<
      z.output<typeof salesonIdResponseSchema>
    >();
    expectTypeOf<ApiResponse<typeof apiEndpoints.login>>().toEqualTypeOf<z.output<typeof tokenResponseSchema>>();
    expectTypeOf<ApiResponse<typeof apiEndpoints.itemReviews>>().toEqualTypeOf<z.output<typeof reviewListSchema>>();
    expectTypeOf<ApiResponse<typeof apiEndpoints.reviewPhoto>>().toBeUnknown();
    expectTypeOf<ApiRequestBody<typeof apiEndpoints.categoryTree>>().toBeUndefined();
    expectTypeOf<ApiRequestBody<typeof apiEndpoints.toggleWishlist>>().toHaveProperty("itemId");
    expectTypeOf<ApiQuery<typeof apiEndpoints.seo>>().toHaveProperty("u");
  });
});
