import { Form } from "react-router";
import styles from "./keyword-search-form.module.css";

interface KeywordSearchFormProps {
  /** Accessible name of the search landmark, e.g. "공지사항 검색". */
  label: string;
  defaultKeyword: string;
  placeholder: string;
  /** Query values to keep while searching (the FAQ category). */
  keep?: Record<string, string>;
}

/** A GET form: the search is a plain URL, so it works before hydration and can be shared. */
export function KeywordSearchForm({ label, defaultKeyword, placeholder, keep = {} }: KeywordSearchFormProps) {
  return (
    <search aria-label={label} className={styles.search}>
      <Form method="get" className={styles.form}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          // Remounts on navigation so the field shows the keyword of the page now displayed.
          key={defaultKeyword}
          className={styles.input}
          type="search"
          name="keyword"
          defaultValue={defaultKeyword}
          placeholder={placeholder}
          aria-label="검색어"
          maxLength={100}
        />
        <button className={styles.button} type="submit">
          검색
        </button>
      </Form>
    </search>
  );
}
