import type { FaqList } from "@shop/contracts/content";
import { TextBlocks } from "../../components/content/text-blocks";
import type { TextBlock } from "../../components/content/text-blocks.server";
import styles from "./faq-accordion.module.css";

type Faq = Omit<FaqList["list"][number], "answer"> & { answer: TextBlock[] };

/** Questions as <details>: they open and close without JS, and stay searchable by the browser. */
export function FaqAccordion({ faqs, emptyText }: { faqs: Faq[]; emptyText: string }) {
  if (faqs.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label="자주 묻는 질문 목록">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className={styles.item} name="faq">
            <summary className={styles.question}>
              <span className={styles.mark} aria-hidden="true">
                Q
              </span>
              <span className={styles.category}>{faq.category}</span>
              <span className={styles.questionText}>{faq.question}</span>
            </summary>
            <div className={styles.answer}>
              <span className={styles.answerMark} aria-hidden="true">
                A
              </span>
              <TextBlocks blocks={faq.answer} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
