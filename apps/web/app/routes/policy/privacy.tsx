import styles from "../../features/content/content-page.module.css";
import { loadPolicy } from "../../features/content/policy-loader.server";
import { PolicyViewer } from "../../features/content/policy-viewer";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/privacy";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicy(context, request, "protect");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "개인정보처리방침");

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>개인정보처리방침</h1>
      <PolicyViewer {...loaderData} />
    </div>
  );
}
