import type { SpotEvents } from "@shop/contracts/display";
import { Link } from "react-router";
import { ItemGrid } from "../../components/catalog/item-grid";
import { EventCountdown } from "./event-countdown";
import { eventHref } from "./event-labels";
import styles from "./spot-event-section.module.css";

type SpotEvent = SpotEvents["list"][number];

/** One live time sale: its banner strip with the period and the countdown, then its items. */
export function SpotEventSection({
  event,
  renderedAt,
  first,
}: {
  event: SpotEvent;
  renderedAt: number;
  first: boolean;
}) {
  const titleId = `spot-${event.id}-title`;
  return (
    <section className={styles.spot} aria-labelledby={titleId}>
      <header className={styles.strip}>
        <img
          className={styles.banner}
          src={event.imageSrc}
          alt=""
          width={800}
          height={400}
          loading={first ? "eager" : "lazy"}
          decoding="async"
        />
        <div className={styles.info}>
          <h2 id={titleId} className={styles.title}>
            {event.title}
          </h2>
          {event.subTitle ? <p className={styles.sub}>{event.subTitle}</p> : null}
          <p className={styles.period}>
            <span className={styles.periodLabel}>기간</span> {event.period}
          </p>
          <EventCountdown endAt={event.endAt} renderedAt={renderedAt} tone="light" />
          {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
          <Link to={eventHref(event)} className={styles.more}>
            이벤트 자세히 보기
          </Link>
        </div>
      </header>
      <ItemGrid items={event.items} eagerCount={first ? 4 : 0} />
    </section>
  );
}
