// The Korean parcel carriers a box ships with, and where a shopper follows a tracking number (운송장 번호) on the
// carrier's own site. A box stores its carrier as the seller or the logistics team typed it (order_shipments.carrier),
// so a carrier is recognised by any of its usual names; an unknown carrier still shows its name, without a link.

export type CarrierId = "cj" | "lotte" | "hanjin" | "epost" | "logen" | "kdexp";

export interface Carrier {
  id: CarrierId;
  /** The name the shop shows. */
  name: string;
  /** Names a box's carrier may be written as (compared without spaces, case and a leading or trailing (주)). */
  aliases: readonly string[];
  /** The carrier's public tracking page; `{trackingNumber}` is replaced by the digits of the number. */
  trackingUrlTemplate: string;
  /** How many digits its waybill numbers have (the shortest and the longest it issues). */
  trackingDigits: readonly [min: number, max: number];
}

export const CARRIERS: readonly Carrier[] = [
  {
    id: "cj",
    name: "CJ대한통운",
    aliases: ["CJ대한통운", "대한통운", "CJ택배", "CJ", "CJ Logistics", "cjlogistics"],
    trackingUrlTemplate: "https://trace.cjlogistics.com/next/tracking.html?wblNo={trackingNumber}",
    trackingDigits: [10, 12],
  },
  {
    id: "lotte",
    name: "롯데택배",
    aliases: ["롯데택배", "롯데글로벌로지스", "롯데", "lotte", "lotteglogis"],
    trackingUrlTemplate: "https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={trackingNumber}",
    trackingDigits: [12, 13],
  },
  {
    id: "hanjin",
    name: "한진택배",
    aliases: ["한진택배", "한진", "hanjin"],
    trackingUrlTemplate:
      "https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={trackingNumber}",
    trackingDigits: [10, 12],
  },
  {
    id: "epost",
    name: "우체국택배",
    aliases: ["우체국택배", "우체국", "우정사업본부", "epost", "koreapost"],
    trackingUrlTemplate: "https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={trackingNumber}",
    trackingDigits: [13, 13],
  },
  {
    id: "logen",
    name: "로젠택배",
    aliases: ["로젠택배", "로젠", "logen", "ilogen"],
    trackingUrlTemplate: "https://www.ilogen.com/web/personal/trace/{trackingNumber}",
    trackingDigits: [11, 11],
  },
  {
    id: "kdexp",
    name: "경동택배",
    aliases: ["경동택배", "경동", "경동화물", "kdexp"],
    trackingUrlTemplate: "https://kdexp.com/service/delivery/etc/delivery.do?barcode={trackingNumber}",
    trackingDigits: [10, 14],
  },
];

/** Korean waybill numbers are 10 to 14 digits (CJ and 한진 10–12, 롯데 12–13, 우체국 13, 로젠 11, 경동 10–14). */
const TRACKING_NUMBER = /^\d{10,14}$/;

const comparable = (name: string) =>
  name
    .normalize("NFC")
    .replace(/\(주\)|㈜|주식회사/g, "")
    .replace(/\s+/g, "")
    .toLowerCase();

const byAlias = new Map(
  CARRIERS.flatMap((carrier) => [carrier.id, ...carrier.aliases].map((alias) => [comparable(alias), carrier] as const)),
);

/** The carrier a stored name stands for (its id or any of its names), or null for one the shop does not know. */
export function carrierOf(name: string): Carrier | null {
  return byAlias.get(comparable(name)) ?? null;
}

/** A tracking number as typed ("6012-3456-7890", with spaces) reduced to its digits; null unless 10–14 digits. */
export function normalizeTrackingNumber(trackingNumber: string): string | null {
  const digits = trackingNumber.replace(/[\s-]/g, "");
  return TRACKING_NUMBER.test(digits) ? digits : null;
}

export interface TrackingInfo {
  /** The carrier's shop name, or the stored name of an unknown carrier; null before the box has one. */
  carrierName: string | null;
  carrierId: CarrierId | null;
  /** The number as stored (trimmed); null before the box ships. */
  trackingNumber: string | null;
  /** The carrier's tracking page for this number; null for an unknown carrier or an unreadable number. */
  trackingUrl: string | null;
}

/** What a box's stored carrier and tracking number tell the shopper: names, and a link where one can be made. */
export function trackingInfo(carrier: string, trackingNumber: string): TrackingInfo {
  const name = carrier.trim();
  const number = trackingNumber.trim();
  const known = name === "" ? null : carrierOf(name);
  const digits = number === "" ? null : normalizeTrackingNumber(number);
  return {
    carrierName: known?.name ?? (name === "" ? null : name),
    carrierId: known?.id ?? null,
    trackingNumber: number === "" ? null : number,
    trackingUrl:
      known && digits ? known.trackingUrlTemplate.replace("{trackingNumber}", encodeURIComponent(digits)) : null,
  };
}

/** What staff read when a shipment's carrier is not one the shop ships with. */
export const UNKNOWN_CARRIER_MESSAGE = "택배사를 목록에서 선택해 주세요.";
/** What staff read when a tracking number is not one the chosen carrier issues. */
export const trackingNumberRefusal = (carrier: Carrier) =>
  `${carrier.name} 운송장 번호는 숫자 ${
    carrier.trackingDigits[0] === carrier.trackingDigits[1]
      ? `${carrier.trackingDigits[0]}자리`
      : `${carrier.trackingDigits[0]}~${carrier.trackingDigits[1]}자리`
  }로 입력해 주세요.`;

/** A shipment's carrier and tracking number as staff typed them, checked: what is stored, or why it is refused. */
export type TrackingCheck =
  | { ok: true; carrier: Carrier; trackingNumber: string }
  | { ok: false; field: "carrier" | "trackingNumber"; message: string };

/**
 * Checks a carrier (any of its names) and a tracking number before a box is marked 배송중: the carrier must be one of
 * CARRIERS and the number, hyphens and spaces dropped, as many digits as that carrier's waybills have. The number is
 * stored as its digits, so the shopper's tracking link always works.
 */
export function checkTracking(carrierName: string, trackingNumber: string): TrackingCheck {
  const carrier = carrierOf(carrierName);
  if (!carrier) return { ok: false, field: "carrier", message: UNKNOWN_CARRIER_MESSAGE };
  const digits = trackingNumber.replace(/[\s-]/g, "");
  const [min, max] = carrier.trackingDigits;
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max) {
    return { ok: false, field: "trackingNumber", message: trackingNumberRefusal(carrier) };
  }
  return { ok: true, carrier, trackingNumber: digits };
}
