import { describe, expect, it } from "vitest";
import {
  EMAIL_MESSAGE,
  LOGIN_ID_MESSAGE,
  PASSWORD_COMPOSITION_MESSAGE,
  PASSWORD_CONFIRM_MESSAGE,
  PASSWORD_REPEAT_MESSAGE,
  REQUIRED_MESSAGE,
} from "./messages.js";
import { password1, password2 } from "./password.js";
import { confirmed, email, loginId, required } from "./rules.js";
import { type FieldRules, validateFields } from "./validate-fields.js";

const joinRules: FieldRules = {
  loginId: [required, loginId],
  password: [required, password1, password2],
  passwordConfirm: [required, (value, values) => confirmed(value, { other: values.password })],
  email: [email],
};

describe("validateFields", () => {
  it.each([
    [
      "all valid",
      { loginId: "meat01", password: "Meat!2468Cut", passwordConfirm: "Meat!2468Cut", email: "a@b.kr" },
      [],
    ],
    ["optional field left empty", { loginId: "meat01", password: "Meat!2468Cut", passwordConfirm: "Meat!2468Cut" }, []],
    [
      "every field wrong, one message each, in rule order",
      { loginId: "AB", password: "aaa", passwordConfirm: "bbb", email: "nope" },
      [
        { field: "loginId", message: LOGIN_ID_MESSAGE },
        { field: "password", message: PASSWORD_REPEAT_MESSAGE },
        { field: "passwordConfirm", message: PASSWORD_CONFIRM_MESSAGE },
        { field: "email", message: EMAIL_MESSAGE },
      ],
    ],
    [
      "missing fields report required, not a format message",
      {},
      [
        { field: "loginId", message: REQUIRED_MESSAGE },
        { field: "password", message: REQUIRED_MESSAGE },
        { field: "passwordConfirm", message: REQUIRED_MESSAGE },
      ],
    ],
    [
      "a later rule reports once an earlier one passes",
      { loginId: "meat01", password: "Meat2468Cut", passwordConfirm: "Meat2468Cut" },
      [{ field: "password", message: PASSWORD_COMPOSITION_MESSAGE }],
    ],
    [
      "values without rules are ignored",
      { loginId: "meat01", password: "Meat!2468Cut", passwordConfirm: "Meat!2468Cut", nickname: "😀" },
      [],
    ],
  ])("%s", (_, values, expected) => {
    expect(validateFields(values, joinRules)).toEqual(expected);
  });
});
