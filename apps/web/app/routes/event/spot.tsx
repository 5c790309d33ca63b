import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link } from "react-router";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { SpotEventSection } from "../../features/event/spot-event-section";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/spot";

export async function loader({ request, context }: Route.LoaderArgs) {
  const spot = await callApi(context, apiEndpoints.spotEvents, { request });
  // The countdowns start from the server's clock so the first paint and the hydrated page agree.
  return { events: spot.list, renderedAt: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(matches, "타임세일", { description: "한정 수량·기간 한정 특가, 농협 축산물 타임세일과 스팟 특가" });

export default function SpotPage({ loaderData }: Route.ComponentProps) {
  const { events, renderedAt } = loaderData;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>타임세일</h1>
        <p className={styles.lead}>기간 한정 특가 상품을 놓치지 마세요. 준비된 수량이 모두 팔리면 조기 종료됩니다.</p>
      </header>
      {events.length === 0 ? (
        <div className={styles.empty}>
          <p>지금 진행 중인 타임세일이 없습니다.</p>
          <Link to="/featured" className={styles.emptyLink}>
            진행 중인 기획전 보기
          </Link>
        </div>
      ) : (
        events.map((event, index) => (
          <SpotEventSection key={event.id} event={event} renderedAt={renderedAt} first={index === 0} />
        ))
      )}
    </div>
  );
}
