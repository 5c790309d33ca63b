import { designatedBelowMinimumMessage, designatedQuantityInvalidMessage } from "@shop/core/checkout/designated-order";
import { describe, expect, it } from "vitest";
import { DESIGNATED_BOX, DESIGNATED_PACK } from "./private-order-fixtures";
import {
  type Choices,
  choiceErrors,
  choicesFromForm,
  choiceTotals,
  paymentReturnNotice,
  startBody,
  startingChoices,
  stepChoice,
} from "./private-order-form";

const LIST = [DESIGNATED_BOX, DESIGNATED_PACK];
const unchosen: Choices = {
  7: { selected: false, optionId: 71, quantity: "10" },
  9: { selected: false, optionId: 91, quantity: "5" },
};

describe("startingChoices", () => {
  it.each([
    ["", unchosen],
    ["?itemUserCode=G0000007&quantity=10", { ...unchosen, 7: { selected: true, optionId: 71, quantity: "10" } }],
    ["?itemUserCode=G0000007&quantity=25", { ...unchosen, 7: { selected: true, optionId: 71, quantity: "25" } }],
    // Never below the item's minimum, and a quantity that is not a whole number starts at it.
    ["?itemUserCode=G0000007&quantity=3", { ...unchosen, 7: { selected: true, optionId: 71, quantity: "10" } }],
    ["?itemUserCode=G0000009&quantity=abc", { ...unchosen, 9: { selected: true, optionId: 91, quantity: "5" } }],
    ["?itemUserCode=G0000009&quantity=5.5", { ...unchosen, 9: { selected: true, optionId: 91, quantity: "5" } }],
    // An item not designated to the buyer chooses nothing.
    ["?itemUserCode=G0000001&quantity=10", unchosen],
  ])("%s", (search, expected) => {
    expect(startingChoices(LIST, new URLSearchParams(search))).toEqual(expected);
  });
});

describe("choicesFromForm", () => {
  const form = (entries: readonly (readonly [string, string])[]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  const cases: [string, readonly (readonly [string, string])[], Choices][] = [
    [
      "a chosen item with its option and quantity",
      [
        ["item", "7"],
        ["option-7", "72"],
        ["quantity-7", " 12 "],
        ["option-9", "91"],
        ["quantity-9", "5"],
      ],
      { 7: { selected: true, optionId: 72, quantity: "12" }, 9: { selected: false, optionId: 91, quantity: "5" } },
    ],
    [
      // An option of another item, an unknown item and a missing quantity fall back to the item's own.
      "what does not belong",
      [
        ["item", "9"],
        ["item", "1234"],
        ["option-9", "71"],
      ],
      { 7: { selected: false, optionId: 71, quantity: "10" }, 9: { selected: true, optionId: 91, quantity: "5" } },
    ],
  ];
  it.each(cases)("%s", (_name, entries, expected) => {
    expect(choicesFromForm(LIST, form(entries))).toEqual(expected);
  });
});

describe("stepChoice", () => {
  const chosen = (quantity: string): Choices => ({ ...unchosen, 7: { selected: true, optionId: 71, quantity } });
  it.each([
    ["7:1", chosen("10"), "11"],
    ["7:-1", chosen("11"), "10"],
    ["7:-1", chosen("10"), "10"], // never below the minimum
    ["7:1", chosen("999"), "999"], // nor above the line maximum
    ["7:1", chosen("abc"), "11"], // a typed mistake steps from the minimum
  ])("%s on %o → %s", (step, choices, quantity) => {
    expect(stepChoice(LIST, choices, step)[7]).toEqual({ selected: true, optionId: 71, quantity });
  });

  it("chooses the item it steps, and ignores a step that names no item", () => {
    expect(stepChoice(LIST, unchosen, "9:1")[9]).toEqual({ selected: true, optionId: 91, quantity: "6" });
    expect(stepChoice(LIST, unchosen, "1234:1")).toBe(unchosen);
    expect(stepChoice(LIST, unchosen, "7:5")).toBe(unchosen);
  });
});

describe("choiceErrors", () => {
  it.each([
    ["10", 71, {}],
    ["9", 71, { 7: designatedBelowMinimumMessage(10, "박스") }],
    ["10.5", 71, { 7: designatedQuantityInvalidMessage("박스") }],
    ["", 71, { 7: designatedQuantityInvalidMessage("박스") }],
    ["13", 72, { 7: "재고가 부족합니다. (남은 수량: 12개)" }], // the 2kg option's stock
  ])("%s units of option %d → %o", (quantity, optionId, expected) => {
    expect(choiceErrors(LIST, { ...unchosen, 7: { selected: true, optionId, quantity } })).toEqual(expected);
  });

  it("checks only chosen items", () => {
    expect(choiceErrors(LIST, { ...unchosen, 9: { selected: false, optionId: 91, quantity: "1" } })).toEqual({});
  });
});

describe("startBody and choiceTotals", () => {
  const choices: Choices = {
    7: { selected: true, optionId: 72, quantity: "10" },
    9: { selected: true, optionId: 91, quantity: "6" },
  };
  it("sends the chosen lines only, in the page's order", () => {
    expect(startBody(LIST, choices)).toEqual({
      lines: [
        { itemId: 7, optionId: 72, quantity: 10 },
        { itemId: 9, optionId: 91, quantity: 6 },
      ],
    });
    expect(startBody(LIST, unchosen)).toEqual({ lines: [] });
  });

  it("adds up the designated prices of the chosen options and what they save", () => {
    expect(choiceTotals(LIST, choices)).toEqual({
      count: 2,
      amount: 102_960 * 10 + 36_000 * 6,
      saving: (117_000 - 102_960) * 10 + (40_000 - 36_000) * 6,
    });
    expect(choiceTotals(LIST, unchosen)).toEqual({ count: 0, amount: 0, saving: 0 });
    expect(choiceTotals(LIST, { ...unchosen, 7: { selected: true, optionId: 71, quantity: "x" } })).toEqual({
      count: 1,
      amount: 0,
      saving: 0,
    });
  });
});

describe("paymentReturnNotice", () => {
  it.each([
    ["cancelled", "결제가 취소되었습니다. 상품과 수량을 확인하신 뒤 다시 주문해 주세요."],
    ["failed", "결제가 완료되지 않았습니다. 잠시 후 다시 시도하시거나 다른 결제수단을 이용해 주세요."],
    ["paid", null],
    ["", null],
    [null, null],
  ])("?payment=%s → %s", (payment, notice) => {
    expect(paymentReturnNotice(payment)).toBe(notice);
  });
});
