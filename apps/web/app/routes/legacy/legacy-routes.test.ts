import { describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../../test/shopper-requests";
import { loader as cartIndexBak } from "./cart-index-bak";
import { loader as categoryOld } from "./category-old";
import { loader as itemsTest } from "./items-test";
import { loader as searchIndex2 } from "./search-index2";

type LegacyLoader = (args: { request: Request }) => Response;

// Each old SPEC §2 address, its loader, and the page that replaced it (docs/decisions/049).
const OLD_ROUTES: [path: string, loader: LegacyLoader, successor: string][] = [
  ["/category/old", categoryOld as LegacyLoader, "/category"],
  ["/items/test1", itemsTest as LegacyLoader, "/items"],
  ["/items/test2", itemsTest as LegacyLoader, "/items"],
  ["/search/index2", searchIndex2 as LegacyLoader, "/search"],
  ["/cart/index-bak", cartIndexBak as LegacyLoader, "/cart"],
];

describe("the old shop's addresses", () => {
  it.each(OLD_ROUTES)("%s answers a permanent redirect to its successor", (path, loader, successor) => {
    const answer = loader({ request: new Request(`${TEST_ORIGIN}${path}`) });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(successor);
  });

  it.each(OLD_ROUTES)("%s keeps the query string, encoded as sent", (path, loader, successor) => {
    const query = "?keyword=%ED%95%9C%EC%9A%B0&livestock=hanwoo&sellerId=3&page=2";
    const answer = loader({ request: new Request(`${TEST_ORIGIN}${path}${query}`) });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(`${successor}${query}`);
  });
});
