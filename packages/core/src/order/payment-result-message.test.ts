import { describe, expect, it } from "vitest";
import {
  GENERIC_PAYMENT_FAILURE_MESSAGE,
  KNOWN_PAYMENT_RESULT_CODES,
  PAYMENT_RESULT_TITLES,
  paymentResultMessage,
} from "./payment-result-message.js";

describe("paymentResultMessage", () => {
  it.each([
    ["0000", "paid", "none", /결제가 정상적으로 완료/],
    ["3001", "paid", "none", /결제가 정상적으로 완료/],
    ["4100", "issued", "none", /가상계좌가 발급/],
    ["I002", "cancelled", "retry", /장바구니에 그대로/],
    ["P091", "cancelled", "retry", /결제를 취소하셨습니다/],
    ["C002", "failed", "retry", /카드 인증/],
    ["U311", "failed", "retry", /인증이 취소되었거나/],
    ["A245", "failed", "retry", /인증 시간이 지났습니다/],
    ["3021", "failed", "retry", /유효기간/],
    ["P037", "failed", "retry", /5만 원 이상/],
    ["3032", "failed", "retry", /할부 조건/],
    ["3053", "failed", "otherMethod", /국내 발행 카드/],
    ["3095", "failed", "otherMethod", /카드사에서 결제를 승인하지/],
    ["3041", "failed", "otherMethod", /최소 결제 금액/],
    ["N001", "failed", "otherMethod", /금액을 넘었습니다/],
    ["4003", "failed", "otherMethod", /계좌이체/],
    ["4008", "failed", "otherMethod", /은행 시스템 점검/],
    ["4117", "failed", "otherMethod", /가상계좌를 발급하지 못했습니다/],
    ["U127", "failed", "retry", /주문 금액과 맞지 않아/],
    ["U112", "failed", "checkOrder", /이미 결제가 진행된 주문/],
    ["I001", "failed", "checkOrder", /통신이 원활하지/],
    ["U504", "failed", "retry", /자동으로 취소/],
    ["V003", "failed", "retry", /몰려/],
    ["U110", "failed", "otherMethod", /이용할 수 없습니다/],
    ["P007", "failed", "retry", /요청 정보를 확인하지 못했습니다/],
    ["V001", "failed", "contact", /고객센터로 문의/],
  ] as const)("%s → %s, %s", (code, outcome, action, message) => {
    const answer = paymentResultMessage(code);
    expect(answer).toMatchObject({ code, known: true, outcome, action, title: PAYMENT_RESULT_TITLES[outcome] });
    expect(answer.message).toMatch(message);
  });

  it("reads a code in any case and with spaces around it", () => {
    expect(paymentResultMessage(" i002 ")).toMatchObject({ code: "I002", outcome: "cancelled", known: true });
  });

  it.each(["9999", "ZZ99", "", "U999"])("an unknown code %j gets the generic failure, not an error", (code) => {
    expect(paymentResultMessage(code)).toEqual({
      code: code.trim().toUpperCase(),
      known: false,
      outcome: "failed",
      action: "retry",
      title: "결제 실패",
      message: GENERIC_PAYMENT_FAILURE_MESSAGE,
    });
  });

  it("every known code is listed once, and every sentence is polite Korean ending in a full stop", () => {
    expect(new Set(KNOWN_PAYMENT_RESULT_CODES).size).toBe(KNOWN_PAYMENT_RESULT_CODES.length);
    for (const code of KNOWN_PAYMENT_RESULT_CODES) {
      expect(paymentResultMessage(code).message).toMatch(/(니다|세요)\.$/);
    }
  });
});
