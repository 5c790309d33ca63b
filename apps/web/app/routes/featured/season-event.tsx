import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link } from "react-router";
import { EventCardGrid } from "../../features/event/event-card";
import { loadEventDetail } from "../../features/event/event-detail.server";
import { EventDetailView } from "../../features/event/event-detail-view";
import { eventHref } from "../../features/event/event-labels";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/season-event";

const OTHERS_SIZE = 6;

/**
 * The season's 기획전: the live 기획전 the operator put first (/api/event lists live ones in the operator's order),
 * shown in full, with the other live 기획전 below it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const live = await callApi(context, apiEndpoints.eventList, {
    request,
    query: { status: "active", kind: "plan", size: OTHERS_SIZE + 1 },
  });
  const [season, ...others] = live.list;
  const renderedAt = Date.now();
  if (!season) return { season: null, others: [], renderedAt };
  const detail = await loadEventDetail(context, request, season.link || String(season.id));
  return { season: detail, others, renderedAt };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.season
    ? contentPageMeta(matches, `${loaderData.season.event.title} - 시즌 기획전`, {
        description: loaderData.season.event.summary || loaderData.season.event.subTitle,
        image: loaderData.season.event.imageSrc,
      })
    : contentPageMeta(matches, "시즌 기획전", {});

export default function SeasonEventPage({ loaderData }: Route.ComponentProps) {
  const { season, others, renderedAt } = loaderData;
  if (!season) {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>시즌 기획전</h1>
        </header>
        <div className={styles.empty}>
          <p>지금 진행 중인 시즌 기획전이 없습니다.</p>
          <Link to="/featured" className={styles.emptyLink}>
            기획전 전체 보기
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>시즌 기획전</p>
      <EventDetailView event={season.event} content={season.content} renderedAt={renderedAt} />
      {season.event.replyEnabled ? (
        <div className={styles.listActions}>
          <Link to={eventHref(season.event)} className={styles.listButton}>
            댓글 참여하기
          </Link>
        </div>
      ) : null}
      {others.length > 0 ? (
        <section className={styles.section} aria-labelledby="season-others">
          <h2 id="season-others" className={styles.sectionTitle}>
            함께 진행 중인 기획전
          </h2>
          <EventCardGrid events={others} label="함께 진행 중인 기획전 목록" renderedAt={renderedAt} />
        </section>
      ) : null}
      <div className={styles.listActions}>
        <Link to="/featured" className={styles.listButton}>
          기획전 전체 보기
        </Link>
      </div>
    </div>
  );
}
