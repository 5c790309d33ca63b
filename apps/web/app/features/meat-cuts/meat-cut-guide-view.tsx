import { livestockItemsUrl } from "@shop/core/catalog/category-url";
import { Link } from "react-router";
import type { MeatCutKind } from "./meat-cut-guide";
import styles from "./meat-cut-guide.module.css";

/** 부위 안내: a tab per livestock kind, the kind's cut chart and each cut with what it is good for. */
export function MeatCutGuideView({ kinds, selected }: { kinds: readonly MeatCutKind[]; selected: MeatCutKind | null }) {
  return (
    <article className={styles.page} aria-labelledby="meat-cut-title">
      <h1 id="meat-cut-title" className={styles.title}>
        부위 안내
      </h1>
      <p className={styles.lead}>축종별 부위의 위치와 특징, 어울리는 요리를 안내해 드립니다.</p>
      {selected === null ? (
        <p className={styles.empty}>준비된 부위 안내가 없습니다.</p>
      ) : (
        <>
          <nav aria-label="축종">
            <ul className={styles.tabs}>
              {kinds.map((kind) => (
                <li key={kind.livestock}>
                  <Link
                    className={styles.tab}
                    to={`?livestock=${encodeURIComponent(kind.livestock)}`}
                    aria-current={kind.livestock === selected.livestock ? "page" : undefined}
                    preventScrollReset
                  >
                    {kind.livestockName}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.body} aria-labelledby="meat-cut-kind">
            <h2 id="meat-cut-kind" className="visually-hidden">
              {selected.livestockName} 부위
            </h2>
            {selected.chart ? (
              <figure className={styles.chart}>
                <img
                  className={styles.chartImage}
                  src={selected.chart.url}
                  alt={selected.chart.alt}
                  width={640}
                  height={380}
                  decoding="async"
                />
                <figcaption className={styles.chartCaption}>{selected.livestockName} 부위 안내도</figcaption>
              </figure>
            ) : null}
            <div>
              <ul className={styles.cuts}>
                {selected.cuts.map((cut) => (
                  <li key={cut.id} className={styles.cut}>
                    <h3 className={styles.cutName}>{cut.name}</h3>
                    {cut.description ? <p className={styles.cutText}>{cut.description}</p> : null}
                  </li>
                ))}
              </ul>
              <Link className={styles.more} to={livestockItemsUrl(selected.livestock)}>
                {selected.livestockName} 상품 보러 가기 ›
              </Link>
            </div>
          </section>
        </>
      )}
    </article>
  );
}
