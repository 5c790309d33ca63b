import { WISHLIST_LOGIN_REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action } from "./item-detail";

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
