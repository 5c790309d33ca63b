import type { OrderDetail } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatPhoneNumber } from "@shop/core/format/phone";
import type { ReactNode } from "react";
import styles from "./order.module.css";

/** A label and what it says; a row with nothing to say is left out. */
export type InfoRow = readonly [label: string, value: ReactNode];

/** A titled block of label–value rows (배송지, 결제정보, 주문자 …). */
export function InfoSection({ title, rows, id }: { title: string; rows: readonly InfoRow[]; id: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <section className={styles.info} aria-labelledby={id}>
      <h2 id={id} className={styles.infoTitle}>
        {title}
      </h2>
      <dl className={styles.infoRows}>
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "[06236] 서울특별시 강남구 테헤란로 152 12층" */
export function fullAddress(address: { postcode: string; address: string; addressDetail: string }): string {
  return `[${address.postcode}] ${address.address}${address.addressDetail ? ` ${address.addressDetail}` : ""}`;
}

/** The receiver of a placed order. */
export function receiverRows(receiver: OrderDetail["receiver"]): InfoRow[] {
  return [
    ["받는 분", receiver.name],
    ["연락처", formatPhoneNumber(receiver.phone)],
    ["주소", fullAddress(receiver)],
    ["배송 메모", receiver.memo],
  ];
}

/** The orderer of a placed order. */
export function ordererRows(orderer: OrderDetail["orderer"]): InfoRow[] {
  return [
    ["주문자", orderer.name],
    ["연락처", formatPhoneNumber(orderer.phone)],
    ["이메일", orderer.email],
  ];
}

const CASH_RECEIPT_LABELS: Record<string, string> = { individual: "개인 소득공제용", company: "사업자 지출증빙용" };

/** The cash receipt as the order page says it ("개인 소득공제용 (010-****-5678)"), or null without one. */
export function cashReceiptLabel(receipt: { type: string; number: string }): string | null {
  const label = CASH_RECEIPT_LABELS[receipt.type];
  if (!label) return null;
  const masked = receipt.number.length > 4 ? `${"*".repeat(receipt.number.length - 4)}${receipt.number.slice(-4)}` : "";
  return masked ? `${label} (${masked})` : label;
}

/** How a placed order was (or is to be) paid. */
export function paymentRows(order: Pick<OrderDetail, "payment" | "status">): InfoRow[] {
  const { payment } = order;
  return [
    ["결제수단", payment.methodLabel ?? "적립금·쿠폰 전액 결제"],
    ["결제일시", payment.paidAt ? koreaDateTime(payment.paidAt) : null],
    [
      "결제기한",
      !payment.paidAt && payment.payDeadline && order.status === "payment_pending"
        ? `${koreaDateTime(payment.payDeadline)}까지`
        : null,
    ],
    ["현금영수증", cashReceiptLabel(payment.cashReceipt)],
    ["세금계산서", payment.taxBill ? "신청" : null],
    ["에스크로", payment.useEscrow ? "구매안전서비스 이용" : null],
  ];
}
