import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { forgetGuestItemAnswers, loadItemLists, loadItemPage } from "./item-page.server";

const CODE = "G0000001";
const gone = {
  status: 404,
  body: { status: 404, code: "NOT_FOUND", message: "상품이 없습니다.", description: "", errors: [] },
};

/** Every call of the item page answered 404 (an unknown item): what matters here is which calls were made. */
const unknownItem: FakeRoutes = Object.fromEntries(
  [
    `/item/${CODE}`,
    `/item/slides/${CODE}`,
    `/item/${CODE}/relation`,
    `/item/${CODE}/md`,
    `/item/${CODE}/qna`,
    `/item/${CODE}/experience-team-reviews`,
    `/item/${CODE}/reviews`,
    `/item/${CODE}/review/info`,
    `/item/${CODE}/restock`,
    `/item/${CODE}/traceNumber`,
  ].map((path) => [`GET /api${path}`, gone]),
);

beforeEach(() => forgetGuestItemAnswers());

async function callsOfItemPage(cookie: string | null, routes: FakeRoutes = unknownItem) {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}/items/${CODE}`, cookie ? { headers: { cookie } } : {});
  const outcome = await loadItemPage(context, request, CODE).catch((error: unknown) => error);
  // The first 404 ends the page while a member's own calls may still be on their way (each reads the session first).
  const pathsOf = () => calls.map((call) => call.path.split("?")[0]);
  return { outcome, paths: pathsOf(), pathsOf };
}

describe("loadItemPage calls", () => {
  it("a guest's page asks nine things in parallel, not the restock state (a guest never waits for stock)", async () => {
    const { outcome, paths } = await callsOfItemPage((await testShopper()).cookie);
    // An unknown item: the page's 404.
    expect(outcome).toMatchObject({ init: { status: 404 } });
    expect(paths).toHaveLength(9);
    expect(new Set(paths).size).toBe(9);
    expect(paths).not.toContain(`/api/item/${CODE}/restock`);
  });

  it("a member's page also asks whether the member waits for the item's stock", async () => {
    const { pathsOf } = await callsOfItemPage((await testShopper({ member: true })).cookie);
    await vi.waitFor(() => expect(pathsOf()).toHaveLength(10));
    expect(pathsOf()).toContain(`/api/item/${CODE}/restock`);
  });
});

describe("loadItemPage's answers kept for guests", () => {
  // The answers that are the same for everyone succeed; the item itself, its lists and its record answer 404 (a
  // page's 404 is never kept), so each render's calls show what was asked anew.
  const everyonesAnswers: FakeRoutes = {
    ...unknownItem,
    [`GET /api/item/slides/${CODE}`]: { body: { list: [{ slideId: 1, url: "/images/1.jpg", alt: "등심" }] } },
    [`GET /api/item/${CODE}/relation`]: { body: { list: [] } },
    [`GET /api/item/${CODE}/md`]: { body: { list: [] } },
    [`GET /api/item/${CODE}/review/info`]: { body: { average: 0, count: 0, photoCount: 0, distribution: [] } },
  };
  const answeredEveryTime = [
    `/api/item/${CODE}`,
    `/api/item/${CODE}/qna`,
    `/api/item/${CODE}/experience-team-reviews`,
    `/api/item/${CODE}/reviews`,
    `/api/item/${CODE}/traceNumber`,
  ];

  it("a second guest's render asks only what failed before: the kept answers are every guest's", async () => {
    const guest = (await testShopper()).cookie;
    expect((await callsOfItemPage(guest, everyonesAnswers)).paths).toHaveLength(9);
    const second = await callsOfItemPage((await testShopper()).cookie, everyonesAnswers);
    expect(second.outcome).toMatchObject({ init: { status: 404 } });
    expect(second.paths.sort()).toEqual([...answeredEveryTime].sort());
  });

  it("a member gets the kept answers that are the same for everyone and asks for their own", async () => {
    await callsOfItemPage((await testShopper()).cookie, everyonesAnswers);
    const { pathsOf } = await callsOfItemPage((await testShopper({ member: true })).cookie, everyonesAnswers);
    // Wished, liked, their own secret questions and their restock wait are the member's own.
    const expected = [...answeredEveryTime, `/api/item/${CODE}/restock`].sort();
    await vi.waitFor(() => expect(pathsOf().sort()).toEqual(expected));
  });

  it("are asked without the shopper's cookie or token", async () => {
    const { context, calls } = fakeApi(everyonesAnswers);
    const member = await testShopper({ member: true });
    const headersSeen: Headers[] = [];
    const apiFetch = context.apiFetch;
    const spying = {
      apiFetch: (path: string, init?: RequestInit) => {
        headersSeen.push(new Headers(init?.headers));
        return apiFetch(path, init);
      },
    };
    const request = new Request(`${TEST_ORIGIN}/items/${CODE}`, { headers: { cookie: member.cookie } });
    await loadItemPage(spying, request, CODE).catch(() => undefined);
    const slides = calls.findIndex((call) => call.path === `/api/item/slides/${CODE}`);
    expect(headersSeen[slides]?.get("cookie")).toBeNull();
    expect(headersSeen[slides]?.get("authorization")).toBeNull();
    const restockPath = `/api/item/${CODE}/restock`;
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain(restockPath));
    const restock = calls.findIndex((call) => call.path === restockPath);
    expect(headersSeen[restock]?.get("authorization")).toMatch(/^Bearer /);
  });
});

describe("loadItemLists (the lists a block loads again, decision 051)", () => {
  const pagination = { page: 1, size: 5, totalCount: 0, totalPages: 0 };
  const distribution = [5, 4, 3, 2, 1].map((score) => ({ score, count: 0, percent: 0 }));
  const everyonesBox = { average: 3, count: 2, photoCount: 2, distribution };
  const blockersBox = { average: 5, count: 1, photoCount: 1, distribution };
  const lists = (reviewsBody: object): FakeRoutes => ({
    [`GET /api/item/${CODE}/experience-team-reviews`]: { body: { list: [], pagination } },
    [`GET /api/item/${CODE}/reviews`]: { body: reviewsBody },
    [`GET /api/item/${CODE}/review/info`]: { body: everyonesBox },
  });

  async function listsFor(member: boolean, routes: FakeRoutes, query = "") {
    const { context, calls } = fakeApi(routes);
    const { cookie } = await testShopper({ member });
    const request = new Request(`${TEST_ORIGIN}/items/${CODE}/lists${query}`, { headers: { cookie } });
    return { answer: await loadItemLists(context, request, CODE), calls };
  }

  it("asks only the reviews, the rating box and the 체험단 reviews, where the page's query stands", async () => {
    const { calls } = await listsFor(true, lists({ list: [], pagination }), "?reviewPage=2&photoOnly=1&expPage=3");
    expect(calls.map((call) => call.path).sort()).toEqual(
      [
        `/api/item/${CODE}/experience-team-reviews?page=3&size=3`,
        `/api/item/${CODE}/review/info`,
        `/api/item/${CODE}/reviews?page=2&size=5&photoOnly=true&sort=newest`,
      ].sort(),
    );
  });

  it("shows a member who blocked authors the rating box their review list carries", async () => {
    const { answer } = await listsFor(true, lists({ list: [], pagination, info: blockersBox }));
    expect(answer.reviewInfo).toEqual(blockersBox);
  });

  it("shows everyone else the kept rating box of the item", async () => {
    expect((await listsFor(true, lists({ list: [], pagination }))).answer.reviewInfo).toEqual(everyonesBox);
    expect((await listsFor(false, lists({ list: [], pagination }))).answer.reviewInfo).toEqual(everyonesBox);
  });
});
