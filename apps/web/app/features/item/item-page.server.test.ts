import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loadItemPage } from "./item-page.server";

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

async function callsOfItemPage(cookie: string | null) {
  const { context, calls } = fakeApi(unknownItem);
  const request = new Request(`${TEST_ORIGIN}/items/${CODE}`, cookie ? { headers: { cookie } } : {});
  const outcome = await loadItemPage(context, request, CODE).catch((error: unknown) => error);
  return { outcome, paths: calls.map((call) => call.path.split("?")[0]) };
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
    const { paths } = await callsOfItemPage((await testShopper({ member: true })).cookie);
    expect(paths).toHaveLength(10);
    expect(paths).toContain(`/api/item/${CODE}/restock`);
  });
});
