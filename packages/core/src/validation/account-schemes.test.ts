import { describe, expect, it } from "vitest";
import { type AccountScheme, MEMBER_ACCOUNT_SCHEME, PARTNER_ACCOUNT_SCHEME } from "./account-schemes.js";
import {
  ID_MESSAGE,
  LOGIN_ID_MESSAGE,
  PARTNER_PASSWORD_MESSAGE,
  PASSWORD_COMPOSITION_MESSAGE,
  PASSWORD_REPEAT_MESSAGE,
  PASSWORD_SEQUENCE_MESSAGE,
  REQUIRED_MESSAGE,
} from "./messages.js";
import { validateFields } from "./validate-fields.js";

function check(scheme: AccountScheme, values: { id?: string; password?: string }) {
  return validateFields(values, { id: scheme.id.rules, password: scheme.password.rules });
}

describe("MEMBER_ACCOUNT_SCHEME", () => {
  it("states the lengths of SPEC §9", () => {
    expect([MEMBER_ACCOUNT_SCHEME.id.minLength, MEMBER_ACCOUNT_SCHEME.id.maxLength]).toEqual([4, 16]);
    expect([MEMBER_ACCOUNT_SCHEME.password.minLength, MEMBER_ACCOUNT_SCHEME.password.maxLength]).toEqual([10, 16]);
  });

  it.each([
    ["meat01", "Meat!2468Cut", []],
    ["", "", [REQUIRED_MESSAGE, REQUIRED_MESSAGE]],
    ["abc", "Meat!2468Cut", [LOGIN_ID_MESSAGE]],
    ["partner.kim", "Meat!2468Cut", [LOGIN_ID_MESSAGE]],
    ["meat01", "a1!a1!a1!", [PASSWORD_COMPOSITION_MESSAGE]],
    ["meat01", "a1!a1!a1!a", []],
    ["meat01", "a1!a1!a1!a1!a1!a", []],
    ["meat01", "a1!a1!a1!a1!a1!a1", [PASSWORD_COMPOSITION_MESSAGE]],
    ["meat01", "Meat!2468Cuttt", [PASSWORD_REPEAT_MESSAGE]],
    ["meat01", "Meat!2468Qwe", [PASSWORD_SEQUENCE_MESSAGE]],
  ])("id %j, password %j → %j", (idValue, password, messages) => {
    expect(check(MEMBER_ACCOUNT_SCHEME, { id: idValue, password }).map((error) => error.message)).toEqual(messages);
  });
});

describe("PARTNER_ACCOUNT_SCHEME", () => {
  it("states the lengths of SPEC §9", () => {
    expect([PARTNER_ACCOUNT_SCHEME.id.minLength, PARTNER_ACCOUNT_SCHEME.id.maxLength]).toEqual([6, 30]);
    expect([PARTNER_ACCOUNT_SCHEME.password.minLength, PARTNER_ACCOUNT_SCHEME.password.maxLength]).toEqual([8, 20]);
  });

  it.each([
    ["partner.kim", "Partner#24", []],
    ["store@farm.kr", "a1!a1!a1", []],
    ["", "", [REQUIRED_MESSAGE, REQUIRED_MESSAGE]],
    ["meat", "Partner#24", [ID_MESSAGE]],
    ["partner.kim", "a1!a1!a", [PARTNER_PASSWORD_MESSAGE]],
    ["partner.kim", "a1!a1!a1!a1!a1!a1!a1", []],
    ["partner.kim", "a1!a1!a1!a1!a1!a1!a1!", [PARTNER_PASSWORD_MESSAGE]],
  ])("id %j, password %j → %j", (idValue, password, messages) => {
    expect(check(PARTNER_ACCOUNT_SCHEME, { id: idValue, password }).map((error) => error.message)).toEqual(messages);
  });
});
