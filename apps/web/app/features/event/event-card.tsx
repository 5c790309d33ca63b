import type { EventSummary } from "@shop/contracts/display";
import { Link } from "react-router";
import styles from "./event-card.module.css";
import { EVENT_KIND_LABELS, eventHref } from "./event-labels";
import { dDayLabel } from "./event-time";

/** An event as a banner card of the 기획전 list: picture, kind, D-day, title and period. */
export function EventCard({
  event,
  renderedAt,
  eager = false,
}: {
  event: EventSummary;
  renderedAt: number;
  eager?: boolean;
}) {
  const ended = event.status === "ended";
  const badge = ended ? "종료" : dDayLabel(new Date(event.endAt), new Date(renderedAt));
  return (
    <article className={ended ? `${styles.card} ${styles.ended}` : styles.card} aria-label={event.title}>
      <Link to={eventHref(event)} className={styles.link}>
        <div className={styles.thumb}>
          <img
            src={event.imageSrc}
            alt=""
            width={800}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
          {ended ? (
            <span className={styles.endedCover}>
              <span>종료된 이벤트</span>
            </span>
          ) : null}
        </div>
        <div className={styles.body}>
          <p className={styles.badges}>
            <span className={styles.kind}>{EVENT_KIND_LABELS[event.kind]}</span>
            <span className={ended ? styles.dayEnded : styles.day}>{badge}</span>
          </p>
          <h3 className={styles.title}>{event.title}</h3>
          {event.subTitle ? <p className={styles.sub}>{event.subTitle}</p> : null}
          <p className={styles.period}>
            <span className="visually-hidden">이벤트 기간 </span>
            {event.period}
          </p>
        </div>
      </Link>
    </article>
  );
}

/** Event cards in rows: 3 on PC, 2 on tablet, 1 on phone (a banner is twice as wide as tall). */
export function EventCardGrid({
  events,
  label,
  renderedAt,
}: {
  events: EventSummary[];
  label: string;
  renderedAt: number;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} renderedAt={renderedAt} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
