import type { ShippingAddress } from "@shop/contracts/shipping";
import { POSTCODE_KEYWORD_MESSAGES } from "@shop/core/shipping/postcode-keyword";
import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./delivery";

// The address book's action through its route module, as a browser without JavaScript posts it, on a fake API and a
// signed session (delivery-page.test.tsx renders the page itself with React Router's createRoutesStub).

const PATH = "/mypage/delivery";

const HOME: ShippingAddress = {
  id: 11,
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152 (역삼동)",
  addressDetail: "12층",
  isBase: true,
  createdAt: "2026-01-02T03:04:05.000Z",
};
const TEHERAN = {
  postcode: "06236",
  roadAddress: "서울특별시 강남구 테헤란로 152 (역삼동)",
  jibunAddress: "서울특별시 강남구 역삼동 737 강남파이낸스센터",
  buildingName: "강남파이낸스센터",
};
const FORM = {
  title: "회사",
  receiverName: "이한우",
  receiverPhone: "01098765432",
  postcode: "06236",
  address: TEHERAN.roadAddress,
  addressDetail: "3층",
};

/** Posts the page's form to its action as a browser without JavaScript does. */
async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const request = formPost(PATH, shopper, fields);
  try {
    // A change ends in a redirect to the list (answered); requireUser's redirect to login is thrown.
    const answer = await action({ request, url: new URL(request.url), pattern: PATH, params: {}, context });
    if (answer instanceof Response) return { answer: null, calls, response: answer };
    return { answer, calls, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { answer: null, calls, response: thrown };
    throw thrown;
  }
}

describe("the delivery page's action", () => {
  it.each([
    {
      mode: "mod",
      call: "POST /api/shipping/base-shipping",
      body: { id: 12, mode: "mod" },
      alert: "기본배송지가 변경되었습니다.",
    },
    {
      mode: "del",
      call: "POST /api/shipping/delete",
      body: { id: 12, mode: "del" },
      alert: "배송지가 삭제되었습니다.",
    },
    {
      mode: "remove",
      call: "POST /api/shipping/delete",
      body: { id: 12, mode: "remove" },
      alert: "배송지가 삭제되었습니다.",
    },
    { mode: undefined, call: "POST /api/shipping/delete", body: { id: 12 }, alert: "배송지가 삭제되었습니다." },
  ])(
    "list action mode $mode → $call (SPEC §4: 'mod' sets the base, any other mode deletes)",
    async ({ mode, call, body }) => {
      const member = await testShopper({ member: true });
      const list = { body: { list: [HOME], limit: 20 } };
      const { response, calls } = await post(
        member,
        { intent: "list", id: "12", ...(mode === undefined ? {} : { mode }) },
        { [call]: list },
      );
      expect(calls).toEqual([{ method: "POST", path: call.split(" ")[1], body }]);
      expect(response?.status).toBe(302);
      expect(response?.headers.get("location")).toBe(PATH);
      expect(response?.headers.get("set-cookie")).toContain("__shop");
    },
  );

  it("shows the API's refusal of a list action above the list", async () => {
    const { answer } = await post(
      await testShopper({ member: true }),
      { intent: "list", id: "99", mode: "mod" },
      { "POST /api/shipping/base-shipping": apiError(404, "배송지 정보를 찾을 수 없습니다.") },
    );
    expect(answer?.init?.status).toBe(404);
    expect(answer?.data).toEqual({ fieldErrors: {}, formError: "배송지 정보를 찾을 수 없습니다." });
  });

  it("refuses a list action without a usable id, without calling the API", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), { intent: "list", id: "x", mode: "mod" });
    expect(answer?.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("keeps a form that breaks the rules on the page with every message, without calling the API", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), {
      ...FORM,
      receiverName: "Lee",
      receiverPhone: "02-123-4567",
      postcode: "",
      address: "",
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({
      receiverName: "한글로만 입력해 주세요.",
      receiverPhone: "휴대폰번호를 숫자로만 입력해주세요.",
      postcode: "우편번호 찾기로 주소를 선택해 주세요.",
      address: "우편번호 찾기로 주소를 선택해 주세요.",
    });
    expect(answer?.data.values).toMatchObject({ title: "회사", receiverName: "Lee" });
    expect(calls).toEqual([]);
  });

  it("saves a new address and an edited one, then says so on the list", async () => {
    const saved = { body: { ...HOME, ...FORM, id: 13, isBase: false } };
    const added = await post(
      await testShopper({ member: true }),
      { ...FORM, isBase: "on" },
      { "POST /api/shipping": saved },
    );
    expect(added.calls[0]?.body).toEqual({ ...FORM, isBase: true });
    expect(added.response?.headers.get("location")).toBe(PATH);

    const edited = await post(
      await testShopper({ member: true }),
      { ...FORM, id: "13" },
      { "POST /api/shipping": saved },
    );
    expect(edited.calls[0]?.body).toEqual({ ...FORM, id: 13, isBase: false });
    expect(edited.response?.status).toBe(302);
  });

  it("puts the API's field messages under their fields and keeps what was typed", async () => {
    const { answer } = await post(await testShopper({ member: true }), FORM, {
      "POST /api/shipping": apiError(400, "배송지는 최대 20개까지 등록할 수 있습니다."),
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data).toMatchObject({
      formError: "배송지는 최대 20개까지 등록할 수 있습니다.",
      values: { title: "회사" },
    });
  });

  it("searches postcodes for the form without JavaScript and fills the picked address in", async () => {
    const member = await testShopper({ member: true });
    const searched = await post(
      member,
      { ...FORM, postcode: "", address: "", intent: "postcode-search", postcodeKeyword: "테헤란로 152" },
      {
        "GET /api/common/postcode": {
          body: { list: [TEHERAN], pagination: { page: 1, size: 10, totalCount: 1, totalPages: 1 } },
        },
      },
    );
    expect(searched.calls[0]?.path).toBe(
      `/api/common/postcode?${new URLSearchParams({ keyword: "테헤란로 152", page: "1", size: "10" })}`,
    );
    expect(searched.answer?.data.postcode).toMatchObject({
      open: true,
      keyword: "테헤란로 152",
      list: [TEHERAN],
      searched: true,
    });
    expect(searched.answer?.data.values).toMatchObject({ title: "회사", postcode: "" });

    const picked = await post(member, {
      ...FORM,
      postcode: "",
      address: "",
      postcodePick: JSON.stringify({ postcode: TEHERAN.postcode, address: TEHERAN.roadAddress }),
    });
    expect(picked.calls).toEqual([]);
    expect(picked.answer?.data.postcode?.open).toBe(false);
    expect(picked.answer?.data.values).toMatchObject({
      title: "회사",
      postcode: "06236",
      address: TEHERAN.roadAddress,
    });
  });

  it("refuses a keyword by the address API's rules before calling it, and shows the API's refusal", async () => {
    const member = await testShopper({ member: true });
    const short = await post(member, { intent: "postcode-search", postcodeKeyword: "가" });
    expect(short.calls).toEqual([]);
    expect(short.answer?.data.postcode?.error).toBe(POSTCODE_KEYWORD_MESSAGES.tooShort);

    const down = await post(
      member,
      { intent: "postcode-search", postcodeKeyword: "테헤란로" },
      { "GET /api/common/postcode": apiError(503, "주소 검색을 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.") },
    );
    expect(down.answer?.init?.status ?? 200).toBe(200);
    expect(down.answer?.data.postcode?.error).toBe("주소 검색을 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.");
  });

  it("sends a guest to the login page and back to the address book", async () => {
    const { context } = fakeApi({});
    const request = new Request(`${TEST_ORIGIN}${PATH}`);
    const thrown = await Promise.resolve(
      loader({ request, url: new URL(request.url), pattern: PATH, params: {}, context }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
  });
});
