// What the shopper reads when the payment window hands back to the shop with NICEPAY's result code (on mobile the
// window is a page of its own, and the shop's page only has the code). The codes are NICEPAY's (manual common/code.md,
// API 응답코드); the sentences are the shop's own: what happened, and what to do next. A code not listed here gets
// the generic sentence, never an error: NICEPAY adds codes, and a shopper must always be told something.

/** How the payment ended. */
export type PaymentResultOutcome = "paid" | "issued" | "cancelled" | "failed";

/** What the page should offer first: nothing (done), paying again, another method, the order list, or help. */
export type PaymentResultAction = "none" | "retry" | "otherMethod" | "checkOrder" | "contact";

export interface PaymentResultMessage {
  /** The code as asked (trimmed, upper case). */
  code: string;
  /** false when the shop has no sentence of its own for the code (the generic one is given). */
  known: boolean;
  outcome: PaymentResultOutcome;
  action: PaymentResultAction;
  title: string;
  message: string;
}

interface Entry {
  codes: readonly string[];
  outcome: PaymentResultOutcome;
  action: PaymentResultAction;
  message: string;
}

const ENTRIES: readonly Entry[] = [
  {
    codes: ["0000", "3001", "4000", "4110", "A000", "W000"],
    outcome: "paid",
    action: "none",
    message: "결제가 정상적으로 완료되었습니다. 주문 내역에서 배송 진행 상황을 확인하실 수 있습니다.",
  },
  {
    codes: ["4100"],
    outcome: "issued",
    action: "none",
    message: "가상계좌가 발급되었습니다. 입금 기한 안에 주문 금액을 입금해 주시면 결제가 완료됩니다.",
  },
  {
    codes: ["I002", "P091"],
    outcome: "cancelled",
    action: "retry",
    message: "결제를 취소하셨습니다. 담아 두신 상품은 장바구니에 그대로 있으니 언제든 다시 주문해 주세요.",
  },
  {
    codes: ["C001", "C002"],
    outcome: "failed",
    action: "retry",
    message: "카드 인증을 마치지 못했습니다. 카드 정보를 확인하신 뒤 다시 결제해 주세요.",
  },
  {
    codes: ["U311", "U102", "U104", "I004"],
    outcome: "failed",
    action: "retry",
    message: "결제 인증이 취소되었거나 완료되지 않았습니다. 주문서에서 다시 결제해 주세요.",
  },
  {
    codes: ["A245", "P042", "U325"],
    outcome: "failed",
    action: "retry",
    message: "결제 인증 시간이 지났습니다. 주문서에서 처음부터 다시 결제해 주세요.",
  },
  {
    codes: ["3011", "3021", "F112"],
    outcome: "failed",
    action: "retry",
    message: "카드 번호나 유효기간이 올바르지 않습니다. 카드 정보를 확인하신 뒤 다시 결제해 주세요.",
  },
  {
    codes: ["3024", "P037"],
    outcome: "failed",
    action: "retry",
    message: "할부는 5만 원 이상 결제할 때만 이용할 수 있습니다. 일시불로 다시 결제해 주세요.",
  },
  {
    codes: ["3022", "3023", "3031", "3032", "3033", "3034", "V004"],
    outcome: "failed",
    action: "retry",
    message: "선택하신 할부 조건으로는 결제할 수 없습니다. 일시불이나 다른 할부 개월로 다시 결제해 주세요.",
  },
  {
    codes: ["3051", "3053", "3055", "3056"],
    outcome: "failed",
    action: "otherMethod",
    message: "이 카드로는 결제할 수 없습니다. 국내 발행 카드나 다른 결제수단을 이용해 주세요.",
  },
  {
    codes: ["3057", "3091", "3095", "A241", "F118"],
    outcome: "failed",
    action: "otherMethod",
    message: "카드사에서 결제를 승인하지 않았습니다. 다른 카드나 다른 결제수단으로 다시 시도해 주세요.",
  },
  {
    codes: ["3041", "A113", "4141"],
    outcome: "failed",
    action: "otherMethod",
    message: "선택하신 결제수단의 최소 결제 금액보다 적어 결제할 수 없습니다. 다른 결제수단을 선택해 주세요.",
  },
  {
    codes: ["N001", "4101"],
    outcome: "failed",
    action: "otherMethod",
    message: "선택하신 결제수단으로 결제할 수 있는 금액을 넘었습니다. 다른 결제수단을 선택해 주세요.",
  },
  {
    codes: ["4001", "4002", "4003", "4004", "4005", "4006", "4007"],
    outcome: "failed",
    action: "otherMethod",
    message: "계좌이체를 마치지 못했습니다. 잠시 후 다시 시도하시거나 다른 결제수단을 이용해 주세요.",
  },
  {
    codes: ["4008", "2159"],
    outcome: "failed",
    action: "otherMethod",
    message: "은행 시스템 점검으로 지금은 결제할 수 없습니다. 잠시 후 다시 시도하시거나 다른 결제수단을 이용해 주세요.",
  },
  {
    codes: ["4104", "4116", "4117", "4119", "P031"],
    outcome: "failed",
    action: "otherMethod",
    message: "가상계좌를 발급하지 못했습니다. 잠시 후 다시 시도하시거나 다른 결제수단을 이용해 주세요.",
  },
  {
    codes: ["U127", "A116", "U502", "P034", "A123", "P017"],
    outcome: "failed",
    action: "retry",
    message: "결제 금액이 주문 금액과 맞지 않아 결제를 진행하지 않았습니다. 주문서를 다시 열어 결제해 주세요.",
  },
  {
    codes: ["U112", "P015", "A127", "U114", "2201", "I003"],
    outcome: "failed",
    action: "checkOrder",
    message: "이미 결제가 진행된 주문입니다. 주문 내역에서 결제 상태를 먼저 확인해 주세요.",
  },
  {
    codes: ["I001", "U303", "A299", "X002", "X003", "X004", "U501", "A401"],
    outcome: "failed",
    action: "checkOrder",
    message: "결제 중 통신이 원활하지 않았습니다. 결제가 되었는지 주문 내역에서 먼저 확인하신 뒤 다시 시도해 주세요.",
  },
  {
    codes: ["U503", "U504"],
    outcome: "failed",
    action: "retry",
    message: "결제 승인 중 문제가 생겨 결제를 자동으로 취소했습니다. 금액은 청구되지 않으니 다시 결제해 주세요.",
  },
  {
    codes: ["V003", "A246"],
    outcome: "failed",
    action: "retry",
    message: "결제 요청이 몰려 잠시 처리하지 못했습니다. 잠시 후 다시 결제해 주세요.",
  },
  {
    codes: ["U110", "U119", "V005", "A242", "P021"],
    outcome: "failed",
    action: "otherMethod",
    message: "선택하신 결제수단은 지금 이용할 수 없습니다. 다른 결제수단을 선택해 주세요.",
  },
  {
    codes: ["P007", "P010", "U124", "U125", "A117", "U100", "9000", "9001", "A147", "I006", "I007"],
    outcome: "failed",
    action: "retry",
    message: "결제 요청 정보를 확인하지 못했습니다. 주문서를 다시 열어 결제해 주세요.",
  },
  {
    codes: ["V001", "A114", "U313", "P005", "P016", "2151", "2152", "A109", "U316", "U304", "U305", "A224", "U315"],
    outcome: "failed",
    action: "contact",
    message:
      "결제 서비스 연결에 문제가 있어 지금은 결제할 수 없습니다. 불편을 드려 죄송합니다. 고객센터로 문의해 주세요.",
  },
];

/** The sentence for a code the shop has none of its own for. */
export const GENERIC_PAYMENT_FAILURE_MESSAGE =
  "결제를 완료하지 못했습니다. 잠시 후 다시 시도해 주시고, 같은 문제가 계속되면 고객센터로 문의해 주세요.";

export const PAYMENT_RESULT_TITLES: Record<PaymentResultOutcome, string> = {
  paid: "결제 완료",
  issued: "가상계좌 발급 완료",
  cancelled: "결제 취소",
  failed: "결제 실패",
};

const BY_CODE: ReadonlyMap<string, Entry> = new Map(
  ENTRIES.flatMap((entry) => entry.codes.map((code) => [code, entry])),
);

/** Every code the shop has a sentence of its own for, as the table lists them (a code listed twice shows here). */
export const KNOWN_PAYMENT_RESULT_CODES: readonly string[] = ENTRIES.flatMap((entry) => entry.codes);

/** The shopper's message for a NICEPAY result code; the generic failure for a code the shop does not know. */
export function paymentResultMessage(rawCode: string): PaymentResultMessage {
  const code = rawCode.trim().toUpperCase();
  const entry = BY_CODE.get(code);
  const outcome = entry?.outcome ?? "failed";
  return {
    code,
    known: entry !== undefined,
    outcome,
    action: entry?.action ?? "retry",
    title: PAYMENT_RESULT_TITLES[outcome],
    message: entry?.message ?? GENERIC_PAYMENT_FAILURE_MESSAGE,
  };
}
