import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { TextBlocks } from "../../components/content/text-blocks";
import { toTextBlocks } from "../../components/content/text-blocks.server";
import pageStyles from "../../features/content/content-page.module.css";
import { callApi } from "../../lib/api-client.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/about";
import styles from "./about.module.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { about } = await callApi(context, apiEndpoints.aboutUs, { request });
  const { introduction, ...company } = about;
  return { company, introduction: toTextBlocks(introduction) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회사소개");

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { company: about, introduction } = loaderData;
  const rows: Array<[string, string]> = [
    ["상호", about.companyName],
    ["대표자", about.bossName],
    ["사업자등록번호", about.companyNumber],
    ["통신판매업신고", about.mailOrderNumber],
    ["주소", about.post ? `(${about.post}) ${about.address}` : about.address],
    ["개인정보보호책임자", about.adminName],
    ["이메일", about.email],
  ];
  return (
    <div className={`${pageStyles.page} ${pageStyles.narrow}`}>
      <h1 className={pageStyles.title}>회사소개</h1>
      <section className={styles.intro} aria-labelledby="about-intro">
        <p className={styles.eyebrow}>ABOUT US</p>
        <h2 id="about-intro" className={styles.company}>
          {about.companyName}
        </h2>
        <TextBlocks blocks={introduction} className={styles.introText} />
      </section>
      <section className={styles.info} aria-labelledby="about-info">
        <h2 id="about-info" className={styles.infoTitle}>
          회사 정보
        </h2>
        <dl className={styles.table}>
          {rows
            .filter(([, value]) => value !== "")
            .map(([term, value]) => (
              <div key={term} className={styles.row}>
                <dt>{term}</dt>
                <dd>{term === "이메일" ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </div>
  );
}
