import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { BRAND_INDEX_KEYS, brandIndexAnchor, groupBrandsByIndex } from "../../features/display/brand-index";
import { BrandNav } from "../../features/display/brand-nav";
import styles from "../../features/display/brand-page.module.css";
import { BrandTiles } from "../../features/display/brand-tiles";
import { callApi } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/brand-index";

export async function loader({ request, context }: Route.LoaderArgs) {
  // One item per featured brand is the least the call takes; the index shows only the brand list.
  const { list } = await orNotFound(callApi(context, apiEndpoints.brandMain, { request, query: { itemsPerBrand: 1 } }));
  return { groups: groupBrandsByIndex(list) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "브랜드 가나다순 찾기");

const isJamo = (key: string) => /^[ㄱ-ㅎ]$/.test(key);
const HANGUL_ROW = BRAND_INDEX_KEYS.filter((entry) => isJamo(entry.key));
const LATIN_ROW = BRAND_INDEX_KEYS.filter((entry) => !isJamo(entry.key));

/** /brand/index2: every brand under its initial (ㄱ to ㅎ, A to Z, 기타), with an index bar. */
export default function BrandIndexPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const present = new Set(groups.map((group) => group.key));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>브랜드관</h1>
      <p className={styles.lead}>찾으시는 브랜드를 이름의 첫 글자로 찾아보세요</p>
      <BrandNav />
      <nav className={styles.indexBar} aria-label="브랜드 색인">
        {[HANGUL_ROW, LATIN_ROW].map((row) => (
          <ul key={row[0]?.key} className={styles.indexRow}>
            {row.map((entry) => (
              <li key={entry.key}>
                {present.has(entry.key) ? (
                  <a href={`#${brandIndexAnchor(entry.key)}`} className={styles.indexKey}>
                    {entry.label}
                  </a>
                ) : (
                  <span className={styles.indexKeyEmpty} aria-disabled="true">
                    {entry.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ))}
      </nav>
      {groups.length === 0 ? <p className={styles.lead}>등록된 브랜드가 없습니다.</p> : null}
      {groups.map((group) => (
        <section
          key={group.key}
          id={brandIndexAnchor(group.key)}
          className={styles.indexGroup}
          aria-labelledby={`${brandIndexAnchor(group.key)}-title`}
        >
          <h2 id={`${brandIndexAnchor(group.key)}-title`} className={styles.indexTitle}>
            {group.label}
          </h2>
          <BrandTiles brands={group.brands} />
        </section>
      ))}
    </div>
  );
}
