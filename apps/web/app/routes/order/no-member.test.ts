import { describe, expect, it } from "vitest";
import { commitShopperSession, getShopperSession } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { formPost, TEST_GUEST_TOKEN, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, headers, loader, meta } from "./no-member";

// /order/no-member: the posted code and password to POST /api/order/no-member (never the password back), the API's
// refusals under the form; a guest's browser asks with its guest token (issued when it has none) and keeps the order
// open in its session, where the loader shows it and the cancel form cancels it; a member's browser sees it once.

const GUEST_ORDER = { ...ORDER_DETAIL, member: false };
const LOOKUP = "POST /api/order/no-member";
/** What issuing a guest token to an anonymous shopper asks. */
const NEW_GUEST_TOKEN: FakeRoutes = {
  "GET /api/auth/saleson-id": { body: { id: "site-fresh" } },
  "GET /api/auth/session-timeout": { body: { data: { timeout: 60 } } },
  "POST /api/auth/guest-token": { body: { token: "tok_guest_new_0123456789" } },
};

type Answer = { data: Record<string, unknown> & { order?: { orderCode: string } }; init?: { status?: number } };

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const request = formPost("/order/no-member", shopper, fields);
  try {
    const answer = await action({
      request,
      url: new URL(request.url),
      pattern: "/order/no-member",
      params: {},
      context,
    });
    if (answer instanceof Response) return { answer: null, response: answer, calls };
    return { answer: answer as unknown as Answer, response: null, calls };
  } catch (thrown) {
    if (thrown instanceof Response) return { answer: null, response: thrown, calls };
    throw thrown;
  }
}

async function lookUp(fields: Record<string, string>, routes: FakeRoutes = {}, shopper?: TestShopper) {
  const { answer, response, calls } = await post(shopper ?? (await testShopper({ guest: true })), fields, routes);
  if (response) throw new Error(`expected an answer, got ${response.status}`);
  return { answer: answer as Answer, calls };
}

/** The session a Set-Cookie header carries, as the next request reads it. */
async function sessionOf(setCookie: string | null) {
  const cookie = (setCookie ?? "").split(";")[0] ?? "";
  return getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }));
}

async function load(cookie: string, routes: FakeRoutes, query = "") {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}/order/no-member${query}`, { headers: { cookie } });
  const answer = await loader({ request, url: new URL(request.url), pattern: "/order/no-member", params: {}, context });
  const body = ("data" in answer ? answer.data : answer) as {
    order: { orderCode: string } | null;
    ended: boolean;
    cancelStart: unknown;
  };
  const setCookie = "init" in answer ? new Headers(answer.init?.headers).get("set-cookie") : null;
  return { body, setCookie, calls };
}

describe("a guest's order session", () => {
  it("opens the order with the guest's token and shows it on the page, cancel form included", async () => {
    const shopper = await testShopper({ guest: true });
    const { response, calls } = await post(
      shopper,
      { orderCode: " 2611-1512-345678 ", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
    );
    expect(calls).toEqual([
      { method: "POST", path: "/api/order/no-member", body: { orderCode: "26111512345678", password: "4821" } },
    ]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/order/no-member");
    const session = await sessionOf(response?.headers.get("set-cookie") ?? null);
    expect(session.get("guestOrderCode")).toBe("26111512345678");
    expect(session.get("token")).toBe(TEST_GUEST_TOKEN);

    const cookie = (response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const shown = await load(cookie, { "GET /api/order/detail": { body: GUEST_ORDER } });
    expect(shown.calls.map((call) => call.path)).toEqual(["/api/order/detail?orderCode=26111512345678"]);
    expect(shown.body.order?.orderCode).toBe("26111512345678");
    expect(shown.body.ended).toBe(false);
  });

  it("gives an anonymous shopper a guest token first", async () => {
    const { response, calls } = await post(
      await testShopper(),
      { orderCode: "26111512345678", password: "4821" },
      { ...NEW_GUEST_TOKEN, [LOOKUP]: { body: GUEST_ORDER } },
    );
    expect(calls.map((call) => call.path)).toEqual([
      "/api/auth/saleson-id",
      "/api/auth/guest-token",
      "/api/auth/session-timeout",
      "/api/order/no-member",
    ]);
    const session = await sessionOf(response?.headers.get("set-cookie") ?? null);
    expect(session.get("token")).toBe("tok_guest_new_0123456789");
    expect(session.get("guestOrderCode")).toBe("26111512345678");
  });

  it("shows a member's browser the order in the answer only, asking without the member's token", async () => {
    const { answer } = await lookUp(
      { orderCode: "26111512345678", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
      await testShopper({ member: true }),
    );
    expect(answer.data.order?.orderCode).toBe("26111512345678");
  });

  it("closes an order the API no longer shows, forgetting an ended token", async () => {
    const shopper = await testShopper({ guest: true });
    const { response } = await post(
      shopper,
      { orderCode: "26111512345678", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
    );
    const cookie = (response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const ended = await load(cookie, { "GET /api/order/detail": apiError(401, "로그인이 필요합니다.") });
    expect(ended.body).toEqual({ order: null, ended: true, cancelStart: null });
    const session = await sessionOf(ended.setCookie);
    expect(session.get("guestOrderCode")).toBeUndefined();
    expect(session.get("token")).toBeUndefined();
  });

  it("closes the order quietly once the shopper has logged in", async () => {
    const member = await testShopper({ member: true });
    const opened = await post(
      await testShopper({ guest: true }),
      { orderCode: "26111512345678", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
    );
    // The member's cookie with the order code the guest session had (as a login keeps the rest of the session).
    const carried = await sessionOf(member.cookie);
    carried.set(
      "guestOrderCode",
      (await sessionOf(opened.response?.headers.get("set-cookie") ?? null)).get("guestOrderCode") ?? "",
    );
    const cookie = (await commitShopperSession(new Request(`${TEST_ORIGIN}/`), carried)).split(";")[0] ?? "";
    const shown = await load(cookie, {});
    expect(shown.body).toEqual({ order: null, ended: false, cancelStart: null });
    expect(shown.calls).toEqual([]);
    expect((await sessionOf(shown.setCookie)).get("guestOrderCode")).toBeUndefined();
  });

  it("cancels the open order's lines through the guest token, back on the page with the API's message", async () => {
    const shopper = await testShopper({ guest: true });
    const opened = await post(
      shopper,
      { orderCode: "26111512345678", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
    );
    const cookie = (opened.response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { response, calls } = await post(
      { ...shopper, cookie },
      { intent: "cancel", orderItemIds: "9001", reason: "change_of_mind" },
      {
        // The gateway's answer still being checked ends on the order like a done cancel (no claim to build here).
        "POST /api/order/cancel": {
          status: 503,
          body: {
            status: 503,
            code: "CANCEL_CHECKING",
            message: "취소 결과를 확인하고 있습니다.",
            description: "",
            errors: [],
          },
        },
      },
    );
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ["/api/order/cancel", expect.objectContaining({ orderCode: "26111512345678", orderItemIds: [9001] })],
    ]);
    expect(response?.headers.get("location")).toBe("/order/no-member");
  });

  it("cancels nothing when no order is open in the session", async () => {
    const { response, calls } = await post(await testShopper({ guest: true }), {
      intent: "cancel",
      orderItemIds: "9001",
      reason: "change_of_mind",
    });
    expect(calls).toEqual([]);
    expect(response?.headers.get("location")).toBe("/order/no-member");
  });

  it("closes the order on 조회 종료", async () => {
    const shopper = await testShopper({ guest: true });
    const opened = await post(
      shopper,
      { orderCode: "26111512345678", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
    );
    const cookie = (opened.response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { response } = await post({ ...shopper, cookie }, { intent: "close" });
    const session = await sessionOf(response?.headers.get("set-cookie") ?? null);
    expect(session.get("guestOrderCode")).toBeUndefined();
    expect(session.get("token")).toBe(TEST_GUEST_TOKEN);
    const empty = await load((response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "", {});
    expect(empty.body).toEqual({ order: null, ended: false, cancelStart: null });
  });
});

describe("the guest order lookup's action", () => {
  it("shows the API's message for a wrong pair as it is, keeping the code but never the password", async () => {
    const { answer } = await lookUp(
      { orderCode: "26111512345678", password: "0000" },
      { [LOOKUP]: apiError(404, "주문번호 또는 주문 비밀번호가 일치하지 않습니다.") },
    );
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({
      values: { orderCode: "26111512345678" },
      fieldErrors: {},
      formError: "주문번호 또는 주문 비밀번호가 일치하지 않습니다.",
    });
    expect(JSON.stringify(answer.data)).not.toContain("0000");
  });

  it("asks a throttled shopper to wait, with the API's message (429)", async () => {
    const { answer } = await lookUp(
      { orderCode: "26111512345678", password: "1234" },
      { [LOOKUP]: apiError(429, "비밀번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.") },
    );
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({
      retryLater: true,
      formError: "비밀번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.",
      values: { orderCode: "26111512345678" },
    });
    expect(answer.data.order).toBeUndefined();
  });

  it("puts the API's field messages under their fields", async () => {
    const { answer } = await lookUp(
      { orderCode: "26111512345678", password: "4821" },
      {
        [LOOKUP]: apiError(400, "입력값을 확인해 주세요.", [
          { field: "orderCode", message: "주문번호를 정확히 입력해 주세요." },
        ]),
      },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ orderCode: "주문번호를 정확히 입력해 주세요." });
  });

  it.each([
    [
      { orderCode: "", password: "" },
      { orderCode: "필수 입력 항목입니다.", password: "필수 입력 항목입니다." },
    ],
    [{ orderCode: "26111512345678", password: "48" }, { password: "주문 비밀번호는 숫자 4~8자리로 입력해 주세요." }],
    [{ orderCode: "주문번호", password: "4821" }, { orderCode: "주문번호를 정확히 입력해 주세요." }],
  ])("refuses %j without a try at the API", async (fields, fieldErrors) => {
    const { answer, calls } = await lookUp(fields);
    expect(calls).toEqual([]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual(fieldErrors);
  });

  it("lets an API failure through to the error page", async () => {
    await expect(
      lookUp({ orderCode: "26111512345678", password: "4821" }, { [LOOKUP]: apiError(500, "서버 오류") }),
    ).rejects.toMatchObject({ status: 500 });
  });

  it("refuses a post without the session's CSRF token", async () => {
    const shopper = await testShopper();
    const { context, calls } = fakeApi({});
    const request = formPost("/order/no-member", { ...shopper, csrf: "forged" }, { orderCode: "26111512345678" });
    await expect(
      action({ request, url: new URL(request.url), pattern: "/order/no-member", params: {}, context }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls).toEqual([]);
  });
});

describe("the guest order lookup page", () => {
  it("is kept out of search engines and out of caches", () => {
    const tags = meta({
      matches: [{ meta: [{ title: "쇼핑몰" }, { name: "robots", content: "index, follow" }] }],
    } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.filter((tag) => "name" in tag && tag.name === "robots")).toHaveLength(1);
    expect(tags).toContainEqual({ title: "비회원 주문조회 | 농협 축산물 도매몰" });
    const sent = headers({
      parentHeaders: new Headers({ "set-cookie": "a=1" }),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers(),
    } as never);
    expect(sent.get("cache-control")).toBe("no-store");
    expect(sent.get("set-cookie")).toBe("a=1");
  });
});
