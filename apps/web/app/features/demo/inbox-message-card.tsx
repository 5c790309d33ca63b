import styles from "./demo-inbox.module.css";
import { CHANNEL_NAMES, koreaTime, messageSecret, type OutboxMessage, timeAgo } from "./inbox-message";

/** One message of the demo inbox: the number as sent, when, the code large, then the whole text. */
export function InboxMessageCard({ message, now }: { message: OutboxMessage; now: string }) {
  const secret = messageSecret(message.text);
  return (
    <li className={styles.message}>
      <div className={styles.meta}>
        <span className={styles.recipient}>{message.recipient}</span>
        <span className={styles.channel}>{CHANNEL_NAMES[message.channel]}</span>
        <time className={styles.time} dateTime={message.createdAt} title={koreaTime(message.createdAt)}>
          {timeAgo(message.createdAt, now)}
        </time>
      </div>
      {secret && (
        <p className={styles.secret}>
          <span className={styles.secretLabel}>{secret.label}</span>
          <strong className={styles.secretValue}>{secret.value}</strong>
        </p>
      )}
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}
