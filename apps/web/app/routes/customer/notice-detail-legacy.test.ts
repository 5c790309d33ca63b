import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN } from "../../test/shopper-requests";
import { loader } from "./notice-detail-legacy";

// The old notice address: a notice there is a 301 to /customer/notice/:id, anything else the 404 page.

const NOTICE = {
  notice: {
    id: 7,
    label: "공지",
    title: "설 연휴 배송 안내",
    pinned: false,
    date: "2026-11-01",
    content: "안내드립니다.",
    viewCount: 3,
  },
  prev: null,
  next: null,
};

async function load(query: string, answer: { status?: number; body: unknown } = { body: NOTICE }) {
  const { context, calls } = fakeApi({ "GET /api/notice/7": answer });
  const request = new Request(`${TEST_ORIGIN}/customer/notice-detail${query}`);
  try {
    await loader({ request, url: new URL(request.url), pattern: "/customer/notice-detail", params: {}, context });
    return { thrown: undefined, calls };
  } catch (thrown) {
    return { thrown: thrown as Response | { init: { status: number } }, calls };
  }
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

describe("the old notice address", () => {
  it.each([
    { query: "?id=7", location: "/customer/notice/7" },
    { query: "?noticeId=7", location: "/customer/notice/7" },
    { query: "?noticeId=7&page=2", location: "/customer/notice/7?page=2" },
  ])("sends $query on to $location for good", async ({ query, location }) => {
    const { thrown, calls } = await load(query);
    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get("location")).toBe(location);
    expect(calls.map((call) => call.path)).toEqual(["/api/notice/7"]);
  });

  it.each(["", "?id=", "?id=abc", "?id=0", "?noticeId=-3"])(
    "is the 404 page for '%s' without asking",
    async (query) => {
      const { thrown, calls } = await load(query);
      expect(statusOf(thrown)).toBe(404);
      expect(calls).toEqual([]);
    },
  );

  it("is the 404 page when the notice does not exist", async () => {
    const { thrown } = await load("?id=7", apiError(404, "공지사항을 찾을 수 없습니다."));
    expect(statusOf(thrown)).toBe(404);
  });
});
