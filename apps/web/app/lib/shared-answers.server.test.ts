import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createSharedAnswers } from "./shared-answers.server";

/** Endpoints answering { n }: what the fake API below sends. */
const schema = z.object({ n: z.number() });
const banner = { method: "GET", path: "/display/stripe-banner", response: schema } as const;
const seo = { method: "GET", path: "/seo", response: schema } as const;

/** An API that counts its calls and answers { n: call number } (or fails while `failing`); `gate` holds answers. */
function fakeApi() {
  const state = {
    calls: 0,
    failing: false,
    headers: [] as Headers[],
    paths: [] as string[],
    gate: null as null | Promise<void>,
  };
  const context = {
    apiFetch: async (path: string, init?: RequestInit) => {
      state.calls += 1;
      const n = state.calls;
      state.paths.push(path);
      state.headers.push(new Headers(init?.headers));
      if (state.gate) await state.gate;
      if (state.failing) return Response.json({ message: "실패" }, { status: 500 });
      return Response.json({ n });
    },
  } as AppLoadContext;
  return { context, state };
}

const T0 = 1_000_000;

function setup({ ttlMs = 1000, staleMs = 5000 } = {}) {
  // lru-cache reads a start of 0 as "no time kept": the clock starts later.
  const clock = { now: T0 };
  const log = vi.fn();
  const answers = createSharedAnswers({ ttlMs, staleMs, perf: { now: () => clock.now }, log });
  return { clock, log, answers, ...fakeApi() };
}

/** Lets a background refresh settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSharedAnswers", () => {
  it("answers from memory while fresh: a second render makes no API call", async () => {
    const { clock, answers, context, state } = setup();
    expect(await answers.get(context, banner)).toEqual({ n: 1 });
    clock.now = T0 + 1000;
    expect(await answers.get(context, banner)).toEqual({ n: 1 });
    expect(state.calls).toBe(1);
  });

  it("keys by path and query", async () => {
    const { answers, context, state } = setup();
    await answers.get(context, seo, { query: { u: "/" } });
    await answers.get(context, seo, { query: { u: "/items" } });
    await answers.get(context, seo, { query: { u: "/" } });
    expect(state.paths).toEqual(["/api/seo?u=%2F", "/api/seo?u=%2Fitems"]);
  });

  it("shares one call among concurrent first renders", async () => {
    const { answers, context, state } = setup();
    const all = await Promise.all([1, 2, 3].map(() => answers.get(context, banner)));
    expect(all).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(state.calls).toBe(1);
  });

  it("after the fresh time serves the stale answer while one shared refresh runs", async () => {
    const { clock, answers, context, state } = setup();
    await answers.get(context, banner);
    clock.now = T0 + 1001;
    let open = () => {};
    state.gate = new Promise((resolve) => {
      open = resolve;
    });
    // Three renders while the refresh is held: all get the stale answer at once, and only one call is made.
    const during = await Promise.all([1, 2, 3].map(() => answers.get(context, banner)));
    expect(during).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(state.calls).toBe(2);
    state.gate = null;
    open();
    await settle();
    expect(await answers.get(context, banner)).toEqual({ n: 2 });
    expect(state.calls).toBe(2);
  });

  it("keeps the stale answer when the refresh fails, and logs it", async () => {
    const { clock, log, answers, context, state } = setup();
    await answers.get(context, banner);
    state.failing = true;
    clock.now = T0 + 1001;
    expect(await answers.get(context, banner)).toEqual({ n: 1 });
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    // Past the stale time too, the render waits for the refresh, which fails again: still the kept answer.
    clock.now = T0 + 10_000;
    expect(await answers.get(context, banner)).toEqual({ n: 1 });
    state.failing = false;
    clock.now = T0 + 20_000;
    expect(await answers.get(context, banner)).toEqual({ n: 4 });
  });

  it("waits for the refresh when the kept answer is older than the stale time", async () => {
    const { clock, answers, context } = setup({ ttlMs: 1000, staleMs: 2000 });
    await answers.get(context, banner);
    clock.now = T0 + 3001;
    expect(await answers.get(context, banner)).toEqual({ n: 2 });
  });

  it("with no answer yet a failure rejects (getOr gives the fallback) and is not kept", async () => {
    const { answers, context, state } = setup();
    state.failing = true;
    await expect(answers.get(context, banner)).rejects.toThrow();
    expect(await answers.getOr(context, banner, null)).toBeNull();
    state.failing = false;
    expect(await answers.get(context, banner)).toEqual({ n: 3 });
  });

  it("asks anonymously: no cookie, no token", async () => {
    const { answers, context, state } = setup();
    await answers.get(context, banner);
    expect(state.headers[0]?.get("cookie")).toBeNull();
    expect(state.headers[0]?.get("authorization")).toBeNull();
  });

  it("with a fresh time of 0 asks every time", async () => {
    const { answers, context, state } = setup({ ttlMs: 0 });
    await answers.get(context, banner);
    await answers.get(context, banner);
    expect(state.calls).toBe(2);
  });
});
