import { describe, expect, it } from "vitest";
import {
  COMMISSION_RATE_FORMAT_MESSAGE,
  COMMISSION_RATE_REQUIRED_MESSAGE,
  commissionPercentText,
  parseCommissionPercent,
} from "./commission-rate.js";

describe("parseCommissionPercent", () => {
  it.each([
    ["10", 1000],
    ["12.5", 1250],
    ["12.34", 1234],
    ["0", 0],
    ["0.01", 1],
    ["100", 10_000],
    ["100.00", 10_000],
    [" 7.5 ", 750],
    ["8%", 800],
    [3.25, 325],
    [0, 0],
  ])("reads %j as %i basis points", (input, rateBp) => {
    expect(parseCommissionPercent(input)).toEqual({ ok: true, rateBp });
  });

  it.each([
    ["", COMMISSION_RATE_REQUIRED_MESSAGE],
    ["   ", COMMISSION_RATE_REQUIRED_MESSAGE],
    [undefined, COMMISSION_RATE_REQUIRED_MESSAGE],
    [null, COMMISSION_RATE_REQUIRED_MESSAGE],
    ["100.01", COMMISSION_RATE_FORMAT_MESSAGE],
    ["101", COMMISSION_RATE_FORMAT_MESSAGE],
    ["-1", COMMISSION_RATE_FORMAT_MESSAGE],
    ["12.345", COMMISSION_RATE_FORMAT_MESSAGE],
    ["1e2", COMMISSION_RATE_FORMAT_MESSAGE],
    ["십", COMMISSION_RATE_FORMAT_MESSAGE],
    [".5", COMMISSION_RATE_FORMAT_MESSAGE],
    [12.345, COMMISSION_RATE_FORMAT_MESSAGE],
    [Number.NaN, COMMISSION_RATE_FORMAT_MESSAGE],
    [{ value: 5 }, COMMISSION_RATE_FORMAT_MESSAGE],
    [true, COMMISSION_RATE_FORMAT_MESSAGE],
  ])("refuses %j", (input, message) => {
    expect(parseCommissionPercent(input)).toEqual({ ok: false, message });
  });
});

describe("commissionPercentText", () => {
  it.each([
    [1000, "10"],
    [1250, "12.5"],
    [1, "0.01"],
    [0, "0"],
    [10_000, "100"],
  ])("shows %i as %s", (rateBp, text) => {
    expect(commissionPercentText(rateBp)).toBe(text);
  });
});
