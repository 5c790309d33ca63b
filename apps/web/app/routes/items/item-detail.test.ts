import { WISHLIST_LOGIN_REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { getShopperSession, isLoggedIn } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_GUEST_TOKEN, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, shouldRevalidate } from "./item-detail";

const CODE = "G0000001";

/** Posts one of the item page's forms to its action, as the browser would, against a table of API answers. */
async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}, id = CODE) {
  const { context, calls } = fakeApi(routes);
  const request = formPost(`/items/${id}`, shopper, fields);
  const answer = await action({ request, url: new URL(request.url), pattern: "/items/:id", params: { id }, context });
  return { answer, calls };
}

/** What an action threw (a redirect or an error page), as the Response React Router would send. */
async function thrown(run: Promise<unknown>): Promise<Response | { data: unknown; init: ResponseInit | null }> {
  try {
    await run;
  } catch (error) {
    return error as Response;
  }
  throw new Error("the action answered instead of throwing");
}

describe("item page action", () => {
  it("toggles a member's wishlist heart with the API's answer", async () => {
    const member = await testShopper({ member: true });
    const { answer, calls } = await post(
      member,
      { intent: "wishlist", itemId: "17" },
      { "POST /api/item/wishlist": { body: { wished: true, wishlistCount: 3 } } },
    );
    expect(answer.data).toEqual({ intent: "wishlist", wished: true });
    expect(calls).toEqual([{ method: "POST", path: "/api/item/wishlist", body: { itemId: 17 } }]);
  });

  it("tells a guest the wishlist needs a login, without calling the API (SPEC §5)", async () => {
    const { answer, calls } = await post(await testShopper(), { intent: "wishlist", itemId: "17" });
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toEqual({ intent: "wishlist", alert: WISHLIST_LOGIN_REQUIRED_MESSAGE, loginRequired: true });
    expect(calls).toEqual([]);
  });

  it.each([["0"], ["abc"], ["99999999999"]])("refuses the item id %s", async (itemId) => {
    const { answer } = await post(await testShopper({ member: true }), { intent: "wishlist", itemId });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.alert).toBe("잘못된 요청입니다.");
  });

  it("subscribes a member to the restock alert and says so", async () => {
    const { answer, calls } = await post(
      await testShopper({ member: true }),
      { intent: "restock", subscribe: "true" },
      { [`POST /api/item/${CODE}/restock`]: { body: { subscribed: true, soldOut: true } } },
    );
    expect(answer.data).toEqual({
      intent: "restock",
      restockSubscribed: true,
      alert: "재입고 알림이 신청되었습니다. 입고되면 문자로 알려 드립니다.",
    });
    expect(calls[0]?.body).toEqual({ subscribe: true });
  });

  it("sends a guest pressing the restock alert to the login page, back to the item afterwards", async () => {
    const response = await thrown(post(await testShopper(), { intent: "restock", subscribe: "true" }));
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(`/user/login?target=%2Fitems%2F${CODE}`);
    expect(redirect.headers.get("set-cookie")).toContain("__shop");
  });

  it("keeps a question that breaks a rule on the page, without calling the API", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), {
      intent: "inquiry",
      title: "배송 문의",
      content: "",
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors?.content).toBeTruthy();
    expect(answer.data.values).toEqual({ title: "배송 문의", content: "", secret: false });
    expect(calls).toEqual([]);
  });

  it("places the API's refusal of a question under its field", async () => {
    const { answer } = await post(
      await testShopper({ member: true }),
      { intent: "inquiry", title: "", content: "냉동인가요?", secret: "on" },
      {
        "POST /api/qna/item-inquiry": apiError(400, "입력값을 확인해 주세요.", [
          { field: "content", message: "문의 내용을 10자 이상 입력해 주세요." },
        ]),
      },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ content: "문의 내용을 10자 이상 입력해 주세요." });
    expect(answer.data.values).toEqual({ title: "", content: "냉동인가요?", secret: true });
  });

  it("refuses a post without the session's CSRF token", async () => {
    const shopper = await testShopper({ member: true });
    const response = await thrown(post({ ...shopper, csrf: "forged" }, { intent: "wishlist", itemId: "17" }));
    expect(response).toMatchObject({ init: { status: 403 } });
  });

  it("answers 404 for an address that cannot be an item", async () => {
    const response = await thrown(post(await testShopper({ member: true }), { intent: "wishlist" }, {}, "../x"));
    expect(response).toMatchObject({ init: { status: 404 } });
  });
});

describe("item page action: 장바구니 and 바로구매", () => {
  const cartFields = { itemId: "3", optionId: "31", quantity: "2" };
  const addBody = { arrayRequiredItems: [{ itemId: 3, optionId: 31, quantity: 2 }] };
  const added = { "POST /api/cart/add": { body: { cartQuantity: 4, cartIds: [11] } } };
  const issuesGuestToken: FakeRoutes = {
    "GET /api/auth/saleson-id": { body: { id: "site-new-guest" } },
    "POST /api/auth/guest-token": { body: { token: "tok_new_guest_0123456789abcdef" } },
    "GET /api/auth/session-timeout": { body: { data: { timeout: 60 } } },
  };
  const ended = { status: 401, body: { status: 401, code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." } };

  /** Like `post`, with the Authorization header of every call recorded. */
  async function postSeeingTokens(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes) {
    const fake = fakeApi(routes);
    const bearers: (string | null)[] = [];
    const context: AppLoadContext = {
      apiFetch: (path: string, init: RequestInit = {}) => {
        bearers.push(new Headers(init.headers).get("authorization"));
        return fake.context.apiFetch(path, init);
      },
    };
    const request = formPost(`/items/${CODE}`, shopper, fields);
    const answer = await action({
      request,
      url: new URL(request.url),
      pattern: "/items/:id",
      params: { id: CODE },
      context,
    });
    return { answer, calls: fake.calls, bearers };
  }

  async function sessionOf(setCookie: string | null | undefined) {
    const cookie = setCookie?.split(";")[0] ?? "";
    return getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }));
  }

  it("adds a member's option and answers the new count, leaving the session alone", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), { intent: "add", ...cartFields }, added);
    expect(answer.data).toEqual({ intent: "add", added: { cartQuantity: 4, cartIds: [11] } });
    expect(calls).toEqual([{ method: "POST", path: "/api/cart/add", body: addBody }]);
    expect(new Headers(answer.init?.headers).get("set-cookie")).toBeNull();
  });

  it("gets a shopper without a token a guest token, adds with it and keeps it in the session (not a login)", async () => {
    const { answer, calls, bearers } = await postSeeingTokens(
      await testShopper(),
      { intent: "add", ...cartFields },
      { ...issuesGuestToken, ...added },
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /api/auth/saleson-id",
      "POST /api/auth/guest-token",
      "GET /api/auth/session-timeout",
      "POST /api/cart/add",
    ]);
    expect(bearers.at(-1)).toBe("Bearer tok_new_guest_0123456789abcdef");
    expect(answer.data).toEqual({ intent: "add", added: { cartQuantity: 4, cartIds: [11] } });
    const session = await sessionOf(new Headers(answer.init?.headers).get("set-cookie"));
    expect(session.get("token")).toBe("tok_new_guest_0123456789abcdef");
    expect(session.get("role")).toBe("ROLE_GUEST");
    expect(session.get("salesonId")).toBe("site-new-guest");
    expect(isLoggedIn(session)).toBe(false);
  });

  it("adds a guest's option with the guest token they hold", async () => {
    const { calls, bearers } = await postSeeingTokens(
      await testShopper({ guest: true }),
      { intent: "add", ...cartFields },
      added,
    );
    expect(calls.map((call) => call.path)).toEqual(["/api/cart/add"]);
    expect(bearers).toEqual([`Bearer ${TEST_GUEST_TOKEN}`]);
  });

  it("replaces a guest token the API has ended and adds again, instead of sending the guest to log in", async () => {
    let adds = 0;
    const { answer, bearers } = await postSeeingTokens(
      await testShopper({ guest: true }),
      { intent: "add", ...cartFields },
      {
        ...issuesGuestToken,
        "POST /api/cart/add": () => (++adds === 1 ? ended : { body: { cartQuantity: 1, cartIds: [12] } }),
      },
    );
    expect(bearers[0]).toBe(`Bearer ${TEST_GUEST_TOKEN}`);
    expect(bearers.at(-1)).toBe("Bearer tok_new_guest_0123456789abcdef");
    expect(answer.data.added).toEqual({ cartQuantity: 1, cartIds: [12] });
    expect((await sessionOf(new Headers(answer.init?.headers).get("set-cookie"))).get("token")).toBe(
      "tok_new_guest_0123456789abcdef",
    );
  });

  it("바로구매 adds, then goes to checkout with just the lines it added", async () => {
    const response = await thrown(
      post(
        await testShopper({ member: true }),
        { intent: "buy", ...cartFields },
        {
          "POST /api/cart/add": { body: { cartQuantity: 6, cartIds: [11, 14] } },
        },
      ),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe("/order/step1?cartIds=11,14");
  });

  it("바로구매 by a shopper without a token carries the new guest session to checkout", async () => {
    const response = (await thrown(
      post(await testShopper(), { intent: "buy", ...cartFields }, { ...issuesGuestToken, ...added }),
    )) as Response;
    expect(response.headers.get("location")).toBe("/order/step1?cartIds=11");
    expect((await sessionOf(response.headers.get("set-cookie"))).get("role")).toBe("ROLE_GUEST");
  });

  it("shows the API's refusal (sold out) in the alert, keeping a guest token just issued", async () => {
    const { answer } = await post(
      await testShopper(),
      { intent: "add", ...cartFields },
      { ...issuesGuestToken, "POST /api/cart/add": apiError(400, "품절된 상품입니다.") },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: "add", alert: "품절된 상품입니다." });
    expect((await sessionOf(new Headers(answer.init?.headers).get("set-cookie"))).get("token")).toBe(
      "tok_new_guest_0123456789abcdef",
    );
  });

  it.each([
    [{ optionId: "" }, "옵션을 선택해 주세요."],
    [{ quantity: "0" }, "수량은 1개 이상 숫자로 입력해 주세요."],
    [{ quantity: "abc" }, "수량은 1개 이상 숫자로 입력해 주세요."],
    [{ quantity: "1000" }, "한 상품은 최대 999개까지 담을 수 있습니다."],
  ])("refuses %o without calling the API", async (change, message) => {
    const { answer, calls } = await post(await testShopper(), { intent: "add", ...cartFields, ...change });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.alert).toBe(message);
    expect(calls).toEqual([]);
  });
});

describe("what the item page loads again after a post", () => {
  const page = new URL(`${TEST_ORIGIN}/items/${CODE}`);
  const after = (formAction: string, actionResult: unknown) =>
    shouldRevalidate({
      currentUrl: page,
      nextUrl: page,
      currentParams: { id: CODE },
      nextParams: { id: CODE },
      formMethod: "POST",
      formAction,
      actionResult,
      defaultShouldRevalidate: true,
    });

  it.each([
    ["a report (the alert is its answer)", "/common/moderation", { intent: "report", done: true }],
    ["a block (the lists load again alone)", "/common/moderation", { intent: "block", done: true }],
    ["a refused report", "/common/moderation", { intent: "report", alert: "본인이 작성한 글은 신고할 수 없습니다." }],
    ["a like", `/items/${CODE}`, { intent: "review-like", like: { reviewId: 1, liked: true, likeCount: 2 } }],
    ["the wishlist heart", `/items/${CODE}`, { intent: "wishlist", wished: true }],
  ])("not after %s", (_, formAction, actionResult) => {
    expect(after(formAction, actionResult)).toBe(false);
  });

  it("after a question, which shows in the list", () => {
    expect(after(`/items/${CODE}`, { intent: "inquiry", inquirySent: true })).toBe(true);
  });
});
