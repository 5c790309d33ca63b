import { describe, expect, it } from "vitest";
import { koreaTime, messageSecret, phoneFilter, timeAgo } from "./inbox-message";

describe("phoneFilter", () => {
  it.each([
    [null, { typed: "", digits: "" }],
    ["", { typed: "", digits: "" }],
    ["01012345678", { typed: "01012345678", digits: "01012345678" }],
    [" 010-1234-5678 ", { typed: "010-1234-5678", digits: "01012345678" }],
    ["010 1234 5678", { typed: "010 1234 5678", digits: "01012345678" }],
    ["홍길동", { typed: "홍길동", digits: "" }],
    ["0".repeat(30), { typed: "0".repeat(20), digits: "0".repeat(20) }],
  ])("%j", (raw, expected) => {
    expect(phoneFilter(raw)).toEqual(expected);
  });
});

describe("messageSecret", () => {
  it.each([
    ["[농협몰] 인증번호는 [012345]입니다. 5분 이내에 입력해 주세요.", { label: "인증번호", value: "012345" }],
    ["[농협몰] 본인확인 코드 987654 를 입력해 주세요.", { label: "인증번호", value: "987654" }],
    [
      "[농협몰] 임시 비밀번호는 Ab3$kd92xQ 입니다. 로그인 후 비밀번호를 변경해 주세요.",
      { label: "임시 비밀번호", value: "Ab3$kd92xQ" },
    ],
    ["[농협몰] 주문번호 20261115000123 이 접수되었습니다.", null],
    ["배송이 시작되었습니다.", null],
  ])("%s", (text, expected) => {
    expect(messageSecret(text)).toEqual(expected);
  });
});

describe("timeAgo", () => {
  const now = "2026-11-15T06:00:00.000Z";
  it.each([
    ["2026-11-15T06:00:00.000Z", "방금 전"],
    ["2026-11-15T05:59:56.000Z", "방금 전"],
    ["2026-11-15T05:59:48.000Z", "12초 전"],
    ["2026-11-15T05:57:30.000Z", "2분 전"],
    ["2026-11-15T04:00:00.000Z", "2시간 전"],
    ["2026-11-12T06:00:00.000Z", "3일 전"],
    ["not a date", ""],
  ])("%s → %s", (createdAt, expected) => {
    expect(timeAgo(createdAt, now)).toBe(expected);
  });
});

describe("koreaTime", () => {
  it.each([
    ["2026-11-15T06:04:05.000Z", "11월 15일 오후 3:04:05"],
    ["2026-11-14T15:00:00.000Z", "11월 15일 오전 12:00:00"],
    ["nope", ""],
  ])("%s → %s", (createdAt, expected) => {
    expect(koreaTime(createdAt)).toBe(expected);
  });
});
