import { describe, expect, it } from "vitest";
import {
  QUOTE_NUMBER_PATTERN,
  type QuoteKeyLine,
  type QuoteParty,
  quoteContentKey,
  quoteDay,
  quoteNotes,
  quoteNumber,
  quoteTotals,
} from "./quote.js";

describe("quoteContentKey", () => {
  const a: QuoteKeyLine = { optionId: 3, quantity: 2, unitPrice: 15_000, shippingPaymentType: 1 };
  const b: QuoteKeyLine = { optionId: 9, quantity: 1, unitPrice: 8_900, shippingPaymentType: 2 };
  const member: QuoteParty = { userId: 12 };

  it.each<[string, QuoteParty, QuoteKeyLine[], string]>([
    ["a member's lines in option order", member, [a, b], "m12|o3x2@15000/1,o9x1@8900/2"],
    ["the same lines listed the other way", member, [b, a], "m12|o3x2@15000/1,o9x1@8900/2"],
    ["a guest token's", { guestTokenId: 40 }, [a], "g40|o3x2@15000/1"],
    ["no lines", member, [], "m12|"],
  ])("%s", (_, party, lines, key) => {
    expect(quoteContentKey(party, lines)).toBe(key);
  });

  it.each<[string, QuoteParty, QuoteKeyLine[]]>([
    ["another member", { userId: 13 }, [a, b]],
    ["a guest token with the member's id", { guestTokenId: 12 }, [a, b]],
    ["another quantity", member, [{ ...a, quantity: 3 }, b]],
    ["another price", member, [{ ...a, unitPrice: 14_000 }, b]],
    ["another shipping payment", member, [{ ...a, shippingPaymentType: 2 }, b]],
    ["a line fewer", member, [a]],
  ])("differs for %s", (_, party, lines) => {
    expect(quoteContentKey(party, lines)).not.toBe(quoteContentKey(member, [a, b]));
  });
});

describe("quoteDay", () => {
  it.each([
    ["2026-01-15T00:00:00+09:00", "20260115"],
    ["2026-01-14T15:00:00Z", "20260115"],
    ["2026-01-14T14:59:59Z", "20260114"],
    ["2026-12-31T23:59:59+09:00", "20261231"],
  ])("%s → %s (Korea time)", (instant, day) => {
    expect(quoteDay(new Date(instant))).toBe(day);
  });
});

describe("quoteNumber", () => {
  it.each([
    ["20260115", "3f9a2c1b77e0", "Q20260115-3F9A2C1B"],
    ["20261231", "00000000", "Q20261231-00000000"],
  ])("%s with %s → %s", (day, digest, number) => {
    expect(quoteNumber(day, digest)).toBe(number);
    expect(number).toMatch(QUOTE_NUMBER_PATTERN);
  });

  it.each([
    ["2026-01-15", "3f9a2c1b"],
    ["20260115", "3f9a2c"],
    ["20260115", "zz9a2c1b"],
  ])("refuses day %s with digest %s", (day, digest) => {
    expect(() => quoteNumber(day, digest)).toThrow();
  });
});

describe("quoteTotals", () => {
  it.each([
    {
      name: "nothing",
      lines: [],
      boxes: [],
      totals: {
        itemTotal: 0,
        exemptTotal: 0,
        taxableTotal: 0,
        vatIncluded: 0,
        shippingTotal: 0,
        onDeliveryShipping: 0,
        grandTotal: 0,
      },
    },
    {
      name: "meat only, one prepaid box",
      lines: [
        { amount: 89_000, taxType: "taxFree" as const },
        { amount: 31_000, taxType: "taxFree" as const },
      ],
      boxes: [{ shipping: 3_000, onDeliveryShipping: 0 }],
      totals: {
        itemTotal: 120_000,
        exemptTotal: 120_000,
        taxableTotal: 0,
        vatIncluded: 0,
        shippingTotal: 3_000,
        onDeliveryShipping: 0,
        grandTotal: 123_000,
      },
    },
    {
      name: "meat and ham, a 착불 box left out of the total",
      lines: [
        { amount: 50_000, taxType: "taxFree" as const },
        { amount: 22_000, taxType: "taxable" as const },
      ],
      boxes: [
        { shipping: 0, onDeliveryShipping: 4_000 },
        { shipping: 3_500, onDeliveryShipping: 0 },
      ],
      totals: {
        itemTotal: 72_000,
        exemptTotal: 50_000,
        taxableTotal: 22_000,
        vatIncluded: 2_000,
        shippingTotal: 3_500,
        onDeliveryShipping: 4_000,
        grandTotal: 75_500,
      },
    },
  ])("$name", ({ lines, boxes, totals }) => {
    expect(quoteTotals(lines, boxes)).toEqual(totals);
  });
});

describe("quoteNotes", () => {
  it.each([
    [{ hasTaxable: false, pricesShown: true }, 3, false],
    [{ hasTaxable: true, pricesShown: true }, 4, true],
    [{ hasTaxable: true, pricesShown: false }, 3, true],
    [{ hasTaxable: false, pricesShown: false }, 2, false],
  ])("%o → %d notes", (flags, count, mentionsTaxable) => {
    const notes = quoteNotes(flags);
    expect(notes).toHaveLength(count);
    expect(notes.some((note) => note.includes("부가가치세 면세"))).toBe(true);
    expect(notes.some((note) => note.includes("과세 상품"))).toBe(mentionsTaxable);
  });
});
