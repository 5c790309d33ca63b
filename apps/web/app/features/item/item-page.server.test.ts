import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { forgetGuestItemAnswers, loadItemPage } from "./item-page.server";

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
