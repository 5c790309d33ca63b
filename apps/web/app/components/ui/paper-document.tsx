import styles from "./paper-document.module.css";

/** "2026-03-10" → "2026년 3월 10일", as papers date themselves. */
export function paperDateText(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

export interface PaperSupplier {
  businessNumber: string;
  companyName: string;
  bossName: string;
  address: string;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/** The 공급자 box of a paper (quote, transaction statement): registration number, name, representative, address. */
export function SupplierBox({ supplier, headingId }: { supplier: PaperSupplier; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.providerTitle}>
        공급자
      </h2>
      <table className={styles.providerTable}>
        <tbody>
          <tr>
            <th scope="row">등록번호</th>
            <td>{supplier.businessNumber}</td>
          </tr>
          <tr>
            <th scope="row">상호</th>
            <td>{supplier.companyName}</td>
          </tr>
          <tr>
            <th scope="row">대표자</th>
            <td>{supplier.bossName}</td>
          </tr>
          <tr>
            <th scope="row">주소</th>
            <td>{supplier.address}</td>
          </tr>
          <tr>
            <th scope="row">연락처</th>
            <td>{[supplier.phone, supplier.email].filter(Boolean).join(" · ")}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
