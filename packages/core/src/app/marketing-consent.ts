import { formatKoreaDate } from "../site/korea-time.js";

/** Who the promotional messages come from, as the shop's texts name it. */
const SENDER = "[농협몰]";

/**
 * SPEC §8: the answer to a marketing (광고성 정보) push choice says it was agreed (동의) or refused (거부). It names the
 * sender and the day of the choice in Korea, as the notice of a consent change must (정보통신망법 §50 ⑧):
 * "[농협몰] 2026년 11월 28일 광고성 정보 수신 동의 처리되었습니다."
 */
export function marketingConsentText(agreed: boolean, at: Date): string {
  const [year, month, day] = formatKoreaDate(at).split("-").map(Number);
  return `${SENDER} ${year}년 ${month}월 ${day}일 광고성 정보 수신 ${agreed ? "동의" : "거부"} 처리되었습니다.`;
}
