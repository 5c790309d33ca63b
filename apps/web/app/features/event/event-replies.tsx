import { EVENT_REPLY_MAX_LENGTH, type EventReplies as EventRepliesData } from "@shop/contracts/display";
import { formatNumber } from "@shop/core/format/number";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { ContentMenu } from "../../components/moderation/content-menu";
import { useAlert } from "../../components/ui/alert-modal";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "./event-replies.module.css";
import { limitText } from "./reply-text";

/** What the reply action answers: the new reply's id, or the message to show with what was typed. */
export type ReplyActionData = { ok: true; replyId: number } | { ok: false; error: string; content: string };

interface EventRepliesProps {
  eventId: number;
  replyCount: number;
  /** The form is there while the event is live and takes replies. */
  open: boolean;
  ended: boolean;
  loggedIn: boolean;
  /** /user/login?target=<this page>, for the anonymous shopper's link. */
  loginHref: string;
  /** Where the form posts: the event page's own action. */
  action: string;
  replies: EventRepliesData;
}

/** An event's replies, newest first, with the members' reply form. Replies are plain text rendered escaped. */
export function EventReplies({
  eventId,
  replyCount,
  open,
  ended,
  loggedIn,
  loginHref,
  action,
  replies,
}: EventRepliesProps) {
  return (
    <section className={styles.replies} aria-labelledby="event-replies-title">
      <h2 id="event-replies-title" className={styles.title}>
        댓글 <span className={styles.count}>{formatNumber(replyCount)}</span>
      </h2>
      {open ? (
        <ReplyForm eventId={eventId} loggedIn={loggedIn} loginHref={loginHref} action={action} />
      ) : (
        <p className={styles.closed}>
          {ended ? "종료된 이벤트입니다. 댓글을 작성할 수 없습니다." : "댓글을 작성할 수 없는 이벤트입니다."}
        </p>
      )}
      {replies.list.length === 0 ? (
        <p className={styles.empty}>첫 번째 댓글을 남겨 주세요.</p>
      ) : (
        <ul className={styles.list} aria-label="댓글 목록">
          {replies.list.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <div className={styles.meta}>
                <span className={styles.author}>{reply.authorName}</span>
                <time className={styles.date} dateTime={reply.createdAt}>
                  {reply.date.replaceAll("-", ".")}
                </time>
                <ContentMenu targetType="event_reply" targetId={reply.id} authorName={reply.authorName} noun="댓글" />
              </div>
              <p className={styles.content}>{reply.content}</p>
            </li>
          ))}
        </ul>
      )}
      <PaginationNav pagination={replies.pagination} />
    </section>
  );
}

function ReplyForm({
  eventId,
  loggedIn,
  loginHref,
  action,
}: {
  eventId: number;
  loggedIn: boolean;
  loginHref: string;
  action: string;
}) {
  const fetcher = useFetcher<ReplyActionData>();
  // Without JavaScript the form posts as a document and the answer arrives as the page's action data.
  const documentAnswer = useActionData<ReplyActionData>();
  const { alert } = useAlert();
  const [text, setText] = useState(() => (documentAnswer && !documentAnswer.ok ? documentAnswer.content : ""));
  const handled = useRef<ReplyActionData | undefined>(undefined);
  const answer = fetcher.data ?? documentAnswer;

  // A posted reply empties the box; a refused one keeps what was typed. Each answer is handled once.
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) setText("");
    else setText(answer.content);
  }, [fetcher.state, answer]);

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const limited = limitText(event.target.value, EVENT_REPLY_MAX_LENGTH);
    setText(limited.text);
    if (limited.message) void alert(limited.message);
  };

  const error = answer && !answer.ok && fetcher.state === "idle" ? answer.error : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className={styles.form} aria-label="댓글 작성">
      <CsrfField />
      <input type="hidden" name="eventId" value={eventId} />
      <label htmlFor="event-reply-content" className="visually-hidden">
        댓글 내용
      </label>
      <div className={styles.box}>
        <textarea
          id="event-reply-content"
          name="content"
          className={error ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
          rows={3}
          value={text}
          onChange={onChange}
          placeholder={loggedIn ? "댓글을 입력해 주세요." : "로그인 후 댓글을 작성할 수 있습니다."}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "event-reply-message" : undefined}
        />
        <div className={styles.formBar}>
          <span className={styles.counter} aria-hidden="true">
            {text.length} / {EVENT_REPLY_MAX_LENGTH}
          </span>
          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? "등록 중" : "등록"}
          </button>
        </div>
      </div>
      {error ? (
        <p id="event-reply-message" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {loggedIn ? null : (
        <p className={styles.loginHint}>
          댓글은 회원만 작성할 수 있습니다. <Link to={loginHref}>로그인하기</Link>
        </p>
      )}
    </fetcher.Form>
  );
}
