import type { TraceRecord } from "@shop/contracts/item";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { displayDate } from "./display-date";
import styles from "./trace-modal.module.css";

interface TraceModalProps {
  open: boolean;
  trace: TraceRecord | null;
  traceNumber: string;
  /** Where the close link goes without JavaScript (the page without ?trace=1). */
  closeHref: string;
  onClose: () => void;
}

function place(name: string, address: string): string {
  return [name, address ? `(${address})` : ""].filter(Boolean).join(" ");
}

/** The process-number (traceability) modal of SPEC §2: the registry's record of the item's 이력번호. */
export function TraceModal({ open, trace, traceNumber, closeHref, onClose }: TraceModalProps) {
  const rows: [string, string][] = trace
    ? [
        ["이력번호", trace.traceNumber],
        ["축종", trace.speciesName],
        ["성별", trace.sex],
        ["출생일자", displayDate(trace.birthDate)],
        ["원산지", trace.originCountry],
        ["사육농장", place(trace.farmName, trace.farmAddress)],
        ["도축장", place(trace.slaughterhouseName, trace.slaughterhouseAddress)],
        ["도축일자", displayDate(trace.slaughterDate)],
        ["도축검사결과", trace.inspectionResult],
        ["등급", trace.grade ? `${trace.grade}등급` : ""],
        ["등급판정일자", displayDate(trace.gradeDate)],
        ["가공장", place(trace.processingPlantName, trace.processingPlantAddress)],
        ["가공일자", displayDate(trace.processDate)],
        ["수입일자", displayDate(trace.importDate)],
      ]
    : [];
  const shown = rows.filter(([, value]) => value !== "");
  return (
    <Modal
      open={open}
      title="이력번호 조회"
      onClose={onClose}
      footer={
        <Link
          to={closeHref}
          replace
          preventScrollReset
          className={styles.ok}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          확인
        </Link>
      }
    >
      {shown.length > 0 ? (
        <>
          <p className={styles.lead}>축산물 이력제에 등록된 정보입니다.</p>
          <table className={styles.table}>
            <tbody>
              {shown.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className={styles.lead}>이력번호 {traceNumber}의 이력 정보가 없습니다.</p>
      )}
    </Modal>
  );
}
