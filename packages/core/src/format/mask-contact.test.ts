import { describe, expect, it } from "vitest";
import { maskAddress, maskEmail } from "./mask-contact.js";

describe("maskEmail", () => {
  it.each([
    ["hanwoo@naver.com", "ha****@n****.com"],
    ["ab@daum.net", "a*@d***.net"],
    ["a@b.co.kr", "a*@b*.co.kr"],
    ["  meat.shop@coop.or.kr ", "me*******@c***.or.kr"],
    ["user@localhost", "us**@l********"],
    ["한우사랑@example.com", "한우**@e******.com"],
    ["not-an-email", "************"],
    ["@naver.com", "**********"],
    ["name@", "*****"],
    ["a@b@c.com", "*********"],
    ["", "***"],
  ])("%j → %j", (value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });
});

describe("maskAddress", () => {
  it.each([
    ["서울특별시 강남구 테헤란로 123 4층", "서울특별시 강남구 테헤란로 *** **"],
    ["경기도 성남시 분당구 판교역로 235 에이치스퀘어", "경기도 성남시 분당구 판교역로 *** ******"],
    ["강원특별자치도 평창군 대관령면 횡계리 123-4", "강원특별자치도 평창군 대관령면 *** *****"],
    ["서울 종로구 종로1가 1", "서울 종로구 종로1가 *"],
    ["부산광역시 해운대구 우동 1411", "부산광역시 해운대구 우동 ****"],
    ["세종특별자치시 한누리대로 2130", "세종특별자치시 한누리대로 ****"],
    ["123 Main Street Springfield", "123 **** ****** ***********"],
    ["서울특별시", "서울특별시"],
    ["서울특별시 강남구", "서울특별시 ***"],
    ["   ", ""],
  ])("%j → %j", (value, expected) => {
    expect(maskAddress(value)).toBe(expected);
  });
});
