import type { PolicyResponse } from "@shop/contracts/content";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form, useSubmit } from "react-router";
import { TextBlocks } from "../../components/content/text-blocks";
import type { TextBlock } from "../../components/content/text-blocks.server";
import styles from "./policy-viewer.module.css";

/** A policy as text blocks with a select of its versions; choosing one loads it by ?id=. */
export function PolicyViewer({
  policy,
  versions,
  content,
}: {
  policy: Omit<PolicyResponse["policy"], "content">;
  versions: PolicyResponse["versions"];
  content: TextBlock[];
}) {
  const submit = useSubmit();

  return (
    <article className={styles.viewer} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h2 id="policy-title" className="visually-hidden">
          {policy.title}
        </h2>
        <p className={styles.effective}>
          시행일자 <time dateTime={policy.effectiveDate}>{koreaDate(policy.effectiveDate)}</time>
        </p>
        {versions.length > 0 ? (
          <Form method="get" className={styles.versionForm} onChange={(event) => submit(event.currentTarget)}>
            <label htmlFor="policy-version" className="visually-hidden">
              이전 버전 보기
            </label>
            <select id="policy-version" name="id" defaultValue={policy.id} key={policy.id} className={styles.select}>
              {versions.map((version) => (
                <option key={version.id} value={version.id}>
                  {koreaDate(version.effectiveDate)} 시행 (v{version.version})
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={styles.submit}>
                보기
              </button>
            </noscript>
          </Form>
        ) : null}
      </header>
      <TextBlocks blocks={content} className={styles.body} />
    </article>
  );
}
