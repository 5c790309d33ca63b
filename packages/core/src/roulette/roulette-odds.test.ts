import { describe, expect, it } from "vitest";
import {
  formatOddsPercent,
  ROULETTE_MAX_PRIZES,
  ROULETTE_ODDS_MESSAGES,
  rouletteOddsPercents,
  rouletteOddsProblem,
  rouletteStockLeft,
  stockBelowGrantedMessage,
} from "./roulette-odds.js";

describe("rouletteOddsProblem", () => {
  it.each<[string, number[], ReturnType<typeof rouletteOddsProblem>]>([
    ["one prize at 1", [1], null],
    ["percents adding to 100", [10, 30, 60], null],
    ["weights not adding to 100", [1, 2, 3], null],
    ["a 0 slice beside others", [0, 5], null],
    ["the largest weight", [1_000_000], null],
    ["no prize", [], { index: null, message: ROULETTE_ODDS_MESSAGES.noPrize }],
    [
      "too many slices",
      Array(ROULETTE_MAX_PRIZES + 1).fill(1),
      { index: null, message: ROULETTE_ODDS_MESSAGES.tooMany },
    ],
    ["a negative weight", [10, -1, 5], { index: 1, message: ROULETTE_ODDS_MESSAGES.weight }],
    ["a fraction", [12.5, 87.5], { index: 0, message: ROULETTE_ODDS_MESSAGES.weight }],
    ["not a number", [1, Number.NaN], { index: 1, message: ROULETTE_ODDS_MESSAGES.weight }],
    ["over the largest", [1_000_001], { index: 0, message: ROULETTE_ODDS_MESSAGES.weight }],
    ["all 0", [0, 0, 0], { index: null, message: ROULETTE_ODDS_MESSAGES.zeroTotal }],
    ["a bad weight is named before the total", [0, -3], { index: 1, message: ROULETTE_ODDS_MESSAGES.weight }],
  ])("%s", (_name, weights, expected) => {
    expect(rouletteOddsProblem(weights)).toEqual(expected);
  });

  it("speaks in polite sentences", () => {
    expect(ROULETTE_ODDS_MESSAGES.zeroTotal).toMatch(/^확률의 합이 0입니다\. .+주세요\.$/);
  });
});

describe("rouletteOddsPercents", () => {
  it.each<[string, number[], number[]]>([
    ["one prize", [1], [100]],
    ["percents", [10, 30, 60], [10, 30, 60]],
    ["thirds round to one decimal", [1, 1, 1], [33.3, 33.3, 33.3]],
    ["weights", [1, 3], [25, 75]],
    ["a 0 slice", [0, 2, 2], [0, 50, 50]],
    ["a bad weight counts as 0", [-5, 5], [0, 100]],
    ["a fraction counts as 0", [0.5, 1], [0, 100]],
    ["total 0", [0, 0], [0, 0]],
    ["none", [], []],
    ["tiny share", [1, 9999], [0, 100]],
    ["one in a thousand", [1, 999], [0.1, 99.9]],
  ])("%s", (_name, weights, expected) => {
    expect(rouletteOddsPercents(weights)).toEqual(expected);
  });

  it.each<[number, string]>([
    [100, "100%"],
    [33.3, "33.3%"],
    [0, "0%"],
    [12.5, "12.5%"],
  ])("formats %s as %s", (percent, text) => {
    expect(formatOddsPercent(percent)).toBe(text);
  });
});

describe("rouletteStockLeft", () => {
  it.each<[string, number | null, number, ReturnType<typeof rouletteStockLeft>]>([
    ["no limit", null, 7, { left: null, problem: null }],
    ["none won yet", 100, 0, { left: 100, problem: null }],
    ["some won", 100, 40, { left: 60, problem: null }],
    ["down to what was won", 40, 40, { left: 0, problem: null }],
    ["0 before any is won", 0, 0, { left: 0, problem: null }],
    ["under what was won", 39, 40, { left: null, problem: stockBelowGrantedMessage(40) }],
    ["negative", -1, 0, { left: null, problem: "수량은 0 이상의 정수로 입력해 주세요." }],
    ["a fraction", 1.5, 0, { left: null, problem: "수량은 0 이상의 정수로 입력해 주세요." }],
  ])("%s", (_name, total, granted, expected) => {
    expect(rouletteStockLeft(total, granted)).toEqual(expected);
  });

  it("names the copies won", () => {
    expect(stockBelowGrantedMessage(1200)).toBe(
      "이미 1,200개가 당첨되었습니다. 수량은 1,200개 이상으로 입력해 주세요.",
    );
  });
});
