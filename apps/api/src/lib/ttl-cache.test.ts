import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.js";

describe("createTtlCache", () => {
  it("keeps a value for the TTL, then loads it again", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(1000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache("a", load)).toBe(1);
    clock = 999;
    expect(await cache("a", load)).toBe(1);
    expect(await cache("b", load)).toBe(2);
    clock = 1000;
    expect(await cache("a", load)).toBe(3);
  });

  it("shares one load between concurrent misses and forgets a failed one", async () => {
    let loads = 0;
    const cache = createTtlCache<number>(1000, 10, () => 0);
    let release: (value: number) => void = () => {};
    const slow = () => {
      loads++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([cache("k", slow), cache("k", slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
    await expect(cache("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache("x", async () => 5)).toBe(5);
  });

  it("starts over beyond maxEntries", async () => {
    let loads = 0;
    const cache = createTtlCache<number>(1000, 2, () => 0);
    const load = async () => ++loads;
    await cache("a", load);
    await cache("b", load);
    await cache("c", load);
    expect(await cache("a", load)).toBe(4);
  });

  it("clear forgets kept values, and a load begun before it answers its callers without being kept", async () => {
    let loads = 0;
    const cache = createTtlCache<number>(1000, 10, () => 0);
    expect(await cache("a", async () => ++loads)).toBe(1);
    cache.clear();
    expect(await cache("a", async () => ++loads)).toBe(2);

    let release: (value: number) => void = () => {};
    const before = cache("b", () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(10);
    expect(await before).toBe(10);
    expect(await cache("b", async () => 20)).toBe(20);
  });
});
