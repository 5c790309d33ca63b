import { describe, expect, it } from "vitest";
import { flashedAlert, NO_PAGES, WISHED_ITEM } from "../../features/mypage/mypage-fixtures";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./wishlist";

// The wishlist: pages of GET /api/mypage/wishlist (a page emptied by a delete sends the shopper to the last one), and
// 선택 삭제 / a card's 삭제 through POST /api/mypage/delete-wishlist, back on the same page with the shop's alert.

const PATH = "/mypage/wishlist";
const page = (list: unknown[], pagination: Partial<typeof NO_PAGES>) => ({
  body: { list, pagination: { ...NO_PAGES, size: 12, ...pagination } },
});

async function load(query: string, routes: FakeRoutes, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${PATH}${query}`, { headers: { cookie: shopper.cookie } });
  try {
    return { data: await loader({ request, url: new URL(request.url), pattern: PATH, params: {}, context }), calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the wishlist's loader", () => {
  it("asks for the address's page of 12 cards", async () => {
    const { data, calls } = await load("?page=2", {
      "GET /api/mypage/wishlist": page([WISHED_ITEM], { page: 2, totalCount: 13, totalPages: 2 }),
    });
    expect(calls.map((call) => call.path)).toEqual(["/api/mypage/wishlist?page=2&size=12"]);
    expect(data?.list).toEqual([WISHED_ITEM]);
  });

  it.each([
    { case: "pages left", pagination: { page: 4, totalCount: 25, totalPages: 3 }, location: `${PATH}?page=3` },
    { case: "one page left", pagination: { page: 2, totalCount: 5, totalPages: 1 }, location: PATH },
    { case: "nothing left", pagination: { page: 2, totalCount: 0, totalPages: 0 }, location: PATH },
  ])("sends a page past the end to the last page ($case)", async ({ pagination, location }) => {
    const { thrown } = await load(`?page=${pagination.page}`, {
      "GET /api/mypage/wishlist": page([], pagination),
    });
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("location")).toBe(location);
  });

  it("shows an empty first page as it is", async () => {
    const { data } = await load("", { "GET /api/mypage/wishlist": page([], {}) });
    expect(data?.list).toEqual([]);
  });

  it("sends an anonymous shopper to log in", async () => {
    const { thrown, calls } = await load("", {}, false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
    expect(calls).toEqual([]);
  });
});

describe("deleting from the wishlist", () => {
  async function post(query: string, fields: [string, string][], routes: FakeRoutes = {}) {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi(routes);
    const request = formPost(`${PATH}${query}`, shopper, {});
    const body = new URLSearchParams(await request.text());
    for (const [name, value] of fields) body.append(name, value);
    const posted = new Request(request.url, { method: "POST", headers: request.headers, body });
    try {
      const answer = await action({ request: posted, url: new URL(posted.url), pattern: PATH, params: {}, context });
      return answer instanceof Response ? { response: answer, calls } : { answer, calls };
    } catch (thrown) {
      if (thrown instanceof Response) return { response: thrown, calls };
      throw thrown;
    }
  }
  const deleted = { "POST /api/mypage/delete-wishlist": { body: { deletedCount: 2, wishlistCount: 0 } } };

  it("deletes the ticked cards and comes back to the same page with the alert", async () => {
    const { response, calls } = await post(
      "?page=2",
      [
        ["itemIds", "31"],
        ["itemIds", "32"],
      ],
      deleted,
    );
    expect(calls).toEqual([{ method: "POST", path: "/api/mypage/delete-wishlist", body: { itemIds: [31, 32] } }]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`${PATH}?page=2`);
    expect(await flashedAlert(response)).toBe("찜한 상품에서 삭제되었습니다.");
  });

  it("deletes only the card whose own button was pressed", async () => {
    const { calls } = await post(
      "",
      [
        ["itemIds", "31"],
        ["only", "33"],
      ],
      deleted,
    );
    expect(calls[0]?.body).toEqual({ itemIds: [33] });
  });

  it("asks for a tick first, without calling the API", async () => {
    const { answer, calls } = await post("", []);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data).toEqual({ formError: "삭제할 상품을 선택해 주세요." });
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal above the list", async () => {
    const { answer } = await post("", [["itemIds", "31"]], {
      "POST /api/mypage/delete-wishlist": apiError(400, "잘못된 요청입니다."),
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe("잘못된 요청입니다.");
  });
});
