import { describe, expect, it } from "vitest";
import { CARRIERS, carrierOf, normalizeTrackingNumber, trackingInfo } from "./carrier-tracking.js";

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
  ])("%s → %s", (name, id) => {
    expect(carrierOf(name)?.id).toBe(id);
  });

  it.each(["경동택배", "", "택배", "CJ대한통운택배사"])("%s is not a carrier the shop knows", (name) => {
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
    expect(trackingInfo("경동택배", "123456789012")).toEqual({
      carrierName: "경동택배",
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
