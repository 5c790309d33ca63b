import { describe, expect, it } from "vitest";
import { type DrawablePrize, drawPrize, effectiveWeights, prizeChances, wheelStopDegrees } from "./roulette-draw.js";

/** mulberry32: a seeded source so the odds test comes out the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prize = (kind: DrawablePrize["kind"], weight: number, available = true): DrawablePrize => ({
  kind,
  weight,
  available,
});

describe("effectiveWeights", () => {
  it.each<[string, DrawablePrize[], number[]]>([
    ["all available", [prize("coupon", 10), prize("points", 30), prize("nothing", 60)], [10, 30, 60]],
    ["coupon gone → 꽝", [prize("coupon", 10, false), prize("points", 30), prize("nothing", 60)], [0, 30, 70]],
    ["all but 꽝 gone", [prize("coupon", 10, false), prize("points", 30, false), prize("nothing", 60)], [0, 0, 100]],
    ["no 꽝: weight dropped", [prize("coupon", 10, false), prize("points", 30)], [0, 30]],
    ["first 꽝 takes it", [prize("nothing", 5), prize("coupon", 10, false), prize("nothing", 5)], [15, 0, 5]],
    ["꽝 itself gone", [prize("points", 20), prize("nothing", 80, false)], [20, 0]],
    ["negative weight read as 0", [prize("points", -5), prize("nothing", 10)], [0, 10]],
  ])("%s", (_name, prizes, expected) => {
    expect(effectiveWeights(prizes)).toEqual(expected);
  });
});

describe("drawPrize", () => {
  it.each<[string, DrawablePrize[], number, number | null]>([
    ["roll 0 → first with weight", [prize("coupon", 0), prize("points", 1), prize("nothing", 1)], 0, 1],
    ["roll just under a boundary", [prize("points", 1), prize("nothing", 1)], 0.4999, 0],
    ["roll on a boundary → next", [prize("points", 1), prize("nothing", 1)], 0.5, 1],
    ["roll near 1 → last", [prize("points", 1), prize("nothing", 1)], 0.999999, 1],
    ["nothing drawable", [prize("coupon", 10, false), prize("points", 5, false)], 0.3, null],
    ["gone prize never drawn", [prize("coupon", 90, false), prize("nothing", 10)], 0.01, 1],
  ])("%s", (_name, prizes, roll, expected) => {
    expect(drawPrize(prizes, () => roll)).toBe(expected);
  });

  it("follows the weights over many spins (seeded, within 1 point)", () => {
    const prizes = [prize("coupon", 5), prize("points", 15), prize("points", 30), prize("nothing", 50)];
    const random = seeded(20261128);
    const counts = [0, 0, 0, 0];
    const spins = 100_000;
    for (let i = 0; i < spins; i++) counts[drawPrize(prizes, random)!]! += 1;
    const shares = counts.map((count) => (count / spins) * 100);
    for (const [index, expected] of [5, 15, 30, 50].entries()) expect(shares[index]).toBeCloseTo(expected, 0);
  });

  it("never draws an out-of-stock prize; its share goes to 꽝", () => {
    const prizes = [prize("coupon", 40, false), prize("points", 20), prize("nothing", 40)];
    const random = seeded(7);
    const counts = [0, 0, 0];
    for (let i = 0; i < 50_000; i++) counts[drawPrize(prizes, random)!]! += 1;
    expect(counts[0]).toBe(0);
    expect((counts[2]! / 50_000) * 100).toBeCloseTo(80, 0);
  });
});

describe("prizeChances", () => {
  it.each<[DrawablePrize[], number[]]>([
    [
      [prize("coupon", 1), prize("points", 2), prize("nothing", 3)],
      [16.7, 33.3, 50],
    ],
    [
      [prize("coupon", 1, false), prize("nothing", 3)],
      [0, 100],
    ],
    [[prize("coupon", 1, false)], [0]],
  ])("%j → %j", (prizes, expected) => {
    expect(prizeChances(prizes)).toEqual(expected);
  });
});

describe("wheelStopDegrees", () => {
  it.each([
    [0, 4, 6, 2160],
    [1, 4, 6, 2430],
    [3, 4, 6, 2250],
    [2, 6, 5, 2040],
  ])("slice %i of %i after %i turns → %i°", (index, count, turns, expected) => {
    expect(wheelStopDegrees(index, count, turns)).toBe(expected);
  });
});
