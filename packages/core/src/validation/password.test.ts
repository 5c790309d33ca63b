import { describe, expect, it } from "vitest";
import {
  PARTNER_PASSWORD_MESSAGE,
  PASSWORD_COMPOSITION_MESSAGE,
  PASSWORD_REPEAT_MESSAGE,
  PASSWORD_SEQUENCE_MESSAGE,
} from "./messages.js";
import { partnerPassword, password1, password2, password3, passwordRules } from "./password.js";

describe("password1 (no character three times in a row)", () => {
  it.each(["a1!b2@c3#", "aab1!", "a1a1a1", "11a11", "!!a!!", "AAa", "가가나", ""])("%j passes", (value) => {
    expect(password1(value)).toBeNull();
  });

  it.each(["aaa1!x", "x111y", "pass!!!word", "Zz999", "AAA", "가가가", "😀😀😀"])("%j is refused", (value) => {
    expect(password1(value)).toBe(PASSWORD_REPEAT_MESSAGE);
  });
});

describe("password2 (10–16, letter + digit + special, no spaces)", () => {
  it.each([
    ["a1!a1!a1!a", "10 characters"],
    ["a1!a1!a1!a1!a1!a", "16 characters"],
    ["Meat2024$Cut", "mixed case"],
    ["ZZ9_zz9_zz", "underscore as special"],
    ["a~1b~1c~1d", "tilde as special"],
    ["[]{}a1()<>", "brackets as special"],
  ])("%s passes (%s)", (value) => {
    expect(password2(value)).toBeNull();
  });

  it.each([
    ["a1!a1!a1!", "9 characters"],
    ["a1!a1!a1!a1!a1!a1", "17 characters"],
    ["abcdefghij1", "no special"],
    ["abcdefghi!!", "no digit"],
    ["1234567!!!", "no letter"],
    ["a1! a1! a1!", "space"],
    ["a1!\ta1!a1!a", "tab"],
    ["한글a1!a1!a1!", "Hangul"],
    ["ａ1!ａ1!ａ1!ａ", "full-width letters"],
  ])("%s is refused (%s)", (value) => {
    expect(password2(value)).toBe(PASSWORD_COMPOSITION_MESSAGE);
  });
});

describe("password3 (no run of 3 along the alphabet, digits or keyboard rows)", () => {
  it.each(["ab1!ba2@", "acegik", "1357!", "qw!er", "zx1cv", "abd", "xyA", "a1b2c3", "qaz", "plm", "za1", "901", ""])(
    "%j passes",
    (value) => {
      expect(password3(value)).toBeNull();
    },
  );

  it.each([
    ["x!abc9", "abc"],
    ["x!cba9", "cba"],
    ["meat123!", "123"],
    ["meat321!", "321"],
    ["qwe!9x", "qwe"],
    ["ewq!9x", "ewq"],
    ["asd!9x", "asd"],
    ["dsa!9x", "dsa"],
    ["zxc!9x", "zxc"],
    ["cxz!9x", "cxz"],
    ["9!iop", "iop"],
    ["9!jkl", "jkl"],
    ["9!bnm", "bnm"],
    ["xyz1!", "xyz"],
    ["7890!", "789 and 890 on the number row"],
    ["!098", "098 on the number row"],
    ["ABC1!", "upper case"],
    ["aBc1!", "mixed case"],
    ["QwE1!", "mixed case keyboard"],
  ])("%s is refused (%s)", (value) => {
    expect(password3(value)).toBe(PASSWORD_SEQUENCE_MESSAGE);
  });

  it("keeps SPEC §5's 4자리 wording while refusing runs of 3", () => {
    expect(PASSWORD_SEQUENCE_MESSAGE).toBe("비밀번호에 4자리 이상 연속된 문자는 사용할 수 없습니다.");
  });
});

describe("partnerPassword (8–20, letter + digit + special)", () => {
  it.each([
    ["a1!a1!a1", "8 characters"],
    ["a1!a1!a1!a1!a1!a1!a1", "20 characters"],
    ["Partner#2024", "ordinary"],
  ])("%s passes (%s)", (value) => {
    expect(partnerPassword(value)).toBeNull();
  });

  it.each([
    ["a1!a1!a", "7 characters"],
    ["a1!a1!a1!a1!a1!a1!a1!", "21 characters"],
    ["partner2024", "no special"],
    ["partner!!", "no digit"],
    ["2024!!!!", "no letter"],
    ["part ner#2024", "space"],
    ["파트너a1!a1!", "Hangul"],
  ])("%s is refused (%s)", (value) => {
    expect(partnerPassword(value)).toBe(PARTNER_PASSWORD_MESSAGE);
  });
});

describe("passwordRules", () => {
  it.each([
    ["Meat!2468Cut", []],
    ["", []],
    ["aaa", [PASSWORD_REPEAT_MESSAGE, PASSWORD_COMPOSITION_MESSAGE]],
    ["abc", [PASSWORD_COMPOSITION_MESSAGE, PASSWORD_SEQUENCE_MESSAGE]],
    ["aaabc", [PASSWORD_REPEAT_MESSAGE, PASSWORD_COMPOSITION_MESSAGE, PASSWORD_SEQUENCE_MESSAGE]],
    ["Meat!2468Cutqwe", [PASSWORD_SEQUENCE_MESSAGE]],
    ["Meat!2468Cuttt", [PASSWORD_REPEAT_MESSAGE]],
    ["Meat2468Cut", [PASSWORD_COMPOSITION_MESSAGE]],
  ])("%j → %j", (value, expected) => {
    expect(passwordRules(value)).toEqual(expected);
  });
});
