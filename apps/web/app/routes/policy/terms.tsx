import styles from "../../features/content/content-page.module.css";
import { loadPolicy } from "../../features/content/policy-loader.server";
import { PolicyViewer } from "../../features/content/policy-viewer";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/terms";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicy(context, request, "clause");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "이용약관");

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>이용약관</h1>
      <PolicyViewer {...loaderData} />
    </div>
  );
}
