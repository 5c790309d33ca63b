// The NICEPAY result codes the shop meets (manual common/code.md, API 응답코드): the local sandbox answers with them
// where NICEPAY would, and the adapter recognises the ones that mean "no such payment".

export interface NicepayCode {
  code: string;
  message: string;
}

const code = (value: string, message: string): NicepayCode => ({ code: value, message });

export const NICEPAY_CODES = {
  ok: code("0000", "정상 처리되었습니다."),
  authenticated: code("0000", "인증 성공"),
  // Window (authentication)
  userCancelled: code("I002", "사용자가 결제를 취소하였습니다"),
  cardAuthFailed: code("C002", "카드사 인증 실패"),
  authFailed: code("U311", "인증이 취소되었거나 실패하였습니다. 다시 시도하여 주십시요."),
  unknownMerchant: code("V001", "가맹점 아이디가 조회 되지 않습니다"),
  unsupportedMethod: code("U110", "지원하지 않는 지불수단 입니다."),
  notANumber: code("P010", "파라미터가 숫자형식이 아닙니다."),
  zeroAmount: code("P017", "결제금액은 0원 결제가 불가합니다."),
  badAmount: code("U127", "요청 금액이 올바르지 않습니다."),
  badVbankHours: code("P031", "가상계좌 유효시간 지정 오류 입니다."),
  badFieldLength: code("U124", "필드 길이가 잘못되었습니다."),
  orderIdUsed: code("U112", "이미 사용된 OrderId 입니다."),
  // API
  basicAuthFailed: code("U304", "BASIC AUTHENTICATION 실패"),
  badRequest: code("U125", "잘못된 요청 입니다."),
  noAuthRequest: code("U121", "인증 요청내역이 존재하지 않습니다."),
  tidUsed: code("U114", "이미 사용된 TID 입니다."),
  amountMismatch: code("A123", "거래금액 불일치(인증된 금액과 승인요청 금액 불일치)"),
  noTransaction: code("U107", "거래내역이 존재 하지 않습니다."),
  noOrderId: code("U126", "orderId가 존재 하지 않습니다."),
  cancelNotFound: code("U122", "취소 해당거래 없음"),
  cancelOverBalance: code("U123", "취소금액이 취소가능금액보다 큼."),
  cancelNotPositive: code("2010", "취소 요청금액 0원 이하"),
  alreadyCancelled: code("2013", "취소 완료 거래"),
  cancelImpossible: code("2014", "취소 불가능 거래"),
  partialCancelImpossible: code("2030", "해당결제수단 부분취소 불가"),
  netCancelTooLate: code("2020", "망상 취소 허용시간 초과"),
} as const satisfies Record<string, NicepayCode>;

/** P007: a required parameter is missing (the manual's message names it). */
export function missingParameter(name: string): NicepayCode {
  return code("P007", `필수 파라미터 ${name}가 없습니다.`);
}

/** Codes meaning "the gateway knows no such payment": a lookup or net cancel answers null for them. */
export const NICEPAY_NOT_FOUND_CODES: ReadonlySet<string> = new Set([
  NICEPAY_CODES.noTransaction.code,
  NICEPAY_CODES.noOrderId.code,
  "A118", // 조회 결과데이터 없음
  "A243", // 주문정보가 존재하지 않습니다
  "A251", // 거래내역이 존재하지 않습니다.
  "U111", // 조회내용이 없습니다.
]);
