import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { formPost, testShopper } from "../../test/shopper-requests";
import { action, headers, meta } from "./no-member";

// /order/no-member's action: the posted code and password to POST /api/order/no-member, the order in the answer
// (never the password), the API's refusals under the form.

const GUEST_ORDER = { ...ORDER_DETAIL, member: false };
const LOOKUP = "POST /api/order/no-member";

async function lookUp(fields: Record<string, string>, routes: FakeRoutes = {}) {
  const shopper = await testShopper();
  const { context, calls } = fakeApi(routes);
  const request = formPost("/order/no-member", shopper, fields);
  const answer = await action({ request, url: new URL(request.url), pattern: "/order/no-member", params: {}, context });
  return { answer, calls };
}

describe("the guest order lookup's action", () => {
  it("answers the order of the code and password, the code as the API spells it", async () => {
    const { answer, calls } = await lookUp(
      { orderCode: " 2611-1512-345678 ", password: "4821" },
      { [LOOKUP]: { body: GUEST_ORDER } },
    );
    expect(calls).toEqual([
      { method: "POST", path: "/api/order/no-member", body: { orderCode: "26111512345678", password: "4821" } },
    ]);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.order?.orderCode).toBe("26111512345678");
    expect(answer.data.formError).toBeUndefined();
  });

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
    const sent = headers({ parentHeaders: new Headers({ "set-cookie": "a=1" }) } as never);
    expect(sent.get("cache-control")).toBe("no-store");
    expect(sent.get("set-cookie")).toBe("a=1");
  });
});
