import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createDisplayCache } from "./display-cache.server";

const schema = z.object({ n: z.number() });

/** An API that counts its calls and answers { n: call number } (or fails while `failing`). */
function fakeApi() {
  const state = { calls: 0, failing: false, headers: [] as Headers[] };
  const context = {
    apiFetch: async (_path: string, init?: RequestInit) => {
      state.calls += 1;
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
    expect(await cache.get(context, "/api/display/best", schema)).toEqual({ n: 1 });
    clock = 999;
    expect(await cache.get(context, "/api/display/best", schema)).toEqual({ n: 1 });
    clock = 1000;
    expect(await cache.get(context, "/api/display/best", schema)).toEqual({ n: 2 });
    expect(state.calls).toBe(2);
  });

  it("keeps paths apart", async () => {
    const cache = createDisplayCache();
    const { context } = fakeApi();
    expect(await cache.get(context, "/api/display/best", schema)).toEqual({ n: 1 });
    expect(await cache.get(context, "/api/display/new", schema)).toEqual({ n: 2 });
    expect(await cache.get(context, "/api/display/best", schema)).toEqual({ n: 1 });
  });

  it("shares one call between concurrent misses", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(context, "/api/display/md", schema)));
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(state.calls).toBe(1);
  });

  it("does not keep a failure", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    state.failing = true;
    await expect(cache.get(context, "/api/display/md", schema)).rejects.toMatchObject({ status: 500 });
    state.failing = false;
    expect(await cache.get(context, "/api/display/md", schema)).toEqual({ n: 2 });
  });

  it("asks anonymously: no cookie, no token", async () => {
    const cache = createDisplayCache();
    const { context, state } = fakeApi();
    await cache.get(context, "/api/display/md", schema);
    expect(state.headers[0]?.get("cookie")).toBeNull();
    expect(state.headers[0]?.get("authorization")).toBeNull();
  });
});
