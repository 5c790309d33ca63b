import { errorBodySchema } from "@shop/contracts/common";
import {
  ADDRESS_NOT_PICKED_MESSAGE,
  postcodeSearchSchema,
  SHIPPING_ADDRESS_LIMIT,
  SHIPPING_LIMIT_MESSAGE,
  type ShippingAddress,
  shippingAddressSchema,
  shippingListSchema,
} from "@shop/contracts/shipping";
import { POSTCODE_KEYWORD_MESSAGES } from "@shop/core/shipping/postcode-keyword";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_JUSO_CONFIRM_KEY } from "../../config.js";
import { createMember } from "../../db/seed/account.factory.js";
import { ApiError } from "../../lib/api-error.js";
import { PostcodeUnavailableError } from "../../providers/postcode.provider.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createShippingService, POSTCODE_UNAVAILABLE_MESSAGE } from "./shipping.service.js";

// The address book (GET/POST /api/shipping, base-shipping, delete) and the postcode search (GET /api/common/postcode)
// through app.inject. The postcode search goes through the real juso adapter, which reaches the shop's own sandbox of
// the road-name address API (GET /api/dev/juso/addrLinkApi.do) in process, through the app (lib/inject-fetch.ts);
// providers/postcode.provider.test.ts drives the same adapter over a real listening socket.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newMember() {
  const created = await createMember(t.db);
  return { userId: created.user.id, token: await loginToken(t.app, created.user.loginId, created.password) };
}

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const HOME = {
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152 (역삼동)",
  addressDetail: "12층",
};
const OFFICE = {
  title: "회사",
  receiverName: "이한우",
  receiverPhone: "01098765432",
  postcode: "04517",
  address: "서울특별시 중구 통일로 120 (충정로1가)",
  addressDetail: "",
};
const ISLAND = {
  title: "울릉 본가",
  receiverName: "박독도",
  receiverPhone: "01055556666",
  postcode: "40240",
  address: "경상북도 울릉군 울릉읍 독도이사부길 55",
};

async function save(token: string, body: object): Promise<ShippingAddress> {
  const res = await call("POST", "/api/shipping", token, body);
  expect(res.statusCode, res.body).toBe(200);
  return shippingAddressSchema.parse(res.json());
}

async function book(token: string) {
  const res = await call("GET", "/api/shipping", token);
  expect(res.statusCode, res.body).toBe(200);
  return shippingListSchema.parse(res.json());
}

const baseIds = (list: readonly ShippingAddress[]) => list.filter((entry) => entry.isBase).map((entry) => entry.id);

describe("adding and editing addresses", () => {
  it("makes the first address base, lists the base first, and edits in place", async () => {
    const { token } = await newMember();
    expect(await book(token)).toEqual({ list: [], limit: SHIPPING_ADDRESS_LIMIT });

    const home = await save(token, HOME);
    expect(home).toMatchObject({ ...HOME, isBase: true });
    const office = await save(token, OFFICE);
    expect(office.isBase).toBe(false);
    const island = await save(token, { ...ISLAND, isBase: false });
    expect(island).toMatchObject({ addressDetail: "", isBase: false });

    const listed = await book(token);
    expect(listed.list.map((entry) => entry.id)).toEqual([home.id, island.id, office.id]);
    expect(baseIds(listed.list)).toEqual([home.id]);

    // Editing keeps the id; isBase false on the base address leaves the mark where it is.
    const edited = await save(token, {
      ...HOME,
      id: home.id,
      title: " 본가 ",
      addressDetail: "101동 1001호",
      isBase: false,
    });
    expect(edited).toMatchObject({ id: home.id, title: "본가", addressDetail: "101동 1001호", isBase: true });
    expect((await book(token)).list).toHaveLength(3);
  });

  it("moves the base mark when an address is saved with isBase, in one step", async () => {
    const { token } = await newMember();
    const home = await save(token, HOME);
    const office = await save(token, { ...OFFICE, isBase: true });
    expect(office.isBase).toBe(true);
    let listed = await book(token);
    expect(baseIds(listed.list)).toEqual([office.id]);
    expect(listed.list[0]?.id).toBe(office.id);

    await save(token, { ...HOME, id: home.id, isBase: true });
    listed = await book(token);
    expect(baseIds(listed.list)).toEqual([home.id]);
  });

  it.each([
    { name: "no title", body: { ...HOME, title: "" }, field: "title", message: "필수 입력 항목입니다." },
    {
      name: "a title of 21 characters",
      body: { ...HOME, title: "가".repeat(21) },
      field: "title",
      message: "20자리 이내로 입력해 주세요.",
    },
    {
      name: "an emoji in the title",
      body: { ...HOME, title: "우리집🏠" },
      field: "title",
      message: "배송지명에는 이모티콘을 추가할 수 없습니다.",
    },
    {
      name: "a receiver name in Latin letters",
      body: { ...HOME, receiverName: "Kim" },
      field: "receiverName",
      message: "한글로만 입력해 주세요.",
    },
    {
      name: "a one-syllable receiver name",
      body: { ...HOME, receiverName: "김" },
      field: "receiverName",
      message: "2~20자 이내로 입력해 주세요.",
    },
    {
      name: "no receiver phone",
      body: { ...HOME, receiverPhone: "" },
      field: "receiverPhone",
      message: "필수 입력 항목입니다.",
    },
    {
      name: "a landline as the receiver phone",
      body: { ...HOME, receiverPhone: "0212345678" },
      field: "receiverPhone",
      message: "휴대폰번호를 숫자로만 입력해주세요.",
    },
    {
      name: "a phone with hyphens",
      body: { ...HOME, receiverPhone: "010-1234-5678" },
      field: "receiverPhone",
      message: "휴대폰번호를 숫자로만 입력해주세요.",
    },
    { name: "no postcode", body: { ...HOME, postcode: "" }, field: "postcode", message: ADDRESS_NOT_PICKED_MESSAGE },
    {
      name: "a 4-digit postcode",
      body: { ...HOME, postcode: "1234" },
      field: "postcode",
      message: "5자리로 입력해 주세요.",
    },
    { name: "no address", body: { ...HOME, address: "  " }, field: "address", message: ADDRESS_NOT_PICKED_MESSAGE },
    {
      name: "a detail of 101 characters",
      body: { ...HOME, addressDetail: "a".repeat(101) },
      field: "addressDetail",
      message: "100자리 이내로 입력해 주세요.",
    },
    { name: "isBase as text", body: { ...HOME, isBase: "Y" }, field: "isBase", message: "입력값이 올바르지 않습니다." },
    { name: "id 0", body: { ...HOME, id: 0 }, field: "id", message: undefined },
  ])("refuses $name with its message under $field", async ({ body, field, message }) => {
    const { token } = await newMember();
    const res = await call("POST", "/api/shipping", token, body);
    expect(res.statusCode).toBe(400);
    const error = errorBodySchema.parse(res.json());
    const entry = error.errors.find((one) => one.field === field);
    expect(entry, JSON.stringify(error.errors)).toBeDefined();
    if (message) expect(entry?.message).toBe(message);
    expect((await book(token)).list).toEqual([]);
  });

  it("lists every wrong field of one body at once", async () => {
    const { token } = await newMember();
    const res = await call("POST", "/api/shipping", token, {
      title: "",
      receiverName: "J",
      receiverPhone: "1",
      postcode: "",
    });
    expect(res.statusCode).toBe(400);
    const fields = errorBodySchema.parse(res.json()).errors.map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(["title", "receiverName", "receiverPhone", "postcode", "address"]));
  });

  it(`keeps at most ${SHIPPING_ADDRESS_LIMIT} addresses`, async () => {
    const { token } = await newMember();
    for (let i = 0; i < SHIPPING_ADDRESS_LIMIT; i++) await save(token, { ...OFFICE, title: `배송지${i + 1}` });
    const res = await call("POST", "/api/shipping", token, HOME);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: "SHIPPING_LIMIT",
      message: SHIPPING_LIMIT_MESSAGE,
    });
    // Editing one of them is still allowed.
    const [first] = (await book(token)).list;
    expect((await call("POST", "/api/shipping", token, { ...HOME, id: first?.id })).statusCode).toBe(200);
  });

  it("two first addresses saved at once leave exactly one base", async () => {
    const { token } = await newMember();
    const answers = await Promise.all([
      call("POST", "/api/shipping", token, HOME),
      call("POST", "/api/shipping", token, OFFICE),
      call("POST", "/api/shipping", token, ISLAND),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const listed = await book(token);
    expect(listed.list).toHaveLength(3);
    expect(baseIds(listed.list)).toHaveLength(1);
  });
});

describe("the shipping list action (SPEC §4: mode 'mod' sets the base address, any other mode deletes)", () => {
  it("switches the base address and answers the book", async () => {
    const { token } = await newMember();
    const home = await save(token, HOME);
    const office = await save(token, OFFICE);
    const res = await call("POST", "/api/shipping/base-shipping", token, { id: office.id, mode: "mod" });
    expect(res.statusCode, res.body).toBe(200);
    const listed = shippingListSchema.parse(res.json());
    expect(listed.list.map((entry) => [entry.id, entry.isBase])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
    // Again on the base one: nothing changes. Without a mode: the path says what to do.
    expect(baseIds((await call("POST", "/api/shipping/base-shipping", token, { id: office.id })).json().list)).toEqual([
      office.id,
    ]);
  });

  it("deleting the base address passes the mark to the newest one left, and the last leaves none", async () => {
    const { token } = await newMember();
    const home = await save(token, HOME);
    const office = await save(token, OFFICE);
    const island = await save(token, ISLAND);

    // A non-base one: the base stays.
    let res = await call("POST", "/api/shipping/delete", token, { id: office.id, mode: "del" });
    expect(res.statusCode, res.body).toBe(200);
    expect(shippingListSchema.parse(res.json()).list.map((entry) => [entry.id, entry.isBase])).toEqual([
      [home.id, true],
      [island.id, false],
    ]);
    // The base one: the newest left becomes base.
    res = await call("POST", "/api/shipping/delete", token, { id: home.id });
    expect(shippingListSchema.parse(res.json()).list.map((entry) => [entry.id, entry.isBase])).toEqual([
      [island.id, true],
    ]);
    res = await call("POST", "/api/shipping/delete", token, { id: island.id, mode: "" });
    expect(shippingListSchema.parse(res.json()).list).toEqual([]);
    // Gone is gone.
    expect((await call("POST", "/api/shipping/delete", token, { id: island.id })).statusCode).toBe(404);
  });

  it.each([
    { url: "/api/shipping/base-shipping", body: { id: 1, mode: "del" } },
    { url: "/api/shipping/delete", body: { id: 1, mode: "mod" } },
    { url: "/api/shipping/delete", body: { id: "1" } },
    { url: "/api/shipping/base-shipping", body: {} },
  ])("refuses $url with $body (a mode that says the other action, or no id)", async ({ url, body }) => {
    const { token } = await newMember();
    const res = await call("POST", url, token, body);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).message).not.toBe("");
  });
});

describe("one member's address book is theirs alone", () => {
  it("answers 404 for another member's address on every call and leaves it alone", async () => {
    const owner = await newMember();
    const other = await newMember();
    const theirs = await save(owner.token, HOME);
    await save(other.token, OFFICE);

    for (const [url, body] of [
      ["/api/shipping", { ...OFFICE, id: theirs.id }],
      ["/api/shipping/base-shipping", { id: theirs.id, mode: "mod" }],
      ["/api/shipping/delete", { id: theirs.id }],
    ] as const) {
      const res = await call("POST", url, other.token, body);
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).message).toBe("배송지 정보를 찾을 수 없습니다.");
    }
    expect((await book(owner.token)).list).toEqual([theirs]);
    expect((await book(other.token)).list.map((entry) => entry.title)).toEqual([OFFICE.title]);
  });

  it("refuses anonymous shoppers with 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/shipping"],
      ["POST", "/api/shipping"],
      ["POST", "/api/shipping/base-shipping"],
      ["POST", "/api/shipping/delete"],
    ] as const) {
      const res = await call(method, url, null, method === "POST" ? { id: 1 } : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe("what checkout calls on the shipping service", () => {
  it("finds, gives the base address and keeps an order's address once", async () => {
    const { shipping } = t.app.services;
    const owner = await newMember();
    const other = await newMember();
    expect(await shipping.baseAddress(owner.userId)).toBeNull();

    // The first address an order used becomes base; its title is the receiver's name when none is given.
    const kept = await shipping.saveFromOrder(owner.userId, { ...OFFICE, title: undefined });
    expect(kept).toMatchObject({ title: OFFICE.receiverName, isBase: true, postcode: OFFICE.postcode });
    // The same receiver and address again: the entry already there.
    expect(await shipping.saveFromOrder(owner.userId, { ...OFFICE, title: "다른 이름" })).toEqual(kept);
    const island = await shipping.saveFromOrder(owner.userId, ISLAND, { makeBase: true });
    expect(island?.isBase).toBe(true);
    expect(await shipping.baseAddress(owner.userId)).toEqual(island);
    expect(await shipping.findAddress(owner.userId, kept?.id ?? 0)).toEqual({ ...kept, isBase: false });
    expect((await shipping.listAddresses(owner.userId)).map((entry) => entry.id)).toEqual([island?.id, kept?.id]);

    await expect(shipping.findAddress(other.userId, kept?.id ?? 0)).rejects.toMatchObject({ status: 404 });
  });

  it("does not keep an order's address in a full book (the order goes on)", async () => {
    const { shipping } = t.app.services;
    const owner = await newMember();
    for (let i = 0; i < SHIPPING_ADDRESS_LIMIT; i++) {
      await shipping.saveFromOrder(owner.userId, { ...OFFICE, addressDetail: `${i + 1}호` });
    }
    expect(await shipping.saveFromOrder(owner.userId, HOME)).toBeNull();
    expect(await shipping.listAddresses(owner.userId)).toHaveLength(SHIPPING_ADDRESS_LIMIT);
  });
});

describe("the postcode search (GET /api/common/postcode → the juso adapter → the shop's juso sandbox)", () => {
  const search = (query: string) => call("GET", `/api/common/postcode?${query}`, null);

  it("finds addresses by road name and number, building name, dong and postcode words", async () => {
    const road = postcodeSearchSchema.parse((await search(`keyword=${encodeURIComponent("테헤란로 152")}`)).json());
    expect(road.list).toEqual([
      {
        postcode: "06236",
        roadAddress: "서울특별시 강남구 테헤란로 152 (역삼동)",
        jibunAddress: "서울특별시 강남구 역삼동 737 강남파이낸스센터",
        buildingName: "강남파이낸스센터",
      },
    ]);
    expect(road.pagination).toEqual({ page: 1, size: 10, totalCount: 1, totalPages: 1 });

    const building = postcodeSearchSchema.parse((await search(`keyword=${encodeURIComponent("롯데월드타워")}`)).json());
    expect(building.list.map((entry) => entry.postcode)).toEqual(["05551"]);
    const dong = postcodeSearchSchema.parse((await search(`keyword=${encodeURIComponent("역삼동")}`)).json());
    expect(dong.list.map((entry) => entry.buildingName)).toEqual(["강남파이낸스센터", "멀티캠퍼스"]);
    const island = postcodeSearchSchema.parse((await search(`keyword=${encodeURIComponent("울릉 40240")}`)).json());
    expect(island.list.map((entry) => [entry.postcode, entry.buildingName])).toEqual([["40240", "독도경비대"]]);
    const ongjin = postcodeSearchSchema.parse((await search(`keyword=${encodeURIComponent("옹진군")}`)).json());
    expect(ongjin.list.every((entry) => Number(entry.postcode) >= 23100 && Number(entry.postcode) <= 23116)).toBe(true);
    expect(ongjin.list.length).toBeGreaterThanOrEqual(3);
  });

  it("pages the results", async () => {
    const first = postcodeSearchSchema.parse(
      (await search(`keyword=${encodeURIComponent("서울특별시 중구")}&size=2`)).json(),
    );
    expect(first.pagination).toMatchObject({ page: 1, size: 2 });
    expect(first.pagination.totalCount).toBeGreaterThan(2);
    const second = postcodeSearchSchema.parse(
      (await search(`keyword=${encodeURIComponent("서울특별시 중구")}&size=2&page=2`)).json(),
    );
    expect(second.list[0]).not.toEqual(first.list[0]);
    const none = postcodeSearchSchema.parse((await search(`keyword=${encodeURIComponent("없는길 999")}`)).json());
    expect(none).toEqual({ list: [], pagination: { page: 1, size: 10, totalCount: 0, totalPages: 0 } });
  });

  it.each([
    ["", POSTCODE_KEYWORD_MESSAGES.empty],
    ["가", POSTCODE_KEYWORD_MESSAGES.tooShort],
    ["06236", POSTCODE_KEYWORD_MESSAGES.digitsOnly],
    ["50%", POSTCODE_KEYWORD_MESSAGES.forbidden],
    ["역삼 or 1=1", POSTCODE_KEYWORD_MESSAGES.forbidden],
    ["서울특별시", POSTCODE_KEYWORD_MESSAGES.sidoOnly],
    ["가".repeat(41), POSTCODE_KEYWORD_MESSAGES.tooLong],
  ])("refuses the keyword %j with 400: %s", async (keyword, message) => {
    const res = await search(`keyword=${encodeURIComponent(keyword)}`);
    expect(res.statusCode).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.message).toBe(message);
    expect(error.errors).toEqual([{ field: "keyword", message }]);
  });

  it("refuses a query without a keyword and a page size over 20", async () => {
    expect(errorBodySchema.parse((await search("")).json()).message).toBe(POSTCODE_KEYWORD_MESSAGES.empty);
    expect((await search(`keyword=${encodeURIComponent("테헤란로")}&size=21`)).statusCode).toBe(400);
  });

  it("answers a keyword the address API itself refuses with 400, and an API that cannot answer with 503", async () => {
    const errors: unknown[] = [];
    const refusing = createShippingService({
      db: t.db,
      postcode: {
        search: async () => {
          throw new PostcodeUnavailableError("E0001 승인되지 않은 KEY 입니다.");
        },
      },
      logError: (error) => errors.push(error),
    });
    const failure = await refusing.searchPostcode({ keyword: "테헤란로", page: 1, size: 10 }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, code: "POSTCODE_UNAVAILABLE", message: POSTCODE_UNAVAILABLE_MESSAGE });
    expect(errors).toHaveLength(1);
  });
});

describe("the juso sandbox (GET /api/dev/juso/addrLinkApi.do) speaks the road-name address API's protocol", () => {
  const sandbox = (query: Record<string, string>) =>
    t.app.inject({ method: "GET", url: `/api/dev/juso/addrLinkApi.do?${new URLSearchParams(query)}` });

  it("answers results.common with its numbers as text and results.juso with the API's fields", async () => {
    const res = await sandbox({
      confmKey: SANDBOX_JUSO_CONFIRM_KEY,
      currentPage: "1",
      countPerPage: "5",
      keyword: "독도이사부길",
      resultType: "json",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.results.common).toEqual({
      errorMessage: "정상",
      countPerPage: "5",
      totalCount: "1",
      errorCode: "0",
      currentPage: "1",
    });
    expect(body.results.juso[0]).toMatchObject({
      roadAddr: "경상북도 울릉군 울릉읍 독도이사부길 55",
      roadAddrPart1: "경상북도 울릉군 울릉읍 독도이사부길 55",
      jibunAddr: "경상북도 울릉군 울릉읍 독도리 20 독도경비대",
      zipNo: "40240",
      bdNm: "독도경비대",
      siNm: "경상북도",
      sggNm: "울릉군",
      emdNm: "울릉읍",
      liNm: "독도리",
      rn: "독도이사부길",
      buldMnnm: "55",
      buldSlno: "0",
    });
  });

  it.each([
    [{ confmKey: "wrong-key", keyword: "테헤란로" }, "E0001", "승인되지 않은 KEY 입니다."],
    [{ confmKey: "", keyword: "테헤란로" }, "E0001", "승인되지 않은 KEY 입니다."],
    [{ keyword: "" }, "E0005", "검색어가 입력되지 않았습니다."],
    [{ keyword: "서울" }, "E0006", "주소를 상세히 입력해 주시기 바랍니다."],
    [{ keyword: "강" }, "E0008", "검색어는 두글자 이상 입력되어야 합니다."],
    [{ keyword: "40240" }, "E0009", "검색어는 문자와 숫자 같이 입력되어야 합니다."],
    [{ keyword: "<b>" }, "E0013", "SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다."],
  ])("answers %j with %s and juso null", async (query, code, message) => {
    const res = await sandbox({ confmKey: SANDBOX_JUSO_CONFIRM_KEY, resultType: "json", ...query });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({
      common: { errorMessage: message, countPerPage: "10", totalCount: "0", errorCode: code, currentPage: "1" },
      juso: null,
    });
  });
});
