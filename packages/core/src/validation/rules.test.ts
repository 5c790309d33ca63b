import { describe, expect, it } from "vitest";
import {
  ALPHA_NUM_MESSAGE,
  DATE_MESSAGE,
  EMAIL_ALTERNATE_MESSAGE,
  EMAIL_DOMAIN_HANGUL_MESSAGE,
  EMAIL_LOCAL_HANGUL_MESSAGE,
  EMAIL_MESSAGE,
  ID_MESSAGE,
  KOREAN_MESSAGE,
  LAST_PHONE_MESSAGE,
  LOGIN_ID_MESSAGE,
  NUMERIC_MESSAGE,
  PASSWORD_CONFIRM_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  TEL_MESSAGE,
} from "./messages.js";
import {
  alphaNum,
  checkboxRequired,
  confirmed,
  date,
  digits,
  email,
  emailAlternate,
  id,
  korean,
  lastPhone,
  limitTextLength,
  loginId,
  max,
  minmax,
  noEmoji,
  numberComma,
  numberNegative,
  numeric,
  phoneNumber,
  required,
  requiredIf,
  tel,
} from "./rules.js";

/** Runs a table of values that must pass and values that must fail with `message`. */
function describeRule(
  name: string,
  rule: (value: unknown) => string | null,
  message: string,
  valid: unknown[],
  invalid: unknown[],
) {
  describe(name, () => {
    it.each(valid.map((value) => [value]))("%j passes", (value) => {
      expect(rule(value)).toBeNull();
    });
    it.each(invalid.map((value) => [value]))("%j fails", (value) => {
      expect(rule(value)).toBe(message);
    });
  });
}

describe("required", () => {
  it.each([[""], ["   "], [null], [undefined], [0], [[]]])("%j is missing", (value) => {
    expect(required(value)).toBe(REQUIRED_MESSAGE);
  });
  it.each([["a"], [" 홍 "], [1], [-1], ["0"], [false], [true], [["x"]], [{}]])("%j is present", (value) => {
    expect(required(value)).toBeNull();
  });
});

describe("checkboxRequired", () => {
  it.each([
    [true, null],
    [false, REQUIRED_MESSAGE],
    [undefined, REQUIRED_MESSAGE],
    [null, REQUIRED_MESSAGE],
    ["on", REQUIRED_MESSAGE],
    [1, REQUIRED_MESSAGE],
  ])("%j → %s", (value, expected) => {
    expect(checkboxRequired(value)).toBe(expected);
  });
});

describe("requiredIf", () => {
  it.each([
    ["", true, REQUIRED_MESSAGE],
    [0, true, REQUIRED_MESSAGE],
    [null, true, REQUIRED_MESSAGE],
    ["1248100998", true, null],
    ["", false, null],
    [undefined, false, null],
  ])("%j when %s → %s", (value, when, expected) => {
    expect(requiredIf(value, { when })).toBe(expected);
  });
});

describeRule(
  "email",
  email,
  EMAIL_MESSAGE,
  ["", null, "user@example.com", "hong.gildong@nonghyup.co.kr", "a_b+tag@mail.example.org", "x1@x.io", "O'Neil@ex.com"],
  [
    "user",
    "user@",
    "@example.com",
    "user@example",
    "user@example.c",
    "user@@example.com",
    "user@exa mple.com",
    "us er@example.com",
    ".user@example.com",
    "user.@example.com",
    "us..er@example.com",
    "user@-example.com",
    "홍길동@example.com",
    "user@네이버.com",
    "user@example.com ",
    42,
    { email: "user@example.com" },
  ],
);

describe("emailAlternate", () => {
  it.each([
    ["user@example.com", null],
    ["hong.gildong@nonghyup.co.kr", null],
    ["", null],
    [undefined, null],
    ["홍길동@example.com", EMAIL_LOCAL_HANGUL_MESSAGE],
    ["hongㄱ@example.com", EMAIL_LOCAL_HANGUL_MESSAGE],
    ["홍길동", EMAIL_LOCAL_HANGUL_MESSAGE],
    ["user@네이버.com", EMAIL_DOMAIN_HANGUL_MESSAGE],
    ["user@naver.컴", EMAIL_DOMAIN_HANGUL_MESSAGE],
    ["홍@네이버.com", EMAIL_LOCAL_HANGUL_MESSAGE],
    ["user", EMAIL_ALTERNATE_MESSAGE],
    ["user@example", EMAIL_ALTERNATE_MESSAGE],
    ["user@@example.com", EMAIL_ALTERNATE_MESSAGE],
    [123, EMAIL_ALTERNATE_MESSAGE],
  ])("%j → %s", (value, expected) => {
    expect(emailAlternate(value)).toBe(expected);
  });
});

describeRule(
  "alphaNum",
  alphaNum,
  ALPHA_NUM_MESSAGE,
  ["", "abc", "ABC123", "123", "a1", 2024],
  ["abc!", "a b", "한글1", "a_1", "ａ1", "-1"],
);

describe("minmax", () => {
  it.each([
    ["ab", null],
    ["abcde", null],
    ["홍길", null],
    ["😀😀", null],
    ["", null],
    ["a", "2~5자 이내로 입력해 주세요."],
    ["abcdef", "2~5자 이내로 입력해 주세요."],
    ["홍길동전기록", "2~5자 이내로 입력해 주세요."],
  ])("%j within 2~5 → %s", (value, expected) => {
    expect(minmax(value, { min: 2, max: 5 })).toBe(expected);
  });
});

describe("max", () => {
  it.each([
    ["", null],
    ["abc", null],
    ["한우등심", null],
    ["abcd", null],
    ["abcde", "4자리 이내로 입력해 주세요."],
    ["한우등심살", "4자리 이내로 입력해 주세요."],
    [12345, "4자리 이내로 입력해 주세요."],
  ])("%j at most 4 → %s", (value, expected) => {
    expect(max(value, { length: 4 })).toBe(expected);
  });
});

describeRule(
  "numeric (numeric, number, number_only)",
  numeric,
  NUMERIC_MESSAGE,
  ["", "0", "0123", "1234567890", 42],
  ["-1", "1,000", "1.5", "12a", " 12", "１２", "일이", -1, 1.5],
);

describeRule(
  "numberNegative",
  numberNegative,
  NUMERIC_MESSAGE,
  ["", "0", "123", "-123", "-0", -5000],
  ["-", "--1", "1-", "+1", "-1,000", "1.5", "- 1"],
);

describeRule(
  "numberComma",
  numberComma,
  NUMERIC_MESSAGE,
  ["", "0", "1000", "1,000", "12,345", "123,456,789", "999"],
  ["1,00", "1000,000", ",100", "100,", "1,,000", "-1,000", "1.000", "1,000.5", "1 000"],
);

describe("confirmed", () => {
  it.each([
    ["Meat!2468Cut", "Meat!2468Cut", null],
    ["", "", null],
    [undefined, "", null],
    [undefined, undefined, null],
    ["Meat!2468Cut", "meat!2468cut", PASSWORD_CONFIRM_MESSAGE],
    ["", "Meat!2468Cut", PASSWORD_CONFIRM_MESSAGE],
    ["Meat!2468Cut ", "Meat!2468Cut", PASSWORD_CONFIRM_MESSAGE],
  ])("%j vs %j → %s", (value, other, expected) => {
    expect(confirmed(value, { other })).toBe(expected);
  });
});

describe("digits", () => {
  it.each([
    ["123456", null],
    ["000000", null],
    ["", null],
    ["12345", "6자리로 입력해 주세요."],
    ["1234567", "6자리로 입력해 주세요."],
    ["12345a", "6자리로 입력해 주세요."],
    ["123 456", "6자리로 입력해 주세요."],
  ])("%j as 6 digits → %s", (value, expected) => {
    expect(digits(value, { length: 6 })).toBe(expected);
  });
});

describeRule(
  "loginId",
  loginId,
  LOGIN_ID_MESSAGE,
  ["", "abcd", "a123", "1abc", "meatlover", "abcdefghij123456", "z0000000"],
  ["abc", "abcdefghij1234567", "1234", "Abcd", "ab_cd", "ab cd", "ab@cd", "홍길동abc", "abcd!"],
);

describeRule(
  "phoneNumber",
  phoneNumber,
  PHONE_NUMBER_MESSAGE,
  ["", "01012345678", "0101234567", "01112345678", "0161234567", "01712345678", "01812345678", "01912345678"],
  [
    "010-1234-5678",
    "0121234567",
    "01512345678",
    "021234567",
    "010123456",
    "010123456789",
    "1012345678",
    "0101234567a",
    "+821012345678",
  ],
);

describeRule(
  "korean",
  korean,
  KOREAN_MESSAGE,
  ["", "홍길동", "가", "힣", "남궁민수"],
  ["ㅎㄱㄷ", "홍길ㄷ", "ㅏ", "홍 길동", "홍길동a", "Hong", "홍길동1", "홍길동😀", "漢字"],
);

describeRule(
  "tel (phone, tel)",
  tel,
  TEL_MESSAGE,
  [
    "",
    "02-123-4567",
    "02-1234-5678",
    "0212345678",
    "031-123-4567",
    "0311234567",
    "031-1234-5678",
    "010-1234-5678",
    "01012345678",
    "070-1234-5678",
  ],
  [
    "1588-1234",
    "15881234",
    "02-12-3456",
    "02-12345-6789",
    "0212-345-6789",
    "02-1234-567",
    "02-12345678",
    "021234-5678",
    "02 1234 5678",
    "(02)1234-5678",
    "2-1234-5678",
    "02-1234-5678-",
  ],
);

describeRule(
  "lastPhone",
  lastPhone,
  LAST_PHONE_MESSAGE,
  ["", "1234567", "12345678", 12345678],
  ["123456", "123456789", "1234-5678", "123a567", "１２３４５６７"],
);

describeRule(
  "date (YYYYMMDD)",
  date,
  DATE_MESSAGE,
  ["", "20240101", "20240229", "20001231", "19990228", "20231130", 20240315],
  [
    "20230229",
    "21000229",
    "20231301",
    "20230001",
    "20230431",
    "20230100",
    "2023011",
    "202301011",
    "2023-01-01",
    "0000101a",
    "00000101",
  ],
);

describeRule(
  "id",
  id,
  ID_MESSAGE,
  ["", "abcdef", "a12345", "partner.kim", "kim_partner-01", "store@farm.kr", `a${"b".repeat(29)}`],
  [
    "abcde",
    `a${"b".repeat(30)}`,
    "1abcdef",
    "_abcdef",
    "Abcdef",
    "abcDef",
    "abc def",
    "abc!def",
    "abc#def",
    "한우abcdef",
  ],
);

describe("id boundary lengths", () => {
  it.each([
    [5, ID_MESSAGE],
    [6, null],
    [30, null],
    [31, ID_MESSAGE],
  ])("%d characters → %s", (length, expected) => {
    expect(id(`a${"1".repeat(length - 1)}`)).toBe(expected);
  });
});

describe("loginId boundary lengths", () => {
  it.each([
    [3, LOGIN_ID_MESSAGE],
    [4, null],
    [16, null],
    [17, LOGIN_ID_MESSAGE],
  ])("%d characters → %s", (length, expected) => {
    expect(loginId(`a${"1".repeat(length - 1)}`)).toBe(expected);
  });
});

describe("noEmoji", () => {
  const message = "이름에는 이모티콘을 추가할 수 없습니다.";
  it.each([
    ["홍길동", null],
    ["Hong Gil-dong 123 !@#", null],
    ["", null],
    ["♥ 사랑해요 ♥", null],
    ["☎ 02-123-4567", null],
    ["▶ 배송 전 연락 ※", null],
    ["★★★", null],
    ["ⓒ (주)농협", null],
    ["©®™", null],
    ["ㅋㅋㅋ", null],
    ["홍길동😀", message],
    ["❤️", message],
    ["👍🏻", message],
    ["🇰🇷", message],
    ["1️⃣", message],
    ["👨‍👩‍👧", message],
    ["⌚", message],
    ["✔️", message],
    ["🕯", message],
    ["🥩", message],
  ])("%j → %s", (value, expected) => {
    expect(noEmoji(value, { label: "이름" })).toBe(expected);
  });

  it("names the field in the message", () => {
    expect(noEmoji("배송 메모 🚚", { label: "배송메모" })).toBe("배송메모에는 이모티콘을 추가할 수 없습니다.");
  });
});

describe("limitTextLength", () => {
  it.each([
    ["", 5, "", null],
    ["한우등심", 5, "한우등심", null],
    ["한우등심살", 5, "한우등심살", null],
    ["한우등심살치", 5, "한우등심살", "5자를 초과 할 수 없습니다."],
    ["abcdefghij", 3, "abc", "3자를 초과 할 수 없습니다."],
    ["😀😀😀", 2, "😀😀", "2자를 초과 할 수 없습니다."],
  ])("%j limited to %d → %j, %s", (text, limit, expectedText, expectedAlert) => {
    expect(limitTextLength(text, limit)).toEqual({ text: expectedText, alert: expectedAlert });
  });
});
