import { useState } from "react";
import { TextBlocks } from "../../components/content/text-blocks";
import type { TextBlock } from "../../components/content/text-blocks.server";
import styles from "./terms-agreement.module.css";

/** One text to agree to, with the checkbox name the form posts. */
export interface AgreementTerm {
  name: "agreeTerms" | "agreePrivacy" | "agreeMarketing";
  label: string;
  required: boolean;
  title: string;
  blocks: TextBlock[];
}

interface TermsAgreementProps {
  terms: AgreementTerm[];
  /** Ticked boxes as the page was last posted (a page used without JavaScript). */
  initial?: Partial<Record<AgreementTerm["name"], boolean>>;
  errorOf: (name: string) => string | undefined;
}

/**
 * The join agreements: 전체 동의 ticks or clears them all, each term opens to its full text. Without JavaScript a
 * posted 전체 동의 counts as ticking every box (the action reads `agreeAll`).
 */
export function TermsAgreement({ terms, initial = {}, errorOf }: TermsAgreementProps) {
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(terms.map((term) => [term.name, initial[term.name] === true])),
  );
  const all = terms.every((term) => checked[term.name]);
  const setAll = (value: boolean) => setChecked(Object.fromEntries(terms.map((term) => [term.name, value])));

  return (
    <fieldset className={styles.agreement}>
      <legend className={styles.legend}>약관 동의</legend>
      <label className={styles.all}>
        <input type="checkbox" name="agreeAll" checked={all} onChange={(event) => setAll(event.target.checked)} />
        <span>전체 동의</span>
      </label>
      <p className={styles.allNote}>전체 동의에는 필수 및 선택 항목 동의가 포함되어 있습니다.</p>
      <ul className={styles.terms}>
        {terms.map((term) => {
          const error = errorOf(term.name);
          const inputId = `term-${term.name}`;
          return (
            <li key={term.name} className={styles.term}>
              <div className={styles.termHead}>
                <label htmlFor={inputId} className={styles.termLabel}>
                  <input
                    id={inputId}
                    type="checkbox"
                    name={term.name}
                    checked={checked[term.name] ?? false}
                    onChange={(event) => setChecked((current) => ({ ...current, [term.name]: event.target.checked }))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-message` : undefined}
                  />
                  <span>
                    <span className={term.required ? styles.required : styles.optional}>
                      [{term.required ? "필수" : "선택"}]
                    </span>{" "}
                    {term.label}
                  </span>
                </label>
              </div>
              <details className={styles.details}>
                <summary className={styles.summary}>{term.title} 내용보기</summary>
                <TextBlocks blocks={term.blocks} className={styles.text} />
              </details>
              {error && (
                <p id={`${inputId}-message`} className={styles.error}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
