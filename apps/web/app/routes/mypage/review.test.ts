import { describe, expect, it } from "vitest";
import { AWAITING_LINE, MY_REVIEW, pageOf } from "../../features/review/review-fixtures";
import { getShopperSession } from "../../lib/session.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader, shouldRevalidate } from "./review";

// /mypage/review: its two tabs from GET /api/mypage/nonregistered-reviews and GET /api/mypage/reviews (the shown tab's
// page, the other's count), the modal's 리뷰 등록 sent on as multipart to POST /api/item/review, and 삭제 through
// POST /api/mypage/delete-review/{id}, each back with the shop's alert.

const PATH = "/mypage/review";
const AWAITING_API = "GET /api/mypage/nonregistered-reviews";
const WRITTEN_API = "GET /api/mypage/reviews";

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

describe("the review page's loader", () => {
  it("shows a page of lines awaiting a review and counts the written ones", async () => {
    const { data, calls } = await load("", {
      [AWAITING_API]: pageOf([AWAITING_LINE]),
      [WRITTEN_API]: pageOf([MY_REVIEW], { size: 1, totalCount: 3 }),
    });
    expect(calls.map((call) => call.path)).toEqual([
      "/api/mypage/nonregistered-reviews?page=1&size=10",
      "/api/mypage/reviews?page=1&size=1",
    ]);
    expect(data).toMatchObject({ tab: "awaiting", page: 1 });
    expect(data?.awaiting.list).toEqual([AWAITING_LINE]);
    expect(data?.written.pagination.totalCount).toBe(3);
  });

  it("shows the written tab's page and counts the awaiting lines", async () => {
    const { data, calls } = await load("?tab=written&page=2", {
      [AWAITING_API]: pageOf([AWAITING_LINE], { size: 1 }),
      [WRITTEN_API]: pageOf([MY_REVIEW], { page: 2, totalCount: 11 }),
    });
    expect(calls.map((call) => call.path)).toEqual([
      "/api/mypage/nonregistered-reviews?page=1&size=1",
      "/api/mypage/reviews?page=2&size=10",
    ]);
    expect(data).toMatchObject({ tab: "written", page: 2 });
  });

  it.each([
    { query: "?page=3", tab: "awaiting", totalCount: 12, location: `${PATH}?page=2` },
    { query: "?tab=written&page=2", tab: "written", totalCount: 0, location: `${PATH}?tab=written` },
  ])("sends a page past the end to the last page ($query)", async ({ query, tab, totalCount, location }) => {
    const empty = pageOf([], { page: 3, totalCount });
    const { thrown } = await load(query, {
      [AWAITING_API]: tab === "awaiting" ? empty : pageOf([]),
      [WRITTEN_API]: tab === "written" ? empty : pageOf([]),
    });
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("location")).toBe(location);
  });

  it("sends an anonymous shopper to log in", async () => {
    const { thrown, calls } = await load("", {}, false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
    expect(calls).toEqual([]);
  });
});

describe("opening and closing the review modal", () => {
  const args = (from: string, to: string, formMethod?: "POST") => ({
    currentUrl: new URL(from, TEST_ORIGIN),
    nextUrl: new URL(to, TEST_ORIGIN),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...(formMethod ? { formMethod } : {}),
  });

  it("does not load the lists again", () => {
    expect(shouldRevalidate(args(PATH, `${PATH}?write=41`))).toBe(false);
    expect(shouldRevalidate(args(`${PATH}?write=41`, PATH))).toBe(false);
  });

  it("loads them after a post, or on another tab or page", () => {
    expect(shouldRevalidate(args(`${PATH}?write=41`, `${PATH}?tab=written`, "POST"))).toBe(true);
    expect(shouldRevalidate(args(`${PATH}?write=41`, `${PATH}?write=41`, "POST"))).toBe(true);
    expect(shouldRevalidate(args(PATH, `${PATH}?tab=written`))).toBe(true);
  });
});

/** A PNG's first bytes: enough for the type the browser names. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const photo = (name = "meat.png", type = "image/png", bytes: Uint8Array<ArrayBuffer> = PNG) =>
  new File([bytes], name, { type });

const GOOD = {
  intent: "write",
  itemUserCode: AWAITING_LINE.itemUserCode,
  orderItemId: String(AWAITING_LINE.orderItemId),
  score: "5",
  content: "  마블링이 고르고 육즙이 풍부해요.  ",
};

/** The fake API, also reading the multipart bodies the page sends (fakeApi records JSON bodies only). */
function multipartApi(routes: FakeRoutes) {
  const { context, calls } = fakeApi(routes);
  const forms: FormData[] = [];
  const apiFetch = async (path: string, init: RequestInit = {}) => {
    // The storefront's in-process API call (app.inject) sends a string or a Buffer as it is, anything else as JSON.
    if (init.body != null && typeof init.body !== "string" && !Buffer.isBuffer(init.body)) {
      throw new Error(`${path}: a body the in-process API call would send as JSON`);
    }
    if (init.body instanceof Uint8Array) {
      forms.push(
        await new Request("http://api.test/", { method: "POST", headers: init.headers, body: init.body }).formData(),
      );
    }
    return context.apiFetch(path, init);
  };
  return { context: { apiFetch }, calls, forms };
}

/** A post of the page's forms as a browser sends it: multipart, with the session's CSRF token, from the shop's page. */
async function post(
  fields: Record<string, string>,
  routes: FakeRoutes = {},
  { photos = [] as File[], query = "?write=41", shopper = undefined as TestShopper | undefined } = {},
) {
  const who = shopper ?? (await testShopper({ member: true }));
  const body = new FormData();
  body.set("csrf", who.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of photos) body.append("photos", file);
  const request = new Request(`${TEST_ORIGIN}${PATH}${query}`, {
    method: "POST",
    headers: { cookie: who.cookie, origin: TEST_ORIGIN },
    body,
  });
  const { context, calls, forms } = multipartApi(routes);
  try {
    const answer = await action({ request, url: new URL(request.url), pattern: PATH, params: {}, context });
    return answer instanceof Response ? { response: answer, calls, forms } : { answer, calls, forms };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, calls, forms };
    throw thrown;
  }
}

async function flashedAlert(response: Response | undefined) {
  const cookie = response?.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) return undefined;
  return (await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }))).get("alert");
}

const WRITTEN_ANSWER = {
  body: { review: { ...MY_REVIEW, orderItemId: undefined, orderCode: undefined, optionName: undefined } },
};

describe("리뷰 등록", () => {
  it("sends the rating, the text and the photos as one form and shows the review under 작성한 리뷰", async () => {
    const { response, calls, forms } = await post(
      GOOD,
      { "POST /api/item/review": WRITTEN_ANSWER },
      {
        photos: [photo(), photo("side.png")],
      },
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /api/item/review"]);
    const sent = forms[0]!;
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== "photos"))).toEqual({
      itemUserCode: "G0000031",
      orderItemId: "41",
      score: "5",
      content: "마블링이 고르고 육즙이 풍부해요.",
    });
    const sentPhotos = sent.getAll("photos") as File[];
    expect(sentPhotos.map((file) => [file.name, file.type, file.size])).toEqual([
      ["meat.png", "image/png", PNG.length],
      ["side.png", "image/png", PNG.length],
    ]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`${PATH}?tab=written`);
    expect(await flashedAlert(response)).toBe("리뷰가 등록되었습니다.\n소중한 후기 감사합니다.");
  });

  it("sends a form without photos when none were chosen (the empty file part is no photo)", async () => {
    const { forms } = await post(
      GOOD,
      { "POST /api/item/review": WRITTEN_ANSWER },
      {
        photos: [new File([], "", { type: "application/octet-stream" })],
      },
    );
    expect(forms[0]?.getAll("photos")).toEqual([]);
  });

  it.each([
    {
      case: "no rating and a short text",
      fields: { score: "", content: "맛있어요" },
      photos: [],
      errors: { score: "별점은 1~5점 중에서 선택해 주세요.", content: "10~1000자 이내로 입력해 주세요." },
    },
    {
      case: "a rating of 6 and no text",
      fields: { score: "6", content: "" },
      photos: [],
      errors: { score: "별점은 1~5점 중에서 선택해 주세요.", content: "필수 입력 항목입니다." },
    },
    {
      case: "six photos",
      fields: {},
      photos: Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`)),
      errors: { photos: "사진은 최대 5장까지 등록할 수 있습니다." },
    },
    {
      case: "a PDF",
      fields: {},
      photos: [photo("menu.pdf", "application/pdf")],
      errors: { photos: "JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다." },
    },
    {
      case: "a photo over 5 MB",
      fields: {},
      photos: [photo("big.jpg", "image/jpeg", new Uint8Array(5 * 1024 * 1024 + 1))],
      errors: { photos: "사진은 한 장에 5MB 이하만 등록할 수 있습니다." },
    },
  ])("keeps $case in the modal, without calling the API", async ({ fields, photos, errors }) => {
    const { answer, calls } = await post({ ...GOOD, ...fields }, {}, { photos });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual(errors);
    expect(answer?.data.intent).toBe("write");
    expect(answer?.data.values?.content).toBe({ ...GOOD, ...fields }.content.trim());
    expect(calls).toEqual([]);
  });

  it.each([
    { case: "no line", fields: { orderItemId: "" } },
    { case: "a line id that is no number", fields: { orderItemId: "41abc" } },
    { case: "an item code with a slash", fields: { itemUserCode: "../G1" } },
  ])("refuses $case as a bad request", async ({ fields }) => {
    const { answer, calls } = await post({ ...GOOD, ...fields });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe("잘못된 요청입니다.");
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal of the line above the buttons", async () => {
    const { answer } = await post(GOOD, {
      "POST /api/item/review": { status: 409, body: { ...apiError(409, "이미 리뷰를 작성한 주문 상품입니다.").body } },
    });
    expect(answer?.init?.status).toBe(409);
    expect(answer?.data).toMatchObject({ intent: "write", formError: "이미 리뷰를 작성한 주문 상품입니다." });
    expect(answer?.data.values?.score).toBe("5");
  });

  it("shows the API's refusal of a photo under the photos", async () => {
    const message = "JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.";
    const { answer } = await post(
      GOOD,
      { "POST /api/item/review": apiError(400, message, [{ field: "photos", message }]) },
      { photos: [photo()] },
    );
    expect(answer?.data.fieldErrors).toEqual({ photos: message });
    expect(answer?.data.formError).toBeUndefined();
  });

  it("sends a shopper whose login ended to the login, back to the review afterwards (SPEC §8)", async () => {
    const { response } = await post(GOOD, { "POST /api/item/review": apiError(401, "로그인 후 이용이 가능합니다.") });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toMatch(/^\/user\/login\?target=%2Fmypage%2Freview/);
  });

  it("refuses a post from a page without the session's CSRF token", async () => {
    const shopper = await testShopper({ member: true });
    await expect(post(GOOD, {}, { shopper: { ...shopper, csrf: "forged" } })).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe("리뷰 삭제", () => {
  it("deletes the review and comes back to the same page with the alert", async () => {
    const { response, calls } = await post(
      { intent: "delete", reviewId: "7" },
      { "POST /api/mypage/delete-review/7": { body: { reviewId: 7, deleted: true } } },
      { query: "?tab=written&page=2" },
    );
    expect(calls).toEqual([{ method: "POST", path: "/api/mypage/delete-review/7", body: null }]);
    expect(response?.headers.get("location")).toBe(`${PATH}?tab=written&page=2`);
    expect(await flashedAlert(response)).toBe("리뷰가 삭제되었습니다.");
  });

  it("shows the API's refusal above the list", async () => {
    const { answer } = await post(
      { intent: "delete", reviewId: "7" },
      { "POST /api/mypage/delete-review/7": apiError(404, "존재하지 않는 리뷰입니다.") },
      { query: "?tab=written" },
    );
    expect(answer?.init?.status).toBe(404);
    expect(answer?.data).toEqual({ intent: "delete", formError: "존재하지 않는 리뷰입니다." });
  });

  it.each(["", "abc", "0", "99999999999"])("refuses the review id %j without calling the API", async (reviewId) => {
    const { answer, calls } = await post({ intent: "delete", reviewId }, {}, { query: "?tab=written" });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe("잘못된 요청입니다.");
    expect(calls).toEqual([]);
  });

  it("refuses an unknown intent", async () => {
    const { answer } = await post({ intent: "edit" });
    expect(answer?.init?.status).toBe(400);
  });
});
