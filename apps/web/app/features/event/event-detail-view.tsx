import { ItemGrid } from "../../components/catalog/item-grid";
import { TextBlocks } from "../../components/content/text-blocks";
import { TabLinks } from "../../components/ui/tab-links";
import { EventCountdown } from "./event-countdown";
import type { LoadedEvent } from "./event-detail.server";
import styles from "./event-detail-view.module.css";
import { EVENT_KIND_LABELS } from "./event-labels";

const groupAnchor = (index: number) => `event-group-${index + 1}`;

/** An event page above its replies: the banner with title and period, the operator's text and the item groups. */
export function EventDetailView({ event, content, renderedAt }: LoadedEvent & { renderedAt: number }) {
  const ended = event.status === "ended";
  const groups = event.groups.filter((group) => group.list.length > 0);
  return (
    <article className={styles.event} aria-labelledby="event-title">
      <header className={styles.hero} style={{ backgroundColor: event.backgroundColor || undefined }}>
        <div className={styles.heroInner}>
          <img
            className={styles.banner}
            src={event.imageSrc}
            alt=""
            width={800}
            height={400}
            loading="eager"
            decoding="async"
          />
          <div className={styles.info}>
            <p className={styles.badges}>
              <span className={styles.kind}>{EVENT_KIND_LABELS[event.kind]}</span>
              <span className={ended ? styles.statusEnded : styles.status}>{ended ? "종료" : "진행중"}</span>
            </p>
            <h1 id="event-title" className={styles.title}>
              {event.title}
            </h1>
            {event.subTitle ? <p className={styles.sub}>{event.subTitle}</p> : null}
            <dl className={styles.period}>
              <dt>이벤트 기간</dt>
              <dd>{event.period}</dd>
            </dl>
            {!ended && event.kind === "spot" ? (
              <EventCountdown endAt={event.endAt} renderedAt={renderedAt} tone="light" />
            ) : null}
          </div>
        </div>
      </header>

      {ended ? (
        <p className={styles.endedNotice} role="note">
          종료된 이벤트입니다. 참여해 주셔서 감사합니다.
        </p>
      ) : null}

      {event.summary || content.length > 0 ? (
        <section className={styles.content} aria-label="이벤트 안내">
          {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
          <TextBlocks blocks={content} className={styles.text} />
        </section>
      ) : null}

      {groups.length > 1 ? (
        <TabLinks
          layout="scroll"
          label="상품 분류"
          current=""
          tabs={groups.map((group, index) => ({
            key: groupAnchor(index),
            label: group.name || `상품 ${index + 1}`,
            href: `#${groupAnchor(index)}`,
          }))}
        />
      ) : null}
      {groups.map((group, index) => (
        <section
          key={groupAnchor(index)}
          id={groupAnchor(index)}
          className={styles.group}
          aria-labelledby={`${groupAnchor(index)}-title`}
        >
          <h2 id={`${groupAnchor(index)}-title`} className={styles.groupTitle}>
            {group.name || "이벤트 상품"}
          </h2>
          <ItemGrid items={group.list} eagerCount={index === 0 ? 4 : 0} />
        </section>
      ))}
    </article>
  );
}
