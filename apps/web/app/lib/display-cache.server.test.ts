import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createDisplayCache } from "./display-cache.server";

/** Endpoints answering { n }: what the fake API below sends. */
const schema = z.object({ n: z.number() });
const best = { method: "GET", path: "/display/best", response: schema } as const;
const fresh = { method: "GET", path: "/display/new", response: schema } as const;
const md = { method: "GET", path: "/display/md", response: schema } as const;
const brandItems = { method: "GET", path: "/brand/:id/items", response: schema } as const;

/** An API that counts its calls and answers { n: call number } (or fails while `failing`). */
function fakeApi() {
  const state = { calls: 0, failing: false, headers: [] as Headers[], paths: [] as string[] };
  const context = {
    apiFetch: async (path: string, init?: RequestInit) => {
      state.calls += 1;
      state.paths.push(path);
      state.headers.push(new Headers(init?.headers));
      if (state.failing) return Response.json({ message: "실패" }, { status: 500 });
      return Response.json({ n: state.calls });
    },
  } as AppLoadContext;
  return { context, state };
}

describe("createDisplayCache", () => {
  it("reuses an answer until the TTL passes, then asks again", async () => {
    let clock = 0;
    const cache = createDisplayCache({ ttlMs: 1000, now: () => clock });
    const { context, state } = fakeApi();
    expect(await cache.get(context, best)).toEqual({ n: 1 });
    clock = 999;
    expect(await cache.get(context, best)).toEqual({ n: 1 });
    clock = 1000;
    expect(await cache.get(context, best)).toEqual({ n: 2 });
    expect(state.calls).toBe(2);
  });

  it("asks every time with a TTL of 0", async () => {
    const cache = createDisplayCache({ ttlMs: 0 });
    const { context } = fakeApi();
    expect(await cache.get(context, best)).toEqual({ n: 1 });
    expect(await cache.get(context, best)).toEqual({ n: 2 });
  });

  it("keeps at most max answers, the one kept longest going first", async () => {
    const cache = createDisplayCache({ max: 2 });
    const { context, state } = fakeApi();
    await cache.get(context, best);
    await cache.get(context, fresh);
    await cache.get(context, md); // best goes
    expect(await cache.get(context, fresh)).toEqual({ n: 2 });
    expect(await cache.get(context, md)).toEqual({ n: 3 });
    expect(await cache.get(context, best)).toEqual({ n: 4 });
    expect(state.calls).toBe(4);
  });

  it("keeps paths apart", async () => {
    const cache = createDisplayCache();
    const { context } = fakeApi();
    expect(await cache.get(context, best)).toEqual({ n: 1 });
    expect(await cache.get(context, fresh)).toEqual({ n: 2 });
    expect(await cache.get(context, best)).toEqual({ n: 1 });
  });

  it("keeps queries and path parameters apart, and calls with them", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    expect(await cache.get(context, best, { query: { size: 8 } })).toEqual({ n: 1 });
    expect(await cache.get(context, best, { query: { size: 4 } })).toEqual({ n: 2 });
    expect(await cache.get(context, best, { query: { size: 8 } })).toEqual({ n: 1 });
    expect(await cache.get(context, brandItems, { params: { id: 1 } })).toEqual({ n: 3 });
    expect(await cache.get(context, brandItems, { params: { id: 2 } })).toEqual({ n: 4 });
    expect(state.paths).toEqual([
      "/api/display/best?size=8",
      "/api/display/best?size=4",
      "/api/brand/1/items",
      "/api/brand/2/items",
    ]);
  });

  it("checks the answer against the endpoint's response schema", async () => {
    const cache = createDisplayCache();
    const { context } = fakeApi();
    const strings = { method: "GET", path: "/display/md", response: z.object({ n: z.string() }) } as const;
    await expect(cache.get(context, strings)).rejects.toThrow();
  });

  it("shares one call between concurrent misses", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(context, md)));
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(state.calls).toBe(1);
  });

  it("does not keep a failure", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    state.failing = true;
    await expect(cache.get(context, md)).rejects.toMatchObject({ status: 500 });
    state.failing = false;
    expect(await cache.get(context, md)).toEqual({ n: 2 });
  });

  it("asks anonymously: no cookie, no token", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    await cache.get(context, md);
    expect(state.headers[0]?.get("cookie")).toBeNull();
    expect(state.headers[0]?.get("authorization")).toBeNull();
  });
});
