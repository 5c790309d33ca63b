import { describe, expect, it } from "vitest";
import { CARRIERS, carrierOf, checkTracking, normalizeTrackingNumber, trackingInfo } from "./carrier-tracking.js";

describe("carrierOf", () => {
  it.each([
    ["CJ대한통운", "cj"],
    ["cj 대한통운", "cj"],
    ["(주)CJ대한통운", "cj"],
    ["대한통운", "cj"],
    ["cj", "cj"],
    ["롯데택배", "lotte"],
    ["롯데글로벌로지스㈜", "lotte"],
    ["한진택배", "hanjin"],
    ["한진", "hanjin"],
    ["HANJIN", "hanjin"],
    ["우체국택배", "epost"],
    ["우체국", "epost"],
    ["epost", "epost"],
    ["로젠택배", "logen"],
    ["로젠", "logen"],
    ["주식회사 로젠", "logen"],
    ["경동택배", "kdexp"],
    ["경동", "kdexp"],
  ])("%s → %s", (name, id) => {
    expect(carrierOf(name)?.id).toBe(id);
  });

  it.each(["대신택배", "", "택배", "CJ대한통운택배사"])("%s is not a carrier the shop knows", (name) => {
    expect(carrierOf(name)).toBeNull();
  });

  it("every name of a carrier finds that carrier, so no two carriers share a name", () => {
    for (const carrier of CARRIERS) {
      for (const alias of [carrier.id, carrier.name, ...carrier.aliases]) expect(carrierOf(alias)?.id).toBe(carrier.id);
    }
  });
});

describe("normalizeTrackingNumber", () => {
  it.each([
    ["601234567890", "601234567890"],
    ["6012-3456-7890", "601234567890"],
    [" 6012 3456 7890 ", "601234567890"],
    ["1234567890", "1234567890"],
    ["12345678901234", "12345678901234"],
    ["123456789", null],
    ["123456789012345", null],
    ["60123456789A", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(normalizeTrackingNumber(input)).toBe(expected);
  });
});

describe("trackingInfo", () => {
  it.each([
    [
      "CJ대한통운",
      "6012-3456-7890",
      "CJ대한통운",
      "https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890",
    ],
    [
      "롯데택배",
      "312345678901",
      "롯데택배",
      "https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=312345678901",
    ],
    [
      "한진",
      "512345678901",
      "한진택배",
      "https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=512345678901",
    ],
    [
      "우체국",
      "6865012345678",
      "우체국택배",
      "https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6865012345678",
    ],
    ["로젠택배", "12345678901", "로젠택배", "https://www.ilogen.com/web/personal/trace/12345678901"],
  ])("%s %s → %s, %s", (carrier, number, name, url) => {
    expect(trackingInfo(carrier, number)).toMatchObject({ carrierName: name, trackingUrl: url });
  });

  it("a box that has not shipped has no carrier, number or link", () => {
    expect(trackingInfo("", "")).toEqual({
      carrierName: null,
      carrierId: null,
      trackingNumber: null,
      trackingUrl: null,
    });
  });

  it("an unknown carrier keeps its name and number but gets no link", () => {
    expect(trackingInfo("대신택배", "123456789012")).toEqual({
      carrierName: "대신택배",
      carrierId: null,
      trackingNumber: "123456789012",
      trackingUrl: null,
    });
  });

  it("an unreadable number of a known carrier gets no link", () => {
    expect(trackingInfo("CJ대한통운", "확인중")).toMatchObject({
      carrierName: "CJ대한통운",
      trackingNumber: "확인중",
      trackingUrl: null,
    });
  });

  it("a carrier without a number yet shows the carrier only", () => {
    expect(trackingInfo("로젠", "")).toMatchObject({
      carrierName: "로젠택배",
      trackingNumber: null,
      trackingUrl: null,
    });
  });
});

describe("checkTracking (staff marking a box 배송중)", () => {
  it.each([
    ["CJ대한통운", "6012-3456-7890", "cj", "601234567890"],
    ["CJ대한통운", "1234567890", "cj", "1234567890"],
    ["롯데택배", "3123 4567 8901", "lotte", "312345678901"],
    ["롯데", "3123456789012", "lotte", "3123456789012"],
    ["한진택배", "512345678901", "hanjin", "512345678901"],
    ["우체국택배", "6865012345678", "epost", "6865012345678"],
    ["로젠택배", "12345678901", "logen", "12345678901"],
    ["경동택배", "3123456789012", "kdexp", "3123456789012"],
  ])("%s %s is accepted as %s %s", (carrier, number, id, digits) => {
    expect(checkTracking(carrier, number)).toMatchObject({ ok: true, carrier: { id }, trackingNumber: digits });
  });

  it.each([
    ["CJ대한통운", "123456789", "CJ대한통운 운송장 번호는 숫자 10~12자리로 입력해 주세요."],
    ["CJ대한통운", "1234567890123", "CJ대한통운 운송장 번호는 숫자 10~12자리로 입력해 주세요."],
    ["우체국택배", "686501234567", "우체국택배 운송장 번호는 숫자 13자리로 입력해 주세요."],
    ["로젠택배", "1234567890", "로젠택배 운송장 번호는 숫자 11자리로 입력해 주세요."],
    ["롯데택배", "31234567890A", "롯데택배 운송장 번호는 숫자 12~13자리로 입력해 주세요."],
    ["한진택배", "", "한진택배 운송장 번호는 숫자 10~12자리로 입력해 주세요."],
  ])("%s %j is refused: %s", (carrier, number, message) => {
    expect(checkTracking(carrier, number)).toEqual({ ok: false, field: "trackingNumber", message });
  });

  it.each(["", "대신택배", "택배"])("carrier %j is refused before the number is read", (carrier) => {
    expect(checkTracking(carrier, "601234567890")).toEqual({
      ok: false,
      field: "carrier",
      message: "택배사를 목록에서 선택해 주세요.",
    });
  });

  it("every carrier's lengths fit the general 10–14 digit rule, so its links always work", () => {
    for (const carrier of CARRIERS) {
      const [min, max] = carrier.trackingDigits;
      expect(min).toBeLessThanOrEqual(max);
      expect(normalizeTrackingNumber("1".repeat(min))).not.toBeNull();
      expect(normalizeTrackingNumber("1".repeat(max))).not.toBeNull();
    }
  });
});
